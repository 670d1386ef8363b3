<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>BatchCheck</name>
    <message>
        <source>Open or choose a scenario first.</source>
        <translation>ابتدا یک سناریو باز یا انتخاب کنید.</translation>
    </message>
    <message>
        <source>The scenario cannot run:
%1</source>
        <translation>سناریو قابل اجرا نیست:
%1</translation>
    </message>
</context>
<context>
    <name>BrokerProfile</name>
    <message>
        <source>consumer timeout</source>
        <translation>consumer timeout</translation>
    </message>
    <message>
        <source>Amazon SQS FIFO</source>
        <translation>Amazon SQS FIFO</translation>
    </message>
    <message>
        <source>visibility timeout</source>
        <translation>visibility timeout</translation>
    </message>
    <message>
        <source>Azure Service Bus</source>
        <translation>Azure Service Bus</translation>
    </message>
    <message>
        <source>peek-lock duration</source>
        <translation>مدت peek-lock</translation>
    </message>
    <message>
        <source>Duplicate detection on MessageId, window 20 s to 7 days (default 10 min); peek-lock 60 s; MaxDeliveryCount 10, then dead-lettered.</source>
        <translation>تشخیص پیام تکراری بر اساس MessageId، با بازه‌ی ۲۰ ثانیه تا ۷ روز (پیش‌فرض ۱۰ دقیقه)؛ peek-lock برابر ۶۰ ثانیه؛ MaxDeliveryCount برابر ۱۰ و پس از آن پیام dead-letter می‌شود.</translation>
    </message>
    <message>
        <source>NATS JetStream</source>
        <translation>NATS JetStream</translation>
    </message>
    <message>
        <source>AckWait</source>
        <translation>AckWait</translation>
    </message>
    <message>
        <source>Apache Kafka</source>
        <translation>Apache Kafka</translation>
    </message>
    <message>
        <source>session timeout</source>
        <translation>session timeout</translation>
    </message>
    <message>
        <source>The idempotent producer drops only its own retries (producer id + sequence). Consumers resume from the last committed offset after a crash or rebalance: enable.auto.commit true, auto.commit.interval.ms 5000, max.poll.records 500, session.timeout.ms 45000, max.poll.interval.ms 300000.</source>
        <translation>producer از نوع idempotent فقط retryهای خودش را حذف می‌کند (producer id + sequence). consumerها پس از crash یا rebalance از آخرین offset commit شده ادامه می‌دهند: enable.auto.commit true، auto.commit.interval.ms 5000، max.poll.records 500، session.timeout.ms 45000، max.poll.interval.ms 300000.</translation>
    </message>
    <message>
        <source>RabbitMQ 4.x (quorum queue)</source>
        <translation>RabbitMQ 4.x (صف quorum)</translation>
    </message>
    <message>
        <source>No publish-side dedup. Unacked messages are requeued at once when the channel or connection closes; consumer_timeout 30 min; quorum queue delivery-limit 20 by default (RabbitMQ 4.0 docs), counting returns: limit L allows L + 1 deliveries, then dead-lettered.</source>
        <translation>بدون dedup در سمت انتشار. پیام‌های ack نشده به محض بسته شدن channel یا اتصال، بلافاصله دوباره در صف قرار می‌گیرند؛ consumer_timeout برابر ۳۰ دقیقه؛ delivery-limit صف quorum به‌طور پیش‌فرض ۲۰ است (مستندات RabbitMQ 4.0) و بازگشت‌ها را می‌شمارد: سقف L یعنی L + 1 تحویل، و پس از آن پیام dead-letter می‌شود.</translation>
    </message>
    <message>
        <source>RabbitMQ 3.x (quorum queue)</source>
        <translation>RabbitMQ 3.x (صف quorum)</translation>
    </message>
    <message>
        <source>No publish-side dedup. Unacked messages are requeued at once when the channel or connection closes; consumer_timeout 30 min; no delivery limit unless x-delivery-limit is set (RabbitMQ 3.x docs); limit L allows L + 1 deliveries, then dead-lettered.</source>
        <translation>بدون dedup در سمت انتشار. پیام‌های ack نشده به محض بسته شدن channel یا اتصال، بلافاصله دوباره در صف قرار می‌گیرند؛ consumer_timeout برابر ۳۰ دقیقه؛ تا x-delivery-limit تنظیم نشود سقفی برای تحویل وجود ندارد (مستندات RabbitMQ 3.x)؛ سقف L یعنی L + 1 تحویل، و پس از آن پیام dead-letter می‌شود.</translation>
    </message>
    <message>
        <source>Nats-Msg-Id duplicate window 2 min; AckWait 30 s; MaxDeliver unlimited (-1) by default; past MaxDeliver the message stays in the stream and one MAX_DELIVERIES advisory is published.</source>
        <translation>پنجره‌ی تشخیص تکراری Nats-Msg-Id برابر ۲ دقیقه؛ AckWait برابر ۳۰ ثانیه؛ MaxDeliver به‌طور پیش‌فرض نامحدود (‎-۱)؛ پس از رسیدن به MaxDeliver پیام در stream می‌ماند و یک advisory از نوع MAX_DELIVERIES منتشر می‌شود.</translation>
    </message>
    <message>
        <source>MessageDeduplicationId with a fixed 5-minute interval; visibility timeout 30 s; maxReceiveCount of the redrive policy sends to the DLQ (set here to 10). A message group&apos;s next message is not delivered while an earlier one of the group is in flight.</source>
        <translation>MessageDeduplicationId با بازه‌ی ثابت ۵ دقیقه‌ای؛ visibility timeout برابر ۳۰ ثانیه؛ maxReceiveCount در redrive policy پیام را به DLQ می‌فرستد (این‌جا روی ۱۰ تنظیم شده است). پیام بعدی یک message group تا وقتی پیام قبلی همان group در حال پردازش (in flight) است تحویل داده نمی‌شود.</translation>
    </message>
</context>
<context>
    <name>Explainer</name>
    <message>
        <source>%1 was applied %2 times.</source>
        <translation>%1، %2 بار اعمال شد.</translation>
    </message>
    <message>
        <source>%1 was applied %2 times (expected once).</source>
        <translation>%1، %2 بار اعمال شد (انتظار می‌رفت یک بار).</translation>
    </message>
    <message>
        <source>%1 was never applied.</source>
        <translation>%1 هرگز اعمال نشد.</translation>
    </message>
    <message>
        <source>%1: the producer gave up after %2 attempts; the broker never stored it.</source>
        <translation>%1: producer پس از %2 تلاش منصرف شد؛ broker هرگز آن را ذخیره نکرد.</translation>
    </message>
    <message>
        <source>%1: dead-lettered at %2 after %3 deliveries (limit %4); its effect was never applied.</source>
        <translation>%1: در %2 پس از %3 تحویل (سقف %4) به dead-letter queue منتقل شد؛ اثر آن هرگز اعمال نشد.</translation>
    </message>
    <message>
        <source>%1: message stopped after MaxDeliver at %2 after %3 deliveries (MaxDeliver %4): it stays in the stream unacknowledged, one MAX_DELIVERIES advisory was published, and its effect was never applied.</source>
        <translation>%1: پیام در %2 پس از %3 تحویل به MaxDeliver رسید و متوقف شد (MaxDeliver %4): ack نشده در stream می‌ماند، یک advisory از نوع MAX_DELIVERIES منتشر شد و اثر آن هرگز اعمال نشد.</translation>
    </message>
    <message>
        <source>The rebalance completed (generation %1): every moved partition starts again at its last committed offset.</source>
        <translation>rebalance کامل شد (generation %1): هر partitionی که جابه‌جا شد از آخرین offset commit شده‌اش دوباره شروع می‌شود.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 (%3).</source>
        <translation>%1 در %2 دچار crash شد (%3).</translation>
    </message>
    <message>
        <source>%1: dead-lettered at %2 after %3 deliveries: the delivery limit (x-delivery-limit %4) counts returns, not deliveries, so limit %4 allows %5 deliveries and return %3 went over it; its effect was never applied.</source>
        <translation>%1: در %2 پس از %3 تحویل به dead-letter رفت: حد تحویل (x-delivery-limit %4) بازگشت‌ها را می‌شمارد نه تحویل‌ها را، پس حد %4 اجازه‌ی %5 تحویل می‌دهد و بازگشت شماره‌ی %3 از آن گذشت؛ اثر آن هرگز اعمال نشد.</translation>
    </message>
    <message>
        <source>Offset reset to latest: %1 records skipped, this one among them. It was written to partition %2 (offset %3) at %4; when %5 took the partition at %6 nothing had been committed on it, so with auto.offset.reset latest it started at the log end and no consumer ever read it.</source>
        <translation>بازنشانی offset به latest: %1 رکورد جا افتاد و این یکی هم جزو آن‌هاست. این پیام در %4 در partition %2 (offset %3) نوشته شد؛ وقتی %5 در %6 این partition را گرفت، هیچ offsetی روی آن commit نشده بود، پس با auto.offset.reset latest از انتهای log شروع کرد و هیچ consumerی هرگز آن را نخواند.</translation>
    </message>
    <message>
        <source>Static member rejoined (no rebalance): %1 came back at %2 with its group.instance.id within its session (session.timeout.ms %3); it kept its partitions and reads them again from the last committed offsets.</source>
        <translation>static member دوباره پیوست (بدون rebalance): %1 در %2 با group.instance.id خود، پیش از پایان session (session.timeout.ms %3) برگشت؛ partitionهایش را نگه داشت و آن‌ها را دوباره از آخرین offsetهای commit شده می‌خواند.</translation>
    </message>
    <message>
        <source>Offset reset to latest: %1 records skipped, never processed by anyone. %2 took partition %3 at %4 with no committed offset on it, so it started at the log end (auto.offset.reset latest).</source>
        <translation>بازنشانی offset به latest: %1 رکورد جا افتاد و هیچ‌کس آن‌ها را پردازش نکرد. %2 در %4 partition %3 را گرفت که هیچ offset commit شده‌ای نداشت، پس از انتهای log شروع کرد (auto.offset.reset latest).</translation>
    </message>
    <message>
        <source>Offset commit refused at %1: %2 had already been removed from the group (its session or poll interval had run out), so the offsets it processed since its last successful commit never count and the partition&apos;s new owner reads those records again.</source>
        <translation>commit کردن offset در %1 رد شد: %2 پیش‌تر از گروه حذف شده بود (session یا poll interval آن به پایان رسیده بود)، بنابراین offsetهایی که از آخرین commit موفقش پردازش کرده بود هرگز به حساب نمی‌آیند و مالک جدید partition آن رکوردها را دوباره می‌خواند.</translation>
    </message>
    <message>
        <source>Delivery %1 reached %2 at %3 and was applied at %4.</source>
        <translation>تحویل %1 در %3 به %2 رسید و در %4 اعمال شد.</translation>
    </message>
    <message>
        <source>Delivery %1 reached %2 at %3 and applied it again at %4.</source>
        <translation>تحویل %1 در %3 به %2 رسید و آن را در %4 دوباره اعمال کرد.</translation>
    </message>
    <message>
        <source>While that handler was still running, delivery %1 reached %2 at %3 and applied it again at %4.</source>
        <translation>در حالی که آن handler هنوز در حال اجرا بود، تحویل %1 در %3 به %2 رسید و آن را در %4 دوباره اعمال کرد.</translation>
    </message>
    <message>
        <source>Delivery %1 reached %2 at %3 and applied it at %4, before the first handler&apos;s own application at %5, which became the repeat.</source>
        <translation>تحویل %1 در %3 به %2 رسید و آن را در %4 اعمال کرد، پیش از اعمالِ خودِ handler اول در %5، که همان تکرار شد.</translation>
    </message>
    <message>
        <source>It was applied %1 more times the same way.</source>
        <translation>به همین شکل %1 بار دیگر اعمال شد.</translation>
    </message>
    <message>
        <source>%1 had sent the email at %2, outside the database transaction; the store became unavailable at %3, the transaction was rolled back, and the handler&apos;s retry (every %4) ran delivery %5 again once the store was back and sent it again at %6: a rollback cannot unsend an email.</source>
        <translation>%1 ایمیل را در %2 بیرون از تراکنش پایگاه داده فرستاده بود؛ store در %3 در دسترس نبود، تراکنش rollback شد و تلاش دوباره‌ی handler (هر %4) پس از بازگشت store تحویل %5 را دوباره اجرا کرد و آن را در %6 دوباره فرستاد: rollback نمی‌تواند ایمیلِ فرستاده را پس بگیرد.</translation>
    </message>
    <message>
        <source>The store became unavailable at %1, after %2&apos;s business commit at %3 but before its inbox row was written: the strategy commits them separately, so nothing recorded the message as done between the business commit and the inbox commit. The handler&apos;s retry (every %4) ran delivery %5 again once the store was back, found no inbox row, and applied it again at %6.</source>
        <translation>store در %1 در دسترس نبود، پس از commit کسب‌وکار %2 در %3 اما پیش از نوشته شدن ردیف inbox آن: این استراتژی آن‌ها را جداگانه commit می‌کند، پس میان commit کسب‌وکار و commit inbox هیچ چیز پیام را انجام‌شده ثبت نکرد. تلاش دوباره‌ی handler (هر %4) پس از بازگشت store تحویل %5 را دوباره اجرا کرد، ردیفی در inbox نیافت و آن را در %6 دوباره اعمال کرد.</translation>
    </message>
    <message>
        <source>After delivery %1 the broker dead-lettered it at %2 (delivery limit %3).</source>
        <translation>پس از تحویل %1، broker آن را در %2 به dead-letter فرستاد (حد تحویل %3).</translation>
    </message>
    <message>
        <source>After delivery %1 the server stopped delivering it (MaxDeliver %2) at %3; it stays in the stream unacknowledged.</source>
        <translation>پس از تحویل %1، سرور در %3 تحویل آن را متوقف کرد (MaxDeliver %2)؛ پیام بدون ack در stream می‌ماند.</translation>
    </message>
    <message>
        <source>Its ack from %1 at %2 was lost.</source>
        <translation>ack آن از %1 در %2 گم شد.</translation>
    </message>
    <message>
        <source>Its ack from %1 was lost at %2 with the connection, so the broker requeued it at once.</source>
        <translation>ack آن از %1 در %2 همراه با اتصال گم شد، پس broker آن را بی‌درنگ به صف برگرداند.</translation>
    </message>
    <message>
        <source>An ack was lost.</source>
        <translation>یک ack گم شد.</translation>
    </message>
    <message>
        <source>The broker redelivered it when the %1 (%2) that began with the delivery at %3 ran out at %4.</source>
        <translation>broker آن را وقتی دوباره تحویل داد که %1 (%2) که با تحویل در %3 آغاز شده بود در %4 به پایان رسید.</translation>
    </message>
    <message>
        <source>The broker redelivered it after the %1 (%2).</source>
        <translation>broker آن را پس از %1 (%2) دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>The broker requeued it at once.</source>
        <translation>broker آن را بی‌درنگ به صف برگرداند.</translation>
    </message>
    <message>
        <source>The broker handed it out again.</source>
        <translation>broker آن را دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>The broker handed it out again once back at %1.</source>
        <translation>broker پس از بازگشت، در %1 آن را دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 (%3) before acking it.</source>
        <translation>%1 پیش از ack کردن آن در %2 از کار افتاد (%3).</translation>
    </message>
    <message>
        <source>%1 crashed before acking it.</source>
        <translation>%1 پیش از ack کردن آن از کار افتاد.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 (%3) with it delivered and not yet acked.</source>
        <translation>%1 در %2 از کار افتاد (%3)، در حالی که پیام تحویل شده بود و هنوز ack نشده بود.</translation>
    </message>
    <message>
        <source>%1 had handled it, but it acks every %2 messages and that ack was still waiting for the rest of its batch when %1 crashed at %3 (%4).</source>
        <translation>%1 آن را پردازش کرده بود، اما هر %2 پیام یک بار ack می‌کند و وقتی %1 در %3 از کار افتاد (%4)، آن ack هنوز منتظر بقیه‌ی batch خود بود.</translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (%3) (the handler was too slow): the hold began with the delivery at %4 and ran out at %5, while the first handler was still running (until %6), so the broker handed it out again.</source>
        <translation>%1 آن را در مدت %2 (%3) ack نکرده بود (handler بیش از حد کند بود): نگه‌داشت با تحویل در %4 آغاز شد و در %5 به پایان رسید، در حالی که handler اول هنوز در حال اجرا بود (تا %6)، پس broker آن را دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker handed it out again while the first handler was still running.</source>
        <translation>%1 آن را در مدت %2 (%3) ack نکرده بود (handler بیش از حد کند بود)، پس broker آن را در حالی که handler اول هنوز در حال اجرا بود دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker made it visible again at %4; the first handler&apos;s ack at %5 came too late to count, and the copy was handed out at %6.</source>
        <translation>%1 آن را در مدت %2 (%3) ack نکرده بود (handler بیش از حد کند بود)، پس broker آن را در %4 دوباره قابل مشاهده کرد؛ ack handler اول در %5 دیرتر از آن رسید که به حساب آید و نسخه در %6 تحویل داده شد.</translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker made it visible again; the first handler&apos;s ack at %4 came too late to count, and the copy was handed out at %5.</source>
        <translation>%1 آن را در مدت %2 (%3) ack نکرده بود (handler بیش از حد کند بود)، پس broker آن را دوباره قابل مشاهده کرد؛ ack handler اول در %4 دیرتر از آن رسید که به حساب آید و نسخه در %5 تحویل داده شد.</translation>
    </message>
    <message>
        <source>The broker restarted at %1 and closed %2&apos;s connection, but its client library still handed out the deliveries it had already read: %2 handled this one at %3 from that buffer, and its ack could not be sent.</source>
        <translation>broker در %1 دوباره راه‌اندازی شد و اتصال %2 را بست، اما کتابخانه‌ی client آن هنوز تحویل‌هایی را که از پیش خوانده بود تحویل می‌داد: %2 این یکی را در %3 از همان buffer پردازش کرد و ack آن فرستاده نشد.</translation>
    </message>
    <message>
        <source>The broker restarted and closed %1&apos;s connection, but its client library still handed out the deliveries it had already read: %1 handled this one at %2 from that buffer, and its ack could not be sent.</source>
        <translation>broker دوباره راه‌اندازی شد و اتصال %1 را بست، اما کتابخانه‌ی client آن هنوز تحویل‌هایی را که از پیش خوانده بود تحویل می‌داد: %1 این یکی را در %2 از همان buffer پردازش کرد و ack آن فرستاده نشد.</translation>
    </message>
    <message>
        <source>The broker restarted at %1 while %2&apos;s handler was still running (%3 to %4); the connection was gone, so its ack could not be sent.</source>
        <translation>broker در %1 دوباره راه‌اندازی شد، در حالی که handler %2 هنوز در حال اجرا بود (%3 تا %4)؛ اتصال از دست رفته بود، پس ack آن فرستاده نشد.</translation>
    </message>
    <message>
        <source>%1 had finished it at %2, but it acks every %3 messages and that ack had not been sent when the broker restarted at %4; the broker took it back as not acknowledged.</source>
        <translation>%1 کار آن را در %2 تمام کرده بود، اما هر %3 پیام یک بار ack می‌کند و وقتی broker در %4 دوباره راه‌اندازی شد آن ack هنوز فرستاده نشده بود؛ broker آن را به‌عنوان ackنشده پس گرفت.</translation>
    </message>
    <message>
        <source>The broker restarted at %1 and handed out again everything not yet acknowledged.</source>
        <translation>broker در %1 دوباره راه‌اندازی شد و هر چه هنوز ack نشده بود را دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>The broker restarted and handed out again everything not yet acknowledged.</source>
        <translation>broker دوباره راه‌اندازی شد و هر چه هنوز ack نشده بود را دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>The broker restarted at %1 and, once back at %2, handed out again everything not yet acknowledged.</source>
        <translation>broker در %1 دوباره راه‌اندازی شد و پس از بازگشت در %2 هر چه هنوز ack نشده بود را دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>Why it came again:</source>
        <translation>چرا دوباره آمد:</translation>
    </message>
    <message>
        <source>%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when %1 left the queue at %4 (consumer-leave), so the broker requeued every unacked delivery at once.</source>
        <translation>%1 آن را در %2 اعمال کرده بود، اما هر %3 پیام یک بار ack می‌کند و وقتی %1 در %4 صف را ترک کرد (consumer-leave) آن ack هنوز فرستاده نشده بود، پس broker همه‌ی تحویل‌های ackنشده را بی‌درنگ به صف برگرداند.</translation>
    </message>
    <message>
        <source>%1 left the queue at %2 (consumer-leave) before its ack was sent, so the broker requeued every unacked delivery at once.</source>
        <translation>%1 پیش از فرستادن ack خود در %2 صف را ترک کرد (consumer-leave)، پس broker همه‌ی تحویل‌های ackنشده را بی‌درنگ به صف برگرداند.</translation>
    </message>
    <message>
        <source>%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when its connection dropped at %4, so the broker requeued every unacked delivery at once.</source>
        <translation>%1 آن را در %2 اعمال کرده بود، اما هر %3 پیام یک بار ack می‌کند و وقتی اتصالش در %4 قطع شد آن ack هنوز فرستاده نشده بود، پس broker همه‌ی تحویل‌های ackنشده را بی‌درنگ به صف برگرداند.</translation>
    </message>
    <message>
        <source>%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when its connection dropped, so the broker requeued every unacked delivery at once.</source>
        <translation>%1 آن را در %2 اعمال کرده بود، اما هر %3 پیام یک بار ack می‌کند و وقتی اتصالش قطع شد آن ack هنوز فرستاده نشده بود، پس broker همه‌ی تحویل‌های ackنشده را بی‌درنگ به صف برگرداند.</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped at %2 before its ack (every %3 messages) was sent, so the broker requeued every unacked delivery at once.</source>
        <translation>اتصال %1 در %2 پیش از فرستاده شدن ack آن (هر %3 پیام) قطع شد، پس broker همه‌ی تحویل‌های ackنشده را بی‌درنگ به صف برگرداند.</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped before its ack (every %2 messages) was sent, so the broker requeued every unacked delivery at once.</source>
        <translation>اتصال %1 پیش از فرستاده شدن ack آن (هر %2 پیام) قطع شد، پس broker همه‌ی تحویل‌های ackنشده را بی‌درنگ به صف برگرداند.</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped at %2 before its ack was sent.</source>
        <translation>اتصال %1 در %2 پیش از فرستاده شدن ack آن قطع شد.</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped before its ack was sent.</source>
        <translation>اتصال %1 پیش از فرستاده شدن ack آن قطع شد.</translation>
    </message>
    <message>
        <source>The producer&apos;s publish ack was lost at %1, so when its publish timeout (%2) ran out it published again at %3 (attempt %4).</source>
        <translation>publish ack producer در %1 گم شد، پس وقتی publish timeout آن (%2) به پایان رسید، در %3 دوباره منتشر کرد (تلاش %4).</translation>
    </message>
    <message>
        <source>The producer&apos;s publish ack was lost, so when its publish timeout (%1) ran out it published again at %2 (attempt %3).</source>
        <translation>publish ack producer گم شد، پس وقتی publish timeout آن (%1) به پایان رسید، در %2 دوباره منتشر کرد (تلاش %3).</translation>
    </message>
    <message>
        <source>The producer&apos;s publish ack was lost at %1, so it published again (attempt %2).</source>
        <translation>publish ack producer در %1 گم شد، پس دوباره منتشر کرد (تلاش %2).</translation>
    </message>
    <message>
        <source>The producer&apos;s publish ack was lost, so it published again (attempt %1).</source>
        <translation>publish ack producer گم شد، پس دوباره منتشر کرد (تلاش %1).</translation>
    </message>
    <message>
        <source>It went out as a new send by the application, a new record: enable.idempotence only drops the client library&apos;s own retries of a batch (same producer id and sequence number).</source>
        <translation>به‌عنوان یک ارسال تازه از سوی برنامه، یک record تازه فرستاده شد: enable.idempotence فقط تلاش‌های دوباره‌ی خودِ کتابخانه‌ی client برای یک batch را حذف می‌کند (همان producer id و sequence number).</translation>
    </message>
    <message>
        <source>It went out with a new message id (new-per-attempt), which the broker&apos;s duplicate detection cannot recognise.</source>
        <translation>با یک message id تازه (new-per-attempt) فرستاده شد که تشخیص پیام تکراری broker نمی‌تواند آن را بشناسد.</translation>
    </message>
    <message>
        <source>This broker has no publish-side duplicate detection.</source>
        <translation>این broker در سمت publish تشخیص پیام تکراری ندارد.</translation>
    </message>
    <message>
        <source>It went out after the broker&apos;s %1 duplicate-detection window had passed.</source>
        <translation>پس از گذشتن بازه‌ی %1 تشخیص پیام تکراری broker فرستاده شد.</translation>
    </message>
    <message>
        <source>The message was rejected and requeued.</source>
        <translation>پیام رد شد و دوباره به صف برگشت.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 and came back at %3 within session.timeout.ms (%4): static member rejoined (no rebalance) with its group.instance.id, kept its partitions and re-read them from the last committed offset.</source>
        <translation>%1 در %2 از کار افتاد و در %3 در مدت session.timeout.ms (%4) بازگشت: عضو static با group.instance.id خود دوباره پیوست (بدون rebalance)، partitionهایش را نگه داشت و آن‌ها را از آخرین offset commit شده دوباره خواند.</translation>
    </message>
    <message>
        <source>The partition&apos;s owner re-read it from the last committed offset (auto-commit every %1).</source>
        <translation>مالک partition آن را از آخرین offset commit شده دوباره خواند (auto-commit هر %1).</translation>
    </message>
    <message>
        <source>The partition&apos;s owner re-read it from the last committed offset (offsets committed after each batch).</source>
        <translation>مالک partition آن را از آخرین offset commit شده دوباره خواند (offsetها پس از هر batch commit می‌شوند).</translation>
    </message>
    <message>
        <source>Partition %1&apos;s last commit was offset %2, at %3 by %4.</source>
        <translation>آخرین commit در partition %1، offset %2 بود که در %3 به دست %4 انجام شد.</translation>
    </message>
    <message>
        <source>Nothing had been committed on partition %1 yet (offset %2).</source>
        <translation>هنوز هیچ چیز روی partition %1 commit نشده بود (offset %2).</translation>
    </message>
    <message>
        <source>%1 had read on to offset %2, so %3 re-read offsets %4–%5, and this record (offset %6) a second time.</source>
        <translation>%1 تا offset %2 خوانده بود، پس %3 offsetهای %4 تا %5 را دوباره خواند و این record (offset %6) را برای بار دوم.</translation>
    </message>
    <message>
        <source>A handler took longer than max.poll.interval.ms (%1), so its consumer was removed from the group while still working; its offset commit failed, it rejoined at %2, and the group rebalanced.</source>
        <translation>یک handler بیش از max.poll.interval.ms (%1) طول کشید، بنابراین consumer آن در حالی که هنوز مشغول کار بود از گروه حذف شد؛ commit کردن offset آن شکست خورد، در %2 دوباره به گروه پیوست و گروه rebalance شد.</translation>
    </message>
    <message>
        <source>Cooperative rebalance, revoked in round 1, assigned in round 2: the first round took the partition from its owner, which rejoined at once; the second round, at %1, assigned it to its new owner.</source>
        <translation>rebalance از نوع cooperative، در دور ۱ پس گرفته شد و در دور ۲ واگذار شد: دور اول partition را از مالکش گرفت که بی‌درنگ دوباره به گروه پیوست؛ دور دوم، در %1، آن را به مالک تازه‌اش واگذار کرد.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 and came back at %3 as a new member; the group waited until the crashed member expired after session timeout (%4 after its last heartbeat) and rebalanced at %5.</source>
        <translation>%1 در %2 از کار افتاد و در %3 به‌عنوان عضو تازه بازگشت؛ گروه صبر کرد تا عضو از کار افتاده پس از session timeout (%4 پس از آخرین heartbeat آن) منقضی شود و در %5 rebalance شد.</translation>
    </message>
    <message>
        <source>A consumer joined at %1, and the group rebalanced.</source>
        <translation>یک consumer در %1 پیوست و گروه rebalance شد.</translation>
    </message>
    <message>
        <source>A consumer left at %1, and the group rebalanced.</source>
        <translation>یک consumer در %1 گروه را ترک کرد و گروه rebalance شد.</translation>
    </message>
    <message>
        <source>A static member left without a LeaveGroup; member expired after session timeout (%1 after its last heartbeat), and the group rebalanced at %2.</source>
        <translation>یک عضو static بدون LeaveGroup رفت؛ عضو پس از session timeout (%1 پس از آخرین heartbeat آن) منقضی شد و گروه در %2 rebalance شد.</translation>
    </message>
    <message>
        <source>%1 crashed at %2, while the group was already rebalancing: %3 (crashed at %4) had expired at %5; the rebalance waited until %1&apos;s member expired after session timeout (%6 after its last heartbeat) as well, and completed at %7.</source>
        <translation>%1 در %2 از کار افتاد، در حالی که گروه از پیش در حال rebalance بود: %3 (از کار افتاده در %4) در %5 منقضی شده بود؛ rebalance صبر کرد تا عضو %1 هم پس از session timeout (%6 پس از آخرین heartbeat آن) منقضی شود و در %7 کامل شد.</translation>
    </message>
    <message>
        <source>%1 crashed at %2; member expired after session timeout (%3 after its last heartbeat), the group began to rebalance at %4; the rebalance completed only at %5, once %6 (crashed at %7) had expired as well.</source>
        <translation>%1 در %2 از کار افتاد؛ عضو پس از session timeout (%3 پس از آخرین heartbeat آن) منقضی شد و گروه در %4 rebalance را آغاز کرد؛ rebalance تنها در %5 کامل شد، پس از آن‌که %6 (از کار افتاده در %7) نیز منقضی شد.</translation>
    </message>
    <message>
        <source>%1 crashed at %2; member expired after session timeout (%3 after its last heartbeat), and the group rebalanced at %4.</source>
        <translation>%1 در %2 از کار افتاد؛ عضو پس از session timeout (%3 پس از آخرین heartbeat آن) منقضی شد و گروه در %4 rebalance شد.</translation>
    </message>
    <message>
        <source>%1&apos;s handler (running %2 to %3) took longer than max.poll.interval.ms (%4), so %1 was removed from the group at %5 while still working.</source>
        <translation>handler %1 (در حال اجرا از %2 تا %3) بیش از max.poll.interval.ms (%4) طول کشید، پس %1 در %5 در حالی که هنوز مشغول کار بود از گروه حذف شد.</translation>
    </message>
    <message>
        <source>A handler of %1 took longer than max.poll.interval.ms (%2), so %1 was removed from the group at %3 while still working (its offset commit failed when it was done, at %4).</source>
        <translation>یک handler از %1 بیش از max.poll.interval.ms (%2) طول کشید، پس %1 در %3 در حالی که هنوز مشغول کار بود از گروه حذف شد (commit کردن offset آن وقتی کارش تمام شد، در %4، شکست خورد).</translation>
    </message>
    <message>
        <source>A handler took longer than max.poll.interval.ms (%1), so its consumer was removed from the group at %2 while still working.</source>
        <translation>یک handler بیش از max.poll.interval.ms (%1) طول کشید، پس consumer آن در %2 در حالی که هنوز مشغول کار بود از گروه حذف شد.</translation>
    </message>
    <message>
        <source>%1 had read it, then crashed at %2 before its offset was committed, and its progress died with it; the round that started at %3 could complete only once %1&apos;s session (session.timeout.ms %4) had expired, at %5.</source>
        <translation>%1 آن را خوانده بود، سپس پیش از commit شدن offset آن در %2 از کار افتاد و پیشرفتش با آن از دست رفت؛ دوری که در %3 آغاز شد تنها پس از منقضی شدن session %1 (session.timeout.ms %4)، در %5، می‌توانست کامل شود.</translation>
    </message>
    <message>
        <source>%1 had read it, then crashed at %2 before its offset was committed, and its progress died with it; the round that started at %3 completed at %4.</source>
        <translation>%1 آن را خوانده بود، سپس پیش از commit شدن offset آن در %2 از کار افتاد و پیشرفتش با آن از دست رفت؛ دوری که در %3 آغاز شد در %4 کامل شد.</translation>
    </message>
    <message>
        <source>The strategy &quot;none&quot; does not deduplicate.</source>
        <translation>استراتژی «none» پیام تکراری را حذف نمی‌کند.</translation>
    </message>
    <message>
        <source>The copy carried a new message id (new-per-attempt), so no message-id deduplication could recognise it.</source>
        <translation>این نسخه یک message id تازه داشت (new-per-attempt)، پس هیچ حذف تکرار مبتنی بر message id نمی‌توانست آن را بشناسد.</translation>
    </message>
    <message>
        <source>The email is sent outside the database transaction, before the inbox row is committed.</source>
        <translation>ایمیل بیرون از تراکنش پایگاه داده و پیش از commit شدن ردیف inbox فرستاده می‌شود.</translation>
    </message>
    <message>
        <source>Natural idempotency needs an idempotent operation, and &quot;balance += 10&quot; is not one.</source>
        <translation>idempotency طبیعی به یک عملیات idempotent نیاز دارد و «balance += 10» idempotent نیست.</translation>
    </message>
    <message>
        <source>Natural idempotency needs an idempotent operation, and &quot;%1&quot; is not one.</source>
        <translation>idempotency طبیعی به یک عملیات idempotent نیاز دارد و «%1» idempotent نیست.</translation>
    </message>
    <message>
        <source>Its inbox row had been deleted by the retention cleanup at %1 (retention %2) before the duplicate arrived.</source>
        <translation>ردیف inbox آن پیش از رسیدن نسخه‌ی تکراری، در %1 به دست پاک‌سازی retention حذف شده بود (retention %2).</translation>
    </message>
    <message>
        <source>%1 crashed between the business commit and the inbox commit, so the inbox never recorded it.</source>
        <translation>%1 میان commit کسب‌وکار و commit inbox از کار افتاد، پس inbox هرگز آن را ثبت نکرد.</translation>
    </message>
    <message>
        <source>Claim first counts on the inbox&apos;s unique key to refuse a second claim; without a unique key on inbox, %1&apos;s claim at %2 inserted a second row for the message id, although %3 had claimed it at %4 and committed at %5.</source>
        <translation>claim first برای رد کردن claim دوم به کلید یکتای inbox متکی است؛ بدون کلید یکتا روی inbox، claim %1 در %2 ردیف دومی برای آن message id درج کرد، با آن‌که %3 آن را در %4 claim کرده و در %5 commit کرده بود.</translation>
    </message>
    <message>
        <source>Claim first counts on the inbox&apos;s unique key to refuse a second claim; without a unique key on inbox, both claims of the message id succeeded: %1&apos;s at %2 and %3&apos;s at %4 (the first commit came at %5).</source>
        <translation>claim first برای رد کردن claim دوم به کلید یکتای inbox متکی است؛ بدون کلید یکتا روی inbox، هر دو claim آن message id موفق شدند: claim %1 در %2 و claim %3 در %4 (نخستین commit در %5 انجام شد).</translation>
    </message>
    <message>
        <source>Both handlers checked the inbox before either committed, and without the unique key on inbox both commits succeeded (race).</source>
        <translation>هر دو handler پیش از commit هر یک inbox را بررسی کردند و بدون کلید یکتا روی inbox هر دو commit موفق شدند (race).</translation>
    </message>
    <message>
        <source>The duplicate checked the inbox before the first transaction had committed (race).</source>
        <translation>نسخه‌ی تکراری پیش از commit شدن تراکنش اول inbox را بررسی کرد (race).</translation>
    </message>
    <message>
        <source>The strategy did not recognise it.</source>
        <translation>استراتژی آن را نشناخت.</translation>
    </message>
    <message>
        <source>%1&apos;s check at %2 found nothing, and %3&apos;s check at %4 found nothing either, because %1&apos;s handler (running %5 to %6) had not committed yet; the first commit came only at %7.</source>
        <translation>بررسی %1 در %2 چیزی نیافت و بررسی %3 در %4 هم چیزی نیافت، چون handler %1 (در حال اجرا از %5 تا %6) هنوز commit نکرده بود؛ نخستین commit تنها در %7 انجام شد.</translation>
    </message>
    <message>
        <source>Its id had expired from the cache (TTL %1) before the duplicate arrived.</source>
        <translation>شناسه‌ی آن پیش از رسیدن نسخه‌ی تکراری از cache منقضی شده بود (TTL %1).</translation>
    </message>
    <message>
        <source>Its id had been evicted from the cache (capacity %1 entries).</source>
        <translation>شناسه‌ی آن از cache بیرون رانده شده بود (ظرفیت %1 مدخل).</translation>
    </message>
    <message>
        <source>The cache was flushed before the duplicate arrived.</source>
        <translation>cache پیش از رسیدن نسخه‌ی تکراری پاک شده بود.</translation>
    </message>
    <message>
        <source>The in-process cache died with %1&apos;s crash.</source>
        <translation>cache درون‌فرایندی با از کار افتادن %1 از بین رفت.</translation>
    </message>
    <message>
        <source>%1 crashed (%2) before it stored the id in the cache, which is not atomic with the business commit.</source>
        <translation>%1 پیش از ذخیره‌ی شناسه در cache از کار افتاد (%2)؛ این ذخیره با commit کسب‌وکار atomic نیست.</translation>
    </message>
    <message>
        <source>The first handler had not finished yet when the duplicate checked the cache (check-then-act race).</source>
        <translation>وقتی نسخه‌ی تکراری cache را بررسی کرد، handler اول هنوز تمام نشده بود (race از نوع check-then-act).</translation>
    </message>
    <message>
        <source>%1 put the id into the cache only at %2, when its handler was done, after %3&apos;s lookup at %4.</source>
        <translation>%1 شناسه را تنها در %2، وقتی handler آن تمام شد، در cache گذاشت؛ پس از جست‌وجوی %3 در %4.</translation>
    </message>
    <message>
        <source>%1&apos;s in-process cache cannot know what %2 processed.</source>
        <translation>cache درون‌فرایندی %1 نمی‌تواند بداند %2 چه چیزی را پردازش کرده است.</translation>
    </message>
    <message>
        <source>The id was not in the cache.</source>
        <translation>شناسه در cache نبود.</translation>
    </message>
    <message>
        <source>It was cached at %1 and expired at %2, %3 before the duplicate&apos;s lookup at %4.</source>
        <translation>در %1 در cache گذاشته شد و در %2 منقضی شد، %3 پیش از جست‌وجوی نسخه‌ی تکراری در %4.</translation>
    </message>
    <message>
        <source>It was cached at %1 and flushed at %2.</source>
        <translation>در %1 در cache گذاشته شد و در %2 پاک شد.</translation>
    </message>
    <message>
        <source>It was cached at %1.</source>
        <translation>در %1 در cache گذاشته شد.</translation>
    </message>
    <message>
        <source>It was cached at %1 and lost at %2.</source>
        <translation>در %1 در cache گذاشته شد و در %2 از دست رفت.</translation>
    </message>
    <message>
        <source>It was cached at %1; newer ids pushed it out before the duplicate&apos;s lookup at %2.</source>
        <translation>در %1 در cache گذاشته شد؛ شناسه‌های تازه‌تر آن را پیش از جست‌وجوی نسخه‌ی تکراری در %2 بیرون راندند.</translation>
    </message>
    <message>
        <source>Delivery %1 to %2 at %3 was skipped as a duplicate (%4) although no effect had been committed: the id was recorded but the work was not.</source>
        <translation>تحویل %1 به %2 در %3 به‌عنوان تکراری رد شد (%4) با آن‌که هیچ اثری commit نشده بود: شناسه ثبت شده بود اما کار نه.</translation>
    </message>
    <message>
        <source>The id went into the cache before the commit (cacheWrite before-commit), then %1 crashed at %2 (%3) and SQLite rolled the work back.</source>
        <translation>شناسه پیش از commit در cache رفت (cacheWrite before-commit)، سپس %1 در %2 از کار افتاد (%3) و SQLite کار را rollback کرد.</translation>
    </message>
    <message>
        <source>No consumer ever handled it: none was left to take the queue.</source>
        <translation>هیچ consumer هرگز آن را پردازش نکرد: کسی برای گرفتن صف باقی نمانده بود.</translation>
    </message>
    <message>
        <source>Every handling of it was interrupted before its commit.</source>
        <translation>هر پردازش آن پیش از commit قطع شد.</translation>
    </message>
    <message>
        <source>It never reached a handler: each delivery was still waiting in a prefetch buffer, behind a message whose handler did not finish, when the broker took it back.</source>
        <translation>هرگز به handler نرسید: هر تحویل وقتی broker آن را پس گرفت هنوز در buffer پیش‌واکشی، پشت پیامی که handler آن تمام نشد، منتظر بود.</translation>
    </message>
    <message>
        <source>This is how each delivery ended.</source>
        <translation>هر تحویل این‌گونه پایان یافت.</translation>
    </message>
    <message>
        <source>Delivery %1 at %2: %3 crashed at %4 (%5).</source>
        <translation>تحویل %1 در %2: %3 در %4 از کار افتاد (%5).</translation>
    </message>
    <message>
        <source>Delivery %1 at %2: applied, its ack lost at %3.</source>
        <translation>تحویل %1 در %2: اعمال شد، ack آن در %3 گم شد.</translation>
    </message>
    <message>
        <source>Delivery %1 at %2: skipped as a duplicate, not acknowledged in time.</source>
        <translation>تحویل %1 در %2: به‌عنوان تکراری رد شد و به‌موقع ack نشد.</translation>
    </message>
    <message>
        <source>Delivery %1 at %2: not acknowledged in time.</source>
        <translation>تحویل %1 در %2: به‌موقع ack نشد.</translation>
    </message>
    <message>
        <source>%1 more deliveries are not listed here.</source>
        <translation>%1 تحویل دیگر این‌جا فهرست نشده‌اند.</translation>
    </message>
    <message>
        <source>This was the first delivery; its handler ran from %1 to %2.</source>
        <translation>این نخستین تحویل بود؛ handler آن از %1 تا %2 اجرا شد.</translation>
    </message>
    <message>
        <source>%1 applied that copy first, at %2; this handler applied it again at %3.</source>
        <translation>%1 آن نسخه را زودتر، در %2، اعمال کرد؛ این handler آن را در %3 دوباره اعمال کرد.</translation>
    </message>
    <message>
        <source>Delivery %1 had reached %2 at %3 but was still waiting in its prefetch buffer, never processed.</source>
        <translation>تحویل %1 در %3 به %2 رسیده بود اما هنوز در buffer پیش‌واکشی آن منتظر بود و هرگز پردازش نشد.</translation>
    </message>
    <message>
        <source>The broker stamps this copy redelivered although no handler had seen it.</source>
        <translation>broker این نسخه را redelivered علامت می‌زند با آن‌که هیچ handler آن را ندیده بود.</translation>
    </message>
    <message>
        <source>A consumer-group rebalance started at %1.</source>
        <translation>یک rebalance در consumer group در %1 آغاز شد.</translation>
    </message>
    <message>
        <source>Every delivery it had not acked comes back at once: its channel closed.</source>
        <translation>هر تحویلی که ack نکرده بود بی‌درنگ برمی‌گردد: کانال آن بسته شد.</translation>
    </message>
    <message>
        <source>Every delivery it had not acked comes back after the %1 (%2).</source>
        <translation>هر تحویلی که ack نکرده بود پس از %1 (%2) برمی‌گردد.</translation>
    </message>
    <message>
        <source>It owned partition %1, committed up to offset %2 at %3, and had read on to offset %4.</source>
        <translation>مالک partition %1 بود، تا offset %2 را در %3 commit کرده بود و تا offset %4 خوانده بود.</translation>
    </message>
    <message>
        <source>It owned partition %1, committed up to offset %2, and had read on to offset %3.</source>
        <translation>مالک partition %1 بود، تا offset %2 را commit کرده بود و تا offset %3 خوانده بود.</translation>
    </message>
    <message>
        <source>After the group rebalanced, %1 read partition %2 again from offset %3 at %4, so offsets %3–%5 were processed twice.</source>
        <translation>پس از rebalance شدن گروه، %1 در %4 partition %2 را از offset %3 دوباره خواند، پس offsetهای %3 تا %5 دو بار پردازش شدند.</translation>
    </message>
    <message>
        <source>The broker and its group coordinator restarted at %1; it was back at %2. The coordinator loaded the group back from __consumer_offsets with its members and generation: no rebalance, every consumer goes on from its own position, nothing is read twice.</source>
        <translation>broker و group coordinator آن در %1 دوباره راه‌اندازی شدند؛ در %2 بازگشت. coordinator گروه را با اعضا و generation آن از __consumer_offsets بازخوانی کرد: بدون rebalance، هر consumer از جایگاه خود ادامه می‌دهد و هیچ چیز دو بار خوانده نمی‌شود.</translation>
    </message>
    <message>
        <source>The broker and its group coordinator restarted at %1. The coordinator loaded the group back from __consumer_offsets with its members and generation: no rebalance, every consumer goes on from its own position, nothing is read twice.</source>
        <translation>broker و group coordinator آن در %1 دوباره راه‌اندازی شدند. coordinator گروه را با اعضا و generation آن از __consumer_offsets بازخوانی کرد: بدون rebalance، هر consumer از جایگاه خود ادامه می‌دهد و هیچ چیز دو بار خوانده نمی‌شود.</translation>
    </message>
    <message>
        <source>The broker restarted at %1; it was back at %2.</source>
        <translation>broker در %1 دوباره راه‌اندازی شد؛ در %2 بازگشت.</translation>
    </message>
    <message>
        <source>The broker restarted at %1.</source>
        <translation>broker در %1 دوباره راه‌اندازی شد.</translation>
    </message>
    <message>
        <source>It closed every connection and took back the %1 deliveries not yet acknowledged (%2); it hands them out again, with the redelivered flag, once back.</source>
        <translation>همه‌ی اتصال‌ها را بست و %1 تحویلِ هنوز ackنشده را پس گرفت (%2)؛ پس از بازگشت آن‌ها را با پرچم redelivered دوباره تحویل می‌دهد.</translation>
    </message>
    <message>
        <source>It closed every connection and took back the %1 deliveries not yet acknowledged; it hands them out again, with the redelivered flag, once back.</source>
        <translation>همه‌ی اتصال‌ها را بست و %1 تحویلِ هنوز ackنشده را پس گرفت؛ پس از بازگشت آن‌ها را با پرچم redelivered دوباره تحویل می‌دهد.</translation>
    </message>
    <message>
        <source>The client libraries still handed out what they had already read (consumers.drainBufferAfterBrokerClose): %1 acks for those could not be sent, so those messages come back too.</source>
        <translation>کتابخانه‌های client هنوز آنچه را از پیش خوانده بودند تحویل دادند (consumers.drainBufferAfterBrokerClose): %1 ack برای آن‌ها فرستاده نشد، پس آن پیام‌ها هم برمی‌گردند.</translation>
    </message>
    <message>
        <source>%1: delivery %2 to %3 (%4).</source>
        <translation>%1: تحویل %2 به %3 (%4).</translation>
    </message>
    <message>
        <source>Applied at %1.</source>
        <translation>در %1 اعمال شد.</translation>
    </message>
    <message>
        <source>Store unavailable at %1, applied again by the retry at %2.</source>
        <translation>store در %1 در دسترس نبود؛ تلاش دوباره آن را در %2 دوباره اعمال کرد.</translation>
    </message>
    <message>
        <source>Skipped by %1.</source>
        <translation>با %1 رد شد.</translation>
    </message>
    <message>
        <source>Crashed (%1).</source>
        <translation>از کار افتاد (%1).</translation>
    </message>
    <message>
        <source>Ack lost.</source>
        <translation>ack گم شد.</translation>
    </message>
    <message>
        <source>Why it waited: it was ready at %1 but handed out only at %2, because %3 of the same message group was in flight until %4; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again).</source>
        <translation>چرا منتظر ماند: در %1 آماده بود اما تنها در %2 تحویل داده شد، چون %3 از همان message group تا %4 در حال پردازش (in flight) بود؛ SQS FIFO تا وقتی یکی از پیام‌های یک message group در حال پردازش (in flight) است (دریافت شده، هنوز حذف نشده یا دوباره visible نشده)، پیام دیگری از آن group تحویل نمی‌دهد.</translation>
    </message>
    <message>
        <source>Why it waited: it was ready at %1 but handed out only at %2, because %3 of the same message group were in flight until %4; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again).</source>
        <translation>چرا منتظر ماند: در %1 آماده بود اما تنها در %2 تحویل داده شد، چون %3 از همان message group تا %4 در حال پردازش (in flight) بودند؛ SQS FIFO تا وقتی یکی از پیام‌های یک message group در حال پردازش (in flight) است (دریافت شده، هنوز حذف نشده یا دوباره visible نشده)، پیام دیگری از آن group تحویل نمی‌دهد.</translation>
    </message>
    <message>
        <source>Why it waited: it was ready at %1 but handed out only at %2, because an earlier copy of it was in flight until %3; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again).</source>
        <translation>چرا منتظر ماند: در %1 آماده بود اما تنها در %2 تحویل داده شد، چون نسخه‌ای پیشین از همین پیام تا %3 در حال پردازش (in flight) بود؛ SQS FIFO تا وقتی یکی از پیام‌های یک message group در حال پردازش (in flight) است (دریافت شده، هنوز حذف نشده یا دوباره visible نشده)، پیام دیگری از آن group تحویل نمی‌دهد.</translation>
    </message>
    <message>
        <source>Deliveries held back by their message group: %1 (a group&apos;s next message is not delivered while an earlier one is in flight). The longest wait was %2&apos;s, %3.</source>
        <translation>تحویل‌هایی که message groupشان نگهشان داشت: %1 (پیام بعدی یک group تا وقتی پیام قبلی در حال پردازش است تحویل داده نمی‌شود). طولانی‌ترین انتظار مال %2 بود، %3.</translation>
    </message>
    <message>
        <source>Offset reset to latest past a record in hand: %1 records skipped, this one among them. Delivery %2 to %3 at %4 ended at %5 before its offset was committed (partition %6, offset %7); when %8 took the partition at %9 nothing had been committed on it, so with auto.offset.reset latest it started at the log end and no consumer read the record again.</source>
        <translation>بازنشانی offset به latest از روی رکوردی که در دست بود گذشت: %1 رکورد جا افتاد و این یکی هم جزو آن‌هاست. تحویل %2 به %3 در %4، در %5 پیش از commit شدن offset آن پایان یافت (partition %6، offset %7)؛ وقتی %8 در %9 این partition را گرفت، هیچ offsetی روی آن commit نشده بود، پس با auto.offset.reset latest از انتهای log شروع کرد و هیچ consumerی این رکورد را دوباره نخواند.</translation>
    </message>
    <message>
        <source>Its last handling, delivery %1 to %2 at %3, ended at %4 before its commit, and the broker had no consumer left to hand it to again: the last one, %5, left at %6.</source>
        <translation>آخرین پردازش آن، تحویل %1 به %2 در %3، در %4 پیش از commit پایان یافت و broker دیگر consumerی نداشت که دوباره آن را به او بدهد: آخرینشان، %5، در %6 رفت.</translation>
    </message>
    <message>
        <source>Your database holds %1 %2 times (expected once). What your consumer did with each delivery happened in your own code and was not observed; this is what the wire carried.</source>
        <translation>پایگاه‌داده‌ی شما %1 را %2 بار دارد (انتظار می‌رفت یک بار). آنچه consumer شما با هر تحویل کرد در کد خود شما رخ داد و دیده نشد؛ این آن چیزی است که سیم جابه‌جا کرد.</translation>
    </message>
    <message>
        <source>Your database holds no effect of %1. What your consumer did with each delivery happened in your own code and was not observed; this is what the wire carried.</source>
        <translation>پایگاه‌داده‌ی شما هیچ اثری از %1 ندارد. آنچه consumer شما با هر تحویل کرد در کد خود شما رخ داد و دیده نشد؛ این آن چیزی است که سیم جابه‌جا کرد.</translation>
    </message>
    <message>
        <source>Delivery %1 reached %2 at %3.</source>
        <translation>تحویل %1 در %3 به %2 رسید.</translation>
    </message>
    <message>
        <source>The email is sent outside the database transaction: %1 crashed after sending it and before its inbox row was committed, and no rollback can unsend an email.</source>
        <translation>ایمیل بیرون از تراکنش پایگاه داده فرستاده می‌شود: %1 پس از فرستادن آن و پیش از commit شدن ردیف inbox از کار افتاد، و هیچ rollbackی نمی‌تواند ایمیل را پس بگیرد.</translation>
    </message>
