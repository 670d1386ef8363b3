#include "reportfigures.h"

#include "consumer/strategytraits.h"
#include "strategypalette.h"
#include "report/reportmodel.h"
#include "reportcharts.h"
#include "reportphrases.h"
#include "scenario/brokerprofile.h"
#include "sweepparameter.h"
#include "timeline/timelinegaprule.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelinepainter.h"
#include "timeline/timelinestyle.h"
#include "timeline/timelinetext.h"
#include "uiformat.h"

#include <QBuffer>
#include <QMutex>
#include <QSet>
#include <QThread>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>

namespace idem::ui {

namespace {
constexpr double kRowHeight = 26;
constexpr double kDrawingRowHeight = 46; // worksheet lanes leave room to draw
constexpr double kLabelWidth = 120;
constexpr qsizetype kMaxCurvePoints = 2000;
constexpr qsizetype kMaxRecordsWithCauses = 20000;
// Right to left, the lane names take the right edge and the plot starts at
// the figure's left one: this strip before time 0 holds the first tick's
// label ("۰٫۰ ثانیه" is wider than the plot's own padding), as the lane
// names' column does left to right.
constexpr double kRtlRulerEdge = 16;

QPalette paperPalette()
{
    // Reports are printed: black on white whatever the desktop theme.
    QPalette p(QColor(236, 236, 236), Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::AlternateBase, QColor(246, 246, 246));
    return p;
}

// Figures are drawn in their own pixel units and scaled to the page, so
// their font is sized in pixels, not points.
QFont figureFont()
{
    QFont f = QGuiApplication::font();
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans"), QStringLiteral("sans-serif")});
    f.setPointSizeF(9); // 12 px on the 96 dpi SVG and PDF devices
    return f;
}

bool rightToLeft()
{
    return QLocale().textDirection() == Qt::RightToLeft;
}

bool hasRightToLeftLetter(QStringView text)
{
    for (const QChar c : text) {
        const QChar::Direction d = c.direction();
        if (d == QChar::DirR || d == QChar::DirAL)
            return true;
    }
    return false;
}

// Brackets and spaces only: no letter, no digit that fixes its direction.
bool isMirroredPunctuation(QStringView text)
{
    bool mirrored = false;
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            return false;
        mirrored = mirrored || c.hasMirrored();
    }
    return mirrored;
}

// Punctuation and spaces only, with something besides a space to place.
bool isPunctuationRun(QStringView text)
{
    bool mark = false;
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            return false;
        mark = mark || (!c.isSpace() && c.category() != QChar::Other_Format);
    }
    return mark;
}

// A <text>'s line: the group it is drawn in and its baseline attribute.
QByteArray lineKey(const QByteArray &svg, qsizetype open, const QByteArray &tag)
{
    const qsizetype group = svg.lastIndexOf("<g ", open);
    const qsizetype y = tag.indexOf(" y=\"");
    const qsizetype yEnd = y < 0 ? -1 : tag.indexOf('"', y + 4);
    return QByteArray::number(group) + ':' + (yEnd < 0 ? QByteArray() : tag.mid(y + 4, yEnd - y - 4));
}

