#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

namespace idem::ui {

class JobController;
class JobPanel;

// The status bar's run area: the compact JobPanel (progress, elapsed time,
// Cancel) while a run goes, then the run database's path (selectable, so
// it can be pasted into sqlite3).
class RunStatus final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunStatus)
public:
    explicit RunStatus(QWidget *parent = nullptr);

    // Follows the JobKind::Run jobs of `jobs`; Cancel cancels them there.
    void attach(JobController *jobs);
    void showRunning(const QString &databasePath);
    void setProgress(double fraction);
    void showDone(const QString &databasePath);
    // No run on screen: no progress, no path.
    void showIdle();
    QString pathText() const;
    // The scenario was edited after the run on screen was made.
    void setStale(bool stale);

    QProgressBar *progressBar() const;
    JobPanel *panel() const { return m_panel; }

signals:
    void cancelRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The path shortened in its middle to the label's width: both ends (the
    // folder's root, the run's own name) stay readable.
    void setPath(const QString &text);
    void elidePath();

    QString m_pathText;
    JobPanel *m_panel = nullptr;
    QLabel *m_path = nullptr;
    QLabel *m_stale = nullptr;
};

} // namespace idem::ui
