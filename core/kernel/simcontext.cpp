#include "simcontext.h"

#include "messageids.h"

namespace idem {

quint32 SimContext::messageKey(int logical, int attempt) const
{
    return MessageIds::key(scenario, logical, attempt);
}

void SimContext::startEvents(int n, EventFate fate)
{
    firstPublishAt.fill(-1, n);
    firstEffectAt.fill(-1, n);
    appliedSoFar.fill(0, n);
    deliveriesSoFar.fill(0, n);
    fates.fill(fate, n);
}

bool SimContext::countEffect(int logical, bool repeatable)
{
    int &applied = appliedSoFar[logical];
    if (!repeatable || applied == 0)
        ++applied;
    return !repeatable && applied > 1;
}

QString SimContext::messageIdText(int logical, int attempt) const
{
    return MessageIds::text(scenario, logical, attempt);
}

} // namespace idem
