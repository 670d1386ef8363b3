#include "reportfigures.h"

#include "strategypalette.h"
#include "report/reportmodel.h"
#include "reportcharts.h"
#include "reportphrases.h"
#include "scenario/brokerprofile.h"
#include "sweepparameter.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelinepainter.h"
#include "timeline/timelinetext.h"
#include "uiformat.h"

#include <QBuffer>
#include <QMutex>
#include <QPicture>
#include <QThread>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QSvgGenerator>
#include <cmath>

namespace idem::ui {

namespace {
constexpr double kRowHeight = 26;
constexpr double kDrawingRowHeight = 46; // worksheet lanes leave room to draw
constexpr double kLabelWidth = 120;
constexpr qsizetype kMaxCurvePoints = 2000;

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

// QPainter hands QSvgGenerator one <text> per run, already in visual order
// and placed by its left edge. A browser lays each run out again in the
// SVG's left-to-right direction, which moves a Persian run's edge spaces to
// the wrong side ("۲۹٫۲ثانیه", "صفbroker"). A right-to-left run anchored at
// its end — its left edge in that direction — sits where Qt put it.
QByteArray rightToLeftRuns(const QByteArray &svg)
{
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
        if (hasRightToLeftLetter(QString::fromUtf8(content)))
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
// The legend, recorded as a picture per language and width: replaying a
// QPicture is vector and works on any thread.
struct LegendPicture
{
    QPicture picture;
    double height = 0;
};

QMutex legendMutex;
std::map<QString, LegendPicture> legendPictures;

QString legendKey(double width)
{
    return QLocale().name() + QLatin1Char('/') + QString::number(int(width));
}

const LegendPicture *legendPicture(double width)
{
    QMutexLocker lock(&legendMutex);
    auto it = legendPictures.find(legendKey(width));
    if (it != legendPictures.end())
        return &it->second;
    lock.unlock();
    if (QThread::currentThread() != QCoreApplication::instance()->thread())
        return nullptr;
    ReportFigures::prepareLegend(width);
    lock.relock();
    it = legendPictures.find(legendKey(width));
    return it == legendPictures.end() ? nullptr : &it->second;
}
} // namespace

void ReportFigures::prepareLegend(double width)
{
    TimelineLegend legend;
    legend.setLayoutDirection(rightToLeft() ? Qt::RightToLeft : Qt::LeftToRight);
    legend.setPalette(paperPalette());
    legend.setFont(figureFont());
    const int h = legend.heightForWidth(int(width));
    legend.resize(int(width), h);
    LegendPicture recorded;
    recorded.height = h;
    {
        QPainter p(&recorded.picture);
        legend.render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    QMutexLocker lock(&legendMutex);
    legendPictures[legendKey(width)] = recorded;
}

ReportFigures::ReportFigures() = default;
ReportFigures::~ReportFigures() = default;

const TimelineIndex &ReportFigures::indexOf(const RunResult &run)
{
    std::unique_ptr<TimelineIndex> &slot = m_indices[&run];
    if (!slot) {
        slot = std::make_unique<TimelineIndex>();
        slot->build(run.trace, run.scenario.consumers.count, partitionsOf(run.scenario));
    }
    return *slot;
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
            if (r.kind() == TraceKind::HandleStart && r.delivery > 1) {
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
        const int rows = indexOf(*f.run).rowCount();
        const double row = f.kind == ReportFigure::Timeline ? kRowHeight : kDrawingRowHeight;
        return std::ceil(fm.height()) + 14 + rows * row + 2;
    }
    case ReportFigure::Legend: {
        const LegendPicture *legend = legendPicture(f.width);
        return legend ? legend->height : 1;
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
    case ReportFigure::Legend: paintLegend(p, box); break;
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
    return rightToLeftRuns(out);
}

void ReportFigures::paintTimeline(QPainter &p, const QRectF &box, const ReportFigure &f)
{
    const TimelineIndex &index = indexOf(*f.run);
    const QFontMetricsF fm(p.font());
    const double ruler = std::ceil(fm.height()) + 14;
    const bool rtl = rightToLeft();
    TimelineLayout layout;
    if (f.axisEnd > 0) {
        layout.setCompressGaps(false);
        layout.setTimeRange(0, f.axisEnd);
    } else {
        layout.setTimeRange(index.startTime(), index.endTime());
        layout.setGaps(index.gaps());
    }
    layout.setPlotArea(rtl ? 0 : kLabelWidth, box.width() - kLabelWidth);
    layout.setRows(ruler, kRowHeight, index.rowCount(), box.height() - ruler);
    layout.fit();
    if (f.to > f.from && f.axisEnd <= 0)
        layout.showRange(double(f.from), double(f.to));
    TimelineFrame frame;
    frame.widget = box;
    frame.rightToLeft = rtl;
    frame.labels = QRectF(rtl ? box.width() - kLabelWidth : 0, 0, kLabelWidth, box.height());
    frame.ruler = QRectF(layout.plotLeft(), 0, layout.plotWidth(), ruler);
    frame.plot = QRectF(layout.plotLeft(), ruler, layout.plotWidth(), box.height() - ruler);
    const QPalette palette = paperPalette();
    TimelinePainter(index, layout, palette, p.font(), QLocale()).paint(p, frame);
    p.setPen(QPen(Qt::black, 0.8));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box.adjusted(0.4, 0.4, -0.4, -0.4));
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
    const bool rtl = rightToLeft();
    TimelineLayout layout;
    layout.setCompressGaps(false);
    layout.setTimeRange(index.startTime(), index.endTime());
    layout.setPlotArea(rtl ? 0 : kLabelWidth, box.width() - kLabelWidth);
    layout.setRows(ruler, kDrawingRowHeight, index.rowCount(), box.height() - ruler);
    layout.fit();
    TimelineFrame frame;
    frame.widget = box;
    frame.rightToLeft = rtl;
    frame.labels = QRectF(rtl ? box.width() - kLabelWidth : 0, 0, kLabelWidth, box.height());
    frame.ruler = QRectF(layout.plotLeft(), 0, layout.plotWidth(), ruler);
    frame.plot = QRectF(layout.plotLeft(), ruler, layout.plotWidth(), box.height() - ruler);
    TimelinePainter(index, layout, paperPalette(), p.font(), QLocale()).paint(p, frame);
    p.setPen(QPen(Qt::black, 0.8));
    p.drawRect(box.adjusted(0.4, 0.4, -0.4, -0.4));
}

void ReportFigures::paintLegend(QPainter &p, const QRectF &box)
{
    if (const LegendPicture *legend = legendPicture(box.width()))
        p.drawPicture(box.topLeft(), legend->picture);
}

void ReportFigures::paintOutcomes(QPainter &p, const QRectF &box, const ReportFigure &f)
{
    QVector<ReportCharts::BarGroup> groups;
    for (const ComparisonEntry &e : f.comparison->entries) {
        const RunMetrics &m = e.run->metrics;
        groups.append({StrategyPalette::title(e.strategy),
                       {double(m.duplicateSideEffects), double(m.duplicatesSkipped), double(m.lost)}});
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
