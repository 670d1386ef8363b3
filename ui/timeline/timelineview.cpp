#include "timelineview.h"
#include "timelineprepared.h"

#include "scenario/brokerprofile.h"
#include "timelinegaprule.h"
#include "timelinehittest.h"
#include "timelinelegend.h"
#include "timelinetext.h"
#include "timelineview_p.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QThreadPool>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>

namespace idem::ui {

TimelineView::TimelineView(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    // No run, nothing squeezed: the G toggle shows off until a long run turns it on.
    d->layout.setCompressGaps(false);
    setAccessibleName(tr("Timeline"));
    setAccessibleDescription(tr("Every publish, delivery and side effect of the run, one lane per actor."));
    d->legend = new TimelineLegend(this);
    d->legend->setObjectName(QStringLiteral("timelineLegend"));
    d->rowBar = new QScrollBar(Qt::Vertical, this);
    d->rowBar->setObjectName(QStringLiteral("timelineLanes"));
    d->rowBar->setAccessibleName(tr("Lanes"));
    d->rowBar->hide();
    connect(d->rowBar, &QScrollBar::valueChanged, this, [this](int value) { d->setRowScroll(value); });
    d->relayout();
}

TimelineView::~TimelineView() = default;

std::shared_ptr<const RunResult> TimelineView::run() const
{
    return d->run;
}

namespace {
int brokerLanesOf(const Scenario &scenario)
{
    const BrokerProfile *profile = BrokerProfile::find(scenario.broker.profile);
    return profile && profile->partitioned ? scenario.broker.partitions : 1;
}
} // namespace

std::unique_ptr<TimelinePrepared> TimelineView::prepare(const RunResult &run)
{
    auto prepared = std::make_unique<TimelinePrepared>();
    const Scenario &scenario = run.scenario;
    prepared->index.build(run.trace, scenario.consumers.count, brokerLanesOf(scenario), 0, run.analysis);
    prepared->causes.build(prepared->index, scenario, run.analysis);
    prepared->honestGaps = TimelineGapRule::honestGaps(prepared->index, prepared->causes);
    return prepared;
}

std::unique_ptr<TimelinePrepared> TimelineView::prepareLive(const RunResult &run)
{
    auto prepared = std::make_unique<TimelinePrepared>();
    const Scenario &scenario = run.scenario;
    prepared->index.build(run.trace, scenario.consumers.count, brokerLanesOf(scenario));
    prepared->causes.rebind(&prepared->index); // no bars nor arrows: the gaps give way to spans only
    prepared->honestGaps = TimelineGapRule::honestGaps(prepared->index, prepared->causes);
    return prepared;
}

std::unique_ptr<TimelinePrepared> TimelineView::prepareLive(const RunResult &run, const TimelineIndex &grown)
{
    auto prepared = std::make_unique<TimelinePrepared>();
    prepared->index = grown.copyFor(run.trace);
    prepared->causes.rebind(&prepared->index);
    prepared->honestGaps = TimelineGapRule::honestGaps(prepared->index, prepared->causes);
    return prepared;
}

void TimelineView::growLive(TimelineIndex &index, const Trace &trace, const Scenario &scenario)
{
    if (index.trace())
        index.append(trace);
    else
        index.build(trace, scenario.consumers.count, brokerLanesOf(scenario));
}

void TimelineView::setRun(std::shared_ptr<const RunResult> run)
{
    if (!run) {
        clear();
        return;
    }
    std::unique_ptr<TimelinePrepared> prepared = prepare(*run);
    setRun(std::move(run), std::move(prepared));
}

void TimelineView::setRun(std::shared_ptr<const RunResult> run, std::unique_ptr<TimelinePrepared> prepared)
{
    if (!run || !prepared) {
        clear();
        return;
    }
    retire(std::move(d->run), std::move(d->index), std::move(d->causes));
    d->run = std::move(run);
    d->index = std::move(prepared->index);
    d->causes = std::move(prepared->causes);
    d->causes.rebind(&d->index);
    d->sharedAxis = false; // a new run: its own axis until shared again
    d->sharedGaps.clear();
    d->honestGaps = std::move(prepared->honestGaps);
    const bool compress = d->compressLongRuns && compressesByDefault(d->index);
    const bool compressChanged = d->layout.compressGaps() != compress;
    d->layout.setCompressGaps(compress);
    d->applyGaps();
    d->legend->setRun(&d->index, &d->causes);
    d->legend->setIdleGapsShown(compress && !d->honestGaps.empty());
    d->selected = -1;
    d->fitted = true;
    d->lastFrom = d->lastTo = -1;
    // A new run of the same scenario keeps the message being followed, so
    // strategies can be compared on one event.
    if (d->followed >= d->index.messageCount())
        setFollowedMessage(-1);
    d->relayout();
    d->viewChanged();
    if (compressChanged)
        emit compressGapsChanged(compress);
}

void TimelineView::retire(std::shared_ptr<const RunResult> run, TimelineIndex index, TimelineCauses causes)
{
    // A million-delivery run's arrays take tens of milliseconds to free:
    // a pool thread frees them (the run too, unless it is shown elsewhere).
    auto old = std::make_shared<TimelinePrepared>();
    old->index = std::move(index);
    old->causes = std::move(causes);
    QThreadPool::globalInstance()->start([old = std::move(old), run = std::move(run)]() mutable {
        old.reset();
        run.reset();
    });
}

void TimelineView::clear()
{
    d->legend->setRun(nullptr, nullptr);
    d->sharedAxis = false;
    d->sharedGaps.clear();
    d->causes.clear();
    d->honestGaps.clear();
    d->index.clear();
    d->run.reset();
    d->selected = -1;
    d->fitted = true;
    d->lastFrom = d->lastTo = -1;
    setFollowedMessage(-1);
    d->layout.setGaps({});
    d->layout.setTimeRange(0, 0);
    d->relayout();
    d->invalidateLayer();
    update();
}

bool TimelineView::compressesByDefault(const TimelineIndex &index)
{
    return TimelineGapRule::compressesByDefault(index);
}

bool TimelineView::isLongRun() const
{
    return compressesByDefault(d->index);
}

void TimelineView::setCompressLongRuns(bool on)
{
    d->compressLongRuns = on;
}

const std::vector<TimelineGap> &TimelineView::compressibleGaps() const
{
    return d->honestGaps;
}

void TimelineView::setSharedAxis(SimTime start, SimTime end, const std::vector<TimelineGap> &gaps)
{
    d->sharedAxis = true;
    d->sharedStart = start;
    d->sharedEnd = end;
    d->sharedGaps = gaps;
    d->applyGaps();
    d->fitted = true;
    d->relayout();
    d->viewChanged();
}

void TimelineView::clearSharedAxis()
{
    if (!d->sharedAxis)
        return;
    d->sharedAxis = false;
    d->sharedGaps.clear();
    d->applyGaps();
    d->relayout();
    d->viewChanged();
}

void TimelineView::setViewport(double scale, double scroll)
{
    d->fitted = false;
    d->layout.setScale(scale, d->layout.plotLeft());
    d->layout.setScroll(scroll);
    d->viewChanged();
}

void TimelineView::setShowCauses(bool on)
{
    if (d->showCauses == on)
        return;
    d->showCauses = on;
    d->invalidateLayer();
    update();
}

bool TimelineView::showCauses() const
{
    return d->showCauses;
}

void TimelineView::setShowAllCauses(bool on)
{
    if (d->allCauses == on)
        return;
    d->allCauses = on;
    d->invalidateLayer();
    update();
}

bool TimelineView::showAllCauses() const
{
    return d->allCauses;
}

const TimelineCauses &TimelineView::causes() const
{
    return d->causes;
}

void TimelineView::setLegendVisible(bool on)
{
    if (d->legend->isHidden() == !on)
        return;
    d->legend->setVisible(on);
    d->relayout();
    d->viewChanged();
}

bool TimelineView::legendVisible() const
{
    return !d->legend->isHidden();
}

TimelineLegend *TimelineView::legend() const
{
    return d->legend;
}

void TimelineView::setLegendCompanion(const TimelineView *other)
{
    if (other)
        d->legend->setCompanion(&other->d->index, &other->d->causes);
    else
        d->legend->setCompanion(nullptr, nullptr);
    d->relayout();
    d->viewChanged();
}

void TimelineView::setPlayhead(SimTime t)
{
    if (d->playhead == t)
        return;
    d->playhead = t;
    // Only the timeline above the legend changes (the legend would repaint too).
    update(QRect(0, 0, width(), int(std::ceil(height() - d->legendHeight()))));
}

SimTime TimelineView::playhead() const
{
    return d->playhead;
}

void TimelineView::setFollowedMessage(int logical)
{
    if (logical < -1 || (logical >= 0 && !d->index.isEmpty() && logical >= d->index.messageCount()))
        logical = -1;
    if (d->followed == logical)
        return;
    d->followed = logical;
    d->invalidateLayer();
    update();
    emit followedMessageChanged(logical);
}

int TimelineView::followedMessage() const
{
    return d->followed;
}

void TimelineView::setSelectedRecord(int recordIndex)
{
    if (recordIndex < 0 || d->index.rowOfRecord(recordIndex) < 0)
        recordIndex = -1;
    if (d->selected == recordIndex)
        return;
    d->selected = recordIndex;
    d->invalidateLayer();
    update();
}

int TimelineView::selectedRecord() const
{
    return d->selected;
}

void TimelineView::setCompressGaps(bool on)
{
    if (d->layout.compressGaps() == on)
        return;
    d->layout.setCompressGaps(on);
    if (d->fitted)
        d->layout.fit();
    d->viewChanged();
    d->legend->setIdleGapsShown(on && !d->layout.segments().empty() && !d->honestGaps.empty());
    emit compressGapsChanged(on);
}

bool TimelineView::compressGaps() const
{
    return d->layout.compressGaps();
}

int TimelineView::recordAt(const QPoint &pos) const
{
    return TimelineHitTest(d->index, d->layout).recordAt(QPointF(pos), d->followed);
}

QPointF TimelineView::recordPosition(int recordIndex) const
{
    QPointF pos;
    if (!TimelineHitTest(d->index, d->layout).positionOf(recordIndex, &pos))
        return {};
    return pos;
}

void TimelineView::centerOn(SimTime t)
{
    d->fitted = false;
    d->layout.centerOn(double(t));
    d->viewChanged();
}

void TimelineView::ensureRecordVisible(int recordIndex)
{
    const int row = d->index.rowOfRecord(recordIndex);
    if (row < 0)
        return;
    const double rowTop = d->layout.rowTop(row);
    if (rowTop < d->layout.rowsTop() || rowTop + d->layout.rowHeight() > d->layout.rowsBottom())
        d->setRowScroll(row * d->layout.rowHeight());
    const double t = double(d->index.timeOf(quint32(recordIndex)));
    const TimelineHitTest hit(d->index, d->layout);
    // Zoom in until the record is what its bin shows (or as far as zoom goes).
    d->fitted = false;
    for (int i = 0; i < 64; ++i) {
        d->layout.centerOn(t);
        if (hit.recordAt(recordPosition(recordIndex), d->followed) == recordIndex || !d->layout.canZoomIn())
            break;
        d->layout.zoomAt(2.0, d->layout.xForTime(t));
    }
    d->viewChanged();
}

void TimelineView::setVisibleRange(SimTime from, SimTime to)
{
    d->fitted = false;
    d->layout.showRange(double(from), double(to));
    d->viewChanged();
}

SimTime TimelineView::visibleFrom() const
{
    return SimTime(std::floor(d->layout.visibleFrom()));
}

SimTime TimelineView::visibleTo() const
{
    return SimTime(std::ceil(d->layout.visibleTo()));
}

const TimelineLayout &TimelineView::layout() const
{
    return d->layout;
}

QSize TimelineView::sizeHint() const
{
    return {900, 360};
}

int TimelineView::heightForAllLanes(int width) const
{
    const double legend = d->legend && !d->legend->isHidden() ? d->legend->heightForWidth(width) : 0;
    return int(std::ceil(d->rulerHeight + d->index.rowCount() * Private::kMinRowHeight + legend)) + 2;
}

QSize TimelineView::minimumSizeHint() const
{
    return {320, 160};
}

void TimelineView::zoomIn()
{
    d->fitted = false;
    d->layout.zoomAt(Private::kZoomStep, d->anchorX());
    d->viewChanged();
}

void TimelineView::zoomOut()
{
    d->layout.zoomAt(1.0 / Private::kZoomStep, d->anchorX());
    d->fitted = !d->layout.canZoomOut();
    d->viewChanged();
}

void TimelineView::fit()
{
    d->fitted = true;
    d->layout.fit();
    d->viewChanged();
}

void TimelineView::panLeft()
{
    d->fitted = false;
    d->layout.panBy(-d->layout.plotWidth() / 5);
    d->viewChanged();
}

void TimelineView::panRight()
{
    d->fitted = false;
    d->layout.panBy(d->layout.plotWidth() / 5);
    d->viewChanged();
}

bool TimelineView::event(QEvent *event)
{
    if (event->type() == QEvent::Hide)
        d->layer = QImage(); // a hidden view keeps no picture of itself (a few MB)
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    auto *help = static_cast<QHelpEvent *>(event);
    const QPointF pos = help->pos();
    const int record = recordAt(help->pos());
    QString text;
    if (record >= 0) {
        text = TimelineText::describe(d->index.trace()->at(std::size_t(record)), locale());
    } else if (d->inPlot(pos) || d->inRuler(pos)) {
        for (const TimelineLayout::Segment &seg : d->layout.segments()) {
            if (seg.gap && pos.x() >= d->layout.xForTime(seg.from) && pos.x() <= d->layout.xForTime(seg.to)) {
                const SimTime length = SimTime(seg.to - seg.from + 2 * TimelineLayout::kGapMargin / d->layout.scale());
                text = TimelineText::gapTooltip(length, locale());
            }
        }
    }
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), text, this);
    }
    return true;
}

