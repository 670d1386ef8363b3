#pragma once

namespace idem {

// Outcome of one statement against the run database. Busy is SQLite's
// SQLITE_BUSY (another connection holds the write lock; busy_timeout is 0 so
// it answers at once and the engine reschedules the step).
enum class StoreStatus { Ok, Busy, Constraint, Failed };

} // namespace idem