</context>
<context>
    <name>LiveCompare</name>
    <message>
        <source>publish attempts</source>
        <translation>تلاش‌های انتشار</translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation>تحویل‌ها</translation>
    </message>
    <message>
        <source>redeliveries</source>
        <translation>تحویل‌های مجدد</translation>
    </message>
    <message>
        <source>redelivered flag</source>
        <translation>پرچم redelivered</translation>
    </message>
    <message>
        <source>effects applied</source>
        <translation>اثرهای اعمال‌شده</translation>
    </message>
    <message>
        <source>duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>duplicates skipped</source>
        <translation>تکراری‌های نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>گم‌شده</translation>
    </message>
    <message>
        <source>dead-lettered</source>
        <translation>dead-letter شده</translation>
    </message>
    <message>
        <source>producer gave up</source>
        <translation>producer منصرف شد</translation>
    </message>
    <message>
        <source>transactions</source>
        <translation>تراکنش‌ها</translation>
    </message>
    <message>
        <source>rollbacks</source>
        <translation>rollbackها</translation>
    </message>
    <message>
        <source>cache hits</source>
        <translation>hitهای cache</translation>
    </message>
    <message>
        <source>cache misses</source>
        <translation>missهای cache</translation>
    </message>
    <message>
        <source>busy retries</source>
        <translation>تلاش‌های دوباره به علت busy</translation>
    </message>
    <message>
        <source>Real processes contend for SQLite&apos;s write lock at real moments; the model interleaves the transactions step by step in virtual time.</source>
        <translation>فرایندهای واقعی در لحظه‌های واقعی برای قفل نوشتنِ SQLite رقابت می‌کنند؛ مدل تراکنش‌ها را گام‌به‌گام در زمان مجازی در هم می‌آمیزد.</translation>
    </message>
    <message>
        <source>crashes</source>
        <translation>crashها</translation>
    </message>
    <message>
        <source>A publish the real broker refused (the node was restarting) is retried; the model&apos;s broker refuses only while it is down, from the scheduled instant.</source>
        <translation>انتشاری که broker واقعی آن را نپذیرفت (node در حال راه‌اندازی مجدد بود) retry می‌شود؛ broker مدل فقط وقتی از کار افتاده است، از همان لحظه‌ی زمان‌بندی‌شده، انتشار را رد می‌کند.</translation>
    </message>
    <message>
        <source>A publish the real server did not answer within its PubAck wait is retried; the model&apos;s PubAck comes at once unless a fault loses it.</source>
        <translation>انتشاری که سرور واقعی در مهلت انتظار PubAck به آن پاسخ نداد retry می‌شود؛ PubAck مدل بلافاصله می‌رسد، مگر اینکه یک خطا آن را از بین ببرد.</translation>
    </message>
    <message>
        <source>The redeliveries agree cause by cause, so a first delivery is missing or extra: a message the producer gave up on or a copy the broker dead-lettered before a handler took it (see those counts).</source>
        <translation>تحویل‌های مجدد علت به علت با هم می‌خوانند، پس یک تحویل نخست کم یا اضافه است: پیامی که producer از آن منصرف شد، یا نسخه‌ای که broker پیش از آنکه handlerی آن را بگیرد به dead-letter منتقل کرد (آن شمارش‌ها را ببینید).</translation>
    </message>
    <message>
        <source>The redeliveries agree cause by cause, so a first delivery is missing or extra: a copy the server stored or dropped as a duplicate (see broker deduplicated), or one the producer gave up on.</source>
        <translation>تحویل‌های مجدد علت به علت با هم می‌خوانند، پس یک تحویل نخست کم یا اضافه است: نسخه‌ای که سرور ذخیره کرد یا به‌عنوان تکراری دور انداخت («حذف‌شده با deduplication در broker» را ببینید)، یا نسخه‌ای که producer از آن منصرف شد.</translation>
    </message>
    <message>
        <source>The broker flags every copy it hands out again, also prefetched ones no handler saw before: a different number in the prefetch window when the connection dropped.</source>
        <translation>broker هر نسخه‌ای را که دوباره تحویل می‌دهد علامت redelivered می‌زند، حتی نسخه‌های prefetch شده‌ای که پیش‌تر هیچ handlerی آن‌ها را ندیده بود: هنگام قطع اتصال، تعداد متفاوتی پیام در پنجره‌ی prefetch بود.</translation>
    </message>
    <message>
        <source>NumDelivered counts every time the server handed the message out, also to a pull request of a process that died before reading it.</source>
        <translation>NumDelivered هر باری را که سرور پیام را تحویل داده است می‌شمارد، حتی تحویل به pull request فرایندی که پیش از خواندن پیام از کار افتاد.</translation>
    </message>
    <message>
        <source>Effects follow the deliveries that reached a handler and were not recognised as duplicates: see the guard&apos;s counts.</source>
        <translation>اثرها از تحویل‌هایی پیروی می‌کنند که به یک handler رسیدند و تکراری تشخیص داده نشدند: شمارش‌های استراتژی را ببینید.</translation>
    </message>
    <message>
        <source>The redeliveries agree, so the guard decided differently: a Redis key expired on Redis&apos;s own clock rather than the model&apos;s virtual one, or two consumer processes raced for one key at real moments.</source>
        <translation>تحویل‌های مجدد با هم می‌خوانند، پس استراتژی تصمیم متفاوتی گرفته است: یک کلید Redis بر اساس ساعت خودِ Redis منقضی شد نه ساعت مجازی مدل، یا دو فرایند consumer در لحظه‌های واقعی بر سر یک کلید رقابت کردند.</translation>
    </message>
    <message>
        <source>An event is lost when its id was recorded (a cache written before the commit) and the commit never happened: where the crash fell decides it.</source>
        <translation>یک رویداد وقتی گم می‌شود که شناسه‌اش ثبت شده باشد (cacheی که پیش از commit نوشته شده است) و commit هرگز انجام نشده باشد: اینکه crash کجا رخ داده، تعیین‌کننده است.</translation>
    </message>
    <message>
        <source>RabbitMQ counts returns against x-delivery-limit (set to maxDeliveries): a copy returned more or fewer times reaches the limit or not (see redeliveries).</source>
        <translation>RabbitMQ بازگشت‌ها را با x-delivery-limit (که برابر maxDeliveries تنظیم شده) می‌سنجد: نسخه‌ای که بیشتر یا کمتر بازگشته است به این حد می‌رسد یا نمی‌رسد («تحویل‌های مجدد» را ببینید).</translation>
    </message>
    <message>
        <source>JetStream dead-letters nothing; past MaxDeliver it publishes an advisory (see MaxDeliver advisories).</source>
        <translation>JetStream هیچ پیامی را به dead-letter منتقل نمی‌کند؛ پس از گذشتن از MaxDeliver یک advisory منتشر می‌کند («advisoryهای MaxDeliver» را ببینید).</translation>
    </message>
    <message>
        <source>MaxDeliver advisories</source>
        <translation>advisoryهای MaxDeliver</translation>
    </message>
    <message>
        <source>RabbitMQ publishes no MaxDeliver advisory; its limit dead-letters.</source>
        <translation>RabbitMQ هیچ advisory از نوع MaxDeliver منتشر نمی‌کند؛ حدِ آن پیام را به dead-letter منتقل می‌کند.</translation>
    </message>
    <message>
        <source>The server publishes the advisory once, when AckWait runs out after the MaxDeliver-th delivery: a message delivered a different number of times reaches MaxDeliver or not (see redeliveries).</source>
        <translation>سرور advisory را یک بار منتشر می‌کند، وقتی AckWait پس از تحویلِ شماره‌ی MaxDeliver به پایان می‌رسد: پیامی که به دفعات متفاوتی تحویل داده شده است به MaxDeliver می‌رسد یا نمی‌رسد («تحویل‌های مجدد» را ببینید).</translation>
    </message>
    <message>
        <source>broker deduplicated</source>
        <translation>حذف‌شده با deduplication در broker</translation>
    </message>
    <message>
        <source>RabbitMQ deduplicates nothing on publish.</source>
        <translation>RabbitMQ هنگام انتشار هیچ deduplication انجام نمی‌دهد.</translation>
    </message>
    <message>
        <source>The server drops a Nats-Msg-Id it stored within the duplicate window, counted from that first copy; a retry within a few milliseconds of dedupWindowMs falls on either side of the server&apos;s purge.</source>
        <translation>سرور پیامی را که Nats-Msg-Id آن را در پنجره‌ی تشخیص تکراری (که از همان نسخه‌ی نخست شمرده می‌شود) ذخیره کرده است دور می‌اندازد؛ retryی که چند میلی‌ثانیه با dedupWindowMs فاصله داشته باشد، ممکن است پیش یا پس از پاک‌سازی سرور بیفتد.</translation>
    </message>
    <message>
        <source>The real producer gives up after maxRetries failed publishes, which depends on how long the node really refused them.</source>
        <translation>producer واقعی پس از maxRetries انتشار ناموفق منصرف می‌شود، و این به این بستگی دارد که node واقعاً چه مدت انتشارها را رد کرده است.</translation>
    </message>
    <message>
        <source>The real producer gives up after maxRetries publishes without a PubAck.</source>
        <translation>producer واقعی پس از maxRetries انتشار بدون PubAck منصرف می‌شود.</translation>
    </message>
    <message>
        <source>One commit per handled delivery that got that far: where the crashes fell (see crashes and rollbacks).</source>
        <translation>برای هر تحویلِ پردازش‌شده‌ای که تا آنجا پیش رفت یک commit: اینکه crashها کجا رخ دادند تعیین‌کننده است («crashها» و «rollbackها» را ببینید).</translation>
    </message>
    <message>
        <source>A process killed inside a transaction leaves it to SQLite to roll back; where a SIGKILL at a moment (not a crash point) lands decides it.</source>
        <translation>فرایندی که درون یک تراکنش کشته شود، rollback آن را به SQLite می‌سپارد؛ اینکه یک SIGKILL در یک لحظه‌ی معین (نه در یک نقطه‌ی crash) کجا فرود آید، تعیین‌کننده است.</translation>
    </message>
    <message>
        <source>Redis expires keys on its own clock (SET … PX); the model at exact virtual times, so a redelivery near the TTL can fall either side.</source>
        <translation>Redis کلیدها را بر اساس ساعت خودش منقضی می‌کند (SET … PX)؛ مدل در زمان‌های مجازی دقیق، بنابراین یک تحویل مجدد نزدیک به TTL ممکن است پیش یا پس از آن بیفتد.</translation>
    </message>
    <message>
        <source>A timed crash kills whatever the real process is doing at that moment, and a crash point fires once per delivery that reaches it: a delivery more or less reaches it (see redeliveries).</source>
        <translation>یک crash زمان‌دار هر کاری را که فرایند واقعی در آن لحظه انجام می‌دهد قطع می‌کند، و یک نقطه‌ی crash برای هر تحویلی که به آن برسد یک بار فعال می‌شود: یک تحویل بیشتر یا کمتر به آن می‌رسد («تحویل‌های مجدد» را ببینید).</translation>
    </message>
    <message>
        <source>redeliveries after a lost ack</source>
        <translation>تحویل‌های مجدد پس از ack از دست رفته</translation>
    </message>
    <message>
        <source>A lost ack drops the connection, and RabbitMQ returns every unacked delivery of it: a different number was unacked (prefetch, ack batching).</source>
        <translation>ack از دست رفته اتصال را قطع می‌کند و RabbitMQ همه‌ی تحویل‌های ack نشده‌ی آن اتصال را برمی‌گرداند: تعداد متفاوتی تحویل ack نشده بود (prefetch، ack دسته‌ای).</translation>
    </message>
    <message>
        <source>A lost ack never reaches the server, which redelivers that message after AckWait: a lost ack fell on a delivery more or less (a delivery the other run did not have).</source>
        <translation>ack از دست رفته هرگز به سرور نمی‌رسد و سرور آن پیام را پس از AckWait دوباره تحویل می‌دهد: یک ack از دست رفته روی یک تحویل اضافه یا کمتر افتاد (تحویلی که اجرای دیگر نداشت).</translation>
    </message>
    <message>
        <source>redeliveries after a crash</source>
        <translation>تحویل‌های مجدد پس از crash</translation>
    </message>
    <message>
        <source>A killed consumer&apos;s unacked deliveries come back at once: a different number was in its prefetch window when it died.</source>
        <translation>تحویل‌های ack نشده‌ی consumerی که کشته شده است بلافاصله برمی‌گردند: هنگام از کار افتادنش تعداد متفاوتی تحویل در پنجره‌ی prefetch آن بود.</translation>
    </message>
    <message>
        <source>A killed consumer&apos;s deliveries come back after AckWait: a different number was in its hands (prefetch) when it died.</source>
        <translation>تحویل‌های consumerی که کشته شده است پس از AckWait برمی‌گردند: هنگام از کار افتادنش تعداد متفاوتی تحویل در دست آن بود (prefetch).</translation>
    </message>
    <message>
        <source>redeliveries after the timeout</source>
        <translation>تحویل‌های مجدد پس از timeout</translation>
    </message>
    <message>
        <source>The consumer timeout ran out before the ack on one run and not the other: a handler whose real duration is close to redeliveryTimeoutMs.</source>
        <translation>در یکی از اجراها consumer timeout پیش از ack به پایان رسید و در دیگری نه: handlerی که مدت واقعی اجرایش نزدیک به redeliveryTimeoutMs است.</translation>
    </message>
    <message>
        <source>AckWait ran out before the ack on one run and not the other: a handler whose real duration (processes, SQLite, the network) is close to redeliveryTimeoutMs.</source>
        <translation>در یکی از اجراها AckWait پیش از ack به پایان رسید و در دیگری نه: handlerی که مدت واقعی اجرایش (فرایندها، SQLite، شبکه) نزدیک به redeliveryTimeoutMs است.</translation>
    </message>
    <message>
        <source>redeliveries after the broker restart</source>
        <translation>تحویل‌های مجدد پس از راه‌اندازی مجدد broker</translation>
    </message>
    <message>
        <source>Everything unacked at the restart&apos;s instant comes back: a different number was delivered by then (the consumer&apos;s start, the prefetch refills).</source>
        <translation>هر چه در لحظه‌ی راه‌اندازی مجدد ack نشده بود برمی‌گردد: تا آن لحظه تعداد متفاوتی تحویل انجام شده بود (شروع consumer، پر شدن دوباره‌ی prefetch).</translation>
    </message>
    <message>
        <source>Everything unacked at the restart&apos;s instant comes back: a different number was delivered by then.</source>
        <translation>هر چه در لحظه‌ی راه‌اندازی مجدد ack نشده بود برمی‌گردد: تا آن لحظه تعداد متفاوتی تحویل انجام شده بود.</translation>
    </message>
    <message>
        <source>copies from producer retries</source>
        <translation>نسخه‌های ناشی از retryهای producer</translation>
    </message>
    <message>
        <source>RabbitMQ stores every republished copy: the producer retried a different number of times (see publish attempts).</source>
        <translation>RabbitMQ هر نسخه‌ی دوباره منتشرشده را ذخیره می‌کند: producer به دفعات متفاوتی retry کرد («تلاش‌های انتشار» را ببینید).</translation>
    </message>
    <message>
        <source>A republished copy is stored when its Nats-Msg-Id is new (new-per-attempt) or the window has passed, and dropped otherwise (see broker deduplicated and publish attempts).</source>
        <translation>یک نسخه‌ی دوباره منتشرشده وقتی ذخیره می‌شود که Nats-Msg-Id آن تازه باشد (new-per-attempt) یا پنجره سپری شده باشد، و در غیر این صورت دور انداخته می‌شود («حذف‌شده با deduplication در broker» و «تلاش‌های انتشار» را ببینید).</translation>
    </message>
    <message>
        <source>redeliveries after a lost connection</source>
        <translation>تحویل‌های مجدد پس از قطع اتصال</translation>
    </message>
    <message>
        <source>RabbitMQ returns every unacked delivery of a closed connection at once: a different number was unacked (prefetch, ack batching).</source>
        <translation>RabbitMQ همه‌ی تحویل‌های ack نشده‌ی یک اتصالِ بسته‌شده را بلافاصله برمی‌گرداند: تعداد متفاوتی تحویل ack نشده بود (prefetch، ack دسته‌ای).</translation>
    </message>
    <message>
        <source>The server redelivers what the closed connection held after AckWait: a different number was held (prefetch, ack batching).</source>
        <translation>سرور آنچه را اتصالِ بسته‌شده در دست داشت پس از AckWait دوباره تحویل می‌دهد: تعداد متفاوتی تحویل در دست بود (prefetch، ack دسته‌ای).</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>%1; no message settled since %2 (virtual time), %3 events ago</source>
        <translation>%1؛ از %2 (زمان مجازی)، یعنی %3 رویداد پیش، هیچ پیامی به سرانجام نرسیده است</translation>
    </message>
    <message>
        <source>the run had not settled after 30 virtual days: %1</source>
        <translation>اجرا پس از ۳۰ روز مجازی هنوز به سرانجام نرسیده بود: %1</translation>
    </message>
    <message>
        <source>the run had not settled after 30 virtual days: no consumer is left to take the queue (every consumer left the group and none joined)</source>
        <translation>اجرا پس از ۳۰ روز مجازی هنوز به سرانجام نرسیده بود: هیچ consumerی نمانده که صف را در دست بگیرد (همه‌ی consumerها group را ترک کردند و هیچ‌کدام نپیوست)</translation>
    </message>
    <message>
        <source>the run reached its trace budget of %1 records (%2 MB; %3 a message, at least %4, at most %5) at %6 of virtual time, with %7 of %8 messages settled. What it was doing: %9. Raise the budget with --trace-budget N (at most %5 records), or lower the fault rates</source>
        <translation>اجرا در %6 از زمان مجازی به سقف trace خود، یعنی %1 رکورد (%2 MB؛ %3 برای هر پیام، دست‌کم %4 و حداکثر %5)، رسید، در حالی که %7 از %8 پیام به سرانجام رسیده بودند. کاری که انجام می‌داد: %9. سقف را با --trace-budget N بالا ببرید (حداکثر %5 رکورد) یا نرخ خطاها را پایین بیاورید</translation>
    </message>
