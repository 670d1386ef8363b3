#pragma once

#include <QString>
#include <QStringList>

class QObject;

namespace idem::ui {

// The language reports are written in (`idemlab … --lang fa|tr|en`): loads
// the Qt and app translations for it and makes it the default locale, so
// words, digits and direction follow. Without a choice, the app's own
// language (the saved setting, else the system's).
class ReportLanguage final
{
public:
    static QStringList available(); // en, fa, tr
    // Returns an error naming the language, or "". Translators are owned by `owner`.
    static QString apply(const QString &language, QObject *owner);

    ReportLanguage() = delete;
};

} // namespace idem::ui
