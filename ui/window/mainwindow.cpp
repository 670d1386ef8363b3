#include "mainwindow.h"

#include "icons.h"

#include "code/codeview.h"
#include "database/databasepanel.h"
#include "editor/scenariodocument.h"
#include "editor/scenarioeditor.h"
#include "explore/faultrecords.h"
#include "inspector/inspectorpanel.h"
#include "jobs/jobcontroller.h"
#include "log/eventlogpanel.h"
#include "metrics/metricspanel.h"
#include "playback/playbackactions.h"
#include "playback/playbackbar.h"
#include "playback/playbackcontroller.h"
#include "playback/transporticons.h"
#include "run/runcontroller.h"
#include "run/runpaths.h"
#include "settings.h"
#include "run/preparedrun.h"
#include "timeline/timelineprepared.h"
#include "timeline/timelineindex.h"
#include "timeline/timelineview.h"
#include "uiformat.h"
#include "window/aboutdialog.h"
#include "window/analysisdocks.h"
#include "check/checkaction.h"
#include "live/liverunaction.h"
#include "window/emptystate.h"
#include "window/faultinjector.h"
#include "window/filecontroller.h"
#include "window/helpoverlay.h"
#include "window/languagemenu.h"
#include "window/messages.h"
#include "window/workshopguide.h"
#include "window/presentersession.h"
#include "window/reportexporter.h"
#include "window/runhistory.h"
#include "window/runstatus.h"
#include "window/viewactions.h"
#include "window/windowmenus.h"

#include <QCloseEvent>
#include <QFutureWatcher>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
constexpr int kStateVersion = 1;
// Runs with at least this many records get their timeline index built off
// the GUI thread (200 000 records take about 10 ms to index; a 1 M-delivery
// run's 10 M take over half a second).
constexpr std::size_t kPrepareAsideRecords = 200000;
// Room left for the window manager's frame before it is known.
constexpr QSize kFrameAllowance(16, 64);
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent),
      m_jobs(new JobController(this)),
      m_document(new ScenarioDocument(this)),
      m_runs(new RunController(m_jobs, this)),
      m_playback(new PlaybackController(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    Icons::installFallbackTheme();
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    m_playbackActions = new PlaybackActions(m_playback, this);
    createActions();
    createCentre();
    createDocks();
    m_view = new ViewActions(m_timeline, this);
    m_files = new FileController(m_document, this);
    m_exporter = new ReportExporter(this, m_jobs);
    m_history = new RunHistory(this);
    connect(m_history, &RunHistory::statusMessage, this, [this](const QString &t) { statusBar()->showMessage(t, 8000); });
    m_injector = new FaultInjector(m_document, this);
    m_analysis = new AnalysisDocks(m_document, m_jobs, this);
    m_live = new LiveRunAction(
        m_jobs, [this] { return m_document->scenario(); }, [this] { return m_document->problems(); }, this);
    // The real run is shown like any run, and beside the model in Compare.
    connect(m_live, &LiveRunAction::finished, this, [this](const SimVsReal &r) {
        showRun(r.real);
        m_analysis->showSimVsReal(r.simulated, r.real, r.broker);
    });
    m_check = new CheckAction(
        m_jobs, [this] { return m_document->scenario(); }, [this] { return m_document->problems(); }, this);
    connect(m_check, &CheckAction::finished, this, [this](const CheckVerdict &v) { showRun(v.run); });
    m_help = new HelpOverlay(this);
    m_runStatus = new RunStatus(this);
    m_runStatus->attach(m_jobs);
    statusBar()->addPermanentWidget(m_runStatus); // bounded: the messages keep the rest
    connectRuns();
    // After connectRuns: the window shows a finished run before the presenter narrates it.
    m_presenter = new PresenterSession(m_document, m_runs, m_playback, [this] { return startRun(); },
                                       [this] { return m_run; }, this);
    createMenus();
    connectPlayback();

    connect(m_document, &ScenarioDocument::changed, this, &MainWindow::updateRunEnabled);
    connect(m_document, &ScenarioDocument::changed, this, [this] {
        m_runStatus->setStale(m_run && m_run->scenario != m_document->scenario() && !m_runs->isRunning());
    });
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::fileChanged, this, &MainWindow::updateTitle);
    // A schedule change re-runs the run on screen; before the first run it
    // waits for Ctrl+R like any edit, and a half-made invalid schedule only
    // marks the run stale.
    connect(m_document, &ScenarioDocument::rerunRequested, this, [this] {
        if (m_run && m_document->isValid())
            startRun();
    });
    connect(m_files, &FileController::opened, this, [this] {
        // A run still going belongs to the scenario that was just replaced.
        m_runs->cancel();
        showRun(nullptr);
    });
    connect(m_files, &FileController::statusMessage, this, [this](const QString &t) { statusBar()->showMessage(t, 5000); });
    connect(m_exporter, &ReportExporter::statusMessage, this, [this](const QString &t) { statusBar()->showMessage(t, 8000); });
    connect(m_injector, &FaultInjector::followRequested, this, &MainWindow::followMessage);
    connect(m_analysis, &AnalysisDocks::runActivated, this, &MainWindow::showComparedRun);
    connect(m_analysis, &AnalysisDocks::counterexampleChosen, this, &MainWindow::openCounterexample);
    connect(m_analysis, &AnalysisDocks::statusMessage, this, [this](const QString &t) { statusBar()->showMessage(t, 8000); });
    connect(m_presenter, &PresenterSession::statusMessage, this, [this](const QString &t) { statusBar()->showMessage(t, 8000); });

    restoreLayout();
    updateTitle();
    updateRunEnabled();
}

