#include "timelinelegend.h"

#include "timelinestyle.h"
#include "timelinetext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

namespace idem::ui {

namespace {
constexpr int kMargin = 4;
constexpr int kSampleWidth = 30;
constexpr int kSpacing = 5;
constexpr int kGap = 14; // between entries
} // namespace

TimelineLegend::TimelineLegend(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Timeline legend"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    rebuild();
}

void TimelineLegend::rebuild()
{
    m_entries.clear();
    // What matters most first: the reader meets the causes before the details.
    int count = 0;
    const Mark *order = TimelineMarks::legendOrder(&count);
    for (int i = 0; i < count; ++i) {
        Entry e;
        e.mark = order[i];
        e.name = TimelineText::markName(order[i]);
        e.hint = TimelineText::markHint(order[i]);
        m_entries.append(e);
    }
    addCauseAndBarEntries();
    Entry offset;
    offset.sample = Sample::Offset;
    offset.name = tr("Committed offset");
    offset.hint = tr("Kafka: the partition's committed offset, one step per commit; a new owner starts there.");
    m_entries.append(offset);
    Entry rewind;
    rewind.sample = Sample::Rewind;
    rewind.name = tr("Rewind to the commit");
    rewind.hint = tr("Kafka: a rebalance sends the partition back to its committed offset; every record after it "
                     "is read again.");
    m_entries.append(rewind);
    Entry down;
    down.sample = Sample::Band;
    down.band = TimelineSpan::BrokerDown;
    down.name = tr("Broker restarting");
    down.hint = tr("The broker is down: nothing is delivered.");
    m_entries.append(down);
    m_entries.append({Sample::Offline, Mark::None, tr("Consumer offline"),
                      tr("Crashed and not yet restarted, left the group, or not yet joined.")});
    m_entries.append({Sample::Flow, Mark::None, tr("Message flow"),
                      tr("Follows a message from the producer through the broker to a consumer. "
                         "Double-click a mark to follow its message.")});
    m_entries.append({Sample::Density, Mark::None, tr("Many events"),
                      tr("Too many events to draw one by one: the bar's height grows with their "
                         "number; the most severe one keeps its mark. Zoom in to see each.")});
    m_entries.append({Sample::IdleGap, Mark::None, tr("Idle time, compressed"),
                      tr("A long stretch in which nothing happened, squeezed to save room; the ruler gives the "
                         "time on both sides.")});
    m_entries.append({Sample::Playhead, Mark::None, tr("Playhead"),
                      tr("Replay position; what comes after it is dimmed. Click the ruler to move it.")});
    const QFontMetrics fm(font());
    m_rowHeight = qMax(fm.height(), 16) + 6;
    filter();
}

void TimelineLegend::addCauseAndBarEntries()
{
    const auto bar = [this](TimelineBar::Kind kind, TimelineBar::End end, quint8 flags, const QString &name,
                            const QString &hint) {
        Entry e;
        e.sample = Sample::Bar;
        e.bar = kind;
        e.end = end;
        e.flags = flags;
        e.name = name;
        e.hint = hint;
        m_entries.append(e);
    };
    const auto cause = [this](TimelineCause::Kind kind, DeliveryCause why, const QString &name, const QString &hint) {
        Entry e;
        e.sample = Sample::Cause;
        e.cause = kind;
        e.why = why;
        e.name = name;
        e.hint = hint;
        m_entries.append(e);
    };
    cause(TimelineCause::Redelivery, DeliveryCause::AckLost, tr("Cause of a redelivery"),
          tr("From what made the broker deliver again (a lost ack, a crash, an expired lock, a restart, a "
             "rebalance) to the redelivery, labelled with the mechanism and its timeout."));
    cause(TimelineCause::Duplicate, DeliveryCause::First, tr("Applied again"),
          tr("From the first application of an effect to the duplicate that repeats it."));
    cause(TimelineCause::LostRecord, DeliveryCause::First, tr("Skipped by an offset reset"),
          tr("Kafka: from a record nobody read to the auto.offset.reset that moved its consumer past it "
             "(latest: to the log end); the record is lost."));
    bar(TimelineBar::Handler, TimelineBar::Done, 0, tr("Handler running"),
        tr("From the handler's start to its last step; two handlers of one message running at once is a race."));
    bar(TimelineBar::Handler, TimelineBar::Done, TimelineBar::Slow, tr("Slow handler"),
        tr("A handler made slow by a fault (a hanging remote call)."));
    bar(TimelineBar::Handler, TimelineBar::Done, TimelineBar::Unobserved, tr("Inside your consumer — not observed"),
        tr("A check of your own consumer sees only the wire: from the delivery to its ack, kill or cut, the "
           "handler runs in your process and its steps are not known. The effects are counted in your database."));
    bar(TimelineBar::Hold, TimelineBar::Redelivered, 0, tr("Broker waits for the ack"),
        tr("The broker holds a delivery it has not had acked (visibility timeout, peek-lock, AckWait, RabbitMQ "
           "until the channel closes); at the solid end it takes it back and delivers it again."));
    bar(TimelineBar::Hold, TimelineBar::GaveUp, 0, tr("Broker gave up"),
        tr("A hold with a wide dark end: the broker stopped delivering the message there (dead-lettered, or "
           "JetStream's MaxDeliver reached: the message stays in the stream and is not delivered again)."));
    bar(TimelineBar::Hold, TimelineBar::Released, 0, tr("Waiting for its message group"),
        tr("SQS FIFO: the copy was ready, but the broker hands out no more of a message group while one of its "
           "messages is in flight; drawn for the message you follow."));
    bar(TimelineBar::Transaction, TimelineBar::Committed, 0, tr("Transaction"),
        tr("BEGIN to COMMIT in the store."));
    bar(TimelineBar::Transaction, TimelineBar::RolledBack, 0, tr("Rolled back (undone)"),
        tr("A transaction that rolled back: its work was undone."));
    bar(TimelineBar::CacheEntry, TimelineBar::Expired, 0, tr("Cache entry"),
        tr("A message id in the dedup cache, from its set until it expired (dotted end), was evicted, flushed "
           "or lost in a crash (red end)."));
    bar(TimelineBar::SessionTimeout, TimelineBar::Rebalanced, 0, tr("Kafka: waiting for a dead member"),
        tr("session.timeout.ms (or max.poll.interval.ms): the group waits before it rebalances, and nobody "
           "reads the member's partitions."));
    // The same band when the member is alive but too slow between polls.
    bar(TimelineBar::SessionTimeout, TimelineBar::Rebalanced, 0, tr("Kafka: a slow member removed"),
        tr("max.poll.interval.ms: the member did not poll again in time (its handler still runs); the group "
           "removes it and gives its partitions to another member."));
    m_entries.last().pollInterval = true;
}

void TimelineLegend::setRun(const TimelineIndex *index, const TimelineCauses *causes)
{
    m_index = index && !index->isEmpty() ? index : nullptr;
    m_causes = m_index ? causes : nullptr;
    filter();
}

void TimelineLegend::setIdleGapsShown(bool on)
{
    if (m_gaps == on)
        return;
    m_gaps = on;
    filter();
}

void TimelineLegend::setCompanion(const TimelineIndex *index, const TimelineCauses *causes)
{
    m_companionIndex = index && !index->isEmpty() ? index : nullptr;
    m_companionCauses = m_companionIndex ? causes : nullptr;
    filter();
}

bool TimelineLegend::present(const Entry &e) const
{
    if (!m_index)
        return true;
    return drawnIn(e, m_index, m_causes, m_gaps)
        || (m_companionIndex && drawnIn(e, m_companionIndex, m_companionCauses, m_gaps));
}

bool TimelineLegend::drawnIn(const Entry &e, const TimelineIndex *index, const TimelineCauses *causes, bool gaps)
{
    if (!index->trace()) // a view cleared of its run (a cancelled comparison's row) draws nothing
        return false;
    const auto anyMark = [index](Mark m) {
        for (int row = 0; row < index->rowCount(); ++row) {
            if (index->markMask(row) & (1u << int(m)))
                return true;
        }
        return false;
    };
    const auto anyBar = [causes](const Entry &x) {
        if (!causes)
            return false;
        for (const TimelineBar &b : causes->bars().sorts()) {
            if (b.kind != x.bar)
                continue;
            const auto differs = [&b, &x](TimelineBar::Flag f) { return bool(b.flags & f) != bool(x.flags & f); };
            if (x.bar == TimelineBar::Handler && (differs(TimelineBar::Slow) || differs(TimelineBar::Unobserved)))
                continue;
            if (x.bar == TimelineBar::Transaction && (b.end == TimelineBar::RolledBack) != (x.end == TimelineBar::RolledBack))
                continue;
            const auto gaveUp = [](TimelineBar::End end) {
                return end == TimelineBar::GaveUp || end == TimelineBar::DeadLettered;
            };
            if (x.bar == TimelineBar::Hold
                && (gaveUp(b.end) != gaveUp(x.end) || (b.end == TimelineBar::Released) != (x.end == TimelineBar::Released)))
                continue;
            if (x.bar == TimelineBar::SessionTimeout
                && (RebalanceReason(b.cause) == RebalanceReason::PollInterval) != x.pollInterval)
                continue;
            return true;
        }
        return false;
    };
    switch (e.sample) {
    case Sample::Glyph: return e.mark == Mark::Step || anyMark(e.mark);
    case Sample::Bar: return anyBar(e);
    case Sample::Cause:
        if (!causes)
            return false;
        for (const TimelineCause &c : causes->causes()) {
            if (c.kind == e.cause)
                return true;
        }
        return false;
    case Sample::Offset: return causes && !causes->offsets().empty();
    case Sample::Rewind: return causes && !causes->rewinds().empty();
    case Sample::Band:
    case Sample::Offline:
        for (const TimelineSpan &s : index->spans()) {
            if (s.kind == (e.sample == Sample::Offline ? TimelineSpan::ConsumerOffline : e.band))
                return true;
        }
        return false;
    case Sample::IdleGap: return gaps;
    case Sample::Density: return index->trace()->size() > 5000;
    case Sample::Flow:
    case Sample::Playhead: return true;
    }
    return true;
}

void TimelineLegend::filter()
{
    m_shown.clear();
    m_widths.clear();
    const QFontMetrics fm(font());
    for (const Entry &e : std::as_const(m_entries)) {
        if (!present(e))
            continue;
        m_shown.append(e);
        m_widths.append(kSampleWidth + kSpacing + fm.horizontalAdvance(e.name) + kGap);
    }
    updateGeometry();
    update();
}

QVector<QRect> TimelineLegend::layoutFor(int width) const
{
    // Row-major flow: entries read like a line of text and wrap.
    QVector<QRect> out;
    int x = kMargin;
    int y = kMargin;
    for (int w : m_widths) {
        if (x > kMargin && x + w > width - kMargin) {
            x = kMargin;
            y += m_rowHeight;
        }
        QRect r(x, y, w, m_rowHeight);
        if (isRightToLeft())
            r.moveLeft(width - x - w);
        out.append(r);
        x += w;
    }
    return out;
}

int TimelineLegend::columnCount(int width) const
{
    const QVector<QRect> rects = layoutFor(width);
    int columns = 0;
    for (const QRect &r : rects) {
        if (r.top() != kMargin)
            break;
        ++columns;
    }
    return qMax(1, columns);
}

int TimelineLegend::heightForWidth(int width) const
{
    const QVector<QRect> rects = layoutFor(width);
    return (rects.isEmpty() ? 0 : rects.last().bottom() + 1) + kMargin;
}

QSize TimelineLegend::sizeHint() const
{
    const int width = 900;
    return {width, heightForWidth(width)};
}

QSize TimelineLegend::minimumSizeHint() const
{
    return {kSampleWidth + 120, m_rowHeight + 2 * kMargin};
}

namespace {

// A mark's glyph, over the line or band it stands on in the timeline.
void paintGlyphSample(QPainter &p, Mark mark, const QRectF &box, qreal r, const QPalette &palette)
{
    const QPointF c = box.center();
    if (mark == Mark::BrokerRestart || mark == Mark::CacheFlush) {
        p.setPen(TimelineStyle::linePen(mark));
        p.drawLine(QPointF(c.x(), box.top()), QPointF(c.x(), box.bottom()));
    } else if (mark == Mark::StoreOutage) {
        p.fillRect(box.adjusted(2, 2, -2, -2), TimelineStyle::spanBrush(TimelineSpan::StoreDown));
    } else if (mark == Mark::Rebalance) {
        p.fillRect(box.adjusted(2, 2, -2, -2), TimelineStyle::spanBrush(TimelineSpan::Rebalance));
    }
    TimelineStyle::drawGlyph(p, mark, c, r, palette.color(QPalette::Window));
}

// Bins of different heights with a duplicate's glyph on the last one.
void paintDensitySample(QPainter &p, const QRectF &box, const QPalette &palette)
{
    const QPointF c = box.center();
    const QColor c1 = TimelineStyle::densityColor(Mark::Processed);
    const qreal heights[] = {0.4, 0.8, 0.6, 1.0};
    for (int i = 0; i < 4; ++i) {
        const qreal h = (box.height() - 4) * heights[i];
        p.fillRect(QRectF(box.left() + 3 + i * 6, c.y() - h / 2, 5, h), c1);
    }
    TimelineStyle::drawGlyph(p, Mark::DuplicateEffect, QPointF(box.left() + 3 + 3 * 6 + 2.5, c.y()), 4.5,
                             palette.color(QPalette::Window));
}

} // namespace

void TimelineLegend::paintSample(QPainter &p, const Entry &entry, const QRectF &box, const QPalette &palette)
{
    const QPointF c = box.center();
    // Samples grow with the words beside them (presenter mode's large type).
    const qreal scale = qMax<qreal>(1, box.height() / 19);
    const qreal r = 5.5 * scale;
    switch (entry.sample) {
    case Sample::Glyph:
        paintGlyphSample(p, entry.mark, box, r, palette);
        break;
    case Sample::Band:
        p.fillRect(box.adjusted(1, 2, -1, -2), TimelineStyle::spanBrush(entry.band));
        break;
    case Sample::Bar: {
        const QRectF bar = entry.bar == TimelineBar::SessionTimeout ? box.adjusted(1, 1, -3, -1)
                                                                    : box.adjusted(1, 4, -3, -4);
        TimelineStyle::drawBar(p, bar, entry.bar, entry.end, entry.flags);
        break;
    }
    case Sample::Cause: {
        // The arc bows 7 px up (down for the dashed "applied again"): its
        // middle on the words' centre line, all of it inside the box.
        const bool dashed = entry.cause != TimelineCause::Redelivery;
        const qreal y = c.y() + (dashed ? -3.5 : 3.5);
        TimelineStyle::drawCauseArrow(p, QPointF(box.left() + 3, y), QPointF(box.right() - 3, y),
                                      TimelineStyle::causeColor(entry.cause, entry.why), false, dashed, 0);
        break;
    }
    case Sample::Offset: {
        p.setPen(TimelineStyle::offsetPen());
        const qreal y0 = box.bottom() - 2;
        const qreal y1 = box.center().y();
        const qreal y2 = box.top() + 2;
        p.drawPolyline(QPolygonF({QPointF(box.left(), y0), QPointF(box.left() + 9, y0), QPointF(box.left() + 9, y1),
                                  QPointF(box.left() + 19, y1), QPointF(box.left() + 19, y2), QPointF(box.right(), y2)}));
        break;
    }
    case Sample::Rewind: {
        QPen pen = TimelineStyle::offsetPen();
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(2);
        p.setPen(pen);
        TimelineStyle::drawArrow(p, QPointF(box.right() - 2, box.top() + 3), QPointF(box.left() + 2, box.bottom() - 3), 6);
        break;
    }
    case Sample::Offline:
        p.fillRect(box.adjusted(1, 3, -1, -3), TimelineStyle::spanBrush(TimelineSpan::ConsumerOffline));
        break;
    case Sample::IdleGap:
        TimelineStyle::drawGapBreak(p, box.adjusted(4, 1, -4, -1), palette);
        break;
    case Sample::Flow:
        p.setPen(TimelineStyle::flowPen(true));
        TimelineStyle::drawArrow(p, QPointF(box.left() + 3, box.top() + 3), QPointF(box.right() - 3, box.bottom() - 3), 6);
        break;
    case Sample::Density:
        paintDensitySample(p, box, palette);
        break;
    case Sample::Playhead:
        p.fillRect(QRectF(c.x(), box.top() + 2, box.right() - c.x() - 2, box.height() - 4),
                   QColor(128, 128, 128, 60));
        p.setPen(QPen(palette.color(QPalette::Highlight), 2));
        p.drawLine(QPointF(c.x(), box.top() + 1), QPointF(c.x(), box.bottom() - 1));
        break;
    }
}

void TimelineLegend::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(QPointF(0, 0.5), QPointF(width(), 0.5));
    const bool rtl = isRightToLeft();
    const QVector<QRect> rects = layoutFor(width());
    for (int i = 0; i < m_shown.size(); ++i) {
        const Entry &e = m_shown.at(i);
        const QRect item = rects.at(i).adjusted(0, 0, -kGap, 0);
        const QRectF sample(rtl ? item.right() - kSampleWidth : item.left(), item.top() + 2, kSampleWidth,
                            item.height() - 4);
        p.save();
        paintSample(p, e, sample, palette());
        p.restore();
        const QRect text = rtl ? QRect(item.left(), item.top(), item.width() - kSampleWidth - kSpacing, item.height())
                               : QRect(item.left() + kSampleWidth + kSpacing, item.top(),
                                       item.width() - kSampleWidth - kSpacing, item.height());
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(text, int(Qt::AlignVCenter | (rtl ? Qt::AlignRight : Qt::AlignLeft)), TimelineStyle::bidiSafe(e.name));
    }
}

bool TimelineLegend::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QVector<QRect> rects = layoutFor(width());
        for (int i = 0; i < m_shown.size(); ++i) {
            if (rects.at(i).contains(help->pos())) {
                QToolTip::showText(help->globalPos(), m_shown.at(i).hint, this, rects.at(i));
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void TimelineLegend::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::LayoutDirectionChange)
        rebuild();
}

} // namespace idem::ui