void TimelineView::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    TimelineFrame frame = d->frame();
    const TimelinePainter painter(d->index, d->layout, palette(), font(), locale(), &d->glyphs);
    const Private::LayerKey key = d->layerKey(frame);
    const qreal dpr = devicePixelRatioF();
    if (d->layer.isNull() || !(key == d->layerPainted)) {
        // Opaque (the layer paints every pixel above the legend), so showing
        // it is a copy, not a blend.
        const QSize pixels = (frame.widget.size() * dpr).toSize();
        if (d->layer.size() != pixels)
            d->layer = QImage(pixels, QImage::Format_RGB32);
        d->layer.setDevicePixelRatio(dpr);
        d->layer.fill(palette().color(QPalette::Base));
        QPainter lp(&d->layer);
        d->painted.clear();
        d->paintedArrows.clear();
        frame.painted = &d->painted;
        frame.paintedArrows = &d->paintedArrows;
        d->layerResult = painter.paintLayer(lp, frame);
        frame.painted = nullptr;
        frame.paintedArrows = nullptr;
        d->layerPainted = key;
    }
    QPainter p(this);
    p.drawImage(QPointF(0, 0), d->layer);
    painter.paintOverlay(p, frame, d->layerResult);
}

const std::vector<TimelineLabel> &TimelineView::paintedLabels() const
{
    return d->painted;
}

