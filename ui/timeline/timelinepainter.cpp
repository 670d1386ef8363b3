#include "timelinepainter.h"

#include "scenario/scenario.h"
#include "timelinecausepainter.h"
#include "timelineflow.h"
#include "timelineglyphcache.h"
#include "timelineruler.h"
#include "timelinestyle.h"
#include "timelinetext.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <array>
#include <cmath>
#include <memory>

namespace idem::ui {

namespace {
constexpr double kTickSpacing = 90; // px between labelled ticks, at least
// The playhead's pointer fills the ruler's bottom strip, under the axis's
// words: standing on a time it must not hide the time written there.
constexpr double kPointerHeight = 8;

double axisBaseline(const QRectF &ruler, const QFontMetricsF &fm)
{
    return ruler.bottom() - kPointerHeight - 1 - std::ceil(fm.descent());
}

struct Tick
{
    double x;
    SimTime t;
};

// Labelled ticks on the visible part of every uncompressed segment.
std::vector<Tick> ticks(const TimelineLayout &layout, SimTime *stepOut)
{
    std::vector<Tick> out;
    const SimTime step = TimelineRuler::tickStep(layout.scale(), kTickSpacing);
    *stepOut = step;
    const double from = layout.visibleFrom();
    const double to = layout.visibleTo();
    for (const TimelineLayout::Segment &seg : layout.segments()) {
        if (seg.gap || seg.to < from || seg.from > to)
            continue;
        const double lo = qMax(seg.from, from);
        const double hi = qMin(seg.to, to);
        for (SimTime t = SimTime(std::ceil(lo / double(step))) * step; double(t) <= hi; t += step)
            out.push_back({layout.xForTime(double(t)), t});
    }
    return out;
}

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}
} // namespace

TimelinePainter::TimelinePainter(const TimelineIndex &index, const TimelineLayout &layout,
                                 const QPalette &palette, const QFont &font, const QLocale &locale,
                                 TimelineGlyphCache *glyphs)
    : m_index(index), m_layout(layout), m_palette(palette), m_font(font), m_locale(locale), m_glyphs(glyphs)
{
}

const MessageHistory *TimelinePainter::historyOf(const TimelineFrame &frame)
{
    return frame.causes && frame.causes->analysis() ? &frame.causes->analysis()->history() : nullptr;
}

qreal TimelinePainter::glyphRadius() const
{
    return qBound(3.0, m_layout.rowHeight() * 0.17, 6.5);
}

int TimelinePainter::firstVisibleRow() const
{
    return qMax(0, int(std::floor(m_layout.rowScroll() / m_layout.rowHeight())));
}

int TimelinePainter::lastVisibleRow(const TimelineFrame &frame) const
{
    const int row = int(std::floor((frame.plot.bottom() - m_layout.rowsTop() + m_layout.rowScroll())
                                   / m_layout.rowHeight()));
    return qMin(m_index.rowCount() - 1, row);
}

void TimelinePainter::paint(QPainter &p, const TimelineFrame &frame) const
{
    paintOverlay(p, frame, paintLayer(p, frame));
}

