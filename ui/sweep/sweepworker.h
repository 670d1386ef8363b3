#pragma once

#include "run/sweeprunner.h"

#include <QObject>
#include <QStringList>
#include <QVector>
#include <atomic>
#include <memory>

namespace idem::ui {

// A finished (or cancelled) sweep: the grid that was asked for and one cell
// per value × strategy, value-major as SweepRunner returns them.
struct SweepOutcome
{
    QString path;
    QVector<double> values;
    QStringList strategies;
    QVector<SweepCell> cells;
    bool cancelled = false;
};

// Runs SweepRunner on the thread it lives on (SweepView moves it to its own
// QThread) and reports by queued signals.
class SweepWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SweepWorker)
public:
    struct Job
    {
        quint64 id = 0;
        Scenario scenario;
        QString path;
        QVector<double> values;
        QStringList strategies;
        QString folder;
        int threads = 0; // 0 = one per core
        std::shared_ptr<std::atomic_bool> cancel;
    };

    explicit SweepWorker(QObject *parent = nullptr);
    void run(const Job &job);

signals:
    void progressed(quint64 job, int done, int total);
    void finished(quint64 job, const idem::ui::SweepOutcome &outcome);
    void failed(quint64 job, const QString &message);
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::SweepOutcome)
