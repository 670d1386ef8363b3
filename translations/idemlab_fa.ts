<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>BrokerProfile</name>
    <message>
        <source>RabbitMQ (quorum queue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No publish-side dedup. Unacked messages are requeued at once when the channel or connection closes; consumer_timeout 30 min; quorum queue delivery-limit 20, then dead-lettered (RabbitMQ 4.x docs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amazon SQS FIFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visibility timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MessageDeduplicationId with a fixed 5-minute interval; visibility timeout 30 s; maxReceiveCount of the redrive policy sends to the DLQ (set here to 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Service Bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peek-lock duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate detection on MessageId, window 20 s to 7 days (default 10 min); peek-lock 60 s; MaxDeliveryCount 10, then dead-lettered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NATS JetStream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AckWait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nats-Msg-Id duplicate window 2 min; AckWait 30 s; MaxDeliver unlimited (-1) by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apache Kafka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The idempotent producer drops only its own retries (producer id + sequence). Consumers resume from the last committed offset after a crash or rebalance: enable.auto.commit true, auto.commit.interval.ms 5000, max.poll.records 500, session.timeout.ms 45000, max.poll.interval.ms 300000.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explainer</name>
    <message>
        <source>auto-commit every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offsets committed after each batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the partition&apos;s owner re-read it from the last committed offset (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer-group rebalance reset the partition, and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a handler took longer than max.poll.interval.ms (%1), so its consumer was removed from the group while still working; its offset commit failed and it rejoined at %2; the group rebalanced and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed at %2 before committing its offsets; when it came back at %3 the group rebalanced and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a member that had been removed rejoined at %1, the group rebalanced and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed at %2; after the %3 session timeout the group rebalanced at %4 and %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a handler took longer than max.poll.interval.ms (%1), so its consumer was removed from the group at %2 while still working; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer joined at %1, the group rebalanced and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer left at %1, the group rebalanced and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the broker restarted at %1, every member rejoined and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its ack from %1 was lost at %2 with the connection, so the broker requeued it at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its ack from %1 at %2 was lost, so the broker redelivered it after the %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ack was lost, so the broker redelivered it after the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed%2 before acking it, so the broker %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requeued it at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redelivered it after the </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (the handler was too slow), so the broker handed it out again while the first handler was still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the broker restarted%1 and handed out again everything not yet acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped before its ack (every %2 messages) was sent, so the broker requeued every unacked delivery at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped before its ack was sent, so the broker redelivered it after the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a new message id (new-per-attempt), which the broker&apos;s duplicate detection cannot recognise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and this broker has no publish-side duplicate detection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the broker&apos;s %1 duplicate-detection window had passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the producer&apos;s publish ack was lost%1, so it published again (attempt %2) %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the message was rejected and requeued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was delivered again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the strategy &quot;none&quot; does not deduplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy carried a new message id (new-per-attempt), so no message-id deduplication could recognise it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the email is sent outside the database transaction: %1 crashed after sending it, the rollback removed the inbox row but cannot unsend an email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the email is sent outside the database transaction, before the inbox row is committed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural idempotency needs an idempotent operation, and &quot;%1&quot; is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balance += 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its id had expired from the cache (TTL %1) before the duplicate arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its id had been evicted from the cache (capacity %1 entries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cache was flushed before the duplicate arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the in-process cache died with %1&apos;s crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed (%2) before it stored the id in the cache, which is not atomic with the business commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first handler had not finished yet when the duplicate checked the cache (check-then-act race)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s in-process cache cannot know what %2 processed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id was not in the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its inbox row had been deleted by the retention cleanup at %1 (retention %2) before the duplicate arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed between the business commit and the inbox commit, so the inbox never recorded it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both handlers checked the inbox before either committed, and without the unique key on inbox both commits succeeded (race)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the duplicate checked the inbox before the first transaction had committed (race)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the strategy did not recognise it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was applied %2 times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was applied %2 times (expected once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Delivery %1 reached %2 at %3 and was applied at %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> While that handler was still running, %1;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Then %1;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> delivery %1 reached %2 at %3 and applied it again at %4 because %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was never applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Delivery %1 to %2 at %3 was skipped as a duplicate (%4) although no effect had been committed: the id was recorded but the work was not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The id went into the cache before the commit (cacheWrite before-commit), then %1 crashed at %2 (%3) and SQLite rolled the work back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> No consumer ever handled it: none was left to take the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Every handling of it was interrupted before its commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the producer gave up after %2 attempts; the broker never stored it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: dead-lettered at %2 after %3 deliveries (limit %4); its effect was never applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: delivery %2 to %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, applied at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, skipped by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, crashed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, ack lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>No deduplication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plain handler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every redelivery repeats the effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-process cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camel MemoryIdempotentRepository (1000 entries), Brighter in-memory inbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost when the process dies; TTL and eviction let late duplicates in; check-then-act race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared cache (Redis-like)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDistributedCache / Redis SET with expiry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not atomic with the business commit; TTL; flush; race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox: check, then insert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source articles&apos; code: SELECT the inbox, run the handler, INSERT inbox + business in one transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the unique key the handler runs twice and one commit rolls back; without it both commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox: claim first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eventuate, NServiceBus pessimistic mode, Wolverine: INSERT … ON CONFLICT DO NOTHING, then the handler in the same transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only effects outside the transaction (an email).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox in its own transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brighter V9, Wolverine issue #1677: the inbox row is committed after the business transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A crash between the two commits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural idempotency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UPSERT by business key, no inbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations that are not idempotent (balance += 10, an email).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache in front of the inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s HybridCache in front of the database inbox (claim first); cache set after commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None for database effects; the cache saves database round trips.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::BalanceModel</name>
    <message numerus="yes">
        <source>Charged %n times: a duplicate side effect</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>increments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::BrokerGroup</name>
    <message>
        <source>Broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which broker to imitate. Choosing one resets the deduplication window, the redelivery timeout and the delivery limit to that broker&apos;s documented defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedup window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dedup window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish-side duplicate detection: a copy with a message id seen within this window is dropped by the broker. 0 = none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redelivery timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redelivery timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the broker waits for an ack before it hands the message out again (visibility timeout, peek-lock, AckWait).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delivery limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this many deliveries the message goes to the dead-letter queue. 0 = unlimited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a broker restart keeps the broker away (unless the schedule entry says otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka only: partitions of the topic, key-hashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka only: how partitions are spread over the group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka only: eager revokes every partition, cooperative only the moved ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::CompareView</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the scenario under every checked strategy, same seed and faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write comparison.json, comparison.csv and the charts as PNG into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a row to see its SQLite file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s SQLite file: open it with sqlite3 to see the inbox and business rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the comparison&apos;s folder in the file manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table and charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timelines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has changed since these results: run again to update them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or choose a scenario first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check at least one strategy to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario cannot run:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running… (strategies: %1, same seed and faults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 strategies had finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategies compared: %1 — valid: %2, invalid: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some runs failed:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No scenario yet: open one, or pick one from the workshop library.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the comparison into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export yet: run a comparison first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ComparisonModel</name>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done, waiting for the others…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running… %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate side effects: %1
Lost events: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This strategy has no cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits, %2 misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate side effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DB transactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollbacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deduplication strategy; every row ran the same scenario, seed and faults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid: no duplicate side effect and no lost event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects applied again for a key that already had one, read from the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeliveries the strategy recognised and skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events never applied, not dead-lettered, and not given up by the producer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events moved to the dead-letter queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed database transactions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transactions rolled back (crash, unique key, claim conflict, store failure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hits over cache lookups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish to first effect in virtual time, median.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish to first effect in virtual time, 99th percentile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the simulation took on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s SQLite file; open it with sqlite3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same scenario and seed give the same hash.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ComparisonWorker</name>
    <message>
        <source>Cannot create the folder %1 for the run databases.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ConsumersGroup</name>
    <message>
        <source>Consumers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer instances at the start, each with its own SQLite connection; they race on the same rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processing time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual time the handler&apos;s own work takes, between the check and the commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a crashed consumer stays down. Its local cache dies with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefetch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefetch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unacked deliveries a consumer may hold (RabbitMQ basic.qos, SQS batch receive). A crash returns all of them, processed or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ack batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acks are sent for this many deliveries at once (at most the prefetch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database op cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual cost of one SQL statement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache op cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual cost of one cache lookup or update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the store is unavailable the handler neither acks nor skips; it tries again after this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-commit offsets (Kafka)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka enable.auto.commit: offsets are committed on a timer, not per message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto-commit interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka auto.commit.interval.ms (default 5000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka session.timeout.ms (default 45000): a silent member is removed after this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max poll interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max poll interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka max.poll.interval.ms (default 300000): a slower handler triggers a rebalance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max poll records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max poll records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka max.poll.records (default 500): the batch size.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::DatabasePanel</name>
    <message>
        <source>The inbox: one row per handled message id (committed rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The business table: one row per order inserted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balances, rebuilt from the committed increments up to the playhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mail server&apos;s own database: no consumer transaction covers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s tables appear here after a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the end of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or before %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows written %1 (the time their statement ran; rolled-back rows never reach the file), newest first. Red: a second row for the same key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the run database: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::DuplicateChart</name>
    <message>
        <source>Duplicate side effects over time (cumulative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate side effects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::DuplicateCurveModel</name>
    <message>
        <source>%1: virtual time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: duplicate side effects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::EmptyState</name>
    <message>
        <source>Or open a built-in scenario from the File menu, or drop a scenario file here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages · %2 · strategy: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::EventLogModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::EventLogPanel</name>
    <message>
        <source>Message, e.g. order-17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the records of one business key (order-17, or just 17)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only one kind of record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interesting events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::FaultInjector</name>
    <message>
        <source>%1 · delivery %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose this ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose the ack of %1 delivery %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The consumer handles it, but its ack never reaches the broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash the consumer here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash on %1 delivery %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this handler slow…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra handling time for %1 delivery %2 (ms).
Longer than the redelivery timeout makes the broker hand it out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow handler on %1 delivery %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose this publish ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose the publish ack of %1 attempt %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose this publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose the publish of %1 attempt %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the broker here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the broker at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush the cache here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush the cache at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store unavailable here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the store stays unavailable from %1 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store unavailable at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash consumer-1 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash consumer-1 at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A consumer joins here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A consumer joins at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::FaultsGroup</name>
    <message>
        <source>Faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish ack loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that the broker stores a publish but the producer never hears back, so it publishes again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that a publish never reaches the broker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ack loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that a consumer&apos;s ack never reaches the broker: the message comes back after the redelivery timeout although it was handled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crash chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that a consumer crashes at the crash point while handling a delivery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crash point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where in the handler the random crashes happen. A crash before commit rolls the transaction back for real.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt; — faults at a time, or aimed at one delivery</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::FieldBinder</name>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::FileController</name>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Built-in Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems in %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::GeneralGroup</name>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s title, shown in the window and in reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workshop topic this scenario belongs to (optional).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the scenario sets up, in plain words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prediction question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question students answer before the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to observe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to look for on the timeline after the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The take-away, shown with the verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every random decision (which ack is lost, which delivery crashes) follows from this number: the same seed replays the same run, byte for byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many logical events the producer publishes: order-1 … order-N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual time between two new events from the producer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What handling one event does. insert-order and increment-balance are not idempotent by themselves; upsert-order is; send-email happens outside any transaction.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::HelpOverlay</name>
    <message>
        <source>&lt;h2&gt;Keyboard shortcuts&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Esc, ? or F1 to close.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::InspectorHtml</name>
    <message>
        <source>Click an event on the timeline or in the event log to see what happened to that delivery: the strategy&apos;s decision, the SQL that ran, the transaction&apos;s outcome, the rows at that moment and why it happened. Press N to jump to the next interesting event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow %1 on the timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only %1 in the event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · record #%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per publish attempt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (policy %2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, publish attempt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 of this copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hit: the id was cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache miss: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cache was not consulted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow handler: +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite answered BUSY (×%1); the step was retried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store unavailable (×%1): not acked, not skipped, retried later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped as a duplicate, recognised by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied the effect AGAIN: a duplicate side effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crashed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No effect from this delivery (yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy decision (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQL that ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the handler did not reach the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still open at the end of this handling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed at %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled back at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acked at %1 (deliveries in this ack: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ack sent at %1 was LOST: the broker will deliver the message again after its %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never acked: the consumer crashed first, so the broker will deliver it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not acked within this handling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (cause chain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every delivery of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing went wrong for this key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first delivery of this copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it came again: the ack of delivery %1 from %2 was lost at %3; the broker cannot tell a lost ack from a slow consumer, so it delivered the message again after its %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it came again: %1 crashed at %2 (%3) before acking delivery %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it came again: %1 had not acked within the %2, so the broker handed it out again while the first handler was still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it came again: the broker restarted and handed out everything not yet acknowledged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it came again: the producer never heard the publish ack and published again (attempt %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it came again: a rebalance moved the partition and the new owner re-read from the last committed offset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it came again: the consumer&apos;s connection dropped before its ack, so every unacked delivery came back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it came again: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker restarted: every delivery not yet acknowledged will be handed out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker is back and delivers again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cache was flushed: every id cached before now is forgotten, so a late duplicate gets through a cache-only strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store became unavailable: handlers must neither ack nor skip; they retry later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store is available again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The retention job deleted old inbox rows: a redelivery of those messages will be handled again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The consumer restarted with an empty local cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The consumer crashed between deliveries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A consumer joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A consumer left; its unacked deliveries come back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The consumer group rebalanced its partitions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record is not about one message.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::MainWindow</name>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the scenario (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics and verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database at the playhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time Idempotency Lab starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run finished in %1 ms: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulation stopped with an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder for run databases: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Idempotency Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the problems shown in the Scenario panel to run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::MetricsModel</name>
    <message>
        <source>Duplicate side effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects applied again for a key that already had one: the bug the strategy should prevent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events never applied, not dead-lettered, not given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeliveries the strategy recognised and skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side effects applied (the end value is read from the database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every publish, retries included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped by broker dedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishes the broker recognised by message id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries that reached a handler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeliveries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries beyond the first per event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acks lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer acks that never reached the broker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer crashes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed transactions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollbacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transactions rolled back (crash, unique key, claim, store failure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicates recognised by a cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lookups that found nothing in the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler steps that met an unavailable store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events moved to the dead-letter queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events whose publish retries ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps rescheduled because SQLite answered BUSY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish to first effect, virtual time, median.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish to first effect, virtual time, 99th percentile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the run lasted in virtual time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the simulation took on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At playhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::MetricsPanel</name>
    <message>
        <source>No run yet. Press Ctrl+R to run the scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Valid: every event took effect exactly once (%1 skipped duplicates).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ Invalid: %1 duplicate side effects, %2 lost events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · strategy %2 · %3 · seed %4 · trace %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::Narration</name>
    <message>
        <source>its id was in the local cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its id was in the shared cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inbox already had its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inbox claim for its id conflicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key rolled the second commit back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was recognised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before handling it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the side effect, before the commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between the business commit and the inbox commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the commit, before the ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the ack, before updating the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a member missed its session timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a handler took longer than max.poll.interval.ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the broker restarted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a removed member rejoined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 was applied again: a duplicate side effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 arrived again and %3 skipped it: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 crashed while handling %3, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 crashed while handling %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2&apos;s ack for %3 was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the broker stored %2, but the producer never got its publish ack and will retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the broker recognised the producer&apos;s retry of %2 by its message id and dropped it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 was moved to the dead-letter queue after %3 deliveries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the consumer group started a rebalance: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the broker restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 lost its connection to the broker; its unacked deliveries go back to the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 restarted; whatever it kept in memory is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 is slow on %3: %4 longer than usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the database became unavailable: consumers must neither ack nor skip, only retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 could not reach the database while handling %3: it does not ack and does not skip; it tries again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the database is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the cache was flushed: every message id it remembered is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the inbox cleanup deleted %2 rows older than the retention window; it keeps doing so.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::OutcomeChart</name>
    <message>
        <source>Outcomes per strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackActions</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to the next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to the previous event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next interesting event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the next duplicate side effect, crash, skipped duplicate, lost ack or dead letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous interesting event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump back to the previous interesting event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the playhead to the start of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the playhead to the end: show the whole run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackBar</name>
    <message>
        <source>Playback speed: a multiple of virtual time, or a number of events per second ([ and ] change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to move the playhead through the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 · #%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackController</name>
    <message>
        <source>0.25× time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0.5× time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1× time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2× time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4× time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8× time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16× time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 events/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 events/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50 events/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>250 events/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::PresenterMode</name>
    <message>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presenter mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the scenario and tell what happened (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run is over. Press Space for the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario has no story yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What do you expect to happen?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run (%1): %2 duplicate side effects, %3 skipped duplicates, %4 lost, %5 dead-lettered — %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a valid run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an invalid run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space: the question  ·  Esc: leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space: reveal  ·  ←: the story  ·  Esc: leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc: leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space / →: next event  ·  ←: previous  ·  Esc: leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>←: back to the events  ·  Esc: leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing went wrong in this run: no fault, no duplicate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 of %2  ·  %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space for the first event.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ProducerGroup</name>
    <message>
        <source>Producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message id policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stable: derived from the business key (the right way). new-per-attempt: a fresh GUID on every retry, which defeats the broker&apos;s duplicate detection and the inbox. content-hash: a hash of the payload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the producer waits for the broker&apos;s publish ack before it retries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish retries before the producer gives up on an event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry backoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry backoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause before each retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotent producer (Kafka)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka enable.idempotence: the broker drops the producer&apos;s own retries (same producer id and sequence), nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::RecordText</name>
    <message>
        <source>Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish acked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enqueued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped by broker dedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale ack ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requeued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer joins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox cleanup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crash before ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeout expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>producer retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the local cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shared cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inbox lookup (SELECT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inbox claim (INSERT … ON CONFLICT DO NOTHING)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key (the commit rolled back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry expired (TTL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry evicted (capacity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost with the crashed process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the consumer crashed mid-transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key was violated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the message was already claimed in the inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the store became unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy of attempt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, copy of attempt %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recognised by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DUPLICATE: this key already had its effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deliveries in this ack: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inbox rows deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deliveries: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportExporter</name>
    <message>
        <source>&amp;Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All formats…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the report as HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no run to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the report into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files exported to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::RunStatus</name>
    <message>
        <source>The run&apos;s SQLite file (select to copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario changed since this run: Ctrl+R runs it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running… %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run database: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioCatalog</name>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opens with strategy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario cannot be read:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioEditor</name>
    <message>
        <source>Problems to fix before this scenario can run: %1 (see below).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioSummary</name>
    <message>
        <source>%1 · effect %2 · %3 messages · consumers: %4 · seed %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ScheduleDelegate</name>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (timed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ScheduleEditor</name>
    <message>
        <source>Double-click a cell to edit it. Timed faults happen at a time; targeted ones hit one message&apos;s Nth delivery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a fault after the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected fault up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected fault down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ScheduleModel</name>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A time in the run; setting it makes the entry timed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A business key; setting it aims the fault at that message&apos;s delivery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit fault %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move fault</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ShortcutModel</name>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyGroup</name>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the consumer recognises a message it has already handled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a cache entry lives. A redelivery after it expired gets through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries before the least recently used is evicted (Camel&apos;s memory repository keeps 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique key on the inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRIMARY KEY(message_id, consumer) on the inbox. Switch it off to watch check-then-insert commit both copies of a race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inbox retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep for ever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cleanup job deletes inbox rows older than this (MassTransit 30 min, NServiceBus 7 days, Wolverine 5 min); a redelivery after that is handled again. 0 = keep for ever.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Mirrors: %2&lt;br&gt;Leaks: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyPalette</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (&lt;code&gt;%2&lt;/code&gt;)&lt;br&gt;Mirrors: %3&lt;br&gt;Where it leaks: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyPicker</name>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncheck every strategy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepChart</name>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepModel</name>
    <message>
        <source>Duplicate side effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency p99 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2, %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, trace %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepParameter</name>
    <message>
        <source>Cache TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a cache remembers a message id. Redeliveries after it expires get through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many message ids a cache holds before it evicts the oldest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack-loss probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance that a consumer&apos;s ack never reaches the broker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish-ack-loss probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance that the broker stores a publish but the producer never hears back, and retries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance that a consumer crashes at the scenario&apos;s crash point while handling a delivery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox retention window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long inbox rows are kept (0 = for ever). A redelivery after the cleanup is processed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker dedup window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the broker remembers a message id to drop a producer&apos;s retries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many consumer instances share the work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefetch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many unacked deliveries a consumer may hold; a crash returns them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the handler works on one delivery, in virtual time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Scenario field: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepView</name>
    <message>
        <source>&amp;Run sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many values from the first to the last, evenly spaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has changed since these results: run again to update them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now %1 in the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or choose a scenario first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check at least one strategy to sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario cannot run:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1 simulations…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 simulations done…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 simulations done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some values could not run:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No scenario yet: open one, or pick one from the workshop library.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export yet: run a sweep first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the sweep as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepWorker</name>
    <message>
        <source>Cannot create the folder %1 for the run databases.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::TimedTableModel</name>
    <message numerus="yes">
        <source>%n rows for this key at this moment: a duplicate side effect</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineLegend</name>
    <message>
        <source>Timeline legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crashed and not yet restarted, left the group, or not yet joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follows a message from the producer through the broker to a consumer. Double-click a mark to follow its message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many events to draw one by one: the bar&apos;s height grows with their number; the most severe one keeps its mark. Zoom in to see each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle time, compressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A long stretch in which nothing happened, squeezed to save room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay position; what comes after it is dimmed. Click the ruler to move it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelinePainter</name>
    <message>
        <source>Following %1 (Esc stops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run to show yet. Run a scenario to draw its timeline.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelinePair</name>
    <message>
        <source>&amp;Upper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lower:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compress idle &amp;gaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squeeze long idle stretches. Each run has its own gaps: turn this off to put both timelines on the same linear time scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show both runs from start to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a mark to follow its message in both timelines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — no finished run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#1b7a2e&apos;&gt;valid&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;invalid&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 · %3 duplicate side effects · %4 skipped duplicates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineRuler</name>
    <message>
        <source>%1 h</source>
        <comment>time ruler, hours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>time ruler, minutes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>time ruler, seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>a point in time, seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <comment>duration</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <comment>duration</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>duration</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>duration</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>duration</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d</source>
        <comment>duration</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineText</name>
    <message>
        <source>Other step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enqueued by the broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped by broker deduplication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redelivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store unavailable to the handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish lost / gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store down / up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost ack or connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate side effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The producer sends an event for the first time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The producer heard no ack and sent the event again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A publish that never reached the broker, or a producer that gave up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker stored a copy of the event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker recognised the message id and dropped the copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker hands the message to a consumer for the first time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same message delivered again: lost ack, crash, timeout, restart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The handler&apos;s side effect was applied once, as intended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side effect was applied again: the customer is charged twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The consumer recognised a duplicate and did not apply it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The consumer process died; its open transaction rolled back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ack (or Kafka offset commit) that never counted, or a dropped connection: the message comes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivered too often: moved to the dead-letter queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database was unavailable; the handler retries later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transaction committed in the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transaction rolled back in the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dedup cache knew the message id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker restarted; unacked deliveries are returned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dedup cache was emptied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store became unavailable, then available again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The consumer group reassigned partitions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler start, cache miss, ack and other steps; shown when zoomed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish acked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enqueued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale ack ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requeued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox retention cleanup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQL statement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset commit failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crash before ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visibility timeout / lock expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>producer retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, attempt %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, delivery %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cause: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happened for %1 (compressed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineView</name>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every publish, delivery and side effect of the run, one lane per actor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::UiFormat</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer-%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ViewActions</name>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compress idle gaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop following the message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::ViolationsModel</name>
    <message>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::VocabLabels</name>
    <message>
        <source>Insert an order row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add 10 to a balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upsert the order by key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send an email (outside the transaction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stable (from the business key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New GUID per attempt (pitfall)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash of the content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round-robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager (revoke all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooperative (moved only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before handling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the side effect, before commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between the two commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After commit, before the ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the ack, before the cache update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer joins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>idem::ui::WorkshopBrowser</name>
    <message>
        <source>Workshop library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the scenarios (title, story, broker, topic)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a scenario to teach. Read the story, ask the room to predict, then open it and run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No scenario matches “%1”.&lt;/i&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Select a scenario to read its story.&lt;/i&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to observe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
