#pragma once

#include <QDateTime>
#include <QString>

namespace idem::ui {

// Where the desktop app keeps run databases:
// AppLocalDataLocation/runs/<yyyyMMdd-HHmmss-zzz>-<strategy>.sqlite. The files
// stay so anyone can open them with sqlite3.
class RunPaths final
{
public:
    static QString folder();
    // A fresh path for a run of `strategy` started at `when`; never an
    // existing file. Creates the folder; returns an empty string when it cannot.
    static QString newRunPath(const QString &strategy, const QDateTime &when = QDateTime::currentDateTime());
};

} // namespace idem::ui
