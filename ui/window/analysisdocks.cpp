#include "analysisdocks.h"

#include "compare/compareview.h"
#include "editor/scenariodocument.h"
#include "explore/exploreview.h"
#include "icons.h"
#include "sweep/sweepview.h"
#include "compare/simvsrealview.h"

#include <QAction>
#include <QDockWidget>
#include <QFrame>
#include <QMainWindow>
#include <QScrollArea>
#include <QScreen>
#include <QStyle>

namespace idem::ui {

AnalysisDocks::AnalysisDocks(ScenarioDocument *document, JobController *jobs, QMainWindow *window)
    : QObject(window), m_document(document), m_jobs(jobs), m_window(window)
{
    compareAction = new QAction(Icons::get(QStringLiteral("view-list-details"), QStyle::SP_FileDialogDetailedView),
                                tr("&Compare Strategies…"), window);
    compareAction->setObjectName(QStringLiteral("compareStrategies"));
    compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    compareAction->setIconText(tr("Compare"));
    compareAction->setToolTip(tr("Run the current scenario under every strategy, side by side (%1)")
                                  .arg(compareAction->shortcut().toString(QKeySequence::NativeText)));
    connect(compareAction, &QAction::triggered, this, &AnalysisDocks::openCompare);

    sweepAction = new QAction(Icons::get(QStringLiteral("office-chart-line"), QStyle::SP_FileDialogContentsView),
                              tr("Parameter &Sweep…"), window);
    sweepAction->setObjectName(QStringLiteral("parameterSweep"));
    sweepAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    sweepAction->setIconText(tr("Sweep"));
    sweepAction->setToolTip(tr("Vary one number of the current scenario under several strategies (%1)")
                                .arg(sweepAction->shortcut().toString(QKeySequence::NativeText)));
    connect(sweepAction, &QAction::triggered, this, &AnalysisDocks::openSweep);

    exploreAction = new QAction(Icons::get(QStringLiteral("edit-find"), QStyle::SP_FileDialogContentsView),
                                tr("&Explore…"), window);
    exploreAction->setObjectName(QStringLiteral("explore"));
    exploreAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exploreAction->setIconText(tr("Explore"));
    exploreAction->setToolTip(tr("Search the smallest fault schedule that breaks each strategy (%1)")
                                  .arg(exploreAction->shortcut().toString(QKeySequence::NativeText)));
    connect(exploreAction, &QAction::triggered, this, &AnalysisDocks::openExplore);

    connect(m_document, &ScenarioDocument::changed, this, &AnalysisDocks::rebind);
}

QDockWidget *AnalysisDocks::makeDock(QWidget *view, const QString &name, const QString &title, bool floating)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(name);
    dock->setWidget(view);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                      | QDockWidget::DockWidgetClosable);
    // Esc after the batch (its Cancel while one runs) puts a floating dock
    // away, as it would a dialog; a docked one stays part of the window.
    if (auto *batch = qobject_cast<BatchView *>(view)) {
        connect(batch, &BatchView::dismissRequested, dock, [dock] {
            if (dock->isFloating())
                dock->close();
        });
    }
    // Back where the user left it last time; else floating over the window,
    // large enough for the table and the charts.
    if (m_window->restoreDockWidget(dock))
        return dock;
    if (!floating) {
        dockBesideTheTimeline(dock);
        return dock;
    }
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    dock->setFloating(true);
    const QRect area = m_window->screen() ? m_window->screen()->availableGeometry() : m_window->geometry();
    const QSize size(qMin(1240, area.width() - 60), qMin(780, area.height() - 60));
    QRect r(QPoint(), size);
    r.moveCenter(m_window->geometry().center());
    r.moveLeft(qBound(area.left(), r.left(), area.right() - r.width()));
    r.moveTop(qBound(area.top(), r.top(), area.bottom() - r.height()));
    dock->setGeometry(r);
    return dock;
}

void AnalysisDocks::dockBesideTheTimeline(QDockWidget *dock)
{
    // The Explore view is read beside the run it opens: in the bottom area,
    // a tab over the metrics (which a search does not need), that column
    // widened for the matrix and the area a little taller; the timeline
    // keeps most of its room.
    auto *metrics = m_window->findChild<QDockWidget *>(QStringLiteral("metricsDock"));
    if (!metrics || metrics->isFloating() || m_window->dockWidgetArea(metrics) != Qt::BottomDockWidgetArea) {
        m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
        m_window->resizeDocks({dock}, {m_window->height() * 38 / 100}, Qt::Vertical);
        return;
    }
    m_window->tabifyDockWidget(metrics, dock);
    QList<QDockWidget *> row{dock};
    for (const char *name : {"logDock", "databaseDock"}) {
        auto *d = m_window->findChild<QDockWidget *>(QLatin1String(name));
        if (d && d->isVisible() && !d->isFloating() && m_window->dockWidgetArea(d) == Qt::BottomDockWidgetArea)
            row.append(d);
    }
    const int width = m_window->width();
    QList<int> widths{width * 55 / 100};
    for (int i = 1; i < row.size(); ++i)
        widths.append(width * 45 / 100 / int(row.size() - 1));
    m_window->resizeDocks(row, widths, Qt::Horizontal);
    m_window->resizeDocks({dock}, {m_window->height() * 38 / 100}, Qt::Vertical);
}