// QPainter hands QSvgGenerator one <text> per run, already in visual order
// and placed by its left edge. A browser lays each run out again in the
// SVG's left-to-right direction, which moves a Persian run's edge spaces to
// the wrong side ("۲۹٫۲ثانیه", "صفbroker"). A right-to-left run anchored at
// its end — its left edge in that direction — sits where Qt put it. A chart
// is painted right to left throughout in Persian, so a run of brackets and
// spaces alone is one Qt mirrored: left to right, the browser drew
// "cache مشترک (شبیه Redis(" and "(ظرفیت cache (مدخل". In a right-to-left
// report a run of punctuation alone on a line with Persian words is one Qt
// laid out right to left too: left to right, the browser put the colon of
// "Inbox: اول claim" and the comma of "order-4 handler، کند" against the
// Persian word instead of after the Latin one.
QByteArray rightToLeftRuns(const QByteArray &svg, bool rightToLeftReport, bool rightToLeftChart)
{
    QSet<QByteArray> persianLines;
    if (rightToLeftReport) {
        for (qsizetype at = 0;;) {
            const qsizetype open = svg.indexOf("<text ", at);
            const qsizetype tagEnd = open < 0 ? -1 : svg.indexOf('>', open);
            const qsizetype close = tagEnd < 0 ? -1 : svg.indexOf("</text>", tagEnd);
            if (close < 0)
                break;
            if (hasRightToLeftLetter(QString::fromUtf8(svg.mid(tagEnd + 1, close - tagEnd - 1))))
                persianLines.insert(lineKey(svg, open, svg.mid(open, tagEnd - open)));
            at = close;
        }
    }
    QByteArray out;
    out.reserve(svg.size() + svg.size() / 16);
    qsizetype at = 0;
    while (true) {
        const qsizetype open = svg.indexOf("<text ", at);
        const qsizetype tagEnd = open < 0 ? -1 : svg.indexOf('>', open);
        const qsizetype close = tagEnd < 0 ? -1 : svg.indexOf("</text>", tagEnd);
        if (close < 0)
            break;
        out.append(svg.constData() + at, open - at);
        const QByteArray content = svg.mid(tagEnd + 1, close - tagEnd - 1);
        QByteArray tag = svg.mid(open, tagEnd - open);
        const QString text = QString::fromUtf8(content);
        if (hasRightToLeftLetter(text) || (rightToLeftChart && isMirroredPunctuation(text))
            || (isPunctuationRun(text) && persianLines.contains(lineKey(svg, open, tag))))
            tag.append(" direction=\"rtl\" text-anchor=\"end\"");
        out.append(tag).append('>').append(content);
        at = close;
    }
    out.append(svg.constData() + at, svg.size() - at);
    return out;
}

int partitionsOf(const Scenario &s)
{
    const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
    return profile && profile->partitioned ? s.broker.partitions : 1;
}
} // namespace

