#include "viewactions.h"

#include "icons.h"
#include "settings.h"
#include "timeline/timelineview.h"

#include <QAction>
#include <QIcon>

namespace idem::ui {

namespace {
QAction *make(QObject *parent, const QString &name, const QString &text, const QList<QKeySequence> &keys,
              const QString &icon)
{
    auto *a = new QAction(Icons::get(icon), text, parent);
    a->setObjectName(name);
    a->setShortcuts(keys);
    a->setToolTip(QStringLiteral("%1 (%2)").arg(text, keys.first().toString(QKeySequence::NativeText)));
    return a;
}
} // namespace

ViewActions::ViewActions(TimelineView *timeline, QObject *window) : QObject(window)
{
    zoomIn = make(window, QStringLiteral("zoomIn"), tr("Zoom in"),
                  {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence::ZoomIn},
                  QStringLiteral("zoom-in"));
    zoomOut = make(window, QStringLiteral("zoomOut"), tr("Zoom out"), {QKeySequence(Qt::Key_Minus), QKeySequence::ZoomOut},
                   QStringLiteral("zoom-out"));
    fit = make(window, QStringLiteral("zoomFit"), tr("Fit the whole run"), {QKeySequence(Qt::Key_F), QKeySequence(Qt::Key_0)},
               QStringLiteral("zoom-fit-best"));
    panLeft = make(window, QStringLiteral("panLeft"), tr("Pan left"), {QKeySequence(Qt::CTRL | Qt::Key_Left)},
                   QStringLiteral("go-previous"));
    panRight = make(window, QStringLiteral("panRight"), tr("Pan right"), {QKeySequence(Qt::CTRL | Qt::Key_Right)},
                    QStringLiteral("go-next"));
    compressGaps = make(window, QStringLiteral("compressGaps"), tr("Compress idle gaps"), {QKeySequence(Qt::Key_G)},
                        QStringLiteral("view-restore"));
    compressGaps->setCheckable(true);
    compressGaps->setChecked(timeline->compressGaps());
    showLegend = make(window, QStringLiteral("showLegend"), tr("Show the legend"), {QKeySequence(Qt::Key_L)},
                      QStringLiteral("help-about"));
    showLegend->setCheckable(true);
    showLegend->setChecked(Settings().legendVisible());
    allCauses = make(window, QStringLiteral("allCauses"), tr("Show every cause"), {QKeySequence(Qt::Key_C)},
                     QStringLiteral("format-justify-fill"));
    allCauses->setCheckable(true);
    allCauses->setChecked(Settings().allCauses());
    allCauses->setStatusTip(tr("Draw the cause arrow of every redelivery and duplicate, not only those of the "
                               "selected message"));
    stopFollowing = make(window, QStringLiteral("stopFollowing"), tr("Stop following the message"),
                         {QKeySequence(Qt::SHIFT | Qt::Key_F)}, QStringLiteral("edit-clear"));

    connect(zoomIn, &QAction::triggered, timeline, &TimelineView::zoomIn);
    connect(zoomOut, &QAction::triggered, timeline, &TimelineView::zoomOut);
    connect(fit, &QAction::triggered, timeline, &TimelineView::fit);
    connect(panLeft, &QAction::triggered, timeline, &TimelineView::panLeft);
    connect(panRight, &QAction::triggered, timeline, &TimelineView::panRight);
    connect(stopFollowing, &QAction::triggered, timeline, [timeline] { timeline->setFollowedMessage(-1); });
    timeline->setCompressLongRuns(Settings().compressGaps());
    connect(compressGaps, &QAction::toggled, this, [this, timeline](bool on) {
        if (timeline->compressGaps() != on) {
            timeline->setCompressGaps(on);
            if (timeline->isLongRun()) {
                Settings().setCompressGaps(on);
                timeline->setCompressLongRuns(on);
            }
        }
        emit compressGapsToggled(on);
    });
    // A new run picks its own default: the check box follows.
    connect(timeline, &TimelineView::compressGapsChanged, compressGaps, &QAction::setChecked);
    connect(showLegend, &QAction::toggled, timeline, [timeline](bool on) {
        timeline->setLegendVisible(on);
        Settings().setLegendVisible(on);
    });
    timeline->setLegendVisible(showLegend->isChecked());
    connect(allCauses, &QAction::toggled, timeline, [timeline](bool on) {
        timeline->setShowAllCauses(on);
        Settings().setAllCauses(on);
    });
    timeline->setShowAllCauses(allCauses->isChecked());
}

QList<QAction *> ViewActions::all() const
{
    return {zoomIn, zoomOut, fit, panLeft, panRight, compressGaps, showLegend, allCauses, stopFollowing};
}

} // namespace idem::ui