void AnalysisDocks::showSimVsReal(const RunPtr &simulated, const RunPtr &real, const QString &broker)
{
    makeCompare();
    m_compareDock->show();
    m_compareDock->raise();
    if (!m_compare->isRunning())
        m_compare->setScenario(m_document->scenario());
    m_compare->simVsReal()->setRuns(simulated, real, broker);
    m_compare->showSimVsReal();
}

void AnalysisDocks::makeCompare()
{
    if (!m_compare) {
        m_compare = new CompareView(m_jobs);
        m_compare->setObjectName(QStringLiteral("compareView"));
        m_compareDock = makeDock(m_compare, QStringLiteral("compareDock"), tr("Compare strategies"));
        connect(m_compare, &CompareView::runActivated, this, &AnalysisDocks::runActivated);
        connect(m_compare, &CompareView::finished, this, &AnalysisDocks::rebind);
        connect(m_compare, &CompareView::cancelled, this, &AnalysisDocks::rebind);
        connect(m_compare, &CompareView::failed, this, &AnalysisDocks::rebind);
    }
}

void AnalysisDocks::openCompare()
{
    makeCompare();
    m_compareDock->show();
    m_compareDock->raise();
    if (m_compare->isRunning()) {
        emit statusMessage(tr("A comparison is still running; it offers to run again when it ends."));
    } else {
        m_compare->setScenario(m_document->scenario());
        m_compare->start();
    }
    giveFocus(m_compareDock, m_compare);
}

void AnalysisDocks::openSweep()
{
    if (!m_sweep) {
        m_sweep = new SweepView(m_jobs);
        m_sweep->setObjectName(QStringLiteral("sweepView"));
        m_sweepDock = makeDock(m_sweep, QStringLiteral("sweepDock"), tr("Parameter sweep"));
        connect(m_sweep, &SweepView::finished, this, &AnalysisDocks::rebind);
        connect(m_sweep, &SweepView::cancelled, this, &AnalysisDocks::rebind);
        connect(m_sweep, &SweepView::failed, this, &AnalysisDocks::rebind);
    }
    m_sweepDock->show();
    m_sweepDock->raise();
    if (!m_sweep->isRunning())
        m_sweep->setScenario(m_document->scenario());
    giveFocus(m_sweepDock, m_sweep);
}

void AnalysisDocks::openExplore()
{
    if (!m_explore) {
        m_explore = new ExploreView(m_jobs);
        m_explore->setObjectName(QStringLiteral("exploreView"));
        // Scrolled inside its dock: the view's controls would otherwise set
        // the dock's minimum size and push the window past a 1280×800 screen
        // and squeeze the timeline to a strip.
        auto *scroll = new QScrollArea;
        scroll->setObjectName(QStringLiteral("exploreScroll"));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(m_explore);
        // Named anew since it opens docked: a state saved by an older
        // version (the dock floating, as it opened then) does not know it,
        // so the dock goes to its place beside the timeline.
        m_exploreDock =
            makeDock(scroll, QStringLiteral("exploreDockBesideTimeline"), tr("Explore fault schedules"), false);
        connect(m_explore, &ExploreView::counterexampleChosen, this, &AnalysisDocks::counterexampleChosen);
        for (auto signal : {&BatchView::finished, &BatchView::cancelled})
            connect(m_explore, signal, this, &AnalysisDocks::rebind);
        connect(m_explore, &BatchView::failed, this, &AnalysisDocks::rebind);
    }
    m_exploreDock->show();
    m_exploreDock->raise();
    if (!m_explore->isRunning())
        m_explore->setScenario(m_document->scenario());
    giveFocus(m_exploreDock, m_explore);
}

void AnalysisDocks::giveFocus(QDockWidget *dock, BatchView *view)
{
    // A floating dock is a window of its own: the keys (Esc to cancel, its
    // mnemonics) go to it only once it is the active window.
    if (dock->isFloating())
        dock->activateWindow();
    view->focusAction();
}

void AnalysisDocks::rebind()
{
    // A running job keeps the scenario it started with; the view's label
    // must not claim otherwise.
    const Scenario &s = m_document->scenario();
    if (m_compare && !m_compare->isRunning() && m_compare->scenario() != s)
        m_compare->setScenario(s);
    if (m_sweep && !m_sweep->isRunning() && m_sweep->scenario() != s)
        m_sweep->setScenario(s);
    if (m_explore && !m_explore->isRunning() && m_explore->scenario() != s)
        m_explore->setScenario(s);
}

} // namespace idem::ui