namespace {
// The legend's entries per language: the names come from the window's
// legend (a widget, so read on the GUI thread); the report lays them out and
// paints them itself, straight into the SVG or PDF, on any thread. Painted
// straight, a Persian name keeps its spaces: a QPicture replays each run of
// a line left to right on its own, which moved the space out of
// "ورود به صفِ broker" to the far end of the Persian run.
using LegendEntries = QVector<TimelineLegend::Entry>;
QMutex legendMutex;
std::map<QString, LegendEntries> legendEntries;

const LegendEntries *entriesOfLanguage()
{
    QMutexLocker lock(&legendMutex);
    auto it = legendEntries.find(QLocale().name());
    if (it != legendEntries.end())
        return &it->second;
    lock.unlock();
    if (QThread::currentThread() != QCoreApplication::instance()->thread())
        return nullptr;
    ReportFigures::prepareLegend();
    lock.relock();
    it = legendEntries.find(QLocale().name());
    return it == legendEntries.end() ? nullptr : &it->second;
}

constexpr double kLegendMargin = 4;
constexpr double kSampleWidth = 30;
constexpr double kSampleSpacing = 5;
constexpr double kEntryGap = 14;

struct LegendItem
{
    const TimelineLegend::Entry *entry = nullptr;
    QRectF sample;
    QRectF text;
};

// Row-major flow, like the window's strip: entries read like a line of text
// and wrap; from the right in a right-to-left report.
std::vector<LegendItem> legendLayout(const std::vector<const TimelineLegend::Entry *> &shown, double width)
{
    const QFontMetricsF fm(figureFont());
    const double row = qMax(fm.height(), 16.0) + 6;
    const bool rtl = rightToLeft();
    std::vector<LegendItem> out;
    double x = kLegendMargin;
    double y = kLegendMargin;
    for (const TimelineLegend::Entry *e : shown) {
        const double textWidth = std::ceil(fm.horizontalAdvance(e->name)) + 2;
        const double w = kSampleWidth + kSampleSpacing + textWidth;
        if (x > kLegendMargin && x + w > width - kLegendMargin) {
            x = kLegendMargin;
            y += row;
        }
        const double left = rtl ? width - x - w : x;
        LegendItem item;
        item.entry = e;
        item.sample = QRectF(rtl ? left + w - kSampleWidth : left, y + 2, kSampleWidth, row - 4);
        item.text = QRectF(rtl ? left : left + kSampleWidth + kSampleSpacing, y, textWidth, row);
        out.push_back(item);
        x += w + kEntryGap;
    }
    return out;
}

// What a student may draw on an empty frame of the scenario's lanes: the
// marks of the events its settings can produce, none of the answer key's
// (cause arrows, bars, offsets, the picture's own devices).
bool studentMayDraw(const TimelineLegend::Entry &e, const Scenario &s)
{
    using Sample = TimelineLegend::Sample;
    const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
    const bool kafka = profile && profile->partitioned;
    const StrategyTraits *traits = StrategyTraits::find(s.strategy.id);
    const FaultSettings &f = s.faults;
    const auto scheduled = [&f](std::initializer_list<ScheduleKind> kinds) {
        for (const ScheduledFault &x : f.schedule) {
            if (std::find(kinds.begin(), kinds.end(), x.kind) != kinds.end())
                return true;
        }
        return false;
    };
    const bool crash = f.consumerCrash.probability > 0 || scheduled({ScheduleKind::ConsumerCrash});
    const bool publishFaults = f.publishAckLost > 0 || f.publishLost > 0
        || scheduled({ScheduleKind::PublishAckLost, ScheduleKind::PublishLost});
    const bool storeDown = scheduled({ScheduleKind::StoreUnavailable});
    const bool restart = scheduled({ScheduleKind::BrokerRestart});
    const bool lostAck = f.ackLost > 0 || f.publishAckLost > 0
        || scheduled({ScheduleKind::AckLost, ScheduleKind::PublishAckLost, ScheduleKind::ConnectionLost});
    const bool dedups = traits && (traits->checksCache() || traits->checksInbox() || traits->insertsInboxWithEffect()
                                   || traits->commitsInboxSeparately());
    const bool cache = traits && traits->checksCache();
    // A message is dead-lettered after maxDeliveries deliveries: only a fault
    // that can strike again and again gets it there (or as many scheduled).
    const bool recurring = f.ackLost > 0 || f.consumerCrash.probability > 0
        || f.schedule.size() + 1 >= qsizetype(qMax(1, s.broker.maxDeliveries));
    switch (e.sample) {
    case Sample::Glyph:
        switch (e.mark) {
        case Mark::Publish:
        case Mark::Enqueued:
        case Mark::Delivery:
        case Mark::Redelivery:
        case Mark::Processed:
        case Mark::DuplicateEffect:
        case Mark::Commit: return true;
        case Mark::PublishRetry:
        case Mark::PublishLost:
        case Mark::BrokerDeduped: return publishFaults;
        case Mark::Skipped: return dedups;
        case Mark::CacheHit: return cache;
        case Mark::CacheFlush: return cache && scheduled({ScheduleKind::CacheFlush});
        case Mark::Crash: return crash;
        case Mark::LostAck: return lostAck;
        case Mark::DeadLettered: return !kafka && s.broker.maxDeliveries > 0 && recurring;
        case Mark::StoreFailed:
        case Mark::StoreOutage: return storeDown;
        case Mark::Rollback: return crash || storeDown || (traits && traits->checksInbox());
        case Mark::BrokerRestart: return restart;
        case Mark::Rebalance: return kafka;
        case Mark::CommitFailed: return kafka; // a member removed mid-round commits too late
        case Mark::RecordsSkipped: return kafka && s.consumers.autoOffsetReset == OffsetReset::Latest;
        case Mark::Step:
        case Mark::None:
        case Mark::Count: return false;
        }
        return false;
    case Sample::Band: return e.band == TimelineSpan::BrokerDown && restart;
    case Sample::Offline:
        return crash || scheduled({ScheduleKind::ConsumerJoin, ScheduleKind::ConsumerLeave});
    default: return false;
    }
}
} // namespace

