#include "simcontext.h"

#include "messageids.h"

namespace idem {

quint32 SimContext::messageKey(int logical, int attempt) const
{
    return MessageIds::key(scenario, logical, attempt);
}

QString SimContext::messageIdText(int logical, int attempt) const
{
    return MessageIds::text(scenario, logical, attempt);
}

} // namespace idem