TimelineLayerResult TimelinePainter::paintLayer(QPainter &p, const TimelineFrame &frame) const
{
    TimelineLayerResult result;
    p.save();
    p.setFont(m_font);
    p.fillRect(frame.widget, m_palette.color(QPalette::Base));
    if (m_index.isEmpty()) {
        paintEmpty(p, frame);
        p.restore();
        return result;
    }
    p.save();
    p.setClipRect(frame.plot);
    paintLanes(p, frame);
    paintGrid(p, frame);
    paintGaps(p, frame);
    paintSpans(p, frame);
    const int firstRow = firstVisibleRow();
    const int lastRow = lastVisibleRow(frame);
    std::unique_ptr<TimelineCausePainter> causes;
    if (frame.causes)
        causes = std::make_unique<TimelineCausePainter>(m_index, m_layout, *frame.causes, m_palette, m_font,
                                                        m_locale, glyphRadius());
    // Every word over the lanes goes through one placer: none covers another.
    TimelineLabelPlacer labels(frame.plot, TimelineStyle::labelFont(m_font));
    QString caption;
    const QRectF captionBox = followCaptionRect(frame, &caption);
    if (!captionBox.isNull())
        labels.block(captionBox);
    std::vector<const TimelineBar *> labelledBars;
    if (causes)
        labelledBars = causes->paintBars(p, frame, firstRow, lastRow);
    p.setRenderHint(QPainter::Antialiasing, true);
    paintLines(p, frame);
    if (causes)
        causes->paintOffsets(p, frame, firstRow, lastRow, labels);

    paintMarks(p, frame, firstRow, lastRow);
    if (frame.followed >= 0)
        paintFollowed(p, frame);
    if (causes) {
        causes->offerBarLabels(labels, frame, std::move(labelledBars));
        causes->offerBandLabels(labels, frame);
        causes->paintCauses(p, frame, labels);
    }
    // The playhead rests at the run's end once a run has played: no word
    // lies under its line there.
    const double endX = m_layout.xForTime(double(m_index.endTime()));
    if (endX > frame.plot.left() && endX < frame.plot.right()) {
        TimelineArrowShape resting;
        resting.shaft = QPolygonF({QPointF(endX, frame.plot.top()), QPointF(endX, frame.plot.bottom())});
        resting.width = 4;
        labels.avoid(std::move(resting));
    }
    labels.paint(p, m_palette);
    p.restore();
    result.labels = labels.placed();
    if (frame.paintedArrows)
        frame.paintedArrows->insert(frame.paintedArrows->end(), labels.arrows().begin(), labels.arrows().end());

    if (frame.painted) {
        frame.painted->insert(frame.painted->end(), labels.placed().begin(), labels.placed().end());
        if (!captionBox.isNull())
            frame.painted->push_back({TimelineLabel::Caption, captionBox, caption, false, kNever,
                                      m_palette.color(QPalette::Text), -1});
    }
    paintRuler(p, frame, frame.painted);
    paintLabels(p, frame, frame.painted);
    p.restore();
    result.captionBox = captionBox;
    result.caption = caption;
    return result;
}

void TimelinePainter::paintMarks(QPainter &p, const TimelineFrame &frame, int firstRow, int lastRow) const
{
    std::vector<TimelineGlyph> glyphs;
    std::vector<TimelineBin> bins;
    glyphs.reserve(2048);
    bins.reserve(2048);
    const TimelineBinner binner(m_index, m_layout);
    for (int row = firstRow; row <= lastRow; ++row)
        binner.collect(row, frame.plot.left(), frame.plot.right(), glyphs, bins);
    paintBins(p, bins);

    // Arrows between lanes once every delivery and publish on screen is its own glyph.
    bool dense = false;
    for (const TimelineBin &b : bins) {
        const TimelineLane::Kind kind = m_index.lane(b.row).kind;
        dense = dense || kind == TimelineLane::Producer || kind == TimelineLane::Consumer;
    }
    std::vector<quint32> flow;
    for (const TimelineGlyph &g : glyphs) {
        if (g.mark == Mark::Publish || g.mark == Mark::PublishRetry || g.mark == Mark::Delivery
            || g.mark == Mark::Redelivery)
            flow.push_back(g.record);
    }
    if (!dense && flow.size() <= std::size_t(kMaxFlowArrows))
        TimelineFlow(m_index, m_layout, historyOf(frame), glyphRadius() + 1).paintArrows(p, flow, false);
    paintGlyphs(p, glyphs);
}

void TimelinePainter::paintOverlay(QPainter &p, const TimelineFrame &frame, const TimelineLayerResult &layer) const
{
    if (m_index.isEmpty())
        return;
    p.save();
    p.setFont(m_font);
    p.setClipRect(frame.plot);
    p.setRenderHint(QPainter::Antialiasing, true);
    paintPlayhead(p, frame, layer.labels);
    paintSelection(p, frame);
    paintFollowCaption(p, layer.captionBox, layer.caption);
    if (frame.playhead != kNever) {
        // The playhead's pointer on the ruler.
        p.setClipRect(frame.ruler);
        const double x = m_layout.xForTime(double(frame.playhead));
        const double b = frame.ruler.bottom();
        p.setPen(Qt::NoPen);
        p.setBrush(m_palette.color(QPalette::Highlight));
        p.drawPolygon(QPolygonF({QPointF(x - 5, b - kPointerHeight), QPointF(x + 5, b - kPointerHeight), QPointF(x, b)}));
    }
    p.restore();
}

