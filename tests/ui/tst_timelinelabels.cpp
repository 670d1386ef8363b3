#include "mainwindow.h"
#include "presenter/narrationmodel.h"
#include "presenter/presentermode.h"
#include "run/runcontroller.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "run/simulation.h"
#include "timeline/timelinelabels.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"

#include <QImage>
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
// in English, Persian and Turkish, at 1280×800 and 1920×1080: in the main
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

// What a reader would see wrong in one painted frame.
QStringList problems(TimelineView &view)
{
    view.grab(); // paints
    const std::vector<TimelineLabel> &labels = view.paintedLabels();
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

} // namespace

class TestTimelineLabels final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void placerNeverOverlaps();
    void builtinsPaintNoLabelOverAnother_data();
    void builtinsPaintNoLabelOverAnother();

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
    placer.offer({TimelineLabel::Bar, QStringLiteral("low"), {a}, TimelineLabelPlacer::kBar, {}, {}});
    placer.offer({TimelineLabel::Cause, QStringLiteral("high"), {b, c}, TimelineLabelPlacer::kCause, {}, {}});
    placer.offer({TimelineLabel::Cause, QStringLiteral("moves"), {b, c}, TimelineLabelPlacer::kCause, {}, {}});
    placer.offer({TimelineLabel::Cause, QStringLiteral("outside"), {QRectF(390, 0, 40, 20)}, TimelineLabelPlacer::kCause, {}, {}});
    placer.paint(p, QPalette());
    const std::vector<TimelineLabel> &placed = placer.placed();
    QCOMPARE(placed.size(), std::size_t(2));
    QCOMPARE(placed[0].text, QStringLiteral("high"));
    QCOMPARE(placed[0].rect, b);
    QCOMPARE(placed[1].text, QStringLiteral("moves"));
    QCOMPARE(placed[1].rect, c);
}

void TestTimelineLabels::builtinsPaintNoLabelOverAnother_data()
{
    uitestsupport::addLanguageSizeRows({"en", "fa", "tr"}, {QSize(1280, 800), QSize(1920, 1080)});
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
    std::map<TimelineLabel::Kind, int> kinds;
    const auto check = [&](TimelineView &view, const QString &where) {
        for (const QString &p : problems(view))
            found.append(where + QStringLiteral(": ") + p);
        painted += int(view.paintedLabels().size());
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

// The offscreen platform's screen is 800×600 unless told otherwise; give it
// one a little larger than 1920×1080.
int main(int argc, char *argv[])
{
    QTemporaryDir config;
    if (qgetenv("QT_QPA_PLATFORM") == "offscreen") {
        const QString file = config.filePath(QStringLiteral("screens.json"));
        QFile f(file);
        if (f.open(QIODevice::WriteOnly))
            f.write(R"({"screens": [{"name": "labels", "x": 0, "y": 0, "width": 2000, "height": 1200,
                        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        f.close();
        qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + QFile::encodeName(file));
    }
    QApplication app(argc, argv);
    TestTimelineLabels test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_timelinelabels.moc"