</context>
<context>
    <name>StallDiagnosis</name>
    <message>
        <source>a consumer</source>
        <translation>یک consumer</translation>
    </message>
    <message>
        <source>%1 was removed %2 times by max.poll.interval.ms (%3) before it committed: a batch of up to %4 records at %5 each takes longer than that, so its commit is refused (CommitFailedException), it rejoins and is handed the same records again. Real Kafka does the same; lower consumers.maxPollRecords or raise consumers.maxPollIntervalMs</source>
        <translation>%1 پیش از آنکه commit کند، %2 بار با max.poll.interval.ms (%3) از group کنار گذاشته شد: دسته‌ای تا %4 رکورد، هر کدام %5، بیش از این مدت طول می‌کشد، پس commit آن رد می‌شود (CommitFailedException)، دوباره به group می‌پیوندد و همان رکوردها دوباره به آن داده می‌شوند. Kafka واقعی هم همین کار را می‌کند؛ consumers.maxPollRecords را کم یا consumers.maxPollIntervalMs را زیاد کنید</translation>
    </message>
    <message>
        <source>%1 consumers</source>
        <translation>%1 consumer</translation>
    </message>
    <message>
        <source>auto-commit every %1</source>
        <translation>auto-commit هر %1</translation>
    </message>
    <message>
        <source>offsets committed after each batch</source>
        <translation>offsetها پس از هر دسته commit می‌شوند</translation>
    </message>
    <message>
        <source>%1 crashed %2 times (at %3) before any new offset was committed (%4): every restart re-reads from the last committed offset, so the same records come back and the crashes come with them. Real Kafka would loop the same way; lower faults.consumerCrash.probability, or commit more often</source>
        <translation>%1 پیش از commit شدن هر offset تازه‌ای (%4)، %2 بار دچار crash شد (در %3): هر راه‌اندازی دوباره از آخرین offset commit شده می‌خواند، پس همان رکوردها برمی‌گردند و crashها هم با آن‌ها. Kafka واقعی هم همین‌طور در حلقه می‌افتد؛ faults.consumerCrash.probability را کم کنید یا بیشتر commit کنید</translation>
    </message>
    <message>
        <source>%1 crashed %2 times (at %3) and no message was settled: every crash returns its unacknowledged messages and the crash comes again. Lower faults.consumerCrash.probability or set broker.maxDeliveries</source>
        <translation>%1، %2 بار دچار crash شد (در %3) و هیچ پیامی به سرانجام نرسید: هر crash پیام‌های ack نشده‌اش را برمی‌گرداند و crash دوباره رخ می‌دهد. faults.consumerCrash.probability را کم کنید یا broker.maxDeliveries را تنظیم کنید</translation>
    </message>
    <message>
        <source>redelivery timeout</source>
        <translation>timeout تحویل مجدد</translation>
    </message>
    <message>
        <source>every handler kept failing on the store (%1 times unavailable, %2 times busy) and no message was settled</source>
        <translation>هر handler پیوسته روی پایگاه داده شکست خورد (%1 بار در دسترس نبود، %2 بار مشغول بود) و هیچ پیامی به سرانجام نرسید</translation>
    </message>
    <message>
        <source>the consumer group rebalanced %1 times and no offset was committed</source>
        <translation>consumer group، %1 بار rebalance شد و هیچ offsetی commit نشد</translation>
    </message>
    <message>
        <source>%1 deliveries of %2 messages and no message was settled</source>
        <translation>%1 تحویل از %2 پیام، و هیچ پیامی به سرانجام نرسید</translation>
    </message>
    <message>
        <source>%1; %2 %3, %4 acks lost</source>
        <translation>%1؛ %2 برابر %3، %4 ack گم‌شده</translation>
    </message>
    <message>
        <source>one message was redelivered %1 times (%2) and it was never settled</source>
        <translation>یک پیام %1 بار دوباره تحویل شد (%2) و هرگز به سرانجام نرسید</translation>
    </message>
    <message>
        <source>%1 messages were redelivered %2 times (%3) and none was settled</source>
        <translation>%1 پیام %2 بار دوباره تحویل شدند (%3) و هیچ‌کدام به سرانجام نرسید</translation>
    </message>
    <message>
        <source>; broker.maxDeliveries is 0 (unlimited), so real %1 would go on redelivering too. Set broker.maxDeliveries or lower faults.ackLost</source>
        <translation>؛ broker.maxDeliveries برابر ۰ (نامحدود) است، پس %1 واقعی هم به تحویل دوباره ادامه می‌داد. broker.maxDeliveries را تنظیم کنید یا faults.ackLost را کم کنید</translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>No deduplication</source>
        <translation>بدون deduplication</translation>
    </message>
    <message>
        <source>A plain handler.</source>
        <translation>یک handler ساده.</translation>
    </message>
    <message>
        <source>Every redelivery repeats the effect.</source>
        <translation>هر تحویل مجدد، اثر را تکرار می‌کند.</translation>
    </message>
    <message>
        <source>In-process cache</source>
        <translation>cache درون‌فرایندی</translation>
    </message>
    <message>
        <source>Camel MemoryIdempotentRepository (1000 entries), Brighter in-memory inbox.</source>
        <translation>MemoryIdempotentRepository در Camel (۱۰۰۰ مدخل)، inbox درون‌حافظه‌ای Brighter.</translation>
    </message>
    <message>
        <source>Lost when the process dies; TTL and eviction let late duplicates in; check-then-act race.</source>
        <translation>با از بین رفتن فرایند از دست می‌رود؛ TTL و eviction اجازه می‌دهند نسخه‌های تکراری دیررس عبور کنند؛ race از نوع check-then-act.</translation>
    </message>
    <message>
        <source>Shared cache (Redis-like)</source>
        <translation>cache مشترک (شبیه Redis)</translation>
    </message>
    <message>
        <source>IDistributedCache / Redis SET with expiry.</source>
        <translation>IDistributedCache / دستور SET در Redis با زمان انقضا.</translation>
    </message>
    <message>
        <source>Not atomic with the business commit; TTL; flush; race.</source>
        <translation>با commit کسب‌وکار atomic نیست؛ TTL؛ flush؛ race.</translation>
    </message>
    <message>
        <source>Inbox: check, then insert</source>
        <translation>Inbox: اول بررسی، بعد درج</translation>
    </message>
    <message>
        <source>The source articles&apos; code: SELECT the inbox, run the handler, INSERT inbox + business in one transaction.</source>
        <translation>کد مقاله‌های مرجع: SELECT از inbox، اجرای handler، و INSERT در inbox و جدول کسب‌وکار در یک تراکنش.</translation>
    </message>
    <message>
        <source>With the unique key the handler runs twice and one commit rolls back; without it both commit.</source>
        <translation>با کلید یکتا، handler دو بار اجرا می‌شود و یکی از commitها rollback می‌شود؛ بدون آن، هر دو commit می‌شوند.</translation>
    </message>
    <message>
        <source>Inbox: claim first</source>
        <translation>Inbox: اول claim</translation>
    </message>
    <message>
        <source>Eventuate, NServiceBus pessimistic mode, Wolverine: INSERT … ON CONFLICT DO NOTHING, then the handler in the same transaction.</source>
        <translation>Eventuate، حالت pessimistic در NServiceBus، Wolverine: ابتدا INSERT … ON CONFLICT DO NOTHING، سپس handler در همان تراکنش.</translation>
    </message>
    <message>
        <source>Only effects outside the transaction (an email).</source>
        <translation>فقط اثرهای بیرون از تراکنش (مثلاً یک ایمیل).</translation>
    </message>
    <message>
        <source>Inbox in its own transaction</source>
        <translation>Inbox در تراکنش جداگانه</translation>
    </message>
    <message>
        <source>Brighter V9, Wolverine issue #1677: the inbox row is committed after the business transaction.</source>
        <translation>Brighter V9، Wolverine issue #1677: ردیف inbox پس از تراکنش کسب‌وکار commit می‌شود.</translation>
    </message>
    <message>
        <source>A crash between the two commits.</source>
        <translation>crash بین دو commit.</translation>
    </message>
    <message>
        <source>Natural idempotency</source>
        <translation>idempotency طبیعی</translation>
    </message>
    <message>
        <source>UPSERT by business key, no inbox.</source>
        <translation>UPSERT بر اساس کلید کسب‌وکار، بدون inbox.</translation>
    </message>
    <message>
        <source>Operations that are not idempotent (balance += 10, an email).</source>
        <translation>عملیاتی که idempotent نیستند (balance += 10، یک ایمیل).</translation>
    </message>
    <message>
        <source>Cache in front of the inbox</source>
        <translation>cache جلوی inbox</translation>
    </message>
    <message>
        <source>The seed&apos;s HybridCache in front of the database inbox (claim first); cache set after commit.</source>
        <translation>HybridCache مقاله‌ی مرجع، جلوی inbox پایگاه داده (اول claim)؛ cache پس از commit مقداردهی می‌شود.</translation>
    </message>
    <message>
        <source>None for database effects; the cache saves database round trips.</source>
        <translation>برای اثرهای پایگاه داده هیچ؛ cache فقط رفت‌وبرگشت‌های پایگاه داده را کم می‌کند.</translation>
    </message>
</context>
<context>
    <name>idem</name>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 یک فایل است، نه پوشه</translation>
    </message>
    <message>
        <source>%1: the run&apos;s database was removed or replaced while the run lasted (was the folder deleted, or is another run using it?); nothing was published</source>
        <translation>%1: پایگاه داده‌ی این اجرا در طول اجرا حذف یا جایگزین شد (آیا پوشه پاک شد، یا اجرای دیگری از آن استفاده می‌کند؟)؛ هیچ فایلی در جای نهایی‌اش قرار داده نشد</translation>
    </message>
    <message>
        <source>%1: cannot rename the finished run database into place: %2</source>
        <translation>%1: تغییر نام پایگاه داده‌ی اجرای پایان‌یافته و قرار دادن آن در جای نهایی ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1: cannot remove the run&apos;s file</source>
        <translation>%1: حذف فایل این اجرا ممکن نیست</translation>
    </message>
    <message>
        <source>%1: cannot remove the run&apos;s file: %2</source>
        <translation>%1: حذف فایل این اجرا ممکن نیست: %2</translation>
    </message>
</context>
<context>
    <name>idem::CounterexampleFile</name>
    <message>
        <source>Found by explore: %1 breaks under %2</source>
        <translation>یافتهٔ جست‌وجو: %1 زیر %2 می‌شکند</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>جست‌وجوی خطا</translation>
    </message>
    <message numerus="yes">
        <source>The smallest fault schedule the search found that breaks &quot;%1&quot;: %n fault(s) (%2) on %3 messages and %4 consumer(s). No single fault of it can be left out.</source>
        <translation>
            <numerusform>کوچک‌ترین برنامهٔ خطایی که جست‌وجو یافت و «%1» را می‌شکند: %Ln خطا (%2) روی %L3 پیام و %L4 consumer. هیچ‌یک از خطاهایش را نمی‌توان کنار گذاشت.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under &quot;%1&quot;, the schedule injects %2. Does every order take effect exactly once?</source>
        <translation>با «%1»، این برنامه %2 را تزریق می‌کند. آیا هر سفارش دقیقاً یک بار اثر می‌کند؟</translation>
    </message>
    <message>
        <source>The run stopped: %1</source>
        <translation>اجرا متوقف شد: %1</translation>
    </message>
    <message>
        <source>Where &quot;%1&quot; leaks: %2</source>
        <translation>جایی که «%1» نشت می‌کند: %2</translation>
    </message>
    <message numerus="yes">
        <source>A fault schedule the search found that breaks &quot;%1&quot;: %n fault(s) (%2) on %3 messages and %4 consumer(s). It is not minimal: its shrinking was cancelled, so a smaller schedule may break it too.</source>
        <translation>
            <numerusform>برنامهٔ خطایی که جست‌وجو یافت و «%1» را می‌شکند: %Ln خطا (%2) روی %L3 پیام و %L4 consumer. کمینه نیست: کوچک‌سازی‌اش لغو شد، پس شاید برنامه‌ای کوچک‌تر هم آن را بشکند.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ReportModel</name>
    <message>
        <source>Messages (business events)</source>
        <translation>پیام‌ها (رویدادهای کسب‌وکار)</translation>
    </message>
    <message>
        <source>Publish attempts</source>
        <translation>تلاش‌های انتشار</translation>
    </message>
    <message>
        <source>Deliveries to a handler</source>
        <translation>تحویل‌ها به handler</translation>
    </message>
    <message>
        <source>Redeliveries</source>
        <translation>تحویل‌های مجدد</translation>
    </message>
    <message>
        <source>Dropped by the broker&apos;s duplicate detection</source>
        <translation>دورریخته‌شده با تشخیص تکراری broker</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>dead-letter شده</translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation>producer منصرف شد</translation>
    </message>
    <message>
        <source>Effects applied</source>
        <translation>اثرهای اعمال‌شده</translation>
    </message>
    <message>
        <source>Duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>Duplicates recognised and skipped</source>
        <translation>تکراری‌های تشخیص‌داده‌شده و نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Lost events (never applied)</source>
        <translation>رویدادهای گم‌شده (هرگز اعمال نشدند)</translation>
    </message>
    <message>
        <source>Cache hits</source>
        <translation>hitهای cache</translation>
    </message>
    <message>
        <source>Cache misses</source>
        <translation>missهای cache</translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation>نرخ hit در cache</translation>
    </message>
    <message>
        <source>Transactions committed</source>
        <translation>تراکنش‌های commit شده</translation>
    </message>
    <message>
        <source>Transactions rolled back</source>
        <translation>تراکنش‌های rollback شده</translation>
    </message>
    <message>
        <source>Retries on a busy database</source>
        <translation>تلاش‌های دوباره روی پایگاه داده‌ی مشغول</translation>
    </message>
    <message>
        <source>Steps failed: store unavailable</source>
        <translation>گام‌های ناموفق: پایگاه داده در دسترس نبود</translation>
    </message>
    <message>
        <source>Consumer crashes</source>
        <translation>crashهای consumer</translation>
    </message>
    <message>
        <source>Rebalances</source>
        <translation>rebalanceها</translation>
    </message>
    <message>
        <source>Publish to effect, median</source>
        <translation>از انتشار تا اثر، میانه</translation>
    </message>
    <message>
        <source>Publish to effect, 99th percentile</source>
        <translation>از انتشار تا اثر، صدک ۹۹</translation>
    </message>
    <message>
        <source>Simulated duration</source>
        <translation>مدت شبیه‌سازی‌شده</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>تحویل</translation>
    </message>
    <message>
        <source>Deduplication</source>
        <translation>حذف پیام‌های تکراری (deduplication)</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>پایگاه داده</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>خطاها</translation>
    </message>
    <message>
        <source>Latency and time</source>
        <translation>تأخیر و زمان</translation>
    </message>
    <message>
        <source>Records skipped: offset reset to latest (Kafka)</source>
        <translation>رکوردهای جاافتاده: بازنشانی offset به latest (Kafka)</translation>
    </message>
</context>
<context>
    <name>idem::ReportWriter</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: نوشتن ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1: cannot write (%2 of %3 bytes written): %4</source>
        <translation>%1: نوشتن ممکن نیست (%2 از %3 بایت نوشته شد): %4</translation>
    </message>
    <message>
        <source>%1: the run did not complete, so there is no report to write</source>
        <translation>%1: اجرا کامل نشد، پس گزارشی برای نوشتن وجود ندارد</translation>
    </message>
    <message>
        <source>no space left on the device (%1 bytes free)</source>
        <translation>فضای خالی روی دستگاه نمانده است (%1 بایت آزاد)</translation>
    </message>
    <message>
        <source>%1: cannot create the output folder</source>
        <translation>%1: پوشه‌ی خروجی ساخته نمی‌شود</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: پوشه نیست</translation>
    </message>
    <message>
        <source>%1: the output folder is not writable</source>
        <translation>%1: در پوشه‌ی خروجی نمی‌توان نوشت</translation>
    </message>
</context>
<context>
    <name>idem::ResultFolder</name>
    <message>
        <source>%1: cannot create the output folder</source>
        <translation>%1: ساختن پوشه‌ی خروجی ممکن نیست</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: پوشه نیست</translation>
    </message>
    <message>
        <source>%1: the output folder is not writable</source>
        <translation>%1: پوشه‌ی خروجی قابل نوشتن نیست</translation>
    </message>
    <message>
        <source>%1: cannot create the lock file: %2</source>
        <translation>%1: ساختن فایل قفل ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1: cannot lock: %2</source>
        <translation>%1: قفل کردن ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1: the folder is in use by another idemlab run (pid %2, started %3); wait for it to end or choose another --out folder</source>
        <translation>%1: اجرای دیگری از idemlab از این پوشه استفاده می‌کند (pid %2، آغاز در %3)؛ صبر کنید تا تمام شود یا پوشه‌ی دیگری برای --out انتخاب کنید</translation>
    </message>
    <message>
        <source>%1: cannot write the lock file: %2</source>
        <translation>%1: نوشتن فایل قفل ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1: cannot take the folder&apos;s lock (it kept changing)</source>
        <translation>%1: گرفتن قفل پوشه ممکن نیست (پیوسته تغییر می‌کرد)</translation>
    </message>
    <message>
        <source>%1: cannot remove the previous run&apos;s file</source>
        <translation>%1: حذف فایل اجرای قبلی ممکن نیست</translation>
    </message>
    <message>
        <source>%1: the output folder was removed or replaced while the run lasted (its lock is gone or another run&apos;s); nothing more is written there</source>
        <translation>%1: پوشه‌ی خروجی در طول اجرا حذف یا جایگزین شد (قفل آن از بین رفته یا متعلق به اجرای دیگری است)؛ از این پس چیزی در آن نوشته نمی‌شود</translation>
    </message>
    <message>
        <source>%1: the folder is in use by another idemlab run that is starting; wait for it to end or choose another --out folder</source>
        <translation>%1: اجرای دیگری از idemlab که در حال آغاز است از این پوشه استفاده می‌کند؛ صبر کنید تا تمام شود یا پوشه‌ی دیگری برای --out انتخاب کنید</translation>
    </message>
</context>
<context>
    <name>idem::RunFiles</name>
    <message>
        <source>%1: the run&apos;s database was removed or replaced while the run lasted (was the folder deleted, or is another run using it?); nothing was published</source>
        <translation>%1: پایگاه داده‌ی این اجرا در طول اجرا حذف یا جایگزین شد (آیا پوشه پاک شد، یا اجرای دیگری از آن استفاده می‌کند؟)؛ هیچ فایلی در جای نهایی‌اش قرار داده نشد</translation>
    </message>
</context>
<context>
    <name>idem::ScenarioField</name>
    <message>
        <source>ms</source>
        <translation>میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Cache TTL</source>
        <translation>TTL مربوط به cache</translation>
    </message>
    <message>
        <source>cache TTL</source>
        <translation>TTL مربوط به cache</translation>
    </message>
    <message>
        <source>How long a cache entry lives. A redelivery after it expired gets through.</source>
        <translation>طول عمر هر مدخل cache. تحویل مجددی که پس از انقضای آن برسد، عبور می‌کند.</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>مدخل</translation>
    </message>
    <message>
        <source>Cache capacity</source>
        <translation>ظرفیت cache</translation>
    </message>
    <message>
        <source>cache capacity</source>
        <translation>ظرفیت cache</translation>
    </message>
    <message>
        <source>Entries before the least recently used is evicted (Camel&apos;s memory repository keeps 1000).</source>
        <translation>تعداد مدخل‌ها پیش از آن‌که مدخلی که دیرتر از همه استفاده شده (LRU) بیرون رانده شود (memory repository در Camel، ۱۰۰۰ مدخل نگه می‌دارد).</translation>
    </message>
    <message>
        <source>Unique key on the inbox</source>
        <translation>کلید یکتا روی inbox</translation>
    </message>
    <message>
        <source>PRIMARY KEY(message_id, consumer) on the inbox. Switch it off to watch check-then-insert commit both copies of a race.</source>
        <translation>PRIMARY KEY(message_id, consumer) روی inbox. آن را خاموش کنید تا ببینید check-then-insert در یک race هر دو نسخه را commit می‌کند.</translation>
    </message>
    <message>
        <source>Inbox retention</source>
        <translation>retention برای inbox</translation>
    </message>
    <message>
        <source>inbox retention</source>
        <translation>retention برای inbox</translation>
    </message>
    <message>
        <source>A cleanup job deletes inbox rows older than this (MassTransit 30 min, NServiceBus 7 days, Wolverine 5 min); a redelivery after that is handled again. 0 = keep for ever.</source>
        <translation>یک کار پاک‌سازی، سطرهای inbox قدیمی‌تر از این مقدار را حذف می‌کند (MassTransit ‏۳۰ دقیقه، NServiceBus ‏۷ روز، Wolverine ‏۵ دقیقه)؛ تحویل مجددی که پس از آن برسد، دوباره پردازش می‌شود. ۰ یعنی نگهداری برای همیشه.</translation>
    </message>
    <message>
        <source>keep for ever</source>
        <translation>نگهداری برای همیشه</translation>
    </message>
    <message>
        <source>Inbox retention window</source>
        <translation>بازه‌ی retention برای inbox</translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation>از دست رفتن ack انتشار</translation>
    </message>
    <message>
        <source>publish ack loss</source>
        <translation>از دست رفتن ack انتشار</translation>
    </message>
    <message>
        <source>Chance that the broker stores a publish but the producer never hears back, so it publishes again.</source>
        <translation>احتمال اینکه broker پیام منتشرشده را ذخیره کند اما پاسخی به producer نرسد، در نتیجه producer دوباره منتشر می‌کند.</translation>
    </message>
    <message>
        <source>Publish-ack-loss probability</source>
        <translation>احتمال از دست رفتن ack انتشار</translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation>از دست رفتن انتشار</translation>
    </message>
    <message>
        <source>publish loss</source>
        <translation>از دست رفتن انتشار</translation>
    </message>
    <message>
        <source>Chance that a publish never reaches the broker.</source>
        <translation>احتمال اینکه یک انتشار هرگز به broker نرسد.</translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation>از دست رفتن ack</translation>
    </message>
    <message>
        <source>ack loss</source>
        <translation>از دست رفتن ack</translation>
    </message>
    <message>
        <source>Chance that a consumer&apos;s ack never reaches the broker: the message comes back after the redelivery timeout although it was handled.</source>
        <translation>احتمال اینکه ack یک consumer هرگز به broker نرسد: پیام با وجود پردازش‌شدن، پس از timeout تحویل مجدد برمی‌گردد.</translation>
    </message>
    <message>
        <source>Ack-loss probability</source>
        <translation>احتمال از دست رفتن ack</translation>
    </message>
    <message>
        <source>Crash chance</source>
        <translation>احتمال crash</translation>
    </message>
    <message>
        <source>crash chance</source>
        <translation>احتمال crash</translation>
    </message>
    <message>
        <source>Chance that a consumer crashes at the crash point while handling a delivery.</source>
        <translation>احتمال اینکه یک consumer هنگام پردازش یک تحویل، در نقطه‌ی crash دچار crash شود.</translation>
    </message>
    <message>
        <source>Crash probability</source>
        <translation>احتمال crash</translation>
    </message>
    <message>
        <source>Dedup window</source>
        <translation>پنجره‌ی dedup</translation>
    </message>
    <message>
        <source>dedup window</source>
        <translation>پنجره‌ی dedup</translation>
    </message>
    <message>
        <source>Publish-side duplicate detection: a copy with a message id seen within this window is dropped by the broker. 0 = none.</source>
        <translation>تشخیص پیام تکراری در سمت انتشار: نسخه‌ای که شناسه‌ی پیامش در این بازه دیده شده باشد، توسط broker دور ریخته می‌شود. ۰ یعنی غیرفعال.</translation>
    </message>
    <message>
        <source>Broker dedup window</source>
        <translation>پنجره‌ی dedup در broker</translation>
    </message>
    <message>
        <source>Redelivery timeout</source>
        <translation>timeout تحویل مجدد</translation>
    </message>
    <message>
        <source>redelivery timeout</source>
        <translation>timeout تحویل مجدد</translation>
    </message>
    <message>
        <source>How long the broker waits for an ack before it hands the message out again (visibility timeout, peek-lock, AckWait).</source>
        <translation>مدتی که broker پیش از تحویل دوباره‌ی پیام منتظر ack می‌ماند (visibility timeout، peek-lock، AckWait).</translation>
    </message>
    <message>
        <source>Delivery limit</source>
        <translation>سقف تحویل</translation>
    </message>
    <message>
        <source>delivery limit</source>
        <translation>سقف تحویل</translation>
    </message>
    <message>
        <source>After this many deliveries the message goes to the dead-letter queue. 0 = unlimited.</source>
        <translation>پس از این تعداد تحویل، پیام به dead-letter queue می‌رود. ۰ یعنی نامحدود.</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>نامحدود</translation>
    </message>
    <message>
        <source>Restart takes</source>
        <translation>مدت راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>restart duration</source>
        <translation>مدت راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>How long a broker restart keeps the broker away (unless the schedule entry says otherwise).</source>
        <translation>مدتی که راه‌اندازی مجدد، broker را از دسترس خارج می‌کند (مگر اینکه مدخل زمان‌بندی مقدار دیگری تعیین کند).</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>partitionها</translation>
    </message>
    <message>
        <source>partitions</source>
        <translation>partitionها</translation>
    </message>
    <message>
        <source>Kafka only: partitions of the topic, key-hashed.</source>
        <translation>فقط Kafka: partitionهای topic، بر اساس hash کلید.</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>تعداد نمونه‌ها</translation>
    </message>
    <message>
        <source>consumer count</source>
        <translation>تعداد consumerها</translation>
    </message>
    <message>
        <source>Consumer instances at the start, each with its own SQLite connection; they race on the same rows.</source>
        <translation>تعداد نمونه‌های consumer در شروع، هر کدام با اتصال SQLite خودش؛ آن‌ها بر سر ردیف‌های یکسان رقابت (race) می‌کنند.</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>consumerها</translation>
    </message>
    <message>
        <source>Processing time</source>
        <translation>زمان پردازش</translation>
    </message>
    <message>
        <source>processing time</source>
        <translation>زمان پردازش</translation>
    </message>
    <message>
        <source>Virtual time the handler&apos;s own work takes, between the check and the commit.</source>
        <translation>زمان مجازی کارِ خودِ handler، بین بررسی و commit.</translation>
    </message>
    <message>
        <source>Restart delay</source>
        <translation>تأخیر راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>restart delay</source>
        <translation>تأخیر راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>How long a crashed consumer stays down. Its local cache dies with it.</source>
        <translation>مدتی که consumerِ crash کرده از کار افتاده می‌ماند. cache محلی آن هم همراهش از بین می‌رود.</translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation>تحویل</translation>
    </message>
    <message>
        <source>Prefetch</source>
        <translation>prefetch</translation>
    </message>
    <message>
        <source>prefetch</source>
        <translation>prefetch</translation>
    </message>
    <message>
        <source>Unacked deliveries a consumer may hold (RabbitMQ basic.qos, SQS batch receive). A crash returns all of them, processed or not.</source>
        <translation>تعداد تحویل‌های ack نشده‌ای که یک consumer می‌تواند نگه دارد (basic.qos در RabbitMQ، batch receive در SQS). یک crash همه‌ی آن‌ها را برمی‌گرداند، چه پردازش شده باشند چه نه.</translation>
    </message>
    <message>
        <source>Ack every</source>
        <translation>ack به ازای هر</translation>
    </message>
    <message>
        <source>ack batch</source>
        <translation>دسته‌ی ack</translation>
    </message>
    <message>
        <source>Acks are sent for this many deliveries at once (at most the prefetch).</source>
        <translation>ackها برای این تعداد تحویل یک‌جا ارسال می‌شوند (حداکثر به اندازه‌ی prefetch).</translation>
    </message>
    <message>
        <source>Database op</source>
        <translation>عملیات پایگاه داده</translation>
    </message>
    <message>
        <source>database op cost</source>
        <translation>هزینه‌ی عملیات پایگاه داده</translation>
    </message>
    <message>
        <source>Virtual cost of one SQL statement.</source>
        <translation>هزینه‌ی مجازی یک دستور SQL.</translation>
    </message>
    <message>
        <source>Cache op</source>
        <translation>عملیات cache</translation>
    </message>
    <message>
        <source>cache op cost</source>
        <translation>هزینه‌ی عملیات cache</translation>
    </message>
    <message>
        <source>Virtual cost of one cache lookup or update.</source>
        <translation>هزینه‌ی مجازی یک جست‌وجو یا به‌روزرسانی cache.</translation>
    </message>
    <message>
        <source>Store retry</source>
        <translation>retry پایگاه داده</translation>
    </message>
    <message>
        <source>store retry</source>
        <translation>retry پایگاه داده</translation>
    </message>
    <message>
        <source>When the store is unavailable the handler neither acks nor skips; it tries again after this.</source>
        <translation>وقتی پایگاه داده در دسترس نیست، handler نه ack می‌کند و نه پیام را نادیده می‌گیرد؛ پس از این مدت دوباره تلاش می‌کند.</translation>
    </message>
    <message>
        <source>Auto-commit offsets (Kafka)</source>
        <translation>auto-commit برای offsetها (Kafka)</translation>
    </message>
    <message>
        <source>Kafka enable.auto.commit: offsets are committed on a timer, not per message.</source>
        <translation>enable.auto.commit در Kafka: offsetها با یک زمان‌سنج commit می‌شوند، نه به ازای هر پیام.</translation>
    </message>
    <message>
        <source>Commit interval</source>
        <translation>فاصله‌ی commit</translation>
    </message>
    <message>
        <source>auto-commit interval</source>
        <translation>فاصله‌ی auto-commit</translation>
    </message>
    <message>
        <source>Kafka auto.commit.interval.ms (default 5000).</source>
        <translation>auto.commit.interval.ms در Kafka (پیش‌فرض ۵۰۰۰).</translation>
    </message>
    <message>
        <source>Session timeout</source>
        <translation>session timeout</translation>
    </message>
    <message>
        <source>session timeout</source>
        <translation>session timeout</translation>
    </message>
    <message>
        <source>Kafka session.timeout.ms (default 45000): a silent member is removed after this.</source>
        <translation>session.timeout.ms در Kafka (پیش‌فرض ۴۵۰۰۰): عضوی که پاسخ ندهد، پس از این مدت حذف می‌شود.</translation>
    </message>
    <message>
        <source>Max poll interval</source>
        <translation>حداکثر فاصله‌ی poll</translation>
    </message>
    <message>
        <source>max poll interval</source>
        <translation>حداکثر فاصله‌ی poll</translation>
    </message>
    <message>
        <source>Kafka max.poll.interval.ms (default 300000): a slower handler triggers a rebalance.</source>
        <translation>max.poll.interval.ms در Kafka (پیش‌فرض ۳۰۰۰۰۰): handlerی که کندتر از این باشد، یک rebalance را به راه می‌اندازد.</translation>
    </message>
    <message>
        <source>Max poll records</source>
        <translation>حداکثر رکوردهای poll</translation>
    </message>
    <message>
        <source>max poll records</source>
        <translation>حداکثر رکوردهای poll</translation>
    </message>
    <message>
        <source>Kafka max.poll.records (default 500): the batch size.</source>
        <translation>max.poll.records در Kafka (پیش‌فرض ۵۰۰): اندازه‌ی batch.</translation>
    </message>
    <message>
        <source>Publish timeout</source>
        <translation>timeout انتشار</translation>
    </message>
    <message>
        <source>publish timeout</source>
        <translation>timeout انتشار</translation>
    </message>
    <message>
        <source>How long the producer waits for the broker&apos;s publish ack before it retries.</source>
        <translation>مدتی که producer پیش از retry منتظر ack انتشار از سوی broker می‌ماند.</translation>
    </message>
    <message>
        <source>Max retries</source>
        <translation>حداکثر retry</translation>
    </message>
    <message>
        <source>max retries</source>
        <translation>حداکثر retry</translation>
    </message>
    <message>
        <source>Publish retries before the producer gives up on an event.</source>
        <translation>تعداد retryهای انتشار پیش از آنکه producer از یک رویداد صرف‌نظر کند.</translation>
    </message>
    <message>
        <source>Retry backoff</source>
        <translation>backoff برای retry</translation>
    </message>
    <message>
        <source>retry backoff</source>
        <translation>backoff برای retry</translation>
    </message>
    <message>
        <source>Pause before each retry.</source>
        <translation>مکث پیش از هر retry.</translation>
    </message>
    <message>
        <source>Idempotent producer (Kafka)</source>
        <translation>producer از نوع idempotent (Kafka)</translation>
    </message>
    <message>
        <source>Kafka enable.idempotence: the broker drops the producer&apos;s own retries (same producer id and sequence), nothing else.</source>
        <translation>enable.idempotence در Kafka: broker فقط retryهای خودِ producer را (با producer id و sequence یکسان) دور می‌اندازد، نه چیز دیگری.</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>پیام‌ها</translation>
    </message>
    <message>
        <source>messages</source>
        <translation>پیام‌ها</translation>
    </message>
    <message>
        <source>How many logical events the producer publishes: order-1 … order-N.</source>
        <translation>تعداد رویدادهای منطقی که producer منتشر می‌کند: order-1 … order-N.</translation>
    </message>
    <message>
        <source>Publish interval</source>
        <translation>فاصله‌ی انتشار</translation>
    </message>
    <message>
        <source>publish interval</source>
        <translation>فاصله‌ی انتشار</translation>
    </message>
    <message>
        <source>Virtual time between two new events from the producer.</source>
        <translation>زمان مجازی بین دو رویداد جدید از producer.</translation>
    </message>
    <message>
        <source>Message groups</source>
        <translation>message groupها</translation>
    </message>
    <message>
        <source>message groups</source>
        <translation>message groupها</translation>
    </message>
    <message>
        <source>SQS FIFO only: the MessageGroupId the producer sets. A group&apos;s next message is not delivered while an earlier one of the group is in flight (received, not yet deleted); one receive may return several of a group. 0 = one group per business key; 1 = one group for every message; N = order-i in group (i - 1) mod N.</source>
        <translation>فقط SQS FIFO: همان MessageGroupIdی که producer تنظیم می‌کند. پیام بعدی یک group تا وقتی پیام قبلی همان group در حال پردازش است (دریافت شده، هنوز حذف نشده) تحویل داده نمی‌شود؛ یک receive می‌تواند چند پیام از یک group را برگرداند. ۰ = یک group برای هر کلید کسب‌وکار؛ ۱ = یک group برای همه‌ی پیام‌ها؛ N = پیام order-i در group شماره‌ی (i - ۱) mod N.</translation>
    </message>
    <message>
        <source>one per business key</source>
        <translation>یکی برای هر کلید کسب‌وکار</translation>
    </message>
    <message>
        <source>Drain buffer after restart</source>
        <translation>تخلیه‌ی buffer پس از راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>When the broker closes the connection (a restart), the client library still hands out the deliveries it had already read (rabbitmq-c returns buffered frames first; the .NET client dispatches the prefetched ones): the consume loop handles them, their acks fail and they all come back. Off: the client drops its buffer at once.</source>
        <translation>وقتی broker اتصال را می‌بندد (یک راه‌اندازی مجدد)، کتابخانه‌ی client هنوز تحویل‌هایی را که از قبل خوانده بود بیرون می‌دهد (rabbitmq-c ابتدا frameهای buffer شده را برمی‌گرداند؛ client دات‌نت پیام‌های prefetch شده را dispatch می‌کند): حلقه‌ی consume آن‌ها را پردازش می‌کند، ackهایشان شکست می‌خورد و همه برمی‌گردند. خاموش: client بلافاصله buffer خود را دور می‌اندازد.</translation>
    </message>
    <message>
        <source>Retries by the application</source>
        <translation>retry توسط برنامه</translation>
    </message>
    <message>
        <source>Off: the client library retries the same batch (same headers and message id; Kafka&apos;s idempotent producer drops it by producer id + sequence). On: the application calls send again, a new record that enable.idempotence cannot recognise. A new message id per attempt needs this on.</source>
        <translation>خاموش: کتابخانه‌ی client همان batch را دوباره می‌فرستد (با همان headerها و شناسه‌ی پیام؛ producer از نوع idempotent در Kafka آن را با producer id + sequence دور می‌اندازد). روشن: برنامه دوباره send را صدا می‌زند، یعنی یک رکورد جدید که enable.idempotence نمی‌تواند آن را تشخیص دهد. شناسه‌ی پیام جدید برای هر تلاش به روشن بودن این گزینه نیاز دارد.</translation>
    </message>
    <message>
        <source>Static membership (Kafka)</source>
        <translation>عضویت static در Kafka</translation>
    </message>
    <message>
        <source>Kafka group.instance.id (KIP-345, off by default): a consumer that restarts within session.timeout.ms gets its partitions back without a rebalance; one that stays away longer expires and the group rebalances.</source>
        <translation>group.instance.id در Kafka (KIP-345، به‌طور پیش‌فرض خاموش): consumerی که در محدوده‌ی session.timeout.ms دوباره راه‌اندازی شود، partitionهایش را بدون rebalance پس می‌گیرد؛ اگر بیشتر دور بماند، عضویتش منقضی می‌شود و گروه rebalance می‌شود.</translation>
    </message>
</context>
<context>
    <name>idem::ScenarioIo</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: نوشتن ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1: cannot write (the disk may be full): %2</source>
        <translation>%1: نوشتن ممکن نیست (شاید دیسک پر باشد): %2</translation>
    </message>
</context>
<context>
    <name>idem::jsonsource</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: خواندن ممکن نیست: %2</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>یک پوشه</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>یک FIFO (named pipe)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>یک دستگاه</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>یک socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>فایل معمولی نیست</translation>
    </message>
    <message>
        <source>%1: not a scenario file: it is %2; expected a regular JSON file</source>
        <translation>%1: فایل سناریو نیست: %2 است؛ یک فایل JSON معمولی انتظار می‌رفت</translation>
    </message>
    <message>
        <source>%1: the file is %2 bytes; scenario files are limited to %3 bytes (16 MiB)</source>
        <translation>%1: اندازه‌ی فایل %2 بایت است؛ سقف فایل‌های سناریو %3 بایت (۱۶ MiB) است</translation>
    </message>
    <message>
        <source>%1: the file grew past the limit of %2 bytes while it was read</source>
        <translation>%1: فایل در حین خواندن از سقف %2 بایت بزرگ‌تر شد</translation>
    </message>
</context>
<context>
    <name>idem::ui::AboutDialog</name>
    <message>
        <source>About Idempotency Lab</source>
        <translation>درباره‌ی Idempotency Lab</translation>
    </message>
    <message>
        <source>Idempotency Lab</source>
        <translation>Idempotency Lab</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>نسخه‌ی %1</translation>
    </message>
    <message>
        <source>Watch a message broker deliver the same message twice, and see which deduplication strategy keeps a real SQLite consumer correct.</source>
        <translation>ببینید که یک message broker چگونه یک پیام را دو بار تحویل می‌دهد، و کدام استراتژی deduplication یک consumer واقعی روی SQLite را درست نگه می‌دارد.</translation>
    </message>
    <message>
        <source>Built with Qt %1 (Core, GUI, Widgets, SQL, Charts, Print Support, Concurrent), running on Qt %2; SQLite %3.</source>
        <translation>ساخته‌شده با Qt %1 ‏(Core، GUI، Widgets، SQL، Charts، Print Support، Concurrent)، در حال اجرا روی Qt %2؛ SQLite %3.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence:</source>
        <translation>نرم‌افزار آزاد با مجوز MIT:</translation>
    </message>
    <message>
        <source>&amp;About Idempotency Lab</source>
        <translation>&amp;درباره‌ی Idempotency Lab</translation>
    </message>
