#include "window/mainwindow.h"
#include "presenter/narrationmodel.h"
#include "presenter/presentermode.h"
#include "run/runcontroller.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "run/simulation.h"
#include "timeline/timelinelabels.h"
#include "timeline/timelinecauses.h"
#include "timeline/timelineindex.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelinestyle.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"

#include <QFile>
#include <QImage>
#include <QScrollBar>
#include <QSet>
#include <QRegularExpression>
#include <QTextLayout>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace idem;
using namespace idem::ui;

// The words painted on the timeline — lane names, ruler ticks, gap badges,
// span and bar labels, rewinds, cause arrows, the follow caption — never
// cover each other and are never cut short, for every built-in scenario,
// in English, Persian and Turkish, at 1280×800, 1600×1000 and 1920×1080: in the main
// window's timeline (fitted, with a duplicate selected, with every arrow)
// and in presenter mode as its camera moves from event to event.
namespace {

const char *kindName(TimelineLabel::Kind kind)
{
    switch (kind) {
    case TimelineLabel::Lane: return "lane name";
    case TimelineLabel::Tick: return "tick";
    case TimelineLabel::GapLength: return "gap length";
    case TimelineLabel::GapEdge: return "gap edge";
    case TimelineLabel::Caption: return "caption";
    case TimelineLabel::Cause: return "cause label";
    case TimelineLabel::Rewind: return "rewind label";
    case TimelineLabel::Band: return "band label";
    case TimelineLabel::Bar: return "bar label";
    case TimelineLabel::Offset: return "offset";
    }
    return "?";
}

QString describe(const TimelineLabel &l)
{
    return QStringLiteral("%1 \"%2\" at %3,%4 %5×%6")
        .arg(QLatin1String(kindName(l.kind)), l.text)
        .arg(l.rect.x(), 0, 'f', 1)
        .arg(l.rect.y(), 0, 'f', 1)
        .arg(l.rect.width(), 0, 'f', 1)
        .arg(l.rect.height(), 0, 'f', 1);
}

TimelineLabelPlacer::Offer offerOf(TimelineLabel::Kind kind, const char *text, std::vector<QRectF> places, int priority)
{
    TimelineLabelPlacer::Offer o;
    o.kind = kind;
    o.text = QLatin1String(text);
    o.places = std::move(places);
    o.priority = priority;
    return o;
}

bool overLanes(TimelineLabel::Kind kind)
{
    return kind == TimelineLabel::Cause || kind == TimelineLabel::Rewind || kind == TimelineLabel::Band
        || kind == TimelineLabel::Bar || kind == TimelineLabel::Offset;
}

// Whether a stroke through `points`, `width` wide, passes inside `box`:
// looked at every half pixel along it.
bool strokeInside(const QPolygonF &points, qreal width, const QRectF &box, bool closed)
{
    const QRectF inner = box.adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal w = width / 2;
    const qsizetype n = points.size();
    for (qsizetype i = 0; i + 1 < n + (closed ? 1 : 0); ++i) {
        const QPointF a = points.at(i);
        const QPointF b = points.at((i + 1) % n);
        const int steps = qMax(1, int(QLineF(a, b).length() * 2));
        for (int k = 0; k <= steps; ++k) {
            const QPointF at = a + (b - a) * (double(k) / steps);
            if (inner.adjusted(-w, -w, w, w).contains(at))
                return true;
        }
    }
    return false;
}

// Whether `l` lies inside one of the bands drawn on its lane: a span
// (store down, broker restarting, consumer down, rebalance) for a band
// label, a session timeout for the words naming one.
bool insideItsBand(const TimelineView &view, const TimelineLabel &l)
{
    const TimelineLayout &layout = view.layout();
    const int row = layout.rowAt(l.rect.center().y());
    const auto inside = [&](SimTime from, SimTime to) {
        const double x0 = qMax(layout.plotLeft(), layout.xForTime(double(from)));
        const double x1 = qMin(layout.plotRight(), layout.xForTime(double(to)));
        return l.rect.left() >= x0 - 0.5 && l.rect.right() <= x1 + 0.5;
    };
    if (l.kind == TimelineLabel::Band) {
        const TimelineIndex *index = view.causes().index();
        return index && std::any_of(index->spans().begin(), index->spans().end(), [&](const TimelineSpan &span) {
                   return (span.row >= 0 ? span.row : 1) == row && inside(span.from, span.to);
               });
    }
    const std::vector<TimelineBar> &bars = view.causes().bars().all();
    return std::any_of(bars.begin(), bars.end(), [&](const TimelineBar &b) {
        return b.kind == TimelineBar::SessionTimeout && b.row == row && inside(b.from, b.to);
    });
}

bool namesASessionTimeout(const TimelineLabel &l)
{
    return l.kind == TimelineLabel::Bar
        && (l.text.contains(QLatin1String("session.timeout.ms")) || l.text.contains(QLatin1String("max.poll.interval.ms")));
}

// What a reader would see wrong in one painted frame.
QStringList problems(TimelineView &view)
{
    view.grab(); // paints
    const std::vector<TimelineLabel> &labels = view.paintedLabels();
    const std::vector<TimelineArrowShape> &arrows = view.paintedArrows();
    const QColor paper = view.palette().color(QPalette::Base);
    QStringList out;
    // Above the legend strip: a lane name under it is as good as cut.
    QRectF widget = QRectF(view.rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
    if (view.legend() && view.legend()->isVisible())
        widget.setBottom(view.legend()->geometry().top() + 0.5);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const TimelineLabel &a = labels[i];
        if (a.elided)
            out.append(describe(a) + QStringLiteral(" is cut short"));
        if (!widget.contains(a.rect))
            out.append(describe(a) + QStringLiteral(" reaches outside the view"));
        for (std::size_t j = i + 1; j < labels.size(); ++j) {
            const TimelineLabel &b = labels[j];
            if (a.rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.rect))
                out.append(describe(a) + QStringLiteral(" overlaps ") + describe(b));
        }
        if (!overLanes(a.kind))
            continue;
        // Words over the lanes: as legible as the rest, and off every
        // arrow but the ones they name.
        if ((a.kind == TimelineLabel::Band || namesASessionTimeout(a)) && !insideItsBand(view, a))
            out.append(describe(a) + QStringLiteral(" runs out of its band"));
        if (uitestsupport::contrast(a.colour, paper) < 4.5)
            out.append(describe(a) + QStringLiteral(" is pale: contrast %1 against the paper")
                                         .arg(uitestsupport::contrast(a.colour, paper), 0, 'f', 1));
        for (const TimelineArrowShape &arrow : arrows) {
            if (strokeInside(arrow.head, 1, a.rect, true))
                out.append(describe(a) + QStringLiteral(" covers the head of an arrow"));
            else if ((a.arrows < 0 || a.arrows != arrow.group) && strokeInside(arrow.shaft, arrow.width, a.rect, false))
                out.append(describe(a) + QStringLiteral(" covers an arrow it does not name, from %1,%2 to %3,%4")
                                             .arg(arrow.shaft.first().x(), 0, 'f', 0)
                                             .arg(arrow.shaft.first().y(), 0, 'f', 0)
                                             .arg(arrow.shaft.last().x(), 0, 'f', 0)
                                             .arg(arrow.shaft.last().y(), 0, 'f', 0));
        }
    }
    return out;
}