MainWindow::~MainWindow()
{
    // Every job stops and every worker thread is joined before a view goes.
    m_jobs->shutdown();
}

void MainWindow::createActions()
{
    m_runAction = new QAction(TransportIcons::icon(TransportIcons::Run), tr("&Run"), this);
    m_runAction->setObjectName(QStringLiteral("run"));
    m_runAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_runAction->setToolTip(tr("Run the scenario (Ctrl+R)"));
    connect(m_runAction, &QAction::triggered, this, [this] { startRun(); });
    m_cancelAction = new QAction(TransportIcons::icon(TransportIcons::Stop), tr("&Cancel Run"), this);
    m_cancelAction->setObjectName(QStringLiteral("cancelRun"));
    m_cancelAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_cancelAction->setEnabled(false);
    connect(m_cancelAction, &QAction::triggered, m_runs, &RunController::cancel);

    m_undoAction = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setObjectName(QStringLiteral("undo"));
    m_undoAction->setIcon(Icons::get(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack));
    m_undoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Z)});
    m_redoAction = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setObjectName(QStringLiteral("redo"));
    m_redoAction->setIcon(Icons::get(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward));
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});

    m_helpAction = new QAction(Icons::get(QStringLiteral("help-browser"), QStyle::SP_DialogHelpButton),
                               tr("&Keyboard Shortcuts"), this);
    m_helpAction->setObjectName(QStringLiteral("help"));
    m_helpAction->setShortcuts({QKeySequence(Qt::Key_Question), QKeySequence(Qt::Key_F1)});
    connect(m_helpAction, &QAction::triggered, this, &MainWindow::showHelp);
    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setObjectName(QStringLiteral("quit"));
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    // Window-wide shortcuts work wherever the focus is in the window.
    addActions({m_runAction, m_cancelAction, m_undoAction, m_redoAction, m_helpAction, m_quitAction});
    addActions(m_playbackActions->all());
}

void MainWindow::createCentre()
{
    m_timeline = new TimelineView(this);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    m_playbackBar = new PlaybackBar(m_playback, m_playbackActions, this);
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_timeline, 1);
    layout->addWidget(m_playbackBar);
    m_empty = new EmptyState(m_document, m_runAction, this);
    m_centre = new QStackedWidget(this);
    m_centre->addWidget(m_empty);
    m_centre->addWidget(page);
    setCentralWidget(m_centre);
}

QDockWidget *MainWindow::addDock(QWidget *content, const QString &name, const QString &title, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    dock->setWidget(content);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                      | QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    m_docks.append(dock);
    return dock;
}