void ReportFigures::prepareLegend()
{
    TimelineLegend legend;
    QMutexLocker lock(&legendMutex);
    legendEntries[QLocale().name()] = legend.entries();
}

ReportFigures::ReportFigures() = default;
ReportFigures::~ReportFigures() = default;

struct ReportFigures::RunPicture
{
    TimelineIndex index;
    TimelineCauses causes;
    bool withCauses = false;
    std::vector<TimelineGap> gaps;
};

const ReportFigures::RunPicture &ReportFigures::pictureOf(const RunResult &run)
{
    std::unique_ptr<RunPicture> &slot = m_pictures[&run];
    if (!slot) {
        slot = std::make_unique<RunPicture>();
        slot->index.build(run.trace, run.scenario.consumers.count, partitionsOf(run.scenario));
        // The window's bars and cause arrows — why each message came again —
        // for a run small enough that drawing them keeps the report small.
        slot->withCauses = run.trace.size() <= kMaxRecordsWithCauses;
        // The window's rule for squeezing time, which needs the causes
        // (no cut crosses a bar or an arrow) even where they are not drawn.
        const bool compresses = TimelineGapRule::compressesByDefault(slot->index);
        if (slot->withCauses || compresses)
            slot->causes.build(slot->index, run.scenario, run.analysis);
        if (compresses)
            slot->gaps = TimelineGapRule::honestGaps(slot->index, slot->causes);
    }
    return *slot;
}

const std::vector<TimelineGap> &ReportFigures::squeezedGaps(const RunResult &run)
{
    return pictureOf(run).gaps;
}

bool ReportFigures::interestingRange(const RunResult &run, SimTime *from, SimTime *to)
{
    const auto &records = run.trace.records();
    if (records.empty())
        return false;
    const SimTime start = records.front().time();
    const SimTime end = records.back().time();
    const SimTime length = qMax<SimTime>(1, end - start);
    SimTime lo = kNever, hi = 0;
    // The story of one message: the first that took effect twice, or else
    // the first delivered twice (a valid run: how its duplicate was caught).
    quint32 key = kNoMessage;
    if (!run.violations.isEmpty()) {
        key = quint32(run.violations.first().logical);
    } else {
        for (const TraceRecord &r : records) {
            if (r.kind() == TraceKind::HandleStart && r.number() > 1) {
                key = r.message;
                break;
            }
        }
    }
    if (key != kNoMessage) {
        for (const TraceRecord &r : records) {
            if (r.message != key)
                continue;
            lo = qMin(lo, r.time());
            hi = qMax(hi, r.time());
        }
    } else {
        for (const TraceRecord &r : records) {
            const Mark m = TimelineMarks::markOf(r);
            if (TimelineMarks::isNotable(m) && m != Mark::BrokerDeduped) {
                lo = r.time();
                hi = r.time() + qMax<SimTime>(2000000, length / 20);
                break;
            }
        }
    }
    if (lo == kNever)
        return false;
    const SimTime pad = qMax<SimTime>(200000, (hi - lo) / 6);
    *from = qMax(start, lo - pad);
    *to = qMin(end, hi + pad);
    return double(*to - *from) < 0.7 * double(length);
}

