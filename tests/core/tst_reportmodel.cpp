#include "report/reportmodel.h"

#include <QTest>

using namespace idem;

// The report model of a run stays the size a reader can take in, however
// long the run: a stopped storm of millions of deliveries lists its first
// messages and deliveries and counts what it left out, so the renderers
// never see more (issue 17: an 83 MB HTML and a 2.5 GB PDF).
class TestReportModel final : public QObject
{
    Q_OBJECT
private slots:
    void hugeStoppedRunListsABoundedTable();
    void smallRunListsEveryDelivery();
};

namespace {
constexpr quint8 kConsumer1 = quint8(kFirstConsumerActor);

// One delivery of `message` to consumer 1 that applies the effect (again
// when it is not the first).
void deliver(Trace &t, SimTime at, int message, int delivery)
{
    const auto cause = quint16(delivery == 1 ? DeliveryCause::First : DeliveryCause::AckLost);
    t.append(at, TraceKind::HandleStart, kConsumer1, quint32(message), quint16(delivery), cause);
    t.append(at + 10, TraceKind::SideEffect, kConsumer1, quint32(message), quint16(delivery), delivery > 1 ? 1 : 0);
}
} // namespace

void TestReportModel::hugeStoppedRunListsABoundedTable()
{
    // Three messages redelivered 400 000 times each (delivery numbers wrap
    // at 65 536, as the trace's do), then 250 delivered twice: 1.2 M
    // deliveries, 2.4 M trace records.
    constexpr int kStorm = 3;
    constexpr int kStormDeliveries = 400000;
    constexpr int kTwice = 250;
    RunResult r;
    r.scenario.messages = kStorm + kTwice;
    r.stop = RunStop::OverBudget;
    r.stopReason = QStringLiteral("the trace reached its budget of 2400000 records");
    r.trace.reserve(std::size_t(2 * (kStorm * kStormDeliveries + 2 * kTwice)));
    SimTime at = 0;
    for (int d = 1; d <= kStormDeliveries; ++d) {
        for (int m = 0; m < kStorm; ++m)
            deliver(r.trace, at += 1000, m, d);
    }
    for (int m = kStorm; m < kStorm + kTwice; ++m) {
        deliver(r.trace, at += 1000, m, 1);
        deliver(r.trace, at += 1000, m, 2);
    }
    r.effectCounts.fill(2, kStorm + kTwice);
    for (int m = 0; m < kStorm; ++m)
        r.effectCounts[m] = kStormDeliveries;

    const RunReport report = ReportModel::run(r, ReportContext{});
    QCOMPARE(report.repeatedTotal, kStorm + kTwice);
    QVERIFY(report.repeated.size() <= RunReport::kMaxMessageRows);
    qint64 rows = 0;
    for (const ReportMessage &m : report.repeated) {
        QVERIFY(m.deliveries.size() <= RunReport::kMaxDeliveriesShown);
        rows += m.deliveries.size();
    }
    QVERIFY2(rows <= RunReport::kMaxDeliveryRows, qPrintable(QString::number(rows)));
    // The first messages, in order, with their real totals.
    QCOMPARE(report.repeated.first().logical, 0);
    QCOMPARE(report.repeated.first().deliveryCount, qint64(kStormDeliveries));
    QCOMPARE(report.repeated.first().deliveries.size(), RunReport::kMaxDeliveriesShown);
    for (int i = 0; i < report.repeated.size(); ++i)
        QCOMPARE(report.repeated.at(i).logical, i);
    // What was left out is counted: the storm's deliveries beyond the first
    // ten of each listed message (the pairs are listed whole).
    qint64 leftOut = 0;
    for (const ReportMessage &m : report.repeated)
        leftOut += m.deliveryCount - m.deliveries.size();
    QCOMPARE(report.deliveriesLeftOut, leftOut);
    QCOMPARE(report.deliveriesLeftOut, qint64(kStorm) * (kStormDeliveries - RunReport::kMaxDeliveriesShown));
    // The listed deliveries say what they did; a wrapped delivery number
    // of a left-out delivery does not overwrite them.
    const QVector<ReportDelivery> &first = report.repeated.first().deliveries;
    QCOMPARE(first.at(0).outcome, ReportDelivery::Applied);
    QCOMPARE(first.at(0).cause, DeliveryCause::First);
    for (int i = 1; i < first.size(); ++i) {
        QCOMPARE(first.at(i).number, i + 1);
        QCOMPARE(first.at(i).outcome, ReportDelivery::AppliedAgain);
        QCOMPARE(first.at(i).cause, DeliveryCause::AckLost);
    }
}

void TestReportModel::smallRunListsEveryDelivery()
{
    RunResult r;
    r.scenario.messages = 5;
    SimTime at = 0;
    for (int m = 0; m < 5; ++m) {
        for (int d = 1; d <= 1 + m; ++d)
            deliver(r.trace, at += 1000, m, d);
    }
    r.effectCounts = {1, 2, 3, 4, 5};
    const RunReport report = ReportModel::run(r, ReportContext{});
    QCOMPARE(report.repeatedTotal, 4);
    QCOMPARE(report.repeated.size(), 4);
    QCOMPARE(report.deliveriesLeftOut, qint64(0));
    for (const ReportMessage &m : report.repeated) {
        QCOMPARE(m.deliveryCount, qint64(m.logical + 1));
        QCOMPARE(m.deliveries.size(), m.logical + 1);
    }
}

QTEST_GUILESS_MAIN(TestReportModel)
#include "tst_reportmodel.moc"