void MainWindow::createDocks()
{
    m_editor = new ScenarioEditor(m_document, this);
    m_inspector = new InspectorPanel(this);
    m_metrics = new MetricsPanel(this);
    m_log = new EventLogPanel(this);
    m_database = new DatabasePanel(this);
    addDock(m_editor, QStringLiteral("editorDock"), tr("Scenario"), Qt::LeftDockWidgetArea);
    addDock(m_inspector, QStringLiteral("inspectorDock"), tr("Inspector"), Qt::RightDockWidgetArea);
    QDockWidget *metrics = addDock(m_metrics, QStringLiteral("metricsDock"), tr("Metrics and verdict"), Qt::BottomDockWidgetArea);
    QDockWidget *log = addDock(m_log, QStringLiteral("logDock"), tr("Event log"), Qt::BottomDockWidgetArea);
    QDockWidget *database = addDock(m_database, QStringLiteral("databaseDock"), tr("Database at the playhead"),
                                    Qt::BottomDockWidgetArea);
    splitDockWidget(metrics, log, Qt::Horizontal);
    splitDockWidget(log, database, Qt::Horizontal);
    // The handler as code, a tab beside the event log (the trace as text).
    m_code = new CodeView(this);
    tabifyDockWidget(log, addDock(m_code, QStringLiteral("codeDock"), tr("Code"), Qt::BottomDockWidgetArea));
    log->raise();
}

void MainWindow::fitDocksToSize()
{
    // Shares of the window, so 1280×800 leaves the timeline as much room
    // as 1600×1000 does, proportionally.
    const auto dock = [this](const char *name) { return findChild<QDockWidget *>(QLatin1String(name)); };
    const int w = width();
    resizeDocks({dock("editorDock"), dock("inspectorDock")}, {w * 24 / 100, w * 25 / 100}, Qt::Horizontal);
    resizeDocks({dock("metricsDock"), dock("logDock"), dock("databaseDock")}, {w * 36 / 100, w * 34 / 100, w * 30 / 100},
                Qt::Horizontal);
    resizeDocks({dock("metricsDock")}, {height() * 32 / 100}, Qt::Vertical);
}

WindowCommands MainWindow::commands() const
{
    WindowCommands c;
    c.files = m_files;
    c.exporter = m_exporter;
    c.playback = m_playbackActions;
    c.view = m_view;
    c.run = m_runAction;
    c.cancel = m_cancelAction;
    c.keepRun = m_history->keepAction;
    c.runHistory = m_history->limitsAction;
    c.compare = m_analysis->compareAction;
    c.sweep = m_analysis->sweepAction;
    c.explore = m_analysis->exploreAction;
    c.live = m_live->action();
    c.check = m_check->action();
    c.presenter = m_presenter->action;
    c.undo = m_undoAction;
    c.redo = m_redoAction;
    c.help = m_helpAction;
    c.quit = m_quitAction;
    return c;
}

void MainWindow::createMenus()
{
    QMenu *view = WindowMenus::buildMenus(this, commands());
    view->addSeparator();
    for (QDockWidget *d : std::as_const(m_docks))
        view->addAction(d->toggleViewAction());
    view->addSeparator();
    connect(view->addAction(tr("Reset Layout")), &QAction::triggered, this, [this] {
        restoreState(m_defaultState, kStateVersion);
        for (QDockWidget *d : std::as_const(m_docks))
            d->show();
        fitDocksToSize();
    });
    auto *language = new LanguageMenu(this);
    menuBar()->addMenu(language);
    connect(language, &LanguageMenu::languageChosen, this, [this](const QString &name) {
        statusBar()->showMessage(tr("The language changes the next time Idempotency Lab starts."), 8000);
        LanguageMenu::offerRestart(this, name, [this] {
            const QString shown = m_document->displayName();
            return !m_document->filePath().isEmpty() ? m_document->filePath()
                   : shown.startsWith(QLatin1String("builtin:")) ? shown
                                                                 : QString();
        });
    });
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_helpAction);
    WorkshopGuide::addAction(help, this);
    AboutDialog::addAction(help, this);
    WindowMenus::buildToolBar(this, commands());
}

