#include "parallelfor.h"

#include <QThread>
#include <QtGlobal>
#include <atomic>
#include <numeric>
#include <thread>
#include <vector>

namespace idem {

void parallelFor(int count, int threads, const std::function<void(int)> &job)
{
    QVector<int> order(qMax(0, count));
    std::iota(order.begin(), order.end(), 0);
    parallelFor(order, threads, job);
}

void parallelFor(const QVector<int> &order, int threads, const std::function<void(int)> &job)
{
    const int count = int(order.size());
    std::atomic_int next{0};
    const auto worker = [&]() {
        for (int i = next.fetch_add(1); i < count; i = next.fetch_add(1))
            job(order.at(i));
    };
    const int cores = qMax(1, QThread::idealThreadCount());
    const int n = qBound(1, threads > 0 ? threads : cores, qMax(1, count));
    std::vector<std::thread> pool;
    for (int t = 1; t < n; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &t : pool)
        t.join();
}

} // namespace idem
