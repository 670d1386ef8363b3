#pragma once

#include <QVector>
#include <functional>

namespace idem {

// Runs job(i) for i in [0, count) on up to `threads` std::threads (0 = one
// per core), the calling thread included. Each job owns its own SQLite
// connections, so jobs share nothing but their output slots.
void parallelFor(int count, int threads, const std::function<void(int)> &job);
// The same, handing the jobs out in `order` (a permutation of [0, count)):
// the longest first, so the last job to start is a short one and no core
// idles at the end while another finishes a long run.
void parallelFor(const QVector<int> &order, int threads, const std::function<void(int)> &job);

} // namespace idem