void TimelinePainter::paintLanes(QPainter &p, const TimelineFrame &frame) const
{
    const QColor alternate = m_palette.color(QPalette::AlternateBase);
    const QColor separator = withAlpha(m_palette.color(QPalette::Mid), 90);
    const QColor groupSeparator = withAlpha(m_palette.color(QPalette::Mid), 200);
    for (int row = firstVisibleRow(), last = lastVisibleRow(frame); row <= last; ++row) {
        const QRectF lane(frame.plot.left(), m_layout.rowTop(row), frame.plot.width(), m_layout.rowHeight());
        if (row % 2)
            p.fillRect(lane, alternate);
        // A firmer line where the kind of lane changes (producer | broker | consumers | store, cache).
        const bool groupEnd = row + 1 < m_index.rowCount() && m_index.lane(row).kind != m_index.lane(row + 1).kind;
        p.setPen(groupEnd ? groupSeparator : separator);
        p.drawLine(QPointF(lane.left(), lane.bottom()), QPointF(lane.right(), lane.bottom()));
    }
}

void TimelinePainter::paintGrid(QPainter &p, const TimelineFrame &frame) const
{
    SimTime step = 0;
    p.setPen(QPen(withAlpha(m_palette.color(QPalette::Mid), 50), 1));
    for (const Tick &tick : ticks(m_layout, &step))
        p.drawLine(QPointF(tick.x, frame.plot.top()), QPointF(tick.x, m_layout.rowsBottom()));
}

void TimelinePainter::paintGaps(QPainter &p, const TimelineFrame &frame) const
{
    for (const TimelineLayout::Segment &seg : m_layout.segments()) {
        if (!seg.gap)
            continue;
        const double x0 = m_layout.xForTime(seg.from);
        const double x1 = m_layout.xForTime(seg.to);
        if (x1 < frame.plot.left() || x0 > frame.plot.right())
            continue;
        TimelineStyle::drawGapBreak(p, QRectF(x0, frame.plot.top(), x1 - x0, m_layout.rowsBottom() - frame.plot.top()),
                                    m_palette);
    }
}

void TimelinePainter::paintSpans(QPainter &p, const TimelineFrame &frame) const
{
    const double from = m_layout.visibleFrom();
    const double to = m_layout.visibleTo();
    // Thousands of short crashes collapse to one rect per pixel run per lane.
    struct Pending
    {
        QRectF rect;
        QBrush brush;
    };
    std::vector<Pending> pending;
    const auto fill = [&](double x0, double x1, int row, const QBrush &brush) {
        const QRectF r(x0, m_layout.rowTop(row), qMax(2.0, x1 - x0), m_layout.rowHeight());
        for (Pending &pend : pending) {
            if (pend.brush == brush && qFuzzyCompare(pend.rect.top(), r.top())
                && r.left() <= pend.rect.right() + 1 && r.right() >= pend.rect.left() - 1) {
                pend.rect = pend.rect.united(r);
                return;
            }
        }
        pending.push_back({r, brush});
    };
    for (const TimelineSpan &span : m_index.spans()) {
        if (double(span.to) < from || double(span.from) > to)
            continue;
        const double x0 = qMax(frame.plot.left() - 2, m_layout.xForTime(double(span.from)));
        const double x1 = qMin(frame.plot.right() + 2, m_layout.xForTime(double(span.to)));
        for (int row = 0; row < m_index.rowCount(); ++row) {
            const TimelineLane::Kind kind = m_index.lane(row).kind;
            const bool consumer = kind == TimelineLane::Consumer;
            const bool concerned = span.row >= 0 ? row == span.row
                : span.kind == TimelineSpan::BrokerDown ? kind == TimelineLane::Broker
                                                         : consumer || kind == TimelineLane::Broker;
            if (concerned)
                fill(x0, x1, row, TimelineStyle::spanBrush(span.kind));
            else if (span.kind == TimelineSpan::StoreDown && consumer)
                fill(x0, x1, row, TimelineStyle::spanTint(span.kind));
        }
        if (pending.size() > 256) {
            for (const Pending &pend : pending)
                p.fillRect(pend.rect, pend.brush);
            pending.clear();
        }
    }
    for (const Pending &pend : pending)
        p.fillRect(pend.rect, pend.brush);
}