int firstDuplicate(const Trace &trace)
{
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &r = trace.at(i);
        if (r.kind() == TraceKind::SideEffect && r.detail == 1)
            return int(i);
    }
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &r = trace.at(i);
        if (r.kind() == TraceKind::Deliver && r.cause() != DeliveryCause::First)
            return int(i);
    }
    return -1;
}

// Where a reader of a right-to-left line finds each of its words: the
// leftmost and rightmost x of the word's characters as laid out.
struct WordSpan
{
    QString word;
    double left;
    double right;
};

std::vector<WordSpan> wordSpans(const QString &text, const QFont &font, double *spaces, double *without)
{
    QTextOption option;
    option.setTextDirection(Qt::RightToLeft);
    const auto width = [&](const QString &t, QTextLine *keep, QTextLayout *layout) {
        layout->setText(t);
        layout->setFont(font);
        layout->setTextOption(option);
        layout->beginLayout();
        QTextLine line = layout->createLine();
        line.setLineWidth(100000);
        layout->endLayout();
        if (keep)
            *keep = line;
        return line.naturalTextWidth();
    };
    QTextLayout layout;
    QTextLine line;
    *spaces = width(text, &line, &layout);
    std::vector<WordSpan> out;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(QLatin1Char(' '), start);
        if (end < 0)
            end = text.size();
        if (end > start) {
            WordSpan w{text.mid(start, end - start), 1e9, -1e9};
            for (qsizetype i = start; i < end; ++i) {
                if (text.at(i).category() == QChar::Other_Format)
                    continue; // the isolates
                for (int edge : {0, 1}) {
                    const double x = line.cursorToX(int(i + edge));
                    w.left = qMin(w.left, x);
                    w.right = qMax(w.right, x);
                }
            }
            out.push_back(w);
        }
        start = end + 1;
    }
    QTextLayout bare;
    QString squeezed = text;
    squeezed.remove(QLatin1Char(' '));
    *without = width(squeezed, nullptr, &bare);
    return out;
}

