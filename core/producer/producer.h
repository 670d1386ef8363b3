#pragma once

#include "../kernel/simcontext.h"

namespace idem {

// Publishes the logical events at the scenario's rate. A lost publish or a
// lost publish-ack looks the same to it: a timeout, then a retry with
// exponential backoff, up to maxRetries; a give-up is traced and counted.
class Producer final
{
public:
    explicit Producer(SimContext &ctx);
    void start();
    void onEvent(const SimEvent &event);

private:
    void publish(int logical, int attempt);
    void timedOut(int logical, int attempt);

    SimContext &m_ctx;
};

} // namespace idem