void TimelinePainter::paintLines(QPainter &p, const TimelineFrame &frame) const
{
    double lastX = -1e9;
    for (const TimelineLine &line : m_index.lines()) {
        const double x = m_layout.xForTime(double(line.time));
        if (x < frame.plot.left() - 2 || x > frame.plot.right() + 2 || std::abs(x - lastX) < 1)
            continue;
        lastX = x;
        p.setPen(TimelineStyle::linePen(line.mark));
        p.drawLine(QPointF(x, frame.plot.top()), QPointF(x, m_layout.rowsBottom()));
    }
}

void TimelinePainter::paintBins(QPainter &p, const std::vector<TimelineBin> &bins) const
{
    if (bins.empty())
        return;
    std::vector<quint32> rowMax(std::size_t(m_index.rowCount()), 1);
    for (const TimelineBin &b : bins)
        rowMax[std::size_t(b.row)] = qMax(rowMax[std::size_t(b.row)], b.count);
    // Opaque colours (pre-blended with the lane's background) and whole-pixel
    // rects, one drawRects per colour: QPainter's fastest fill path.
    const QColor backgrounds[2] = {m_palette.color(QPalette::Base), m_palette.color(QPalette::AlternateBase)};
    const auto blend = [](const QColor &over, const QColor &under) {
        const qreal a = over.alphaF();
        return QColor::fromRgbF(over.redF() * a + under.redF() * (1 - a), over.greenF() * a + under.greenF() * (1 - a),
                                over.blueF() * a + under.blueF() * (1 - a));
    };
    std::array<std::array<QVector<QRect>, kMarkCount>, 2> groups;
    const double full = m_layout.rowHeight() * 0.72;
    const int width = int(TimelineBinner::kBinWidth) - 1;
    for (const TimelineBin &b : bins) {
        const double level = std::log1p(double(b.count)) / std::log1p(double(rowMax[std::size_t(b.row)]));
        const int h = qMax(2, int(std::lround(full * (0.25 + 0.75 * level))));
        const Mark colour = b.activity != Mark::None ? b.activity : b.top;
        groups[std::size_t(b.row % 2)][std::size_t(colour)].append(
            QRect(int(std::lround(b.x0)) + 1, int(std::lround(m_layout.rowCenter(b.row) - h / 2.0)), width, h));
    }
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    for (std::size_t parity = 0; parity < 2; ++parity) {
        for (int m = 0; m < kMarkCount; ++m) {
            const QVector<QRect> &rects = groups[parity][std::size_t(m)];
            if (rects.isEmpty())
                continue;
            p.setBrush(blend(TimelineStyle::densityColor(Mark(m)), backgrounds[parity]));
            p.drawRects(rects);
        }
    }
    p.restore();
}

void TimelinePainter::paintGlyphs(QPainter &p, std::vector<TimelineGlyph> &glyphs) const
{
    // Severe marks last, so they end up on top.
    std::stable_sort(glyphs.begin(), glyphs.end(),
                     [](const TimelineGlyph &a, const TimelineGlyph &b) { return a.mark < b.mark; });
    const qreal r = glyphRadius();
    // Lanes alternate Base and AlternateBase: marks are coloured for the
    // one closer to them (on a dark palette, the lighter).
    const QColor base = m_palette.color(QPalette::Base);
    const QColor alternate = m_palette.color(QPalette::AlternateBase);
    const QColor background = base.lightnessF() < 0.5 && alternate.lightnessF() > base.lightnessF() ? alternate : base;
    for (const TimelineGlyph &g : glyphs) {
        const QPointF c(g.x, m_layout.rowCenter(g.row));
        if (m_glyphs)
            m_glyphs->draw(p, g.mark, c, r, background);
        else
            TimelineStyle::drawGlyph(p, g.mark, c, r, background);
    }
}