bool latin(const QString &word)
{
    static const QRegularExpression letters(QStringLiteral("[A-Za-z]"));
    return word.contains(letters);
}

bool persian(const QString &word)
{
    return std::any_of(word.begin(), word.end(), [](QChar c) { return c.unicode() >= 0x0600 && c.unicode() <= 0x06FF; });
}

} // namespace

class TestTimelineLabels final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void placerNeverOverlaps();
    void placerKeepsWordsOffArrows();
    void builtinsPaintNoLabelOverAnother_data();
    void builtinsPaintNoLabelOverAnother();
    void persianLabelsKeepEveryWordInItsPlace();
    void manyLanesScrollIntoView_data();
    void manyLanesScrollIntoView();

private:
    QTemporaryDir m_dir;
    std::map<QString, std::pair<Scenario, std::shared_ptr<const RunResult>>> m_runs;
    uitestsupport::Language m_language;
};

void TestTimelineLabels::initTestCase()
{
    uitestsupport::pinEnvironment();
    QVERIFY(m_dir.isValid());
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
        Simulation sim(loaded.scenario, m_dir.filePath(name + QStringLiteral(".sqlite")));
        auto run = std::make_shared<RunResult>(sim.run());
        QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
        m_runs[name] = {loaded.scenario, run};
    }
}