void MainWindow::connectRuns()
{
    connect(m_runs, &RunController::started, this, [this](const QString &path) {
        m_runStatus->showRunning(path);
        m_metrics->showRunning(path);
        m_cancelAction->setEnabled(true);
        m_empty->setRunning(true);
        updateRunEnabled();
    });
    connect(m_runs, &RunController::progressed, m_runStatus, &RunStatus::setProgress);
    connect(m_runs, &RunController::filled, this, &MainWindow::showLiveRun);
    connect(m_runs, &RunController::finished, this, [this](const RunPtr &run) {
        runEnded();
        m_runStatus->showDone(run->databasePath);
        showRun(run);
        // The runs folder within its limits; the run just shown and the
        // one still on screen until it is ready both stay.
        m_history->prune();
        if (run->stopped())
            Messages::error(this, tr("The run was stopped"), tr("The run could not finish: %1.").arg(run->stopReason));
        else
            statusBar()->showMessage(tr("Run finished in %1: %2")
                                         .arg(UiFormat::amount(QLocale().toString(qRound(run->wallMs)), UiFormat::Unit::Milliseconds),
                                              m_metrics->verdictText()),
                                     8000);
    });
    connect(m_runs, &RunController::cancelled, this, [this] {
        runEnded();
        dropLiveRun();
        showRunStatus();
        m_metrics->setRun(m_run); // back to the run still on screen
        statusBar()->showMessage(tr("Run cancelled."), 5000);
    });
    connect(m_runs, &RunController::failed, this, [this](const QString &message) {
        runEnded();
        dropLiveRun();
        showRunStatus();
        m_metrics->setRun(m_run);
        statusBar()->showMessage(tr("The run failed: %1").arg(message.section(QLatin1Char('\n'), 0, 0)));
        Messages::error(this, tr("The run failed"), tr("The simulation stopped with an error."), message);
    });
}

void MainWindow::connectPlayback()
{
    connect(m_playback, &PlaybackController::playheadMoved, this, &MainWindow::onPlayhead);
    connect(m_playback, &PlaybackController::landedOn, this, [this](int record) {
        selectRecord(record);
        revealRecord(record);
    });
    connect(m_playback, &PlaybackController::speedChanged, this,
            [](int index) { Settings().setPlaybackSpeed(PlaybackController::speedKey(index)); });
    if (const int speed = PlaybackController::speedIndex(Settings().playbackSpeed()); speed >= 0)
        m_playback->setSpeed(speed);
    connect(m_view, &ViewActions::compressGapsToggled, m_playback, &PlaybackController::setSkipIdleGaps);
    m_playback->setSkipIdleGaps(m_view->compressGaps->isChecked());

    connect(m_timeline, &TimelineView::recordClicked, this, &MainWindow::selectRecord);
    connect(m_timeline, &TimelineView::recordContextMenuRequested, this, &MainWindow::showRecordMenu);
    connect(m_timeline, &TimelineView::backgroundContextMenuRequested, this, &MainWindow::showTimeMenu);
    connect(m_timeline, &TimelineView::playheadScrubbed, m_playback, &PlaybackController::seekTime);
    connect(m_log, &EventLogPanel::recordChosen, this, &MainWindow::selectRecord);
    connect(m_code, &CodeView::recordChosen, this, [this](int record) {
        selectRecord(record);
        revealRecord(record);
    });
    connect(m_metrics, &MetricsPanel::violationChosen, this, &MainWindow::chooseViolation);
    connect(m_inspector, &InspectorPanel::followRequested, this, &MainWindow::followMessage);
    connect(m_inspector, &InspectorPanel::filterRequested, m_log, &EventLogPanel::filterMessage);
}

void MainWindow::restoreLayout()
{
    Settings settings;
    if (!restoreGeometry(settings.windowGeometry())) {
        // The frame (title bar, borders) is not known before the window is
        // mapped: leave room for it so the status bar stays on screen.
        const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
        resize(qMin(1600, screen.width() - kFrameAllowance.width()),
               qMin(1000, screen.height() - kFrameAllowance.height()));
        move(screen.topLeft());
    }
    fitDocksToSize();
    m_defaultState = saveState(kStateVersion);
    restoreState(settings.windowState(), kStateVersion);
}

bool MainWindow::openScenario(const QString &source)
{
    return m_files->open(source);
}

bool MainWindow::openBuiltin(const QString &name)
{
    return m_files->openBuiltin(name);
}

bool MainWindow::startRun()
{
    if (!m_document->isValid()) {
        statusBar()->showMessage(tr("The scenario has problems; fix them in the Scenario panel first."), 5000);
        return false;
    }
    const Scenario &s = m_document->scenario();
    const QString path = RunPaths::newRunPath(s.name, s.strategy.id, s.seed);
    if (path.isEmpty()) {
        Messages::error(this, tr("Cannot run"), tr("Cannot create the folder for run databases: %1").arg(RunPaths::folder()));
        return false;
    }
    m_runs->start(s, path);
    return true;
}

