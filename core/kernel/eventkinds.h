#pragma once

namespace idem {

// Engine events. Arguments (a, b, c) are documented per kind.
enum EventKind : int {
    EvPublish,         // a = logical, b = attempt
    EvPublishTimeout,  // a = logical, b = attempt
    EvLockExpired,     // a = broker message, b = delivery number
    EvBrokerBack,
    EvConsumerStep,    // a = consumer, b = epoch
    EvConsumerRestart, // a = consumer, b = epoch
    EvScheduled,       // a = index into faults.schedule
    EvStoreUp,
    EvRetention,
    EvKafkaTimer,      // a = KafkaTimer, b = consumer, c = sequence it checks
};

} // namespace idem