void TestTimelineLabels::cleanupTestCase()
{
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

// The placer itself: a second label offered where the first went moves to
// its next place; one with no free place is left out, never drawn over.
void TestTimelineLabels::placerNeverOverlaps()
{
    QImage image(400, 200, QImage::Format_ARGB32);
    QPainter p(&image);
    TimelineLabelPlacer placer(QRectF(0, 0, 400, 200), QFont());
    const QRectF a(10, 10, 100, 20);
    const QRectF b(50, 15, 100, 20);
    const QRectF c(200, 100, 100, 20);
    placer.offer(offerOf(TimelineLabel::Bar, "low", {a}, TimelineLabelPlacer::kBar));
    placer.offer(offerOf(TimelineLabel::Cause, "high", {b, c}, TimelineLabelPlacer::kCause));
    placer.offer(offerOf(TimelineLabel::Cause, "moves", {b, c}, TimelineLabelPlacer::kCause));
    placer.offer(offerOf(TimelineLabel::Cause, "outside", {QRectF(390, 0, 40, 20)}, TimelineLabelPlacer::kCause));
    placer.paint(p, QPalette());
    const std::vector<TimelineLabel> &placed = placer.placed();
    QCOMPARE(placed.size(), std::size_t(2));
    QCOMPARE(placed[0].text, QStringLiteral("high"));
    QCOMPARE(placed[0].rect, b);
    QCOMPARE(placed[1].text, QStringLiteral("moves"));
    QCOMPARE(placed[1].rect, c);
}

// An arrow is an obstacle: a word whose first place lies on an arrow's shaft
// goes to its next place, unless it names that arrow; none lies on a head.
// Words with no free place fall back to their fewer words, if they have any.
void TestTimelineLabels::placerKeepsWordsOffArrows()
{
    QImage image(400, 200, QImage::Format_ARGB32);
    QPainter p(&image);
    TimelineLabelPlacer placer(QRectF(0, 0, 400, 200), QFont());
    TimelineArrowShape arrow;
    arrow.shaft = QPolygonF({QPointF(0, 20), QPointF(300, 20)});
    arrow.head = QPolygonF({QPointF(300, 20), QPointF(290, 15), QPointF(290, 25)});
    arrow.group = placer.newArrowGroup();
    placer.avoid(arrow);
    const QRectF onShaft(20, 12, 80, 16);
    const QRectF onHead(270, 12, 60, 16);
    const QRectF below(20, 40, 80, 16);
    const QRectF further(120, 40, 80, 16);
    placer.offer(offerOf(TimelineLabel::Band, "band", {onShaft, below}, TimelineLabelPlacer::kBand));
    TimelineLabelPlacer::Offer own = offerOf(TimelineLabel::Rewind, "own", {onHead, onShaft, further},
                                             TimelineLabelPlacer::kBar);
    own.arrows = arrow.group;
    placer.offer(own);
    const QRectF shortPlace(320, 40, 40, 16);
    TimelineLabelPlacer::Offer crowded = offerOf(TimelineLabel::Bar, "many words", {below, onShaft},
                                                 TimelineLabelPlacer::kOffset);
    crowded.shortText = QStringLiteral("few");
    crowded.shortPlaces = {onHead, shortPlace};
    placer.offer(crowded);
    placer.paint(p, QPalette());
    const std::vector<TimelineLabel> &placed = placer.placed();
    QCOMPARE(placed.size(), std::size_t(3));
    QCOMPARE(placed[2].text, QStringLiteral("few"));
    QCOMPARE(placed[2].rect, shortPlace);
    QCOMPARE(placed[0].text, QStringLiteral("band"));
    QCOMPARE(placed[0].rect, below);
    QCOMPARE(placed[1].text, QStringLiteral("own"));
    QCOMPARE(placed[1].rect, onShaft);
    QCOMPARE(placer.arrows().size(), std::size_t(1));
}

void TestTimelineLabels::builtinsPaintNoLabelOverAnother_data()
{
    uitestsupport::addLanguageSizeRows({"en", "fa", "tr"}, {QSize(1280, 800), QSize(1600, 1000), QSize(1920, 1080)});
}

void TestTimelineLabels::builtinsPaintNoLabelOverAnother()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    m_language.use(language);
    if (QTest::currentTestFailed())
        return;
    // The timeline's size in the window at this size and in this language.
    QSize timelineSize;
    {
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(w.size(), size);
        QVERIFY(w.openScenario(QStringLiteral("builtin:08-kafka-crash-before-auto-commit")));
        // The timeline takes the opening page's place once a run is shown.
        QVERIFY(uitestsupport::runAndWait(w));
        QTRY_VERIFY(w.currentRun() != nullptr);
        QTest::qWait(50);
        timelineSize = w.timeline()->size();
    }
    QVERIFY2(timelineSize.width() > 300 && timelineSize.height() > 200,
             qPrintable(QStringLiteral("%1×%2").arg(timelineSize.width()).arg(timelineSize.height())));

    QStringList found;
    int painted = 0;
    std::size_t arrowsSeen = 0;
    std::map<TimelineLabel::Kind, int> kinds;
    const auto check = [&](TimelineView &view, const QString &where) {
        for (const QString &p : problems(view))
            found.append(where + QStringLiteral(": ") + p);
        painted += int(view.paintedLabels().size());
        arrowsSeen += view.paintedArrows().size();
        for (const TimelineLabel &l : view.paintedLabels())
            ++kinds[l.kind];
    };
    for (const auto &[name, entry] : m_runs) {
        const std::shared_ptr<const RunResult> &run = entry.second;
        TimelineView view;
        view.resize(timelineSize);
        view.show();
        view.setRun(run);
        check(view, name + QStringLiteral(" fitted"));
        const int duplicate = firstDuplicate(run->trace);
        if (duplicate >= 0) {
            view.setSelectedRecord(duplicate);
            check(view, name + QStringLiteral(" duplicate selected"));
            view.ensureRecordVisible(duplicate);
            check(view, name + QStringLiteral(" zoomed to the duplicate"));
            view.fit();
        }
        view.setShowAllCauses(true);
        check(view, name + QStringLiteral(" every arrow"));
        view.hide();

        // Presenter mode on the whole screen, event after event.
        PresenterMode presenter;
        presenter.resize(size);
        presenter.show();
        presenter.setScenario(entry.first);
        presenter.setRun(run);
        presenter.reveal();
        QCOMPARE(presenter.stage(), PresenterMode::Stage::Narrating);
        const int lines = qMin(8, int(presenter.narration()->lines().size()));
        for (int i = 0; i < lines; ++i) {
            presenter.advance();
            check(*presenter.timeline(), name + QStringLiteral(" presenter, event %1").arg(i + 1));
        }
    }
    // The check looked at real pictures: names, ticks and labels over the lanes.
    QVERIFY(kinds[TimelineLabel::Lane] > 0 && kinds[TimelineLabel::Tick] > 0);
    QVERIFY(kinds[TimelineLabel::Cause] > 0 && kinds[TimelineLabel::Rewind] > 0 && kinds[TimelineLabel::Bar] > 0);
    QVERIFY(kinds[TimelineLabel::Band] > 0 && arrowsSeen > 0);
    qInfo("%s %dx%d: %d labels painted", qPrintable(language), size.width(), size.height(), painted);
    const int shown = qMin(40, int(found.size()));
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 at %2×%3: %4 problems, the first %5:\n")
                                             .arg(language)
                                             .arg(size.width())
                                             .arg(size.height())
                                             .arg(found.size())
                                             .arg(shown)
                                         + found.mid(0, shown).join(QLatin1Char('\n'))));
}