</context>
<context>
    <name>idem::ui::AnalysisDocks</name>
    <message>
        <source>&amp;Compare Strategies…</source>
        <translation>مقایسه‌&amp;ی استراتژی‌ها…</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <source>Run the current scenario under every strategy, side by side (%1)</source>
        <translation>اجرای سناریوی فعلی با همه‌ی استراتژی‌ها، کنار هم (%1)</translation>
    </message>
    <message>
        <source>Parameter &amp;Sweep…</source>
        <translation>پیمایش پا&amp;رامتر…</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>پیمایش</translation>
    </message>
    <message>
        <source>Vary one number of the current scenario under several strategies (%1)</source>
        <translation>تغییر یک مقدار عددی سناریوی فعلی با چند استراتژی (%1)</translation>
    </message>
    <message>
        <source>Compare strategies</source>
        <translation>مقایسه‌ی استراتژی‌ها</translation>
    </message>
    <message>
        <source>A comparison is still running; it offers to run again when it ends.</source>
        <translation>یک مقایسه هنوز در حال اجراست؛ پس از پایان، اجرای دوباره را پیشنهاد می‌دهد.</translation>
    </message>
    <message>
        <source>Parameter sweep</source>
        <translation>پیمایش پارامتر</translation>
    </message>
    <message>
        <source>&amp;Explore…</source>
        <translation>جست‌&amp;وجوی خطا…</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>جست‌وجوی خطا</translation>
    </message>
    <message>
        <source>Search the smallest fault schedule that breaks each strategy (%1)</source>
        <translation>جست‌وجوی کوچک‌ترین برنامهٔ خطا که هر استراتژی را می‌شکند (%1)</translation>
    </message>
    <message>
        <source>Explore fault schedules</source>
        <translation>جست‌وجوی برنامه‌های خطا</translation>
    </message>
</context>
<context>
    <name>idem::ui::BackgroundReport</name>
    <message>
        <source>Writing the report…</source>
        <translation>در حال نوشتن گزارش…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
</context>
<context>
    <name>idem::ui::BalanceModel</name>
    <message numerus="yes">
        <source>Charged %n times: a duplicate side effect</source>
        <translation>
            <numerusform>%Ln بار مبلغ کسر شد: یک اثر جانبی تکراری</numerusform>
        </translation>
    </message>
    <message>
        <source>increments</source>
        <translation>افزایش‌ها</translation>
    </message>
</context>
<context>
    <name>idem::ui::BatchComposer</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 did not finish: %2</source>
        <translation>%1 به پایان نرسید: %2</translation>
    </message>
    <message>
        <source>%1 held: nothing took effect twice, nothing was lost.</source>
        <translation>%1 تاب آورد: هیچ چیز دو بار اثر نکرد و هیچ چیز گم نشد.</translation>
    </message>
    <message numerus="yes">
        <source>It recognised and skipped %Ln duplicate deliveries.</source>
        <translation>
            <numerusform>%Ln تحویل تکراری را تشخیص داد و نادیده گرفت.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaked: %2</source>
        <translation>%1 نشت داشت: %2</translation>
    </message>
    <message>
        <source>The repeated deliveries came from: %1.</source>
        <translation>تحویل‌های تکراری از اینجا آمدند: %1.</translation>
    </message>
    <message>
        <source>Where this strategy leaks: %1</source>
        <translation>جایی که این استراتژی نشت دارد: %1</translation>
    </message>
    <message>
        <source>For example: %1</source>
        <translation>برای نمونه: %1</translation>
    </message>
    <message>
        <source>Comparison: %1</source>
        <translation>مقایسه: %1</translation>
    </message>
    <message>
        <source>Broker profile</source>
        <translation>پروفایل broker</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>اثر</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>پیام‌ها</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>بذر تصادفی (seed)</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>استراتژی‌ها</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>ساخته‌شده با</translation>
    </message>
    <message>
        <source>Idempotency Lab %1</source>
        <translation>Idempotency Lab %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Every strategy ran the same scenario with the same seed, so each met exactly the same faults.</source>
        <translation>همه‌ی استراتژی‌ها همان سناریو را با همان seed اجرا کردند، پس هر کدام دقیقاً با همان خطاها روبه‌رو شدند.</translation>
    </message>
    <message>
        <source>Which strategy held, which leaked and why</source>
        <translation>کدام استراتژی تاب آورد، کدام نشت داشت و چرا</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>نتایج</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>استراتژی</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>Duplicates skipped</source>
        <translation>تکراری‌های نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>گم‌شده</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>dead-letter شده</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>تراکنش‌ها</translation>
    </message>
    <message>
        <source>Rollbacks</source>
        <translation>rollbackها</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>تأخیر p99</translation>
    </message>
    <message>
        <source>Trace hash</source>
        <translation>هش trace</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ناموفق</translation>
    </message>
    <message>
        <source>Outcome per strategy</source>
        <translation>نتیجه‌ی هر استراتژی</translation>
    </message>
    <message>
        <source>Duplicate side effects over time</source>
        <translation>اثرهای جانبی تکراری در طول زمان</translation>
    </message>
    <message>
        <source>One timeline per strategy, on one time axis</source>
        <translation>یک خط زمانی برای هر استراتژی، روی یک محور زمان مشترک</translation>
    </message>
    <message>
        <source>What the marks mean</source>
        <translation>معنای نشانه‌ها</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>پیمایش پارامتر: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2, %Ln values</source>
        <translation>
            <numerusform>از %1 تا %2، %Ln مقدار</numerusform>
        </translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>پارامتر</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>بازه</translation>
    </message>
    <message>
        <source>Where each strategy starts to leak</source>
        <translation>هر استراتژی از کجا شروع به نشت می‌کند</translation>
    </message>
    <message>
        <source>%1: no duplicate effect and nothing lost anywhere in the range.</source>
        <translation>%1: در هیچ جای این بازه نه اثر تکراری پیش آمد و نه چیزی گم شد.</translation>
    </message>
    <message>
        <source>%1: leaks already at %2, the start of the range.</source>
        <translation>%1: از همان %2، یعنی ابتدای بازه، نشت دارد.</translation>
    </message>
    <message>
        <source>%1: holds up to %2, leaks from %3.</source>
        <translation>%1: تا %2 تاب می‌آورد و از %3 نشت می‌کند.</translation>
    </message>
    <message>
        <source>Duplicate side effects by %1</source>
        <translation>اثرهای جانبی تکراری بر حسب %1</translation>
    </message>
    <message>
        <source>Each cell: duplicate side effects / lost events.</source>
        <translation>هر خانه: اثرهای جانبی تکراری / رویدادهای گم‌شده.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 was stopped before it ended, no verdict: %2</source>
        <translation>%1 پیش از پایان متوقف شد، بدون نتیجه: %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>متوقف شد</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1 در %2: %3</translation>
    </message>
    <message>
        <source>Stopped before they ended</source>
        <translation>اجراهایی که پیش از پایان متوقف شدند</translation>
    </message>
    <message>
        <source>These runs made no progress or outgrew their trace budget; they have no verdict and no point in the chart.</source>
        <translation>این اجراها پیش نرفتند یا از سقف trace خود فراتر رفتند؛ نه نتیجه‌ای دارند و نه نقطه‌ای در نمودار.</translation>
    </message>
</context>
<context>
    <name>idem::ui::BatchView</name>
    <message>
        <source>&amp;Export…</source>
        <translation>خر&amp;وجی گرفتن…</translation>
    </message>
    <message>
        <source>The scenario has changed since these results: run again to update them.</source>
        <translation>سناریو پس از این نتایج تغییر کرده است: برای به‌روزرسانی، دوباره اجرا کنید.</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>استراتژی‌ها</translation>
    </message>
    <message>
        <source>&lt;i&gt;No scenario yet: open one, or pick one from the workshop library.&lt;/i&gt;</source>
        <translation>&lt;i&gt;هنوز سناریویی وجود ندارد: یکی را باز کنید، یا از کتابخانه‌ی کارگاه انتخاب کنید.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was left behind.</source>
        <translation>خروجی لغو شد؛ هیچ فایلی باقی نماند.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>خروجی در %1 ذخیره شد.</translation>
    </message>
</context>
<context>
    <name>idem::ui::BrokerGroup</name>
    <message>
        <source>Broker</source>
        <translation>broker</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>پروفایل</translation>
    </message>
    <message>
        <source>broker profile</source>
        <translation>پروفایل broker</translation>
    </message>
    <message>
        <source>Which broker to imitate. Choosing one resets the deduplication window, the redelivery timeout and the delivery limit to that broker&apos;s documented defaults.</source>
        <translation>کدام broker شبیه‌سازی شود. انتخاب هر کدام، پنجره‌ی deduplication، timeout تحویل مجدد و سقف تحویل را به مقادیر پیش‌فرضِ مستندِ همان broker برمی‌گرداند.</translation>
    </message>
    <message>
        <source>assignment</source>
        <translation>تخصیص</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>تخصیص</translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation>rebalance</translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation>rebalance</translation>
    </message>
    <message>
        <source>Kafka only: eager revokes every partition, cooperative only the moved ones.</source>
        <translation>فقط Kafka: حالت eager همه‌ی partitionها را پس می‌گیرد و حالت cooperative فقط partitionهای جابه‌جاشده را.</translation>
    </message>
    <message>
        <source>Defaults: %1</source>
        <translation>پیش‌فرض‌ها: %1</translation>
    </message>
    <message>
        <source>Kafka only: how partitions are spread over the group. Range and round-robin are eager-only; cooperative rebalancing needs cooperative-sticky.</source>
        <translation>فقط Kafka: نحوه‌ی توزیع partitionها میان اعضای گروه. Range و round-robin فقط eager هستند؛ rebalance از نوع cooperative به cooperative-sticky نیاز دارد.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CheckAction</name>
    <message>
        <source>Test My &amp;Consumer…</source>
        <translation>آزمودن &amp;consumer من…</translation>
    </message>
    <message>
        <source>Run your own consumer process against a private RabbitMQ through a fault-injecting proxy, and judge it from your own database</source>
        <translation>فرایند consumer خودتان را از راه یک proxy خطاساز روی یک RabbitMQ خصوصی اجرا کنید و از روی پایگاه‌داده‌ی خودتان داوری کنید</translation>
    </message>
    <message>
        <source>e.g. /usr/bin/python3 examples/consumers/naive_consumer.py</source>
        <translation>مثلاً /usr/bin/python3 examples/consumers/naive_consumer.py</translation>
    </message>
    <message>
        <source>Consumer &amp;command:</source>
        <translation>فرما&amp;ن consumer:</translation>
    </message>
    <message>
        <source>the folder idemlab was started in</source>
        <translation>پوشه‌ای که idemlab در آن اجرا شد</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>مرور…</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>پوشه‌ی کاری</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>پوشه‌&amp;ی کاری:</translation>
    </message>
    <message>
        <source>as the scenario says</source>
        <translation>همان که سناریو می‌گوید</translation>
    </message>
    <message>
        <source>Consumer &amp;processes:</source>
        <translation>فر&amp;ایندهای consumer:</translation>
    </message>
    <message>
        <source>SQLite file</source>
        <translation>فایل SQLite</translation>
    </message>
    <message>
        <source>PostgreSQL URL</source>
        <translation>نشانی PostgreSQL</translation>
    </message>
    <message>
        <source>&amp;Effects database:</source>
        <translation>پایگاه‌داده‌ی &amp;اثرها:</translation>
    </message>
    <message>
        <source>empty: a new SQLite file in the check&apos;s folder</source>
        <translation>خالی: یک فایل SQLite تازه در پوشه‌ی آزمون</translation>
    </message>
    <message>
        <source>Effects &amp;query:</source>
        <translation>پر&amp;س‌وجوی اثرها:</translation>
    </message>
    <message>
        <source>Test my consumer</source>
        <translation>آزمودن consumer من</translation>
    </message>
    <message>
        <source>Your consumer runs against a private RabbitMQ node through the lab&apos;s AMQP proxy, which injects the scenario&apos;s lost acks, lost connections and crashes at the wire. The timeline shows what the wire carried; what your handler does inside is not seen. The verdict counts the effects in your own database.</source>
        <translation>consumer شما از راه proxy ی AMQP آزمایشگاه روی یک node خصوصی RabbitMQ اجرا می‌شود؛ این proxy ackهای گم‌شده، اتصال‌های قطع‌شده و crashهای سناریو را روی سیم تزریق می‌کند. خط زمانی آنچه را سیم جابه‌جا کرد نشان می‌دهد؛ آنچه handler شما در درون می‌کند دیده نمی‌شود. حکم، اثرها را در پایگاه‌داده‌ی خود شما می‌شمارد.</translation>
    </message>
    <message>
        <source>Cancelling: stopping your consumer processes, the proxy and the private node…</source>
        <translation>در حال لغو: فرایندهای consumer شما، proxy و node خصوصی متوقف می‌شوند…</translation>
    </message>
    <message>
        <source>&amp;Run the Check</source>
        <translation>&amp;اجرای آزمون</translation>
    </message>
    <message>
        <source>A check is going; cancel it to start another.</source>
        <translation>یک آزمون در جریان است؛ برای شروع آزمونی دیگر آن را لغو کنید.</translation>
    </message>
    <message>
        <source>Cannot check your consumer.</source>
        <translation>آزمودن consumer شما ممکن نیست.</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first:
%1</source>
        <translation>سناریو مشکل دارد؛ ابتدا آن‌ها را در پنل سناریو برطرف کنید:
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>در حال شروع…</translation>
    </message>
    <message>
        <source>%1 duplicate side effects and %2 lost messages over %3 deliveries, counted from %4 rows of your database (%5).</source>
        <translation>%1 اثر جانبی تکراری و %2 پیام گم‌شده در %3 تحویل، شمرده از %4 سطر پایگاه‌داده‌ی شما (%5).</translation>
    </message>
    <message>
        <source>Verdict: valid.</source>
        <translation>حکم: معتبر.</translation>
    </message>
    <message>
        <source>Verdict: invalid.</source>
        <translation>حکم: نامعتبر.</translation>
    </message>
    <message>
        <source>Keys that name no message of the scenario (not counted): %1.</source>
        <translation>کلیدهایی که نام هیچ پیامی از سناریو نیستند (شمرده نشدند): %1.</translation>
    </message>
    <message>
        <source>Cancelled: your consumer processes, the proxy and the private node were stopped.</source>
        <translation>لغو شد: فرایندهای consumer شما، proxy و node خصوصی متوقف شدند.</translation>
    </message>
    <message>
        <source>Done: the check&apos;s run is on screen.</source>
        <translation>انجام شد: اجرای آزمون روی صفحه است.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CheckLab</name>
    <message>
        <source>Give the command that starts your consumer.</source>
        <translation>فرمانی را بدهید که consumer شما را راه می‌اندازد.</translation>
    </message>
    <message>
        <source>The working folder %1 is not a folder.</source>
        <translation>پوشه‌ی کاری %1 پوشه نیست.</translation>
    </message>
    <message>
        <source>This scenario cannot check your consumer: %1</source>
        <translation>این سناریو نمی‌تواند consumer شما را بیازماید: %1</translation>
    </message>
    <message>
        <source>RabbitMQ is not installed: the program rabbitmq-server was not found. Install the Debian package rabbitmq-server (./lab.sh installs it) and try again.</source>
        <translation>RabbitMQ نصب نیست: برنامه‌ی rabbitmq-server پیدا نشد. بسته‌ی Debian با نام rabbitmq-server را نصب کنید (./lab.sh آن را نصب می‌کند) و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>This idemlab was built without the live lab: install librabbitmq-dev, libnats-dev and libhiredis-dev (./lab.sh installs them), build again, and install rabbitmq-server.</source>
        <translation>این idemlab بدون آزمایشگاه زنده ساخته شده است: librabbitmq-dev، libnats-dev و libhiredis-dev را نصب کنید (./lab.sh آن‌ها را نصب می‌کند)، برنامه را دوباره build کنید و rabbitmq-server را نصب کنید.</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: پوشه ساخته نمی‌شود</translation>
    </message>
    <message>
        <source>Starting a private RabbitMQ node (10 to 40 s)…</source>
        <translation>در حال راه‌اندازی یک node خصوصی RabbitMQ (۱۰ تا ۴۰ ثانیه)…</translation>
    </message>
    <message>
        <source>Checking your consumer on %1 messages: %2 % acked</source>
        <translation>در حال آزمودن consumer شما روی %1 پیام: %2 ٪ ack شده</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>آزمون شکست خورد: %1</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>انجام شد.</translation>
    </message>
    <message>
        <source>%1 has %2 MB free: the check keeps its private RabbitMQ node&apos;s data there, which needs about %3 MB (RabbitMQ takes no message while less than %4 MB is free). Free some space there and try again.</source>
        <translation>در %1 فقط %2 MB فضای خالی هست: بررسی، داده‌های node خصوصی RabbitMQ خود را آنجا نگه می‌دارد که حدود %3 MB لازم دارد (RabbitMQ تا وقتی کمتر از %4 MB خالی باشد هیچ پیامی نمی‌پذیرد). آنجا کمی فضا آزاد کنید و دوباره امتحان کنید.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CodeView</name>
    <message>
        <source>Run a scenario to see its consumer&apos;s handler as code.</source>
        <translation>یک سناریو را اجرا کنید تا handler مربوط به consumer آن را به شکل کد ببینید.</translation>
    </message>
    <message>
        <source>%1: the handler for %2</source>
        <translation>%1: handler برای %2</translation>
    </message>
    <message>
        <source>No listing for this strategy.</source>
        <translation>برای این استراتژی کدی وجود ندارد.</translation>
    </message>
    <message>
        <source>Click a line to go to the next event there; Shift+click for the one before. Red dots: the scenario&apos;s crash points.</source>
        <translation>روی یک خط کلیک کنید تا به رویداد بعدیِ آن خط بروید؛ Shift+کلیک برای رویداد قبلی. نقطه‌های قرمز: نقطه‌های crash سناریو.</translation>
    </message>
    <message>
        <source>No earlier event runs this line.</source>
        <translation>هیچ رویداد قبلی‌ای این خط را اجرا نمی‌کند.</translation>
    </message>
    <message>
        <source>No later event runs this line.</source>
        <translation>هیچ رویداد بعدی‌ای این خط را اجرا نمی‌کند.</translation>
    </message>
    <message>
        <source>cache miss: expired at %1 (TTL %2)</source>
        <translation>miss در cache: در %1 منقضی شد (TTL %2)</translation>
    </message>
    <message>
        <source>cache miss: expired (TTL %1)</source>
        <translation>miss در cache: منقضی شد (TTL %1)</translation>
    </message>
    <message>
        <source>cache miss: evicted to make room</source>
        <translation>miss در cache: برای باز شدن جا بیرون رانده شد</translation>
    </message>
    <message>
        <source>cache miss: the cache was flushed</source>
        <translation>miss در cache: cache پاک شده بود</translation>
    </message>
    <message>
        <source>cache miss: lost when its process crashed</source>
        <translation>miss در cache: با crash فرایندش از دست رفت</translation>
    </message>
    <message>
        <source>cache miss: never seen</source>
        <translation>miss در cache: هرگز دیده نشده</translation>
    </message>
    <message>
        <source>cache hit: stored at %1 by %2</source>
        <translation>hit در cache: در %1 توسط %2 ذخیره شده بود</translation>
    </message>
    <message>
        <source>cache hit</source>
        <translation>hit در cache</translation>
    </message>
    <message>
        <source>row found: a duplicate</source>
        <translation>ردیف پیدا شد: پیام تکراری است</translation>
    </message>
    <message>
        <source>no row: not seen before</source>
        <translation>ردیفی نیست: پیش‌تر دیده نشده</translation>
    </message>
    <message>
        <source>1 row inserted: claimed</source>
        <translation>۱ ردیف درج شد: claim شد</translation>
    </message>
    <message>
        <source>0 rows inserted: already claimed</source>
        <translation>۰ ردیف درج شد: قبلاً claim شده</translation>
    </message>
    <message>
        <source>unique key violated: rolled back</source>
        <translation>نقض کلید یکتا: rollback شد</translation>
    </message>
    <message>
        <source>applied: the first time for %1</source>
        <translation>اعمال شد: نخستین بار برای %1</translation>
    </message>
    <message>
        <source>applied again: a duplicate side effect of %1</source>
        <translation>دوباره اعمال شد: اثر جانبی تکراریِ %1</translation>
    </message>
    <message>
        <source>database busy: waits and tries again</source>
        <translation>پایگاه داده مشغول است: صبر می‌کند و دوباره تلاش می‌کند</translation>
    </message>
    <message>
        <source>store unavailable: no ack, tried again later</source>
        <translation>store در دسترس نیست: بدون ack، بعداً دوباره تلاش می‌شود</translation>
    </message>
    <message>
        <source>crashed here</source>
        <translation>crash اینجا رخ داد</translation>
    </message>
    <message>
        <source>Your own code</source>
        <translation>کد خود شما</translation>
    </message>
    <message>
        <source>This run checked your own consumer: its handler is your code, which the lab does not see. The timeline shows what the wire saw, and the verdict what your database holds.</source>
        <translation>این اجرا consumer خود شما را آزمود: handler آن کد شماست که آزمایشگاه آن را نمی‌بیند. خط زمانی آنچه را سیم دید نشان می‌دهد، و حکم آنچه را پایگاه‌داده‌ی شما دارد.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CompareView</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>نوشتن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>نوشتن %1 ممکن نیست.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <source>Run the scenario under every checked strategy, same seed and faults</source>
        <translation>اجرای سناریو با همه‌ی استراتژی‌های انتخاب‌شده، با seed و خطاهای یکسان</translation>
    </message>
    <message>
        <source>Select a row to see its SQLite file</source>
        <translation>برای دیدن فایل SQLite، یک ردیف را انتخاب کنید</translation>
    </message>
    <message>
        <source>The run&apos;s SQLite file: open it with sqlite3 to see the inbox and business rows</source>
        <translation>فایل SQLite این اجرا: آن را با sqlite3 باز کنید تا ردیف‌های inbox و کسب‌وکار را ببینید</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>پایگا&amp;ه داده:</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>باز کردن پوشه</translation>
    </message>
    <message>
        <source>Show the comparison&apos;s folder in the file manager</source>
        <translation>نمایش پوشه‌ی مقایسه در مدیر فایل</translation>
    </message>
    <message>
        <source>Table and charts</source>
        <translation>جدول و نمودارها</translation>
    </message>
    <message>
        <source>Timelines</source>
        <translation>خط‌های زمانی</translation>
    </message>
    <message>
        <source>Check at least one strategy to compare.</source>
        <translation>برای مقایسه، دست‌کم یک استراتژی را انتخاب کنید.</translation>
    </message>
    <message>
        <source>Running… (strategies: %1, same seed and faults)</source>
        <translation>در حال اجرا… (استراتژی‌ها: %1، با seed و خطاهای یکسان)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 strategies had finished.</source>
        <translation>لغو شد: %1 از %2 استراتژی تمام شده بود.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>لغو شد.</translation>
    </message>
    <message>
        <source>Strategies compared: %1 — valid: %2, invalid: %3.</source>
        <translation>استراتژی‌های مقایسه‌شده: %1 — معتبر: %2، نامعتبر: %3.</translation>
    </message>
    <message>
        <source>Some runs failed:
%1</source>
        <translation>برخی اجراها ناموفق بودند:
%1</translation>
    </message>
    <message>
        <source>Export the comparison into</source>
        <translation>انتخاب پوشه برای خروجی مقایسه</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a comparison first.</source>
        <translation>هنوز چیزی برای خروجی گرفتن نیست: ابتدا یک مقایسه اجرا کنید.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>ایجاد پوشه‌ی %1 ممکن نیست.</translation>
    </message>
    <message>
        <source>Write the comparison report (HTML, PDF), comparison.json, comparison.csv and the charts as PNG into a folder</source>
        <translation>نوشتن گزارش مقایسه (HTML، PDF)، comparison.json، comparison.csv و نمودارها به صورت PNG در یک پوشه</translation>
    </message>
    <message>
        <source>Writing the comparison report…</source>
        <translation>در حال نوشتن گزارش مقایسه…</translation>
    </message>
    <message>
        <source>Simulated vs real</source>
        <translation>شبیه‌سازی در برابر واقعی</translation>
    </message>
</context>
<context>
    <name>idem::ui::ComparisonModel</name>
    <message>
        <source>done, waiting for the others…</source>
        <translation>تمام شد، در انتظار بقیه…</translation>
    </message>
    <message>
        <source>running… %1 %</source>
        <translation>در حال اجرا… %1٪</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>در انتظار…</translation>
    </message>
    <message>
        <source>error</source>
        <translation>خطا</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>لغو شد</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>معتبر</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>نامعتبر</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>ندارد</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>اجرا ناموفق بود: %1</translation>
    </message>
    <message>
        <source>Duplicate side effects: %1
Lost events: %2</source>
        <translation>اثرهای جانبی تکراری: %1
رویدادهای گم‌شده: %2</translation>
    </message>
    <message>
        <source>This strategy has no cache.</source>
        <translation>این استراتژی cache ندارد.</translation>
    </message>
    <message>
        <source>%1 hits, %2 misses</source>
        <translation>%1 hit، %2 miss</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>استراتژی</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation>تکراری‌های نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>گم‌شده</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>dead-letter شده</translation>
    </message>
    <message>
        <source>DB transactions</source>
        <translation>تراکنش‌های پایگاه داده</translation>
    </message>
    <message>
        <source>Rollbacks</source>
        <translation>rollbackها</translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation>نرخ cache hit</translation>
    </message>
    <message>
        <source>Latency p50</source>
        <translation>تأخیر p50</translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation>تأخیر p99</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>زمان واقعی</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>فایل پایگاه داده</translation>
    </message>
    <message>
        <source>Trace hash</source>
        <translation>هش trace</translation>
    </message>
    <message>
        <source>The deduplication strategy; every row ran the same scenario, seed and faults.</source>
        <translation>استراتژی deduplication؛ همه‌ی ردیف‌ها همان سناریو، seed و خطاها را اجرا کرده‌اند.</translation>
    </message>
    <message>
        <source>Valid: no duplicate side effect and no lost event.</source>
        <translation>معتبر: بدون اثر جانبی تکراری و بدون رویداد گم‌شده.</translation>
    </message>
    <message>
        <source>Effects applied again for a key that already had one, read from the database.</source>
        <translation>اثرهایی که برای کلیدی که از قبل اثر داشت دوباره اعمال شدند؛ خوانده‌شده از پایگاه داده.</translation>
    </message>
    <message>
        <source>Redeliveries the strategy recognised and skipped.</source>
        <translation>تحویل‌های مجددی که استراتژی تشخیص داد و نادیده گرفت.</translation>
    </message>
    <message>
        <source>Events never applied, not dead-lettered, and not given up by the producer.</source>
        <translation>رویدادهایی که هرگز اعمال نشدند، به dead-letter queue نرفتند و producer هم از آن‌ها صرف‌نظر نکرد.</translation>
    </message>
    <message>
        <source>Events moved to the dead-letter queue.</source>
        <translation>رویدادهایی که به dead-letter queue منتقل شدند.</translation>
    </message>
    <message>
        <source>Committed database transactions.</source>
        <translation>تراکنش‌های commit شده‌ی پایگاه داده.</translation>
    </message>
    <message>
        <source>Transactions rolled back (crash, unique key, claim conflict, store failure).</source>
        <translation>تراکنش‌های rollback شده (crash، کلید یکتا، تداخل claim، خرابی پایگاه داده).</translation>
    </message>
    <message>
        <source>Cache hits over cache lookups.</source>
        <translation>نسبت cache hitها به کل جست‌وجوهای cache.</translation>
    </message>
    <message>
        <source>Publish to first effect in virtual time, median.</source>
        <translation>از انتشار تا نخستین اثر در زمان مجازی، میانه.</translation>
    </message>
    <message>
        <source>Publish to first effect in virtual time, 99th percentile.</source>
        <translation>از انتشار تا نخستین اثر در زمان مجازی، صدک ۹۹.</translation>
    </message>
    <message>
        <source>How long the simulation took on this computer.</source>
        <translation>مدت زمانی که شبیه‌سازی روی این رایانه طول کشید.</translation>
    </message>
    <message>
        <source>The run&apos;s SQLite file; open it with sqlite3.</source>
        <translation>فایل SQLite این اجرا؛ آن را با sqlite3 باز کنید.</translation>
    </message>
    <message>
        <source>Same scenario and seed give the same hash.</source>
        <translation>سناریو و seed یکسان، هش یکسانی می‌دهند.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ComparisonWorker</name>
    <message>
        <source>Cannot create the folder %1 for the run databases.</source>
        <translation>ایجاد پوشه‌ی %1 برای پایگاه‌داده‌های اجرا ممکن نیست.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ConsumersGroup</name>
    <message>
        <source>Consumers</source>
        <translation>consumerها</translation>
    </message>
    <message>
        <source>offset reset</source>
        <translation>بازنشانی offset</translation>
    </message>
    <message>
        <source>Offset reset</source>
        <translation>بازنشانی offset</translation>
    </message>
    <message>
        <source>Kafka auto.offset.reset (default latest): where a partition with no committed offset starts. Latest skips every record already in the log; earliest reads them all.</source>
        <translation>auto.offset.reset در Kafka (پیش‌فرض latest): partitionی که offset commit شده ندارد از کجا شروع کند. latest از همه‌ی رکوردهایی که از قبل در log هستند می‌گذرد؛ earliest همه را می‌خواند.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CounterexampleModel</name>
    <message>
        <source>No lesson file was written for it (the search was cancelled).</source>
        <translation>برای آن فایل درسی نوشته نشد (جست‌وجو لغو شد).</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open it as the scenario and run it.</source>
        <translation>برای باز کردن آن به‌عنوان سناریو و اجرایش، دوبار کلیک کنید یا Enter را بزنید.</translation>
    </message>
    <message>
        <source>smallest of all</source>
        <translation>کوچک‌ترین در میان همه</translation>
    </message>
    <message>
        <source>%1 message(s), %2 consumer(s)</source>
        <translation>%1 پیام، %2 consumer</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>استراتژی</translation>
    </message>
    <message>
        <source>Smallest for</source>
        <translation>کوچک‌ترین برای</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>خطاها</translation>
    </message>
    <message>
        <source>What breaks</source>
        <translation>چه می‌شکند</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>Shrinking</source>
        <translation>کوچک‌سازی</translation>
    </message>
</context>
<context>
    <name>idem::ui::DatabasePanel</name>
    <message>
        <source>The inbox: one row per handled message id (committed rows)</source>
        <translation>جدول inbox: یک ردیف برای هر شناسه‌ی پیامِ پردازش‌شده (ردیف‌های commit شده)</translation>
    </message>
    <message>
        <source>The business table: one row per order inserted</source>
        <translation>جدول کسب‌وکار: یک ردیف برای هر سفارشِ درج‌شده</translation>
    </message>
    <message>
        <source>Balances, rebuilt from the committed increments up to the playhead</source>
        <translation>موجودی‌ها، بازسازی‌شده از افزایش‌های commit شده تا نشانگر پخش</translation>
    </message>
    <message>
        <source>The mail server&apos;s own database: no consumer transaction covers it</source>
        <translation>پایگاه داده‌ی خودِ سرور ایمیل: هیچ تراکنشی از consumer آن را پوشش نمی‌دهد</translation>
    </message>
    <message>
        <source>The run&apos;s tables appear here after a run.</source>
        <translation>جدول‌های اجرا پس از اجرا اینجا نمایش داده می‌شوند.</translation>
    </message>
    <message>
        <source>by the end of the run</source>
        <translation>تا پایان اجرا</translation>
    </message>
    <message>
        <source>at or before %1</source>
        <translation>در %1 یا پیش از آن</translation>
    </message>
    <message>
        <source>Rows written %1 (the time their statement ran; rolled-back rows never reach the file), newest first. Red: a second row for the same key.</source>
        <translation>ردیف‌های نوشته‌شده %1 (زمان اجرای دستورشان؛ ردیف‌های rollback شده هرگز به فایل نمی‌رسند)، جدیدترین در ابتدا. قرمز: ردیف دوم برای همان کلید.</translation>
    </message>
    <message>
        <source>Cannot read the run database: %1</source>
        <translation>خواندن پایگاه داده‌ی اجرا ممکن نیست: %1</translation>
    </message>
    <message>
        <source>Reading the run&apos;s tables…</source>
        <translation>در حال خواندن جدول‌های اجرا…</translation>
    </message>
    <message>
        <source>Each table lists its newest %1 rows; sqlite3 on the file shows all.</source>
        <translation>هر جدول %1 سطر تازه‌ترش را نشان می‌دهد؛ sqlite3 روی فایل همه را نشان می‌دهد.</translation>
    </message>
</context>
<context>
    <name>idem::ui::DuplicateChart</name>
    <message>
        <source>Duplicate side effects over time (cumulative)</source>
        <translation>اثرهای جانبی تکراری در طول زمان (تجمعی)</translation>
    </message>
    <message>
        <source>duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>virtual time</source>
        <translation>زمان مجازی</translation>
    </message>
</context>
<context>
    <name>idem::ui::DuplicateCurveModel</name>
    <message>
        <source>%1: duplicate side effects</source>
        <translation>%1: اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>virtual time</source>
        <translation>زمان مجازی</translation>
    </message>
</context>
<context>
    <name>idem::ui::EmptyState</name>
    <message>
        <source>Or open a built-in scenario from the File menu, or drop a scenario file here.</source>
        <translation>یا یک سناریوی داخلی را از منوی فایل باز کنید، یا یک فایل سناریو را اینجا رها کنید.</translation>
    </message>
    <message>
        <source>Predict first:</source>
        <translation>اول پیش‌بینی کنید:</translation>
    </message>
    <message>
        <source>%1 messages · %2 · strategy: %3</source>
        <translation>%1 پیام، %2، استراتژی: %3</translation>
    </message>
    <message>
        <source>Running… the timeline fills in as the run goes (Ctrl+. cancels).</source>
        <translation>در حال اجرا… خط زمانی همراه با پیشرفت اجرا پر می‌شود (Ctrl+. لغو می‌کند).</translation>
    </message>
</context>
<context>
    <name>idem::ui::EventLogModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>زمان</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>مسیر</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>رویداد</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>تحویل</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>جزئیات</translation>
    </message>