double ReportFigures::height(const ReportFigure &f)
{
    const QFontMetricsF fm(figureFont());
    switch (f.kind) {
    case ReportFigure::Timeline:
    case ReportFigure::EmptyTimeline: {
        const int rows = pictureOf(*f.run).index.rowCount();
        const double row = f.kind == ReportFigure::Timeline ? kRowHeight : kDrawingRowHeight;
        return std::ceil(fm.height()) + 14 + rows * row + 2;
    }
    case ReportFigure::Legend: {
        const std::vector<LegendItem> items = legendLayout(legendShown(f), f.width);
        return items.empty() ? 1 : items.back().text.bottom() + kLegendMargin;
    }
    default: break;
    }
    return f.height;
}

void ReportFigures::paint(QPainter &p, const QRectF &rect, const ReportFigure &figure)
{
    const double h = height(figure);
    p.save();
    p.translate(rect.topLeft());
    p.scale(rect.width() / figure.width, rect.height() / h);
    const QRectF box(0, 0, figure.width, h);
    p.setFont(figureFont());
    switch (figure.kind) {
    case ReportFigure::Timeline: paintTimeline(p, box, figure); break;
    case ReportFigure::EmptyTimeline: paintEmptyTimeline(p, box, figure); break;
    case ReportFigure::Legend: paintLegend(p, box, figure); break;
    case ReportFigure::OutcomeBars: paintOutcomes(p, box, figure); break;
    case ReportFigure::DuplicateCurves: paintDuplicateCurves(p, box, figure); break;
    case ReportFigure::SweepLines: paintSweep(p, box, figure); break;
    }
    p.restore();
}

QByteArray ReportFigures::svg(const ReportFigure &figure)
{
    const double h = height(figure);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(int(figure.width), int(h)));
        generator.setViewBox(QRectF(0, 0, figure.width, h));
        generator.setResolution(96);
        generator.setTitle(figure.caption);
        QPainter p(&generator);
        paint(p, QRectF(0, 0, figure.width, h), figure);
    }
    QByteArray out = buffer.data();
    const int svgStart = out.indexOf("<svg");
    if (svgStart > 0)
        out.remove(0, svgStart);
    const bool chart = figure.kind == ReportFigure::OutcomeBars || figure.kind == ReportFigure::DuplicateCurves
                       || figure.kind == ReportFigure::SweepLines;
    return rightToLeftRuns(out, rightToLeft(), chart && rightToLeft());
}

namespace {
// The plot, ruler and lane names of a report timeline in `box`; the caller
// sets the layout's time range first and fits it after.
TimelineFrame placeTimeline(TimelineLayout &layout, const QRectF &box, double ruler, double rowHeight, int rows)
{
    const bool rtl = rightToLeft();
    const double edge = rtl ? kRtlRulerEdge : 0;
    layout.setPlotArea(rtl ? edge : kLabelWidth, box.width() - kLabelWidth - edge);
    layout.setRows(ruler, rowHeight, rows, box.height() - ruler);
    TimelineFrame frame;
    frame.widget = box;
    frame.rightToLeft = rtl;
    frame.labels = QRectF(rtl ? box.width() - kLabelWidth : 0, 0, kLabelWidth, box.height());
    frame.ruler = QRectF(layout.plotLeft() - edge, 0, layout.plotWidth() + edge, ruler);
    frame.plot = QRectF(layout.plotLeft() - edge, ruler, layout.plotWidth() + edge, box.height() - ruler);
    return frame;
}

void frameOutline(QPainter &p, const QRectF &box)
{
    p.setPen(QPen(Qt::black, 0.8));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box.adjusted(0.4, 0.4, -0.4, -0.4));
}
} // namespace