// Persian labels that hold Latin words (ids, "peek-lock", "ack", settings)
// read from the right with every word where the sentence puts it and every
// space kept: a Persian number after a Latin word used to join that word's
// left-to-right run and be drawn on its far side ("مدت ۱ peek-lock دقیقه").
void TestTimelineLabels::persianLabelsKeepEveryWordInItsPlace()
{
    m_language.use(QStringLiteral("fa"));
    if (QTest::currentTestFailed())
        return;
    QStringList found;
    int mixed = 0;
    for (const auto &[name, entry] : m_runs) {
        TimelineView view;
        view.resize(1280, 560);
        view.show();
        view.setRun(entry.second);
        view.setShowAllCauses(true);
        view.grab();
        const QFont labelFont = TimelineStyle::labelFont(view.font());
        for (const TimelineLabel &l : view.paintedLabels()) {
            if (!latin(l.text) || !persian(l.text))
                continue;
            ++mixed;
            const QFont &font = l.kind == TimelineLabel::Lane || l.kind == TimelineLabel::Tick ? view.font() : labelFont;
            double withSpaces = 0;
            double withoutSpaces = 0;
            const std::vector<WordSpan> words = wordSpans(l.text, font, &withSpaces, &withoutSpaces);
            const double space = QFontMetricsF(font).horizontalAdvance(QLatin1Char(' '));
            const int gaps = int(l.text.count(QLatin1Char(' ')));
            if (withSpaces - withoutSpaces < 0.8 * gaps * space)
                found << QStringLiteral("%1: \"%2\" lost a space (%3 px for %4 spaces)")
                             .arg(name, l.text)
                             .arg(withSpaces - withoutSpaces, 0, 'f', 1)
                             .arg(gaps);
            for (std::size_t i = 1; i < words.size(); ++i) {
                const WordSpan &a = words[i - 1];
                const WordSpan &b = words[i];
                // Read from the right: the next word stands left of the one before.
                if (latin(a.word) != latin(b.word) && b.right > a.left + 0.5)
                    found << QStringLiteral("%1: in \"%2\" \"%3\" is drawn right of \"%4\"")
                                 .arg(name, l.text, b.word, a.word);
            }
        }
    }
    QVERIFY2(mixed > 20, qPrintable(QString::number(mixed))); // the check saw real labels
    QVERIFY2(found.isEmpty(), qPrintable(found.mid(0, 30).join(QLatin1Char('\n'))));
}

