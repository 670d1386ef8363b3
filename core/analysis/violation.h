#pragma once

#include <QString>

namespace idem {

// One correctness problem, explained in plain words with its cause chain.
struct Violation
{
    int logical = -1;
    QString kind;        // "duplicate-side-effect" | "lost"
    int applied = 0;     // effects found in the database for the key
    QString explanation;
};

} // namespace idem
