#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QWidget;

namespace idem::ui {

// The window's runs folder kept within the user's limits (Settings:
// maxRuns, maxRunBytes; RunRetention does the pruning): Run → Keep This Run
// marks the run on screen as never to be pruned, Run → Run History… sets the
// limits. The run on screen is never pruned either. Lives on the GUI thread.
class RunHistory final : public QObject
{
    Q_OBJECT
public:
    explicit RunHistory(QWidget *window);

    QAction *keepAction = nullptr;    // checkable, for the run on screen
    QAction *limitsAction = nullptr;  // opens the limits dialog

    // The run the window shows now (its database), or empty.
    void setShownRun(const QString &databasePath);
    // Removes the oldest runs beyond the limits; says what went.
    QStringList prune();

signals:
    void statusMessage(const QString &text);

private:
    void chooseLimits();

    QWidget *m_window = nullptr;
    QString m_shown;
};

} // namespace idem::ui