void TimelinePainter::paintFollowed(QPainter &p, const TimelineFrame &frame) const
{
    const quint32 *begin = m_index.messageBegin(frame.followed);
    if (!begin)
        return;
    const QRectF lanes(frame.plot.left(), frame.plot.top(), frame.plot.width(),
                       qMin(frame.plot.bottom(), m_layout.rowsBottom()) - frame.plot.top());
    p.fillRect(lanes, withAlpha(m_palette.color(QPalette::Base), 190));
    TimelineFlow(m_index, m_layout, historyOf(frame), glyphRadius() + 1).paintMessage(p, frame.followed);
    std::vector<TimelineGlyph> glyphs;
    for (const quint32 *it = begin, *end = m_index.messageEnd(frame.followed); it != end; ++it) {
        const Mark mark = TimelineMarks::markOf(m_index.trace()->at(*it));
        if (mark == Mark::None)
            continue;
        const int row = m_index.rowOfRecord(int(*it));
        glyphs.push_back({m_layout.xForTime(double(m_index.timeOf(*it))), row, mark, *it});
    }
    paintGlyphs(p, glyphs);
}

QRectF TimelinePainter::followCaptionRect(const TimelineFrame &frame, QString *caption) const
{
    if (!m_index.messageBegin(frame.followed))
        return {};
    *caption = TimelineStyle::bidiSafe(tr("Following %1 (Esc stops)").arg(Scenario::businessKey(frame.followed)));
    const QFontMetricsF fm(m_font);
    const QSizeF size(fm.horizontalAdvance(*caption) + 16, fm.height() + 6);
    const double x = frame.rightToLeft ? frame.plot.left() + 8 : frame.plot.right() - size.width() - 8;
    return QRectF(QPointF(x, frame.plot.top() + 6), size);
}

void TimelinePainter::paintFollowCaption(QPainter &p, const QRectF &box, const QString &caption) const
{
    if (box.isNull())
        return;
    p.setPen(QPen(m_palette.color(QPalette::Highlight), 1));
    p.setBrush(withAlpha(m_palette.color(QPalette::Base), 235));
    p.drawRoundedRect(box, 4, 4);
    p.setPen(m_palette.color(QPalette::Text));
    p.drawText(box, Qt::AlignCenter, caption);
}

QRegion TimelinePainter::dimmedRegion(const TimelineFrame &frame, const std::vector<TimelineLabel> &labels) const
{
    // What has not happened yet is dimmed, not hidden; a mark at the
    // playhead has happened and stays whole, and at the end of the run
    // nothing is left to dim (the last duplicate sits right there).
    if (frame.playhead == kNever || frame.playhead >= m_index.endTime() || m_index.isEmpty())
        return {};
    const double dimFrom = m_layout.xForTime(double(frame.playhead)) + glyphRadius() + 1;
    const int bottom = int(std::lround(qMin(frame.plot.bottom(), m_layout.rowsBottom())));
    const QRect lanes(QPoint(int(std::lround(frame.plot.left())), int(frame.plot.top())),
                      QPoint(int(frame.plot.right()), bottom));
    QRegion dimmed;
    if (dimFrom < frame.plot.right())
        dimmed = QRegion(lanes.adjusted(qMax(0, int(std::lround(dimFrom)) - lanes.left()), 0, 0, 0));
    // A label belongs wholly to its moment: words that cross the playhead
    // are dimmed all or not at all, by that moment.
    for (const TimelineLabel &l : labels) {
        if (l.at == kNever)
            continue;
        const QRect box = l.rect.toAlignedRect();
        if (l.at > frame.playhead)
            dimmed += box & lanes;
        else
            dimmed -= box;
    }
    return dimmed;
}

void TimelinePainter::paintPlayhead(QPainter &p, const TimelineFrame &frame,
                                    const std::vector<TimelineLabel> &labels) const
{
    if (frame.playhead == kNever)
        return;
    const double x = m_layout.xForTime(double(frame.playhead));
    const QRegion dimmed = dimmedRegion(frame, labels);
    if (!dimmed.isEmpty()) {
        const QColor veil = withAlpha(m_palette.color(QPalette::Base), 165);
        for (const QRect &r : dimmed)
            p.fillRect(r, veil);
    }
    if (x >= frame.plot.left() && x <= frame.plot.right()) {
        p.setPen(QPen(m_palette.color(QPalette::Highlight), 2));
        p.drawLine(QPointF(x, frame.plot.top()), QPointF(x, frame.plot.bottom()));
    }
}