void MainWindow::showRun(RunPtr run)
{
    const quint64 generation = ++m_showGeneration;
    if (!run || run->trace.size() < kPrepareAsideRecords) {
        showRunNow(PreparedRun::prepare(std::move(run)));
        return;
    }
    // A large run is prepared on a pool thread, so the window keeps
    // answering; the run on screen stays until it is ready, and a newer
    // showRun makes this one moot.
    statusBar()->showMessage(tr("Preparing the timeline of %1 records…").arg(UiFormat::count(qint64(run->trace.size()))));
    auto *watcher = new QFutureWatcher<std::shared_ptr<PreparedRun>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        const std::shared_ptr<PreparedRun> prepared = watcher->result();
        watcher->deleteLater();
        if (generation != m_showGeneration)
            return;
        statusBar()->clearMessage();
        showRunNow(prepared);
    });
    watcher->setFuture(QtConcurrent::run([run] { return PreparedRun::prepare(run); }));
}

void MainWindow::showRunNow(const std::shared_ptr<PreparedRun> &prepared)
{
    const int followed = m_timeline->followedMessage();
    // The run replaced is freed on a pool thread once every view let go of
    // it: a million-delivery run takes tens of milliseconds to free.
    RunPtr replaced = std::exchange(m_run, prepared->run);
    m_selected = -1;
    m_liveShown = false;
    m_history->setShownRun(m_run ? m_run->databasePath : QString());
    if (m_run)
        m_timeline->setRun(m_run, std::move(prepared->timeline));
    else
        m_timeline->setRun(nullptr);
    if (m_run && followed >= 0 && followed < m_run->scenario.messages)
        m_timeline->setFollowedMessage(followed);
    m_log->setRun(m_run);
    m_metrics->setRun(m_run, std::move(prepared->metrics));
    m_database->setRun(m_run);
    m_inspector->setRun(m_run);
    m_code->setRun(m_run, std::move(prepared->code));
    m_exporter->setRun(m_run);
    m_playback->setRun(m_run);
    m_centre->setCurrentIndex(m_run ? 1 : 0);
    if (!m_runs->isRunning())
        showRunStatus();
    if (replaced && replaced != m_run)
        QThreadPool::globalInstance()->start([run = std::move(replaced)]() mutable { run.reset(); });
    if (m_run && m_highlightFaultsOf && m_run->scenario == *m_highlightFaultsOf) {
        m_highlightFaultsOf.reset();
        highlightFaults();
    }
}

bool MainWindow::openCounterexample(const QString &path)
{
    if (!m_files->maybeSave() || !m_files->open(path))
        return false;
    m_highlightFaultsOf = m_document->scenario();
    raise();
    activateWindow();
    return startRun();
}

void MainWindow::highlightFaults()
{
    // The broken message followed, its first fault selected and explained,
    // the playhead left where it is, so everything the faults caused stays in view.
    if (!m_run->violations.isEmpty())
        followMessage(m_run->violations.first().logical);
    const QVector<int> faults = FaultRecords::of(m_run->trace);
    if (faults.isEmpty())
        return;
    m_selected = faults.first();
    m_timeline->setSelectedRecord(m_selected);
    m_inspector->inspect(m_selected);
    m_code->showRecord(m_selected);
    revealRecord(m_selected);
    statusBar()->showMessage(tr("A counterexample found by explore: %n fault(s) fired; the first is selected.", nullptr,
                                int(faults.size())),
                             8000);
}

void MainWindow::showLiveRun(const std::shared_ptr<PreparedRun> &partial)
{
    const RunPtr run = partial->run;
    m_liveShown = true;
    m_timeline->setRun(run, std::move(partial->timeline));
    // The playhead at the live end: everything drawn has happened.
    m_timeline->setPlayhead(run->trace.records().back().time());
    m_centre->setCurrentIndex(1);
}

void MainWindow::dropLiveRun()
{
    if (!m_liveShown)
        return;
    m_liveShown = false;
    showRun(m_run);
}

void MainWindow::runEnded()
{
    m_cancelAction->setEnabled(false);
    m_empty->setRunning(false);
    updateRunEnabled();
}

void MainWindow::showRunStatus()
{
    // The status bar names the run on screen, or nothing.
    if (m_run)
        m_runStatus->showDone(m_run->databasePath);
    else
        m_runStatus->showIdle();
    m_runStatus->setStale(m_run && m_run->scenario != m_document->scenario());
}

