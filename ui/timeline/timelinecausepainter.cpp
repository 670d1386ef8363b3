#include "timelinecausepainter.h"

#include "timelinecausetext.h"
#include "timelinestyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <array>
#include <cmath>

namespace idem::ui {

namespace {
constexpr double kMinBarPx = 2;
constexpr std::size_t kMaxBarsDrawnOneByOne = 150;

// Where words `width` wide may start along a stretch from `from` to `to`:
// its start first, then a few steps on, the last one ending at `to`.
std::vector<double> alongStretch(double from, double to, double width)
{
    std::vector<double> out{from};
    const double last = to - width;
    if (last <= from)
        return out;
    const double step = qMax(width / 2, (last - from) / 6);
    for (double x = from + step; x < last; x += step)
        out.push_back(x);
    out.push_back(last);
    return out;
}
} // namespace

TimelineCausePainter::TimelineCausePainter(const TimelineIndex &index, const TimelineLayout &layout,
                                           const TimelineCauses &causes, const QPalette &palette, const QFont &font,
                                           const QLocale &locale, qreal glyphRadius)
    : m_index(index), m_layout(layout), m_causes(causes), m_palette(palette),
      m_small(TimelineStyle::labelFont(font)), m_metrics(m_small), m_locale(locale), m_radius(glyphRadius)
{
}

bool TimelineCausePainter::drawn(const TimelineBar &bar, int focus) const
{
    return bar.kind == TimelineBar::Handler || bar.kind == TimelineBar::Transaction
        || bar.has(TimelineBar::Notable) || (focus >= 0 && bar.message == quint32(focus));
}

QRectF TimelineCausePainter::barRect(const TimelineBar &bar) const
{
    const double h = m_layout.rowHeight();
    const double top = m_layout.rowTop(bar.row);
    const double x0 = m_layout.xForTime(double(bar.from));
    const double x1 = qMax(x0 + kMinBarPx, m_layout.xForTime(double(bar.to)));
    switch (bar.kind) {
    case TimelineBar::Handler: return QRectF(x0, top + 0.2 * h, x1 - x0, 0.6 * h);
    case TimelineBar::SessionTimeout: return QRectF(x0, top + 0.06 * h, x1 - x0, 0.88 * h);
    default: break;
    }
    const int tracks = m_causes.tracks(bar.row);
    const double band = 0.76 * h / tracks;
    const double y = top + 0.12 * h + qMin<int>(bar.track, tracks - 1) * band;
    return QRectF(x0, y + 1, x1 - x0, qMax(2.0, band - 2));
}

void TimelineCausePainter::offerBarLabel(TimelineLabelPlacer &labels, const TimelineBar &bar, const QRectF &rect,
                                         const QRectF &plot) const
{
    const QFontMetricsF &fm = m_metrics;
    // Marks sit on the lane's centre line: a label goes along the bar's top
    // edge, inside the lane, after the mark that opens the bar.
    const double lead = bar.kind == TimelineBar::SessionTimeout ? 4 : m_radius + 4;
    // The placer isolates its Latin terms, so a number after one
    // ("peek-lock ۱ دقیقه") stays on its side in right-to-left text.
    const QString text = TimelineCauseText::barLabel(bar, m_causes, m_locale);
    // Measured as painted: with the isolates the placer adds.
    const QSizeF size(fm.horizontalAdvance(TimelineStyle::bidiSafe(text)) + 4, fm.height());
    // An ordinary bar is labelled only where its words fit inside it; a
    // notable one (a rollback, a hold that ends in a redelivery, a session
    // timeout) may run on past its end rather than lose words.
    const bool notable = bar.has(TimelineBar::Notable) || bar.kind == TimelineBar::SessionTimeout;
    if (!notable && size.width() > rect.width() - lead - 4)
        return;
    const double top = m_layout.rowTop(bar.row);
    const double left = rect.left() + lead;
    const double leftmost = qMax(plot.left() + 2, qMin(left, plot.right() - size.width() - 2));
    TimelineLabelPlacer::Offer o;
    o.kind = TimelineLabel::Bar;
    o.text = text;
    o.priority = bar.kind == TimelineBar::SessionTimeout ? TimelineLabelPlacer::kSessionTimeout
        : notable                                        ? TimelineLabelPlacer::kNotableBar
                                                         : TimelineLabelPlacer::kBar;
    o.style = TimelineLabelPlacer::Style::Paper;
    o.colour = m_palette.color(QPalette::Text);
    // Words that say how the bar ended (expired, crashed, rolled back…)
    // belong to that end: before the playhead reaches it they are the
    // future, dimmed like the marks after the playhead.
    o.at = TimelineCauseText::barLabelTellsItsEnd(bar) ? bar.to : bar.from;
    const double along = rect.height() >= fm.height() ? rect.top() : top + 1;
    const double bottom = top + m_layout.rowHeight() - size.height() - 1;
    // A notable bar may also be named just before its visible end (where a
    // hold ends in a redelivery or MaxDeliver), when its start is taken by
    // the label of the bar before it on the same track.
    // Failing those, anywhere along the bar, and then (a session timeout)
    // in fewer words.
    const double visibleEnd = qMin(rect.right(), plot.right()) - 6;
    const double beforeEnd = visibleEnd - size.width();
    for (double x : {left, leftmost, beforeEnd}) {
        if (x == beforeEnd && (beforeEnd <= leftmost + size.width() || beforeEnd < plot.left() + 2))
            break;
        for (double y : {along, top + 1, bottom})
            o.places.emplace_back(QPointF(x, y), size);
        if (!notable)
            break;
    }
    if (notable) {
        for (double x : alongStretch(leftmost, visibleEnd, size.width())) {
            for (double y : {along, top + 1, bottom})
                o.places.emplace_back(QPointF(x, y), size);
        }
        o.shortText = TimelineCauseText::shortBarLabel(bar, m_causes, m_locale);
        const QSizeF shortSize(fm.horizontalAdvance(TimelineStyle::bidiSafe(o.shortText)) + 4, fm.height());
        if (!o.shortText.isEmpty()) {
            for (double x : alongStretch(qMax(plot.left() + 2, left), visibleEnd, shortSize.width())) {
                for (double y : {along, top + 1, bottom})
                    o.shortPlaces.emplace_back(QPointF(x, y), shortSize);
            }
        }
    }
    if (bar.kind == TimelineBar::SessionTimeout) {
        // A band's words stay inside the band (its long words give way to
        // the short ones, or to none).
        const auto outside = [&rect](const QRectF &r) { return r.left() < rect.left() + 2 || r.right() > rect.right() - 2; };
        o.places.erase(std::remove_if(o.places.begin(), o.places.end(), outside), o.places.end());
        o.shortPlaces.erase(std::remove_if(o.shortPlaces.begin(), o.shortPlaces.end(), outside), o.shortPlaces.end());
        if (o.places.empty() && !o.shortPlaces.empty()) {
            o.text = o.shortText;
            o.places = std::move(o.shortPlaces);
            o.shortText.clear();
            o.shortPlaces.clear();
        }
    }
    labels.offer(std::move(o));
}

std::vector<const TimelineBar *> TimelineCausePainter::paintBars(QPainter &p, const TimelineFrame &frame,
                                                                int firstRow, int lastRow) const
{
    std::vector<const TimelineBar *> labelled;
    if (m_causes.bars().isEmpty())
        return labelled;
    const double from = m_layout.timeForX(frame.plot.left() - 2);
    const double to = m_layout.timeForX(frame.plot.right() + 2);
    const double minLength = kMinBarPx / qMax(1e-15, m_layout.scale());
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    // Many bars on screen (thousands of holds at full zoom-out): overlapping
    // ones of one style merge into one plain rect, filled once.
    struct Pending
    {
        QRectF rect;
        TimelineBar::Kind kind;
        TimelineBar::End end;
        quint8 flags;
    };
    std::vector<Pending> pending;
    std::size_t seen = 0;
    const auto flush = [&]() {
        for (const Pending &pend : pending) {
            QColor fill = TimelineStyle::barColor(pend.kind, pend.flags);
            fill.setAlpha(110);
            p.fillRect(pend.rect, fill);
        }
        pending.clear();
    };
    for (int pass = 0; pass < 2; ++pass) {
        // Session timeouts are bands behind everything else in their lane.
        for (int row = firstRow; row <= lastRow; ++row) {
            m_causes.bars().visit(row, from, to, minLength, [&](const TimelineBar &b) {
                if ((b.kind == TimelineBar::SessionTimeout) != (pass == 0) || !drawn(b, frame.focus))
                    return;
                QRectF r = barRect(b);
                if (r.width() < kMinBarPx)
                    return;
                r.setLeft(qMax(r.left(), frame.plot.left() - 4));
                r.setRight(qMin(r.right(), frame.plot.right() + 4));
                if (++seen <= kMaxBarsDrawnOneByOne) {
                    TimelineStyle::drawBar(p, r, b.kind, b.end, b.flags);
                    if (r.width() > 60 && (b.kind != TimelineBar::Transaction || b.end == TimelineBar::RolledBack))
                        labelled.push_back(&b);
                    return;
                }
                const quint8 style = b.flags & (TimelineBar::Slow | TimelineBar::Duplicate);
                for (Pending &pend : pending) {
                    if (pend.kind == b.kind && pend.flags == style && qFuzzyCompare(pend.rect.top(), r.top())
                        && r.left() <= pend.rect.right() + 1 && r.right() >= pend.rect.left() - 1) {
                        pend.rect = pend.rect.united(r);
                        return;
                    }
                }
                // Merged, a bar is a plain fill: no end mark to tell apart.
                pending.push_back({r, b.kind, TimelineBar::Done, style});
                if (pending.size() > 128)
                    flush();
            });
        }
    }
    flush();
    p.restore();
    return labelled;
}

void TimelineCausePainter::offerBarLabels(TimelineLabelPlacer &labels, const TimelineFrame &frame,
                                          std::vector<const TimelineBar *> labelled) const
{
    // Notable bars first: within one priority the placer keeps this order.
    std::stable_sort(labelled.begin(), labelled.end(), [](const TimelineBar *a, const TimelineBar *b) {
        return a->has(TimelineBar::Notable) > b->has(TimelineBar::Notable);
    });
    std::size_t offered = 0;
    for (const TimelineBar *b : labelled) {
        if (++offered > 200)
            break;
        QRectF r = barRect(*b);
        r.setLeft(qMax(r.left(), frame.plot.left()));
        r.setRight(qMin(r.right(), frame.plot.right()));
        offerBarLabel(labels, *b, r, frame.plot);
    }
}

void TimelineCausePainter::offerBandLabels(TimelineLabelPlacer &labels, const TimelineFrame &frame) const
{
    const QFontMetricsF &fm = m_metrics;
    std::size_t offered = 0;
    for (const TimelineSpan &span : m_index.spans()) {
        const double x0 = qMax(frame.plot.left(), m_layout.xForTime(double(span.from)));
        const double x1 = qMin(frame.plot.right(), m_layout.xForTime(double(span.to)));
        if (x1 - x0 < 50)
            continue;
        const int row = span.row >= 0 ? span.row : 1;
        TimelineLabelPlacer::Offer o;
        o.kind = TimelineLabel::Band;
        o.text = TimelineCauseText::spanLabel(span, m_causes.scenario());
        o.priority = TimelineLabelPlacer::kBand;
        o.style = TimelineLabelPlacer::Style::Paper; // readable on the band's hatching
        // The band's colour is translucent and pale (a grey hatch for a
        // consumer that is down): the words take the text colour.
        o.colour = m_palette.color(QPalette::Text);
        o.at = span.from;
        const QSizeF size(fm.horizontalAdvance(TimelineStyle::bidiSafe(o.text)) + 4, fm.height());
        if (size.width() > x1 - x0 - 8)
            continue; // the words stay inside their band
        // In the band's middle, away from the marks at its two ends (a crash,
        // a restart), else anywhere along it: an arrow crossing the lane
        // there pushes the words on.
        const double bottom = m_layout.rowTop(row) + m_layout.rowHeight() - fm.height() - 1;
        const double top = m_layout.rowTop(row) + 1;
        std::vector<double> xs = alongStretch(x0 + 4, x1 - 4, size.width());
        const double middle = (x0 + x1 - size.width()) / 2;
        xs.insert(xs.begin(), middle);
        std::stable_sort(xs.begin() + 1, xs.end(),
                         [middle](double a, double b) { return std::abs(a - middle) < std::abs(b - middle); });
        for (double x : xs) {
            o.places.emplace_back(QPointF(x, bottom), size);
            o.places.emplace_back(QPointF(x, top), size);
        }
        labels.offer(std::move(o));
        if (++offered > 60)
            break;
    }
}

double TimelineCausePainter::offsetY(int row, int offset) const
{
    const double h = m_layout.rowHeight();
    const double bottom = m_layout.rowTop(row) + 0.88 * h;
    const double top = m_layout.rowTop(row) + 0.12 * h;
    const int most = qMax(1, m_causes.maxOffset(row));
    return bottom - (bottom - top) * qBound(0.0, double(offset) / most, 1.0);
}

void TimelineCausePainter::paintOffsets(QPainter &p, const TimelineFrame &frame, int firstRow, int lastRow,
                                        TimelineLabelPlacer &labels) const
{
    if (!m_causes.kafka())
        return;
    p.save();
    p.setFont(m_small);
    p.setRenderHint(QPainter::Antialiasing, true);
    for (int row = qMax(1, firstRow); row <= lastRow; ++row) {
        if (m_index.lane(row).kind != TimelineLane::Broker)
            continue;
        paintOffsetLine(p, frame, row, labels);
    }
    // Rewinds: from how far the partition had been read back to its committed offset.
    paintRewinds(p, frame, firstRow, lastRow, labels);
    p.restore();
}

void TimelineCausePainter::paintOffsetLine(QPainter &p, const TimelineFrame &frame, int row,
                                           TimelineLabelPlacer &labels) const
{
    const QFontMetricsF &fm = m_metrics;
    const double left = frame.plot.left() - 4;
    const double right = frame.plot.right() + 4;
    // The committed offset as a step line, starting at 0.
    QPolygonF line;
    line << QPointF(qMax(left, m_layout.xForTime(double(m_index.startTime()))), offsetY(row, 0));
    int current = 0;
    double lastLabel = -1e9;
    struct Number
    {
        QPointF point;
        int offset;
        SimTime at;
    };
    std::vector<Number> numbers;
    for (const TimelineOffsetStep &s : m_causes.offsets()) {
        if (s.row != row)
            continue;
        const double x = qBound(left, m_layout.xForTime(double(s.time)), right);
        line << QPointF(x, offsetY(row, current)) << QPointF(x, offsetY(row, s.offset));
        current = s.offset;
        if (x > frame.plot.left() && x < frame.plot.right() && x - lastLabel > 26) {
            numbers.push_back({QPointF(x, offsetY(row, s.offset)), s.offset, s.time});
            lastLabel = x;
        }
    }
    line << QPointF(qMin(right, m_layout.xForTime(double(m_index.endTime()))), offsetY(row, current));
    p.setPen(TimelineStyle::offsetPen());
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(line);
    for (const Number &l : numbers) {
        TimelineLabelPlacer::Offer o;
        o.kind = TimelineLabel::Offset;
        o.text = m_locale.toString(l.offset);
        o.priority = TimelineLabelPlacer::kOffset;
        o.colour = TimelineStyle::offsetPen().color();
        o.at = l.at;
        const QSizeF size(fm.horizontalAdvance(o.text) + 2, fm.height());
        // Just above the step, or just under it.
        o.places = {QRectF(QPointF(l.point.x() + 2, l.point.y() - 1 - size.height()), size),
                    QRectF(QPointF(l.point.x() + 2, l.point.y() + 1), size)};
        labels.offer(std::move(o));
    }
}

void TimelineCausePainter::paintRewinds(QPainter &p, const TimelineFrame &frame, int firstRow, int lastRow,
                                        TimelineLabelPlacer &labels) const
{
    const QFontMetricsF &fm = m_metrics;
    for (const TimelineRewind &r : m_causes.rewinds()) {
        if (r.row < firstRow || r.row > lastRow)
            continue;
        const QPointF from(m_layout.xForTime(double(r.at)), offsetY(r.row, r.position));
        const SimTime committedAt = r.committedAt >= 0 ? r.committedAt : m_index.startTime();
        const QPointF to(m_layout.xForTime(double(committedAt)), offsetY(r.row, r.committed));
        if (qMax(from.x(), to.x()) < frame.plot.left() || qMin(from.x(), to.x()) > frame.plot.right())
            continue;
        QPen pen = TimelineStyle::offsetPen();
        pen.setWidthF(2);
        pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        constexpr qreal head = 8;
        TimelineArrowShape shape;
        shape.head = TimelineStyle::drawArrow(p, from, to, head);
        shape.shaft = QPolygonF({from, to});
        shape.width = pen.widthF();
        shape.group = labels.newArrowGroup();
        TimelineLabelPlacer::Offer o;
        o.kind = TimelineLabel::Rewind;
        o.text = TimelineCauseText::rewindLabel(r, m_locale);
        o.priority = TimelineLabelPlacer::kRewind;
        o.style = TimelineLabelPlacer::Style::Boxed;
        o.colour = TimelineStyle::offsetPen().color();
        o.at = r.at;
        o.arrows = shape.group;
        labels.avoid(std::move(shape));
        const QSizeF size(fm.horizontalAdvance(o.text) + 10, fm.height() + 2);
        const QPointF middle = (from + to) / 2;
        const double cx = qBound(frame.plot.left() + size.width() / 2 + 2, middle.x(),
                                 frame.plot.right() - size.width() / 2 - 2);
        const double top = m_layout.rowTop(r.row);
        const double h = m_layout.rowHeight();
        // On the arrow, where it is long enough to show on both sides of
        // its words (the rest of its lane stays free for the band that
        // explains the rewind); else under it in its lane, over it, or in
        // the lane below.
        if (QLineF(from, to).length() > size.width() + 4 * head && std::abs(cx - middle.x()) < 1)
            o.places.emplace_back(QPointF(cx - size.width() / 2, middle.y() - size.height() / 2), size);
        for (double y : {top + h - size.height() - 1, top + 1, top + h + 1})
            o.places.emplace_back(QPointF(cx - size.width() / 2, y), size);
        labels.offer(std::move(o));
    }
}

std::vector<std::size_t> TimelineCausePainter::visibleCauses(const TimelineFrame &frame) const
{
    std::vector<std::size_t> out;
    const double from = m_layout.timeForX(frame.plot.left());
    const double to = m_layout.timeForX(frame.plot.right());
    const auto visible = [&](const TimelineCause &c) {
        const double a = double(c.fromTime);
        const double b = double(c.toTime);
        return qMax(a, b) >= from && qMin(a, b) <= to;
    };
    if (!frame.allCauses && frame.focus >= 0) {
        for (std::size_t i : m_causes.causesOf(quint32(frame.focus))) {
            if (visible(m_causes.causes()[i]))
                out.push_back(i);
        }
        return out;
    }
    const auto range = m_causes.causesBetween(from, to);
    for (std::size_t i = range.first; i < range.second; ++i) {
        const TimelineCause &c = m_causes.causes()[i];
        if ((frame.allCauses || c.duplicated || c.caught || c.lost) && visible(c))
            out.push_back(i);
    }
    return out;
}

void TimelineCausePainter::paintCauses(QPainter &p, const TimelineFrame &frame, TimelineLabelPlacer &labels) const
{
    if (m_causes.causes().empty())
        return;
    const std::vector<std::size_t> shown = visibleCauses(frame);
    if (shown.empty())
        return;
    p.save();
    if (shown.size() > kMaxCauseArrows)
        paintCauseLines(p, frame, shown, labels);
    else
        paintCauseArrows(p, frame, shown, labels);
    p.restore();
}

void TimelineCausePainter::causeEnds(const TimelineCause &c, QPointF *a, QPointF *b) const
{
    *a = QPointF(m_layout.xForTime(double(c.fromTime)), m_layout.rowCenter(c.fromRow));
    *b = QPointF(m_layout.xForTime(double(c.toTime)), m_layout.rowCenter(c.toRow));
}

void TimelineCausePainter::paintCauseLines(QPainter &p, const TimelineFrame &frame,
                                           const std::vector<std::size_t> &shown, TimelineLabelPlacer &labels) const
{
    // Too many to read one by one: thin lines, one drawLines per colour.
    // Each fan of alike lines still gets its words once.
    std::array<QVector<QLineF>, 8> lines;
    std::array<QColor, 8> colours;
    int used = 0;
    struct Fan
    {
        int kind;
        double x;
        std::size_t cause; // the first line's
        QPointF at;
        QColor colour;
        LabelFan label;
    };
    std::vector<Fan> fans;
    for (std::size_t i : shown) {
        const TimelineCause &c = m_causes.causes()[i];
        const QColor col = TimelineStyle::causeColor(c.kind, c.cause);
        int k = 0;
        while (k < used && colours[std::size_t(k)] != col)
            ++k;
        if (k == used && used < 8)
            colours[std::size_t(used++)] = col;
        QPointF a;
        QPointF b;
        causeEnds(c, &a, &b);
        lines[std::size_t(qMin(k, 7))].append(QLineF(a, b));
        const int kind = int(c.kind) * 64 + int(c.cause);
        const QPointF middle = visibleMiddle(a, b, frame);
        auto fan = std::find_if(fans.begin(), fans.end(), [&](const Fan &f) {
            return f.kind == kind && std::abs(f.x - middle.x()) < 240;
        });
        const SimTime from = c.fromTime;
        if (fan == fans.end() && fans.size() < kMaxCauseArrows) {
            fans.push_back({kind, middle.x(), i, middle, col, LabelFan{labels.newArrowGroup(), 0, from, from}});
            fan = fans.end() - 1;
        }
        if (fan != fans.end()) {
            ++fan->label.count;
            fan->label.firstFrom = qMin(fan->label.firstFrom, from);
            fan->label.lastFrom = qMax(fan->label.lastFrom, from);
        }
        // Words stay off the lines too, while there are few enough to
        // look at one by one (past that they are a texture).
        if (shown.size() <= kMaxAvoidedLines) {
            const double r = m_radius + 2;
            for (const QPointF &end : {a, b})
                labels.block(QRectF(end.x() - r, end.y() - r, 2 * r, 2 * r));
            TimelineArrowShape shape;
            shape.shaft = QPolygonF({a, b});
            shape.width = 1;
            shape.group = fan != fans.end() ? fan->label.group : -1;
            labels.avoid(std::move(shape));
        }
    }
    for (const Fan &f : fans)
        offerCauseLabel(labels, frame, m_causes.causes()[f.cause], f.at, f.colour, false, f.label);
    p.setRenderHint(QPainter::Antialiasing, false);
    for (int k = 0; k < used; ++k) {
        QColor col = colours[std::size_t(k)];
        col.setAlpha(150);
        QPen pen(col, 1);
        pen.setCosmetic(true); // the raster engine's fast line path
        p.setPen(pen);
        p.drawLines(lines[std::size_t(k)]);
    }
}

void TimelineCausePainter::paintCauseArrows(QPainter &p, const TimelineFrame &frame,
                                            const std::vector<std::size_t> &shown, TimelineLabelPlacer &labels) const
{
    p.setRenderHint(QPainter::Antialiasing, true);
    struct Label
    {
        std::size_t cause;
        QPointF at;
        QPointF from, to; // the first arrow's ends
        QColor colour;
        bool emphasized;
        int kind; // arrows of one kind and cause drawn as one bundle share one label
        LabelFan fan; // the group of the arrows it names (TimelineArrowShape::group), their count and causes' times
    };
    std::vector<Label> said;
    // The selected record's own arrows last, so they end up on top.
    std::vector<std::size_t> order = shown;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const auto mine = [&](std::size_t i) {
            const TimelineCause &c = m_causes.causes()[i];
            return frame.selected >= 0 && (c.to == quint32(frame.selected) || c.from == quint32(frame.selected));
        };
        return !mine(a) && mine(b);
    });
    for (std::size_t i : order) {
        const TimelineCause &c = m_causes.causes()[i];
        QPointF a;
        QPointF b;
        causeEnds(c, &a, &b);
        const bool emphasized = frame.selected >= 0
            && (c.to == quint32(frame.selected) || c.from == quint32(frame.selected));
        const QColor col = TimelineStyle::causeColor(c.kind, c.cause);
        // No word covers the two marks the arrow links (the duplicate it
        // explains is the point of the picture).
        const double r = m_radius + 2;
        for (const QPointF &end : {a, b})
            labels.block(QRectF(end.x() - r, end.y() - r, 2 * r, 2 * r));
        const TimelineStyle::CauseArrow drawn = TimelineStyle::drawCauseArrow(
            p, a, b, col, emphasized, c.kind != TimelineCause::Redelivery, m_radius + 2, frame.plot.left(),
            frame.plot.right());
        TimelineArrowShape shape;
        shape.shaft = drawn.shaft;
        shape.head = drawn.head;
        shape.width = drawn.width;
        QPointF at = drawn.apex;
        if (at.x() < frame.plot.left() || at.x() > frame.plot.right())
            at.setX(visibleMiddle(a, b, frame).x());
        const SimTime from = c.fromTime;
        Label l{i, at, a, b, col, emphasized, int(c.kind) * 64 + int(c.cause), LabelFan{-1, 1, from, from}};
        // One label says it for a bundle of alike arrows (both ends within a
        // few pixels: one cannot be told from the other), with their count;
        // it may lie on any of them. Arrows that part get their own words.
        const auto close = [](const QPointF &u, const QPointF &v) { return QLineF(u, v).length() < kBundlePx; };
        const auto fan = std::find_if(said.begin(), said.end(), [&](const Label &o) {
            return !o.emphasized && o.kind == l.kind && close(o.from, a) && close(o.to, b);
        });
        if (fan != said.end() && !emphasized) {
            shape.group = fan->fan.group;
            ++fan->fan.count;
            fan->fan.firstFrom = qMin(fan->fan.firstFrom, from);
            fan->fan.lastFrom = qMax(fan->fan.lastFrom, from);
            labels.avoid(std::move(shape));
            continue;
        }
        l.fan.group = labels.newArrowGroup();
        shape.group = l.fan.group;
        labels.avoid(std::move(shape));
        said.push_back(l);
    }
    for (const Label &l : said)
        offerCauseLabel(labels, frame, m_causes.causes()[l.cause], l.at, l.colour, l.emphasized, l.fan);
}