void TestTimelineLabels::manyLanesScrollIntoView_data()
{
    uitestsupport::addLanguageRows({"en", "fa"});
}

// A scenario not in the library with 13 lanes (Kafka, six partitions, four
// consumers) in the window at 1280×800: the lanes keep a readable height and
// scroll under a fixed ruler and legend, with a scroll bar beside the plot;
// every lane and its name can be brought wholly into view.
void TestTimelineLabels::manyLanesScrollIntoView()
{
    QFETCH(QString, language);
    m_language.use(language);
    if (QTest::currentTestFailed())
        return;
    const QString path = m_dir.filePath(QStringLiteral("kafka6x4.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schemaVersion": 1, "name": "Kafka: six partitions, four consumers", "seed": 7,
 "messages": 400, "publishIntervalMs": 50, "effect": "insert-order",
 "broker": {"profile": "kafka", "partitions": 6, "assignment": "cooperative-sticky", "rebalance": "cooperative"},
 "consumers": {"count": 4, "processingMs": 15, "restartDelayMs": 20000, "sessionTimeoutMs": 10000},
 "strategy": {"id": "none"},
 "faults": {"schedule": [{"atMs": 4200, "kind": "consumer-crash", "consumer": 2},
                         {"atMs": 12300, "kind": "consumer-crash", "consumer": 4}]}})");
    }
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_COMPARE(w.size(), QSize(1280, 800));
    QVERIFY(w.openScenario(path));
    QVERIFY(uitestsupport::runAndWait(w));
    QTRY_VERIFY(w.currentRun() != nullptr);
    TimelineView *view = w.timeline();
    QTest::qWait(50);
    const TimelineLayout &layout = view->layout();
    QVERIFY2(layout.rowCount() >= 13, qPrintable(QString::number(layout.rowCount())));
    QVERIFY(layout.rowHeight() >= 22);
    auto *bar = view->findChild<QScrollBar *>(QStringLiteral("timelineLanes"));
    QVERIFY(bar);
    QVERIFY2(bar->isVisible(), "the lanes do not fit: a scroll bar says there are more");
    const QRectF lanes(layout.plotLeft(), layout.rowsTop(), layout.plotWidth(), layout.rowsBottom() - layout.rowsTop());
    QVERIFY2(!QRectF(bar->geometry()).intersects(lanes.adjusted(0.5, 0.5, -0.5, -0.5)), "the bar covers no lane");
    QVERIFY(QRectF(bar->geometry()).top() >= layout.rowsTop() - 0.5); // the ruler stays above it
    QSet<QString> whole;
    for (int value = bar->minimum();; value = qMin(bar->maximum(), value + bar->singleStep())) {
        bar->setValue(value);
        QCOMPARE(layout.rowScroll(), double(value));
        for (const QString &p : problems(*view))
            QFAIL(qPrintable(QStringLiteral("scrolled to %1: %2").arg(value).arg(p)));
        for (const TimelineLabel &l : view->paintedLabels()) {
            if (l.kind == TimelineLabel::Lane && l.rect.top() >= layout.rowsTop() - 0.5
                && l.rect.bottom() <= layout.rowsBottom() + 0.5)
                whole.insert(l.text);
        }
        if (value == bar->maximum())
            break;
    }
    QVERIFY2(whole.size() == layout.rowCount(),
             qPrintable(QStringLiteral("%1 of %2 lanes seen whole: %3")
                            .arg(whole.size())
                            .arg(layout.rowCount())
                            .arg(QStringList(whole.begin(), whole.end()).join(QStringLiteral(", ")))));
}

// A screen a little larger than 1920×1080 (the offscreen one is 800×600).
int main(int argc, char *argv[])
{
    QTemporaryDir config;
    uitestsupport::useLargeOffscreenScreen(config);
    QApplication app(argc, argv);
    TestTimelineLabels test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_timelinelabels.moc"