void MainWindow::showComparedRun(const RunPtr &run)
{
    // The same hand-over as a finished run of the window's own.
    m_runStatus->showDone(run->databasePath);
    showRun(run);
    statusBar()->showMessage(tr("Showing the %1 run from the comparison: %2").arg(run->scenario.strategy.id,
                                                                                    m_metrics->verdictText()),
                             8000);
    raise();
    activateWindow();
}

void MainWindow::onPlayhead(SimTime time, int record)
{
    if (!m_liveShown)
        m_timeline->setPlayhead(m_run ? time : kNever);
    m_log->showRecord(record);
    m_metrics->setPlayhead(record);
    m_database->setPlayhead(time, record);
    m_code->showRecord(record); // playback steps through the handler's lines
}

void MainWindow::selectRecord(int record)
{
    if (!m_run || m_liveShown || record == m_selected || record < 0 || std::size_t(record) >= m_run->trace.size())
        return;
    m_selected = record;
    m_timeline->setSelectedRecord(record);
    m_inspector->inspect(record);
    m_code->showRecord(record);
    if (m_playback->recordIndex() != record)
        m_playback->seekRecord(record);
}

void MainWindow::showRecordMenu(int record, const QPoint &globalPos)
{
    if (!m_run || m_liveShown)
        return;
    selectRecord(record);
    m_injector->recordMenu(*m_run, record, this)->popup(globalPos);
}

void MainWindow::showTimeMenu(SimTime time, const QPoint &globalPos)
{
    if (m_run)
        m_injector->timeMenu(time, this)->popup(globalPos);
}

void MainWindow::chooseViolation(int logical)
{
    if (!m_run)
        return;
    followMessage(logical);
    // Land on the duplicate side effect itself, else on the key's first record.
    int first = -1;
    const auto &records = m_run->trace.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (records[i].message != quint32(logical))
            continue;
        if (first < 0)
            first = int(i);
        if (records[i].kind() == TraceKind::SideEffect && records[i].repeatsEffect()) {
            first = int(i);
            break;
        }
    }
    if (first >= 0) {
        selectRecord(first);
        revealRecord(first);
    }
}

void MainWindow::revealRecord(int record)
{
    // Scroll only when the record is out of view; never change the zoom
    // the user chose.
    const SimTime t = m_run->trace.at(std::size_t(record)).time();
    if (t < m_timeline->visibleFrom() || t > m_timeline->visibleTo())
        m_timeline->centerOn(t);
}

void MainWindow::followMessage(int logical)
{
    m_timeline->setFollowedMessage(logical);
}

void MainWindow::showHelp()
{
    if (m_help->isVisible()) {
        m_help->hide();
        return;
    }
    m_help->showWith(WindowMenus::shortcuts(commands()));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Idempotency Lab").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateRunEnabled()
{
    // Ctrl+R starts a run; while one is going it is off and Ctrl+. cancels.
    const bool running = m_runs->isRunning();
    m_runAction->setEnabled(m_document->isValid() && !running);
    m_runAction->setToolTip(running                    ? tr("A run is going: Ctrl+. cancels it")
                            : m_document->isValid() ? tr("Run the scenario (Ctrl+R)")
                                                    : tr("Fix the problems shown in the Scenario panel to run"));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_fitted)
        return;
    m_fitted = true;
    // Once mapped, the frame is known: shrink a window whose frame reaches
    // past the screen (a remembered geometry from a larger screen too).
    QTimer::singleShot(0, this, [this] {
        if (!screen() || isMaximized() || isFullScreen())
            return;
        const QRect available = screen()->availableGeometry();
        const QRect frame = frameGeometry();
        if (available.contains(frame))
            return;
        const QSize extra = frame.size() - size();
        resize(qMin(width(), available.width() - extra.width()), qMin(height(), available.height() - extra.height()));
        move(qMax(available.left(), qMin(frame.left(), available.right() - frameGeometry().width())),
             qMax(available.top(), qMin(frame.top(), available.bottom() - frameGeometry().height())));
    });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    // Closing mid-job: every job is asked to stop now; the destructor joins.
    m_jobs->cancelAll();
    Settings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState(kStateVersion));
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()
        && FileController::isScenarioFile(urls.first().toLocalFile()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty())
        return;
    event->acceptProposedAction();
    m_files->openAfterAsking(urls.first().toLocalFile());
}

} // namespace idem::ui
