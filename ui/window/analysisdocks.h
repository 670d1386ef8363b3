#pragma once

#include "run/runptr.h"

#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;

namespace idem::ui {

class BatchView;
class CompareView;
class ExploreView;
class JobController;
class ScenarioDocument;
class SweepView;

// Run ▸ Compare Strategies…, Run ▸ Parameter Sweep… and Run ▸ Explore…: each opens its view
// in a dock of the main window (Compare and Sweep floating at first, so they
// stay usable next to the timeline; Explore docked at the bottom, a tab over
// the metrics, so the counterexample it opens shows on the timeline above it). The docks are made on first use and
// their place and size come back through the window state the main window
// saves (QMainWindow::restoreDockWidget).
//
// An open view follows the editor: when the scenario changes it is rebound
// (not while it runs; then when that run ends) and says its results are
// stale, offering to run again. Compare always starts with the current
// scenario; Sweep waits for its own Run button.
class AnalysisDocks final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnalysisDocks)
public:
    // The views run their batches as jobs of `jobs` (the window's).
    AnalysisDocks(ScenarioDocument *document, JobController *jobs, QMainWindow *window);

    QAction *compareAction = nullptr;
    QAction *sweepAction = nullptr;
    QAction *exploreAction = nullptr;

    // Shows the view bound to the current scenario; Compare also starts.
    void openCompare();
    // Shows a real run beside its simulated one in the compare view (made
    // and docked if need be, without starting a comparison).
    void showSimVsReal(const RunPtr &simulated, const RunPtr &real, const QString &broker);
    void openSweep();
    // Run ▸ Explore…: the view bound to the current scenario; it waits for its own Explore button.
    void openExplore();

    // Null until first opened.
    CompareView *compareView() const { return m_compare; }
    SweepView *sweepView() const { return m_sweep; }
    QDockWidget *compareDock() const { return m_compareDock; }
    QDockWidget *sweepDock() const { return m_sweepDock; }
    ExploreView *exploreView() const { return m_explore; }
    QDockWidget *exploreDock() const { return m_exploreDock; }

signals:
    // A comparison row was double-clicked: show that run in the window.
    void runActivated(idem::ui::RunPtr run);
    void statusMessage(const QString &text);
    // A counterexample of the Explore view was chosen: its lesson scenario file.
    void counterexampleChosen(const QString &path);

private:
    // Back where the user left it (the saved window state); else floating
    // over the window, or, `floating` false, docked beside the timeline.
    QDockWidget *makeDock(QWidget *view, const QString &name, const QString &title, bool floating = true);
    void dockBesideTheTimeline(QDockWidget *dock);
    void rebind();
    void giveFocus(QDockWidget *dock, BatchView *view);
    void makeCompare();

    ScenarioDocument *m_document;
    JobController *m_jobs;
    QMainWindow *m_window;
    CompareView *m_compare = nullptr;
    SweepView *m_sweep = nullptr;
    QDockWidget *m_compareDock = nullptr;
    QDockWidget *m_sweepDock = nullptr;
    ExploreView *m_explore = nullptr;
    QDockWidget *m_exploreDock = nullptr;
};

} // namespace idem::ui