void TimelinePainter::paintSelection(QPainter &p, const TimelineFrame &frame) const
{
    const int row = m_index.rowOfRecord(frame.selected);
    if (row < 0)
        return;
    const QPointF c(m_layout.xForTime(double(m_index.timeOf(quint32(frame.selected)))), m_layout.rowCenter(row));
    const qreal r = glyphRadius() + 5;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(withAlpha(m_palette.color(QPalette::Base), 220), 5));
    p.drawEllipse(c, r, r);
    p.setPen(QPen(m_palette.color(QPalette::Highlight), 2.2));
    p.drawEllipse(c, r, r);
}

void TimelinePainter::paintRuler(QPainter &p, const TimelineFrame &frame, std::vector<TimelineLabel> *painted) const
{
    const QRectF bar(frame.widget.left(), frame.ruler.top(), frame.widget.width(), frame.ruler.height());
    p.fillRect(bar, m_palette.color(QPalette::Window));
    p.setPen(m_palette.color(QPalette::Mid));
    p.drawLine(bar.bottomLeft(), bar.bottomRight());
    // Keyboard focus: the ruler's edge takes the highlight colour.
    if (frame.focused)
        p.fillRect(QRectF(frame.ruler.left(), bar.bottom() - 1, frame.ruler.width(), 2),
                   m_palette.color(QPalette::Highlight));
    p.save();
    p.setClipRect(frame.ruler);
    const QFont small = TimelineStyle::scaledFont(m_font, 0.85);
    p.setFont(small);
    const QFontMetricsF fm(small);
    const QColor text = m_palette.color(QPalette::WindowText);

    const std::vector<GapPill> pills = paintGapLengths(p, frame, fm, painted);
    SimTime step = 0;
    const std::vector<Tick> regular = ticks(m_layout, &step);
    // Both sides of every cut get their time, so a reader always knows
    // where the axis jumps from and to.
    AxisWords axis;
    for (const GapPill &pill : pills)
        axis.taken.push_back(pill.box);
    paintGapEdges(p, frame, fm, pills, step, axis, painted);
    double lastRight = -1e9;
    for (const Tick &tick : regular) {
        p.setPen(withAlpha(text, 160));
        p.drawLine(QPointF(tick.x, frame.ruler.bottom() - 5), QPointF(tick.x, frame.ruler.bottom()));
        const QString label = TimelineRuler::tickLabel(tick.t, step, m_locale);
        const double w = fm.horizontalAdvance(label);
        const double left = tick.x - w / 2;
        const QRectF box(left - 4, frame.ruler.top(), w + 8, frame.ruler.height());
        // A label the ruler's edge would cut is left out, not cut.
        if (left < lastRight + 8 || left < frame.ruler.left() || left + w > frame.ruler.right() || axis.covers(box)
            || !axis.inOrder(tick.x, tick.t, label))
            continue;
        p.setPen(text);
        p.drawText(QPointF(left, axisBaseline(frame.ruler, fm)), label);
        lastRight = left + w;
        if (painted)
            painted->push_back({TimelineLabel::Tick, QRectF(left, frame.ruler.top(), w, frame.ruler.height()), label,
                                false, kNever, text, -1});
    }
    p.restore();
}

bool TimelinePainter::AxisWords::covers(const QRectF &box) const
{
    return std::any_of(taken.begin(), taken.end(), [&box](const QRectF &r) { return r.intersects(box); });
}

// The axis reads in time order: a time is written once (the end of one cut
// is often the start of the next) and never left of an earlier one.
bool TimelinePainter::AxisWords::inOrder(double x, SimTime t, const QString &text) const
{
    return std::none_of(written.begin(), written.end(), [&](const Written &w) {
        return w.text == text || (w.x <= x && w.t >= t) || (w.x >= x && w.t <= t);
    });
}

