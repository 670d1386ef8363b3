#pragma once

#include "run/runptr.h"

#include <QObject>
#include <QStringList>
#include <QVector>
#include <atomic>
#include <memory>

namespace idem::ui {

// What a finished comparison hands back: the runs in the order asked for,
// and comparison.json / comparison.csv built while the traces were at hand.
struct ComparisonOutcome
{
    QVector<RunPtr> runs;
    QByteArray json;
    QByteArray csv;
};

// Runs ComparisonRunner on the thread it lives on (CompareView moves it to
// its own QThread) and reports by queued signals. The engine spreads the
// strategies over its own worker threads; progress is forwarded at most
// ~20 times a second per strategy.
class ComparisonWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonWorker)
public:
    struct Job
    {
        quint64 id = 0;
        Scenario scenario;
        QStringList strategies;
        QString folder;
        int threads = 0; // 0 = one per core
        std::shared_ptr<std::atomic_bool> cancel;
    };

    explicit ComparisonWorker(QObject *parent = nullptr);
    void run(const Job &job);

signals:
    void progressed(quint64 job, const QString &strategy, double fraction);
    // Also when cancelled: the runs then carry `cancelled`.
    void finished(quint64 job, const idem::ui::ComparisonOutcome &outcome);
    void failed(quint64 job, const QString &message);
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::ComparisonOutcome)
