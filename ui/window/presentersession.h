#pragma once

#include "run/runptr.h"

#include <QObject>
#include <functional>

class QAction;
class QWidget;

namespace idem::ui {

class PlaybackController;
class PresenterMode;
class RunController;
class ScenarioDocument;

// View ▸ Presenter Mode: the current scenario on a full-screen teaching
// screen (maximized where the platform has no real screen). Its Reveal runs
// the scenario through the window's normal run path; the finished run goes
// to the presenter and the window's playback restarts from 0, so the
// presenter narrates as the playhead moves. Esc closes it.
class PresenterSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PresenterSession)
public:
    // `startRun` starts a run of the current scenario, false when it cannot.
    PresenterSession(ScenarioDocument *document, RunController *runs, PlaybackController *playback,
                     std::function<bool()> startRun, QWidget *window);

    QAction *action = nullptr;

    void open();
    void close();
    PresenterMode *presenter() const { return m_presenter; } // null until first opened
    bool isOpen() const;

signals:
    void statusMessage(const QString &text);

private:
    void create();
    void onReveal();
    void onRunFinished(const RunPtr &run);
    void onRunEnded();

    ScenarioDocument *m_document;
    RunController *m_runs;
    PlaybackController *m_playback;
    std::function<bool()> m_startRun;
    QWidget *m_window;
    PresenterMode *m_presenter = nullptr;
    bool m_waiting = false; // a reveal's run is on its way
};

} // namespace idem::ui