const std::vector<TimelineArrowShape> &TimelineView::paintedArrows() const
{
    return d->paintedArrows;
}

QRegion TimelineView::dimmedRegion() const
{
    const TimelinePainter painter(d->index, d->layout, palette(), font(), locale());
    return painter.dimmedRegion(d->frame(), d->layerResult.labels);
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    d->relayout();
    d->viewChanged();
}

void TimelineView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::FontChange:
        // The legend speaks in the diagram's type (presenter mode's is large),
        // even under a style sheet that stops fonts passing to children.
        d->legend->setFont(font());
        d->relayout();
        d->viewChanged();
        break;
    case QEvent::LayoutDirectionChange:
    case QEvent::LocaleChange:
    case QEvent::LanguageChange:
        d->relayout();
        d->viewChanged();
        break;
    case QEvent::PaletteChange:
        d->invalidateLayer();
        update();
        break;
    default:
        break;
    }
}

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPointF pos = event->position();
    const QPoint angle = event->angleDelta();
    const bool overLabels = pos.x() < d->layout.plotLeft() || pos.x() > d->layout.plotRight();
    if (overLabels && angle.y() != 0) {
        d->setRowScroll(d->layout.rowScroll() - angle.y() / 120.0 * d->layout.rowHeight());
    } else if ((event->modifiers() & Qt::ShiftModifier) || std::abs(angle.x()) > std::abs(angle.y())) {
        // Some platforms turn Shift+wheel into a horizontal wheel already.
        const int delta = angle.x() != 0 ? angle.x() : angle.y();
        d->fitted = false;
        d->layout.panBy(-delta / 120.0 * d->layout.plotWidth() / 10);
    } else if (angle.y() != 0) {
        d->layout.zoomAt(std::pow(Private::kWheelZoomStep, angle.y() / 120.0), pos.x());
        d->fitted = !d->layout.canZoomOut();
    }
    d->viewChanged();
    event->accept();
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::MiddleButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    d->pressed = true;
    d->dragging = false;
    d->pressPos = event->position();
    d->pressScroll = d->layout.scroll();
    d->pressRowScroll = d->layout.rowScroll();
    d->scrubbing = event->button() == Qt::LeftButton && d->inRuler(event->position());
    if (d->scrubbing)
        d->scrubTo(event->position().x());
    event->accept();
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    if (d->scrubbing) {
        d->scrubTo(pos.x());
        return;
    }
    if (!d->pressed) {
        setCursor(d->inRuler(pos) ? Qt::SizeHorCursor : recordAt(pos.toPoint()) >= 0 ? Qt::PointingHandCursor
                                                                                     : Qt::ArrowCursor);
        return;
    }
    const QPointF delta = pos - d->pressPos;
    if (!d->dragging && delta.manhattanLength() < QApplication::startDragDistance())
        return;
    d->dragging = true;
    d->fitted = false;
    setCursor(Qt::ClosedHandCursor);
    d->layout.setScroll(d->pressScroll - delta.x());
    d->setRowScroll(d->pressRowScroll - delta.y());
    d->viewChanged();
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!d->pressed) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const bool click = !d->dragging && !d->scrubbing && event->button() == Qt::LeftButton;
    d->pressed = d->dragging = d->scrubbing = false;
    unsetCursor();
    if (click) {
        const int record = recordAt(event->position().toPoint());
        if (record >= 0)
            d->select(record);
    }
    event->accept();
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || d->inRuler(event->position())) {
        QWidget::mouseDoubleClickEvent(event);
        return;
    }
    const int record = recordAt(event->position().toPoint());
    if (record < 0) {
        setFollowedMessage(-1);
    } else {
        const quint32 message = d->index.trace()->at(std::size_t(record)).message;
        if (message != kNoMessage)
            setFollowedMessage(int(message));
        if (d->selected != record)
            d->select(record);
    }
    event->accept();
}