</context>
<context>
    <name>idem::ui::EventLogPanel</name>
    <message>
        <source>Message, e.g. order-17</source>
        <translation>پیام، مثلاً order-17</translation>
    </message>
    <message>
        <source>Show only the records of one business key (order-17, or just 17)</source>
        <translation>فقط رکوردهای یک کلید کسب‌وکار نمایش داده شود (order-17، یا فقط ۱۷)</translation>
    </message>
    <message>
        <source>Show only one kind of record</source>
        <translation>فقط یک نوع رکورد نمایش داده شود</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>همه‌ی رویدادها</translation>
    </message>
    <message>
        <source>Interesting events</source>
        <translation>رویدادهای مهم</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 ردیف</translation>
    </message>
    <message>
        <source>%1 rows (%2–%3 listed)</source>
        <translation>%1 ردیف (ردیف‌های %2 تا %3 فهرست شده‌اند)</translation>
    </message>
    <message>
        <source>The log lists %1 rows at a time around the playhead: scroll past either end, move the playhead, or press Ctrl+Home / Ctrl+End to list others.</source>
        <translation>گزارش رویدادها هر بار %1 ردیف را در اطراف نشانگر پخش فهرست می‌کند: برای دیدن بقیه، از یکی از دو انتها جلوتر بروید، نشانگر پخش را جابه‌جا کنید یا Ctrl+Home / Ctrl+End را بزنید.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreComposer</name>
    <message>
        <source>Strategy</source>
        <translation>استراتژی</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Schedules run</source>
        <translation>برنامه‌های اجراشده</translation>
    </message>
    <message>
        <source>In the bound</source>
        <translation>در کران</translation>
    </message>
    <message>
        <source>Equivalent</source>
        <translation>هم‌ارز</translation>
    </message>
    <message>
        <source>Violating</source>
        <translation>ناقض</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>کمینه</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>خطا</translation>
    </message>
    <message>
        <source>never fired</source>
        <translation>هرگز رخ نداد</translation>
    </message>
    <message>
        <source>%1: the smallest counterexample</source>
        <translation>%1: کوچک‌ترین مثال نقض</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%1 زیر %2</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>خطاها</translation>
    </message>
    <message>
        <source>What breaks</source>
        <translation>چه می‌شکند</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>%1 message(s), %2 consumer(s)</source>
        <translation>%1 پیام، %2 consumer</translation>
    </message>
    <message>
        <source>Shrinking</source>
        <translation>کوچک‌سازی</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <source>Exploration: %1</source>
        <translation>جست‌وجوی خطا: %1</translation>
    </message>
    <message>
        <source>Broker profile</source>
        <translation>پروفایل broker</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>اثر</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>پیام‌ها</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>consumerها</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>بذر تصادفی (seed)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>کران</translation>
    </message>
    <message numerus="yes">
        <source>every schedule of at most %n fault(s)</source>
        <translation>
            <numerusform>هر برنامه با حداکثر %Ln خطا</numerusform>
        </translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>بودجه</translation>
    </message>
    <message>
        <source>%1 schedules per strategy</source>
        <translation>%1 برنامه برای هر استراتژی</translation>
    </message>
    <message>
        <source>the bound only</source>
        <translation>فقط کران</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>ساخته‌شده با</translation>
    </message>
    <message>
        <source>Idempotency Lab %1</source>
        <translation>Idempotency Lab %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>The search ran every schedule of faults up to the bound, fewest faults first, where a fault-free run of the scenario shows they can go; a schedule whose trace equals an earlier one&apos;s is counted once as equivalent. The first violation found with k faults has none smaller. Each counterexample was then shrunk until no single fault of it could be left out.</source>
        <translation>جست‌وجو هر برنامهٔ خطا تا کران را اجرا کرد، اول با کمترین خطا، در جاهایی که اجرای بدون خطای سناریو نشان می‌دهد خطا می‌تواند رخ دهد؛ برنامه‌ای که trace آن با trace برنامه‌ای پیشین یکی است، یک بار و به‌عنوان هم‌ارز شمرده می‌شود. نخستین نقضی که با k خطا پیدا شود، نقضی کوچک‌تر از خود ندارد. سپس هر مثال نقض آن‌قدر کوچک شد که دیگر هیچ خطایی از آن را به‌تنهایی نمی‌شد کنار گذاشت.</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>نتیجه‌ها</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Where each strategy breaks</source>
        <translation>هر استراتژی کجا می‌شکند</translation>
    </message>
    <message>
        <source>A cell says BREAKS when a smallest violation within the bound contains a fault of that class, holds when none does, and — when the strategy&apos;s runs offer no place for that fault.</source>
        <translation>خانه‌ای «می‌شکند» است وقتی کوچک‌ترین نقضی در کران، خطایی از آن دسته داشته باشد، «برقرار است» وقتی هیچ‌کدام نداشته باشد، و — وقتی اجراهای آن استراتژی جایی برای آن خطا ندارند.</translation>
    </message>
    <message>
        <source>Counterexamples</source>
        <translation>مثال‌های نقض</translation>
    </message>
    <message>
        <source>None: no schedule within the bound broke a strategy.</source>
        <translation>هیچ: هیچ برنامه‌ای در کران، استراتژی‌ای را نشکست.</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>پوشش</translation>
    </message>
    <message>
        <source>How many runs each fault actually fired in. A fault that never fired was never tested, so the bound says nothing about it.</source>
        <translation>هر خطا در چند اجرا واقعاً رخ داد. خطایی که هرگز رخ نداد هرگز آزموده نشد، پس کران دربارهٔ آن چیزی نمی‌گوید.</translation>
    </message>
    <message>
        <source>Reproduce it</source>
        <translation>دوباره اجرا کنید</translation>
    </message>
    <message>
        <source>Run this in the report&apos;s folder: the same scenario, bound and seed give the same verdicts and counterexamples.</source>
        <translation>این را در پوشهٔ گزارش اجرا کنید: همان سناریو، کران و seed همان نتیجه‌ها و مثال‌های نقض را می‌دهند.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreCoverageModel</name>
    <message>
        <source>never fired</source>
        <translation>هرگز رخ نداد</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreMatrixModel</name>
    <message>
        <source>%1 breaks under: %2</source>
        <translation>%1 زیر این می‌شکند: %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExplorePhrases</name>
    <message>
        <source>holds</source>
        <translation>برقرار است</translation>
    </message>
    <message>
        <source>BREAKS</source>
        <translation>می‌شکند</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>خطای اجرا</translation>
    </message>
    <message>
        <source>Violation found</source>
        <translation>نقض پیدا شد</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>کامل</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>ناقص</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>the time limit</source>
        <translation>سقف زمان</translation>
    </message>
    <message>
        <source>the budget</source>
        <translation>بودجه</translation>
    </message>
    <message>
        <source>the slice</source>
        <translation>سهم این shard</translation>
    </message>
    <message>
        <source>The exploration failed: %1</source>
        <translation>جست‌وجو شکست خورد: %1</translation>
    </message>
    <message>
        <source>Violation found without any fault: %1.</source>
        <translation>نقض بدون هیچ خطایی پیدا شد: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Violation found: %1 under %n fault(s): %2.</source>
        <translation>
            <numerusform>نقض پیدا شد: %1 زیر %Ln خطا: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found by the random search, beyond the bound.</source>
        <translation>با جست‌وجوی تصادفی، فراتر از کران پیدا شد.</translation>
    </message>
    <message numerus="yes">
        <source>Complete: 0 violations in %1 schedules of at most %n fault(s); %2 of them equivalent to an earlier one (the same trace).</source>
        <translation>
            <numerusform>کامل: ۰ نقض در %1 برنامه با حداکثر %Ln خطا؛ %2 تا از آن‌ها با برنامه‌ای پیشین هم‌ارز بودند (همان trace).</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete: stopped by %1 after %2 of the %3 schedules of the bound, 0 violations so far.</source>
        <translation>ناقص: پس از %2 از %3 برنامهٔ کران، به‌خاطر %1 متوقف شد؛ تا این‌جا ۰ نقض.</translation>
    </message>
    <message>
        <source>a duplicate side effect</source>
        <translation>یک اثر جانبی تکراری</translation>
    </message>
    <message>
        <source>a lost message</source>
        <translation>یک پیام گم‌شده</translation>
    </message>
    <message>
        <source>a stuck run</source>
        <translation>اجرایی که گیر کرد</translation>
    </message>
    <message>
        <source>a run that failed</source>
        <translation>اجرایی که شکست خورد</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no faults</source>
        <translation>بدون خطا</translation>
    </message>
    <message>
        <source>not shrunk</source>
        <translation>کوچک نشد</translation>
    </message>
    <message numerus="yes">
        <source>shrunk in %n step(s) (%1 runs)</source>
        <translation>
            <numerusform>در %Ln گام کوچک شد (%1 اجرا)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, locally minimal: no single fault can be left out</source>
        <translation>%1، کمینهٔ محلی: هیچ خطایی را به‌تنهایی نمی‌توان کنار گذاشت</translation>
    </message>
    <message>
        <source>%1, not locally minimal (the shrinking budget ran out)</source>
        <translation>%1، کمینهٔ محلی نیست (بودجهٔ کوچک‌سازی تمام شد)</translation>
    </message>
    <message>
        <source>%1, not minimal (cancelled during shrinking)</source>
        <translation>%1، کمینه نیست (کوچک‌سازی لغو شد)</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreVerdictModel</name>
    <message>
        <source>Strategy</source>
        <translation>استراتژی</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Schedules run</source>
        <translation>برنامه‌های اجراشده</translation>
    </message>
    <message>
        <source>In the bound</source>
        <translation>در کران</translation>
    </message>
    <message>
        <source>Equivalent</source>
        <translation>هم‌ارز</translation>
    </message>
    <message>
        <source>Violating</source>
        <translation>ناقض</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>کمینه</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <source>Smallest counterexample</source>
        <translation>کوچک‌ترین مثال نقض</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreView</name>
    <message>
        <source>&amp;Explore</source>
        <translation>جست‌&amp;وجو</translation>
    </message>
    <message>
        <source>Check at least one strategy to explore.</source>
        <translation>دست‌کم یک استراتژی را برای جست‌وجو علامت بزنید.</translation>
    </message>
    <message>
        <source>Writing the exploration report…</source>
        <translation>در حال نوشتن گزارش جست‌وجو…</translation>
    </message>
    <message>
        <source>Export the exploration report into</source>
        <translation>گزارش جست‌وجو را در این پوشه بنویس</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>جست‌وجو</translation>
    </message>
    <message>
        <source>Every schedule of up to this many faults is run (the bound K)</source>
        <translation>هر برنامه با حداکثر این تعداد خطا اجرا می‌شود (کران K)</translation>
    </message>
    <message>
        <source>the bound only</source>
        <translation>فقط کران</translation>
    </message>
    <message>
        <source>Schedules to run at most per strategy; what is left after the bound goes to a random search beyond it. Below the bound&apos;s size the verdict is incomplete.</source>
        <translation>بیشترین تعداد برنامه برای هر استراتژی؛ آنچه پس از کران می‌ماند به جست‌وجوی تصادفی فراتر از آن می‌رسد. اگر کمتر از اندازهٔ کران باشد، نتیجه ناقص است.</translation>
    </message>
    <message>
        <source>&amp;Faults up to:</source>
        <translation>خطاها تا:</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>بو&amp;دجه:</translation>
    </message>
    <message>
        <source>&amp;All strategies</source>
        <translation>همهٔ &amp;استراتژی‌ها</translation>
    </message>
    <message>
        <source>The scenario&apos;s &amp;own</source>
        <translation>&amp;استراتژی خود سناریو</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <translation>ماتریس</translation>
    </message>
    <message>
        <source>Counter&amp;examples</source>
        <translation>مثا&amp;ل‌های نقض</translation>
    </message>
    <message>
        <source>C&amp;overage</source>
        <translation>پوشش</translation>
    </message>
    <message numerus="yes">
        <source>Exploring %n strategy(ies)…</source>
        <translation>
            <numerusform>در حال جست‌وجوی %Ln استراتژی…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 schedules of this level…</source>
        <translation>%1: %2 از %3 برنامهٔ این سطح…</translation>
    </message>
    <message>
        <source>Explored in %1.</source>
        <translation>جست‌وجو در %1 انجام شد.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing to export yet: explore first.</source>
        <translation>هنوز چیزی برای خروجی نیست: اول جست‌وجو کنید.</translation>
    </message>
    <message>
        <source>%1: shrinking the counterexamples…</source>
        <translation>%1: کوچک‌سازی مثال‌های نقض…</translation>
    </message>
</context>
<context>
    <name>idem::ui::FaultInjector</name>
    <message>
        <source>%1 · delivery %2 · %3</source>
        <translation>%1، تحویل %2، %3</translation>
    </message>
    <message>
        <source>Lose this ack</source>
        <translation>از دست رفتن این ack</translation>
    </message>
    <message>
        <source>Lose the ack of %1 delivery %2</source>
        <translation>از دست رفتن ack برای %1، تحویل %2</translation>
    </message>
    <message>
        <source>The consumer handles it, but its ack never reaches the broker</source>
        <translation>consumer آن را پردازش می‌کند، اما ack آن هرگز به broker نمی‌رسد</translation>
    </message>
    <message>
        <source>Crash the consumer here</source>
        <translation>crash کردن consumer در این نقطه</translation>
    </message>
    <message>
        <source>Crash on %1 delivery %2 (%3)</source>
        <translation>crash در %1، تحویل %2 (%3)</translation>
    </message>
    <message>
        <source>Make this handler slow…</source>
        <translation>کند کردن این handler…</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>handler کند</translation>
    </message>
    <message>
        <source>Slow handler on %1 delivery %2</source>
        <translation>handler کند برای %1، تحویل %2</translation>
    </message>
    <message>
        <source>Lose this publish ack</source>
        <translation>از دست رفتن این ack انتشار</translation>
    </message>
    <message>
        <source>Lose the publish ack of %1 attempt %2</source>
        <translation>از دست رفتن ack انتشار %1، تلاش %2</translation>
    </message>
    <message>
        <source>Lose this publish</source>
        <translation>از دست رفتن این انتشار</translation>
    </message>
    <message>
        <source>Lose the publish of %1 attempt %2</source>
        <translation>از دست رفتن انتشار %1، تلاش %2</translation>
    </message>
    <message>
        <source>Follow %1</source>
        <translation>دنبال کردن %1</translation>
    </message>
    <message>
        <source>At %1</source>
        <translation>در %1</translation>
    </message>
    <message>
        <source>Restart the broker here</source>
        <translation>راه‌اندازی مجدد broker در این نقطه</translation>
    </message>
    <message>
        <source>Restart the broker at %1</source>
        <translation>راه‌اندازی مجدد broker در %1</translation>
    </message>
    <message>
        <source>Flush the cache here</source>
        <translation>پاک کردن (flush) cache در این نقطه</translation>
    </message>
    <message>
        <source>Flush the cache at %1</source>
        <translation>پاک کردن cache در %1</translation>
    </message>
    <message>
        <source>Store unavailable here…</source>
        <translation>قطع پایگاه داده از این نقطه…</translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation>پایگاه داده در دسترس نیست</translation>
    </message>
    <message>
        <source>Store unavailable at %1</source>
        <translation>قطع پایگاه داده در %1</translation>
    </message>
    <message>
        <source>Crash consumer-1 here</source>
        <translation>crash کردن consumer-1 در این نقطه</translation>
    </message>
    <message>
        <source>Crash consumer-1 at %1</source>
        <translation>crash کردن consumer-1 در %1</translation>
    </message>
    <message>
        <source>A consumer joins here</source>
        <translation>پیوستن یک consumer در این نقطه</translation>
    </message>
    <message>
        <source>A consumer joins at %1</source>
        <translation>پیوستن یک consumer در %1</translation>
    </message>
    <message>
        <source>Extra handling time for %1 delivery %2 (%3).
Longer than the redelivery timeout makes the broker hand it out again.</source>
        <translation>زمان پردازش اضافه برای %1، تحویل %2 (%3).
اگر از timeout تحویل مجدد بیشتر باشد، broker پیام را دوباره تحویل می‌دهد.</translation>
    </message>
    <message>
        <source>How long the store stays unavailable from %1 (%2)</source>
        <translation>مدتی که پایگاه داده از %1 به بعد در دسترس نیست (%2)</translation>
    </message>
</context>
<context>
    <name>idem::ui::FaultsGroup</name>
    <message>
        <source>Faults</source>
        <translation>خطاها</translation>
    </message>
    <message>
        <source>Crash point</source>
        <translation>نقطه‌ی crash</translation>
    </message>
    <message>
        <source>crash point</source>
        <translation>نقطه‌ی crash</translation>
    </message>
    <message>
        <source>Where in the handler the random crashes happen. A crash before commit rolls the transaction back for real.</source>
        <translation>جایی از handler که crashهای تصادفی در آن رخ می‌دهند. crash پیش از commit، تراکنش را واقعاً rollback می‌کند.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt; — faults at a time, or aimed at one delivery</source>
        <translation>&lt;b&gt;زمان‌بندی&lt;/b&gt; — خطاها در یک زمان مشخص، یا هدف‌گیری‌شده روی یک تحویل</translation>
    </message>
</context>
<context>
    <name>idem::ui::FieldBinder</name>
    <message>
        <source>Edit %1</source>
        <translation>ویرایش %1</translation>
    </message>
    <message>
        <source> %</source>
        <translation> ٪</translation>
    </message>
</context>
<context>
    <name>idem::ui::FileController</name>
    <message>
        <source>&amp;New</source>
        <translation>جدید</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>با&amp;ز کردن…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;ذخیره</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>&amp;ذخیره با نام دیگر…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>باز کردن فایل‌های &amp;اخیر</translation>
    </message>
    <message>
        <source>Open &amp;Built-in Scenario</source>
        <translation>باز کردن سناریوی &amp;داخلی</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(هیچ)</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>باز کردن سناریو ممکن نیست</translation>
    </message>
    <message>
        <source>Problems in %1:</source>
        <translation>مشکلات در %1:</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 باز شد</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>باز کردن سناریو</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>تغییرات ذخیره‌نشده</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them first?</source>
        <translation>%1 تغییرات ذخیره‌نشده دارد. ابتدا ذخیره شوند؟</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>ذخیره‌ی سناریو</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>ذخیره‌ی سناریو ممکن نیست</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 ذخیره شد</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>(فایل اخیری وجود ندارد)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>پاک کردن فهرست</translation>
    </message>
    <message>
        <source>&amp;Workshop Library…</source>
        <translation>کتابخانه‌&amp;ی کارگاه…</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>کتابخانه</translation>
    </message>
    <message>
        <source>Choose a built-in scenario by topic, with its story and lesson (%1)</source>
        <translation>انتخاب یک سناریوی داخلی بر اساس موضوع، همراه با داستان و درس آن (%1)</translation>
    </message>
    <message>
        <source>Scenario files (*.idemlab *.json);;All files (*)</source>
        <translation>فایل‌های سناریو (*.idemlab *.json);;همه‌ی فایل‌ها (*)</translation>
    </message>
    <message>
        <source>Scenario files (*.idemlab *.json)</source>
        <translation>فایل‌های سناریو (*.idemlab *.json)</translation>
    </message>
</context>
<context>
    <name>idem::ui::GeneralGroup</name>
    <message>
        <source>General</source>
        <translation>عمومی</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>The scenario&apos;s title, shown in the window and in reports.</source>
        <translation>عنوان سناریو که در پنجره و گزارش‌ها نمایش داده می‌شود.</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>موضوع</translation>
    </message>
    <message>
        <source>topic</source>
        <translation>موضوع</translation>
    </message>
    <message>
        <source>The workshop topic this scenario belongs to (optional).</source>
        <translation>موضوعی از کارگاه که این سناریو به آن تعلق دارد (اختیاری).</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>توضیحات</translation>
    </message>
    <message>
        <source>description</source>
        <translation>توضیحات</translation>
    </message>
    <message>
        <source>What the scenario sets up, in plain words.</source>
        <translation>اینکه سناریو چه چیزی را برپا می‌کند، به زبان ساده.</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>پیش‌بینی</translation>
    </message>
    <message>
        <source>prediction question</source>
        <translation>پرسش پیش‌بینی</translation>
    </message>
    <message>
        <source>The question students answer before the run.</source>
        <translation>پرسشی که شرکت‌کنندگان پیش از اجرا به آن پاسخ می‌دهند.</translation>
    </message>
    <message>
        <source>Observe</source>
        <translation>مشاهده</translation>
    </message>
    <message>
        <source>what to observe</source>
        <translation>آنچه باید مشاهده شود</translation>
    </message>
    <message>
        <source>What to look for on the timeline after the run.</source>
        <translation>آنچه پس از اجرا باید روی خط زمانی به دنبالش بود.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <source>The take-away, shown with the verdict.</source>
        <translation>نکته‌ی کلیدی که همراه با نتیجه نمایش داده می‌شود.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>بذر تصادفی (seed)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>بذر تصادفی</translation>
    </message>
    <message>
        <source>Every random decision (which ack is lost, which delivery crashes) follows from this number: the same seed replays the same run, byte for byte.</source>
        <translation>هر تصمیم تصادفی (کدام ack از دست برود، کدام تحویل crash کند) از این عدد ناشی می‌شود: seed یکسان همان اجرا را بایت به بایت تکرار می‌کند.</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>اثر</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>اثر</translation>
    </message>
    <message>
        <source>What handling one event does. insert-order and increment-balance are not idempotent by themselves; upsert-order is; send-email happens outside any transaction.</source>
        <translation>کاری که پردازش یک رویداد انجام می‌دهد. insert-order و increment-balance به‌خودی‌خود idempotent نیستند؛ upsert-order هست؛ send-email بیرون از هر تراکنشی رخ می‌دهد.</translation>
    </message>
    <message>
        <source>Language of the teaching texts</source>
        <translation>زبان متن‌های آموزشی</translation>
    </message>
    <message>
        <source>Texts in</source>
        <translation>زبان متن‌ها</translation>
    </message>
    <message>
        <source>The language whose name, story, prediction, observation and lesson you see and edit here. English is the fallback for every text a language leaves out.</source>
        <translation>زبانی که نام، ماجرا، پیش‌بینی، مشاهده و درسِ سناریو را در این‌جا به آن می‌بینید و ویرایش می‌کنید. برای هر متنی که در یک زبان نیامده باشد، متن انگلیسی به کار می‌رود.</translation>
    </message>
    <message>
        <source>No %1 text yet: the English text (in grey) is shown in its place.</source>
        <translation>هنوز متن %1 وجود ندارد: متن انگلیسی (به رنگ خاکستری) به جای آن نمایش داده می‌شود.</translation>
    </message>
    <message>
        <source>These texts are in %1; the English ones are kept as they are.</source>
        <translation>این متن‌ها به %1 هستند؛ متن‌های انگلیسی همان‌طور که هستند نگه داشته می‌شوند.</translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) have no %1 version yet: each shows the English text in grey, which is what the window and reports use.</source>
        <translation>
            <numerusform>%Ln متن هنوز نسخه‌ی %1 ندارد: هر کدام متن انگلیسی را به رنگ خاکستری نشان می‌دهد و پنجره و گزارش‌ها هم همان را به کار می‌برند.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::HelpOverlay</name>
    <message>
        <source>&lt;h2&gt;Keyboard shortcuts&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;میان‌برهای صفحه‌کلید&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Press Esc, ? or F1 to close.</source>
        <translation>برای بستن، Esc، ? یا F1 را فشار دهید.</translation>
    </message>
