#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace idem::ui {

// The status bar's run area: progress and Cancel while a run goes, then
// the run database's path (selectable, so it can be pasted into sqlite3).
class RunStatus final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunStatus)
public:
    explicit RunStatus(QWidget *parent = nullptr);

    void showRunning(const QString &databasePath);
    void setProgress(double fraction);
    void showDone(const QString &databasePath);
    // No run on screen: no progress, no path.
    void showIdle();
    QString pathText() const;
    // The scenario was edited after the run on screen was made.
    void setStale(bool stale);

    QProgressBar *progressBar() const { return m_progress; }

signals:
    void cancelRequested();

private:
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
    QLabel *m_path = nullptr;
    QLabel *m_stale = nullptr;
};

} // namespace idem::ui
