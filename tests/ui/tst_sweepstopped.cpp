#include "scenario/brokerprofile.h"
#include "sweep/sweepchart.h"
#include "sweep/sweepmodel.h"
#include "sweep/sweepview.h"

#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace idem;
using namespace idem::ui;

// The window's sweep shows a run the engine stopped as stopped, with its
// reason, and draws no point for it: a stopped cell is not a result.
class TestSweepStopped final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void stoppedCellIsShownAsStopped();
};

void TestSweepStopped::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TestSweepStopped::stoppedCellIsShownAsStopped()
{
    // JetStream, 1 ms AckWait, no delivery limit: every ack lost (1.0) never
    // ends and is stopped for no progress; none lost (0.0) finishes valid.
    Scenario s;
    s.messages = 10;
    s.broker.profile = QStringLiteral("nats-jetstream");
    BrokerProfile::applyDefaults(s.broker);
    s.broker.redeliveryTimeoutMs = 1;
    s.broker.maxDeliveries = 0;
    QTemporaryDir dir;
    SweepView view;
    view.show();
    view.setScenario(s);
    view.setOutputFolder(dir.path());
    QVERIFY(view.setParameter(QStringLiteral("faults.ackLost")));
    view.setRange(0.0, 1.0, 2);
    view.setStrategies({QStringLiteral("db-insert-first")});
    QSignalSpy finished(&view, &SweepView::finished);
    QSignalSpy failed(&view, &SweepView::failed);
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), 1, 120000);
    QCOMPARE(failed.count(), 0); // stopped is not a failure to run

    const SweepModel *model = view.model();
    QCOMPARE(model->rowCount(), 2);
    QVERIFY(model->hasResult(0, 0));
    QVERIFY(!model->hasResult(1, 0));
    const QModelIndex stopped = model->index(1, SweepModel::strategyColumn(0));
    QCOMPARE(model->data(stopped, Qt::DisplayRole).toString(), QStringLiteral("stopped"));
    QVERIFY(!model->metricValue(1, 0).isValid());
    QVERIFY2(model->data(stopped, Qt::ToolTipRole).toString().contains(QLatin1String("maxDeliveries is 0")),
             qPrintable(model->data(stopped, Qt::ToolTipRole).toString()));

    // The chart's line has the finished value's point only (no point at 0
    // duplicates for the stopped run).
    const auto *chart = view.findChild<SweepChart *>();
    QVERIFY(chart);
    QCOMPARE(chart->lines().size(), 1);
    QCOMPARE(chart->lines().first()->count(), 1);
    QCOMPARE(chart->lines().first()->at(0).x(), 0.0);

    auto *message = view.findChild<QLabel *>(QStringLiteral("error"));
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains(QLatin1String("stopped before they ended"))
                 && message->text().contains(QLatin1String("db-insert-first")),
             qPrintable(message->text()));
}

QTEST_MAIN(TestSweepStopped)
#include "tst_sweepstopped.moc"