void ReportFigures::paintTimeline(QPainter &p, const QRectF &box, const ReportFigure &f)
{
    const RunPicture &picture = pictureOf(*f.run);
    const QFontMetricsF fm(p.font());
    const double ruler = std::ceil(fm.height()) + 14;
    TimelineLayout layout;
    if (f.axisEnd > 0) {
        layout.setCompressGaps(false);
        layout.setTimeRange(0, f.axisEnd);
    } else {
        layout.setTimeRange(picture.index.startTime(), picture.index.endTime());
        layout.setGaps(picture.gaps);
    }
    TimelineFrame frame = placeTimeline(layout, box, ruler, kRowHeight, picture.index.rowCount());
    layout.fit();
    if (f.to > f.from && f.axisEnd <= 0)
        layout.showRange(double(f.from), double(f.to));
    if (picture.withCauses) {
        frame.causes = &picture.causes;
        // Every cause at full strength: on paper a run that held is told by
        // the redeliveries it caught, and a faded arrow does not print.
        frame.allCauses = true;
    }
    p.setLayoutDirection(frame.rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
    TimelinePainter(picture.index, layout, paperPalette(), p.font(), QLocale()).paint(p, frame);
    frameOutline(p, box);
}

void ReportFigures::paintEmptyTimeline(QPainter &p, const QRectF &box, const ReportFigure &f)
{
    // The lanes and the time axis of the run, with nothing in them: a
    // trace of two records no lane draws, at the run's start and end.
    Trace frameOnly;
    const auto &records = f.run->trace.records();
    const SimTime end = records.empty() ? 10000000 : records.back().time();
    frameOnly.append(0, TraceKind::Sql, ActorStore);
    frameOnly.append(end, TraceKind::Sql, ActorStore);
    TimelineIndex index;
    index.build(frameOnly, f.run->scenario.consumers.count, partitionsOf(f.run->scenario), end + 1);
    const QFontMetricsF fm(p.font());
    const double ruler = std::ceil(fm.height()) + 14;
    TimelineLayout layout;
    layout.setCompressGaps(false);
    layout.setTimeRange(index.startTime(), index.endTime());
    const TimelineFrame frame = placeTimeline(layout, box, ruler, kDrawingRowHeight, index.rowCount());
    layout.fit();
    p.setLayoutDirection(frame.rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
    TimelinePainter(index, layout, paperPalette(), p.font(), QLocale()).paint(p, frame);
    frameOutline(p, box);
}

std::vector<const TimelineLegend::Entry *> ReportFigures::legendShown(const ReportFigure &f)
{
    std::vector<const TimelineLegend::Entry *> out;
    const LegendEntries *entries = entriesOfLanguage();
    if (!entries)
        return out;
    // The runs whose timelines the legend explains.
    std::vector<const RunResult *> runs;
    if (f.comparison) {
        for (const ComparisonEntry &e : f.comparison->entries) {
            if (e.run && e.run->error.isEmpty())
                runs.push_back(e.run);
        }
    } else if (f.run) {
        runs.push_back(f.run);
    }
    for (const TimelineLegend::Entry &e : *entries) {
        // A report has no playhead.
        bool shown = e.sample != TimelineLegend::Sample::Playhead;
        if (shown && f.forDrawing) {
            shown = f.run && studentMayDraw(e, f.run->scenario);
        } else if (shown && !runs.empty()) {
            // Only what the report's pictures draw; aligned timelines
            // (a comparison) compress no idle time.
            shown = std::any_of(runs.begin(), runs.end(), [&](const RunResult *run) {
                const RunPicture &picture = pictureOf(*run);
                return TimelineLegend::drawnIn(e, &picture.index, picture.withCauses ? &picture.causes : nullptr,
                                               !f.comparison && !picture.gaps.empty());
            });
        }
        if (shown)
            out.push_back(&e);
    }
    return out;
}

void ReportFigures::paintLegend(QPainter &p, const QRectF &box, const ReportFigure &f)
{
    const QPalette palette = paperPalette();
    const bool rtl = rightToLeft();
    p.setLayoutDirection(rtl ? Qt::RightToLeft : Qt::LeftToRight);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(palette.color(QPalette::Mid), 1));
    p.drawLine(QPointF(box.left(), box.top() + 0.5), QPointF(box.right(), box.top() + 0.5));
    for (const LegendItem &item : legendLayout(legendShown(f), box.width())) {
        p.save();
        TimelineLegend::paintSample(p, *item.entry, item.sample.translated(box.topLeft()), palette);
        p.restore();
        p.setPen(palette.color(QPalette::WindowText));
        p.drawText(item.text.translated(box.topLeft()), int(Qt::AlignVCenter | (rtl ? Qt::AlignRight : Qt::AlignLeft)),
                   TimelineStyle::bidiSafe(item.entry->name));
    }
}

void ReportFigures::paintOutcomes(QPainter &p, const QRectF &box, const ReportFigure &f)
{
    QVector<ReportCharts::BarGroup> groups;
    for (const ComparisonEntry &e : f.comparison->entries) {
        const RunMetrics &m = e.run->metrics;
        // As the window's chart says it: under an UPSERT (the strategy's own,
        // or the scenario's effect) a copy applied again changed nothing.
        const StrategyTraits *traits = StrategyTraits::find(e.strategy);
        const bool upsert = (traits && traits->naturalUpsert) || e.run->scenario.effect == QLatin1String("upsert-order");
        QString note;
        if (upsert && m.redeliveries > 0)
            note = tr("0: the UPSERT absorbed %n redelivered copies", nullptr, m.redeliveries);
        else if (m.deadLettered == 0) // the bars do not show dead letters
            note = tr("0 in every outcome");
        groups.append({StrategyPalette::title(e.strategy),
                       {double(m.duplicateSideEffects), double(m.duplicatesSkipped), double(m.lost)}, note});
    }
    ReportCharts::bars(p, box, {tr("Duplicate side effects"), tr("Duplicates skipped"), tr("Lost events")}, groups,
                       rightToLeft());
}

void ReportFigures::paintDuplicateCurves(QPainter &p, const QRectF &box, const ReportFigure &f)
{
    QVector<ReportCharts::Series> series;
    const double end = double(f.comparison->end) / 1e6;
    for (const ComparisonEntry &e : f.comparison->entries) {
        ReportCharts::Series s;
        s.name = StrategyPalette::title(e.strategy);
        s.color = StrategyPalette::color(e.strategy);
        s.steps = true;
        s.points.append({0, 0});
        // A storm of a million duplicates is a curve of a thousand steps on
        // paper, not a million points in the SVG.
        const qsizetype n = e.duplicateTimes.size();
        const qsizetype every = qMax<qsizetype>(1, (n + kMaxCurvePoints - 1) / kMaxCurvePoints);
        for (qsizetype i = 0; i < n; ++i) {
            if ((i + 1) % every == 0 || i + 1 == n)
                s.points.append({double(e.duplicateTimes.at(i)) / 1e6, double(i + 1)});
        }
        s.points.append({end, double(e.duplicateTimes.size())});
        series.append(s);
    }
    ReportCharts::lines(p, box, series, UiFormat::withUnit(tr("virtual time"), UiFormat::Unit::Seconds), tr("duplicate side effects so far"), {},
                        rightToLeft());
}

void ReportFigures::paintSweep(QPainter &p, const QRectF &box, const ReportFigure &f)
{
    const SweepReport &r = *f.sweep;
    QVector<ReportCharts::Series> series;
    for (int si = 0; si < r.strategies.size(); ++si) {
        ReportCharts::Series s;
        s.name = StrategyPalette::title(r.strategies.at(si));
        s.color = StrategyPalette::color(r.strategies.at(si));
        for (int vi = 0; vi < r.values.size(); ++vi) {
            const SweepCell &c = r.cell(vi, si);
            if (c.result()) // a stopped or failed cell has no point
                s.points.append({r.values.at(vi), double(c.metrics.duplicateSideEffects)});
        }
        series.append(s);
    }
    const SweepParameter *param = SweepParameter::find(r.path);
    const QString path = r.path;
    ReportCharts::lines(p, box, series, param ? param->title() : r.path, tr("duplicate side effects"),
                        [path](double v) { return ReportPhrases::parameterValue(path, v); }, rightToLeft());
}

} // namespace idem::ui
