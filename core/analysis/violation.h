#pragma once

#include <QString>

namespace idem {

// What went wrong with a business key: its effect applied more than once,
// or never (and the broker did not give it up either).
enum class ViolationKind : quint8 { DuplicateSideEffect, Lost };

// One correctness problem, explained in plain words with its cause chain.
struct Violation
{
    int logical = -1;
    ViolationKind kind = ViolationKind::DuplicateSideEffect;
    int applied = 0;     // effects found in the database for the key
    QString explanation;

    // The kind as summary.json and violations.csv write it.
    QString kindWord() const
    {
        return kind == ViolationKind::Lost ? QStringLiteral("lost") : QStringLiteral("duplicate-side-effect");
    }
};

} // namespace idem
