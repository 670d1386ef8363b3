#pragma once

#include "run/runptr.h"

#include <QObject>

class QMenu;
class QWidget;

namespace idem::ui {

// File ▸ Export report: HTML, PDF, CSV, JSON or all of them, for the run on
// screen (ReportWriter for the text formats, ReportPdf for PDF).
class ReportExporter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportExporter)
public:
    explicit ReportExporter(QWidget *window);

    QMenu *menu() const { return m_menu; }
    void setRun(RunPtr run);
    // Writes without asking (the dialogs call this); returns an error or
    // an empty string, and the files written.
    QString exportTo(const QString &format, const QString &target, QStringList *written) const;

signals:
    void statusMessage(const QString &text);

private:
    void chooseAndExport(const QString &format);

    QWidget *m_window;
    QMenu *m_menu = nullptr;
    RunPtr m_run;
};

} // namespace idem::ui