// Each cut's pill with the cut it names: a pill that gives way to its
// neighbour must not hand its edge times to the next cut's pill.
std::vector<TimelinePainter::GapPill> TimelinePainter::paintGapLengths(QPainter &p, const TimelineFrame &frame,
                                                                       const QFontMetricsF &fm,
                                                                       std::vector<TimelineLabel> *painted) const
{
    std::vector<GapPill> pills;
    for (const TimelineLayout::Segment &seg : m_layout.segments()) {
        if (!seg.gap)
            continue;
        const double x0 = m_layout.xForTime(seg.from);
        const double x1 = m_layout.xForTime(seg.to);
        if (x1 < frame.ruler.left() || x0 > frame.ruler.right())
            continue;
        // The ruler names how long the squeezed wait was, in a pill over it.
        QColor hatch = m_palette.color(QPalette::Mid);
        hatch.setAlpha(70);
        p.fillRect(QRectF(x0, frame.ruler.top(), x1 - x0, frame.ruler.height()), QBrush(hatch, Qt::BDiagPattern));
        const SimTime length = SimTime(seg.to - seg.from + 2 * TimelineLayout::kGapMargin / m_layout.scale());
        const QString label = TimelineRuler::formatDuration(length, m_locale);
        const QSizeF size(fm.horizontalAdvance(label) + 10, fm.height() + 2);
        const QRectF pill(QPointF((x0 + x1) / 2 - size.width() / 2, frame.ruler.top() + 3), size);
        // Two cuts close together: the second one's length gives way.
        if (std::any_of(pills.begin(), pills.end(), [&pill](const GapPill &o) { return o.box.intersects(pill); })
            || pill.left() < frame.ruler.left() || pill.right() > frame.ruler.right())
            continue;
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QPen(m_palette.color(QPalette::Mid), 1));
        p.setBrush(m_palette.color(QPalette::Base));
        p.drawRoundedRect(pill, size.height() / 2, size.height() / 2);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(m_palette.color(QPalette::WindowText));
        p.drawText(pill, Qt::AlignCenter, label);
        pills.push_back({pill, &seg});
        if (painted)
            painted->push_back({TimelineLabel::GapLength, pill, label, false, kNever,
                                m_palette.color(QPalette::WindowText), -1});
    }
    return pills;
}

void TimelinePainter::paintGapEdges(QPainter &p, const TimelineFrame &frame, const QFontMetricsF &fm,
                                    const std::vector<GapPill> &pills, SimTime step, AxisWords &axis,
                                    std::vector<TimelineLabel> *painted) const
{
    const QColor text = m_palette.color(QPalette::WindowText);
    const SimTime fine = qMax<SimTime>(1, step / 10);
    for (const GapPill &pill : pills) {
        const double margin = TimelineLayout::kGapMargin / m_layout.scale();
        const SimTime from = SimTime(pill.cut->from - margin);
        const SimTime to = SimTime(pill.cut->to + margin);
        const QString before = TimelineRuler::tickLabel(from, fine, m_locale);
        const QString after = TimelineRuler::tickLabel(to, fine, m_locale);
        const double wb = fm.horizontalAdvance(before);
        const double wa = fm.horizontalAdvance(after);
        const QRectF left(pill.box.left() - wb - 6, frame.ruler.top(), wb + 4, frame.ruler.height());
        const QRectF right(pill.box.right() + 2, frame.ruler.top(), wa + 4, frame.ruler.height());
        p.setPen(text);
        for (const auto &[box, label, t] : {std::make_tuple(left, before, from), std::make_tuple(right, after, to)}) {
            if (axis.covers(box) || box.left() < frame.ruler.left() || box.right() > frame.ruler.right()
                || !axis.inOrder(box.center().x(), t, label))
                continue;
            p.drawText(QPointF(box.left() + 2, axisBaseline(frame.ruler, fm)), label);
            axis.taken.push_back(box);
            axis.written.push_back({box.center().x(), t, label});
            if (painted)
                painted->push_back({TimelineLabel::GapEdge, box, label, false, kNever, text, -1});
        }
    }
}