</context>
<context>
    <name>idem::ui::InspectorHtml</name>
    <message>
        <source>Click an event on the timeline or in the event log to see what happened to that delivery: the strategy&apos;s decision, the SQL that ran, the transaction&apos;s outcome, the rows at that moment and why it happened. Press N to jump to the next interesting event.</source>
        <translation>روی یک رویداد در خط زمانی یا گزارش رویدادها کلیک کنید تا ببینید چه بر سر آن تحویل آمد: تصمیم استراتژی، SQLی که اجرا شد، نتیجه‌ی تراکنش، ردیف‌ها در آن لحظه و علت رخداد. برای رفتن به رویداد مهم بعدی، N را فشار دهید.</translation>
    </message>
    <message>
        <source>Follow %1 on the timeline</source>
        <translation>دنبال کردن %1 روی خط زمانی</translation>
    </message>
    <message>
        <source>Show only %1 in the event log</source>
        <translation>نمایش فقط %1 در گزارش رویدادها</translation>
    </message>
    <message>
        <source>%1 · %2 · record #%3</source>
        <translation>%1، %2، رکورد #%3</translation>
    </message>
    <message>
        <source>Business key</source>
        <translation>کلید کسب‌وکار</translation>
    </message>
    <message>
        <source>one per publish attempt: %1</source>
        <translation>یکی برای هر تلاش انتشار: %1</translation>
    </message>
    <message>
        <source>Message id</source>
        <translation>شناسه‌ی پیام</translation>
    </message>
    <message>
        <source>%1 (policy %2%3)</source>
        <translation>%1 (سیاست %2%3)</translation>
    </message>
    <message>
        <source>, publish attempt %1</source>
        <translation>، تلاش انتشار %1</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>تحویل</translation>
    </message>
    <message>
        <source>#%1 of this copy</source>
        <translation>شماره‌ی %1 از این نسخه</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>consumer</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>علت</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>پیام</translation>
    </message>
    <message>
        <source>Cache hit: the id was cached</source>
        <translation>cache hit: شناسه در cache بود</translation>
    </message>
    <message>
        <source>Cache miss: %1</source>
        <translation>cache miss: %1</translation>
    </message>
    <message>
        <source>The cache was not consulted</source>
        <translation>به cache مراجعه نشد</translation>
    </message>
    <message>
        <source>Slow handler: +%1</source>
        <translation>handler کند: +%1</translation>
    </message>
    <message>
        <source>SQLite answered BUSY (×%1); the step was retried</source>
        <translation>SQLite پاسخ BUSY داد (×%1)؛ این مرحله دوباره اجرا شد</translation>
    </message>
    <message>
        <source>Store unavailable (×%1): not acked, not skipped, retried later</source>
        <translation>پایگاه داده در دسترس نبود (×%1): نه ack شد، نه نادیده گرفته شد؛ بعداً دوباره تلاش شد</translation>
    </message>
    <message>
        <source>Skipped as a duplicate, recognised by %1</source>
        <translation>به عنوان پیام تکراری نادیده گرفته شد؛ تشخیص توسط %1</translation>
    </message>
    <message>
        <source>Applied the effect AGAIN: a duplicate side effect</source>
        <translation>اثر «دوباره» اعمال شد: یک اثر جانبی تکراری</translation>
    </message>
    <message>
        <source>Applied the effect</source>
        <translation>اثر اعمال شد</translation>
    </message>
    <message>
        <source>Crashed: %1</source>
        <translation>دچار crash شد: %1</translation>
    </message>
    <message>
        <source>No effect from this delivery (yet)</source>
        <translation>این تحویل (هنوز) اثری نداشته است</translation>
    </message>
    <message>
        <source>Strategy decision (%1)</source>
        <translation>تصمیم استراتژی (%1)</translation>
    </message>
    <message>
        <source>SQL that ran</source>
        <translation>SQL اجراشده</translation>
    </message>
    <message>
        <source>None: the handler did not reach the database.</source>
        <translation>هیچ: handler به پایگاه داده نرسید.</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>تراکنش</translation>
    </message>
    <message>
        <source>Still open at the end of this handling.</source>
        <translation>در پایان این پردازش هنوز باز است.</translation>
    </message>
    <message>
        <source>No transaction.</source>
        <translation>بدون تراکنش.</translation>
    </message>
    <message>
        <source>Committed at %1 (%2)</source>
        <translation>در %1 commit شد (%2)</translation>
    </message>
    <message>
        <source>Rolled back at %1: %2</source>
        <translation>در %1 rollback شد: %2</translation>
    </message>
    <message>
        <source>Acked at %1 (deliveries in this ack: %2).</source>
        <translation>در %1 ack شد (تحویل‌های این ack: %2).</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>timeout</translation>
    </message>
    <message>
        <source>The ack sent at %1 was LOST: the broker will deliver the message again after its %2 (%3).</source>
        <translation>ackی که در %1 ارسال شد «از دست رفت»: broker پس از پایان %2 (%3) پیام را دوباره تحویل خواهد داد.</translation>
    </message>
    <message>
        <source>Never acked: the consumer crashed first, so the broker will deliver it again.</source>
        <translation>هرگز ack نشد: consumer پیش از آن دچار crash شد، بنابراین broker آن را دوباره تحویل خواهد داد.</translation>
    </message>
    <message>
        <source>Not acked within this handling.</source>
        <translation>در این پردازش ack نشد.</translation>
    </message>
    <message>
        <source>Ack</source>
        <translation>ack</translation>
    </message>
    <message>
        <source>Rows at %1</source>
        <translation>ردیف‌ها در %1</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>بدون ردیف</translation>
    </message>
    <message>
        <source>Why (cause chain)</source>
        <translation>چرا (زنجیره‌ی علت‌ها)</translation>
    </message>
    <message>
        <source>Every delivery of %1:</source>
        <translation>همه‌ی تحویل‌های %1:</translation>
    </message>
    <message>
        <source>Nothing went wrong for this key.</source>
        <translation>برای این کلید هیچ مشکلی پیش نیامد.</translation>
    </message>
    <message>
        <source>The first delivery of this copy.</source>
        <translation>نخستین تحویل این نسخه.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Why it came again: the ack of delivery %1 from %2 was lost at %3; the broker cannot tell a lost ack from a slow consumer, so it delivered the message again after its %4.</source>
        <translation>چرا دوباره آمد: ack تحویل %1 از %2 در %3 از دست رفت؛ broker نمی‌تواند ackِ از دست رفته را از consumerِ کند تشخیص دهد، بنابراین پس از پایان %4 پیام را دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>Why it came again: %1 crashed at %2 (%3) before acking delivery %4.</source>
        <translation>چرا دوباره آمد: %1 در %2 (%3) پیش از ack کردن تحویل %4 دچار crash شد.</translation>
    </message>
    <message>
        <source>Why it came again: %1 had not acked within the %2, so the broker handed it out again while the first handler was still running.</source>
        <translation>چرا دوباره آمد: %1 در طول %2 ack نکرده بود، بنابراین broker در حالی که handler اول هنوز در حال اجرا بود، آن را دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>Why it came again: the broker restarted and handed out everything not yet acknowledged.</source>
        <translation>چرا دوباره آمد: broker راه‌اندازی مجدد شد و هر چه را هنوز ack نشده بود دوباره تحویل داد.</translation>
    </message>
    <message>
        <source>Why it came again: the producer never heard the publish ack and published again (attempt %1).</source>
        <translation>چرا دوباره آمد: ack انتشار هرگز به producer نرسید و producer دوباره منتشر کرد (تلاش %1).</translation>
    </message>
    <message>
        <source>Why it came again: a rebalance moved the partition and the new owner re-read from the last committed offset.</source>
        <translation>چرا دوباره آمد: یک rebalance partition را جابه‌جا کرد و مالک جدید از آخرین offset commit شده دوباره خواند.</translation>
    </message>
    <message>
        <source>Why it came again: the consumer&apos;s connection dropped before its ack, so every unacked delivery came back.</source>
        <translation>چرا دوباره آمد: اتصال consumer پیش از ack قطع شد، بنابراین همه‌ی تحویل‌های ack نشده برگشتند.</translation>
    </message>
    <message>
        <source>Why it came again: %1.</source>
        <translation>چرا دوباره آمد: %1.</translation>
    </message>
    <message>
        <source>The broker restarted: every delivery not yet acknowledged will be handed out again.</source>
        <translation>broker راه‌اندازی مجدد شد: هر تحویلی که هنوز ack نشده، دوباره تحویل داده خواهد شد.</translation>
    </message>
    <message>
        <source>The broker is back and delivers again.</source>
        <translation>broker برگشته است و دوباره تحویل می‌دهد.</translation>
    </message>
    <message>
        <source>The cache was flushed: every id cached before now is forgotten, so a late duplicate gets through a cache-only strategy.</source>
        <translation>cache پاک (flush) شد: هر شناسه‌ای که تا این لحظه در cache بود فراموش شده است، بنابراین یک پیام تکراری دیررس از استراتژی‌ای که فقط به cache متکی است عبور می‌کند.</translation>
    </message>
    <message>
        <source>The store became unavailable: handlers must neither ack nor skip; they retry later.</source>
        <translation>پایگاه داده از دسترس خارج شد: handlerها نباید ack کنند یا پیام را نادیده بگیرند؛ بعداً دوباره تلاش می‌کنند.</translation>
    </message>
    <message>
        <source>The store is available again.</source>
        <translation>پایگاه داده دوباره در دسترس است.</translation>
    </message>
    <message>
        <source>The retention job deleted old inbox rows: a redelivery of those messages will be handled again.</source>
        <translation>job مربوط به retention ردیف‌های قدیمی inbox را حذف کرد: تحویل مجدد آن پیام‌ها دوباره پردازش خواهد شد.</translation>
    </message>
    <message>
        <source>The consumer restarted with an empty local cache.</source>
        <translation>consumer با یک cache محلی خالی دوباره راه‌اندازی شد.</translation>
    </message>
    <message>
        <source>The consumer crashed between deliveries.</source>
        <translation>consumer بین دو تحویل دچار crash شد.</translation>
    </message>
    <message>
        <source>A consumer joined.</source>
        <translation>یک consumer به گروه پیوست.</translation>
    </message>
    <message>
        <source>A consumer left; its unacked deliveries come back.</source>
        <translation>یک consumer خارج شد؛ تحویل‌های ack نشده‌ی آن برمی‌گردند.</translation>
    </message>
    <message>
        <source>The consumer group rebalanced its partitions.</source>
        <translation>consumer group partitionهایش را rebalance کرد.</translation>
    </message>
    <message>
        <source>This record is not about one message.</source>
        <translation>این رکورد مربوط به یک پیام خاص نیست.</translation>
    </message>
    <message>
        <source>Why it came again: the consumer crashed and came back within session.timeout.ms; as a static member (group.instance.id) it rejoined without a rebalance, kept its partitions and re-read them from the last committed offset.</source>
        <translation>چرا دوباره آمد: consumer دچار crash شد و در محدوده‌ی session.timeout.ms برگشت؛ به‌عنوان static member (group.instance.id) بدون rebalance دوباره به گروه پیوست، partitionهایش را نگه داشت و آن‌ها را از آخرین offset commit شده دوباره خواند.</translation>
    </message>
    <message>
        <source>Static member rejoined: the consumer came back with its group.instance.id within its session, so the group did not rebalance; it reads its partitions again from the committed offsets.</source>
        <translation>static member دوباره پیوست: consumer پیش از پایان session با group.instance.id خود برگشت، پس گروه rebalance نشد؛ partitionهایش را دوباره از offsetهای commit شده می‌خواند.</translation>
    </message>
    <message>
        <source>Offset reset to latest: this partition had no committed offset, so its new owner started at the log end (auto.offset.reset latest); the records before it are never processed.</source>
        <translation>بازنشانی offset به latest: این partition هیچ offset commit شده‌ای نداشت، پس مالک تازه‌اش از انتهای log شروع کرد (auto.offset.reset latest)؛ رکوردهای پیش از آن هرگز پردازش نمی‌شوند.</translation>
    </message>
    <message>
        <source>%1 — applied again at %2 by the handler&apos;s retry, after the store became unavailable at %3</source>
        <translation>%1 — پس از آنکه پایگاه داده در %3 از دسترس خارج شد، retry مربوط به handler آن را در %2 دوباره اعمال کرد</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 — raced with %2&apos;s redelivery (#%3 at %4, %5)</source>
        <translation>%1 — در رقابت با تحویل دوباره به %2 (تحویل #%3 در %4، %5)</translation>
    </message>
    <message>
        <source>The group refused this member&apos;s offset commit: it had been removed.</source>
        <translation>گروه commit کردن offset این عضو را نپذیرفت: این عضو پیش‌تر از گروه حذف شده بود.</translation>
    </message>
    <message>
        <source>Inside your consumer</source>
        <translation>درون consumer شما</translation>
    </message>
    <message>
        <source>What your consumer did with this delivery is not observed: the lab sees only the wire (the delivery, its ack, the kill or the cut), not its checks, commits or effects.</source>
        <translation>آنچه consumer شما با این تحویل کرد دیده نشده است: آزمایشگاه فقط سیم را می‌بیند (تحویل، ack آن، kill یا قطع اتصال)، نه بررسی‌ها، commitها یا اثرهایش را.</translation>
    </message>
    <message numerus="yes">
        <source>Your database holds %n effect(s) of %1.</source>
        <translation>
            <numerusform>پایگاه‌داده‌ی شما %Ln اثر از %1 دارد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::JobPanel</name>
    <message>
        <source>Time since the job started</source>
        <translation>زمان سپری‌شده از شروع کار</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Stop the job (Esc)</source>
        <translation>توقف کار (Esc)</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>توقف اجرا</translation>
    </message>
    <message>
        <source>Running… %p%</source>
        <translation>در حال اجرا… %p٪</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>فایل: %1</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <comment>elapsed minutes:seconds</comment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>در حال لغو…</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>ناموفق.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>لغو شد.</translation>
    </message>
</context>
<context>
    <name>idem::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>زبان سیستم</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <source>Idempotency Lab will be in %1 from the next start.</source>
        <translation>Idempotency Lab از اجرای بعدی به زبان %1 خواهد بود.</translation>
    </message>
    <message>
        <source>Restart now? The open scenario is opened again; unsaved edits are asked about first.</source>
        <translation>همین حالا دوباره راه‌اندازی شود؟ سناریوی باز دوباره باز می‌شود و پیش از آن درباره‌ی تغییرات ذخیره‌نشده از شما پرسیده می‌شود.</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>راه‌اندازی دوباره</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>بعداً</translation>
    </message>
</context>
<context>
    <name>idem::ui::LiveLab</name>
    <message>
        <source>This scenario cannot run against a real broker: %1</source>
        <translation>این سناریو روی یک broker واقعی اجرا نمی‌شود: %1</translation>
    </message>
    <message>
        <source>RabbitMQ is not installed: the program rabbitmq-server was not found. Install the Debian package rabbitmq-server (./lab.sh installs it) and try again.</source>
        <translation>RabbitMQ نصب نیست: برنامه‌ی rabbitmq-server پیدا نشد. بسته‌ی Debian با نام rabbitmq-server را نصب کنید (./lab.sh آن را نصب می‌کند) و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>Redis is not installed: the program redis-server was not found (the strategy keeps its ids in a shared Redis). Install the Debian package redis-server (./lab.sh installs it) and try again.</source>
        <translation>Redis نصب نیست: برنامه‌ی redis-server پیدا نشد (این استراتژی شناسه‌هایش را در یک Redis مشترک نگه می‌دارد). بسته‌ی Debian با نام redis-server را نصب کنید (./lab.sh آن را نصب می‌کند) و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>Starting a private RabbitMQ node (10 to 40 s)…</source>
        <translation>در حال راه‌اندازی یک node خصوصی RabbitMQ (۱۰ تا ۴۰ ثانیه)…</translation>
    </message>
    <message>
        <source>RabbitMQ</source>
        <translation>RabbitMQ</translation>
    </message>
    <message>
        <source>Starting a private Redis…</source>
        <translation>در حال راه‌اندازی یک Redis خصوصی…</translation>
    </message>
    <message>
        <source>Redis</source>
        <translation>Redis</translation>
    </message>
    <message>
        <source>Redis is up; waiting for the RabbitMQ node (10 to 40 s)…</source>
        <translation>Redis آماده است؛ در انتظار node مربوط به RabbitMQ (۱۰ تا ۴۰ ثانیه)…</translation>
    </message>
    <message>
        <source>%1 could not be started (the program %2, Debian package %2; ./lab.sh installs it): %3</source>
        <translation>%1 راه‌اندازی نشد (برنامه‌ی %2، بسته‌ی Debian با نام %2؛ ./lab.sh آن را نصب می‌کند): %3</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: پوشه ساخته نمی‌شود</translation>
    </message>
    <message>
        <source>Running %1 messages on the real broker…</source>
        <translation>در حال اجرای %1 پیام روی broker واقعی…</translation>
    </message>
    <message>
        <source>Running %1 messages on the real broker: %2 % done</source>
        <translation>در حال اجرای %1 پیام روی broker واقعی: %2٪ انجام شد</translation>
    </message>
    <message>
        <source>The real run failed: %1</source>
        <translation>اجرای واقعی ناموفق بود: %1</translation>
    </message>
    <message>
        <source>Simulating the same scenario…</source>
        <translation>در حال شبیه‌سازی همان سناریو…</translation>
    </message>
    <message>
        <source>The simulated run failed: %1</source>
        <translation>اجرای شبیه‌سازی‌شده ناموفق بود: %1</translation>
    </message>
    <message>
        <source>private RabbitMQ node %1</source>
        <translation>node خصوصی RabbitMQ (%1)</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>انجام شد.</translation>
    </message>
    <message>
        <source>NATS is not installed: the program nats-server was not found. Install the Debian package nats-server (./lab.sh installs it) and try again.</source>
        <translation>NATS نصب نیست: برنامه‌ی nats-server پیدا نشد. بسته‌ی Debian با نام nats-server را نصب کنید (./lab.sh آن را نصب می‌کند) و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>This idemlab was built without the live lab: install librabbitmq-dev, libnats-dev and libhiredis-dev (./lab.sh installs them), build again, and install rabbitmq-server, nats-server and redis-server.</source>
        <translation>این idemlab بدون آزمایشگاه زنده ساخته شده است: librabbitmq-dev، libnats-dev و libhiredis-dev را نصب کنید (./lab.sh آن‌ها را نصب می‌کند)، برنامه را دوباره build کنید و rabbitmq-server، nats-server و redis-server را نصب کنید.</translation>
    </message>
    <message>
        <source>Starting a private NATS server with JetStream…</source>
        <translation>در حال راه‌اندازی یک سرور خصوصی NATS با JetStream…</translation>
    </message>
    <message>
        <source>NATS</source>
        <translation>NATS</translation>
    </message>
</context>
<context>
    <name>idem::ui::LiveRunAction</name>
    <message>
        <source>Run against a Real &amp;Broker…</source>
        <translation>اجرا روی یک &amp;broker واقعی…</translation>
    </message>
    <message>
        <source>Run the scenario on a real RabbitMQ with real consumer processes and put it beside the model (%1)</source>
        <translation>سناریو را روی یک RabbitMQ واقعی با فرایندهای واقعی consumer اجرا کن و کنار مدل بگذار (%1)</translation>
    </message>
    <message>
        <source>Run against a real broker</source>
        <translation>اجرا روی یک broker واقعی</translation>
    </message>
    <message>
        <source>The scenario runs on a private RabbitMQ node (and Redis, for the shared cache) started for this run, with one real consumer process per consumer; the faults are real (dropped connections, SIGKILLs, the broker&apos;s app stopped). Then the same scenario is simulated, and both are shown side by side.</source>
        <translation>سناریو روی یک node خصوصی RabbitMQ (و Redis، برای cache مشترک) اجرا می‌شود که برای همین اجرا راه‌اندازی شده است، با یک فرایند واقعی برای هر consumer؛ خطاها واقعی‌اند (اتصال‌های قطع‌شده، SIGKILLها، توقف app مربوط به broker). سپس همان سناریو شبیه‌سازی می‌شود و هر دو کنار هم نمایش داده می‌شوند.</translation>
    </message>
    <message>
        <source>Cancelling: stopping the consumer processes and the private servers…</source>
        <translation>در حال لغو: توقف فرایندهای consumer و سرورهای خصوصی…</translation>
    </message>
    <message>
        <source>A live run is going; cancel it to start another.</source>
        <translation>یک اجرای زنده در جریان است؛ برای شروع اجرایی دیگر آن را لغو کنید.</translation>
    </message>
    <message>
        <source>Cannot run live.</source>
        <translation>اجرای زنده ممکن نیست.</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first:
%1</source>
        <translation>سناریو مشکل دارد؛ ابتدا آن‌ها را در پنل سناریو برطرف کنید:
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>در حال شروع…</translation>
    </message>
    <message>
        <source>Cancelled: the consumer processes and the private servers were stopped.</source>
        <translation>لغو شد: فرایندهای consumer و سرورهای خصوصی متوقف شدند.</translation>
    </message>
    <message>
        <source>Done: the real run is on screen, and beside the model in Compare ▸ Simulated vs real.</source>
        <translation>انجام شد: اجرای واقعی روی صفحه است و کنار مدل در مقایسه ◂ شبیه‌سازی در برابر واقعی.</translation>
    </message>
</context>
<context>
    <name>idem::ui::MainWindow</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;اجرا</translation>
    </message>
    <message>
        <source>Run the scenario (Ctrl+R)</source>
        <translation>اجرای سناریو (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>لغو &amp;اجرا</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;واگرد</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;ازنو</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>میا&amp;ن‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>خر&amp;وج</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>سناریو</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>بازرس</translation>
    </message>
    <message>
        <source>Metrics and verdict</source>
        <translation>معیارها و نتیجه</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>گزارش رویدادها</translation>
    </message>
    <message>
        <source>Database at the playhead</source>
        <translation>پایگاه داده در نشانگر پخش</translation>
    </message>
    <message>
        <source>Reset Layout</source>
        <translation>بازنشانی چیدمان</translation>
    </message>
    <message>
        <source>The language changes the next time Idempotency Lab starts.</source>
        <translation>زبان از دفعه‌ی بعدی که Idempotency Lab اجرا شود تغییر می‌کند.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>Run cancelled.</source>
        <translation>اجرا لغو شد.</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>اجرا ناموفق بود: %1</translation>
    </message>
    <message>
        <source>The run failed</source>
        <translation>اجرا ناموفق بود</translation>
    </message>
    <message>
        <source>The simulation stopped with an error.</source>
        <translation>شبیه‌سازی با خطا متوقف شد.</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first.</source>
        <translation>سناریو مشکلاتی دارد؛ ابتدا آن‌ها را در پنل سناریو برطرف کنید.</translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation>اجرا ممکن نیست</translation>
    </message>
    <message>
        <source>Cannot create the folder for run databases: %1</source>
        <translation>ایجاد پوشه برای پایگاه‌داده‌های اجرا ممکن نیست: %1</translation>
    </message>
    <message>
        <source>%1[*] — Idempotency Lab</source>
        <translation>%1[*] — Idempotency Lab</translation>
    </message>
    <message>
        <source>Fix the problems shown in the Scenario panel to run</source>
        <translation>برای اجرا، مشکلات نمایش‌داده‌شده در پنل سناریو را برطرف کنید</translation>
    </message>
    <message>
        <source>Showing the %1 run from the comparison: %2</source>
        <translation>نمایش اجرای %1 از مقایسه: %2</translation>
    </message>
    <message>
        <source>Preparing the timeline of %1 records…</source>
        <translation>در حال آماده‌سازی خط زمانی %1 رکورد…</translation>
    </message>
    <message>
        <source>A run is going: Ctrl+. cancels it</source>
        <translation>یک اجرا در جریان است: Ctrl+. آن را لغو می‌کند</translation>
    </message>
    <message>
        <source>The run was stopped</source>
        <translation>اجرا متوقف شد</translation>
    </message>
    <message>
        <source>The run could not finish: %1.</source>
        <translation>اجرا نتوانست به پایان برسد: %1.</translation>
    </message>
    <message>
        <source>Run finished in %1: %2</source>
        <translation>اجرا در %1 به پایان رسید: %2</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>کد</translation>
    </message>
    <message numerus="yes">
        <source>A counterexample found by explore: %n fault(s) fired; the first is selected.</source>
        <translation>
            <numerusform>مثال نقضی که جست‌وجو یافت: %Ln خطا رخ داد؛ نخستین آن‌ها انتخاب شده است.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::MetricsModel</name>
    <message>
        <source>Duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>Effects applied again for a key that already had one: the bug the strategy should prevent.</source>
        <translation>اثرهایی که برای کلیدی که از قبل اثر داشت دوباره اعمال شدند: همان باگی که استراتژی باید از آن جلوگیری کند.</translation>
    </message>
    <message>
        <source>Lost events</source>
        <translation>رویدادهای گم‌شده</translation>
    </message>
    <message>
        <source>Events never applied, not dead-lettered, not given up.</source>
        <translation>رویدادهایی که هرگز اعمال نشدند، به dead-letter queue نرفتند و producer هم از آن‌ها صرف‌نظر نکرد.</translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation>تکراری‌های نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Redeliveries the strategy recognised and skipped.</source>
        <translation>تحویل‌های مجددی که استراتژی تشخیص داد و نادیده گرفت.</translation>
    </message>
    <message>
        <source>Effects applied</source>
        <translation>اثرهای اعمال‌شده</translation>
    </message>
    <message>
        <source>Side effects applied (the end value is read from the database).</source>
        <translation>اثرهای جانبی اعمال‌شده (مقدار نهایی از پایگاه داده خوانده می‌شود).</translation>
    </message>
    <message>
        <source>Publish attempts</source>
        <translation>تلاش‌های انتشار</translation>
    </message>
    <message>
        <source>Every publish, retries included.</source>
        <translation>همه‌ی انتشارها، با احتساب retryها.</translation>
    </message>
    <message>
        <source>Dropped by broker dedup</source>
        <translation>حذف‌شده توسط dedup در broker</translation>
    </message>
    <message>
        <source>Publishes the broker recognised by message id.</source>
        <translation>انتشارهایی که broker از روی شناسه‌ی پیام تشخیص داد.</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>تحویل‌ها</translation>
    </message>
    <message>
        <source>Deliveries that reached a handler.</source>
        <translation>تحویل‌هایی که به یک handler رسیدند.</translation>
    </message>
    <message>
        <source>Redeliveries</source>
        <translation>تحویل‌های مجدد</translation>
    </message>
    <message>
        <source>Deliveries beyond the first per event.</source>
        <translation>تحویل‌های اضافه بر نخستین تحویلِ هر رویداد.</translation>
    </message>
    <message>
        <source>Acks lost</source>
        <translation>ackهای از دست رفته</translation>
    </message>
    <message>
        <source>Consumer acks that never reached the broker.</source>
        <translation>ackهای consumer که هرگز به broker نرسیدند.</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>crashها</translation>
    </message>
    <message>
        <source>Consumer crashes.</source>
        <translation>crashهای consumer.</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>commitها</translation>
    </message>
    <message>
        <source>Committed transactions.</source>
        <translation>تراکنش‌های commit شده.</translation>
    </message>
    <message>
        <source>Rollbacks</source>
        <translation>rollbackها</translation>
    </message>
    <message>
        <source>Transactions rolled back (crash, unique key, claim, store failure).</source>
        <translation>تراکنش‌های rollback شده (crash، کلید یکتا، claim، خرابی پایگاه داده).</translation>
    </message>
    <message>
        <source>Cache hits</source>
        <translation>cache hitها</translation>
    </message>
    <message>
        <source>Duplicates recognised by a cache.</source>
        <translation>پیام‌های تکراری که cache تشخیص داد.</translation>
    </message>
    <message>
        <source>Cache misses</source>
        <translation>cache missها</translation>
    </message>
    <message>
        <source>Lookups that found nothing in the cache.</source>
        <translation>جست‌وجوهایی که چیزی در cache پیدا نکردند.</translation>
    </message>
    <message>
        <source>Store failures</source>
        <translation>خرابی‌های پایگاه داده</translation>
    </message>
    <message>
        <source>Handler steps that met an unavailable store.</source>
        <translation>مراحلی از handler که پایگاه داده در آن‌ها در دسترس نبود.</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>dead-letter شده</translation>
    </message>
    <message>
        <source>Events moved to the dead-letter queue.</source>
        <translation>رویدادهایی که به dead-letter queue منتقل شدند.</translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation>انصراف producer</translation>
    </message>
    <message>
        <source>Events whose publish retries ran out.</source>
        <translation>رویدادهایی که retryهای انتشارشان تمام شد.</translation>
    </message>
    <message>
        <source>Busy retries</source>
        <translation>retryهای BUSY</translation>
    </message>
    <message>
        <source>Steps rescheduled because SQLite answered BUSY.</source>
        <translation>مراحلی که به دلیل پاسخ BUSY از SQLite دوباره زمان‌بندی شدند.</translation>
    </message>
    <message>
        <source>Latency p50</source>
        <translation>تأخیر p50</translation>
    </message>
    <message>
        <source>Publish to first effect, virtual time, median.</source>
        <translation>از انتشار تا نخستین اثر، زمان مجازی، میانه.</translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation>تأخیر p99</translation>
    </message>
    <message>
        <source>Publish to first effect, virtual time, 99th percentile.</source>
        <translation>از انتشار تا نخستین اثر، زمان مجازی، صدک ۹۹.</translation>
    </message>
    <message>
        <source>Virtual duration</source>
        <translation>مدت مجازی</translation>
    </message>
    <message>
        <source>How long the run lasted in virtual time.</source>
        <translation>مدت اجرا بر حسب زمان مجازی.</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>زمان واقعی</translation>
    </message>
    <message>
        <source>How long the simulation took on this computer.</source>
        <translation>مدت زمانی که شبیه‌سازی روی این رایانه طول کشید.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>معیار</translation>
    </message>
    <message>
        <source>At playhead</source>
        <translation>در نشانگر پخش</translation>
    </message>
    <message>
        <source>End of run</source>
        <translation>پایان اجرا</translation>
    </message>
    <message>
        <source>Skipped by offset reset</source>
        <translation>جاافتاده با بازنشانی offset</translation>
    </message>
    <message>
        <source>Kafka: records a partition with no committed offset jumped over when it started at the log end (auto.offset.reset latest); nobody ever read them.</source>
        <translation>Kafka: رکوردهایی که یک partition بدون offset commit شده، هنگام شروع از انتهای log، از رویشان گذشت (auto.offset.reset latest)؛ هیچ‌کس هرگز آن‌ها را نخواند.</translation>
    </message>
</context>
<context>
    <name>idem::ui::MetricsPanel</name>
    <message>
        <source>No run yet. Press Ctrl+R to run the scenario.</source>
        <translation>هنوز اجرایی انجام نشده است. برای اجرای سناریو، Ctrl+R را فشار دهید.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>در حال اجرا…</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>پایگاه داده: %1</translation>
    </message>
    <message>
        <source>✔ Valid: every event took effect exactly once (%1 skipped duplicates).</source>
        <translation>✔ معتبر: هر رویداد دقیقاً یک بار اثر کرد (%1 پیام تکراری نادیده گرفته شد).</translation>
    </message>
    <message>
        <source>✘ Invalid: %1 duplicate side effects, %2 lost events.</source>
        <translation>✘ نامعتبر: %1 اثر جانبی تکراری، %2 رویداد گم‌شده.</translation>
    </message>
    <message>
        <source>%1 · strategy %2 · %3 · seed %4 · trace %5</source>
        <translation>%1، استراتژی %2، %3، seed %4، trace %5</translation>
    </message>
    <message>
        <source>⏹ Stopped, no verdict: %1.</source>
        <translation>⏹ متوقف شد، بدون نتیجه: %1.</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>معیارها</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>مشکلات (%1)</translation>
    </message>
</context>
<context>
    <name>idem::ui::Narration</name>
    <message>
        <source>its id was in the local cache</source>
        <translation>شناسه‌ی آن در cache محلی بود</translation>
    </message>
    <message>
        <source>its id was in the shared cache</source>
        <translation>شناسه‌ی آن در cache مشترک بود</translation>
    </message>
    <message>
        <source>the inbox already had its id</source>
        <translation>inbox از قبل شناسه‌ی آن را داشت</translation>
    </message>
    <message>
        <source>the inbox claim for its id conflicted</source>
        <translation>claim کردن شناسه‌ی آن در inbox با تداخل مواجه شد</translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key rolled the second commit back</source>
        <translation>کلید یکتای inbox، commit دوم را rollback کرد</translation>
    </message>
    <message>
        <source>it was recognised</source>
        <translation>تشخیص داده شد</translation>
    </message>
    <message>
        <source>before handling it</source>
        <translation>پیش از پردازش آن</translation>
    </message>
    <message>
        <source>after the side effect, before the commit</source>
        <translation>پس از اثر جانبی، پیش از commit</translation>
    </message>
    <message>
        <source>between the business commit and the inbox commit</source>
        <translation>بین commit کسب‌وکار و commit مربوط به inbox</translation>
    </message>
    <message>
        <source>after the commit, before the ack</source>
        <translation>پس از commit، پیش از ack</translation>
    </message>
    <message>
        <source>after the ack, before updating the cache</source>
        <translation>پس از ack، پیش از به‌روزرسانی cache</translation>
    </message>
    <message>
        <source>a consumer joined</source>
        <translation>یک consumer به گروه پیوست</translation>
    </message>
    <message>
        <source>a consumer left</source>
        <translation>یک consumer گروه را ترک کرد</translation>
    </message>
    <message>
        <source>a member missed its session timeout</source>
        <translation>یک عضو در مهلت session timeout پاسخ نداد</translation>
    </message>
    <message>
        <source>a handler took longer than max.poll.interval.ms</source>
        <translation>یک handler بیش از max.poll.interval.ms طول کشید</translation>
    </message>
    <message>
        <source>the broker restarted</source>
        <translation>broker راه‌اندازی مجدد شد</translation>
    </message>
    <message>
        <source>a removed member rejoined</source>
        <translation>یک عضو حذف‌شده دوباره به گروه پیوست</translation>
    </message>
    <message>
        <source>%1 — %2 was applied again: a duplicate side effect.</source>
        <translation>%1 — %2 دوباره اعمال شد: یک اثر جانبی تکراری.</translation>
    </message>
    <message>
        <source>%1 — %2 arrived again and %3 skipped it: %4.</source>
        <translation>%1 — %2 دوباره رسید و %3 آن را نادیده گرفت: %4.</translation>
    </message>
    <message>
        <source>%1 — %2 crashed while handling %3, %4.</source>
        <translation>%1 — %2 هنگام پردازش %3 دچار crash شد، %4.</translation>
    </message>
    <message>
        <source>%1 — %2 crashed while handling %3.</source>
        <translation>%1 — %2 هنگام پردازش %3 دچار crash شد.</translation>
    </message>
    <message>
        <source>%1 — %2 crashed.</source>
        <translation>%1 — %2 دچار crash شد.</translation>
    </message>
    <message>
        <source>%1 — %2&apos;s ack for %3 was lost.</source>
        <translation>%1 — ack مربوط به %3 از %2 از دست رفت.</translation>
    </message>
    <message>
        <source>%1 — the broker stored %2, but the producer never got its publish ack and will retry.</source>
        <translation>%1 — broker، %2 را ذخیره کرد، اما ack انتشار هرگز به producer نرسید و producer دوباره تلاش خواهد کرد.</translation>
    </message>
    <message>
        <source>%1 — the broker recognised the producer&apos;s retry of %2 by its message id and dropped it.</source>
        <translation>%1 — broker، retry مربوط به %2 از سوی producer را از روی شناسه‌ی پیام تشخیص داد و آن را دور انداخت.</translation>
    </message>
    <message>
        <source>%1 — the consumer group started a rebalance: %2.</source>
        <translation>%1 — consumer group یک rebalance را آغاز کرد: %2.</translation>
    </message>
    <message>
        <source>%1 — the broker restarted.</source>
        <translation>%1 — broker راه‌اندازی مجدد شد.</translation>
    </message>
    <message>
        <source>%1 — %2 lost its connection to the broker; its unacked deliveries go back to the queue.</source>
        <translation>%1 — اتصال %2 به broker قطع شد؛ تحویل‌های ack نشده‌ی آن به صف برمی‌گردند.</translation>
    </message>
    <message>
        <source>%1 — %2 restarted; whatever it kept in memory is gone.</source>
        <translation>%1 — %2 دوباره راه‌اندازی شد؛ هر چه در حافظه نگه داشته بود از بین رفت.</translation>
    </message>
    <message>
        <source>%1 — %2 is slow on %3: %4 longer than usual.</source>
        <translation>%1 — %2 در پردازش %3 کند است: %4 بیشتر از معمول.</translation>
    </message>
    <message>
        <source>%1 — the database became unavailable: consumers must neither ack nor skip, only retry.</source>
        <translation>%1 — پایگاه داده از دسترس خارج شد: consumerها نباید ack کنند یا پیام را نادیده بگیرند؛ فقط باید دوباره تلاش کنند.</translation>
    </message>
    <message>
        <source>%1 — %2 could not reach the database while handling %3: it does not ack and does not skip; it tries again later.</source>
        <translation>%1 — %2 هنگام پردازش %3 نتوانست به پایگاه داده دسترسی پیدا کند: نه ack می‌کند و نه پیام را نادیده می‌گیرد؛ بعداً دوباره تلاش می‌کند.</translation>
    </message>
    <message>
        <source>%1 — the database is back.</source>
        <translation>%1 — پایگاه داده دوباره در دسترس است.</translation>
    </message>
    <message>
        <source>%1 — the cache was flushed: every message id it remembered is gone.</source>
        <translation>%1 — cache پاک (flush) شد: همه‌ی شناسه‌های پیامی که به خاطر داشت از بین رفتند.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 was moved to the dead-letter queue after %Ln deliveries.</source>
        <translation>
            <numerusform>%1 — %2 پس از %Ln تحویل به dead-letter queue منتقل شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — the inbox cleanup deleted %Ln rows older than the retention window; it keeps doing so.</source>
        <translation>
            <numerusform>%1 — پاک‌سازی inbox ‏%Ln سطر قدیمی‌تر از بازه‌ی نگهداری را حذف کرد و این کار را ادامه می‌دهد.</numerusform>
        </translation>
    </message>
    <message>
        <source>partitions revoked in the first cooperative round move now</source>
        <translation>partitionهایی که در دور اول cooperative پس گرفته شدند اکنون جابه‌جا می‌شوند</translation>
    </message>
</context>
<context>
    <name>idem::ui::NarrationModel</name>
    <message numerus="yes">
        <source>%1 – %2 — %Ln duplicate side effects in a row: %3 … %4.</source>
        <translation>
            <numerusform>%1 تا %2 — %Ln اثر جانبی تکراری پشت سر هم: %3 … %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2 — %Ln duplicates skipped in a row: %3 … %4.</source>
        <translation>
            <numerusform>%1 تا %2 — %Ln تکراری پشت سر هم نادیده گرفته شد: %3 … %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::OutcomeChart</name>
    <message>
        <source>Outcomes per strategy</source>
        <translation>نتایج به تفکیک استراتژی</translation>
    </message>
    <message>
        <source>events</source>
        <translation>رویدادها</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>0: the UPSERT absorbed %n redelivered copies</source>
        <translation>
            <numerusform>۰: UPSERT %Ln تحویل مجدد را بدون هیچ تغییری دوباره اعمال کرد</numerusform>
        </translation>
    </message>
    <message>
        <source>0 in every outcome</source>
        <translation>۰ در همه‌ی نتیجه‌ها</translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackActions</name>
    <message>
        <source>Play</source>
        <translation>پخش</translation>
    </message>
    <message>
        <source>Play or pause the run</source>
        <translation>پخش یا مکث اجرا</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>یک گام جلو</translation>
    </message>
    <message>
        <source>Step to the next event</source>
        <translation>رفتن به رویداد بعدی</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>یک گام عقب</translation>
    </message>
    <message>
        <source>Step to the previous event</source>
        <translation>رفتن به رویداد قبلی</translation>
    </message>
    <message>
        <source>Next interesting event</source>
        <translation>رویداد مهم بعدی</translation>
    </message>
    <message>
        <source>Previous interesting event</source>
        <translation>رویداد مهم قبلی</translation>
    </message>
    <message>
        <source>Jump back to the previous interesting event</source>
        <translation>بازگشت به رویداد مهم قبلی</translation>
    </message>
    <message>
        <source>Go to start</source>
        <translation>رفتن به ابتدا</translation>
    </message>
    <message>
        <source>Move the playhead to the start of the run</source>
        <translation>انتقال نشانگر پخش به ابتدای اجرا</translation>
    </message>
    <message>
        <source>Go to end</source>
        <translation>رفتن به انتها</translation>
    </message>
    <message>
        <source>Move the playhead to the end: show the whole run</source>
        <translation>انتقال نشانگر پخش به انتها: نمایش کل اجرا</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>سریع‌تر</translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation>پخش سریع‌تر</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>آهسته‌تر</translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation>پخش آهسته‌تر</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <source>Jump to the next duplicate side effect, crash, skipped duplicate, lost ack or dead letter (after the last, the first again)</source>
        <translation>پرش به اثر جانبی تکراری، crash، پیام تکراری نادیده‌گرفته‌شده، ack از دست رفته یا dead letter بعدی (پس از آخرین، دوباره نخستین)</translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackBar</name>
    <message>
        <source>Playback speed: a multiple of virtual time, or a number of events per second ([ and ] change it)</source>
        <translation>سرعت پخش: ضریبی از زمان مجازی، یا تعداد رویداد در هر ثانیه (با [ و ] تغییر می‌کند)</translation>
    </message>
    <message>
        <source>Drag to move the playhead through the run</source>
        <translation>برای جابه‌جا کردن نشانگر پخش در طول اجرا، آن را بکشید</translation>
    </message>
    <message>
        <source>%1 / %2 · #%3</source>
        <translation>%1 / %2، #%3</translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackController</name>
    <message>
        <source>0.25× time</source>
        <translation>۰٫۲۵× زمان</translation>
    </message>
    <message>
        <source>0.5× time</source>
        <translation>۰٫۵× زمان</translation>
    </message>
    <message>
        <source>1× time</source>
        <translation>۱× زمان</translation>
    </message>
    <message>
        <source>2× time</source>
        <translation>۲× زمان</translation>
    </message>
    <message>
        <source>4× time</source>
        <translation>۴× زمان</translation>
    </message>
    <message>
        <source>8× time</source>
        <translation>۸× زمان</translation>
    </message>
    <message>
        <source>16× time</source>
        <translation>۱۶× زمان</translation>
    </message>
    <message>
        <source>2 events/s</source>
        <translation>۲ رویداد در ثانیه</translation>
    </message>
    <message>
        <source>10 events/s</source>
        <translation>۱۰ رویداد در ثانیه</translation>
    </message>
    <message>
        <source>50 events/s</source>
        <translation>۵۰ رویداد در ثانیه</translation>
    </message>
    <message>
        <source>250 events/s</source>
        <translation>۲۵۰ رویداد در ثانیه</translation>
    </message>
</context>
<context>
    <name>idem::ui::PresenterMode</name>
    <message>
        <source>Reveal</source>
        <translation>نمایش نتیجه</translation>
    </message>
    <message>
        <source>Presenter mode</source>
        <translation>حالت ارائه</translation>
    </message>
    <message>
        <source>The story</source>
        <translation>داستان</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>اول پیش‌بینی کنید</translation>
    </message>
    <message>
        <source>Run the scenario and tell what happened (Space)</source>
        <translation>اجرای سناریو و روایت آنچه رخ داد (Space)</translation>
    </message>
    <message>
        <source>Running the scenario…</source>
        <translation>در حال اجرای سناریو…</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>آنچه رخ داد</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>تا اینجا</translation>
    </message>
    <message>
        <source>The run is over. Press Space for the lesson.</source>
        <translation>اجرا به پایان رسید. برای دیدن درس، Space را فشار دهید.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <source>This scenario has no story yet.</source>
        <translation>این سناریو هنوز داستانی ندارد.</translation>
    </message>
    <message>
        <source>What do you expect to happen?</source>
        <translation>انتظار دارید چه اتفاقی بیفتد؟</translation>
    </message>
    <message>
        <source>This run (%1): %2 duplicate side effects, %3 skipped duplicates, %4 lost, %5 dead-lettered — %6.</source>
        <translation>این اجرا (%1): %2 اثر جانبی تکراری، %3 پیام تکراری نادیده‌گرفته‌شده، %4 گم‌شده، %5 dead-letter شده — %6.</translation>
    </message>
    <message>
        <source>a valid run</source>
        <translation>یک اجرای معتبر</translation>
    </message>
    <message>
        <source>an invalid run</source>
        <translation>یک اجرای نامعتبر</translation>
    </message>
    <message>
        <source>end of the run</source>
        <translation>پایان اجرا</translation>
    </message>
    <message>
        <source>Nothing went wrong in this run: no fault, no duplicate.</source>
        <translation>در این اجرا هیچ مشکلی پیش نیامد: نه خطایی، نه پیام تکراری.</translation>
    </message>
    <message>
        <source>Event %1 of %2  ·  %3</source>
        <translation>رویداد %1 از %2،  %3</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>چرا: %1</translation>
    </message>
    <message>
        <source>Press Space for the first event.</source>
        <translation>برای نخستین رویداد، Space را فشار دهید.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>فاصله</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>the question</source>
        <translation>پرسش</translation>
    </message>
    <message>
        <source>leave</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>نمایش نتیجه</translation>
    </message>
    <message>
        <source>the story</source>
        <translation>ماجرا</translation>
    </message>
    <message>
        <source>next event</source>
        <translation>رویداد بعدی</translation>
    </message>
    <message>
        <source>previous event</source>
        <translation>رویداد قبلی</translation>
    </message>
    <message>
        <source>back to the events</source>
        <translation>بازگشت به رویدادها</translation>
    </message>
    <message numerus="yes">
        <source>Events to tell: %Ln</source>
        <translation>
            <numerusform>رویدادهای روایت: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>hide the code</source>
        <translation>پنهان کردن کد</translation>
    </message>
    <message>
        <source>the code</source>
        <translation>کد</translation>
    </message>
</context>
<context>
    <name>idem::ui::PresenterSession</name>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>حالت &amp;ارائه</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>ارائه</translation>
    </message>
    <message>
        <source>Teach the current scenario full screen: story, prediction, reveal (%1)</source>
        <translation>آموزش سناریوی فعلی در تمام صفحه: داستان، پیش‌بینی، آشکارسازی (%1)</translation>
    </message>
    <message>
        <source>Presenter — Idempotency Lab</source>
        <translation>ارائه — Idempotency Lab</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first.</source>
        <translation>سناریو مشکلاتی دارد؛ ابتدا آن‌ها را در پنل سناریو برطرف کنید.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ProducerGroup</name>
    <message>
        <source>Producer</source>
        <translation>producer</translation>
    </message>
    <message>
        <source>Message id</source>
        <translation>شناسه‌ی پیام</translation>
    </message>
    <message>
        <source>message id policy</source>
        <translation>سیاست شناسه‌ی پیام</translation>
    </message>
    <message>
        <source>stable: derived from the business key (the right way). new-per-attempt: a fresh GUID on every retry, which defeats the broker&apos;s duplicate detection and the inbox. content-hash: a hash of the payload.</source>
        <translation>stable: برگرفته از کلید کسب‌وکار (روش درست). new-per-attempt: یک GUID تازه در هر retry، که تشخیص تکراری broker و inbox را بی‌اثر می‌کند. content-hash: هشی از payload.</translation>
    </message>
</context>
<context>
    <name>idem::ui::RecordText</name>
    <message>
        <source>Publish</source>
        <translation>انتشار</translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation>انتشار از دست رفت</translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation>ack انتشار از دست رفت</translation>
    </message>
    <message>
        <source>Publish acked</source>
        <translation>ack انتشار دریافت شد</translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation>انصراف producer</translation>
    </message>
    <message>
        <source>Enqueued</source>
        <translation>ورود به صف</translation>
    </message>
    <message>
        <source>Dropped by broker dedup</source>
        <translation>حذف توسط dedup در broker</translation>
    </message>
    <message>
        <source>Deliver</source>
        <translation>تحویل</translation>
    </message>
    <message>
        <source>Handle</source>
        <translation>پردازش</translation>
    </message>
    <message>
        <source>Cache hit</source>
        <translation>cache hit</translation>
    </message>
    <message>
        <source>Cache miss</source>
        <translation>cache miss</translation>
    </message>
    <message>
        <source>Skipped duplicate</source>
        <translation>تکراری نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Side effect</source>
        <translation>اثر جانبی</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>commit</translation>
    </message>
    <message>
        <source>Rollback</source>
        <translation>rollback</translation>
    </message>
    <message>
        <source>Store busy</source>
        <translation>پایگاه داده مشغول</translation>
    </message>
    <message>
        <source>Store failed</source>
        <translation>خرابی پایگاه داده</translation>
    </message>
    <message>
        <source>Ack</source>
        <translation>ack</translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation>ack از دست رفت</translation>
    </message>
    <message>
        <source>Stale ack ignored</source>
        <translation>ack کهنه نادیده گرفته شد</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>crash</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>Requeued</source>
        <translation>بازگشت به صف</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>dead-letter شده</translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation>راه‌اندازی مجدد broker</translation>
    </message>
    <message>
        <source>Broker back</source>
        <translation>بازگشت broker</translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation>پاک‌سازی cache</translation>
    </message>
    <message>
        <source>Store down</source>
        <translation>قطع پایگاه داده</translation>
    </message>
    <message>
        <source>Store up</source>
        <translation>بازگشت پایگاه داده</translation>
    </message>
    <message>
        <source>Consumer joins</source>
        <translation>پیوستن consumer</translation>
    </message>
    <message>
        <source>Consumer leaves</source>
        <translation>خروج consumer</translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation>rebalance</translation>
    </message>
    <message>
        <source>Offset commit</source>
        <translation>commit کردن offset</translation>
    </message>
    <message>
        <source>Inbox cleanup</source>
        <translation>پاک‌سازی inbox</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>handler کند</translation>
    </message>
    <message>
        <source>Cache set</source>
        <translation>نوشتن در cache</translation>
    </message>
    <message>
        <source>SQL</source>
        <translation>SQL</translation>
    </message>
    <message>
        <source>first delivery</source>
        <translation>نخستین تحویل</translation>
    </message>
    <message>
        <source>ack lost</source>
        <translation>از دست رفتن ack</translation>
    </message>
    <message>
        <source>crash before ack</source>
        <translation>crash پیش از ack</translation>
    </message>
    <message>
        <source>timeout expired</source>
        <translation>پایان timeout</translation>
    </message>
    <message>
        <source>broker restart</source>
        <translation>راه‌اندازی مجدد broker</translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation>rebalance</translation>
    </message>
    <message>
        <source>producer retry</source>
        <translation>retry از سوی producer</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>قطع اتصال</translation>
    </message>
    <message>
        <source>nack</source>
        <translation>nack</translation>
    </message>
    <message>
        <source>the local cache</source>
        <translation>cache محلی</translation>
    </message>
    <message>
        <source>the shared cache</source>
        <translation>cache مشترک</translation>
    </message>
    <message>
        <source>the inbox lookup (SELECT)</source>
        <translation>جست‌وجو در inbox (SELECT)</translation>
    </message>
    <message>
        <source>the inbox claim (INSERT … ON CONFLICT DO NOTHING)</source>
        <translation>claim در inbox (INSERT … ON CONFLICT DO NOTHING)</translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key (the commit rolled back)</source>
        <translation>کلید یکتای inbox (commit، rollback شد)</translation>
    </message>
    <message>
        <source>never cached</source>
        <translation>هرگز در cache نبود</translation>
    </message>
    <message>
        <source>entry expired (TTL)</source>
        <translation>مدخل منقضی شد (TTL)</translation>
    </message>
    <message>
        <source>entry evicted (capacity)</source>
        <translation>مدخل بیرون رانده شد (ظرفیت)</translation>
    </message>
    <message>
        <source>cache flushed</source>
        <translation>cache پاک شد</translation>
    </message>
    <message>
        <source>lost with the crashed process</source>
        <translation>همراه با فرایندِ crash کرده از بین رفت</translation>
    </message>
    <message>
        <source>the consumer crashed mid-transaction</source>
        <translation>consumer در میانه‌ی تراکنش دچار crash شد</translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key was violated</source>
        <translation>کلید یکتای inbox نقض شد</translation>
    </message>
    <message>
        <source>the message was already claimed in the inbox</source>
        <translation>پیام از قبل در inbox، claim شده بود</translation>
    </message>
    <message>
        <source>the store became unavailable</source>
        <translation>پایگاه داده از دسترس خارج شد</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>بلافاصله</translation>
    </message>
    <message>
        <source>Ok</source>
        <translation>موفق</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>مشغول</translation>
    </message>
    <message>
        <source>Constraint</source>
        <translation>نقض قید</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>ناموفق</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>تلاش %1</translation>
    </message>
    <message>
        <source>copy of attempt %1</source>
        <translation>نسخه‌ی تلاش %1</translation>
    </message>
    <message>
        <source>%1, copy of attempt %2</source>
        <translation>%1، نسخه‌ی تلاش %2</translation>
    </message>
    <message>
        <source>recognised by %1</source>
        <translation>تشخیص توسط %1</translation>
    </message>
    <message>
        <source>DUPLICATE: this key already had its effect</source>
        <translation>تکراری: این کلید قبلاً اثرش را داشت</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>اعمال شد</translation>
    </message>
    <message>
        <source>deliveries in this ack: %1</source>
        <translation>تحویل‌های این ack: %1</translation>
    </message>
    <message>
        <source>inbox rows deleted: %1</source>
        <translation>ردیف‌های حذف‌شده از inbox: %1</translation>
    </message>
    <message>
        <source>deliveries: %1</source>
        <translation>تحویل‌ها: %1</translation>
    </message>
    <message>
        <source>MaxDeliver reached (advisory)</source>
        <translation>رسیدن به MaxDeliver (advisory)</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>به مدت %1</translation>
    </message>
    <message>
        <source>Static member rejoined</source>
        <translation>بازگشت static member</translation>
    </message>
    <message>
        <source>Offset reset to latest</source>
        <translation>بازنشانی offset به latest</translation>
    </message>
    <message>
        <source>static member rejoined</source>
        <translation>static member دوباره پیوست</translation>
    </message>
    <message>
        <source>partition %1: no committed offset, started at the log end; %2 records skipped</source>
        <translation>partition %1: بدون offset commit شده، از انتهای log شروع کرد؛ %2 رکورد جا افتاد</translation>
    </message>
    <message>
        <source>joins the pending rebalance with its group.instance.id</source>
        <translation>با group.instance.id خود به rebalance در انتظار می‌پیوندد</translation>
    </message>
    <message>
        <source>same partitions, no rebalance; reads again from the committed offsets</source>
        <translation>همان partitionها، بدون rebalance؛ دوباره از offsetهای commit شده می‌خواند</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <comment>an SQL statement → what the store answered</comment>
        <translation>%1 ← %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportComposer</name>
    <message>
        <source>The story</source>
        <translation>ماجرا</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>پیش‌بینی کنید</translation>
    </message>
    <message>
        <source>What to observe</source>
        <translation>چه چیزی را ببینید</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <source>Fault schedule</source>
        <translation>زمان‌بندی خطاها</translation>
    </message>
    <message>
        <source>No faults are injected: every redelivery comes from the broker&apos;s own behaviour.</source>
        <translation>هیچ خطایی تزریق نشده است: هر تحویل مجدد از رفتار خودِ broker می‌آید.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>ردیف</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>خطا</translation>
    </message>
    <message>
        <source>Reproduce it</source>
        <translation>دوباره اجرا کنید</translation>
    </message>
    <message>
        <source>Run this in the report&apos;s folder; scenario.json beside the report is the scenario exactly as it ran. The trace hash will be the same.</source>
        <translation>این را در پوشه‌ی گزارش اجرا کنید؛ scenario.json کنار گزارش، همان سناریو است دقیقاً همان‌طور که اجرا شد. هش trace همان خواهد بود.</translation>
    </message>
    <message>
        <source>The trace hash of the new run will be the same.</source>
        <translation>هش trace اجرای تازه همان خواهد بود.</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>استراتژی</translation>
    </message>
    <message>
        <source>Broker profile</source>
        <translation>پروفایل broker</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>اثر</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>پیام‌ها</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>بذر تصادفی (seed)</translation>
    </message>
    <message>
        <source>Trace hash</source>
        <translation>هش trace</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>ساخته‌شده با</translation>
    </message>
    <message>
        <source>Idempotency Lab %1</source>
        <translation>Idempotency Lab %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>خط زمانی</translation>
    </message>
    <message>
        <source>Close-up, %1 to %2</source>
        <translation>نمای نزدیک، از %1 تا %2</translation>
    </message>
    <message>
        <source>The whole run</source>
        <translation>کل اجرا</translation>
    </message>
    <message>
        <source>What the marks mean</source>
        <translation>معنای نشانه‌ها</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>شمارنده‌ها</translation>
    </message>
    <message>
        <source>Violations (%1)</source>
        <translation>نقض‌ها (%1)</translation>
    </message>
    <message>
        <source>None: no event took effect twice and none was lost.</source>
        <translation>هیچ: هیچ رویدادی دو بار اثر نکرد و هیچ‌کدام گم نشد.</translation>
    </message>
    <message>
        <source>… and %1 more in summary.json and violations.csv.</source>
        <translation>… و %1 مورد دیگر در summary.json و violations.csv.</translation>
    </message>
    <message>
        <source>Dead letters and give-ups</source>
        <translation>Dead letterها و انصراف‌ها</translation>
    </message>
    <message>
        <source>Redeliveries by cause</source>
        <translation>تحویل‌های مجدد بر حسب علت</translation>
    </message>
    <message>
        <source>No message was delivered twice.</source>
        <translation>هیچ پیامی دو بار تحویل داده نشد.</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>علت</translation>
    </message>
    <message>
        <source>Redeliveries</source>
        <translation>تحویل‌های مجدد</translation>
    </message>
    <message>
        <source>Messages delivered more than once (%1)</source>
        <translation>پیام‌هایی که بیش از یک بار تحویل شدند (%1)</translation>
    </message>
    <message>
        <source>Every message reached a handler once.</source>
        <translation>هر پیام یک بار به handler رسید.</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>پیام</translation>
    </message>
    <message>
        <source>Effects in the database</source>
        <translation>اثرها در پایگاه داده</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>تحویل</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>consumer</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>زمان</translation>
    </message>
    <message>
        <source>Why it came</source>
        <translation>چرا آمد</translation>
    </message>
    <message>
        <source>What it did</source>
        <translation>چه کرد</translation>
    </message>
    <message>
        <source>The database</source>
        <translation>پایگاه داده</translation>
    </message>
    <message>
        <source>The consumer&apos;s real SQLite file, next to this report:</source>
        <translation>فایل واقعی SQLite مربوط به consumer، کنار همین گزارش:</translation>
    </message>
    <message>
        <source>This query lists the keys whose effect happened more than once:</source>
        <translation>این query کلیدهایی را فهرست می‌کند که اثرشان بیش از یک بار رخ داده است:</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <translation>کاربرگ: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>The settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>broker</translation>
    </message>
    <message>
        <source>One message every</source>
        <translation>یک پیام در هر</translation>
    </message>
    <message>
        <source>Redelivery timeout</source>
        <translation>timeout تحویل مجدد</translation>
    </message>
    <message>
        <source>Broker duplicate detection window</source>
        <translation>پنجره‌ی تشخیص تکراری broker</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>consumerها</translation>
    </message>
    <message>
        <source>Handler time</source>
        <translation>زمان handler</translation>
    </message>
    <message>
        <source>Prefetch</source>
        <translation>prefetch</translation>
    </message>
    <message>
        <source>Deduplication strategy</source>
        <translation>استراتژی deduplication</translation>
    </message>
    <message>
        <source>Cache TTL</source>
        <translation>TTL در cache</translation>
    </message>
    <message>
        <source>How many events will take effect more than once, and why?</source>
        <translation>چند رویداد بیش از یک بار اثر خواهند کرد، و چرا؟</translation>
    </message>
    <message>
        <source>Draw it</source>
        <translation>آن را بکشید</translation>
    </message>
    <message>
        <source>Mark on the lanes where you expect deliveries, lost acks, crashes and duplicate effects.</source>
        <translation>روی خط‌ها علامت بزنید که انتظار دارید تحویل‌ها، ackهای گم‌شده، crashها و اثرهای تکراری کجا رخ دهند.</translation>
    </message>
    <message>
        <source>The run&apos;s lanes and time axis, empty</source>
        <translation>خط‌ها و محور زمانِ اجرا، خالی</translation>
    </message>
    <message>
        <source>Marks you can use</source>
        <translation>نشانه‌هایی که می‌توانید به کار ببرید</translation>
    </message>
    <message>
        <source>After the run: what did you observe?</source>
        <translation>پس از اجرا: چه دیدید؟</translation>
    </message>
    <message>
        <source>Compare the run with your prediction: what happened that you did not expect, and why?</source>
        <translation>اجرا را با پیش‌بینی خود مقایسه کنید: چه چیزی رخ داد که انتظارش را نداشتید، و چرا؟</translation>
    </message>
    <message>
        <source>The answer key is the run&apos;s full report.</source>
        <translation>پاسخ‌نامه، گزارش کامل همین اجراست.</translation>
    </message>
    <message>
        <source>STOPPED, no verdict</source>
        <translation>متوقف شد، بدون نتیجه</translation>
    </message>
    <message>
        <source>… and %1 more entries: scenario.json beside this report holds the whole schedule.</source>
        <translation>… و %1 مدخل دیگر: فایل scenario.json کنار این گزارش، کل زمان‌بندی خطاها را در خود دارد.</translation>
    </message>
    <message>
        <source>%1 more deliveries of %2</source>
        <translation>%1 تحویل دیگرِ %2</translation>
    </message>
    <message>
        <source>Left out to keep this report readable: the table lists %1 of the %2 messages delivered more than once, with %3 of their %4 deliveries (at most %5 a message). deliveries.csv lists every delivery (idemlab run … --format csv); the query under “The database” lists every key that took effect more than once.</source>
        <translation>برای خوانا ماندن گزارش، بخشی کنار گذاشته شده است: جدول %1 پیام از %2 پیامی را که بیش از یک بار تحویل شده‌اند نشان می‌دهد، با %3 تحویل از %4 تحویلِ آن‌ها (برای هر پیام حداکثر %5 تحویل). فایل deliveries.csv همه‌ی تحویل‌ها را فهرست می‌کند (idemlab run … --format csv)؛ پرس‌وجوی بخش «پایگاه داده» همه‌ی کلیدهایی را نشان می‌دهد که اثرشان بیش از یک بار اعمال شده است.</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <translation>پاسخ‌نامه: %1</translation>
    </message>
    <message>
        <source>For the worksheet of this run: what happened, to hold against the prediction and the drawing.</source>
        <translation>برای کاربرگ همین اجرا: آنچه رخ داد، برای سنجیدن پیش‌بینی و نقشه‌ای که کشیدید.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportExporter</name>
    <message>
        <source>&amp;Export Report</source>
        <translation>خر&amp;وجی گزارش</translation>
    </message>
    <message>
        <source>&amp;HTML…</source>
        <translation>&amp;HTML…</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>&amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;CSV…</source>
        <translation>&amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;JSON…</source>
        <translation>&amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;All formats…</source>
        <translation>همه‌&amp;ی قالب‌ها…</translation>
    </message>
    <message>
        <source>Export the report as HTML</source>
        <translation>خروجی گزارش به صورت HTML</translation>
    </message>
    <message>
        <source>There is no run to export.</source>
        <translation>اجرایی برای خروجی گرفتن وجود ندارد.</translation>
    </message>
    <message>
        <source>Export the report into a folder</source>
        <translation>خروجی گزارش در یک پوشه</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>خروجی گرفتن از گزارش ممکن نیست</translation>
    </message>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>خر&amp;وجی کاربرگ…</translation>
    </message>
    <message>
        <source>A printable handout for students, with a separate answer key</source>
        <translation>برگه‌ای چاپی برای دانشجویان، همراه با پاسخ‌نامه‌ای جداگانه</translation>
    </message>
    <message>
        <source>Export the worksheet into a folder</source>
        <translation>خروجی کاربرگ در یک پوشه</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was left behind.</source>
        <translation>خروجی لغو شد؛ هیچ فایلی باقی نماند.</translation>
    </message>
    <message>
        <source>%1 files exported to %2</source>
        <translation>%1 فایل در %2 ذخیره شد</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportFigures</name>
    <message>
        <source>Duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>Duplicates skipped</source>
        <translation>تکراری‌های نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Lost events</source>
        <translation>رویدادهای گم‌شده</translation>
    </message>
    <message>
        <source>duplicate side effects so far</source>
        <translation>اثرهای جانبی تکراری تا این لحظه</translation>
    </message>
    <message>
        <source>duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>virtual time</source>
        <translation>زمان مجازی</translation>
    </message>
    <message numerus="yes">
        <source>0: the UPSERT absorbed %n redelivered copies</source>
        <translation>
            <numerusform>۰: UPSERT %Ln تحویل مجدد را بدون هیچ تغییری دوباره اعمال کرد</numerusform>
        </translation>
    </message>
    <message>
        <source>0 in every outcome</source>
        <translation>۰ در همه‌ی نتیجه‌ها</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportListing</name>
    <message>
        <source>crashed here: %1</source>
        <translation>crash اینجا رخ داد: %1</translation>
    </message>
    <message>
        <source>ack lost here: %1</source>
        <translation>ack اینجا از دست رفت: %1</translation>
    </message>
    <message>
        <source>connection lost here: %1</source>
        <translation>اتصال اینجا قطع شد: %1</translation>
    </message>
    <message>
        <source>the cause of a duplicate of %1</source>
        <translation>علت یک تکرارِ %1</translation>
    </message>
    <message>
        <source>The handler as code</source>
        <translation>handler به شکل کد</translation>
    </message>
    <message>
        <source>A crash made a delivery come back and apply its effect again. On which line of this handler did the process die, and what had it done by then that nothing recorded?</source>
        <translation>یک crash باعث شد تحویلی دوباره برگردد و اثرش را دوباره اعمال کند. فرایند روی کدام خط این handler از کار افتاد، و تا آن لحظه چه کرده بود که هیچ‌چیز آن را ثبت نکرد؟</translation>
    </message>
    <message>
        <source>The consumer&apos;s handler under this strategy, as C#. No duplicate had a cause inside it.</source>
        <translation>handler مربوط به consumer با این استراتژی، به زبان C#. علت هیچ پیام تکراری درون آن نبود.</translation>
    </message>
    <message>
        <source>The consumer&apos;s handler under this strategy, as C#. ◀ marks the line where a duplicate&apos;s cause happened.</source>
        <translation>handler مربوط به consumer با این استراتژی، به زبان C#. ◀ خطی را نشان می‌دهد که علت یک پیام تکراری در آن رخ داد.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportPhrases</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>VALID</source>
        <translation>معتبر</translation>
    </message>
    <message>
        <source>INVALID</source>
        <translation>نامعتبر</translation>
    </message>
    <message>
        <source>Every event took effect exactly once.</source>
        <translation>هر رویداد دقیقاً یک بار اثر کرد.</translation>
    </message>
    <message>
        <source>Some events took effect more than once, or never.</source>
        <translation>برخی رویدادها بیش از یک بار اثر کردند، یا هرگز اثر نکردند.</translation>
    </message>
    <message>
        <source>No account of %1 was credited twice</source>
        <translation>از %1 حساب، هیچ‌کدام دو بار شارژ نشد</translation>
    </message>
    <message>
        <source>No email of %1 was sent twice</source>
        <translation>از %1 ایمیل، هیچ‌کدام دو بار فرستاده نشد</translation>
    </message>
    <message>
        <source>No order of %1 was created twice</source>
        <translation>از %1 سفارش، هیچ‌کدام دو بار ثبت نشد</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 accounts were credited twice</source>
        <translation>
            <numerusform>از %1 حساب، %Ln حساب دو بار شارژ شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 accounts were credited more than once</source>
        <translation>
            <numerusform>از %1 حساب، %Ln حساب بیش از یک بار شارژ شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 emails were sent twice</source>
        <translation>
            <numerusform>از %1 ایمیل، %Ln ایمیل دو بار فرستاده شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 emails were sent more than once</source>
        <translation>
            <numerusform>از %1 ایمیل، %Ln ایمیل بیش از یک بار فرستاده شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 orders were created twice</source>
        <translation>
            <numerusform>از %1 سفارش، %Ln سفارش دو بار ثبت شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 orders were created more than once</source>
        <translation>
            <numerusform>از %1 سفارش، %Ln سفارش بیش از یک بار ثبت شد</numerusform>
        </translation>
    </message>
    <message>
        <source>none lost</source>
        <translation>هیچ رویدادی گم نشد</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln رویداد گم شد</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1؛ %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln dead-lettered.</source>
        <translation>
            <numerusform>%Ln پیام به dead-letter queue رفت.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The producer gave up on %Ln.</source>
        <translation>
            <numerusform>producer از %Ln پیام منصرف شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>applied</source>
        <translation>اعمال شد</translation>
    </message>
    <message>
        <source>applied again (duplicate)</source>
        <translation>دوباره اعمال شد (تکراری)</translation>
    </message>
    <message>
        <source>recognised, skipped</source>
        <translation>تشخیص داده شد، نادیده گرفته شد</translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>rollback شد</translation>
    </message>
    <message>
        <source>store unavailable</source>
        <translation>پایگاه داده در دسترس نبود</translation>
    </message>
    <message>
        <source>consumer crashed</source>
        <translation>consumer دچار crash شد</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>بی‌اثر</translation>
    </message>
    <message>
        <source>delivery %1 of %2</source>
        <translation>تحویل %1 از %2</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>در %1</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>به مدت %1</translation>
    </message>
    <message>
        <source>Each ack is lost with probability %1</source>
        <translation>هر ack با احتمال %1 گم می‌شود</translation>
    </message>
    <message>
        <source>Each publish confirmation is lost with probability %1</source>
        <translation>هر تأیید انتشار (publish confirm) با احتمال %1 گم می‌شود</translation>
    </message>
    <message>
        <source>Each publish is lost with probability %1</source>
        <translation>هر انتشار با احتمال %1 گم می‌شود</translation>
    </message>
    <message>
        <source>A consumer crashes with probability %1 at: %2</source>
        <translation>یک consumer با احتمال %1 در این نقطه‌ها دچار crash می‌شود: %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::RunHistory</name>
    <message>
        <source>&amp;Keep This Run</source>
        <translation>نگه‌&amp;داشتن این اجرا</translation>
    </message>
    <message>
        <source>Never remove this run&apos;s database when older runs are cleared away</source>
        <translation>پایگاه داده‌ی این اجرا هنگام پاک شدن اجراهای قدیمی‌تر هرگز حذف نشود</translation>
    </message>
    <message>
        <source>Run &amp;History…</source>
        <translation>تا&amp;ریخچه‌ی اجراها…</translation>
    </message>
    <message>
        <source>Could not remove an old run: %1</source>
        <translation>حذف یک اجرای قدیمی ممکن نشد: %1</translation>
    </message>
    <message>
        <source>Run History</source>
        <translation>تاریخچه‌ی اجراها</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> گیگابایت</translation>
    </message>
    <message>
        <source>When a run ends, the oldest runs in %1 are removed until both limits hold. Runs you keep (Run → Keep This Run) and the run on screen are never removed.</source>
        <translation>وقتی اجرایی تمام می‌شود، قدیمی‌ترین اجراها در %1 حذف می‌شوند تا هر دو حد رعایت شود. اجراهایی که نگه می‌دارید (اجرا ← نگه‌داشتن این اجرا) و اجرایی که روی صفحه است هرگز حذف نمی‌شوند.</translation>
    </message>
    <message>
        <source>Keep at most this many runs:</source>
        <translation>حداکثر این تعداد اجرا نگه داشته شود:</translation>
    </message>
    <message>
        <source>Keep at most this much:</source>
        <translation>حداکثر این حجم نگه داشته شود:</translation>
    </message>
</context>
<context>
    <name>idem::ui::RunStatus</name>
    <message>
        <source>The run&apos;s SQLite file (select to copy)</source>
        <translation>فایل SQLite این اجرا (برای کپی، انتخاب کنید)</translation>
    </message>
    <message>
        <source>The scenario changed since this run: Ctrl+R runs it again.</source>
        <translation>سناریو پس از این اجرا تغییر کرده است: Ctrl+R آن را دوباره اجرا می‌کند.</translation>
    </message>
    <message>
        <source>Running into %1</source>
        <translation>در حال اجرا؛ خروجی در %1</translation>
    </message>
    <message>
        <source>Run database: %1</source>
        <translation>پایگاه داده‌ی اجرا: %1</translation>
    </message>
    <message>
        <source>The run&apos;s SQLite file (select to copy): %1</source>
        <translation>فایل SQLite این اجرا (برای کپی، انتخاب کنید): %1</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioCatalog</name>
    <message>
        <source>Scenario</source>
        <translation>سناریو</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>سایر</translation>
    </message>
    <message>
        <source>This scenario cannot be read:
%1</source>
        <translation>این سناریو قابل خواندن نیست:
%1</translation>
    </message>
    <message>
        <source>opens with the strategy “%1” (%2)</source>
        <translation>با استراتژی «%1» (%2) باز می‌شود</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>بی‌نام</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioEditor</name>
    <message>
        <source>Problems to fix before this scenario can run: %1 (see below).</source>
        <translation>مشکلاتی که پیش از اجرای این سناریو باید برطرف شوند: %1 (پایین را ببینید).</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioSummary</name>
    <message>
        <source>%1 · effect: %2 · %3 messages · consumers: %4 · seed %5</source>
        <translation>%1، اثر: %2، %3 پیام، consumerها: %4، seed %5</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScheduleDelegate</name>
    <message>
        <source>order-</source>
        <translation>order-</translation>
    </message>
    <message>
        <source>— (timed)</source>
        <translation>— (زمان‌دار)</translation>
    </message>
    <message>
        <source>consumer-</source>
        <translation>consumer-</translation>
    </message>
    <message>
        <source>any</source>
        <translation>هر کدام</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScheduleEditor</name>
    <message>
        <source>Double-click a cell to edit it. Timed faults happen at a time; targeted ones hit one message&apos;s Nth delivery.</source>
        <translation>برای ویرایش یک خانه، روی آن دوبار کلیک کنید. خطاهای زمان‌دار در یک زمان مشخص رخ می‌دهند؛ خطاهای هدف‌دار به تحویلِ Nامِ یک پیام اعمال می‌شوند.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>افزودن</translation>
    </message>
    <message>
        <source>Add a fault after the selected one</source>
        <translation>افزودن یک خطا پس از خطای انتخاب‌شده</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Remove the selected fault</source>
        <translation>حذف خطای انتخاب‌شده</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>بالا</translation>
    </message>
    <message>
        <source>Move the selected fault up</source>
        <translation>انتقال خطای انتخاب‌شده به بالا</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>پایین</translation>
    </message>
    <message>
        <source>Move the selected fault down</source>
        <translation>انتقال خطای انتخاب‌شده به پایین</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScheduleModel</name>
    <message>
        <source>any</source>
        <translation>هر کدام</translation>
    </message>
    <message>
        <source>default</source>
        <translation>پیش‌فرض</translation>
    </message>
    <message>
        <source>A time in the run; setting it makes the entry timed.</source>
        <translation>زمانی در طول اجرا؛ تعیین آن، این مدخل را زمان‌دار می‌کند.</translation>
    </message>
    <message>
        <source>A business key; setting it aims the fault at that message&apos;s delivery.</source>
        <translation>یک کلید کسب‌وکار؛ تعیین آن، خطا را روی تحویلِ همان پیام هدف‌گیری می‌کند.</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>خطا</translation>
    </message>
    <message>
        <source>At</source>
        <translation>زمان</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>پیام</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>تحویل</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>consumer</translation>
    </message>
    <message>
        <source>Crash point</source>
        <translation>نقطه‌ی crash</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>مدت</translation>
    </message>
    <message>
        <source>Edit fault %1</source>
        <translation>ویرایش خطای %1</translation>
    </message>
    <message>
        <source>Add fault</source>
        <translation>افزودن خطا</translation>
    </message>
    <message>
        <source>Add %1 faults</source>
        <translation>افزودن %1 خطا</translation>
    </message>
    <message>
        <source>Remove fault</source>
        <translation>حذف خطا</translation>
    </message>
    <message>
        <source>Remove %1 faults</source>
        <translation>حذف %1 خطا</translation>
    </message>
    <message>
        <source>Move fault</source>
        <translation>جابه‌جایی خطا</translation>
    </message>
</context>
<context>
    <name>idem::ui::ShortcutModel</name>
    <message>
        <source>Area</source>
        <translation>بخش</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>عمل</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدها</translation>
    </message>
    <message>
        <source>  or  </source>
        <translation>  یا  </translation>
    </message>
</context>
<context>
    <name>idem::ui::SimVsRealModel</name>
    <message>
        <source>The real run counted exactly what the model predicted.</source>
        <translation>اجرای واقعی دقیقاً همان چیزی را شمرد که مدل پیش‌بینی کرده بود.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>شمارش</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>شبیه‌سازی</translation>
    </message>
    <message>
        <source>Real</source>
        <translation>واقعی</translation>
    </message>
    <message>
        <source>Why the real run differs (the model&apos;s cause)</source>
        <translation>چرا اجرای واقعی فرق دارد (علت از نگاه مدل)</translation>
    </message>
</context>
<context>
    <name>idem::ui::SimVsRealView</name>
    <message>
        <source>No real run yet. Run ▸ Run against a Real Broker… runs the open scenario on a real RabbitMQ with real consumer processes and shows it here beside the model.</source>
        <translation>هنوز اجرای واقعی‌ای انجام نشده است. اجرا ◂ اجرا روی یک broker واقعی… سناریوی باز را روی یک RabbitMQ واقعی با فرایندهای واقعی consumer اجرا می‌کند و اینجا کنار مدل نشان می‌دهد.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — simulated and real (%2): all %3 counts agree.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — شبیه‌سازی و واقعی (%2): هر %3 شمارش با هم می‌خوانند.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — simulated and real (%2): %3 of %4 counts differ; the model&apos;s cause for each is below.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — شبیه‌سازی و واقعی (%2): %3 از %4 شمارش فرق دارند؛ علت هر کدام از نگاه مدل در زیر آمده است.</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: simulated %2, real %3 — %4&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: شبیه‌سازی %2، واقعی %3 — %4&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The counts that differ:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;p&gt;شمارش‌هایی که فرق دارند:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Simulated&lt;/b&gt; — the model&apos;s prediction · %1 deliveries · %2 duplicate side effects</source>
        <translation>&lt;b&gt;شبیه‌سازی&lt;/b&gt; — پیش‌بینی مدل، %1 تحویل، %2 اثر جانبی تکراری</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real&lt;/b&gt; — %3 · %1 deliveries · %2 duplicate side effects</source>
        <translation>&lt;b&gt;واقعی&lt;/b&gt; — %3، %1 تحویل، %2 اثر جانبی تکراری</translation>
    </message>
    <message>
        <source>%1: simulated %2, real %3 — %4</source>
        <translation>%1: شبیه‌سازی %2، واقعی %3 — %4</translation>
    </message>
    <message>
        <source>Every count agrees with the model: the real broker and consumer processes did what the model predicted, count for count. Only the timing differs (real processes start, connect and commit at real moments).</source>
        <translation>همه‌ی شمارش‌ها با مدل می‌خوانند: broker واقعی و فرایندهای consumer دقیقاً همان کاری را کردند که مدل پیش‌بینی کرده بود، شمارش به شمارش. فقط زمان‌بندی فرق دارد (فرایندهای واقعی در لحظه‌های واقعی شروع می‌شوند، وصل می‌شوند و commit می‌کنند).</translation>
    </message>
    <message>
        <source>No real run for this scenario: it uses %1, and the live lab runs only RabbitMQ scenarios. Open a RabbitMQ scenario, such as built-in 07, and choose Run ▸ Run against a Real Broker… to see a real run beside the model.</source>
        <translation>برای این سناریو اجرای واقعی در کار نیست: این سناریو از %1 استفاده می‌کند و آزمایشگاه زنده فقط سناریوهای RabbitMQ را اجرا می‌کند. یک سناریوی RabbitMQ، مثلاً سناریوی داخلی ۰۷، را باز کنید و اجرا ◂ اجرا روی یک broker واقعی… را انتخاب کنید تا اجرای واقعی را کنار مدل ببینید.</translation>
    </message>
</context>
<context>
    <name>idem::ui::SnapshotModel</name>
    <message numerus="yes">
        <source>%n rows for this key at this moment: a duplicate side effect</source>
        <translation>
            <numerusform>%Ln سطر برای این کلید در این لحظه: یک اثر جانبی تکراری</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyGroup</name>
    <message>
        <source>Strategy</source>
        <translation>استراتژی</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>استراتژی</translation>
    </message>
    <message>
        <source>How the consumer recognises a message it has already handled.</source>
        <translation>اینکه consumer چگونه پیامی را که قبلاً پردازش کرده است تشخیص می‌دهد.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Mirrors: %2&lt;br&gt;Leaks: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;نمونه‌های واقعی: %2&lt;br&gt;نقاط نشت: %3</translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyPalette</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (&lt;code&gt;%2&lt;/code&gt;)&lt;br&gt;Mirrors: %3&lt;br&gt;Where it leaks: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (&lt;code&gt;%2&lt;/code&gt;)&lt;br&gt;نمونه‌های واقعی: %3&lt;br&gt;کجا نشت می‌کند: %4</translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyPicker</name>
    <message>
        <source>All</source>
        <translation>همه</translation>
    </message>
    <message>
        <source>Check every strategy</source>
        <translation>انتخاب همه‌ی استراتژی‌ها</translation>
    </message>
    <message>
        <source>None</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Uncheck every strategy</source>
        <translation>لغو انتخاب همه‌ی استراتژی‌ها</translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepChart</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 در برابر %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepModel</name>
    <message>
        <source>Duplicate side effects</source>
        <translation>اثرهای جانبی تکراری</translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation>تکراری‌های نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Lost events</source>
        <translation>رویدادهای گم‌شده</translation>
    </message>
    <message>
        <source>%1 = %2, %3: %4</source>
        <translation>%1 = %2، %3: %4</translation>
    </message>
    <message>
        <source>%1: %2, trace %3</source>
        <translation>%1: %2، trace %3</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>معتبر</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>نامعتبر</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%1 با %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>متوقف شد</translation>
    </message>
    <message>
        <source>%1: stopped before it ended, no verdict: %2</source>
        <translation>%1: پیش از پایان متوقف شد، بدون نتیجه: %2</translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation>تأخیر p99</translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepParameter</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
Scenario field: %2</source>
        <translation>%1
فیلد سناریو: %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepView</name>
    <message>
        <source>&amp;Run sweep</source>
        <translation>&amp;اجرای پیمایش</translation>
    </message>
    <message>
        <source>How many values from the first to the last, evenly spaced</source>
        <translation>تعداد مقادیر از اولین تا آخرین، با فاصله‌ی یکسان</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>پارامتر</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>متغیر:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;از:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>تا:</translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation>تعد&amp;اد گام‌ها:</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>نمایش:</translation>
    </message>
    <message>
        <source>now %1 in the scenario</source>
        <translation>اکنون %1 در سناریو</translation>
    </message>
    <message>
        <source>Check at least one strategy to sweep.</source>
        <translation>برای پیمایش، دست‌کم یک استراتژی را انتخاب کنید.</translation>
    </message>
    <message>
        <source>Running %1 simulations…</source>
        <translation>در حال اجرای %1 شبیه‌سازی…</translation>
    </message>
    <message>
        <source>%1 of %2 simulations done…</source>
        <translation>%1 از %2 شبیه‌سازی انجام شد…</translation>
    </message>
    <message>
        <source>%1 simulations done.</source>
        <translation>%1 شبیه‌سازی انجام شد.</translation>
    </message>
    <message>
        <source>Some values could not run:
%1</source>
        <translation>برخی مقادیر قابل اجرا نبودند:
%1</translation>
    </message>
    <message>
        <source>… and %1 more.</source>
        <translation>… و %1 مورد دیگر.</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a sweep first.</source>
        <translation>هنوز چیزی برای خروجی گرفتن نیست: ابتدا یک پیمایش اجرا کنید.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>نوشتن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>Export the sweep report into</source>
        <translation>انتخاب پوشه برای خروجی گزارش پیمایش</translation>
    </message>
    <message>
        <source>Some runs were stopped before they ended (no verdict, no point in the chart):
%1</source>
        <translation>برخی اجراها پیش از پایان متوقف شدند (بدون نتیجه و بدون نقطه در نمودار):
%1</translation>
    </message>
    <message>
        <source>Writing the sweep report…</source>
        <translation>در حال نوشتن گزارش پیمایش…</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineCauseText</name>
    <message>
        <source>redelivery timeout</source>
        <translation>timeout تحویل مجدد</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>mechanism and its duration, e.g. visibility timeout 30 s</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 handler, crashed</source>
        <translation>%1 handler، crash کرد</translation>
    </message>
    <message>
        <source>%1 handler, slow (%2)</source>
        <translation>%1 handler، کند (%2)</translation>
    </message>
    <message>
        <source>%1 handler, applied again</source>
        <translation>%1 handler، دوباره اعمال شد</translation>
    </message>
    <message>
        <source>%1 handler</source>
        <translation>%1 handler</translation>
    </message>
    <message>
        <source>%1 unacked until the channel closed</source>
        <translation>%1 تا بسته شدن channel تأیید نشد</translation>
    </message>
    <message>
        <source>%1 held, ack lost: %2</source>
        <translation>%1 نگه داشته شد، ack از دست رفت: %2</translation>
    </message>
    <message>
        <source>%1 held: %2</source>
        <translation>%1 نگه داشته شد: %2</translation>
    </message>
    <message>
        <source>%1 transaction rolled back: undone</source>
        <translation>%1 تراکنش rollback شد: برگردانده شد</translation>
    </message>
    <message>
        <source>%1 transaction</source>
        <translation>%1 تراکنش</translation>
    </message>
    <message>
        <source>%1 cached, expired (TTL %2)</source>
        <translation>%1 در cache، منقضی شد (TTL %2)</translation>
    </message>
    <message>
        <source>%1 cached, evicted (capacity %2)</source>
        <translation>%1 در cache، بیرون رانده شد (ظرفیت %2)</translation>
    </message>
    <message>
        <source>%1 cached, flushed</source>
        <translation>%1 در cache، پاک شد</translation>
    </message>
    <message>
        <source>%1 cached, lost in the crash</source>
        <translation>%1 در cache، با crash از دست رفت</translation>
    </message>
    <message>
        <source>%1 cached</source>
        <translation>%1 در cache</translation>
    </message>
    <message>
        <source>max.poll.interval.ms %1 exceeded: consumer %2 removed</source>
        <translation>max.poll.interval.ms ‏(%1) رد شد: consumer %2 بیرون گذاشته شد</translation>
    </message>
    <message>
        <source>session.timeout.ms %1: consumer %2 is dead, nobody reads this partition</source>
        <translation>session.timeout.ms ‏(%1): consumer %2 از کار افتاده و کسی این partition را نمی‌خواند</translation>
    </message>
    <message>
        <source>applied again (first at %1)</source>
        <translation>دوباره اعمال شد (بار اول در %1)</translation>
    </message>
    <message>
        <source>lost ack · channel closed, requeued at once</source>
        <translation>ack ازدست‌رفته، channel بسته شد، بی‌درنگ به صف برگشت</translation>
    </message>
    <message>
        <source>lost ack · %1</source>
        <translation>ack ازدست‌رفته، %1</translation>
    </message>
    <message>
        <source>crash · requeued at once</source>
        <translation>crash، بی‌درنگ به صف برگشت</translation>
    </message>
    <message>
        <source>crash · %1</source>
        <translation>crash، %1</translation>
    </message>
    <message>
        <source>still running · %1</source>
        <translation>هنوز در حال اجرا، %1</translation>
    </message>
    <message>
        <source>broker restart · unacked handed out again</source>
        <translation>راه‌اندازی مجدد broker، پیام‌های تأییدنشده دوباره تحویل شدند</translation>
    </message>
    <message>
        <source>rebalance · re-read from offset %1</source>
        <translation>rebalance، خواندن دوباره از offset %1</translation>
    </message>
    <message>
        <source>rebalance · re-read from the committed offset</source>
        <translation>rebalance، خواندن دوباره از offset commit شده</translation>
    </message>
    <message>
        <source>connection lost · requeued at once</source>
        <translation>قطع اتصال، بی‌درنگ به صف برگشت</translation>
    </message>
    <message>
        <source>connection lost · %1</source>
        <translation>قطع اتصال، %1</translation>
    </message>
    <message>
        <source>publish ack lost · published again</source>
        <translation>ack انتشار از دست رفت، دوباره منتشر شد</translation>
    </message>
    <message>
        <source>rejected · requeued</source>
        <translation>رد شد، به صف برگشت</translation>
    </message>
    <message>
        <source>store unavailable</source>
        <translation>پایگاه داده در دسترس نیست</translation>
    </message>
    <message>
        <source>broker restarting</source>
        <translation>broker در حال راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>consumer down</source>
        <translation>consumer از کار افتاده</translation>
    </message>
    <message>
        <source>rebalance: partitions paused</source>
        <translation>rebalance: partitionها متوقف‌اند</translation>
    </message>
    <message>
        <source>rewind %1 → %2 (committed at %3)</source>
        <translation>برگشت %1 → %2 (commit شده در %3)</translation>
    </message>
    <message>
        <source>rewind %1 → %2 (nothing committed yet)</source>
        <translation>برگشت %1 → %2 (هنوز چیزی commit نشده)</translation>
    </message>
    <message>
        <source>static member rejoined · re-read from the committed offset</source>
        <translation>static member دوباره پیوست، خواندن دوباره از offset commit شده</translation>
    </message>
    <message>
        <source>%1 held, ack lost: %2, then MaxDeliver %3 reached: not delivered again</source>
        <translation>%1 نگه داشته شد، ack از دست رفت: %2، سپس به سقف MaxDeliver (%3) رسید: دیگر تحویل داده نشد</translation>
    </message>
    <message>
        <source>%1 held: %2, then MaxDeliver %3 reached: not delivered again</source>
        <translation>%1 نگه داشته شد: %2، سپس به سقف MaxDeliver (%3) رسید: دیگر تحویل داده نشد</translation>
    </message>
    <message>
        <source>%1 held, ack lost: %2, then dead-lettered</source>
        <translation>%1 نگه داشته شد، ack از دست رفت: %2، سپس dead-letter شد</translation>
    </message>
    <message>
        <source>%1 held: %2, then dead-lettered</source>
        <translation>%1 نگه داشته شد: %2، سپس dead-letter شد</translation>
    </message>
    <message>
        <source>max.poll.interval.ms %1 exceeded</source>
        <translation>مهلت max.poll.interval.ms %1 سپری شد</translation>
    </message>
    <message>
        <source>session.timeout.ms %1: consumer %2 dead</source>
        <translation>مهلت session.timeout.ms %1: consumer %2 از کار افتاده</translation>
    </message>
    <message>
        <source>%1 · in consumer-%2&apos;s own cache</source>
        <translation>%1، در cache خودِ consumer-%2</translation>
    </message>
    <message>
        <source>%1 · ×%2</source>
        <comment>a cause label shared by %2 alike arrows</comment>
        <translation>%1، %2 مورد</translation>
    </message>
    <message>
        <source>cooperative rebalance: only moved partitions wait</source>
        <translation>در rebalance از نوع cooperative فقط partitionهای جابه‌جاشده منتظر می‌مانند</translation>
    </message>
    <message>
        <source>applied again (first applications %1 – %2)</source>
        <translation>دوباره اعمال شد (بارهای اول از %1 تا %2)</translation>
    </message>
    <message>
        <source>crash · ack waiting for a batch of %1 · requeued at once</source>
        <translation>crash، ack در انتظار دسته‌ای %1تایی بود، بی‌درنگ به صف برگشت</translation>
    </message>
    <message>
        <source>crash · ack waiting for a batch of %1 · %2</source>
        <translation>crash، ack در انتظار دسته‌ای %1تایی بود، %2</translation>
    </message>
    <message>
        <source>%1 waits: an earlier message of its message group is in flight</source>
        <translation>%1 منتظر است: پیام قبلی‌ای از همان message group در حال پردازش (in flight) است</translation>
    </message>
    <message>
        <source>%1 held, handled: its ack was waiting for a batch of %2</source>
        <translation>%1 نگه داشته شد، پردازش شده بود: ack آن در انتظار دسته‌ای %2تایی بود</translation>
    </message>
    <message>
        <source>never read: auto.offset.reset jumped past it at %1</source>
        <translation>هرگز خوانده نشد: auto.offset.reset در %1 از روی آن پرید</translation>
    </message>
    <message>
        <source>applied again (first at %1): the crash came between the business commit and the inbox commit, so the inbox never recorded it</source>
        <translation>دوباره اعمال شد (بار اول در %1): crash بین commit کسب‌وکار و commit مربوط به inbox رخ داد، بنابراین inbox هرگز آن را ثبت نکرد</translation>
    </message>
    <message>
        <source>sent again (first at %1): the email went out before the commit, and the rollback could not take it back</source>
        <translation>دوباره فرستاده شد (بار اول در %1): ایمیل پیش از commit ارسال شده بود و rollback نتوانست آن را پس بگیرد</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineLegend</name>
    <message>
        <source>Timeline legend</source>
        <translation>راهنمای خط زمانی</translation>
    </message>
    <message>
        <source>Consumer offline</source>
        <translation>consumer آفلاین</translation>
    </message>
    <message>
        <source>Crashed and not yet restarted, left the group, or not yet joined.</source>
        <translation>دچار crash شده و هنوز دوباره راه‌اندازی نشده، گروه را ترک کرده، یا هنوز به گروه نپیوسته است.</translation>
    </message>
    <message>
        <source>Message flow</source>
        <translation>جریان پیام</translation>
    </message>
    <message>
        <source>Follows a message from the producer through the broker to a consumer. Double-click a mark to follow its message.</source>
        <translation>مسیر یک پیام را از producer و از طریق broker تا یک consumer دنبال می‌کند. برای دنبال کردن پیامِ یک نشانه، روی آن دوبار کلیک کنید.</translation>
    </message>
    <message>
        <source>Many events</source>
        <translation>رویدادهای متعدد</translation>
    </message>
    <message>
        <source>Too many events to draw one by one: the bar&apos;s height grows with their number; the most severe one keeps its mark. Zoom in to see each.</source>
        <translation>رویدادها برای رسم تک‌به‌تک بیش از حد زیادند: ارتفاع نوار با تعدادشان بیشتر می‌شود و شدیدترین رویداد نشانه‌ی خود را حفظ می‌کند. برای دیدن تک‌تک آن‌ها بزرگ‌نمایی کنید.</translation>
    </message>
    <message>
        <source>Idle time, compressed</source>
        <translation>زمان بی‌کاری، فشرده‌شده</translation>
    </message>
    <message>
        <source>Playhead</source>
        <translation>نشانگر پخش</translation>
    </message>
    <message>
        <source>Replay position; what comes after it is dimmed. Click the ruler to move it.</source>
        <translation>موقعیت بازپخش؛ آنچه پس از آن می‌آید کم‌رنگ نمایش داده می‌شود. برای جابه‌جا کردن آن، روی خط‌کش کلیک کنید.</translation>
    </message>
    <message>
        <source>Cause of a redelivery</source>
        <translation>علت تحویل مجدد</translation>
    </message>
    <message>
        <source>From what made the broker deliver again (a lost ack, a crash, an expired lock, a restart, a rebalance) to the redelivery, labelled with the mechanism and its timeout.</source>
        <translation>از آن‌چه broker را به تحویل دوباره واداشت (ack ازدست‌رفته، crash، lock منقضی‌شده، راه‌اندازی مجدد، rebalance) تا خود تحویل مجدد، با نام سازوکار و timeout آن.</translation>
    </message>
    <message>
        <source>Applied again</source>
        <translation>دوباره اعمال شد</translation>
    </message>
    <message>
        <source>From the first application of an effect to the duplicate that repeats it.</source>
        <translation>از نخستین اعمال یک اثر تا پیام تکراری که آن را تکرار می‌کند.</translation>
    </message>
    <message>
        <source>Handler running</source>
        <translation>handler در حال اجرا</translation>
    </message>
    <message>
        <source>From the handler&apos;s start to its last step; two handlers of one message running at once is a race.</source>
        <translation>از شروع handler تا آخرین گامش؛ دو handler یک پیام که هم‌زمان اجرا شوند یعنی race.</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>handler کند</translation>
    </message>
    <message>
        <source>A handler made slow by a fault (a hanging remote call).</source>
        <translation>handlerی که یک خطا کندش کرده است (یک فراخوانی راه دور که گیر کرده).</translation>
    </message>
    <message>
        <source>Broker waits for the ack</source>
        <translation>broker منتظر ack است</translation>
    </message>
    <message>
        <source>The broker holds a delivery it has not had acked (visibility timeout, peek-lock, AckWait, RabbitMQ until the channel closes); at the solid end it takes it back and delivers it again.</source>
        <translation>broker تحویلی را که هنوز ack نشده نگه می‌دارد (visibility timeout، peek-lock، AckWait، در RabbitMQ تا بسته شدن channel)؛ در انتهای پررنگ آن را پس می‌گیرد و دوباره تحویل می‌دهد.</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>تراکنش</translation>
    </message>
    <message>
        <source>BEGIN to COMMIT in the store.</source>
        <translation>از BEGIN تا COMMIT در پایگاه داده.</translation>
    </message>
    <message>
        <source>Rolled back (undone)</source>
        <translation>rollback شده (برگردانده شد)</translation>
    </message>
    <message>
        <source>A transaction that rolled back: its work was undone.</source>
        <translation>تراکنشی که rollback شد: کارش برگردانده شد.</translation>
    </message>
    <message>
        <source>Cache entry</source>
        <translation>مدخل cache</translation>
    </message>
    <message>
        <source>A message id in the dedup cache, from its set until it expired (dotted end), was evicted, flushed or lost in a crash (red end).</source>
        <translation>شناسه‌ی یک پیام در cache برای deduplication، از ثبت تا وقتی منقضی شد (انتهای نقطه‌چین)، یا بیرون رانده شد، پاک شد یا با crash از دست رفت (انتهای قرمز).</translation>
    </message>
    <message>
        <source>Kafka: waiting for a dead member</source>
        <translation>Kafka: انتظار برای عضوی که از کار افتاده</translation>
    </message>
    <message>
        <source>session.timeout.ms (or max.poll.interval.ms): the group waits before it rebalances, and nobody reads the member&apos;s partitions.</source>
        <translation>session.timeout.ms (یا max.poll.interval.ms): group پیش از rebalance صبر می‌کند و کسی partitionهای آن عضو را نمی‌خواند.</translation>
    </message>
    <message>
        <source>Committed offset</source>
        <translation>offset commit شده</translation>
    </message>
    <message>
        <source>Kafka: the partition&apos;s committed offset, one step per commit; a new owner starts there.</source>
        <translation>Kafka: offset commit شده‌ی partition، یک پله برای هر commit؛ مالک جدید از همان‌جا شروع می‌کند.</translation>
    </message>
    <message>
        <source>Rewind to the commit</source>
        <translation>برگشت به commit</translation>
    </message>
    <message>
        <source>Kafka: a rebalance sends the partition back to its committed offset; every record after it is read again.</source>
        <translation>Kafka: یک rebalance، partition را به offset commit شده‌اش برمی‌گرداند؛ هر رکوردی پس از آن دوباره خوانده می‌شود.</translation>
    </message>
    <message>
        <source>Broker restarting</source>
        <translation>broker در حال راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>The broker is down: nothing is delivered.</source>
        <translation>broker از کار افتاده است: هیچ چیز تحویل داده نمی‌شود.</translation>
    </message>
    <message>
        <source>A long stretch in which nothing happened, squeezed to save room; the ruler gives the time on both sides.</source>
        <translation>بازه‌ای طولانی که در آن هیچ اتفاقی نیفتاد و برای صرفه‌جویی در جا فشرده شده است؛ خط‌کش زمان را در دو سویش نشان می‌دهد.</translation>
    </message>
    <message>
        <source>Broker gave up</source>
        <translation>broker از تحویل دست کشید</translation>
    </message>
    <message>
        <source>A hold with a wide dark end: the broker stopped delivering the message there (dead-lettered, or JetStream&apos;s MaxDeliver reached: the message stays in the stream and is not delivered again).</source>
        <translation>نگه‌داشتنی که انتهایش پهن و تیره است: broker همان‌جا تحویل پیام را متوقف کرد (dead-letter شد، یا به سقف MaxDeliver در JetStream رسید: پیام در stream می‌ماند و دیگر تحویل داده نمی‌شود).</translation>
    </message>
    <message>
        <source>Kafka: a slow member removed</source>
        <translation>Kafka: حذف یک عضو کند</translation>
    </message>
    <message>
        <source>max.poll.interval.ms: the member did not poll again in time (its handler still runs); the group removes it and gives its partitions to another member.</source>
        <translation>مهلت max.poll.interval.ms: عضو به‌موقع دوباره poll نکرد (handler آن هنوز در حال اجراست)؛ گروه آن را حذف می‌کند و partitionهایش را به عضو دیگری می‌دهد.</translation>
    </message>
    <message>
        <source>Skipped by an offset reset</source>
        <translation>جاافتاده با بازنشانی offset</translation>
    </message>
    <message>
        <source>Kafka: from a record nobody read to the auto.offset.reset that moved its consumer past it (latest: to the log end); the record is lost.</source>
        <translation>Kafka: از رکوردی که هیچ‌کس آن را نخواند تا auto.offset.reset که consumer آن را از روی آن عبور داد (latest: تا انتهای log)؛ این رکورد از دست رفته است.</translation>
    </message>
    <message>
        <source>Waiting for its message group</source>
        <translation>در انتظار message group خود</translation>
    </message>
    <message>
        <source>SQS FIFO: the copy was ready, but the broker hands out no more of a message group while one of its messages is in flight; drawn for the message you follow.</source>
        <translation>SQS FIFO: نسخه آماده بود، اما broker تا وقتی یکی از پیام‌های یک message group در حال پردازش (in flight) است، پیام دیگری از آن group تحویل نمی‌دهد؛ برای پیامی که دنبال می‌کنید رسم می‌شود.</translation>
    </message>
    <message>
        <source>Inside your consumer — not observed</source>
        <translation>درون consumer شما — دیده نشده</translation>
    </message>
    <message>
        <source>A check of your own consumer sees only the wire: from the delivery to its ack, kill or cut, the handler runs in your process and its steps are not known. The effects are counted in your database.</source>
        <translation>آزمودن consumer خودتان فقط سیم را می‌بیند: از تحویل تا ack، kill یا قطع اتصالش، handler در فرایند شما اجرا می‌شود و گام‌هایش دانسته نیست. اثرها در پایگاه‌داده‌ی شما شمرده می‌شوند.</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelinePainter</name>
    <message>
        <source>Following %1 (Esc stops)</source>
        <translation>در حال دنبال کردن %1 (Esc برای توقف)</translation>
    </message>
    <message>
        <source>No run to show yet. Run a scenario to draw its timeline.</source>
        <translation>هنوز اجرایی برای نمایش وجود ندارد. یک سناریو را اجرا کنید تا خط زمانی آن رسم شود.</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelinePair</name>
    <message>
        <source>&amp;Upper:</source>
        <translation>بالایی:</translation>
    </message>
    <message>
        <source>&amp;Lower:</source>
        <translation>پایینی:</translation>
    </message>
    <message>
        <source>Compress idle &amp;gaps</source>
        <translation>فشر&amp;ده‌سازی فاصله‌های بی‌کاری</translation>
    </message>
    <message>
        <source>&amp;Fit both</source>
        <translation>نمایش کامل هر &amp;دو</translation>
    </message>
    <message>
        <source>Show both runs from start to end</source>
        <translation>نمایش هر دو اجرا از ابتدا تا انتها</translation>
    </message>
    <message>
        <source>Double-click a mark to follow its message in both timelines.</source>
        <translation>برای دنبال کردن پیامِ یک نشانه در هر دو خط زمانی، روی آن دوبار کلیک کنید.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — no finished run</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — اجرای کامل‌شده‌ای وجود ندارد</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#1b7a2e&apos;&gt;valid&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#1b7a2e&apos;&gt;معتبر&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;invalid&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c62828&apos;&gt;نامعتبر&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 · %3 duplicate side effects · %4 skipped duplicates</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2، %3 اثر جانبی تکراری، %4 تکراری نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Squeeze the stretches idle in both runs (never one that holds a bar or an arrow); both timelines keep one axis.</source>
        <translation>بازه‌هایی را که در هر دو اجرا بیکارند فشرده کن (هرگز بازه‌ای که نوار یا پیکانی دارد)؛ هر دو خط زمانی یک محور مشترک دارند.</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineText</name>
    <message>
        <source>Other step</source>
        <translation>مرحله‌ی دیگر</translation>
    </message>
    <message>
        <source>Enqueued by the broker</source>
        <translation>ورود به صفِ broker</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>انتشار</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>تحویل</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>commit</translation>
    </message>
    <message>
        <source>Cache hit</source>
        <translation>cache hit</translation>
    </message>
    <message>
        <source>Processed</source>
        <translation>پردازش‌شده</translation>
    </message>
    <message>
        <source>Rollback</source>
        <translation>rollback</translation>
    </message>
    <message>
        <source>Dropped by broker deduplication</source>
        <translation>حذف توسط deduplication در broker</translation>
    </message>
    <message>
        <source>Publish retry</source>
        <translation>retry انتشار</translation>
    </message>
    <message>
        <source>Redelivery</source>
        <translation>تحویل مجدد</translation>
    </message>
    <message>
        <source>Store unavailable to the handler</source>
        <translation>پایگاه داده برای handler در دسترس نیست</translation>
    </message>
    <message>
        <source>Publish lost / gave up</source>
        <translation>انتشار از دست رفت / انصراف</translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation>پاک‌سازی cache</translation>
    </message>
    <message>
        <source>Store down / up</source>
        <translation>قطع / وصل شدن پایگاه داده</translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation>rebalance</translation>
    </message>
    <message>
        <source>Skipped duplicate</source>
        <translation>تکراری نادیده‌گرفته‌شده</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>dead-letter شده</translation>
    </message>
    <message>
        <source>Lost ack or connection</source>
        <translation>ack یا اتصالِ از دست رفته</translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation>راه‌اندازی مجدد broker</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>crash</translation>
    </message>
    <message>
        <source>Duplicate side effect</source>
        <translation>اثر جانبی تکراری</translation>
    </message>
    <message>
        <source>The producer sends an event for the first time.</source>
        <translation>producer یک رویداد را برای نخستین بار ارسال می‌کند.</translation>
    </message>
    <message>
        <source>The producer heard no ack and sent the event again.</source>
        <translation>ackی به producer نرسید و رویداد را دوباره ارسال کرد.</translation>
    </message>
    <message>
        <source>A publish that never reached the broker, or a producer that gave up.</source>
        <translation>انتشاری که هرگز به broker نرسید، یا producerی که منصرف شد.</translation>
    </message>
    <message>
        <source>The broker stored a copy of the event.</source>
        <translation>broker یک نسخه از رویداد را ذخیره کرد.</translation>
    </message>
    <message>
        <source>The broker recognised the message id and dropped the copy.</source>
        <translation>broker شناسه‌ی پیام را تشخیص داد و این نسخه را دور انداخت.</translation>
    </message>
    <message>
        <source>The broker hands the message to a consumer for the first time.</source>
        <translation>broker پیام را برای نخستین بار به یک consumer تحویل می‌دهد.</translation>
    </message>
    <message>
        <source>The same message delivered again: lost ack, crash, timeout, restart…</source>
        <translation>همان پیام دوباره تحویل داده شد: ack از دست رفته، crash، timeout، راه‌اندازی مجدد…</translation>
    </message>
    <message>
        <source>The handler&apos;s side effect was applied once, as intended.</source>
        <translation>اثر جانبی handler همان‌طور که انتظار می‌رفت، یک بار اعمال شد.</translation>
    </message>
    <message>
        <source>The side effect was applied again: the customer is charged twice.</source>
        <translation>اثر جانبی دوباره اعمال شد: از مشتری دو بار مبلغ کسر می‌شود.</translation>
    </message>
    <message>
        <source>The consumer recognised a duplicate and did not apply it again.</source>
        <translation>consumer پیام تکراری را تشخیص داد و آن را دوباره اعمال نکرد.</translation>
    </message>
    <message>
        <source>The consumer process died; its open transaction rolled back.</source>
        <translation>فرایند consumer از کار افتاد؛ تراکنش باز آن rollback شد.</translation>
    </message>
    <message>
        <source>Delivered too often: moved to the dead-letter queue.</source>
        <translation>بیش از حد تحویل داده شد: به dead-letter queue منتقل شد.</translation>
    </message>
    <message>
        <source>The database was unavailable; the handler retries later.</source>
        <translation>پایگاه داده در دسترس نبود؛ handler بعداً دوباره تلاش می‌کند.</translation>
    </message>
    <message>
        <source>A transaction committed in the store.</source>
        <translation>یک تراکنش در پایگاه داده commit شد.</translation>
    </message>
    <message>
        <source>A transaction rolled back in the store.</source>
        <translation>یک تراکنش در پایگاه داده rollback شد.</translation>
    </message>
    <message>
        <source>The dedup cache knew the message id.</source>
        <translation>cache مربوط به dedup شناسه‌ی پیام را می‌شناخت.</translation>
    </message>
    <message>
        <source>The broker restarted; unacked deliveries are returned.</source>
        <translation>broker راه‌اندازی مجدد شد؛ تحویل‌های ack نشده برگردانده می‌شوند.</translation>
    </message>
    <message>
        <source>The dedup cache was emptied.</source>
        <translation>cache مربوط به dedup خالی شد.</translation>
    </message>
    <message>
        <source>The store became unavailable, then available again.</source>
        <translation>پایگاه داده از دسترس خارج شد و سپس دوباره در دسترس قرار گرفت.</translation>
    </message>
    <message>
        <source>The consumer group reassigned partitions.</source>
        <translation>consumer group partitionها را دوباره تخصیص داد.</translation>
    </message>
    <message>
        <source>Handler start, cache miss, ack and other steps; shown when zoomed in.</source>
        <translation>شروع handler، cache miss، ack و مراحل دیگر؛ هنگام بزرگ‌نمایی نمایش داده می‌شوند.</translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation>انتشار از دست رفت</translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation>ack انتشار از دست رفت</translation>
    </message>
    <message>
        <source>Publish acked</source>
        <translation>ack انتشار دریافت شد</translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation>انصراف producer</translation>
    </message>
    <message>
        <source>Enqueued</source>
        <translation>ورود به صف</translation>
    </message>
    <message>
        <source>Handler started</source>
        <translation>شروع handler</translation>
    </message>
    <message>
        <source>Cache miss</source>
        <translation>cache miss</translation>
    </message>
    <message>
        <source>Side effect</source>
        <translation>اثر جانبی</translation>
    </message>
    <message>
        <source>Store busy</source>
        <translation>پایگاه داده مشغول</translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation>پایگاه داده در دسترس نیست</translation>
    </message>
    <message>
        <source>Ack sent</source>
        <translation>ack ارسال شد</translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation>ack از دست رفت</translation>
    </message>
    <message>
        <source>Stale ack ignored</source>
        <translation>ack کهنه نادیده گرفته شد</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>راه‌اندازی مجدد</translation>
    </message>
    <message>
        <source>Requeued</source>
        <translation>بازگشت به صف</translation>
    </message>
    <message>
        <source>Broker back</source>
        <translation>بازگشت broker</translation>
    </message>
    <message>
        <source>Store down</source>
        <translation>قطع پایگاه داده</translation>
    </message>
    <message>
        <source>Store up</source>
        <translation>بازگشت پایگاه داده</translation>
    </message>
    <message>
        <source>Consumer joined</source>
        <translation>consumer پیوست</translation>
    </message>
    <message>
        <source>Consumer left</source>
        <translation>consumer خارج شد</translation>
    </message>
    <message>
        <source>Offset commit</source>
        <translation>commit کردن offset</translation>
    </message>
    <message>
        <source>Inbox retention cleanup</source>
        <translation>پاک‌سازی retention در inbox</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>handler کند</translation>
    </message>
    <message>
        <source>Cache set</source>
        <translation>نوشتن در cache</translation>
    </message>
    <message>
        <source>SQL statement</source>
        <translation>دستور SQL</translation>
    </message>
    <message>
        <source>Offset commit failed</source>
        <translation>commit کردن offset ناموفق بود</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>قطع اتصال</translation>
    </message>
    <message>
        <source>first delivery</source>
        <translation>نخستین تحویل</translation>
    </message>
    <message>
        <source>ack lost</source>
        <translation>از دست رفتن ack</translation>
    </message>
    <message>
        <source>crash before ack</source>
        <translation>crash پیش از ack</translation>
    </message>
    <message>
        <source>visibility timeout / lock expired</source>
        <translation>پایان visibility timeout / lock</translation>
    </message>
    <message>
        <source>broker restart</source>
        <translation>راه‌اندازی مجدد broker</translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation>rebalance</translation>
    </message>
    <message>
        <source>producer retry</source>
        <translation>retry از سوی producer</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>قطع اتصال</translation>
    </message>
    <message>
        <source>nack</source>
        <translation>nack</translation>
    </message>
    <message>
        <source>Producer</source>
        <translation>producer</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>broker</translation>
    </message>
    <message>
        <source>Partition %1</source>
        <translation>partition-%1</translation>
    </message>
    <message>
        <source>Consumer %1</source>
        <translation>consumer-%1</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>پایگاه داده</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>cache</translation>
    </message>
    <message>
        <source>%1, attempt %2</source>
        <translation>%1، تلاش %2</translation>
    </message>
    <message>
        <source>%1, delivery %2</source>
        <translation>%1، تحویل %2</translation>
    </message>
    <message>
        <source>Cause: %1</source>
        <translation>علت: %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 در %2</translation>
    </message>
    <message>
        <source>Nothing happened for %1 (compressed)</source>
        <translation>به مدت %1 هیچ اتفاقی نیفتاد (فشرده‌شده)</translation>
    </message>
    <message>
        <source>MaxDeliver reached (advisory)</source>
        <translation>رسیدن به MaxDeliver (advisory)</translation>
    </message>
    <message>
        <source>Static member rejoined</source>
        <translation>بازگشت static member</translation>
    </message>
    <message>
        <source>Offset reset to latest</source>
        <translation>بازنشانی offset به latest</translation>
    </message>
    <message>
        <source>static member rejoined</source>
        <translation>static member دوباره پیوست</translation>
    </message>
    <message>
        <source>Records skipped (offset reset)</source>
        <translation>رکوردهای جاافتاده (بازنشانی offset)</translation>
    </message>
    <message>
        <source>Offset commit refused</source>
        <translation>commit کردن offset رد شد</translation>
    </message>
    <message>
        <source>An ack that never counted, or a dropped connection: the message comes back.</source>
        <translation>ackی که هرگز به حساب نیامد، یا اتصالی که قطع شد: پیام برمی‌گردد.</translation>
    </message>
    <message>
        <source>Kafka refused the offset commit of a member already removed from the group: its records are read again by the partition&apos;s new owner.</source>
        <translation>Kafka درخواست commit کردن offset عضوی را که پیش‌تر از گروه حذف شده بود رد کرد: رکوردهای آن را مالک جدید partition دوباره می‌خواند.</translation>
    </message>
    <message>
        <source>A partition with no committed offset started at the log end (auto.offset.reset latest): the records before it were never read by anyone.</source>
        <translation>partitionی که هیچ offset commit شده‌ای نداشت از انتهای log شروع شد (auto.offset.reset latest): رکوردهای پیش از آن را هیچ‌کس هرگز نخواند.</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineView</name>
    <message>
        <source>Timeline</source>
        <translation>خط زمانی</translation>
    </message>
    <message>
        <source>Every publish, delivery and side effect of the run, one lane per actor.</source>
        <translation>همه‌ی انتشارها، تحویل‌ها و اثرهای جانبی اجرا، با یک مسیر برای هر بازیگر.</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>مسیرها</translation>
    </message>
</context>
<context>
    <name>idem::ui::UiFormat</name>
    <message>
        <source>%1 %</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <source>producer</source>
        <translation>producer</translation>
    </message>
    <message>
        <source>broker</source>
        <translation>broker</translation>
    </message>
    <message>
        <source>store</source>
        <translation>پایگاه داده</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>cache</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>µs</source>
        <comment>unit: microseconds</comment>
        <translation>میکروثانیه</translation>
    </message>
    <message>
        <source>ms</source>
        <comment>unit: milliseconds</comment>
        <translation>میلی‌ثانیه</translation>
    </message>
    <message>
        <source>s</source>
        <comment>unit: seconds</comment>
        <translation>ثانیه</translation>
    </message>
    <message>
        <source>min</source>
        <comment>unit: minutes</comment>
        <translation>دقیقه</translation>
    </message>
    <message>
        <source>h</source>
        <comment>unit: hours</comment>
        <translation>ساعت</translation>
    </message>
    <message>
        <source>d</source>
        <comment>unit: days</comment>
        <translation>روز</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a number and its unit: 30 ms</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a quantity and its unit: virtual time (s)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> · </source>
        <comment>between the items of a line; Persian: a comma, the middle dot reads as the digit zero</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>سناریوی بی‌نام</translation>
    </message>
</context>
<context>
    <name>idem::ui::ViewActions</name>
    <message>
        <source>Zoom in</source>
        <translation>بزرگ‌نمایی</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>کوچک‌نمایی</translation>
    </message>
    <message>
        <source>Fit the whole run</source>
        <translation>نمایش کل اجرا</translation>
    </message>
    <message>
        <source>Pan left</source>
        <translation>جابه‌جایی به چپ</translation>
    </message>
    <message>
        <source>Pan right</source>
        <translation>جابه‌جایی به راست</translation>
    </message>
    <message>
        <source>Compress idle gaps</source>
        <translation>فشرده‌سازی فاصله‌های بی‌کاری</translation>
    </message>
    <message>
        <source>Stop following the message</source>
        <translation>توقف دنبال کردن پیام</translation>
    </message>
    <message>
        <source>Show the legend</source>
        <translation>نمایش راهنما</translation>
    </message>
    <message>
        <source>Show every cause</source>
        <translation>نمایش همه‌ی علت‌ها</translation>
    </message>
    <message>
        <source>Draw the cause arrow of every redelivery and duplicate, not only those of the selected message</source>
        <translation>پیکان علت را برای هر تحویل مجدد و هر پیام تکراری بکش، نه فقط برای پیام انتخاب‌شده</translation>
    </message>
</context>
<context>
    <name>idem::ui::ViolationsModel</name>
    <message>
        <source>note</source>
        <translation>یادداشت</translation>
    </message>
    <message>
        <source>applied ×%1</source>
        <translation>اعمال‌شده ×%1</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>گم‌شده</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>مشکل</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>علت</translation>
    </message>
</context>
<context>
    <name>idem::ui::VocabLabels</name>
    <message>
        <source>Insert an order row</source>
        <translation>درج یک ردیف سفارش</translation>
    </message>
    <message>
        <source>Add 10 to a balance</source>
        <translation>افزودن ۱۰ به موجودی</translation>
    </message>
    <message>
        <source>Upsert the order by key</source>
        <translation>UPSERT سفارش بر اساس کلید</translation>
    </message>
    <message>
        <source>Send an email (outside the transaction)</source>
        <translation>ارسال ایمیل (بیرون از تراکنش)</translation>
    </message>
    <message>
        <source>Stable (from the business key)</source>
        <translation>پایدار (برگرفته از کلید کسب‌وکار)</translation>
    </message>
    <message>
        <source>New GUID per attempt (pitfall)</source>
        <translation>GUID جدید در هر تلاش (دام رایج)</translation>
    </message>
    <message>
        <source>Hash of the content</source>
        <translation>هش محتوا</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Range</translation>
    </message>
    <message>
        <source>Round-robin</source>
        <translation>Round-robin</translation>
    </message>
    <message>
        <source>Eager (revoke all)</source>
        <translation>Eager (پس گرفتن همه)</translation>
    </message>
    <message>
        <source>Cooperative (moved only)</source>
        <translation>Cooperative (فقط جابه‌جاشده‌ها)</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>بلافاصله</translation>
    </message>
    <message>
        <source>Before handling</source>
        <translation>پیش از پردازش</translation>
    </message>
    <message>
        <source>After the side effect, before commit</source>
        <translation>پس از اثر جانبی، پیش از commit</translation>
    </message>
    <message>
        <source>Between the two commits</source>
        <translation>بین دو commit</translation>
    </message>
    <message>
        <source>After commit, before the ack</source>
        <translation>پس از commit، پیش از ack</translation>
    </message>
    <message>
        <source>After the ack, before the cache update</source>
        <translation>پس از ack، پیش از به‌روزرسانی cache</translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation>از دست رفتن ack</translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation>از دست رفتن ack انتشار</translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation>از دست رفتن انتشار</translation>
    </message>
    <message>
        <source>Consumer crash</source>
        <translation>crash کردن consumer</translation>
    </message>
    <message>
        <source>Consumer joins</source>
        <translation>پیوستن consumer</translation>
    </message>
    <message>
        <source>Consumer leaves</source>
        <translation>خروج consumer</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>handler کند</translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation>راه‌اندازی مجدد broker</translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation>پاک‌سازی cache</translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation>پایگاه داده در دسترس نیست</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>قطع اتصال</translation>
    </message>
    <message>
        <source>Cooperative sticky</source>
        <translation>Cooperative sticky</translation>
    </message>
    <message>
        <source>Latest (log end)</source>
        <translation>latest (انتهای log)</translation>
    </message>
    <message>
        <source>Earliest (log start)</source>
        <translation>earliest (ابتدای log)</translation>
    </message>
</context>
<context>
    <name>idem::ui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>فایل</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;اجرا</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>پخش</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>نما</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>اصلی</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>اجرا</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>پخش</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>خط زمانی</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>ویرایش</translation>
    </message>
    <message>
        <source>File</source>
        <translation>فایل</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>راهنما</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>آموزش</translation>
    </message>
</context>
<context>
    <name>idem::ui::WorkshopBrowser</name>
    <message>
        <source>Workshop library</source>
        <translation>کتابخانه‌ی کارگاه</translation>
    </message>
    <message>
        <source>Search the scenarios (title, story, broker, topic)…</source>
        <translation>جست‌وجو در سناریوها (عنوان، داستان، broker، موضوع)…</translation>
    </message>
    <message>
        <source>Pick a scenario to teach. Read the story, ask the room to predict, then open it and run it.</source>
        <translation>یک سناریو برای آموزش انتخاب کنید. داستان را بخوانید، از حاضران بخواهید پیش‌بینی کنند، سپس آن را باز و اجرا کنید.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No scenario matches “%1”.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;هیچ سناریویی با «%1» مطابقت ندارد.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Select a scenario to read its story.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;برای خواندن داستان یک سناریو، آن را انتخاب کنید.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This scenario cannot be read</source>
        <translation>این سناریو قابل خواندن نیست</translation>
    </message>
    <message>
        <source>The story</source>
        <translation>داستان</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>اول پیش‌بینی کنید</translation>
    </message>
    <message>
        <source>What to observe</source>
        <translation>آنچه باید مشاهده شود</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <source>Show what to observe and the lesson</source>
        <translation>نمایش «چه چیزی را ببینید» و درس</translation>
    </message>
</context>
<context>
    <name>idem::ui::WorkshopGuide</name>
    <message>
        <source>Workshop Guide</source>
        <translation>راهنمای کارگاه</translation>
    </message>
    <message>
        <source>&amp;Workshop Guide</source>
        <translation>&amp;راهنمای کارگاه</translation>
    </message>
</context>
</TS>
