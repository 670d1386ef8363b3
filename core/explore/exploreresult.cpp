#include "exploreresult.h"

namespace idem {

QString verdictWord(VerdictKind kind)
{
    switch (kind) {
    case VerdictKind::ViolationFound: return QStringLiteral("violation-found");
    case VerdictKind::Complete: return QStringLiteral("complete");
    case VerdictKind::Incomplete: return QStringLiteral("incomplete");
    }
    return {};
}

qint64 ExploreRun::exhaustiveRun() const
{
    qint64 n = 0;
    for (const LevelStats &l : levels)
        n += l.run;
    return n;
}

qint64 ExploreRun::schedulesRun() const
{
    return exhaustiveRun() + randomRun;
}

qint64 ExploreRun::schedulesInBound() const
{
    qint64 n = 0;
    for (const LevelStats &l : levels)
        n += l.schedules;
    return n;
}

qint64 ExploreRun::distinctTraces() const
{
    return traceHashes.size() - (traceHashes.contains(baselineHash) ? 1 : 0);
}

VerdictKind ExploreRun::verdict() const
{
    if (smallest)
        return VerdictKind::ViolationFound;
    return boundCovered ? VerdictKind::Complete : VerdictKind::Incomplete;
}

Coverage ExploreRun::coverage() const
{
    Coverage total = randomCoverage;
    for (const LevelStats &l : levels) {
        for (std::size_t i = 0; i < total.size(); ++i)
            total[i] += l.coverage[i];
    }
    return total;
}

QStringList ExploreRun::neverFired() const
{
    const Coverage coverage = this->coverage();
    QStringList out;
    for (const QString &c : classes) {
        for (int i = 0; i < int(Fired::Count); ++i) {
            if (firedWord(Fired(i)) == c && coverage[std::size_t(i)] == 0)
                out.append(c);
        }
    }
    return out;
}

} // namespace idem
