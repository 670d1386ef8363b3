#include "presentersession.h"

#include "editor/scenariodocument.h"
#include "icons.h"
#include "playback/playbackcontroller.h"
#include "presenter/presentermode.h"
#include "run/runcontroller.h"

#include <QAction>
#include <QGuiApplication>
#include <QScreen>
#include <QStyle>
#include <QWidget>

namespace idem::ui {

PresenterSession::PresenterSession(ScenarioDocument *document, RunController *runs, PlaybackController *playback,
                                   std::function<bool()> startRun, std::function<RunPtr()> shownRun,
                                   QWidget *window)
    : QObject(window),
      m_document(document),
      m_runs(runs),
      m_playback(playback),
      m_startRun(std::move(startRun)),
      m_shownRun(std::move(shownRun)),
      m_window(window)
{
    action = new QAction(Icons::get(QStringLiteral("view-presentation"), QStyle::SP_DesktopIcon), tr("&Presenter Mode"),
                         window);
    action->setObjectName(QStringLiteral("presenterMode"));
    action->setShortcuts({QKeySequence(Qt::Key_F11), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    action->setIconText(tr("Present"));
    action->setToolTip(tr("Teach the current scenario full screen: story, prediction, reveal (%1)")
                           .arg(action->shortcut().toString(QKeySequence::NativeText)));
    connect(action, &QAction::triggered, this, &PresenterSession::open);

    // Connected after the window's own handler: the window shows the run
    // (and resets its playback) first, then the presenter takes over.
    connect(m_runs, &RunController::finished, this, &PresenterSession::onRunFinished);
    connect(m_runs, &RunController::cancelled, this, &PresenterSession::onRunEnded);
    connect(m_runs, &RunController::failed, this, &PresenterSession::onRunEnded);
    connect(m_playback, &PlaybackController::playheadMoved, this, [this](SimTime time) {
        if (isOpen() && !m_waiting)
            m_presenter->setPlayhead(time);
    });
}

bool PresenterSession::isOpen() const
{
    return m_presenter && m_presenter->isVisible();
}

void PresenterSession::create()
{
    // A top-level window owned by the main window: it goes full screen on
    // its own and is deleted with the window.
    m_presenter = new PresenterMode(m_window);
    m_presenter->setWindowFlag(Qt::Window);
    m_presenter->setObjectName(QStringLiteral("presenter"));
    m_presenter->setWindowTitle(tr("Presenter — Idempotency Lab"));
    connect(m_presenter, &PresenterMode::revealRequested, this, &PresenterSession::onReveal);
    connect(m_presenter, &PresenterMode::seekRequested, m_playback, [this](SimTime time) {
        m_playback->pause();
        m_playback->seekTime(time);
    });
    // Esc closes a top-level presenter itself; the button or a parent may only ask.
    connect(m_presenter, &PresenterMode::leaveRequested, this, &PresenterSession::close);
}

void PresenterSession::open()
{
    if (!m_presenter)
        create();
    m_waiting = false;
    m_presenter->setScenario(m_document->scenario());
    // On the main window's screen (the projector when the window is there);
    // the geometry also covers the screen where no window manager honours
    // full screen.
    if (QScreen *screen = m_window->screen())
        m_presenter->setGeometry(screen->geometry());
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        m_presenter->showMaximized();
    else
        m_presenter->showFullScreen();
    m_presenter->raise();
    m_presenter->activateWindow();
    m_presenter->setFocus();
}

void PresenterSession::close()
{
    m_waiting = false;
    if (m_presenter && m_presenter->isVisible())
        m_presenter->close();
    m_window->activateWindow();
}

void PresenterSession::onReveal()
{
    if (!m_document->isValid()) {
        emit statusMessage(tr("The scenario has problems; fix them in the Scenario panel first."));
        m_presenter->setScenario(m_document->scenario()); // back to the story, not stuck waiting
        return;
    }
    if (const RunPtr run = reusableRun()) {
        narrate(run);
        return;
    }
    m_waiting = true;
    if (!m_startRun()) {
        m_waiting = false;
        m_presenter->setScenario(m_document->scenario());
    }
}

void PresenterSession::onRunFinished(const RunPtr &run)
{
    if (!m_waiting || !isOpen())
        return;
    m_waiting = false;
    narrate(run);
}

RunPtr PresenterSession::reusableRun() const
{
    if (m_runs->isRunning() || !m_shownRun)
        return nullptr;
    RunPtr run = m_shownRun();
    if (!run || !run->finished() || run->scenario != m_document->scenario())
        return nullptr;
    return run;
}

void PresenterSession::narrate(const RunPtr &run)
{
    m_presenter->setRun(run);
    // The window's playback may stand anywhere (at the end after a run);
    // the narration needs it at 0.
    m_playback->goToStart();
    m_playback->play();
}

void PresenterSession::onRunEnded()
{
    if (!m_waiting)
        return;
    m_waiting = false;
    if (m_presenter)
        m_presenter->setScenario(m_document->scenario());
}

} // namespace idem::ui