QPointF TimelineCausePainter::visibleMiddle(const QPointF &a, const QPointF &b, const TimelineFrame &frame)
{
    const double x = (qMax(frame.plot.left(), qMin(a.x(), b.x())) + qMin(frame.plot.right(), qMax(a.x(), b.x()))) / 2;
    const double t = std::abs(b.x() - a.x()) > 1e-9 ? (x - a.x()) / (b.x() - a.x()) : 0.5;
    return QPointF(x, a.y() + (b.y() - a.y()) * t);
}

void TimelineCausePainter::offerCauseLabel(TimelineLabelPlacer &labels, const TimelineFrame &frame,
                                           const TimelineCause &c, const QPointF &at, const QColor &colour,
                                           bool emphasized, const LabelFan &fan) const
{
    const QFontMetricsF &fm = m_metrics;
    TimelineLabelPlacer::Offer o;
    o.kind = TimelineLabel::Cause;
    // The words only for an arrow that offers them (the placer isolates their Latin runs).
    // A bundle of repeats names the true range of the applications it repeats.
    o.text = c.kind == TimelineCause::Duplicate && fan.count > 1
        ? TimelineCauseText::repeatsLabel(fan.firstFrom, fan.lastFrom, m_locale)
        : TimelineCauseText::causeLabel(c, m_causes, m_locale);
    if (fan.count > 1)
        o.text = TimelineCauseText::sharedLabel(o.text, fan.count, m_locale);
    o.priority = emphasized ? TimelineLabelPlacer::kSelectedCause : TimelineLabelPlacer::kCause;
    o.style = TimelineLabelPlacer::Style::Boxed;
    o.colour = colour;
    // It explains the redelivery or the duplicate the arrow points at.
    o.at = c.toTime;
    o.arrows = fan.group;
    const QSizeF size(fm.horizontalAdvance(TimelineStyle::bidiSafe(o.text)) + 10, fm.height() + 2);
    const auto clamped = [&](double x) { return qBound(frame.plot.left() + 2, x, frame.plot.right() - size.width() - 2); };
    const double left = clamped(at.x() - size.width() / 2);
    const double centre = qMax(frame.plot.top() + 2, at.y() - size.height() / 2);
    // On the arrow's apex, else stacked above it, else below it; failing
    // those (the line the playhead rests on at the run's end, another
    // arrow), ending at the apex or starting there.
    for (int step : {0, -1, -2, -3, 1, 2, 3})
        o.places.emplace_back(QPointF(left, centre + step * (size.height() + 2)), size);
    for (double x : {clamped(at.x() - size.width() + 8), clamped(at.x() - 8)}) {
        for (int step : {0, -1, 1, 2, -2, 3})
            o.places.emplace_back(QPointF(x, centre + step * (size.height() + 2)), size);
    }
    labels.offer(std::move(o));
}

} // namespace idem::ui
