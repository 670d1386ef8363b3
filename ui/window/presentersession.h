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
// screen (maximized where the platform has no real screen). Its Reveal
// narrates the run the window shows when that is a finished run of this
// very scenario (same texts, seed and strategy: no new run, no new run
// database); otherwise it runs the scenario through the window's normal run
// path. The run goes to the presenter and the window's playback restarts
// from 0, so the presenter narrates as the playhead moves. Esc closes it.
class PresenterSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PresenterSession)
public:
    // `startRun` starts a run of the current scenario, false when it cannot;
    // `shownRun` is the run the window shows (null for none).
    PresenterSession(ScenarioDocument *document, RunController *runs, PlaybackController *playback,
                     std::function<bool()> startRun, std::function<RunPtr()> shownRun, QWidget *window);

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
    // The window's run, when Reveal can narrate it as it is.
    RunPtr reusableRun() const;
    void narrate(const RunPtr &run);
    void onRunEnded();

    ScenarioDocument *m_document;
    RunController *m_runs;
    PlaybackController *m_playback;
    std::function<bool()> m_startRun;
    std::function<RunPtr()> m_shownRun;
    QWidget *m_window;
    PresenterMode *m_presenter = nullptr;
    bool m_waiting = false; // a reveal's run is on its way
};

} // namespace idem::ui