void TimelineView::contextMenuEvent(QContextMenuEvent *event)
{
    QPoint pos = event->pos();
    int record = -1;
    if (event->reason() == QContextMenuEvent::Keyboard) {
        record = d->selected;
        const QPointF at = recordPosition(record);
        pos = record >= 0 && d->inPlot(at) ? at.toPoint()
                                           : QPoint(int(d->layout.plotLeft() + d->layout.plotWidth() / 2),
                                                    int(d->rulerHeight + 10));
        if (record >= 0 && !d->inPlot(at))
            record = -1;
    } else {
        record = recordAt(pos);
    }
    const QPoint global = mapToGlobal(pos);
    if (record >= 0)
        emit recordContextMenuRequested(record, global);
    else if (!d->index.isEmpty() && (d->inPlot(pos) || d->inRuler(pos)))
        emit backgroundContextMenuRequested(SimTime(std::llround(d->layout.timeForX(pos.x()))), global);
    event->accept();
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        zoomOut();
        break;
    case Qt::Key_0:
        fit();
        break;
    case Qt::Key_Left:
        panLeft();
        break;
    case Qt::Key_Right:
        panRight();
        break;
    case Qt::Key_Up:
    case Qt::Key_Down:
        d->setRowScroll(d->layout.rowScroll() + (event->key() == Qt::Key_Up ? -1 : 1) * d->layout.rowHeight());
        break;
    case Qt::Key_Home:
        d->fitted = false;
        d->layout.setScroll(-TimelineLayout::kPadding);
        d->viewChanged();
        break;
    case Qt::Key_End:
        d->fitted = false;
        d->layout.setScroll(d->layout.contentWidth());
        d->viewChanged();
        break;
    case Qt::Key_Escape:
        if (d->followed >= 0)
            setFollowedMessage(-1);
        else
            setSelectedRecord(-1);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace idem::ui
