#pragma once

#include "run/runptr.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QDockWidget;
class QStackedWidget;

namespace idem::ui {

class AnalysisDocks;
class CodeView;
class LiveRunAction;
class DatabasePanel;
class EmptyState;
class EventLogPanel;
class FaultInjector;
class FileController;
class HelpOverlay;
class InspectorPanel;
class JobController;
class MetricsPanel;
class PlaybackActions;
class PlaybackBar;
class PlaybackController;
class PresenterSession;
class ReportExporter;
class RunController;
class RunHistory;
class RunStatus;
class ScenarioDocument;
class ScenarioEditor;
class TimelineView;
struct PreparedRun;
class ViewActions;
struct WindowCommands;

// The application window: scenario editor (left), timeline with playback
// (centre), inspector (right), metrics, event log and database tables
// (bottom). Runs go to a worker thread; the finished run is shared by every
// view, and the playhead drives them all.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a file or builtin:NAME without asking about unsaved edits (the
    // command line and tests use it); errors are shown, and false returned.
    bool openScenario(const QString &source);
    // Opens builtin:NAME after asking about unsaved edits (File ▸ Workshop
    // Library…); false when the user cancels or it cannot be loaded.
    bool openBuiltin(const QString &name);
    // Starts a run of the current scenario (Ctrl+R); false when it is invalid.
    bool startRun();
    // Selects a trace record: inspector, timeline, event log and playhead.
    void selectRecord(int record);

    ScenarioDocument *document() const { return m_document; }
    // The one owner of the window's batch-job threads (run, compare, sweep, exports).
    JobController *jobs() const { return m_jobs; }
    RunController *runController() const { return m_runs; }
    PlaybackController *playback() const { return m_playback; }
    RunPtr currentRun() const { return m_run; }
    int selectedRecord() const { return m_selected; }
    TimelineView *timeline() const { return m_timeline; }
    InspectorPanel *inspector() const { return m_inspector; }
    MetricsPanel *metrics() const { return m_metrics; }
    EventLogPanel *eventLog() const { return m_log; }
    DatabasePanel *database() const { return m_database; }
    CodeView *code() const { return m_code; }
    ScenarioEditor *editor() const { return m_editor; }
    FaultInjector *faultInjector() const { return m_injector; }
    AnalysisDocks *analysis() const { return m_analysis; }
    LiveRunAction *liveRun() const { return m_live; }
    PresenterSession *presenterSession() const { return m_presenter; }
    EmptyState *emptyState() const { return m_empty; }
    RunStatus *runStatus() const { return m_runStatus; }
    FileController *files() const { return m_files; }
    RunHistory *runHistory() const { return m_history; }
    QAction *runAction() const { return m_runAction; }
    QAction *cancelAction() const { return m_cancelAction; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createCentre();
    QDockWidget *addDock(QWidget *content, const QString &name, const QString &title, Qt::DockWidgetArea area);
    void createDocks();
    void fitDocksToSize();
    void createActions();
    void createMenus(); // and the toolbar
    WindowCommands commands() const;
    void connectRuns();
    void connectPlayback();
    void restoreLayout();

    void showRun(RunPtr run);
    void showRunNow(const std::shared_ptr<PreparedRun> &prepared);
    // The run going, so far, on the timeline alone (RunController::filled).
    void showLiveRun(const std::shared_ptr<PreparedRun> &partial);
    // A run that ended without a result: the timeline back to the run on screen.
    void dropLiveRun();
    void showComparedRun(const RunPtr &run);
    void onPlayhead(SimTime time, int record);
    void showRecordMenu(int record, const QPoint &globalPos);
    void showTimeMenu(SimTime time, const QPoint &globalPos);
    void chooseViolation(int logical);
    void revealRecord(int record);
    void followMessage(int logical);
    void showHelp();
    void updateTitle();
    void updateRunEnabled();
    void runEnded();
    void showRunStatus();

    JobController *m_jobs = nullptr;
    ScenarioDocument *m_document = nullptr;
    RunController *m_runs = nullptr;
    PlaybackController *m_playback = nullptr;
    PlaybackActions *m_playbackActions = nullptr;
    ViewActions *m_view = nullptr;
    FileController *m_files = nullptr;
    ReportExporter *m_exporter = nullptr;
    RunHistory *m_history = nullptr;
    FaultInjector *m_injector = nullptr;
    AnalysisDocks *m_analysis = nullptr;
    LiveRunAction *m_live = nullptr;
    PresenterSession *m_presenter = nullptr;

    ScenarioEditor *m_editor = nullptr;
    QStackedWidget *m_centre = nullptr;
    EmptyState *m_empty = nullptr;
    TimelineView *m_timeline = nullptr;
    PlaybackBar *m_playbackBar = nullptr;
    InspectorPanel *m_inspector = nullptr;
    MetricsPanel *m_metrics = nullptr;
    EventLogPanel *m_log = nullptr;
    DatabasePanel *m_database = nullptr;
    CodeView *m_code = nullptr;
    RunStatus *m_runStatus = nullptr;
    HelpOverlay *m_help = nullptr;
    QList<QDockWidget *> m_docks;
    QByteArray m_defaultState;

    QAction *m_runAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_helpAction = nullptr;
    QAction *m_quitAction = nullptr;

    RunPtr m_run;
    int m_selected = -1;
    quint64 m_showGeneration = 0; // the newest showRun; older preparations are dropped
    // The timeline shows the run going, not m_run: a click on it selects nothing.
    bool m_liveShown = false;
    bool m_fitted = false; // the first show has checked the frame against the screen
};

} // namespace idem::ui