void TimelinePainter::paintLabels(QPainter &p, const TimelineFrame &frame, std::vector<TimelineLabel> *painted) const
{
    p.fillRect(frame.labels, m_palette.color(QPalette::Window));
    const double edge = frame.rightToLeft ? frame.labels.left() : frame.labels.right();
    p.setPen(m_palette.color(QPalette::Mid));
    p.drawLine(QPointF(edge, frame.labels.top()), QPointF(edge, frame.labels.bottom()));
    p.save();
    p.setClipRect(QRectF(frame.labels.left(), frame.plot.top(), frame.labels.width(), frame.plot.height()));
    p.setLayoutDirection(frame.rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
    const QFontMetricsF fm(m_font);
    // The smaller font a name wider than the column is set in, measured once a frame.
    const QFont smaller = TimelineStyle::scaledFont(m_font, 0.85);
    const QFontMetricsF smallerMetrics(smaller);
    const Qt::Alignment align = Qt::AlignVCenter | (frame.rightToLeft ? Qt::AlignRight : Qt::AlignLeft);
    const double lanesTop = qMax(frame.plot.top(), m_layout.rowsTop());
    const double lanesBottom = qMin(frame.plot.bottom(), m_layout.rowsBottom());
    for (int row = firstVisibleRow(), last = lastVisibleRow(frame); row <= last; ++row) {
        const double rowBottom = m_layout.rowTop(row) + m_layout.rowHeight();
        const bool groupEnd = row + 1 < m_index.rowCount() && m_index.lane(row).kind != m_index.lane(row + 1).kind;
        p.setPen(withAlpha(m_palette.color(QPalette::Mid), groupEnd ? 200 : 90));
        p.drawLine(QPointF(frame.labels.left(), rowBottom), QPointF(frame.labels.right(), rowBottom));
        // A lane scrolled half out of view keeps its name in the part still
        // shown, or shows none rather than half of one.
        const double top = qMax(m_layout.rowTop(row), lanesTop);
        const QRectF box(frame.labels.left() + 10, top, frame.labels.width() - 20, qMin(rowBottom, lanesBottom) - top);
        if (box.height() < smallerMetrics.height())
            continue;
        p.setPen(m_palette.color(QPalette::WindowText));
        const QString label = TimelineText::laneLabel(m_index.lane(row), m_locale);
        // A name wider than the column is set smaller, then on two lines,
        // and only cut short when even that does not fit.
        const QFont *font = &m_font;
        const QFontMetricsF *metrics = &fm;
        int flags = int(align);
        QString shown = label;
        QRectF used(box.topLeft(), QSizeF(fm.horizontalAdvance(label), fm.height()));
        if (used.width() > box.width() || used.height() > box.height()) {
            font = &smaller;
            metrics = &smallerMetrics;
            used.setSize(QSizeF(metrics->horizontalAdvance(label), metrics->height()));
        }
        if (used.width() > box.width()) {
            const QRectF two = metrics->boundingRect(box, flags | Qt::TextWordWrap, label);
            if (two.height() <= box.height() && two.width() <= box.width()) {
                flags |= Qt::TextWordWrap;
                used = two;
            } else {
                shown = metrics->elidedText(label, Qt::ElideRight, box.width());
                used.setSize(QSizeF(metrics->horizontalAdvance(shown), metrics->height()));
            }
        }
        p.setFont(*font);
        p.drawText(box, flags, shown);
        if (painted) {
            const double x = frame.rightToLeft ? box.right() - used.width() : box.left();
            painted->push_back({TimelineLabel::Lane,
                                QRectF(QPointF(x, box.center().y() - used.height() / 2), used.size()), shown,
                                shown != label, kNever, m_palette.color(QPalette::WindowText), -1});
        }
    }
    p.setFont(m_font);
    p.restore();
}

void TimelinePainter::paintEmpty(QPainter &p, const TimelineFrame &frame) const
{
    p.fillRect(frame.ruler.united(frame.labels).united(QRectF(frame.widget.left(), frame.ruler.top(),
                                                              frame.widget.width(), frame.ruler.height())),
               m_palette.color(QPalette::Window));
    p.fillRect(frame.labels, m_palette.color(QPalette::Window));
    p.setPen(m_palette.color(QPalette::PlaceholderText));
    p.drawText(frame.plot, Qt::AlignCenter | Qt::TextWordWrap,
               tr("No run to show yet. Run a scenario to draw its timeline."));
}

} // namespace idem::ui
