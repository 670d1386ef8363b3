#pragma once

#include <functional>

namespace idem {

// Runs job(i) for i in [0, count) on up to `threads` std::threads (0 = one
// per core), the calling thread included. Each job owns its own SQLite
// connections, so jobs share nothing but their output slots.
void parallelFor(int count, int threads, const std::function<void(int)> &job);

} // namespace idem
