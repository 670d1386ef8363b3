<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>BatchCheck</name>
    <message>
        <source>Open or choose a scenario first.</source>
        <translation>Önce bir senaryo açın veya seçin.</translation>
    </message>
    <message>
        <source>The scenario cannot run:
%1</source>
        <translation>Senaryo çalıştırılamıyor:
%1</translation>
    </message>
</context>
<context>
    <name>BrokerProfile</name>
    <message>
        <source>consumer timeout</source>
        <translation>tüketici zaman aşımı</translation>
    </message>
    <message>
        <source>Amazon SQS FIFO</source>
        <translation>Amazon SQS FIFO</translation>
    </message>
    <message>
        <source>visibility timeout</source>
        <translation>görünürlük zaman aşımı</translation>
    </message>
    <message>
        <source>Azure Service Bus</source>
        <translation>Azure Service Bus</translation>
    </message>
    <message>
        <source>peek-lock duration</source>
        <translation>peek-lock süresi</translation>
    </message>
    <message>
        <source>Duplicate detection on MessageId, window 20 s to 7 days (default 10 min); peek-lock 60 s; MaxDeliveryCount 10, then dead-lettered.</source>
        <translation>MessageId üzerinden tekrar tespiti (duplicate detection), pencere 20 s ile 7 gün arası (varsayılan 10 dk); peek-lock 60 s; MaxDeliveryCount 10, ardından mesaj dead-letter kuyruğuna gider.</translation>
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
        <translation>oturum zaman aşımı</translation>
    </message>
    <message>
        <source>The idempotent producer drops only its own retries (producer id + sequence). Consumers resume from the last committed offset after a crash or rebalance: enable.auto.commit true, auto.commit.interval.ms 5000, max.poll.records 500, session.timeout.ms 45000, max.poll.interval.ms 300000.</source>
        <translation>Idempotent üretici (producer) yalnızca kendi yeniden denemelerini eler (producer id + sıra numarası). Tüketiciler bir çökme veya yeniden dengelemeden (rebalance) sonra son commit edilmiş offset&apos;ten devam eder: enable.auto.commit true, auto.commit.interval.ms 5000, max.poll.records 500, session.timeout.ms 45000, max.poll.interval.ms 300000.</translation>
    </message>
    <message>
        <source>RabbitMQ 4.x (quorum queue)</source>
        <translation>RabbitMQ 4.x (quorum kuyruğu)</translation>
    </message>
    <message>
        <source>No publish-side dedup. Unacked messages are requeued at once when the channel or connection closes; consumer_timeout 30 min; quorum queue delivery-limit 20 by default (RabbitMQ 4.0 docs), counting returns: limit L allows L + 1 deliveries, then dead-lettered.</source>
        <translation>Yayım tarafında tekilleştirme (dedup) yok. Onaylanmamış mesajlar, kanal veya bağlantı kapandığında hemen kuyruğa geri konur; consumer_timeout 30 dk; quorum kuyruğunda delivery-limit varsayılan olarak 20 (RabbitMQ 4.0 belgeleri) ve geri dönüşleri sayar: L sınırı L + 1 teslime izin verir, ardından mesaj dead-letter kuyruğuna gider.</translation>
    </message>
    <message>
        <source>RabbitMQ 3.x (quorum queue)</source>
        <translation>RabbitMQ 3.x (quorum kuyruğu)</translation>
    </message>
    <message>
        <source>No publish-side dedup. Unacked messages are requeued at once when the channel or connection closes; consumer_timeout 30 min; no delivery limit unless x-delivery-limit is set (RabbitMQ 3.x docs); limit L allows L + 1 deliveries, then dead-lettered.</source>
        <translation>Yayım tarafında tekilleştirme (dedup) yok. Onaylanmamış mesajlar, kanal veya bağlantı kapandığında hemen kuyruğa geri konur; consumer_timeout 30 dk; x-delivery-limit ayarlanmadıkça teslim sınırı yok (RabbitMQ 3.x belgeleri); L sınırı L + 1 teslime izin verir, ardından mesaj dead-letter kuyruğuna gider.</translation>
    </message>
    <message>
        <source>Nats-Msg-Id duplicate window 2 min; AckWait 30 s; MaxDeliver unlimited (-1) by default; past MaxDeliver the message stays in the stream and one MAX_DELIVERIES advisory is published.</source>
        <translation>Nats-Msg-Id tekrar penceresi 2 dk; AckWait 30 s; MaxDeliver varsayılan olarak sınırsız (-1); MaxDeliver aşılınca mesaj stream&apos;de kalır ve bir MAX_DELIVERIES advisory&apos;si yayımlanır.</translation>
    </message>
    <message>
        <source>MessageDeduplicationId with a fixed 5-minute interval; visibility timeout 30 s; maxReceiveCount of the redrive policy sends to the DLQ (set here to 10). A message group&apos;s next message is not delivered while an earlier one of the group is in flight.</source>
        <translation>Sabit 5 dakikalık aralıkla MessageDeduplicationId; görünürlük zaman aşımı (visibility timeout) 30 sn; redrive policy&apos;deki maxReceiveCount aşılınca mesaj DLQ&apos;ya gider (burada 10). Bir mesaj grubunun sıradaki mesajı, grubun önceki bir mesajı işlemdeyken (in flight) teslim edilmez.</translation>
    </message>
</context>
<context>
    <name>Explainer</name>
    <message>
        <source>%1 was applied %2 times.</source>
        <translation>%1 %2 kez uygulandı.</translation>
    </message>
    <message>
        <source>%1 was applied %2 times (expected once).</source>
        <translation>%1 %2 kez uygulandı (beklenen: bir kez).</translation>
    </message>
    <message>
        <source>%1 was never applied.</source>
        <translation>%1 hiç uygulanmadı.</translation>
    </message>
    <message>
        <source>%1: the producer gave up after %2 attempts; the broker never stored it.</source>
        <translation>%1: üretici %2 denemeden sonra vazgeçti; broker onu hiç saklamadı.</translation>
    </message>
    <message>
        <source>%1: dead-lettered at %2 after %3 deliveries (limit %4); its effect was never applied.</source>
        <translation>%1: %3 teslimden sonra %2 anında dead-letter kuyruğuna taşındı (sınır %4); etkisi hiç uygulanmadı.</translation>
    </message>
    <message>
        <source>%1: message stopped after MaxDeliver at %2 after %3 deliveries (MaxDeliver %4): it stays in the stream unacknowledged, one MAX_DELIVERIES advisory was published, and its effect was never applied.</source>
        <translation>%1: mesaj %3 teslimden sonra %2 anında MaxDeliver&apos;a ulaşıp durdu (MaxDeliver %4): onaylanmadan stream&apos;de kalıyor, bir MAX_DELIVERIES advisory&apos;si yayımlandı ve etkisi hiç uygulanmadı.</translation>
    </message>
    <message>
        <source>The rebalance completed (generation %1): every moved partition starts again at its last committed offset.</source>
        <translation>Yeniden dengeleme tamamlandı (generation %1): taşınan her partition son commit edilmiş offset&apos;inden yeniden başlar.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 (%3).</source>
        <translation>%1, %2 anında çöktü (%3).</translation>
    </message>
    <message>
        <source>%1: dead-lettered at %2 after %3 deliveries: the delivery limit (x-delivery-limit %4) counts returns, not deliveries, so limit %4 allows %5 deliveries and return %3 went over it; its effect was never applied.</source>
        <translation>%1: %3 teslimden sonra %2 anında dead-letter&apos;a taşındı: teslim sınırı (x-delivery-limit %4) teslimleri değil geri dönüşleri sayar, bu yüzden %4 sınırı %5 teslime izin verir ve %3. geri dönüş sınırı aştı; etkisi hiç uygulanmadı.</translation>
    </message>
    <message>
        <source>Offset reset to latest: %1 records skipped, this one among them. It was written to partition %2 (offset %3) at %4; when %5 took the partition at %6 nothing had been committed on it, so with auto.offset.reset latest it started at the log end and no consumer ever read it.</source>
        <translation>Offset latest&apos;e sıfırlandı: %1 kayıt atlandı, bu da onlardan biri. %4 anında %2 numaralı partition&apos;a (offset %3) yazılmıştı; %5, %6 anında partition&apos;ı aldığında üzerinde hiçbir şey commit edilmemişti, bu yüzden auto.offset.reset latest ile log&apos;un sonundan başladı ve hiçbir tüketici onu okumadı.</translation>
    </message>
    <message>
        <source>Static member rejoined (no rebalance): %1 came back at %2 with its group.instance.id within its session (session.timeout.ms %3); it kept its partitions and reads them again from the last committed offsets.</source>
        <translation>Static member yeniden katıldı (yeniden dengeleme yok): %1, %2 anında group.instance.id&apos;siyle oturumu dolmadan (session.timeout.ms %3) geri döndü; partition&apos;larını korudu ve onları son commit edilen offset&apos;lerden yeniden okuyor.</translation>
    </message>
    <message>
        <source>Offset reset to latest: %1 records skipped, never processed by anyone. %2 took partition %3 at %4 with no committed offset on it, so it started at the log end (auto.offset.reset latest).</source>
        <translation>Offset latest&apos;e sıfırlandı: %1 kayıt atlandı, hiçbiri işlenmedi. %2, %4 anında üzerinde commit edilmiş offset olmayan %3 numaralı partition&apos;ı aldı, bu yüzden log&apos;un sonundan başladı (auto.offset.reset latest).</translation>
    </message>
    <message>
        <source>Offset commit refused at %1: %2 had already been removed from the group (its session or poll interval had run out), so the offsets it processed since its last successful commit never count and the partition&apos;s new owner reads those records again.</source>
        <translation>Offset commit&apos;i %1 anında reddedildi: %2 zaten gruptan çıkarılmıştı (oturum süresi ya da poll aralığı dolmuştu), bu yüzden son başarılı commit&apos;inden bu yana işlediği offset&apos;ler hiç sayılmaz ve partition&apos;ın yeni sahibi o kayıtları yeniden okur.</translation>
    </message>
    <message>
        <source>Delivery %1 reached %2 at %3 and was applied at %4.</source>
        <translation>%1. teslimat %3 anında %2 tüketicisine ulaştı ve %4 anında uygulandı.</translation>
    </message>
    <message>
        <source>Delivery %1 reached %2 at %3 and applied it again at %4.</source>
        <translation>%1. teslimat %3 anında %2 tüketicisine ulaştı; tüketici onu %4 anında yeniden uyguladı.</translation>
    </message>
    <message>
        <source>While that handler was still running, delivery %1 reached %2 at %3 and applied it again at %4.</source>
        <translation>O işleyici hâlâ çalışırken %1. teslimat %3 anında %2 tüketicisine ulaştı; tüketici onu %4 anında yeniden uyguladı.</translation>
    </message>
    <message>
        <source>Delivery %1 reached %2 at %3 and applied it at %4, before the first handler&apos;s own application at %5, which became the repeat.</source>
        <translation>%1. teslimat %3 anında %2 tüketicisine ulaştı; tüketici onu %4 anında, ilk işleyicinin %5 anındaki kendi uygulamasından önce uyguladı; tekrar olan o uygulama oldu.</translation>
    </message>
    <message>
        <source>It was applied %1 more times the same way.</source>
        <translation>Aynı şekilde %1 kez daha uygulandı.</translation>
    </message>
    <message>
        <source>%1 had sent the email at %2, outside the database transaction; the store became unavailable at %3, the transaction was rolled back, and the handler&apos;s retry (every %4) ran delivery %5 again once the store was back and sent it again at %6: a rollback cannot unsend an email.</source>
        <translation>%1 e-postayı %2 anında, veritabanı işleminin dışında göndermişti; veritabanı %3 anında kullanılamaz hâle geldi, işlem geri alındı ve işleyicinin yeniden denemesi (her %4) veritabanı geri gelince %5. teslimatı yeniden çalıştırıp e-postayı %6 anında yeniden gönderdi: rollback gönderilmiş bir e-postayı geri alamaz.</translation>
    </message>
    <message>
        <source>The store became unavailable at %1, after %2&apos;s business commit at %3 but before its inbox row was written: the strategy commits them separately, so nothing recorded the message as done between the business commit and the inbox commit. The handler&apos;s retry (every %4) ran delivery %5 again once the store was back, found no inbox row, and applied it again at %6.</source>
        <translation>Veritabanı %1 anında kullanılamaz hâle geldi; %2 tüketicisinin iş commit&apos;i %3 anında yapılmış ama inbox satırı henüz yazılmamıştı: strateji ikisini ayrı commit eder, bu yüzden iş commit&apos;i ile inbox commit&apos;i arasında mesajı tamamlanmış olarak hiçbir şey kaydetmedi. İşleyicinin yeniden denemesi (her %4) veritabanı geri gelince %5. teslimatı yeniden çalıştırdı, inbox satırı bulamadı ve onu %6 anında yeniden uyguladı.</translation>
    </message>
    <message>
        <source>After delivery %1 the broker dead-lettered it at %2 (delivery limit %3).</source>
        <translation>%1. teslimattan sonra broker onu %2 anında dead-letter&apos;a gönderdi (teslimat sınırı %3).</translation>
    </message>
    <message>
        <source>After delivery %1 the server stopped delivering it (MaxDeliver %2) at %3; it stays in the stream unacknowledged.</source>
        <translation>%1. teslimattan sonra sunucu %3 anında onu teslim etmeyi bıraktı (MaxDeliver %2); mesaj ack almadan stream&apos;de kalır.</translation>
    </message>
    <message>
        <source>Its ack from %1 at %2 was lost.</source>
        <translation>%1 tüketicisinin %2 anındaki ack&apos;i kayboldu.</translation>
    </message>
    <message>
        <source>Its ack from %1 was lost at %2 with the connection, so the broker requeued it at once.</source>
        <translation>%1 tüketicisinin ack&apos;i %2 anında bağlantıyla birlikte kayboldu, bu yüzden broker onu hemen kuyruğa geri koydu.</translation>
    </message>
    <message>
        <source>An ack was lost.</source>
        <translation>Bir ack kayboldu.</translation>
    </message>
    <message>
        <source>The broker redelivered it when the %1 (%2) that began with the delivery at %3 ran out at %4.</source>
        <translation>Broker onu, %3 anındaki teslimatla başlayan %1 (%2) %4 anında dolunca yeniden teslim etti.</translation>
    </message>
    <message>
        <source>The broker redelivered it after the %1 (%2).</source>
        <translation>Broker onu %1 (%2) dolduktan sonra yeniden teslim etti.</translation>
    </message>
    <message>
        <source>The broker requeued it at once.</source>
        <translation>Broker onu hemen kuyruğa geri koydu.</translation>
    </message>
    <message>
        <source>The broker handed it out again.</source>
        <translation>Broker onu yeniden teslim etti.</translation>
    </message>
    <message>
        <source>The broker handed it out again once back at %1.</source>
        <translation>Broker %1 anında geri gelince onu yeniden teslim etti.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 (%3) before acking it.</source>
        <translation>%1 onu ack etmeden önce %2 anında çöktü (%3).</translation>
    </message>
    <message>
        <source>%1 crashed before acking it.</source>
        <translation>%1 onu ack etmeden önce çöktü.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 (%3) with it delivered and not yet acked.</source>
        <translation>%1, mesaj teslim edilmiş ve henüz ack edilmemişken %2 anında çöktü (%3).</translation>
    </message>
    <message>
        <source>%1 had handled it, but it acks every %2 messages and that ack was still waiting for the rest of its batch when %1 crashed at %3 (%4).</source>
        <translation>%1 onu işlemişti, ama her %2 mesajda bir ack eder ve %1 %3 anında çöktüğünde (%4) o ack hâlâ batch&apos;inin geri kalanını bekliyordu.</translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (%3) (the handler was too slow): the hold began with the delivery at %4 and ran out at %5, while the first handler was still running (until %6), so the broker handed it out again.</source>
        <translation>%1 onu %2 (%3) içinde ack etmemişti (işleyici çok yavaştı): tutma %4 anındaki teslimatla başladı ve %5 anında doldu, ilk işleyici hâlâ çalışırken (%6 anına kadar); bu yüzden broker onu yeniden teslim etti.</translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker handed it out again while the first handler was still running.</source>
        <translation>%1 onu %2 (%3) içinde ack etmemişti (işleyici çok yavaştı), bu yüzden broker onu ilk işleyici hâlâ çalışırken yeniden teslim etti.</translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker made it visible again at %4; the first handler&apos;s ack at %5 came too late to count, and the copy was handed out at %6.</source>
        <translation>%1 onu %2 (%3) içinde ack etmemişti (işleyici çok yavaştı), bu yüzden broker onu %4 anında yeniden görünür yaptı; ilk işleyicinin %5 anındaki ack&apos;i sayılmak için çok geç geldi ve kopya %6 anında teslim edildi.</translation>
    </message>
    <message>
        <source>%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker made it visible again; the first handler&apos;s ack at %4 came too late to count, and the copy was handed out at %5.</source>
        <translation>%1 onu %2 (%3) içinde ack etmemişti (işleyici çok yavaştı), bu yüzden broker onu yeniden görünür yaptı; ilk işleyicinin %4 anındaki ack&apos;i sayılmak için çok geç geldi ve kopya %5 anında teslim edildi.</translation>
    </message>
    <message>
        <source>The broker restarted at %1 and closed %2&apos;s connection, but its client library still handed out the deliveries it had already read: %2 handled this one at %3 from that buffer, and its ack could not be sent.</source>
        <translation>Broker %1 anında yeniden başladı ve %2 tüketicisinin bağlantısını kapattı, ama istemci kütüphanesi önceden okuduğu teslimatları vermeye devam etti: %2 bunu %3 anında o buffer&apos;dan işledi ve ack&apos;i gönderilemedi.</translation>
    </message>
    <message>
        <source>The broker restarted and closed %1&apos;s connection, but its client library still handed out the deliveries it had already read: %1 handled this one at %2 from that buffer, and its ack could not be sent.</source>
        <translation>Broker yeniden başladı ve %1 tüketicisinin bağlantısını kapattı, ama istemci kütüphanesi önceden okuduğu teslimatları vermeye devam etti: %1 bunu %2 anında o buffer&apos;dan işledi ve ack&apos;i gönderilemedi.</translation>
    </message>
    <message>
        <source>The broker restarted at %1 while %2&apos;s handler was still running (%3 to %4); the connection was gone, so its ack could not be sent.</source>
        <translation>Broker %1 anında yeniden başladı; %2 tüketicisinin işleyicisi hâlâ çalışıyordu (%3 ile %4 arası). Bağlantı gitmişti, bu yüzden ack&apos;i gönderilemedi.</translation>
    </message>
    <message>
        <source>%1 had finished it at %2, but it acks every %3 messages and that ack had not been sent when the broker restarted at %4; the broker took it back as not acknowledged.</source>
        <translation>%1 onu %2 anında bitirmişti, ama her %3 mesajda bir ack eder ve broker %4 anında yeniden başladığında o ack gönderilmemişti; broker onu ack edilmemiş olarak geri aldı.</translation>
    </message>
    <message>
        <source>The broker restarted at %1 and handed out again everything not yet acknowledged.</source>
        <translation>Broker %1 anında yeniden başladı ve henüz ack edilmemiş her şeyi yeniden teslim etti.</translation>
    </message>
    <message>
        <source>The broker restarted and handed out again everything not yet acknowledged.</source>
        <translation>Broker yeniden başladı ve henüz ack edilmemiş her şeyi yeniden teslim etti.</translation>
    </message>
    <message>
        <source>The broker restarted at %1 and, once back at %2, handed out again everything not yet acknowledged.</source>
        <translation>Broker %1 anında yeniden başladı ve %2 anında geri gelince henüz ack edilmemiş her şeyi yeniden teslim etti.</translation>
    </message>
    <message>
        <source>Why it came again:</source>
        <translation>Neden yeniden geldi:</translation>
    </message>
    <message>
        <source>%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when %1 left the queue at %4 (consumer-leave), so the broker requeued every unacked delivery at once.</source>
        <translation>%1 onu %2 anında uygulamıştı, ama her %3 mesajda bir ack eder ve %1 %4 anında kuyruktan ayrıldığında (consumer-leave) o ack henüz gönderilmemişti; bu yüzden broker ack edilmemiş tüm teslimatları hemen kuyruğa geri koydu.</translation>
    </message>
    <message>
        <source>%1 left the queue at %2 (consumer-leave) before its ack was sent, so the broker requeued every unacked delivery at once.</source>
        <translation>%1 ack&apos;i gönderilmeden %2 anında kuyruktan ayrıldı (consumer-leave), bu yüzden broker ack edilmemiş tüm teslimatları hemen kuyruğa geri koydu.</translation>
    </message>
    <message>
        <source>%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when its connection dropped at %4, so the broker requeued every unacked delivery at once.</source>
        <translation>%1 onu %2 anında uygulamıştı, ama her %3 mesajda bir ack eder ve bağlantısı %4 anında koptuğunda o ack henüz gönderilmemişti; bu yüzden broker ack edilmemiş tüm teslimatları hemen kuyruğa geri koydu.</translation>
    </message>
    <message>
        <source>%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when its connection dropped, so the broker requeued every unacked delivery at once.</source>
        <translation>%1 onu %2 anında uygulamıştı, ama her %3 mesajda bir ack eder ve bağlantısı koptuğunda o ack henüz gönderilmemişti; bu yüzden broker ack edilmemiş tüm teslimatları hemen kuyruğa geri koydu.</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped at %2 before its ack (every %3 messages) was sent, so the broker requeued every unacked delivery at once.</source>
        <translation>%1 tüketicisinin bağlantısı ack&apos;i (her %3 mesajda bir) gönderilmeden %2 anında koptu, bu yüzden broker ack edilmemiş tüm teslimatları hemen kuyruğa geri koydu.</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped before its ack (every %2 messages) was sent, so the broker requeued every unacked delivery at once.</source>
        <translation>%1 tüketicisinin bağlantısı ack&apos;i (her %2 mesajda bir) gönderilmeden koptu, bu yüzden broker ack edilmemiş tüm teslimatları hemen kuyruğa geri koydu.</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped at %2 before its ack was sent.</source>
        <translation>%1 tüketicisinin bağlantısı ack&apos;i gönderilmeden %2 anında koptu.</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped before its ack was sent.</source>
        <translation>%1 tüketicisinin bağlantısı ack&apos;i gönderilmeden koptu.</translation>
    </message>
    <message>
        <source>The producer&apos;s publish ack was lost at %1, so when its publish timeout (%2) ran out it published again at %3 (attempt %4).</source>
        <translation>Üreticinin publish ack&apos;i %1 anında kayboldu, bu yüzden publish zaman aşımı (%2) dolunca %3 anında yeniden yayımladı (%4. deneme).</translation>
    </message>
    <message>
        <source>The producer&apos;s publish ack was lost, so when its publish timeout (%1) ran out it published again at %2 (attempt %3).</source>
        <translation>Üreticinin publish ack&apos;i kayboldu, bu yüzden publish zaman aşımı (%1) dolunca %2 anında yeniden yayımladı (%3. deneme).</translation>
    </message>
    <message>
        <source>The producer&apos;s publish ack was lost at %1, so it published again (attempt %2).</source>
        <translation>Üreticinin publish ack&apos;i %1 anında kayboldu, bu yüzden yeniden yayımladı (%2. deneme).</translation>
    </message>
    <message>
        <source>The producer&apos;s publish ack was lost, so it published again (attempt %1).</source>
        <translation>Üreticinin publish ack&apos;i kayboldu, bu yüzden yeniden yayımladı (%1. deneme).</translation>
    </message>
    <message>
        <source>It went out as a new send by the application, a new record: enable.idempotence only drops the client library&apos;s own retries of a batch (same producer id and sequence number).</source>
        <translation>Uygulamanın yeni bir gönderimi, yeni bir kayıt olarak çıktı: enable.idempotence yalnızca istemci kütüphanesinin bir batch için kendi yeniden denemelerini düşürür (aynı producer id ve sequence number).</translation>
    </message>
    <message>
        <source>It went out with a new message id (new-per-attempt), which the broker&apos;s duplicate detection cannot recognise.</source>
        <translation>Yeni bir message id ile (new-per-attempt) çıktı; broker&apos;ın tekrar algılaması bunu tanıyamaz.</translation>
    </message>
    <message>
        <source>This broker has no publish-side duplicate detection.</source>
        <translation>Bu broker&apos;ın yayımlama tarafında tekrar algılaması yok.</translation>
    </message>
    <message>
        <source>It went out after the broker&apos;s %1 duplicate-detection window had passed.</source>
        <translation>Broker&apos;ın %1 tekrar algılama penceresi geçtikten sonra çıktı.</translation>
    </message>
    <message>
        <source>The message was rejected and requeued.</source>
        <translation>Mesaj reddedildi ve kuyruğa geri kondu.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 and came back at %3 within session.timeout.ms (%4): static member rejoined (no rebalance) with its group.instance.id, kept its partitions and re-read them from the last committed offset.</source>
        <translation>%1 %2 anında çöktü ve %3 anında session.timeout.ms (%4) içinde geri geldi: statik üye group.instance.id&apos;siyle yeniden katıldı (rebalance olmadan), partition&apos;larını korudu ve onları son commit edilmiş offset&apos;ten yeniden okudu.</translation>
    </message>
    <message>
        <source>The partition&apos;s owner re-read it from the last committed offset (auto-commit every %1).</source>
        <translation>Partition&apos;ın sahibi mesajı son commit edilmiş offset&apos;ten yeniden okudu (%1 aralıkla otomatik commit).</translation>
    </message>
    <message>
        <source>The partition&apos;s owner re-read it from the last committed offset (offsets committed after each batch).</source>
        <translation>Partition&apos;ın sahibi mesajı son commit edilmiş offset&apos;ten yeniden okudu (offset&apos;ler her batch&apos;ten sonra commit edilir).</translation>
    </message>
    <message>
        <source>Partition %1&apos;s last commit was offset %2, at %3 by %4.</source>
        <translation>%1 numaralı partition&apos;ın son commit&apos;i offset %2 idi; %3 anında %4 tarafından yapıldı.</translation>
    </message>
    <message>
        <source>Nothing had been committed on partition %1 yet (offset %2).</source>
        <translation>Partition %1 üzerinde henüz hiçbir şey commit edilmemişti (offset %2).</translation>
    </message>
    <message>
        <source>%1 had read on to offset %2, so %3 re-read offsets %4–%5, and this record (offset %6) a second time.</source>
        <translation>%1, %2 numaralı offset&apos;e kadar okumuştu; bu yüzden %3 %4–%5 offset&apos;lerini ve bu kaydı (offset %6) ikinci kez okudu.</translation>
    </message>
    <message>
        <source>A handler took longer than max.poll.interval.ms (%1), so its consumer was removed from the group while still working; its offset commit failed, it rejoined at %2, and the group rebalanced.</source>
        <translation>Bir işleyici max.poll.interval.ms (%1) süresinden uzun sürdü, bu yüzden tüketicisi hâlâ çalışırken gruptan çıkarıldı; offset commit&apos;i başarısız oldu, %2 anında gruba yeniden katıldı ve grup yeniden dengelendi.</translation>
    </message>
    <message>
        <source>Cooperative rebalance, revoked in round 1, assigned in round 2: the first round took the partition from its owner, which rejoined at once; the second round, at %1, assigned it to its new owner.</source>
        <translation>Cooperative rebalance, 1. turda geri alındı, 2. turda atandı: ilk tur partition&apos;ı sahibinden aldı, sahibi hemen yeniden katıldı; ikinci tur %1 anında onu yeni sahibine atadı.</translation>
    </message>
    <message>
        <source>%1 crashed at %2 and came back at %3 as a new member; the group waited until the crashed member expired after session timeout (%4 after its last heartbeat) and rebalanced at %5.</source>
        <translation>%1 %2 anında çöktü ve %3 anında yeni bir üye olarak geri geldi; grup çöken üyenin oturum zaman aşımıyla (son heartbeat&apos;inden %4 sonra) düşmesini bekledi ve %5 anında yeniden dengelendi.</translation>
    </message>
    <message>
        <source>A consumer joined at %1, and the group rebalanced.</source>
        <translation>Bir tüketici %1 anında katıldı ve grup yeniden dengelendi.</translation>
    </message>
    <message>
        <source>A consumer left at %1, and the group rebalanced.</source>
        <translation>Bir tüketici %1 anında ayrıldı ve grup yeniden dengelendi.</translation>
    </message>
    <message>
        <source>A static member left without a LeaveGroup; member expired after session timeout (%1 after its last heartbeat), and the group rebalanced at %2.</source>
        <translation>Statik bir üye LeaveGroup göndermeden ayrıldı; üye oturum zaman aşımıyla (son heartbeat&apos;inden %1 sonra) düştü ve grup %2 anında yeniden dengelendi.</translation>
    </message>
    <message>
        <source>%1 crashed at %2, while the group was already rebalancing: %3 (crashed at %4) had expired at %5; the rebalance waited until %1&apos;s member expired after session timeout (%6 after its last heartbeat) as well, and completed at %7.</source>
        <translation>%1 %2 anında çöktü; grup zaten yeniden dengeleniyordu: %3 (%4 anında çökmüştü) %5 anında düşmüştü. Yeniden dengeleme %1 tüketicisinin grup üyeliğinin de oturum zaman aşımıyla (son heartbeat&apos;inden %6 sonra) düşmesini bekledi ve %7 anında tamamlandı.</translation>
    </message>
    <message>
        <source>%1 crashed at %2; member expired after session timeout (%3 after its last heartbeat), the group began to rebalance at %4; the rebalance completed only at %5, once %6 (crashed at %7) had expired as well.</source>
        <translation>%1 %2 anında çöktü; üye oturum zaman aşımıyla (son heartbeat&apos;inden %3 sonra) düştü ve grup %4 anında yeniden dengelenmeye başladı; yeniden dengeleme ancak %6 (%7 anında çökmüştü) de düştükten sonra, %5 anında tamamlandı.</translation>
    </message>
    <message>
        <source>%1 crashed at %2; member expired after session timeout (%3 after its last heartbeat), and the group rebalanced at %4.</source>
        <translation>%1 %2 anında çöktü; üye oturum zaman aşımıyla (son heartbeat&apos;inden %3 sonra) düştü ve grup %4 anında yeniden dengelendi.</translation>
    </message>
    <message>
        <source>%1&apos;s handler (running %2 to %3) took longer than max.poll.interval.ms (%4), so %1 was removed from the group at %5 while still working.</source>
        <translation>%1 tüketicisinin işleyicisi (%2 ile %3 arası çalıştı) max.poll.interval.ms (%4) süresinden uzun sürdü, bu yüzden %1 hâlâ çalışırken %5 anında gruptan çıkarıldı.</translation>
    </message>
    <message>
        <source>A handler of %1 took longer than max.poll.interval.ms (%2), so %1 was removed from the group at %3 while still working (its offset commit failed when it was done, at %4).</source>
        <translation>%1 tüketicisinin bir işleyicisi max.poll.interval.ms (%2) süresinden uzun sürdü, bu yüzden %1 hâlâ çalışırken %3 anında gruptan çıkarıldı (işi bittiğinde, %4 anında, offset commit&apos;i başarısız oldu).</translation>
    </message>
    <message>
        <source>A handler took longer than max.poll.interval.ms (%1), so its consumer was removed from the group at %2 while still working.</source>
        <translation>Bir işleyici max.poll.interval.ms (%1) süresinden uzun sürdü, bu yüzden tüketicisi hâlâ çalışırken %2 anında gruptan çıkarıldı.</translation>
    </message>
    <message>
        <source>%1 had read it, then crashed at %2 before its offset was committed, and its progress died with it; the round that started at %3 could complete only once %1&apos;s session (session.timeout.ms %4) had expired, at %5.</source>
        <translation>%1 onu okumuştu, sonra offset&apos;i commit edilmeden %2 anında çöktü ve ilerlemesi onunla birlikte yok oldu; %3 anında başlayan tur ancak %1 tüketicisinin oturumu (session.timeout.ms %4) düştükten sonra, %5 anında tamamlanabildi.</translation>
    </message>
    <message>
        <source>%1 had read it, then crashed at %2 before its offset was committed, and its progress died with it; the round that started at %3 completed at %4.</source>
        <translation>%1 onu okumuştu, sonra offset&apos;i commit edilmeden %2 anında çöktü ve ilerlemesi onunla birlikte yok oldu; %3 anında başlayan tur %4 anında tamamlandı.</translation>
    </message>
    <message>
        <source>The strategy &quot;none&quot; does not deduplicate.</source>
        <translation>&quot;none&quot; stratejisi tekrarları ayıklamaz.</translation>
    </message>
    <message>
        <source>The copy carried a new message id (new-per-attempt), so no message-id deduplication could recognise it.</source>
        <translation>Kopya yeni bir message id taşıyordu (new-per-attempt), bu yüzden message id&apos;ye dayalı hiçbir tekrar ayıklama onu tanıyamazdı.</translation>
    </message>
    <message>
        <source>The email is sent outside the database transaction, before the inbox row is committed.</source>
        <translation>E-posta veritabanı işleminin dışında, inbox satırı commit edilmeden önce gönderilir.</translation>
    </message>
    <message>
        <source>Natural idempotency needs an idempotent operation, and &quot;balance += 10&quot; is not one.</source>
        <translation>Doğal idempotency idempotent bir işlem gerektirir ve &quot;balance += 10&quot; öyle değildir.</translation>
    </message>
    <message>
        <source>Natural idempotency needs an idempotent operation, and &quot;%1&quot; is not one.</source>
        <translation>Doğal idempotency idempotent bir işlem gerektirir ve &quot;%1&quot; öyle değildir.</translation>
    </message>
    <message>
        <source>Its inbox row had been deleted by the retention cleanup at %1 (retention %2) before the duplicate arrived.</source>
        <translation>Inbox satırı, tekrar gelmeden önce %1 anında saklama temizliği tarafından silinmişti (saklama süresi %2).</translation>
    </message>
    <message>
        <source>%1 crashed between the business commit and the inbox commit, so the inbox never recorded it.</source>
        <translation>%1 iş commit&apos;i ile inbox commit&apos;i arasında çöktü, bu yüzden inbox onu hiç kaydetmedi.</translation>
    </message>
    <message>
        <source>Claim first counts on the inbox&apos;s unique key to refuse a second claim; without a unique key on inbox, %1&apos;s claim at %2 inserted a second row for the message id, although %3 had claimed it at %4 and committed at %5.</source>
        <translation>Önce sahiplenme (claim first), ikinci bir sahiplenmeyi reddetmek için inbox&apos;ın benzersiz anahtarına güvenir; inbox&apos;ta benzersiz anahtar olmadan %1 tüketicisinin %2 anındaki sahiplenmesi message id için ikinci bir satır ekledi, oysa %3 onu %4 anında sahiplenmiş ve %5 anında commit etmişti.</translation>
    </message>
    <message>
        <source>Claim first counts on the inbox&apos;s unique key to refuse a second claim; without a unique key on inbox, both claims of the message id succeeded: %1&apos;s at %2 and %3&apos;s at %4 (the first commit came at %5).</source>
        <translation>Önce sahiplenme (claim first), ikinci bir sahiplenmeyi reddetmek için inbox&apos;ın benzersiz anahtarına güvenir; inbox&apos;ta benzersiz anahtar olmadan message id&apos;nin iki sahiplenmesi de başarılı oldu: %1 tüketicisininki %2 anında, %3 tüketicisininki %4 anında (ilk commit %5 anında geldi).</translation>
    </message>
    <message>
        <source>Both handlers checked the inbox before either committed, and without the unique key on inbox both commits succeeded (race).</source>
        <translation>İki işleyici de herhangi biri commit etmeden önce inbox&apos;ı kontrol etti ve inbox&apos;ta benzersiz anahtar olmadığından iki commit de başarılı oldu (yarış).</translation>
    </message>
    <message>
        <source>The duplicate checked the inbox before the first transaction had committed (race).</source>
        <translation>Tekrar, ilk işlem commit edilmeden önce inbox&apos;ı kontrol etti (yarış).</translation>
    </message>
    <message>
        <source>The strategy did not recognise it.</source>
        <translation>Strateji onu tanımadı.</translation>
    </message>
    <message>
        <source>%1&apos;s check at %2 found nothing, and %3&apos;s check at %4 found nothing either, because %1&apos;s handler (running %5 to %6) had not committed yet; the first commit came only at %7.</source>
        <translation>%1 tüketicisinin %2 anındaki kontrolü hiçbir şey bulmadı, %3 tüketicisinin %4 anındaki kontrolü de bulmadı, çünkü %1 tüketicisinin işleyicisi (%5 ile %6 arası çalıştı) henüz commit etmemişti; ilk commit ancak %7 anında geldi.</translation>
    </message>
    <message>
        <source>Its id had expired from the cache (TTL %1) before the duplicate arrived.</source>
        <translation>Kimliğinin önbellekteki süresi tekrar gelmeden önce dolmuştu (TTL %1).</translation>
    </message>
    <message>
        <source>Its id had been evicted from the cache (capacity %1 entries).</source>
        <translation>Kimliği önbellekten çıkarılmıştı (kapasite %1 girdi).</translation>
    </message>
    <message>
        <source>The cache was flushed before the duplicate arrived.</source>
        <translation>Önbellek, tekrar gelmeden önce temizlenmişti.</translation>
    </message>
    <message>
        <source>The in-process cache died with %1&apos;s crash.</source>
        <translation>Süreç içi önbellek %1 tüketicisinin çöküşüyle yok oldu.</translation>
    </message>
    <message>
        <source>%1 crashed (%2) before it stored the id in the cache, which is not atomic with the business commit.</source>
        <translation>%1 kimliği önbelleğe yazmadan önce çöktü (%2); bu yazma iş commit&apos;iyle atomik değildir.</translation>
    </message>
    <message>
        <source>The first handler had not finished yet when the duplicate checked the cache (check-then-act race).</source>
        <translation>Tekrar önbelleği kontrol ettiğinde ilk işleyici henüz bitmemişti (check-then-act yarışı).</translation>
    </message>
    <message>
        <source>%1 put the id into the cache only at %2, when its handler was done, after %3&apos;s lookup at %4.</source>
        <translation>%1 kimliği önbelleğe ancak %2 anında, işleyicisi bitince koydu; bu, %3 tüketicisinin %4 anındaki aramasından sonraydı.</translation>
    </message>
    <message>
        <source>%1&apos;s in-process cache cannot know what %2 processed.</source>
        <translation>%1 tüketicisinin süreç içi önbelleği %2 tüketicisinin neyi işlediğini bilemez.</translation>
    </message>
    <message>
        <source>The id was not in the cache.</source>
        <translation>Kimlik önbellekte değildi.</translation>
    </message>
    <message>
        <source>It was cached at %1 and expired at %2, %3 before the duplicate&apos;s lookup at %4.</source>
        <translation>%1 anında önbelleğe alındı ve %2 anında süresi doldu; bu, tekrarın %4 anındaki aramasından %3 önceydi.</translation>
    </message>
    <message>
        <source>It was cached at %1 and flushed at %2.</source>
        <translation>%1 anında önbelleğe alındı ve %2 anında temizlendi.</translation>
    </message>
    <message>
        <source>It was cached at %1.</source>
        <translation>%1 anında önbelleğe alındı.</translation>
    </message>
    <message>
        <source>It was cached at %1 and lost at %2.</source>
        <translation>%1 anında önbelleğe alındı ve %2 anında kayboldu.</translation>
    </message>
    <message>
        <source>It was cached at %1; newer ids pushed it out before the duplicate&apos;s lookup at %2.</source>
        <translation>%1 anında önbelleğe alındı; daha yeni kimlikler onu tekrarın %2 anındaki aramasından önce dışarı itti.</translation>
    </message>
    <message>
        <source>Delivery %1 to %2 at %3 was skipped as a duplicate (%4) although no effect had been committed: the id was recorded but the work was not.</source>
        <translation>%2 tüketicisine giden %1. teslimat %3 anında tekrar olarak atlandı (%4), oysa hiçbir etki commit edilmemişti: kimlik kaydedilmiş ama iş yapılmamıştı.</translation>
    </message>
    <message>
        <source>The id went into the cache before the commit (cacheWrite before-commit), then %1 crashed at %2 (%3) and SQLite rolled the work back.</source>
        <translation>Kimlik commit&apos;ten önce önbelleğe girdi (cacheWrite before-commit), sonra %1 %2 anında çöktü (%3) ve SQLite işi geri aldı.</translation>
    </message>
    <message>
        <source>No consumer ever handled it: none was left to take the queue.</source>
        <translation>Hiçbir tüketici onu işlemedi: kuyruğu alacak kimse kalmamıştı.</translation>
    </message>
    <message>
        <source>Every handling of it was interrupted before its commit.</source>
        <translation>Her işlenişi commit&apos;inden önce kesildi.</translation>
    </message>
    <message>
        <source>It never reached a handler: each delivery was still waiting in a prefetch buffer, behind a message whose handler did not finish, when the broker took it back.</source>
        <translation>Hiçbir işleyiciye ulaşmadı: broker her teslimatı geri aldığında, teslimat işleyicisi bitmeyen bir mesajın arkasında prefetch buffer&apos;ında hâlâ bekliyordu.</translation>
    </message>
    <message>
        <source>This is how each delivery ended.</source>
        <translation>Her teslimat şöyle bitti.</translation>
    </message>
    <message>
        <source>Delivery %1 at %2: %3 crashed at %4 (%5).</source>
        <translation>%2 anındaki %1. teslimat: %3 %4 anında çöktü (%5).</translation>
    </message>
    <message>
        <source>Delivery %1 at %2: applied, its ack lost at %3.</source>
        <translation>%2 anındaki %1. teslimat: uygulandı, ack&apos;i %3 anında kayboldu.</translation>
    </message>
    <message>
        <source>Delivery %1 at %2: skipped as a duplicate, not acknowledged in time.</source>
        <translation>%2 anındaki %1. teslimat: tekrar olarak atlandı, zamanında ack edilmedi.</translation>
    </message>
    <message>
        <source>Delivery %1 at %2: not acknowledged in time.</source>
        <translation>%2 anındaki %1. teslimat: zamanında ack edilmedi.</translation>
    </message>
    <message>
        <source>%1 more deliveries are not listed here.</source>
        <translation>%1 teslimat daha burada listelenmedi.</translation>
    </message>
    <message>
        <source>This was the first delivery; its handler ran from %1 to %2.</source>
        <translation>Bu ilk teslimattı; işleyicisi %1 ile %2 arasında çalıştı.</translation>
    </message>
    <message>
        <source>%1 applied that copy first, at %2; this handler applied it again at %3.</source>
        <translation>%1 o kopyayı önce, %2 anında uyguladı; bu işleyici onu %3 anında yeniden uyguladı.</translation>
    </message>
    <message>
        <source>Delivery %1 had reached %2 at %3 but was still waiting in its prefetch buffer, never processed.</source>
        <translation>%1. teslimat %3 anında %2 tüketicisine ulaşmıştı ama prefetch buffer&apos;ında hâlâ bekliyordu, hiç işlenmedi.</translation>
    </message>
    <message>
        <source>The broker stamps this copy redelivered although no handler had seen it.</source>
        <translation>Broker bu kopyayı hiçbir işleyici görmemiş olsa da redelivered olarak işaretler.</translation>
    </message>
    <message>
        <source>A consumer-group rebalance started at %1.</source>
        <translation>Bir tüketici grubu yeniden dengelemesi %1 anında başladı.</translation>
    </message>
    <message>
        <source>Every delivery it had not acked comes back at once: its channel closed.</source>
        <translation>Ack etmediği her teslimat hemen geri gelir: kanalı kapandı.</translation>
    </message>
    <message>
        <source>Every delivery it had not acked comes back after the %1 (%2).</source>
        <translation>Ack etmediği her teslimat %1 (%2) dolduktan sonra geri gelir.</translation>
    </message>
    <message>
        <source>It owned partition %1, committed up to offset %2 at %3, and had read on to offset %4.</source>
        <translation>%1 numaralı partition&apos;ın sahibiydi, %3 anında %2 numaralı offset&apos;e kadar commit etmişti ve %4 numaralı offset&apos;e kadar okumuştu.</translation>
    </message>
    <message>
        <source>It owned partition %1, committed up to offset %2, and had read on to offset %3.</source>
        <translation>%1 numaralı partition&apos;ın sahibiydi, %2 numaralı offset&apos;e kadar commit etmişti ve %3 numaralı offset&apos;e kadar okumuştu.</translation>
    </message>
    <message>
        <source>After the group rebalanced, %1 read partition %2 again from offset %3 at %4, so offsets %3–%5 were processed twice.</source>
        <translation>Grup yeniden dengelendikten sonra %1, %2 numaralı partition&apos;ı %4 anında %3 numaralı offset&apos;ten yeniden okudu; bu yüzden %3–%5 offset&apos;leri iki kez işlendi.</translation>
    </message>
    <message>
        <source>The broker and its group coordinator restarted at %1; it was back at %2. The coordinator loaded the group back from __consumer_offsets with its members and generation: no rebalance, every consumer goes on from its own position, nothing is read twice.</source>
        <translation>Broker ve grup koordinatörü %1 anında yeniden başladı; %2 anında geri geldi. Koordinatör grubu üyeleri ve generation&apos;ıyla __consumer_offsets&apos;ten geri yükledi: rebalance yok, her tüketici kendi konumundan devam eder, hiçbir şey iki kez okunmaz.</translation>
    </message>
    <message>
        <source>The broker and its group coordinator restarted at %1. The coordinator loaded the group back from __consumer_offsets with its members and generation: no rebalance, every consumer goes on from its own position, nothing is read twice.</source>
        <translation>Broker ve grup koordinatörü %1 anında yeniden başladı. Koordinatör grubu üyeleri ve generation&apos;ıyla __consumer_offsets&apos;ten geri yükledi: rebalance yok, her tüketici kendi konumundan devam eder, hiçbir şey iki kez okunmaz.</translation>
    </message>
    <message>
        <source>The broker restarted at %1; it was back at %2.</source>
        <translation>Broker %1 anında yeniden başladı; %2 anında geri geldi.</translation>
    </message>
    <message>
        <source>The broker restarted at %1.</source>
        <translation>Broker %1 anında yeniden başladı.</translation>
    </message>
    <message>
        <source>It closed every connection and took back the %1 deliveries not yet acknowledged (%2); it hands them out again, with the redelivered flag, once back.</source>
        <translation>Tüm bağlantıları kapattı ve henüz ack edilmemiş %1 teslimatı geri aldı (%2); geri gelince onları redelivered bayrağıyla yeniden teslim eder.</translation>
    </message>
    <message>
        <source>It closed every connection and took back the %1 deliveries not yet acknowledged; it hands them out again, with the redelivered flag, once back.</source>
        <translation>Tüm bağlantıları kapattı ve henüz ack edilmemiş %1 teslimatı geri aldı; geri gelince onları redelivered bayrağıyla yeniden teslim eder.</translation>
    </message>
    <message>
        <source>The client libraries still handed out what they had already read (consumers.drainBufferAfterBrokerClose): %1 acks for those could not be sent, so those messages come back too.</source>
        <translation>İstemci kütüphaneleri önceden okuduklarını vermeye devam etti (consumers.drainBufferAfterBrokerClose): bunlar için %1 ack gönderilemedi, bu yüzden o mesajlar da geri gelir.</translation>
    </message>
    <message>
        <source>%1: delivery %2 to %3 (%4).</source>
        <translation>%1: %3 tüketicisine %2. teslimat (%4).</translation>
    </message>
    <message>
        <source>Applied at %1.</source>
        <translation>%1 anında uygulandı.</translation>
    </message>
    <message>
        <source>Store unavailable at %1, applied again by the retry at %2.</source>
        <translation>Veritabanı %1 anında kullanılamazdı; yeniden deneme onu %2 anında yeniden uyguladı.</translation>
    </message>
    <message>
        <source>Skipped by %1.</source>
        <translation>%1 tarafından atlandı.</translation>
    </message>
    <message>
        <source>Crashed (%1).</source>
        <translation>Çöktü (%1).</translation>
    </message>
    <message>
        <source>Ack lost.</source>
        <translation>Ack kayboldu.</translation>
    </message>
    <message>
        <source>Why it waited: it was ready at %1 but handed out only at %2, because %3 of the same message group was in flight until %4; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again).</source>
        <translation>Neden bekledi: %1 anında hazırdı ama ancak %2 anında verildi, çünkü aynı mesaj grubundan %3 %4 anına kadar işlemdeydi (in flight); SQS FIFO, bir mesaj grubunun mesajlarından biri işlemdeyken (in flight: alınmış, henüz silinmemiş ya da yeniden görünür olmamış) o gruptan başka mesaj vermez.</translation>
    </message>
    <message>
        <source>Why it waited: it was ready at %1 but handed out only at %2, because %3 of the same message group were in flight until %4; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again).</source>
        <translation>Neden bekledi: %1 anında hazırdı ama ancak %2 anında verildi, çünkü aynı mesaj grubundan %3 %4 anına kadar işlemdeydi (in flight); SQS FIFO, bir mesaj grubunun mesajlarından biri işlemdeyken (in flight: alınmış, henüz silinmemiş ya da yeniden görünür olmamış) o gruptan başka mesaj vermez.</translation>
    </message>
    <message>
        <source>Why it waited: it was ready at %1 but handed out only at %2, because an earlier copy of it was in flight until %3; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again).</source>
        <translation>Neden bekledi: %1 anında hazırdı ama ancak %2 anında verildi, çünkü kendisinin daha önceki bir kopyası %3 anına kadar işlemdeydi (in flight); SQS FIFO, bir mesaj grubunun mesajlarından biri işlemdeyken (in flight: alınmış, henüz silinmemiş ya da yeniden görünür olmamış) o gruptan başka mesaj vermez.</translation>
    </message>
    <message>
        <source>Deliveries held back by their message group: %1 (a group&apos;s next message is not delivered while an earlier one is in flight). The longest wait was %2&apos;s, %3.</source>
        <translation>Mesaj grupları tarafından bekletilen teslimler: %1 (bir grubun sonraki mesajı, öncekisi işlemdeyken teslim edilmez). En uzun bekleyen %2 oldu, %3.</translation>
    </message>
    <message>
        <source>Offset reset to latest past a record in hand: %1 records skipped, this one among them. Delivery %2 to %3 at %4 ended at %5 before its offset was committed (partition %6, offset %7); when %8 took the partition at %9 nothing had been committed on it, so with auto.offset.reset latest it started at the log end and no consumer read the record again.</source>
        <translation>Offset latest&apos;e sıfırlandı ve elde tutulan bir kaydın üzerinden geçti: %1 kayıt atlandı, bu da onlardan biri. %3 tüketicisine %4 anındaki %2. teslimat, offset&apos;i commit edilmeden önce %5 anında sona erdi (partition %6, offset %7); %8, %9 anında partition&apos;ı aldığında üzerinde hiçbir şey commit edilmemişti, bu yüzden auto.offset.reset latest ile log&apos;un sonundan başladı ve hiçbir tüketici kaydı yeniden okumadı.</translation>
    </message>
    <message>
        <source>Its last handling, delivery %1 to %2 at %3, ended at %4 before its commit, and the broker had no consumer left to hand it to again: the last one, %5, left at %6.</source>
        <translation>Son işlenişi, %2 tüketicisine %3 anındaki %1. teslimat, commit&apos;inden önce %4 anında sona erdi ve broker&apos;ın onu yeniden verecek tüketicisi kalmamıştı: sonuncusu, %5, %6 anında ayrıldı.</translation>
    </message>
    <message>
        <source>Your database holds %1 %2 times (expected once). What your consumer did with each delivery happened in your own code and was not observed; this is what the wire carried.</source>
        <translation>Veritabanınız %1 kaydını %2 kez tutuyor (beklenen: bir kez). Tüketicinizin her teslimatla yaptığı kendi kodunuzda oldu ve gözlenmedi; hattın taşıdığı budur.</translation>
    </message>
    <message>
        <source>Your database holds no effect of %1. What your consumer did with each delivery happened in your own code and was not observed; this is what the wire carried.</source>
        <translation>Veritabanınızda %1 için hiçbir etki yok. Tüketicinizin her teslimatla yaptığı kendi kodunuzda oldu ve gözlenmedi; hattın taşıdığı budur.</translation>
    </message>
    <message>
        <source>Delivery %1 reached %2 at %3.</source>
        <translation>%1. teslimat %3 anında %2 tüketicisine ulaştı.</translation>
    </message>
    <message>
        <source>The email is sent outside the database transaction: %1 crashed after sending it and before its inbox row was committed, and no rollback can unsend an email.</source>
        <translation>E-posta veritabanı işleminin dışında gönderilir: %1 onu gönderdikten sonra, inbox satırı commit edilmeden önce çöktü; hiçbir rollback gönderilmiş bir e-postayı geri alamaz.</translation>
    </message>
</context>
<context>
    <name>LiveCompare</name>
    <message>
        <source>publish attempts</source>
        <translation>yayım denemeleri</translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation>teslimler</translation>
    </message>
    <message>
        <source>redeliveries</source>
        <translation>yeniden teslimler</translation>
    </message>
    <message>
        <source>redelivered flag</source>
        <translation>redelivered bayrağı</translation>
    </message>
    <message>
        <source>effects applied</source>
        <translation>uygulanan etkiler</translation>
    </message>
    <message>
        <source>duplicate side effects</source>
        <translation>yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>duplicates skipped</source>
        <translation>atlanan tekrarlar</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>kayıp</translation>
    </message>
    <message>
        <source>dead-lettered</source>
        <translation>dead-letter&apos;a taşınan</translation>
    </message>
    <message>
        <source>producer gave up</source>
        <translation>üretici vazgeçti</translation>
    </message>
    <message>
        <source>transactions</source>
        <translation>işlemler (transaction)</translation>
    </message>
    <message>
        <source>rollbacks</source>
        <translation>geri almalar</translation>
    </message>
    <message>
        <source>cache hits</source>
        <translation>önbellek isabetleri</translation>
    </message>
    <message>
        <source>cache misses</source>
        <translation>önbellek ıskaları</translation>
    </message>
    <message>
        <source>busy retries</source>
        <translation>meşgul yeniden denemeleri</translation>
    </message>
    <message>
        <source>Real processes contend for SQLite&apos;s write lock at real moments; the model interleaves the transactions step by step in virtual time.</source>
        <translation>Gerçek süreçler SQLite&apos;ın yazma kilidi için gerçek anlarda yarışır; model ise transaction&apos;ları sanal zamanda adım adım iç içe yürütür.</translation>
    </message>
    <message>
        <source>crashes</source>
        <translation>çökmeler</translation>
    </message>
    <message>
        <source>A publish the real broker refused (the node was restarting) is retried; the model&apos;s broker refuses only while it is down, from the scheduled instant.</source>
        <translation>Gerçek broker&apos;ın reddettiği bir yayım (düğüm yeniden başlıyordu) yeniden denenir; modelin broker&apos;ı ise yalnızca kapalıyken, planlanan andan itibaren reddeder.</translation>
    </message>
    <message>
        <source>A publish the real server did not answer within its PubAck wait is retried; the model&apos;s PubAck comes at once unless a fault loses it.</source>
        <translation>Gerçek sunucunun PubAck bekleme süresi içinde yanıtlamadığı bir yayım yeniden denenir; modelin PubAck&apos;i ise bir hata onu kaybettirmedikçe hemen gelir.</translation>
    </message>
    <message>
        <source>The redeliveries agree cause by cause, so a first delivery is missing or extra: a message the producer gave up on or a copy the broker dead-lettered before a handler took it (see those counts).</source>
        <translation>Yeniden teslimler her neden için tek tek örtüşüyor, bu yüzden bir ilk teslim eksik ya da fazla: üreticinin vazgeçtiği bir mesaj ya da broker&apos;ın bir işleyici almadan önce dead-letter&apos;a taşıdığı bir kopya (o sayılara bakın).</translation>
    </message>
    <message>
        <source>The redeliveries agree cause by cause, so a first delivery is missing or extra: a copy the server stored or dropped as a duplicate (see broker deduplicated), or one the producer gave up on.</source>
        <translation>Yeniden teslimler her neden için tek tek örtüşüyor, bu yüzden bir ilk teslim eksik ya da fazla: sunucunun sakladığı ya da tekrar olarak düşürdüğü bir kopya (broker&apos;da tekilleştirilenlere bakın) ya da üreticinin vazgeçtiği bir kopya.</translation>
    </message>
    <message>
        <source>The broker flags every copy it hands out again, also prefetched ones no handler saw before: a different number in the prefetch window when the connection dropped.</source>
        <translation>Broker yeniden dağıttığı her kopyayı işaretler; daha önce hiçbir işleyicinin görmediği prefetch edilmiş kopyaları da: bağlantı koptuğunda prefetch penceresinde farklı sayıda mesaj vardı.</translation>
    </message>
    <message>
        <source>NumDelivered counts every time the server handed the message out, also to a pull request of a process that died before reading it.</source>
        <translation>NumDelivered, sunucunun mesajı her verişini sayar; mesajı okumadan önce ölen bir sürecin pull isteğine verilenleri de.</translation>
    </message>
    <message>
        <source>Effects follow the deliveries that reached a handler and were not recognised as duplicates: see the guard&apos;s counts.</source>
        <translation>Etkiler, bir işleyiciye ulaşan ve tekrar olarak tanınmayan teslimleri izler: stratejinin sayılarına bakın.</translation>
    </message>
    <message>
        <source>The redeliveries agree, so the guard decided differently: a Redis key expired on Redis&apos;s own clock rather than the model&apos;s virtual one, or two consumer processes raced for one key at real moments.</source>
        <translation>Yeniden teslimler örtüşüyor, bu yüzden strateji farklı karar verdi: bir Redis anahtarının süresi modelin sanal saatine göre değil, Redis&apos;in kendi saatine göre doldu ya da iki tüketici süreci gerçek anlarda aynı anahtar için yarıştı.</translation>
    </message>
    <message>
        <source>An event is lost when its id was recorded (a cache written before the commit) and the commit never happened: where the crash fell decides it.</source>
        <translation>Bir olay, kimliği kaydedilmiş (commit&apos;ten önce yazılan bir önbellek) ama commit hiç gerçekleşmemişse kaybolur: bunu çökmenin nereye denk geldiği belirler.</translation>
    </message>
    <message>
        <source>RabbitMQ counts returns against x-delivery-limit (set to maxDeliveries): a copy returned more or fewer times reaches the limit or not (see redeliveries).</source>
        <translation>RabbitMQ geri dönüşleri x-delivery-limit&apos;e (maxDeliveries değerine ayarlı) göre sayar: daha çok ya da daha az geri dönen bir kopya sınıra ulaşır ya da ulaşmaz (yeniden teslimlere bakın).</translation>
    </message>
    <message>
        <source>JetStream dead-letters nothing; past MaxDeliver it publishes an advisory (see MaxDeliver advisories).</source>
        <translation>JetStream hiçbir mesajı dead-letter&apos;a taşımaz; MaxDeliver aşılınca bir advisory yayımlar (MaxDeliver advisory&apos;lerine bakın).</translation>
    </message>
    <message>
        <source>MaxDeliver advisories</source>
        <translation>MaxDeliver advisory&apos;leri</translation>
    </message>
    <message>
        <source>RabbitMQ publishes no MaxDeliver advisory; its limit dead-letters.</source>
        <translation>RabbitMQ MaxDeliver advisory&apos;si yayımlamaz; onun sınırı mesajı dead-letter&apos;a taşır.</translation>
    </message>
    <message>
        <source>The server publishes the advisory once, when AckWait runs out after the MaxDeliver-th delivery: a message delivered a different number of times reaches MaxDeliver or not (see redeliveries).</source>
        <translation>Sunucu advisory&apos;yi bir kez yayımlar: teslim sayısı MaxDeliver&apos;a ulaştıktan sonra AckWait dolduğunda. Farklı sayıda teslim edilen bir mesaj MaxDeliver&apos;a ulaşır ya da ulaşmaz (yeniden teslimlere bakın).</translation>
    </message>
    <message>
        <source>broker deduplicated</source>
        <translation>broker&apos;da tekilleştirilen</translation>
    </message>
    <message>
        <source>RabbitMQ deduplicates nothing on publish.</source>
        <translation>RabbitMQ yayımda hiçbir şeyi tekilleştirmez.</translation>
    </message>
    <message>
        <source>The server drops a Nats-Msg-Id it stored within the duplicate window, counted from that first copy; a retry within a few milliseconds of dedupWindowMs falls on either side of the server&apos;s purge.</source>
        <translation>Sunucu, tekrar penceresi içinde sakladığı bir Nats-Msg-Id&apos;yi düşürür; pencere o ilk kopyadan itibaren sayılır. dedupWindowMs değerine birkaç milisaniye yakın bir yeniden deneme, sunucunun temizliğinden önceye de sonraya da düşebilir.</translation>
    </message>
    <message>
        <source>The real producer gives up after maxRetries failed publishes, which depends on how long the node really refused them.</source>
        <translation>Gerçek üretici maxRetries kez başarısız yayımdan sonra vazgeçer; bu da düğümün yayımları gerçekte ne kadar süre reddettiğine bağlıdır.</translation>
    </message>
    <message>
        <source>The real producer gives up after maxRetries publishes without a PubAck.</source>
        <translation>Gerçek üretici, PubAck almadan maxRetries kez yayımladıktan sonra vazgeçer.</translation>
    </message>
    <message>
        <source>One commit per handled delivery that got that far: where the crashes fell (see crashes and rollbacks).</source>
        <translation>O noktaya kadar ilerleyen her işlenmiş teslim için bir commit: çökmelerin nereye denk geldiği belirler (çökmelere ve geri almalara bakın).</translation>
    </message>
    <message>
        <source>A process killed inside a transaction leaves it to SQLite to roll back; where a SIGKILL at a moment (not a crash point) lands decides it.</source>
        <translation>Bir transaction içinde öldürülen süreç, geri almayı SQLite&apos;a bırakır; bunu, belirli bir anda gönderilen SIGKILL&apos;in (bir çökme noktasında değil) nereye denk geldiği belirler.</translation>
    </message>
    <message>
        <source>Redis expires keys on its own clock (SET … PX); the model at exact virtual times, so a redelivery near the TTL can fall either side.</source>
        <translation>Redis anahtarların süresini kendi saatine göre doldurur (SET … PX), model ise tam sanal zamanlarda; bu yüzden TTL&apos;ye yakın bir yeniden teslim sınırın iki yanından birine düşebilir.</translation>
    </message>
    <message>
        <source>A timed crash kills whatever the real process is doing at that moment, and a crash point fires once per delivery that reaches it: a delivery more or less reaches it (see redeliveries).</source>
        <translation>Zamanlanmış bir çökme, gerçek süreç o anda ne yapıyorsa onu öldürür; bir çökme noktası ise ona ulaşan her teslimde bir kez tetiklenir: ona bir teslim fazla ya da eksik ulaşır (yeniden teslimlere bakın).</translation>
    </message>
    <message>
        <source>redeliveries after a lost ack</source>
        <translation>kaybolan onaydan sonraki yeniden teslimler</translation>
    </message>
    <message>
        <source>A lost ack drops the connection, and RabbitMQ returns every unacked delivery of it: a different number was unacked (prefetch, ack batching).</source>
        <translation>Kaybolan bir onay bağlantıyı koparır ve RabbitMQ o bağlantının onaylanmamış tüm teslimlerini geri döndürür: farklı sayıda teslim onaylanmamıştı (prefetch, toplu onay).</translation>
    </message>
    <message>
        <source>A lost ack never reaches the server, which redelivers that message after AckWait: a lost ack fell on a delivery more or less (a delivery the other run did not have).</source>
        <translation>Kaybolan bir onay sunucuya hiç ulaşmaz; sunucu o mesajı AckWait dolunca yeniden teslim eder: kaybolan bir onay fazladan ya da eksik bir teslime denk geldi (diğer çalıştırmada olmayan bir teslime).</translation>
    </message>
    <message>
        <source>redeliveries after a crash</source>
        <translation>çökmeden sonraki yeniden teslimler</translation>
    </message>
    <message>
        <source>A killed consumer&apos;s unacked deliveries come back at once: a different number was in its prefetch window when it died.</source>
        <translation>Öldürülen bir tüketicinin onaylanmamış teslimleri hemen geri gelir: öldüğünde prefetch penceresinde farklı sayıda teslim vardı.</translation>
    </message>
    <message>
        <source>A killed consumer&apos;s deliveries come back after AckWait: a different number was in its hands (prefetch) when it died.</source>
        <translation>Öldürülen bir tüketicinin teslimleri AckWait dolunca geri gelir: öldüğünde elinde (prefetch) farklı sayıda teslim vardı.</translation>
    </message>
    <message>
        <source>redeliveries after the timeout</source>
        <translation>zaman aşımından sonraki yeniden teslimler</translation>
    </message>
    <message>
        <source>The consumer timeout ran out before the ack on one run and not the other: a handler whose real duration is close to redeliveryTimeoutMs.</source>
        <translation>Tüketici zaman aşımı bir çalıştırmada onaydan önce doldu, diğerinde dolmadı: gerçek süresi redeliveryTimeoutMs değerine yakın bir işleyici.</translation>
    </message>
    <message>
        <source>AckWait ran out before the ack on one run and not the other: a handler whose real duration (processes, SQLite, the network) is close to redeliveryTimeoutMs.</source>
        <translation>AckWait bir çalıştırmada onaydan önce doldu, diğerinde dolmadı: gerçek süresi (süreçler, SQLite, ağ) redeliveryTimeoutMs değerine yakın bir işleyici.</translation>
    </message>
    <message>
        <source>redeliveries after the broker restart</source>
        <translation>broker yeniden başladıktan sonraki yeniden teslimler</translation>
    </message>
    <message>
        <source>Everything unacked at the restart&apos;s instant comes back: a different number was delivered by then (the consumer&apos;s start, the prefetch refills).</source>
        <translation>Yeniden başlatma anında onaylanmamış her şey geri gelir: o ana kadar farklı sayıda teslim yapılmıştı (tüketicinin başlangıcı, prefetch&apos;in yeniden dolması).</translation>
    </message>
    <message>
        <source>Everything unacked at the restart&apos;s instant comes back: a different number was delivered by then.</source>
        <translation>Yeniden başlatma anında onaylanmamış her şey geri gelir: o ana kadar farklı sayıda teslim yapılmıştı.</translation>
    </message>
    <message>
        <source>copies from producer retries</source>
        <translation>üretici yeniden denemelerinden gelen kopyalar</translation>
    </message>
    <message>
        <source>RabbitMQ stores every republished copy: the producer retried a different number of times (see publish attempts).</source>
        <translation>RabbitMQ yeniden yayımlanan her kopyayı saklar: üretici farklı sayıda yeniden denedi (yayım denemelerine bakın).</translation>
    </message>
    <message>
        <source>A republished copy is stored when its Nats-Msg-Id is new (new-per-attempt) or the window has passed, and dropped otherwise (see broker deduplicated and publish attempts).</source>
        <translation>Yeniden yayımlanan bir kopya, Nats-Msg-Id&apos;si yeniyse (new-per-attempt) ya da pencere geçmişse saklanır, aksi halde düşürülür (broker&apos;da tekilleştirilenlere ve yayım denemelerine bakın).</translation>
    </message>
    <message>
        <source>redeliveries after a lost connection</source>
        <translation>kopan bağlantıdan sonraki yeniden teslimler</translation>
    </message>
    <message>
        <source>RabbitMQ returns every unacked delivery of a closed connection at once: a different number was unacked (prefetch, ack batching).</source>
        <translation>RabbitMQ kapanan bir bağlantının onaylanmamış tüm teslimlerini hemen geri döndürür: farklı sayıda teslim onaylanmamıştı (prefetch, toplu onay).</translation>
    </message>
    <message>
        <source>The server redelivers what the closed connection held after AckWait: a different number was held (prefetch, ack batching).</source>
        <translation>Sunucu, kapanan bağlantının elinde tuttuklarını AckWait dolunca yeniden teslim eder: elde tutulan teslim sayısı farklıydı (prefetch, toplu onay).</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>%1; no message settled since %2 (virtual time), %3 events ago</source>
        <translation>%1; %2 anından (sanal zaman) beri, yani %3 olay önceden bu yana hiçbir mesaj sonuçlanmadı</translation>
    </message>
    <message>
        <source>the run had not settled after 30 virtual days: %1</source>
        <translation>çalıştırma 30 sanal günden sonra hâlâ sonuçlanmamıştı: %1</translation>
    </message>
    <message>
        <source>the run had not settled after 30 virtual days: no consumer is left to take the queue (every consumer left the group and none joined)</source>
        <translation>çalıştırma 30 sanal günden sonra hâlâ sonuçlanmamıştı: kuyruğu alacak tüketici kalmadı (tüm tüketiciler gruptan ayrıldı ve hiçbiri katılmadı)</translation>
    </message>
    <message>
        <source>the run reached its trace budget of %1 records (%2 MB; %3 a message, at least %4, at most %5) at %6 of virtual time, with %7 of %8 messages settled. What it was doing: %9. Raise the budget with --trace-budget N (at most %5 records), or lower the fault rates</source>
        <translation>çalıştırma, sanal zamanın %6 anında %1 kayıtlık trace bütçesine ulaştı (%2 MB; mesaj başına %3, en az %4, en çok %5); %8 mesajın %7 tanesi sonuçlanmıştı. O sırada yaptığı: %9. Bütçeyi --trace-budget N ile artırın (en çok %5 kayıt) ya da arıza oranlarını düşürün</translation>
    </message>
</context>
<context>
    <name>StallDiagnosis</name>
    <message>
        <source>a consumer</source>
        <translation>bir tüketici</translation>
    </message>
    <message>
        <source>%1 was removed %2 times by max.poll.interval.ms (%3) before it committed: a batch of up to %4 records at %5 each takes longer than that, so its commit is refused (CommitFailedException), it rejoins and is handed the same records again. Real Kafka does the same; lower consumers.maxPollRecords or raise consumers.maxPollIntervalMs</source>
        <translation>%1, commit etmeden önce max.poll.interval.ms (%3) yüzünden %2 kez gruptan çıkarıldı: her biri %5 süren en çok %4 kayıtlık bir parti bundan uzun sürüyor, bu yüzden commit reddediliyor (CommitFailedException), gruba yeniden katılıyor ve aynı kayıtları yeniden alıyor. Gerçek Kafka da aynısını yapar; consumers.maxPollRecords değerini düşürün ya da consumers.maxPollIntervalMs değerini artırın</translation>
    </message>
    <message>
        <source>%1 consumers</source>
        <translation>%1 tüketici</translation>
    </message>
    <message>
        <source>auto-commit every %1</source>
        <translation>%1 aralıkla otomatik commit</translation>
    </message>
    <message>
        <source>offsets committed after each batch</source>
        <translation>offset&apos;ler her partiden sonra commit edilir</translation>
    </message>
    <message>
        <source>%1 crashed %2 times (at %3) before any new offset was committed (%4): every restart re-reads from the last committed offset, so the same records come back and the crashes come with them. Real Kafka would loop the same way; lower faults.consumerCrash.probability, or commit more often</source>
        <translation>%1, yeni bir offset commit edilmeden önce (%4) %2 kez çöktü (%3 anlarında): her yeniden başlatma son commit edilen offset&apos;ten okuyor, bu yüzden aynı kayıtlar ve onlarla birlikte çökmeler geri geliyor. Gerçek Kafka da aynı döngüye girerdi; faults.consumerCrash.probability değerini düşürün ya da daha sık commit edin</translation>
    </message>
    <message>
        <source>%1 crashed %2 times (at %3) and no message was settled: every crash returns its unacknowledged messages and the crash comes again. Lower faults.consumerCrash.probability or set broker.maxDeliveries</source>
        <translation>%1 %2 kez çöktü (%3 anlarında) ve hiçbir mesaj sonuçlanmadı: her çökme onaylanmamış mesajlarını geri veriyor ve çökme yeniden geliyor. faults.consumerCrash.probability değerini düşürün ya da broker.maxDeliveries ayarlayın</translation>
    </message>
    <message>
        <source>redelivery timeout</source>
        <translation>yeniden teslim zaman aşımı</translation>
    </message>
    <message>
        <source>every handler kept failing on the store (%1 times unavailable, %2 times busy) and no message was settled</source>
        <translation>her işleyici veritabanında başarısız olmayı sürdürdü (%1 kez erişilemez, %2 kez meşgul) ve hiçbir mesaj sonuçlanmadı</translation>
    </message>
    <message>
        <source>the consumer group rebalanced %1 times and no offset was committed</source>
        <translation>tüketici grubu %1 kez yeniden dengelendi ve hiçbir offset commit edilmedi</translation>
    </message>
    <message>
        <source>%1 deliveries of %2 messages and no message was settled</source>
        <translation>%2 mesajın %1 teslimi yapıldı ve hiçbir mesaj sonuçlanmadı</translation>
    </message>
    <message>
        <source>%1; %2 %3, %4 acks lost</source>
        <translation>%1; %2 %3, kaybolan onay: %4</translation>
    </message>
    <message>
        <source>one message was redelivered %1 times (%2) and it was never settled</source>
        <translation>bir mesaj %1 kez yeniden teslim edildi (%2) ve hiç sonuçlanmadı</translation>
    </message>
    <message>
        <source>%1 messages were redelivered %2 times (%3) and none was settled</source>
        <translation>%1 mesaj %2 kez yeniden teslim edildi (%3) ve hiçbiri sonuçlanmadı</translation>
    </message>
    <message>
        <source>; broker.maxDeliveries is 0 (unlimited), so real %1 would go on redelivering too. Set broker.maxDeliveries or lower faults.ackLost</source>
        <translation>; broker.maxDeliveries 0 (sınırsız), bu yüzden gerçek %1 de yeniden teslim etmeyi sürdürürdü. broker.maxDeliveries ayarlayın ya da faults.ackLost değerini düşürün</translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>No deduplication</source>
        <translation>Tekilleştirme yok</translation>
    </message>
    <message>
        <source>A plain handler.</source>
        <translation>Sıradan bir işleyici.</translation>
    </message>
    <message>
        <source>Every redelivery repeats the effect.</source>
        <translation>Her yeniden teslim etkiyi tekrarlar.</translation>
    </message>
    <message>
        <source>In-process cache</source>
        <translation>Süreç içi önbellek</translation>
    </message>
    <message>
        <source>Camel MemoryIdempotentRepository (1000 entries), Brighter in-memory inbox.</source>
        <translation>Camel MemoryIdempotentRepository (1000 girdi), Brighter bellek içi inbox.</translation>
    </message>
    <message>
        <source>Lost when the process dies; TTL and eviction let late duplicates in; check-then-act race.</source>
        <translation>Süreç ölünce kaybolur; TTL ve çıkarma (eviction) geç gelen tekrarları içeri alır; check-then-act yarışı.</translation>
    </message>
    <message>
        <source>Shared cache (Redis-like)</source>
        <translation>Paylaşılan önbellek (Redis benzeri)</translation>
    </message>
    <message>
        <source>IDistributedCache / Redis SET with expiry.</source>
        <translation>IDistributedCache / süre sınırlı Redis SET.</translation>
    </message>
    <message>
        <source>Not atomic with the business commit; TTL; flush; race.</source>
        <translation>İş commit&apos;i ile atomik değil; TTL; boşaltma (flush); yarış.</translation>
    </message>
    <message>
        <source>Inbox: check, then insert</source>
        <translation>Inbox: önce kontrol, sonra ekleme</translation>
    </message>
    <message>
        <source>The source articles&apos; code: SELECT the inbox, run the handler, INSERT inbox + business in one transaction.</source>
        <translation>Kaynak makalelerdeki kod: inbox&apos;ta SELECT, işleyiciyi çalıştır, inbox + iş verisi için tek işlemde (transaction) INSERT.</translation>
    </message>
    <message>
        <source>With the unique key the handler runs twice and one commit rolls back; without it both commit.</source>
        <translation>Benzersiz anahtarla işleyici iki kez çalışır ve commit&apos;lerden biri geri alınır; anahtar olmadan ikisi de commit edilir.</translation>
    </message>
    <message>
        <source>Inbox: claim first</source>
        <translation>Inbox: önce sahiplenme</translation>
    </message>
    <message>
        <source>Eventuate, NServiceBus pessimistic mode, Wolverine: INSERT … ON CONFLICT DO NOTHING, then the handler in the same transaction.</source>
        <translation>Eventuate, NServiceBus kötümser (pessimistic) mod, Wolverine: INSERT … ON CONFLICT DO NOTHING, ardından aynı işlem içinde işleyici.</translation>
    </message>
    <message>
        <source>Only effects outside the transaction (an email).</source>
        <translation>Yalnızca işlemin dışındaki etkiler (bir e-posta).</translation>
    </message>
    <message>
        <source>Inbox in its own transaction</source>
        <translation>Kendi işleminde inbox</translation>
    </message>
    <message>
        <source>Brighter V9, Wolverine issue #1677: the inbox row is committed after the business transaction.</source>
        <translation>Brighter V9, Wolverine issue #1677: inbox satırı, iş verisinin işleminden sonra ayrıca commit edilir.</translation>
    </message>
    <message>
        <source>A crash between the two commits.</source>
        <translation>İki commit arasındaki bir çökme.</translation>
    </message>
    <message>
        <source>Natural idempotency</source>
        <translation>Doğal idempotency</translation>
    </message>
    <message>
        <source>UPSERT by business key, no inbox.</source>
        <translation>İş anahtarına göre UPSERT, inbox yok.</translation>
    </message>
    <message>
        <source>Operations that are not idempotent (balance += 10, an email).</source>
        <translation>Idempotent olmayan operasyonlar (balance += 10, bir e-posta).</translation>
    </message>
    <message>
        <source>Cache in front of the inbox</source>
        <translation>Inbox önünde önbellek</translation>
    </message>
    <message>
        <source>The seed&apos;s HybridCache in front of the database inbox (claim first); cache set after commit.</source>
        <translation>Kaynak makaledeki HybridCache, veritabanı inbox&apos;ının (önce sahiplenme) önünde; önbellek commit&apos;ten sonra yazılır.</translation>
    </message>
    <message>
        <source>None for database effects; the cache saves database round trips.</source>
        <translation>Veritabanı etkileri için yok; önbellek veritabanına gidiş-dönüşleri azaltır.</translation>
    </message>
</context>
<context>
    <name>idem</name>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 bir dosya, klasör değil</translation>
    </message>
    <message>
        <source>%1: the run&apos;s database was removed or replaced while the run lasted (was the folder deleted, or is another run using it?); nothing was published</source>
        <translation>%1: çalıştırmanın veritabanı çalıştırma sürerken silindi ya da değiştirildi (klasör mü silindi, yoksa başka bir çalıştırma mı onu kullanıyor?); hiçbir dosya son yerine taşınmadı</translation>
    </message>
    <message>
        <source>%1: cannot rename the finished run database into place: %2</source>
        <translation>%1: tamamlanan çalıştırmanın veritabanı yeniden adlandırılarak yerine konamıyor: %2</translation>
    </message>
    <message>
        <source>%1: cannot remove the run&apos;s file</source>
        <translation>%1: çalıştırmanın dosyası silinemiyor</translation>
    </message>
    <message>
        <source>%1: cannot remove the run&apos;s file: %2</source>
        <translation>%1: çalıştırmanın dosyası silinemiyor: %2</translation>
    </message>
</context>
<context>
    <name>idem::CounterexampleFile</name>
    <message>
        <source>Found by explore: %1 breaks under %2</source>
        <translation>Keşifle bulundu: %1, %2 altında bozuluyor</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Keşif</translation>
    </message>
    <message numerus="yes">
        <source>The smallest fault schedule the search found that breaks &quot;%1&quot;: %n fault(s) (%2) on %3 messages and %4 consumer(s). No single fault of it can be left out.</source>
        <translation>
            <numerusform>Aramanın bulduğu ve &quot;%1&quot; stratejisini bozan en küçük arıza planı: %n arıza (%2), %3 mesaj ve %4 tüketici üzerinde. Arızalarından hiçbiri tek başına çıkarılamaz.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under &quot;%1&quot;, the schedule injects %2. Does every order take effect exactly once?</source>
        <translation>&quot;%1&quot; altında plan %2 enjekte ediyor. Her sipariş tam olarak bir kez etki eder mi?</translation>
    </message>
    <message>
        <source>The run stopped: %1</source>
        <translation>Çalıştırma durduruldu: %1</translation>
    </message>
    <message>
        <source>Where &quot;%1&quot; leaks: %2</source>
        <translation>&quot;%1&quot; nerede sızdırıyor: %2</translation>
    </message>
    <message numerus="yes">
        <source>A fault schedule the search found that breaks &quot;%1&quot;: %n fault(s) (%2) on %3 messages and %4 consumer(s). It is not minimal: its shrinking was cancelled, so a smaller schedule may break it too.</source>
        <translation>
            <numerusform>Aramanın bulduğu ve &quot;%1&quot; stratejisini bozan bir arıza planı: %n arıza (%2), %3 mesaj ve %4 tüketici üzerinde. En küçük değil: küçültmesi iptal edildi, daha küçük bir plan da onu bozabilir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ReportModel</name>
    <message>
        <source>Messages (business events)</source>
        <translation>Mesajlar (iş olayları)</translation>
    </message>
    <message>
        <source>Publish attempts</source>
        <translation>Yayım denemeleri</translation>
    </message>
    <message>
        <source>Deliveries to a handler</source>
        <translation>Bir işleyiciye teslimler</translation>
    </message>
    <message>
        <source>Redeliveries</source>
        <translation>Yeniden teslimler</translation>
    </message>
    <message>
        <source>Dropped by the broker&apos;s duplicate detection</source>
        <translation>Broker&apos;ın tekrar tespitiyle düşürülenler</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>Dead-letter&apos;a taşınan</translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation>Üreticinin vazgeçtikleri</translation>
    </message>
    <message>
        <source>Effects applied</source>
        <translation>Uygulanan etkiler</translation>
    </message>
    <message>
        <source>Duplicate side effects</source>
        <translation>Yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>Duplicates recognised and skipped</source>
        <translation>Tanınıp atlanan tekrarlar</translation>
    </message>
    <message>
        <source>Lost events (never applied)</source>
        <translation>Kayıp olaylar (hiç uygulanmadı)</translation>
    </message>
    <message>
        <source>Cache hits</source>
        <translation>Önbellek isabetleri</translation>
    </message>
    <message>
        <source>Cache misses</source>
        <translation>Önbellek ıskaları</translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation>Önbellek isabet oranı</translation>
    </message>
    <message>
        <source>Transactions committed</source>
        <translation>Commit edilen transaction&apos;lar</translation>
    </message>
    <message>
        <source>Transactions rolled back</source>
        <translation>Geri alınan transaction&apos;lar</translation>
    </message>
    <message>
        <source>Retries on a busy database</source>
        <translation>Meşgul veritabanında yeniden denemeler</translation>
    </message>
    <message>
        <source>Steps failed: store unavailable</source>
        <translation>Başarısız adımlar: veritabanı erişilemez</translation>
    </message>
    <message>
        <source>Consumer crashes</source>
        <translation>Tüketici çökmeleri</translation>
    </message>
    <message>
        <source>Rebalances</source>
        <translation>Yeniden dengelemeler</translation>
    </message>
    <message>
        <source>Publish to effect, median</source>
        <translation>Yayımdan etkiye, medyan</translation>
    </message>
    <message>
        <source>Publish to effect, 99th percentile</source>
        <translation>Yayımdan etkiye, 99. yüzdelik</translation>
    </message>
    <message>
        <source>Simulated duration</source>
        <translation>Benzetilen süre</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Teslim</translation>
    </message>
    <message>
        <source>Deduplication</source>
        <translation>Deduplication (tekilleştirme)</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Veritabanı</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Arızalar</translation>
    </message>
    <message>
        <source>Latency and time</source>
        <translation>Gecikme ve zaman</translation>
    </message>
    <message>
        <source>Records skipped: offset reset to latest (Kafka)</source>
        <translation>Atlanan kayıtlar: offset latest&apos;e sıfırlandı (Kafka)</translation>
    </message>
</context>
<context>
    <name>idem::ReportWriter</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: yazılamıyor: %2</translation>
    </message>
    <message>
        <source>%1: cannot write (%2 of %3 bytes written): %4</source>
        <translation>%1: yazılamıyor (%3 baytın %2 baytı yazıldı): %4</translation>
    </message>
    <message>
        <source>%1: the run did not complete, so there is no report to write</source>
        <translation>%1: çalıştırma tamamlanmadı, bu yüzden yazılacak bir rapor yok</translation>
    </message>
    <message>
        <source>no space left on the device (%1 bytes free)</source>
        <translation>aygıtta yer kalmadı (%1 bayt boş)</translation>
    </message>
    <message>
        <source>%1: cannot create the output folder</source>
        <translation>%1: çıktı klasörü oluşturulamıyor</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: bir klasör değil</translation>
    </message>
    <message>
        <source>%1: the output folder is not writable</source>
        <translation>%1: çıktı klasörüne yazılamıyor</translation>
    </message>
</context>
<context>
    <name>idem::ResultFolder</name>
    <message>
        <source>%1: cannot create the output folder</source>
        <translation>%1: çıktı klasörü oluşturulamıyor</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: bir klasör değil</translation>
    </message>
    <message>
        <source>%1: the output folder is not writable</source>
        <translation>%1: çıktı klasörüne yazılamıyor</translation>
    </message>
    <message>
        <source>%1: cannot create the lock file: %2</source>
        <translation>%1: kilit dosyası oluşturulamıyor: %2</translation>
    </message>
    <message>
        <source>%1: cannot lock: %2</source>
        <translation>%1: kilitlenemiyor: %2</translation>
    </message>
    <message>
        <source>%1: the folder is in use by another idemlab run (pid %2, started %3); wait for it to end or choose another --out folder</source>
        <translation>%1: klasör başka bir idemlab çalıştırması tarafından kullanılıyor (pid %2, başlangıç %3); bitmesini bekleyin ya da başka bir --out klasörü seçin</translation>
    </message>
    <message>
        <source>%1: cannot write the lock file: %2</source>
        <translation>%1: kilit dosyası yazılamıyor: %2</translation>
    </message>
    <message>
        <source>%1: cannot take the folder&apos;s lock (it kept changing)</source>
        <translation>%1: klasörün kilidi alınamıyor (sürekli değişti)</translation>
    </message>
    <message>
        <source>%1: cannot remove the previous run&apos;s file</source>
        <translation>%1: önceki çalıştırmanın dosyası silinemiyor</translation>
    </message>
    <message>
        <source>%1: the output folder was removed or replaced while the run lasted (its lock is gone or another run&apos;s); nothing more is written there</source>
        <translation>%1: çıktı klasörü çalıştırma sürerken silindi ya da değiştirildi (kilidi yok ya da başka bir çalıştırmaya ait); oraya artık hiçbir şey yazılmıyor</translation>
    </message>
    <message>
        <source>%1: the folder is in use by another idemlab run that is starting; wait for it to end or choose another --out folder</source>
        <translation>%1: klasör, başlamakta olan başka bir idemlab çalıştırması tarafından kullanılıyor; bitmesini bekleyin ya da başka bir --out klasörü seçin</translation>
    </message>
</context>
<context>
    <name>idem::RunFiles</name>
    <message>
        <source>%1: the run&apos;s database was removed or replaced while the run lasted (was the folder deleted, or is another run using it?); nothing was published</source>
        <translation>%1: çalıştırmanın veritabanı çalıştırma sürerken silindi ya da değiştirildi (klasör mü silindi, yoksa başka bir çalıştırma mı onu kullanıyor?); hiçbir dosya son yerine taşınmadı</translation>
    </message>
</context>
<context>
    <name>idem::ScenarioField</name>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Cache TTL</source>
        <translation>Önbellek TTL</translation>
    </message>
    <message>
        <source>cache TTL</source>
        <translation>önbellek TTL</translation>
    </message>
    <message>
        <source>How long a cache entry lives. A redelivery after it expired gets through.</source>
        <translation>Bir önbellek girdisinin ne kadar yaşadığı. Süresi dolduktan sonra gelen bir yeniden teslim engellenmez.</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>girdi</translation>
    </message>
    <message>
        <source>Cache capacity</source>
        <translation>Önbellek kapasitesi</translation>
    </message>
    <message>
        <source>cache capacity</source>
        <translation>önbellek kapasitesi</translation>
    </message>
    <message>
        <source>Entries before the least recently used is evicted (Camel&apos;s memory repository keeps 1000).</source>
        <translation>En uzun süredir kullanılmayan girdi çıkarılmadan önce tutulan girdi sayısı (Camel&apos;ın bellek deposu 1000 girdi tutar).</translation>
    </message>
    <message>
        <source>Unique key on the inbox</source>
        <translation>Inbox üzerinde benzersiz anahtar</translation>
    </message>
    <message>
        <source>PRIMARY KEY(message_id, consumer) on the inbox. Switch it off to watch check-then-insert commit both copies of a race.</source>
        <translation>Inbox üzerinde PRIMARY KEY(message_id, consumer). Kapatırsanız, check-then-insert stratejisinin bir yarıştaki iki kopyayı da commit ettiğini görürsünüz.</translation>
    </message>
    <message>
        <source>Inbox retention</source>
        <translation>Inbox saklama süresi</translation>
    </message>
    <message>
        <source>inbox retention</source>
        <translation>inbox saklama süresi</translation>
    </message>
    <message>
        <source>A cleanup job deletes inbox rows older than this (MassTransit 30 min, NServiceBus 7 days, Wolverine 5 min); a redelivery after that is handled again. 0 = keep for ever.</source>
        <translation>Bir temizlik işi bundan eski inbox satırlarını siler (MassTransit 30 dk, NServiceBus 7 gün, Wolverine 5 dk); bundan sonra gelen bir yeniden teslim tekrar işlenir. 0 = sonsuza dek sakla.</translation>
    </message>
    <message>
        <source>keep for ever</source>
        <translation>sonsuza dek sakla</translation>
    </message>
    <message>
        <source>Inbox retention window</source>
        <translation>Inbox saklama penceresi</translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation>Yayım onayı kaybı</translation>
    </message>
    <message>
        <source>publish ack loss</source>
        <translation>yayım onayı kaybı</translation>
    </message>
    <message>
        <source>Chance that the broker stores a publish but the producer never hears back, so it publishes again.</source>
        <translation>Broker&apos;ın bir yayımı saklaması ama üreticinin hiç yanıt alamaması ve bu yüzden yeniden yayımlaması olasılığı.</translation>
    </message>
    <message>
        <source>Publish-ack-loss probability</source>
        <translation>Yayım onayı kaybı olasılığı</translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation>Yayım kaybı</translation>
    </message>
    <message>
        <source>publish loss</source>
        <translation>yayım kaybı</translation>
    </message>
    <message>
        <source>Chance that a publish never reaches the broker.</source>
        <translation>Bir yayımın broker&apos;a hiç ulaşmaması olasılığı.</translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation>Onay kaybı</translation>
    </message>
    <message>
        <source>ack loss</source>
        <translation>onay kaybı</translation>
    </message>
    <message>
        <source>Chance that a consumer&apos;s ack never reaches the broker: the message comes back after the redelivery timeout although it was handled.</source>
        <translation>Bir tüketici onayının broker&apos;a hiç ulaşmaması olasılığı: mesaj işlenmiş olsa da yeniden teslim zaman aşımından sonra geri gelir.</translation>
    </message>
    <message>
        <source>Ack-loss probability</source>
        <translation>Onay kaybı olasılığı</translation>
    </message>
    <message>
        <source>Crash chance</source>
        <translation>Çökme olasılığı</translation>
    </message>
    <message>
        <source>crash chance</source>
        <translation>çökme olasılığı</translation>
    </message>
    <message>
        <source>Chance that a consumer crashes at the crash point while handling a delivery.</source>
        <translation>Bir tüketicinin bir teslimi işlerken çökme noktasında çökmesi olasılığı.</translation>
    </message>
    <message>
        <source>Crash probability</source>
        <translation>Çökme olasılığı</translation>
    </message>
    <message>
        <source>Dedup window</source>
        <translation>Tekilleştirme penceresi</translation>
    </message>
    <message>
        <source>dedup window</source>
        <translation>tekilleştirme penceresi</translation>
    </message>
    <message>
        <source>Publish-side duplicate detection: a copy with a message id seen within this window is dropped by the broker. 0 = none.</source>
        <translation>Yayım tarafında tekrar tespiti: bu pencere içinde görülmüş bir mesaj kimliğini taşıyan kopya broker tarafından düşürülür. 0 = yok.</translation>
    </message>
    <message>
        <source>Broker dedup window</source>
        <translation>Broker tekilleştirme penceresi</translation>
    </message>
    <message>
        <source>Redelivery timeout</source>
        <translation>Yeniden teslim zaman aşımı</translation>
    </message>
    <message>
        <source>redelivery timeout</source>
        <translation>yeniden teslim zaman aşımı</translation>
    </message>
    <message>
        <source>How long the broker waits for an ack before it hands the message out again (visibility timeout, peek-lock, AckWait).</source>
        <translation>Broker&apos;ın mesajı yeniden dağıtmadan önce onay için ne kadar beklediği (visibility timeout, peek-lock, AckWait).</translation>
    </message>
    <message>
        <source>Delivery limit</source>
        <translation>Teslim sınırı</translation>
    </message>
    <message>
        <source>delivery limit</source>
        <translation>teslim sınırı</translation>
    </message>
    <message>
        <source>After this many deliveries the message goes to the dead-letter queue. 0 = unlimited.</source>
        <translation>Bu kadar teslimden sonra mesaj dead-letter kuyruğuna gider. 0 = sınırsız.</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>sınırsız</translation>
    </message>
    <message>
        <source>Restart takes</source>
        <translation>Yeniden başlatma süresi</translation>
    </message>
    <message>
        <source>restart duration</source>
        <translation>yeniden başlatma süresi</translation>
    </message>
    <message>
        <source>How long a broker restart keeps the broker away (unless the schedule entry says otherwise).</source>
        <translation>Bir broker yeniden başlatmasının broker&apos;ı ne kadar süre devre dışı bıraktığı (zamanlama girdisi aksini belirtmedikçe).</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partition sayısı</translation>
    </message>
    <message>
        <source>partitions</source>
        <translation>partition sayısı</translation>
    </message>
    <message>
        <source>Kafka only: partitions of the topic, key-hashed.</source>
        <translation>Yalnızca Kafka: topic&apos;in partition&apos;ları; mesajlar anahtarın hash&apos;ine göre dağıtılır.</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>Örnek sayısı</translation>
    </message>
    <message>
        <source>consumer count</source>
        <translation>tüketici sayısı</translation>
    </message>
    <message>
        <source>Consumer instances at the start, each with its own SQLite connection; they race on the same rows.</source>
        <translation>Başlangıçtaki tüketici örnekleri; her birinin kendi SQLite bağlantısı vardır ve aynı satırlar üzerinde yarışırlar.</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>Tüketiciler</translation>
    </message>
    <message>
        <source>Processing time</source>
        <translation>İşleme süresi</translation>
    </message>
    <message>
        <source>processing time</source>
        <translation>işleme süresi</translation>
    </message>
    <message>
        <source>Virtual time the handler&apos;s own work takes, between the check and the commit.</source>
        <translation>İşleyicinin kendi işinin sanal zamanda sürdüğü süre; kontrol ile commit arasında.</translation>
    </message>
    <message>
        <source>Restart delay</source>
        <translation>Yeniden başlatma gecikmesi</translation>
    </message>
    <message>
        <source>restart delay</source>
        <translation>yeniden başlatma gecikmesi</translation>
    </message>
    <message>
        <source>How long a crashed consumer stays down. Its local cache dies with it.</source>
        <translation>Çöken bir tüketicinin ne kadar süre kapalı kaldığı. Yerel önbelleği de onunla birlikte yok olur.</translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation>teslim</translation>
    </message>
    <message>
        <source>Prefetch</source>
        <translation>Prefetch</translation>
    </message>
    <message>
        <source>prefetch</source>
        <translation>prefetch</translation>
    </message>
    <message>
        <source>Unacked deliveries a consumer may hold (RabbitMQ basic.qos, SQS batch receive). A crash returns all of them, processed or not.</source>
        <translation>Bir tüketicinin elinde tutabileceği onaylanmamış teslimler (RabbitMQ basic.qos, SQS toplu alım). Bir çökme, işlenmiş olsun olmasın hepsini geri döndürür.</translation>
    </message>
    <message>
        <source>Ack every</source>
        <translation>Onay sıklığı</translation>
    </message>
    <message>
        <source>ack batch</source>
        <translation>toplu onay boyutu</translation>
    </message>
    <message>
        <source>Acks are sent for this many deliveries at once (at most the prefetch).</source>
        <translation>Onaylar bu kadar teslim için tek seferde gönderilir (en fazla prefetch kadar).</translation>
    </message>
    <message>
        <source>Database op</source>
        <translation>Veritabanı operasyonu</translation>
    </message>
    <message>
        <source>database op cost</source>
        <translation>veritabanı operasyonu maliyeti</translation>
    </message>
    <message>
        <source>Virtual cost of one SQL statement.</source>
        <translation>Tek bir SQL ifadesinin sanal maliyeti.</translation>
    </message>
    <message>
        <source>Cache op</source>
        <translation>Önbellek operasyonu</translation>
    </message>
    <message>
        <source>cache op cost</source>
        <translation>önbellek operasyonu maliyeti</translation>
    </message>
    <message>
        <source>Virtual cost of one cache lookup or update.</source>
        <translation>Tek bir önbellek sorgusunun veya güncellemesinin sanal maliyeti.</translation>
    </message>
    <message>
        <source>Store retry</source>
        <translation>Veritabanı yeniden denemesi</translation>
    </message>
    <message>
        <source>store retry</source>
        <translation>veritabanı yeniden denemesi</translation>
    </message>
    <message>
        <source>When the store is unavailable the handler neither acks nor skips; it tries again after this.</source>
        <translation>Veritabanı erişilemez olduğunda işleyici ne onaylar ne de atlar; bu süreden sonra yeniden dener.</translation>
    </message>
    <message>
        <source>Auto-commit offsets (Kafka)</source>
        <translation>Offset&apos;leri otomatik commit et (Kafka)</translation>
    </message>
    <message>
        <source>Kafka enable.auto.commit: offsets are committed on a timer, not per message.</source>
        <translation>Kafka enable.auto.commit: offset&apos;ler mesaj başına değil, bir zamanlayıcıyla commit edilir.</translation>
    </message>
    <message>
        <source>Commit interval</source>
        <translation>Commit aralığı</translation>
    </message>
    <message>
        <source>auto-commit interval</source>
        <translation>otomatik commit aralığı</translation>
    </message>
    <message>
        <source>Kafka auto.commit.interval.ms (default 5000).</source>
        <translation>Kafka auto.commit.interval.ms (varsayılan 5000).</translation>
    </message>
    <message>
        <source>Session timeout</source>
        <translation>Oturum zaman aşımı</translation>
    </message>
    <message>
        <source>session timeout</source>
        <translation>oturum zaman aşımı</translation>
    </message>
    <message>
        <source>Kafka session.timeout.ms (default 45000): a silent member is removed after this.</source>
        <translation>Kafka session.timeout.ms (varsayılan 45000): sessiz kalan bir üye bu süreden sonra gruptan çıkarılır.</translation>
    </message>
    <message>
        <source>Max poll interval</source>
        <translation>Azami poll aralığı</translation>
    </message>
    <message>
        <source>max poll interval</source>
        <translation>azami poll aralığı</translation>
    </message>
    <message>
        <source>Kafka max.poll.interval.ms (default 300000): a slower handler triggers a rebalance.</source>
        <translation>Kafka max.poll.interval.ms (varsayılan 300000): bundan yavaş bir işleyici yeniden dengelemeyi (rebalance) tetikler.</translation>
    </message>
    <message>
        <source>Max poll records</source>
        <translation>Azami poll kaydı</translation>
    </message>
    <message>
        <source>max poll records</source>
        <translation>azami poll kaydı</translation>
    </message>
    <message>
        <source>Kafka max.poll.records (default 500): the batch size.</source>
        <translation>Kafka max.poll.records (varsayılan 500): batch boyutu.</translation>
    </message>
    <message>
        <source>Publish timeout</source>
        <translation>Yayım zaman aşımı</translation>
    </message>
    <message>
        <source>publish timeout</source>
        <translation>yayım zaman aşımı</translation>
    </message>
    <message>
        <source>How long the producer waits for the broker&apos;s publish ack before it retries.</source>
        <translation>Üreticinin yeniden denemeden önce broker&apos;ın yayım onayını ne kadar beklediği.</translation>
    </message>
    <message>
        <source>Max retries</source>
        <translation>Azami yeniden deneme</translation>
    </message>
    <message>
        <source>max retries</source>
        <translation>azami yeniden deneme</translation>
    </message>
    <message>
        <source>Publish retries before the producer gives up on an event.</source>
        <translation>Üretici bir olaydan vazgeçmeden önce yapılan yayım yeniden denemeleri.</translation>
    </message>
    <message>
        <source>Retry backoff</source>
        <translation>Yeniden deneme beklemesi</translation>
    </message>
    <message>
        <source>retry backoff</source>
        <translation>yeniden deneme beklemesi</translation>
    </message>
    <message>
        <source>Pause before each retry.</source>
        <translation>Her yeniden denemeden önceki bekleme (backoff).</translation>
    </message>
    <message>
        <source>Idempotent producer (Kafka)</source>
        <translation>Idempotent üretici (Kafka)</translation>
    </message>
    <message>
        <source>Kafka enable.idempotence: the broker drops the producer&apos;s own retries (same producer id and sequence), nothing else.</source>
        <translation>Kafka enable.idempotence: broker yalnızca üreticinin kendi yeniden denemelerini düşürür (aynı producer id ve sıra numarası), başka hiçbir şeyi değil.</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mesaj sayısı</translation>
    </message>
    <message>
        <source>messages</source>
        <translation>mesaj sayısı</translation>
    </message>
    <message>
        <source>How many logical events the producer publishes: order-1 … order-N.</source>
        <translation>Üreticinin kaç mantıksal olay yayımladığı: order-1 … order-N.</translation>
    </message>
    <message>
        <source>Publish interval</source>
        <translation>Yayım aralığı</translation>
    </message>
    <message>
        <source>publish interval</source>
        <translation>yayım aralığı</translation>
    </message>
    <message>
        <source>Virtual time between two new events from the producer.</source>
        <translation>Üreticinin iki yeni olayı arasındaki sanal süre.</translation>
    </message>
    <message>
        <source>Message groups</source>
        <translation>Mesaj grupları</translation>
    </message>
    <message>
        <source>message groups</source>
        <translation>mesaj grupları</translation>
    </message>
    <message>
        <source>SQS FIFO only: the MessageGroupId the producer sets. A group&apos;s next message is not delivered while an earlier one of the group is in flight (received, not yet deleted); one receive may return several of a group. 0 = one group per business key; 1 = one group for every message; N = order-i in group (i - 1) mod N.</source>
        <translation>Yalnızca SQS FIFO: üreticinin koyduğu MessageGroupId. Bir grubun sıradaki mesajı, grubun önceki bir mesajı işlemdeyken (alınmış, henüz silinmemiş) teslim edilmez; tek bir alım bir gruptan birkaç mesaj döndürebilir. 0 = her iş anahtarı için bir grup; 1 = bütün mesajlar için tek grup; N = order-i, (i - 1) mod N numaralı grupta.</translation>
    </message>
    <message>
        <source>one per business key</source>
        <translation>her iş anahtarı için bir</translation>
    </message>
    <message>
        <source>Drain buffer after restart</source>
        <translation>Yeniden başlatmadan sonra tamponu boşalt</translation>
    </message>
    <message>
        <source>When the broker closes the connection (a restart), the client library still hands out the deliveries it had already read (rabbitmq-c returns buffered frames first; the .NET client dispatches the prefetched ones): the consume loop handles them, their acks fail and they all come back. Off: the client drops its buffer at once.</source>
        <translation>Broker bağlantıyı kapattığında (yeniden başlatma), istemci kütüphanesi önceden okuduğu teslimleri vermeye devam eder (rabbitmq-c önce tampondaki çerçeveleri döndürür; .NET istemcisi önceden alınmış (prefetch) mesajları dağıtır): tüketme döngüsü onları işler, onayları başarısız olur ve hepsi geri gelir. Kapalı: istemci tamponunu hemen atar.</translation>
    </message>
    <message>
        <source>Retries by the application</source>
        <translation>Yeniden denemeleri uygulama yapar</translation>
    </message>
    <message>
        <source>Off: the client library retries the same batch (same headers and message id; Kafka&apos;s idempotent producer drops it by producer id + sequence). On: the application calls send again, a new record that enable.idempotence cannot recognise. A new message id per attempt needs this on.</source>
        <translation>Kapalı: istemci kütüphanesi aynı batch&apos;i yeniden dener (aynı başlıklar ve mesaj kimliği; Kafka&apos;nın idempotent üreticisi onu producer id + sıra numarasıyla düşürür). Açık: uygulama send&apos;i yeniden çağırır; bu, enable.idempotence&apos;ın tanıyamayacağı yeni bir kayıttır. Her denemede yeni mesaj kimliği için bunun açık olması gerekir.</translation>
    </message>
    <message>
        <source>Static membership (Kafka)</source>
        <translation>Statik üyelik (Kafka)</translation>
    </message>
    <message>
        <source>Kafka group.instance.id (KIP-345, off by default): a consumer that restarts within session.timeout.ms gets its partitions back without a rebalance; one that stays away longer expires and the group rebalances.</source>
        <translation>Kafka group.instance.id (KIP-345, varsayılan olarak kapalı): session.timeout.ms içinde yeniden başlayan bir tüketici partition&apos;larını yeniden dengeleme olmadan geri alır; daha uzun süre uzak kalanın üyeliği sona erer ve grup yeniden dengelenir.</translation>
    </message>
</context>
<context>
    <name>idem::ScenarioIo</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: yazılamıyor: %2</translation>
    </message>
    <message>
        <source>%1: cannot write (the disk may be full): %2</source>
        <translation>%1: yazılamıyor (disk dolu olabilir): %2</translation>
    </message>
</context>
<context>
    <name>idem::jsonsource</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: okunamıyor: %2</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>bir klasör</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>bir FIFO (adlandırılmış kanal)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>bir aygıt</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>bir soket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>normal bir dosya değil</translation>
    </message>
    <message>
        <source>%1: not a scenario file: it is %2; expected a regular JSON file</source>
        <translation>%1: senaryo dosyası değil: bu %2; normal bir JSON dosyası bekleniyordu</translation>
    </message>
    <message>
        <source>%1: the file is %2 bytes; scenario files are limited to %3 bytes (16 MiB)</source>
        <translation>%1: dosya %2 bayt; senaryo dosyaları %3 baytla (16 MiB) sınırlıdır</translation>
    </message>
    <message>
        <source>%1: the file grew past the limit of %2 bytes while it was read</source>
        <translation>%1: dosya okunurken %2 baytlık sınırı aştı</translation>
    </message>
</context>
<context>
    <name>idem::ui::AboutDialog</name>
    <message>
        <source>About Idempotency Lab</source>
        <translation>Idempotency Lab Hakkında</translation>
    </message>
    <message>
        <source>Idempotency Lab</source>
        <translation>Idempotency Lab</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Sürüm %1</translation>
    </message>
    <message>
        <source>Watch a message broker deliver the same message twice, and see which deduplication strategy keeps a real SQLite consumer correct.</source>
        <translation>Bir mesaj broker&apos;ının aynı mesajı iki kez teslim edişini izleyin ve hangi deduplication stratejisinin gerçek bir SQLite tüketicisini doğru tuttuğunu görün.</translation>
    </message>
    <message>
        <source>Built with Qt %1 (Core, GUI, Widgets, SQL, Charts, Print Support, Concurrent), running on Qt %2; SQLite %3.</source>
        <translation>Qt %1 ile derlendi (Core, GUI, Widgets, SQL, Charts, Print Support, Concurrent), Qt %2 üzerinde çalışıyor; SQLite %3.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence:</source>
        <translation>MIT lisansıyla özgür yazılım:</translation>
    </message>
    <message>
        <source>&amp;About Idempotency Lab</source>
        <translation>Idempotency Lab &amp;Hakkında</translation>
    </message>
</context>
<context>
    <name>idem::ui::AnalysisDocks</name>
    <message>
        <source>&amp;Compare Strategies…</source>
        <translation>Stratejileri &amp;Karşılaştır…</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Karşılaştır</translation>
    </message>
    <message>
        <source>Run the current scenario under every strategy, side by side (%1)</source>
        <translation>Geçerli senaryoyu her stratejiyle yan yana çalıştır (%1)</translation>
    </message>
    <message>
        <source>Parameter &amp;Sweep…</source>
        <translation>Parametre &amp;Taraması…</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Tarama</translation>
    </message>
    <message>
        <source>Vary one number of the current scenario under several strategies (%1)</source>
        <translation>Geçerli senaryonun bir sayısını birkaç stratejiyle değiştir (%1)</translation>
    </message>
    <message>
        <source>Compare strategies</source>
        <translation>Stratejileri karşılaştır</translation>
    </message>
    <message>
        <source>A comparison is still running; it offers to run again when it ends.</source>
        <translation>Bir karşılaştırma hâlâ çalışıyor; bittiğinde yeniden çalıştırmayı önerecek.</translation>
    </message>
    <message>
        <source>Parameter sweep</source>
        <translation>Parametre taraması</translation>
    </message>
    <message>
        <source>&amp;Explore…</source>
        <translation>Keş&amp;fet…</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Keşif</translation>
    </message>
    <message>
        <source>Search the smallest fault schedule that breaks each strategy (%1)</source>
        <translation>Her stratejiyi bozan en küçük arıza planını ara (%1)</translation>
    </message>
    <message>
        <source>Explore fault schedules</source>
        <translation>Arıza planlarını keşfet</translation>
    </message>
</context>
<context>
    <name>idem::ui::BackgroundReport</name>
    <message>
        <source>Writing the report…</source>
        <translation>Rapor yazılıyor…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
</context>
<context>
    <name>idem::ui::BalanceModel</name>
    <message numerus="yes">
        <source>Charged %n times: a duplicate side effect</source>
        <translation>
            <numerusform>%n kez ücretlendirildi: yinelenen yan etki</numerusform>
        </translation>
    </message>
    <message>
        <source>increments</source>
        <translation>artışlar</translation>
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
        <translation>%1 tamamlanmadı: %2</translation>
    </message>
    <message>
        <source>%1 held: nothing took effect twice, nothing was lost.</source>
        <translation>%1 dayandı: hiçbir şey iki kez etki etmedi, hiçbir şey kaybolmadı.</translation>
    </message>
    <message numerus="yes">
        <source>It recognised and skipped %Ln duplicate deliveries.</source>
        <translation>
            <numerusform>%Ln yinelenen teslimi tanıyıp atladı.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaked: %2</source>
        <translation>%1 sızdırdı: %2</translation>
    </message>
    <message>
        <source>The repeated deliveries came from: %1.</source>
        <translation>Yinelenen teslimlerin kaynağı: %1.</translation>
    </message>
    <message>
        <source>Where this strategy leaks: %1</source>
        <translation>Bu stratejinin sızdırdığı yer: %1</translation>
    </message>
    <message>
        <source>For example: %1</source>
        <translation>Örneğin: %1</translation>
    </message>
    <message>
        <source>Comparison: %1</source>
        <translation>Karşılaştırma: %1</translation>
    </message>
    <message>
        <source>Broker profile</source>
        <translation>Broker profili</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Etki</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mesaj sayısı</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Tohum (seed)</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Stratejiler</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Hazırlayan</translation>
    </message>
    <message>
        <source>Idempotency Lab %1</source>
        <translation>Idempotency Lab %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Every strategy ran the same scenario with the same seed, so each met exactly the same faults.</source>
        <translation>Her strateji aynı senaryoyu aynı tohumla çalıştırdı; böylece her biri tam olarak aynı arızalarla karşılaştı.</translation>
    </message>
    <message>
        <source>Which strategy held, which leaked and why</source>
        <translation>Hangi strateji dayandı, hangisi sızdırdı ve neden</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Sonuçlar</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Karar</translation>
    </message>
    <message>
        <source>Duplicate side effects</source>
        <translation>Yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>Duplicates skipped</source>
        <translation>Atlanan tekrarlar</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kayıp</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>Dead-letter&apos;a taşınan</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transaction&apos;lar</translation>
    </message>
    <message>
        <source>Rollbacks</source>
        <translation>Geri almalar</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 gecikmesi</translation>
    </message>
    <message>
        <source>Trace hash</source>
        <translation>Trace hash&apos;i</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>başarısız</translation>
    </message>
    <message>
        <source>Outcome per strategy</source>
        <translation>Strateji başına sonuç</translation>
    </message>
    <message>
        <source>Duplicate side effects over time</source>
        <translation>Zaman içinde yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>One timeline per strategy, on one time axis</source>
        <translation>Her strateji için bir zaman çizelgesi, tek bir zaman ekseninde</translation>
    </message>
    <message>
        <source>What the marks mean</source>
        <translation>İşaretlerin anlamı</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Tarama: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2, %Ln values</source>
        <translation>
            <numerusform>%1 ile %2 arası, %Ln değer</numerusform>
        </translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametre</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Aralık</translation>
    </message>
    <message>
        <source>Where each strategy starts to leak</source>
        <translation>Her stratejinin sızdırmaya başladığı yer</translation>
    </message>
    <message>
        <source>%1: no duplicate effect and nothing lost anywhere in the range.</source>
        <translation>%1: aralığın hiçbir yerinde yinelenen etki yok, kayıp yok.</translation>
    </message>
    <message>
        <source>%1: leaks already at %2, the start of the range.</source>
        <translation>%1: aralığın başı olan %2 değerinde bile sızdırıyor.</translation>
    </message>
    <message>
        <source>%1: holds up to %2, leaks from %3.</source>
        <translation>%1: %2 değerine kadar dayanıyor, %3 değerinden itibaren sızdırıyor.</translation>
    </message>
    <message>
        <source>Duplicate side effects by %1</source>
        <translation>%1 değerine göre yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>Each cell: duplicate side effects / lost events.</source>
        <translation>Her hücre: yinelenen yan etkiler / kayıp olaylar.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 was stopped before it ended, no verdict: %2</source>
        <translation>%1 bitmeden durduruldu, karar yok: %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>durduruldu</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1, %2 değerinde: %3</translation>
    </message>
    <message>
        <source>Stopped before they ended</source>
        <translation>Bitmeden durdurulanlar</translation>
    </message>
    <message>
        <source>These runs made no progress or outgrew their trace budget; they have no verdict and no point in the chart.</source>
        <translation>Bu çalıştırmalar ilerlemedi ya da trace bütçelerini aştı; kararları yok ve grafikte noktaları yok.</translation>
    </message>
</context>
<context>
    <name>idem::ui::BatchView</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Dışa aktar…</translation>
    </message>
    <message>
        <source>The scenario has changed since these results: run again to update them.</source>
        <translation>Senaryo bu sonuçlardan sonra değişti: güncellemek için yeniden çalıştırın.</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Stratejiler</translation>
    </message>
    <message>
        <source>&lt;i&gt;No scenario yet: open one, or pick one from the workshop library.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Henüz senaryo yok: bir senaryo açın veya atölye kitaplığından seçin.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was left behind.</source>
        <translation>Dışa aktarma iptal edildi; geride hiçbir şey kalmadı.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1 konumuna aktarıldı.</translation>
    </message>
</context>
<context>
    <name>idem::ui::BrokerGroup</name>
    <message>
        <source>Broker</source>
        <translation>Broker</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>broker profile</source>
        <translation>broker profili</translation>
    </message>
    <message>
        <source>Which broker to imitate. Choosing one resets the deduplication window, the redelivery timeout and the delivery limit to that broker&apos;s documented defaults.</source>
        <translation>Hangi broker&apos;ın taklit edileceği. Birini seçmek tekilleştirme penceresini, yeniden teslim zaman aşımını ve teslim sınırını o broker&apos;ın belgelenmiş varsayılanlarına sıfırlar.</translation>
    </message>
    <message>
        <source>assignment</source>
        <translation>atama</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>Atama</translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation>yeniden dengeleme</translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation>Yeniden dengeleme</translation>
    </message>
    <message>
        <source>Kafka only: eager revokes every partition, cooperative only the moved ones.</source>
        <translation>Yalnızca Kafka: eager tüm partition&apos;ları geri alır, cooperative yalnızca taşınanları.</translation>
    </message>
    <message>
        <source>Defaults: %1</source>
        <translation>Varsayılanlar: %1</translation>
    </message>
    <message>
        <source>Kafka only: how partitions are spread over the group. Range and round-robin are eager-only; cooperative rebalancing needs cooperative-sticky.</source>
        <translation>Yalnızca Kafka: partition&apos;ların gruba nasıl dağıtıldığı. Range ve round-robin yalnızca eager çalışır; kademeli (cooperative) yeniden dengeleme için cooperative-sticky gerekir.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CheckAction</name>
    <message>
        <source>Test My &amp;Consumer…</source>
        <translation>&amp;Tüketicimi Sına…</translation>
    </message>
    <message>
        <source>Run your own consumer process against a private RabbitMQ through a fault-injecting proxy, and judge it from your own database</source>
        <translation>Kendi tüketici sürecinizi hata enjekte eden bir proxy üzerinden özel bir RabbitMQ&apos;ya karşı çalıştırın ve kendi veritabanınızdan değerlendirin</translation>
    </message>
    <message>
        <source>e.g. /usr/bin/python3 examples/consumers/naive_consumer.py</source>
        <translation>ör. /usr/bin/python3 examples/consumers/naive_consumer.py</translation>
    </message>
    <message>
        <source>Consumer &amp;command:</source>
        <translation>Tüketici &amp;komutu:</translation>
    </message>
    <message>
        <source>the folder idemlab was started in</source>
        <translation>idemlab&apos;in başlatıldığı klasör</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Gözat…</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>Çalışma klasörü</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>Ça&amp;lışma klasörü:</translation>
    </message>
    <message>
        <source>as the scenario says</source>
        <translation>senaryodaki kadar</translation>
    </message>
    <message>
        <source>Consumer &amp;processes:</source>
        <translation>Tüketici &amp;süreçleri:</translation>
    </message>
    <message>
        <source>SQLite file</source>
        <translation>SQLite dosyası</translation>
    </message>
    <message>
        <source>PostgreSQL URL</source>
        <translation>PostgreSQL URL&apos;si</translation>
    </message>
    <message>
        <source>&amp;Effects database:</source>
        <translation>&amp;Etki veritabanı:</translation>
    </message>
    <message>
        <source>empty: a new SQLite file in the check&apos;s folder</source>
        <translation>boş: sınamanın klasöründe yeni bir SQLite dosyası</translation>
    </message>
    <message>
        <source>Effects &amp;query:</source>
        <translation>Etki &amp;sorgusu:</translation>
    </message>
    <message>
        <source>Test my consumer</source>
        <translation>Tüketicimi sına</translation>
    </message>
    <message>
        <source>Your consumer runs against a private RabbitMQ node through the lab&apos;s AMQP proxy, which injects the scenario&apos;s lost acks, lost connections and crashes at the wire. The timeline shows what the wire carried; what your handler does inside is not seen. The verdict counts the effects in your own database.</source>
        <translation>Tüketiciniz, laboratuvarın AMQP proxy&apos;si üzerinden özel bir RabbitMQ düğümüne karşı çalışır; proxy senaryonun kayıp ack&apos;lerini, kopan bağlantılarını ve çökmelerini hat üzerinde enjekte eder. Zaman çizelgesi hattın taşıdığını gösterir; işleyicinizin içeride yaptığı görülmez. Karar, etkileri kendi veritabanınızda sayar.</translation>
    </message>
    <message>
        <source>Cancelling: stopping your consumer processes, the proxy and the private node…</source>
        <translation>İptal ediliyor: tüketici süreçleriniz, proxy ve özel düğüm durduruluyor…</translation>
    </message>
    <message>
        <source>&amp;Run the Check</source>
        <translation>Sınamayı &amp;Çalıştır</translation>
    </message>
    <message>
        <source>A check is going; cancel it to start another.</source>
        <translation>Bir sınama sürüyor; başka birini başlatmak için onu iptal edin.</translation>
    </message>
    <message>
        <source>Cannot check your consumer.</source>
        <translation>Tüketiciniz sınanamıyor.</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first:
%1</source>
        <translation>Senaryoda sorunlar var; önce Senaryo panelinde düzeltin:
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Başlatılıyor…</translation>
    </message>
    <message>
        <source>%1 duplicate side effects and %2 lost messages over %3 deliveries, counted from %4 rows of your database (%5).</source>
        <translation>%3 teslimatta %1 yinelenen yan etki ve %2 kayıp mesaj; veritabanınızın %4 satırından sayıldı (%5).</translation>
    </message>
    <message>
        <source>Verdict: valid.</source>
        <translation>Karar: geçerli.</translation>
    </message>
    <message>
        <source>Verdict: invalid.</source>
        <translation>Karar: geçersiz.</translation>
    </message>
    <message>
        <source>Keys that name no message of the scenario (not counted): %1.</source>
        <translation>Senaryonun hiçbir mesajını adlandırmayan anahtarlar (sayılmadı): %1.</translation>
    </message>
    <message>
        <source>Cancelled: your consumer processes, the proxy and the private node were stopped.</source>
        <translation>İptal edildi: tüketici süreçleriniz, proxy ve özel düğüm durduruldu.</translation>
    </message>
    <message>
        <source>Done: the check&apos;s run is on screen.</source>
        <translation>Tamamlandı: sınamanın çalıştırması ekranda.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CheckLab</name>
    <message>
        <source>Give the command that starts your consumer.</source>
        <translation>Tüketicinizi başlatan komutu verin.</translation>
    </message>
    <message>
        <source>The working folder %1 is not a folder.</source>
        <translation>Çalışma klasörü %1 bir klasör değil.</translation>
    </message>
    <message>
        <source>This scenario cannot check your consumer: %1</source>
        <translation>Bu senaryo tüketicinizi sınayamaz: %1</translation>
    </message>
    <message>
        <source>RabbitMQ is not installed: the program rabbitmq-server was not found. Install the Debian package rabbitmq-server (./lab.sh installs it) and try again.</source>
        <translation>RabbitMQ kurulu değil: rabbitmq-server programı bulunamadı. rabbitmq-server Debian paketini kurun (./lab.sh kurar) ve yeniden deneyin.</translation>
    </message>
    <message>
        <source>This idemlab was built without the live lab: install librabbitmq-dev, libnats-dev and libhiredis-dev (./lab.sh installs them), build again, and install rabbitmq-server.</source>
        <translation>Bu idemlab canlı laboratuvar olmadan derlenmiş: librabbitmq-dev, libnats-dev ve libhiredis-dev&apos;i kurun (./lab.sh kurar), yeniden derleyin ve rabbitmq-server&apos;ı kurun.</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: klasör oluşturulamıyor</translation>
    </message>
    <message>
        <source>Starting a private RabbitMQ node (10 to 40 s)…</source>
        <translation>Özel bir RabbitMQ düğümü başlatılıyor (10 ile 40 sn)…</translation>
    </message>
    <message>
        <source>Checking your consumer on %1 messages: %2 % acked</source>
        <translation>Tüketiciniz %1 mesajda sınanıyor: yüzde %2 ack edildi</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>Sınama başarısız oldu: %1</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Tamamlandı.</translation>
    </message>
    <message>
        <source>%1 has %2 MB free: the check keeps its private RabbitMQ node&apos;s data there, which needs about %3 MB (RabbitMQ takes no message while less than %4 MB is free). Free some space there and try again.</source>
        <translation>%1 içinde yalnızca %2 MB boş alan var: denetim, özel RabbitMQ düğümünün verisini orada tutar ve bunun için yaklaşık %3 MB gerekir (RabbitMQ, %4 MB&apos;tan az boş alan varken hiçbir mesaj almaz). Orada biraz yer açın ve yeniden deneyin.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CodeView</name>
    <message>
        <source>Run a scenario to see its consumer&apos;s handler as code.</source>
        <translation>Consumer&apos;ın işleyicisini kod olarak görmek için bir senaryo çalıştırın.</translation>
    </message>
    <message>
        <source>%1: the handler for %2</source>
        <translation>%1: %2 için işleyici</translation>
    </message>
    <message>
        <source>No listing for this strategy.</source>
        <translation>Bu strateji için kod listesi yok.</translation>
    </message>
    <message>
        <source>Click a line to go to the next event there; Shift+click for the one before. Red dots: the scenario&apos;s crash points.</source>
        <translation>Oradaki bir sonraki olaya gitmek için bir satıra tıklayın; öncekine gitmek için Shift+tıklama. Kırmızı noktalar: senaryonun çökme noktaları.</translation>
    </message>
    <message>
        <source>No earlier event runs this line.</source>
        <translation>Bu satırı çalıştıran daha önceki bir olay yok.</translation>
    </message>
    <message>
        <source>No later event runs this line.</source>
        <translation>Bu satırı çalıştıran daha sonraki bir olay yok.</translation>
    </message>
    <message>
        <source>cache miss: expired at %1 (TTL %2)</source>
        <translation>önbellek ıskası: %1 anında süresi doldu (TTL %2)</translation>
    </message>
    <message>
        <source>cache miss: expired (TTL %1)</source>
        <translation>önbellek ıskası: süresi doldu (TTL %1)</translation>
    </message>
    <message>
        <source>cache miss: evicted to make room</source>
        <translation>önbellek ıskası: yer açmak için çıkarıldı</translation>
    </message>
    <message>
        <source>cache miss: the cache was flushed</source>
        <translation>önbellek ıskası: önbellek temizlenmişti</translation>
    </message>
    <message>
        <source>cache miss: lost when its process crashed</source>
        <translation>önbellek ıskası: süreci çöktüğünde kayboldu</translation>
    </message>
    <message>
        <source>cache miss: never seen</source>
        <translation>önbellek ıskası: hiç görülmedi</translation>
    </message>
    <message>
        <source>cache hit: stored at %1 by %2</source>
        <translation>önbellek isabeti: %1 anında %2 tarafından saklanmıştı</translation>
    </message>
    <message>
        <source>cache hit</source>
        <translation>önbellek isabeti</translation>
    </message>
    <message>
        <source>row found: a duplicate</source>
        <translation>satır bulundu: bir tekrar</translation>
    </message>
    <message>
        <source>no row: not seen before</source>
        <translation>satır yok: daha önce görülmedi</translation>
    </message>
    <message>
        <source>1 row inserted: claimed</source>
        <translation>1 satır eklendi: sahiplenildi</translation>
    </message>
    <message>
        <source>0 rows inserted: already claimed</source>
        <translation>0 satır eklendi: zaten sahiplenilmiş</translation>
    </message>
    <message>
        <source>unique key violated: rolled back</source>
        <translation>benzersiz anahtar ihlali: geri alındı (rollback)</translation>
    </message>
    <message>
        <source>applied: the first time for %1</source>
        <translation>uygulandı: %1 için ilk kez</translation>
    </message>
    <message>
        <source>applied again: a duplicate side effect of %1</source>
        <translation>yeniden uygulandı: %1 için tekrarlanan yan etki</translation>
    </message>
    <message>
        <source>database busy: waits and tries again</source>
        <translation>veritabanı meşgul: bekler ve yeniden dener</translation>
    </message>
    <message>
        <source>store unavailable: no ack, tried again later</source>
        <translation>veritabanı erişilemez: onay (ack) yok, daha sonra yeniden denenir</translation>
    </message>
    <message>
        <source>crashed here</source>
        <translation>burada çöktü</translation>
    </message>
    <message>
        <source>Your own code</source>
        <translation>Kendi kodunuz</translation>
    </message>
    <message>
        <source>This run checked your own consumer: its handler is your code, which the lab does not see. The timeline shows what the wire saw, and the verdict what your database holds.</source>
        <translation>Bu çalıştırma kendi tüketicinizi denetledi: işleyicisi sizin kodunuzdur ve laboratuvar onu görmez. Zaman çizelgesi hattın gördüğünü, karar ise veritabanınızın tuttuğunu gösterir.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CompareView</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 yazılamıyor: %2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 yazılamıyor.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Karşılaştır</translation>
    </message>
    <message>
        <source>Run the scenario under every checked strategy, same seed and faults</source>
        <translation>Senaryoyu işaretli her strateji altında, aynı tohum ve arızalarla çalıştır</translation>
    </message>
    <message>
        <source>Select a row to see its SQLite file</source>
        <translation>SQLite dosyasını görmek için bir satır seçin</translation>
    </message>
    <message>
        <source>The run&apos;s SQLite file: open it with sqlite3 to see the inbox and business rows</source>
        <translation>Çalıştırmanın SQLite dosyası: inbox ve iş satırlarını görmek için sqlite3 ile açın</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Veritabanı:</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Klasörü aç</translation>
    </message>
    <message>
        <source>Show the comparison&apos;s folder in the file manager</source>
        <translation>Karşılaştırmanın klasörünü dosya yöneticisinde göster</translation>
    </message>
    <message>
        <source>Table and charts</source>
        <translation>Tablo ve grafikler</translation>
    </message>
    <message>
        <source>Timelines</source>
        <translation>Zaman çizelgeleri</translation>
    </message>
    <message>
        <source>Check at least one strategy to compare.</source>
        <translation>Karşılaştırmak için en az bir strateji işaretleyin.</translation>
    </message>
    <message>
        <source>Running… (strategies: %1, same seed and faults)</source>
        <translation>Çalışıyor… (stratejiler: %1, aynı tohum ve arızalar)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 strategies had finished.</source>
        <translation>İptal edildi: %2 stratejiden %1 tanesi bitmişti.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>İptal edildi.</translation>
    </message>
    <message>
        <source>Strategies compared: %1 — valid: %2, invalid: %3.</source>
        <translation>Karşılaştırılan stratejiler: %1 — geçerli: %2, geçersiz: %3.</translation>
    </message>
    <message>
        <source>Some runs failed:
%1</source>
        <translation>Bazı çalıştırmalar başarısız oldu:
%1</translation>
    </message>
    <message>
        <source>Export the comparison into</source>
        <translation>Karşılaştırmanın aktarılacağı klasör</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a comparison first.</source>
        <translation>Henüz aktarılacak bir şey yok: önce bir karşılaştırma çalıştırın.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>%1 klasörü oluşturulamıyor.</translation>
    </message>
    <message>
        <source>Write the comparison report (HTML, PDF), comparison.json, comparison.csv and the charts as PNG into a folder</source>
        <translation>Karşılaştırma raporunu (HTML, PDF), comparison.json, comparison.csv dosyalarını ve grafikleri PNG olarak bir klasöre yaz</translation>
    </message>
    <message>
        <source>Writing the comparison report…</source>
        <translation>Karşılaştırma raporu yazılıyor…</translation>
    </message>
    <message>
        <source>Simulated vs real</source>
        <translation>Simülasyon ve gerçek</translation>
    </message>
</context>
<context>
    <name>idem::ui::ComparisonModel</name>
    <message>
        <source>done, waiting for the others…</source>
        <translation>bitti, diğerleri bekleniyor…</translation>
    </message>
    <message>
        <source>running… %1 %</source>
        <translation>çalışıyor… %%1</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>bekliyor…</translation>
    </message>
    <message>
        <source>error</source>
        <translation>hata</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>iptal edildi</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>geçerli</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>geçersiz</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%%1</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Çalıştırma başarısız oldu: %1</translation>
    </message>
    <message>
        <source>Duplicate side effects: %1
Lost events: %2</source>
        <translation>Yinelenen yan etkiler: %1
Kayıp olaylar: %2</translation>
    </message>
    <message>
        <source>This strategy has no cache.</source>
        <translation>Bu stratejide önbellek yok.</translation>
    </message>
    <message>
        <source>%1 hits, %2 misses</source>
        <translation>%1 isabet, %2 ıska</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Karar</translation>
    </message>
    <message>
        <source>Duplicate side effects</source>
        <translation>Yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation>Atlanan tekrarlar</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kayıp</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>Dead-letter&apos;a taşınan</translation>
    </message>
    <message>
        <source>DB transactions</source>
        <translation>Veritabanı işlemleri</translation>
    </message>
    <message>
        <source>Rollbacks</source>
        <translation>Geri almalar</translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation>Önbellek isabet oranı</translation>
    </message>
    <message>
        <source>Latency p50</source>
        <translation>Gecikme p50</translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation>Gecikme p99</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Gerçek süre</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Veritabanı dosyası</translation>
    </message>
    <message>
        <source>Trace hash</source>
        <translation>Trace hash&apos;i</translation>
    </message>
    <message>
        <source>The deduplication strategy; every row ran the same scenario, seed and faults.</source>
        <translation>Tekilleştirme stratejisi; her satır aynı senaryo, tohum ve arızalarla çalıştı.</translation>
    </message>
    <message>
        <source>Valid: no duplicate side effect and no lost event.</source>
        <translation>Geçerli: yinelenen yan etki yok ve kayıp olay yok.</translation>
    </message>
    <message>
        <source>Effects applied again for a key that already had one, read from the database.</source>
        <translation>Zaten etkisi uygulanmış bir anahtar için yeniden uygulanan etkiler; veritabanından okunur.</translation>
    </message>
    <message>
        <source>Redeliveries the strategy recognised and skipped.</source>
        <translation>Stratejinin tanıyıp atladığı yeniden teslimler.</translation>
    </message>
    <message>
        <source>Events never applied, not dead-lettered, and not given up by the producer.</source>
        <translation>Hiç uygulanmamış, dead-letter kuyruğuna gitmemiş ve üreticinin de vazgeçmediği olaylar.</translation>
    </message>
    <message>
        <source>Events moved to the dead-letter queue.</source>
        <translation>Dead-letter kuyruğuna taşınan olaylar.</translation>
    </message>
    <message>
        <source>Committed database transactions.</source>
        <translation>Commit edilen veritabanı işlemleri.</translation>
    </message>
    <message>
        <source>Transactions rolled back (crash, unique key, claim conflict, store failure).</source>
        <translation>Geri alınan işlemler (çökme, benzersiz anahtar, sahiplenme çakışması, veritabanı hatası).</translation>
    </message>
    <message>
        <source>Cache hits over cache lookups.</source>
        <translation>Önbellek isabetlerinin önbellek sorgularına oranı.</translation>
    </message>
    <message>
        <source>Publish to first effect in virtual time, median.</source>
        <translation>Yayımdan ilk etkiye kadar geçen sanal zaman, medyan.</translation>
    </message>
    <message>
        <source>Publish to first effect in virtual time, 99th percentile.</source>
        <translation>Yayımdan ilk etkiye kadar geçen sanal zaman, 99. yüzdelik.</translation>
    </message>
    <message>
        <source>How long the simulation took on this computer.</source>
        <translation>Simülasyonun bu bilgisayarda ne kadar sürdüğü.</translation>
    </message>
    <message>
        <source>The run&apos;s SQLite file; open it with sqlite3.</source>
        <translation>Çalıştırmanın SQLite dosyası; sqlite3 ile açın.</translation>
    </message>
    <message>
        <source>Same scenario and seed give the same hash.</source>
        <translation>Aynı senaryo ve tohum aynı hash&apos;i üretir.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ComparisonWorker</name>
    <message>
        <source>Cannot create the folder %1 for the run databases.</source>
        <translation>Çalıştırma veritabanları için %1 klasörü oluşturulamıyor.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ConsumersGroup</name>
    <message>
        <source>Consumers</source>
        <translation>Tüketiciler</translation>
    </message>
    <message>
        <source>offset reset</source>
        <translation>offset sıfırlama</translation>
    </message>
    <message>
        <source>Offset reset</source>
        <translation>Offset sıfırlama</translation>
    </message>
    <message>
        <source>Kafka auto.offset.reset (default latest): where a partition with no committed offset starts. Latest skips every record already in the log; earliest reads them all.</source>
        <translation>Kafka auto.offset.reset (varsayılan latest): commit edilmiş offset&apos;i olmayan bir partition&apos;ın nereden başlayacağı. Latest, log&apos;da zaten bulunan her kaydı atlar; earliest hepsini okur.</translation>
    </message>
</context>
<context>
    <name>idem::ui::CounterexampleModel</name>
    <message>
        <source>No lesson file was written for it (the search was cancelled).</source>
        <translation>Bunun için ders dosyası yazılmadı (arama iptal edildi).</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open it as the scenario and run it.</source>
        <translation>Senaryo olarak açıp çalıştırmak için çift tıklayın ya da Enter&apos;a basın.</translation>
    </message>
    <message>
        <source>smallest of all</source>
        <translation>hepsinin en küçüğü</translation>
    </message>
    <message>
        <source>%1 message(s), %2 consumer(s)</source>
        <translation>%1 mesaj, %2 tüketici</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>Smallest for</source>
        <translation>En küçüğü</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Arızalar</translation>
    </message>
    <message>
        <source>What breaks</source>
        <translation>Ne bozuluyor</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Shrinking</source>
        <translation>Küçültme</translation>
    </message>
</context>
<context>
    <name>idem::ui::DatabasePanel</name>
    <message>
        <source>The inbox: one row per handled message id (committed rows)</source>
        <translation>Inbox: işlenen her mesaj kimliği için bir satır (commit edilmiş satırlar)</translation>
    </message>
    <message>
        <source>The business table: one row per order inserted</source>
        <translation>İş tablosu: eklenen her sipariş için bir satır</translation>
    </message>
    <message>
        <source>Balances, rebuilt from the committed increments up to the playhead</source>
        <translation>Bakiyeler; oynatma imlecine kadar commit edilmiş artışlardan yeniden hesaplanır</translation>
    </message>
    <message>
        <source>The mail server&apos;s own database: no consumer transaction covers it</source>
        <translation>Posta sunucusunun kendi veritabanı: hiçbir tüketici işlemi onu kapsamaz</translation>
    </message>
    <message>
        <source>The run&apos;s tables appear here after a run.</source>
        <translation>Çalıştırmanın tabloları, bir çalıştırmadan sonra burada görünür.</translation>
    </message>
    <message>
        <source>by the end of the run</source>
        <translation>çalıştırmanın sonuna kadar</translation>
    </message>
    <message>
        <source>at or before %1</source>
        <translation>%1 anında veya öncesinde</translation>
    </message>
    <message>
        <source>Rows written %1 (the time their statement ran; rolled-back rows never reach the file), newest first. Red: a second row for the same key.</source>
        <translation>%1 yazılan satırlar (ifadelerinin çalıştığı zamana göre; geri alınan satırlar dosyaya hiç ulaşmaz), en yenisi önce. Kırmızı: aynı anahtar için ikinci bir satır.</translation>
    </message>
    <message>
        <source>Cannot read the run database: %1</source>
        <translation>Çalıştırma veritabanı okunamıyor: %1</translation>
    </message>
    <message>
        <source>Reading the run&apos;s tables…</source>
        <translation>Çalıştırmanın tabloları okunuyor…</translation>
    </message>
    <message>
        <source>Each table lists its newest %1 rows; sqlite3 on the file shows all.</source>
        <translation>Her tablo en yeni %1 satırını gösterir; dosyada sqlite3 hepsini gösterir.</translation>
    </message>
</context>
<context>
    <name>idem::ui::DuplicateChart</name>
    <message>
        <source>Duplicate side effects over time (cumulative)</source>
        <translation>Zaman içinde yinelenen yan etkiler (kümülatif)</translation>
    </message>
    <message>
        <source>duplicate side effects</source>
        <translation>yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>virtual time</source>
        <translation>sanal zaman</translation>
    </message>
</context>
<context>
    <name>idem::ui::DuplicateCurveModel</name>
    <message>
        <source>%1: duplicate side effects</source>
        <translation>%1: yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>virtual time</source>
        <translation>sanal zaman</translation>
    </message>
</context>
<context>
    <name>idem::ui::EmptyState</name>
    <message>
        <source>Or open a built-in scenario from the File menu, or drop a scenario file here.</source>
        <translation>Ya da Dosya menüsünden yerleşik bir senaryo açın veya bir senaryo dosyasını buraya bırakın.</translation>
    </message>
    <message>
        <source>Predict first:</source>
        <translation>Önce tahmin edin:</translation>
    </message>
    <message>
        <source>%1 messages · %2 · strategy: %3</source>
        <translation>%1 mesaj · %2 · strateji: %3</translation>
    </message>
    <message>
        <source>Running… the timeline fills in as the run goes (Ctrl+. cancels).</source>
        <translation>Çalışıyor… zaman çizelgesi çalıştırma ilerledikçe dolar (Ctrl+. iptal eder).</translation>
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
        <translation>Zaman</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>Şerit</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Olay</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Anahtar</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Teslim</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Ayrıntılar</translation>
    </message>
</context>
<context>
    <name>idem::ui::EventLogPanel</name>
    <message>
        <source>Message, e.g. order-17</source>
        <translation>Mesaj, ör. order-17</translation>
    </message>
    <message>
        <source>Show only the records of one business key (order-17, or just 17)</source>
        <translation>Yalnızca tek bir iş anahtarının kayıtlarını göster (order-17 ya da yalnızca 17)</translation>
    </message>
    <message>
        <source>Show only one kind of record</source>
        <translation>Yalnızca tek bir kayıt türünü göster</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Tüm olaylar</translation>
    </message>
    <message>
        <source>Interesting events</source>
        <translation>Önemli olaylar</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 satır</translation>
    </message>
    <message>
        <source>%1 rows (%2–%3 listed)</source>
        <translation>%1 satır (%2–%3 arası listelendi)</translation>
    </message>
    <message>
        <source>The log lists %1 rows at a time around the playhead: scroll past either end, move the playhead, or press Ctrl+Home / Ctrl+End to list others.</source>
        <translation>Olay günlüğü, oynatma imlecinin çevresinde bir seferde %1 satır listeler: diğerlerini görmek için iki uçtan birinin ötesine kaydırın, oynatma imlecini taşıyın ya da Ctrl+Home / Ctrl+End tuşlarına basın.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreComposer</name>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Karar</translation>
    </message>
    <message>
        <source>Schedules run</source>
        <translation>Çalıştırılan planlar</translation>
    </message>
    <message>
        <source>In the bound</source>
        <translation>Sınır içinde</translation>
    </message>
    <message>
        <source>Equivalent</source>
        <translation>Eşdeğer</translation>
    </message>
    <message>
        <source>Violating</source>
        <translation>İhlal eden</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>En küçük</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Rastgele</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Arıza</translation>
    </message>
    <message>
        <source>never fired</source>
        <translation>hiç tetiklenmedi</translation>
    </message>
    <message>
        <source>%1: the smallest counterexample</source>
        <translation>%1: en küçük karşı örnek</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%2 altında %1</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Arızalar</translation>
    </message>
    <message>
        <source>What breaks</source>
        <translation>Ne bozuluyor</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>%1 message(s), %2 consumer(s)</source>
        <translation>%1 mesaj, %2 tüketici</translation>
    </message>
    <message>
        <source>Shrinking</source>
        <translation>Küçültme</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Ders</translation>
    </message>
    <message>
        <source>Exploration: %1</source>
        <translation>Keşif: %1</translation>
    </message>
    <message>
        <source>Broker profile</source>
        <translation>Broker profili</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Etki</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mesajlar</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>Tüketiciler</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Tohum (seed)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Sınır</translation>
    </message>
    <message numerus="yes">
        <source>every schedule of at most %n fault(s)</source>
        <translation>
            <numerusform>en çok %n arızalı her plan</numerusform>
        </translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Bütçe</translation>
    </message>
    <message>
        <source>%1 schedules per strategy</source>
        <translation>strateji başına %1 plan</translation>
    </message>
    <message>
        <source>the bound only</source>
        <translation>yalnızca sınır</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Hazırlayan</translation>
    </message>
    <message>
        <source>Idempotency Lab %1</source>
        <translation>Idempotency Lab %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>The search ran every schedule of faults up to the bound, fewest faults first, where a fault-free run of the scenario shows they can go; a schedule whose trace equals an earlier one&apos;s is counted once as equivalent. The first violation found with k faults has none smaller. Each counterexample was then shrunk until no single fault of it could be left out.</source>
        <translation>Arama, senaryonun arızasız bir çalıştırmasının arızaların olabileceğini gösterdiği yerlerde, sınıra kadar her arıza planını en az arızalıdan başlayarak çalıştırdı; izi daha önceki bir planınkiyle aynı olan plan bir kez, eşdeğer olarak sayıldı. k arızayla bulunan ilk ihlalin daha küçüğü yoktur. Ardından her karşı örnek, hiçbir arızası tek başına çıkarılamayana kadar küçültüldü.</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Kararlar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Where each strategy breaks</source>
        <translation>Her strateji nerede bozuluyor</translation>
    </message>
    <message>
        <source>A cell says BREAKS when a smallest violation within the bound contains a fault of that class, holds when none does, and — when the strategy&apos;s runs offer no place for that fault.</source>
        <translation>Bir hücre, sınır içindeki en küçük bir ihlal o sınıftan bir arıza içerdiğinde BOZULUYOR, hiçbiri içermediğinde dayanıyor, stratejinin çalıştırmaları o arızaya yer vermediğinde — der.</translation>
    </message>
    <message>
        <source>Counterexamples</source>
        <translation>Karşı örnekler</translation>
    </message>
    <message>
        <source>None: no schedule within the bound broke a strategy.</source>
        <translation>Yok: sınır içindeki hiçbir plan bir stratejiyi bozmadı.</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Kapsam</translation>
    </message>
    <message>
        <source>How many runs each fault actually fired in. A fault that never fired was never tested, so the bound says nothing about it.</source>
        <translation>Her arızanın gerçekte kaç çalıştırmada tetiklendiği. Hiç tetiklenmeyen bir arıza hiç sınanmadı; sınır onun hakkında bir şey söylemez.</translation>
    </message>
    <message>
        <source>Reproduce it</source>
        <translation>Yeniden üretin</translation>
    </message>
    <message>
        <source>Run this in the report&apos;s folder: the same scenario, bound and seed give the same verdicts and counterexamples.</source>
        <translation>Bunu raporun klasöründe çalıştırın: aynı senaryo, sınır ve tohum aynı kararları ve karşı örnekleri verir.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreCoverageModel</name>
    <message>
        <source>never fired</source>
        <translation>hiç tetiklenmedi</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreMatrixModel</name>
    <message>
        <source>%1 breaks under: %2</source>
        <translation>%1 şunun altında bozuluyor: %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExplorePhrases</name>
    <message>
        <source>holds</source>
        <translation>dayanıyor</translation>
    </message>
    <message>
        <source>BREAKS</source>
        <translation>BOZULUYOR</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Hata</translation>
    </message>
    <message>
        <source>Violation found</source>
        <translation>İhlal bulundu</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Tam</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Eksik</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>iptal</translation>
    </message>
    <message>
        <source>the time limit</source>
        <translation>süre sınırı</translation>
    </message>
    <message>
        <source>the budget</source>
        <translation>bütçe</translation>
    </message>
    <message>
        <source>the slice</source>
        <translation>bu dilim</translation>
    </message>
    <message>
        <source>The exploration failed: %1</source>
        <translation>Keşif başarısız oldu: %1</translation>
    </message>
    <message>
        <source>Violation found without any fault: %1.</source>
        <translation>Hiçbir arıza olmadan ihlal bulundu: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Violation found: %1 under %n fault(s): %2.</source>
        <translation>
            <numerusform>İhlal bulundu: %n arıza altında %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found by the random search, beyond the bound.</source>
        <translation>Sınırın ötesinde, rastgele aramayla bulundu.</translation>
    </message>
    <message numerus="yes">
        <source>Complete: 0 violations in %1 schedules of at most %n fault(s); %2 of them equivalent to an earlier one (the same trace).</source>
        <translation>
            <numerusform>Tam: en çok %n arızalı %1 planda 0 ihlal; bunların %2 tanesi daha önceki bir planla eşdeğer (aynı iz).</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete: stopped by %1 after %2 of the %3 schedules of the bound, 0 violations so far.</source>
        <translation>Eksik: sınırın %3 planından %2 tanesinden sonra %1 nedeniyle durdu; şimdiye kadar 0 ihlal.</translation>
    </message>
    <message>
        <source>a duplicate side effect</source>
        <translation>yinelenen bir yan etki</translation>
    </message>
    <message>
        <source>a lost message</source>
        <translation>kaybolan bir mesaj</translation>
    </message>
    <message>
        <source>a stuck run</source>
        <translation>takılıp kalan bir çalıştırma</translation>
    </message>
    <message>
        <source>a run that failed</source>
        <translation>başarısız olan bir çalıştırma</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no faults</source>
        <translation>arıza yok</translation>
    </message>
    <message>
        <source>not shrunk</source>
        <translation>küçültülmedi</translation>
    </message>
    <message numerus="yes">
        <source>shrunk in %n step(s) (%1 runs)</source>
        <translation>
            <numerusform>%n adımda küçültüldü (%1 çalıştırma)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, locally minimal: no single fault can be left out</source>
        <translation>%1, yerel olarak en küçük: hiçbir arıza tek başına çıkarılamaz</translation>
    </message>
    <message>
        <source>%1, not locally minimal (the shrinking budget ran out)</source>
        <translation>%1, yerel olarak en küçük değil (küçültme bütçesi bitti)</translation>
    </message>
    <message>
        <source>%1, not minimal (cancelled during shrinking)</source>
        <translation>%1, en küçük değil (küçültme sırasında iptal edildi)</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreVerdictModel</name>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Karar</translation>
    </message>
    <message>
        <source>Schedules run</source>
        <translation>Çalıştırılan planlar</translation>
    </message>
    <message>
        <source>In the bound</source>
        <translation>Sınır içinde</translation>
    </message>
    <message>
        <source>Equivalent</source>
        <translation>Eşdeğer</translation>
    </message>
    <message>
        <source>Violating</source>
        <translation>İhlal eden</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>En küçük</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Rastgele</translation>
    </message>
    <message>
        <source>Smallest counterexample</source>
        <translation>En küçük karşı örnek</translation>
    </message>
</context>
<context>
    <name>idem::ui::ExploreView</name>
    <message>
        <source>&amp;Explore</source>
        <translation>&amp;Keşfet</translation>
    </message>
    <message>
        <source>Check at least one strategy to explore.</source>
        <translation>Keşfetmek için en az bir strateji işaretleyin.</translation>
    </message>
    <message>
        <source>Writing the exploration report…</source>
        <translation>Keşif raporu yazılıyor…</translation>
    </message>
    <message>
        <source>Export the exploration report into</source>
        <translation>Keşif raporunu şuraya aktar</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Arama</translation>
    </message>
    <message>
        <source>Every schedule of up to this many faults is run (the bound K)</source>
        <translation>Bu kadar arızaya kadar her plan çalıştırılır (K sınırı)</translation>
    </message>
    <message>
        <source>the bound only</source>
        <translation>yalnızca sınır</translation>
    </message>
    <message>
        <source>Schedules to run at most per strategy; what is left after the bound goes to a random search beyond it. Below the bound&apos;s size the verdict is incomplete.</source>
        <translation>Strateji başına en çok çalıştırılacak plan sayısı; sınırdan sonra kalan, sınırın ötesinde rastgele aramaya gider. Sınırın boyutunun altında karar eksik olur.</translation>
    </message>
    <message>
        <source>&amp;Faults up to:</source>
        <translation>&amp;Arıza sayısı en çok:</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Bütçe:</translation>
    </message>
    <message>
        <source>&amp;All strategies</source>
        <translation>&amp;Tüm stratejiler</translation>
    </message>
    <message>
        <source>The scenario&apos;s &amp;own</source>
        <translation>Senaryonun &amp;kendisi</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <translation>&amp;Matris</translation>
    </message>
    <message>
        <source>Counter&amp;examples</source>
        <translation>Karşı ö&amp;rnekler</translation>
    </message>
    <message>
        <source>C&amp;overage</source>
        <translation>&amp;Kapsam</translation>
    </message>
    <message numerus="yes">
        <source>Exploring %n strategy(ies)…</source>
        <translation>
            <numerusform>%n strateji keşfediliyor…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 schedules of this level…</source>
        <translation>%1: bu düzeyin %3 planından %2 tanesi…</translation>
    </message>
    <message>
        <source>Explored in %1.</source>
        <translation>%1 içinde keşfedildi.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing to export yet: explore first.</source>
        <translation>Henüz dışa aktarılacak bir şey yok: önce keşfedin.</translation>
    </message>
    <message>
        <source>%1: shrinking the counterexamples…</source>
        <translation>%1: karşı örnekler küçültülüyor…</translation>
    </message>
</context>
<context>
    <name>idem::ui::FaultInjector</name>
    <message>
        <source>%1 · delivery %2 · %3</source>
        <translation>%1 · %2. teslim · %3</translation>
    </message>
    <message>
        <source>Lose this ack</source>
        <translation>Bu onayı kaybet</translation>
    </message>
    <message>
        <source>Lose the ack of %1 delivery %2</source>
        <translation>%1 için %2. teslimin onay kaybı</translation>
    </message>
    <message>
        <source>The consumer handles it, but its ack never reaches the broker</source>
        <translation>Tüketici mesajı işler ama onayı broker&apos;a hiç ulaşmaz</translation>
    </message>
    <message>
        <source>Crash the consumer here</source>
        <translation>Tüketiciyi burada çökert</translation>
    </message>
    <message>
        <source>Crash on %1 delivery %2 (%3)</source>
        <translation>%1 için %2. teslimde çökme (%3)</translation>
    </message>
    <message>
        <source>Make this handler slow…</source>
        <translation>Bu işleyiciyi yavaşlat…</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>Yavaş işleyici</translation>
    </message>
    <message>
        <source>Slow handler on %1 delivery %2</source>
        <translation>%1 için %2. teslimde yavaş işleyici</translation>
    </message>
    <message>
        <source>Lose this publish ack</source>
        <translation>Bu yayım onayını kaybet</translation>
    </message>
    <message>
        <source>Lose the publish ack of %1 attempt %2</source>
        <translation>%1 için %2. denemenin yayım onayı kaybı</translation>
    </message>
    <message>
        <source>Lose this publish</source>
        <translation>Bu yayımı kaybet</translation>
    </message>
    <message>
        <source>Lose the publish of %1 attempt %2</source>
        <translation>%1 için %2. denemenin yayım kaybı</translation>
    </message>
    <message>
        <source>Follow %1</source>
        <translation>%1 mesajını izle</translation>
    </message>
    <message>
        <source>At %1</source>
        <translation>%1 anında</translation>
    </message>
    <message>
        <source>Restart the broker here</source>
        <translation>Broker&apos;ı burada yeniden başlat</translation>
    </message>
    <message>
        <source>Restart the broker at %1</source>
        <translation>%1 anında broker yeniden başlatma</translation>
    </message>
    <message>
        <source>Flush the cache here</source>
        <translation>Önbelleği burada boşalt</translation>
    </message>
    <message>
        <source>Flush the cache at %1</source>
        <translation>%1 anında önbellek boşaltma</translation>
    </message>
    <message>
        <source>Store unavailable here…</source>
        <translation>Veritabanı burada erişilemez olsun…</translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation>Veritabanı erişilemez</translation>
    </message>
    <message>
        <source>Store unavailable at %1</source>
        <translation>%1 anında veritabanı erişilemez</translation>
    </message>
    <message>
        <source>Crash consumer-1 here</source>
        <translation>consumer-1&apos;i burada çökert</translation>
    </message>
    <message>
        <source>Crash consumer-1 at %1</source>
        <translation>%1 anında consumer-1 çökmesi</translation>
    </message>
    <message>
        <source>A consumer joins here</source>
        <translation>Burada bir tüketici katılsın</translation>
    </message>
    <message>
        <source>A consumer joins at %1</source>
        <translation>%1 anında tüketici katılımı</translation>
    </message>
    <message>
        <source>Extra handling time for %1 delivery %2 (%3).
Longer than the redelivery timeout makes the broker hand it out again.</source>
        <translation>%1 için %2. teslimde ek işleme süresi (%3).
Yeniden teslim zaman aşımından uzun olursa broker mesajı yeniden dağıtır.</translation>
    </message>
    <message>
        <source>How long the store stays unavailable from %1 (%2)</source>
        <translation>Veritabanının %1 anından itibaren ne kadar süre erişilemez kalacağı (%2)</translation>
    </message>
</context>
<context>
    <name>idem::ui::FaultsGroup</name>
    <message>
        <source>Faults</source>
        <translation>Arızalar</translation>
    </message>
    <message>
        <source>Crash point</source>
        <translation>Çökme noktası</translation>
    </message>
    <message>
        <source>crash point</source>
        <translation>çökme noktası</translation>
    </message>
    <message>
        <source>Where in the handler the random crashes happen. A crash before commit rolls the transaction back for real.</source>
        <translation>Rastgele çökmelerin işleyicinin neresinde olduğu. Commit&apos;ten önceki bir çökme işlemi (transaction) gerçekten geri alır.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt; — faults at a time, or aimed at one delivery</source>
        <translation>&lt;b&gt;Zamanlama&lt;/b&gt; — belirli bir zamanda ya da tek bir teslime yönelik arızalar</translation>
    </message>
</context>
<context>
    <name>idem::ui::FieldBinder</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 değişikliği</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
</context>
<context>
    <name>idem::ui::FileController</name>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Yeni</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>&amp;Farklı Kaydet…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Son Kullanılanlar</translation>
    </message>
    <message>
        <source>Open &amp;Built-in Scenario</source>
        <translation>Ye&amp;rleşik Senaryo Aç</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(yok)</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Senaryo açılamıyor</translation>
    </message>
    <message>
        <source>Problems in %1:</source>
        <translation>%1 içindeki sorunlar:</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 açıldı</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Senaryo aç</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Kaydedilmemiş değişiklikler</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them first?</source>
        <translation>%1 içinde kaydedilmemiş değişiklikler var. Önce kaydedilsin mi?</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Senaryoyu kaydet</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Senaryo kaydedilemiyor</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 kaydedildi</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>(son kullanılan dosya yok)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Listeyi temizle</translation>
    </message>
    <message>
        <source>&amp;Workshop Library…</source>
        <translation>&amp;Atölye Kitaplığı…</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Kitaplık</translation>
    </message>
    <message>
        <source>Choose a built-in scenario by topic, with its story and lesson (%1)</source>
        <translation>Konuya göre, öyküsü ve dersiyle birlikte yerleşik bir senaryo seç (%1)</translation>
    </message>
    <message>
        <source>Scenario files (*.idemlab *.json);;All files (*)</source>
        <translation>Senaryo dosyaları (*.idemlab *.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Scenario files (*.idemlab *.json)</source>
        <translation>Senaryo dosyaları (*.idemlab *.json)</translation>
    </message>
</context>
<context>
    <name>idem::ui::GeneralGroup</name>
    <message>
        <source>General</source>
        <translation>Genel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>name</source>
        <translation>ad</translation>
    </message>
    <message>
        <source>The scenario&apos;s title, shown in the window and in reports.</source>
        <translation>Senaryonun başlığı; pencerede ve raporlarda gösterilir.</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Konu</translation>
    </message>
    <message>
        <source>topic</source>
        <translation>konu</translation>
    </message>
    <message>
        <source>The workshop topic this scenario belongs to (optional).</source>
        <translation>Bu senaryonun ait olduğu atölye konusu (isteğe bağlı).</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Açıklama</translation>
    </message>
    <message>
        <source>description</source>
        <translation>açıklama</translation>
    </message>
    <message>
        <source>What the scenario sets up, in plain words.</source>
        <translation>Senaryonun neyi kurduğu, sade bir dille.</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Tahmin</translation>
    </message>
    <message>
        <source>prediction question</source>
        <translation>tahmin sorusu</translation>
    </message>
    <message>
        <source>The question students answer before the run.</source>
        <translation>Katılımcıların çalıştırmadan önce yanıtladığı soru.</translation>
    </message>
    <message>
        <source>Observe</source>
        <translation>Gözlem</translation>
    </message>
    <message>
        <source>what to observe</source>
        <translation>gözlenecekler</translation>
    </message>
    <message>
        <source>What to look for on the timeline after the run.</source>
        <translation>Çalıştırmadan sonra zaman çizelgesinde nelere bakılacağı.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Ders</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>ders</translation>
    </message>
    <message>
        <source>The take-away, shown with the verdict.</source>
        <translation>Çıkarılacak ders; kararla birlikte gösterilir.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Tohum</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>tohum</translation>
    </message>
    <message>
        <source>Every random decision (which ack is lost, which delivery crashes) follows from this number: the same seed replays the same run, byte for byte.</source>
        <translation>Her rastgele karar (hangi onayın kaybolacağı, hangi teslimin çökeceği) bu sayıdan türetilir: aynı tohum aynı çalıştırmayı bayt bayt yeniden oynatır.</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Etki</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>etki</translation>
    </message>
    <message>
        <source>What handling one event does. insert-order and increment-balance are not idempotent by themselves; upsert-order is; send-email happens outside any transaction.</source>
        <translation>Bir olayı işlemenin ne yaptığı. insert-order ve increment-balance kendi başına idempotent değildir; upsert-order idempotenttir; send-email her türlü işlemin (transaction) dışında gerçekleşir.</translation>
    </message>
    <message>
        <source>Language of the teaching texts</source>
        <translation>Öğretim metinlerinin dili</translation>
    </message>
    <message>
        <source>Texts in</source>
        <translation>Metin dili</translation>
    </message>
    <message>
        <source>The language whose name, story, prediction, observation and lesson you see and edit here. English is the fallback for every text a language leaves out.</source>
        <translation>Adını, öyküsünü, tahminini, gözlemini ve dersini burada gördüğünüz ve düzenlediğiniz dil. Bir dilde eksik olan her metin için İngilizcesi kullanılır.</translation>
    </message>
    <message>
        <source>No %1 text yet: the English text (in grey) is shown in its place.</source>
        <translation>Henüz %1 metin yok: yerine İngilizce metin (gri) gösteriliyor.</translation>
    </message>
    <message>
        <source>These texts are in %1; the English ones are kept as they are.</source>
        <translation>Bu metinler %1; İngilizce olanlar olduğu gibi korunur.</translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) have no %1 version yet: each shows the English text in grey, which is what the window and reports use.</source>
        <translation>
            <numerusform>%n metnin henüz %1 sürümü yok: her biri İngilizce metni gri gösteriyor; pencere ve raporlar da onu kullanır.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::HelpOverlay</name>
    <message>
        <source>&lt;h2&gt;Keyboard shortcuts&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Klavye kısayolları&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Press Esc, ? or F1 to close.</source>
        <translation>Kapatmak için Esc, ? veya F1 tuşuna basın.</translation>
    </message>
</context>
<context>
    <name>idem::ui::InspectorHtml</name>
    <message>
        <source>Click an event on the timeline or in the event log to see what happened to that delivery: the strategy&apos;s decision, the SQL that ran, the transaction&apos;s outcome, the rows at that moment and why it happened. Press N to jump to the next interesting event.</source>
        <translation>Bu teslime ne olduğunu görmek için zaman çizelgesinde veya olay günlüğünde bir olaya tıklayın: stratejinin kararı, çalışan SQL, işlemin (transaction) sonucu, o andaki satırlar ve bunun nedeni. Sonraki önemli olaya atlamak için N tuşuna basın.</translation>
    </message>
    <message>
        <source>Follow %1 on the timeline</source>
        <translation>%1 mesajını zaman çizelgesinde izle</translation>
    </message>
    <message>
        <source>Show only %1 in the event log</source>
        <translation>Olay günlüğünde yalnızca %1 mesajını göster</translation>
    </message>
    <message>
        <source>%1 · %2 · record #%3</source>
        <translation>%1 · %2 · kayıt #%3</translation>
    </message>
    <message>
        <source>Business key</source>
        <translation>İş anahtarı</translation>
    </message>
    <message>
        <source>one per publish attempt: %1</source>
        <translation>her yayım denemesi için bir tane: %1</translation>
    </message>
    <message>
        <source>Message id</source>
        <translation>Mesaj kimliği</translation>
    </message>
    <message>
        <source>%1 (policy %2%3)</source>
        <translation>%1 (politika %2%3)</translation>
    </message>
    <message>
        <source>, publish attempt %1</source>
        <translation>, %1. yayım denemesi</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Teslim</translation>
    </message>
    <message>
        <source>#%1 of this copy</source>
        <translation>bu kopyanın %1. teslimi</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Tüketici</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Neden</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mesaj</translation>
    </message>
    <message>
        <source>Cache hit: the id was cached</source>
        <translation>Önbellek isabeti: kimlik önbellekteydi</translation>
    </message>
    <message>
        <source>Cache miss: %1</source>
        <translation>Önbellek ıskası: %1</translation>
    </message>
    <message>
        <source>The cache was not consulted</source>
        <translation>Önbelleğe bakılmadı</translation>
    </message>
    <message>
        <source>Slow handler: +%1</source>
        <translation>Yavaş işleyici: +%1</translation>
    </message>
    <message>
        <source>SQLite answered BUSY (×%1); the step was retried</source>
        <translation>SQLite BUSY yanıtı verdi (×%1); adım yeniden denendi</translation>
    </message>
    <message>
        <source>Store unavailable (×%1): not acked, not skipped, retried later</source>
        <translation>Veritabanı erişilemez (×%1): onaylanmadı, atlanmadı, daha sonra yeniden denendi</translation>
    </message>
    <message>
        <source>Skipped as a duplicate, recognised by %1</source>
        <translation>Tekrar olarak atlandı; tanıyan: %1</translation>
    </message>
    <message>
        <source>Applied the effect AGAIN: a duplicate side effect</source>
        <translation>Etki YENİDEN uygulandı: yinelenen yan etki</translation>
    </message>
    <message>
        <source>Applied the effect</source>
        <translation>Etki uygulandı</translation>
    </message>
    <message>
        <source>Crashed: %1</source>
        <translation>Çöktü: %1</translation>
    </message>
    <message>
        <source>No effect from this delivery (yet)</source>
        <translation>Bu teslimden (henüz) etki yok</translation>
    </message>
    <message>
        <source>Strategy decision (%1)</source>
        <translation>Strateji kararı (%1)</translation>
    </message>
    <message>
        <source>SQL that ran</source>
        <translation>Çalışan SQL</translation>
    </message>
    <message>
        <source>None: the handler did not reach the database.</source>
        <translation>Yok: işleyici veritabanına ulaşmadı.</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>İşlem (transaction)</translation>
    </message>
    <message>
        <source>Still open at the end of this handling.</source>
        <translation>İşleme bittiğinde hâlâ açık.</translation>
    </message>
    <message>
        <source>No transaction.</source>
        <translation>İşlem yok.</translation>
    </message>
    <message>
        <source>Committed at %1 (%2)</source>
        <translation>%1 anında commit edildi (%2)</translation>
    </message>
    <message>
        <source>Rolled back at %1: %2</source>
        <translation>%1 anında geri alındı: %2</translation>
    </message>
    <message>
        <source>Acked at %1 (deliveries in this ack: %2).</source>
        <translation>%1 anında onaylandı (bu onaydaki teslimler: %2).</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>zaman aşımı</translation>
    </message>
    <message>
        <source>The ack sent at %1 was LOST: the broker will deliver the message again after its %2 (%3).</source>
        <translation>%1 anında gönderilen onay KAYBOLDU: broker mesajı %2 (%3) dolduktan sonra yeniden teslim edecek.</translation>
    </message>
    <message>
        <source>Never acked: the consumer crashed first, so the broker will deliver it again.</source>
        <translation>Hiç onaylanmadı: tüketici önce çöktü, bu yüzden broker mesajı yeniden teslim edecek.</translation>
    </message>
    <message>
        <source>Not acked within this handling.</source>
        <translation>Bu işleme sırasında onaylanmadı.</translation>
    </message>
    <message>
        <source>Ack</source>
        <translation>Onay (ack)</translation>
    </message>
    <message>
        <source>Rows at %1</source>
        <translation>%1 anındaki satırlar</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>satır yok</translation>
    </message>
    <message>
        <source>Why (cause chain)</source>
        <translation>Neden (neden zinciri)</translation>
    </message>
    <message>
        <source>Every delivery of %1:</source>
        <translation>%1 için tüm teslimler:</translation>
    </message>
    <message>
        <source>Nothing went wrong for this key.</source>
        <translation>Bu anahtar için hiçbir sorun çıkmadı.</translation>
    </message>
    <message>
        <source>The first delivery of this copy.</source>
        <translation>Bu kopyanın ilk teslimi.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Why it came again: the ack of delivery %1 from %2 was lost at %3; the broker cannot tell a lost ack from a slow consumer, so it delivered the message again after its %4.</source>
        <translation>Neden yeniden geldi: %1. teslimin %2 tarafından gönderilen onayı %3 anında kayboldu; broker kaybolan bir onayı yavaş bir tüketiciden ayırt edemez, bu yüzden mesajı %4 dolduktan sonra yeniden teslim etti.</translation>
    </message>
    <message>
        <source>Why it came again: %1 crashed at %2 (%3) before acking delivery %4.</source>
        <translation>Neden yeniden geldi: %1, %4. teslimi onaylamadan önce %2 anında çöktü (%3).</translation>
    </message>
    <message>
        <source>Why it came again: %1 had not acked within the %2, so the broker handed it out again while the first handler was still running.</source>
        <translation>Neden yeniden geldi: %1, mesajı %2 içinde onaylamamıştı, bu yüzden broker, ilk işleyici hâlâ çalışırken mesajı yeniden dağıttı.</translation>
    </message>
    <message>
        <source>Why it came again: the broker restarted and handed out everything not yet acknowledged.</source>
        <translation>Neden yeniden geldi: broker yeniden başladı ve henüz onaylanmamış her şeyi yeniden dağıttı.</translation>
    </message>
    <message>
        <source>Why it came again: the producer never heard the publish ack and published again (attempt %1).</source>
        <translation>Neden yeniden geldi: üretici yayım onayını hiç almadı ve yeniden yayımladı (%1. deneme).</translation>
    </message>
    <message>
        <source>Why it came again: a rebalance moved the partition and the new owner re-read from the last committed offset.</source>
        <translation>Neden yeniden geldi: bir yeniden dengeleme (rebalance) partition&apos;ı taşıdı ve yeni sahibi son commit edilmiş offset&apos;ten yeniden okudu.</translation>
    </message>
    <message>
        <source>Why it came again: the consumer&apos;s connection dropped before its ack, so every unacked delivery came back.</source>
        <translation>Neden yeniden geldi: tüketicinin bağlantısı onay gönderilmeden koptu, bu yüzden onaylanmamış tüm teslimler geri geldi.</translation>
    </message>
    <message>
        <source>Why it came again: %1.</source>
        <translation>Neden yeniden geldi: %1.</translation>
    </message>
    <message>
        <source>The broker restarted: every delivery not yet acknowledged will be handed out again.</source>
        <translation>Broker yeniden başladı: henüz onaylanmamış her teslim yeniden dağıtılacak.</translation>
    </message>
    <message>
        <source>The broker is back and delivers again.</source>
        <translation>Broker geri döndü ve yeniden teslim ediyor.</translation>
    </message>
    <message>
        <source>The cache was flushed: every id cached before now is forgotten, so a late duplicate gets through a cache-only strategy.</source>
        <translation>Önbellek boşaltıldı: şu ana kadar önbelleğe alınan her kimlik unutuldu, bu yüzden geç gelen bir tekrar yalnızca önbelleğe dayanan bir stratejiden geçer.</translation>
    </message>
    <message>
        <source>The store became unavailable: handlers must neither ack nor skip; they retry later.</source>
        <translation>Veritabanı erişilemez oldu: işleyiciler ne onaylamalı ne de atlamalı; daha sonra yeniden denerler.</translation>
    </message>
    <message>
        <source>The store is available again.</source>
        <translation>Veritabanı yeniden erişilebilir.</translation>
    </message>
    <message>
        <source>The retention job deleted old inbox rows: a redelivery of those messages will be handled again.</source>
        <translation>Saklama işi eski inbox satırlarını sildi: bu mesajlar yeniden teslim edilirse tekrar işlenecek.</translation>
    </message>
    <message>
        <source>The consumer restarted with an empty local cache.</source>
        <translation>Tüketici boş bir yerel önbellekle yeniden başladı.</translation>
    </message>
    <message>
        <source>The consumer crashed between deliveries.</source>
        <translation>Tüketici iki teslim arasında çöktü.</translation>
    </message>
    <message>
        <source>A consumer joined.</source>
        <translation>Bir tüketici katıldı.</translation>
    </message>
    <message>
        <source>A consumer left; its unacked deliveries come back.</source>
        <translation>Bir tüketici ayrıldı; onaylanmamış teslimleri geri gelir.</translation>
    </message>
    <message>
        <source>The consumer group rebalanced its partitions.</source>
        <translation>Tüketici grubu partition&apos;larını yeniden dengeledi.</translation>
    </message>
    <message>
        <source>This record is not about one message.</source>
        <translation>Bu kayıt tek bir mesajla ilgili değil.</translation>
    </message>
    <message>
        <source>Why it came again: the consumer crashed and came back within session.timeout.ms; as a static member (group.instance.id) it rejoined without a rebalance, kept its partitions and re-read them from the last committed offset.</source>
        <translation>Neden yeniden geldi: tüketici çöktü ve session.timeout.ms dolmadan geri döndü; static member (group.instance.id) olarak yeniden dengeleme olmadan gruba yeniden katıldı, partition&apos;larını korudu ve onları son commit edilen offset&apos;ten yeniden okudu.</translation>
    </message>
    <message>
        <source>Static member rejoined: the consumer came back with its group.instance.id within its session, so the group did not rebalance; it reads its partitions again from the committed offsets.</source>
        <translation>Static member yeniden katıldı: tüketici oturumu dolmadan group.instance.id&apos;siyle geri döndü, bu yüzden grup yeniden dengelenmedi; partition&apos;larını commit edilen offset&apos;lerden yeniden okuyor.</translation>
    </message>
    <message>
        <source>Offset reset to latest: this partition had no committed offset, so its new owner started at the log end (auto.offset.reset latest); the records before it are never processed.</source>
        <translation>Offset latest&apos;e sıfırlandı: bu partition&apos;ın commit edilmiş offset&apos;i yoktu, bu yüzden yeni sahibi log&apos;un sonundan başladı (auto.offset.reset latest); ondan önceki kayıtlar hiç işlenmez.</translation>
    </message>
    <message>
        <source>%1 — applied again at %2 by the handler&apos;s retry, after the store became unavailable at %3</source>
        <translation>%1 — veritabanı %3 anında erişilemez olduktan sonra işleyicinin yeniden denemesiyle %2 anında yeniden uygulandı</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 — raced with %2&apos;s redelivery (#%3 at %4, %5)</source>
        <translation>%1 — %2 tüketicisine yapılan yeniden teslimle yarıştı (#%3, %4 anında, %5)</translation>
    </message>
    <message>
        <source>The group refused this member&apos;s offset commit: it had been removed.</source>
        <translation>Grup bu üyenin offset commit&apos;ini reddetti: üye gruptan çıkarılmıştı.</translation>
    </message>
    <message>
        <source>Inside your consumer</source>
        <translation>Tüketicinizin içinde</translation>
    </message>
    <message>
        <source>What your consumer did with this delivery is not observed: the lab sees only the wire (the delivery, its ack, the kill or the cut), not its checks, commits or effects.</source>
        <translation>Tüketicinizin bu teslimatla ne yaptığı gözlenmedi: laboratuvar yalnızca hattı görür (teslimat, ack&apos;i, kill ya da kopuş); denetimlerini, commit&apos;lerini ya da etkilerini görmez.</translation>
    </message>
    <message numerus="yes">
        <source>Your database holds %n effect(s) of %1.</source>
        <translation>
            <numerusform>Veritabanınız %1 için %n etki tutuyor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::JobPanel</name>
    <message>
        <source>Time since the job started</source>
        <translation>İşin başlamasından bu yana geçen süre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Stop the job (Esc)</source>
        <translation>İşi durdur (Esc)</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>Çalıştırmayı durdur</translation>
    </message>
    <message>
        <source>Running… %p%</source>
        <translation>Çalışıyor… %%p</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Dosya: %1</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <comment>elapsed minutes:seconds</comment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>İptal ediliyor…</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Başarısız.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>İptal edildi.</translation>
    </message>
</context>
<context>
    <name>idem::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sistem dili</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Idempotency Lab will be in %1 from the next start.</source>
        <translation>Idempotency Lab bir sonraki açılıştan itibaren %1 olacak.</translation>
    </message>
    <message>
        <source>Restart now? The open scenario is opened again; unsaved edits are asked about first.</source>
        <translation>Şimdi yeniden başlatılsın mı? Açık senaryo yeniden açılır; kaydedilmemiş değişiklikler önce sorulur.</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Şimdi Yeniden Başlat</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Sonra</translation>
    </message>
</context>
<context>
    <name>idem::ui::LiveLab</name>
    <message>
        <source>This scenario cannot run against a real broker: %1</source>
        <translation>Bu senaryo gerçek bir broker üzerinde çalıştırılamaz: %1</translation>
    </message>
    <message>
        <source>RabbitMQ is not installed: the program rabbitmq-server was not found. Install the Debian package rabbitmq-server (./lab.sh installs it) and try again.</source>
        <translation>RabbitMQ kurulu değil: rabbitmq-server programı bulunamadı. rabbitmq-server Debian paketini kurun (./lab.sh kurar) ve yeniden deneyin.</translation>
    </message>
    <message>
        <source>Redis is not installed: the program redis-server was not found (the strategy keeps its ids in a shared Redis). Install the Debian package redis-server (./lab.sh installs it) and try again.</source>
        <translation>Redis kurulu değil: redis-server programı bulunamadı (strateji kimliklerini paylaşılan bir Redis&apos;te tutar). redis-server Debian paketini kurun (./lab.sh kurar) ve yeniden deneyin.</translation>
    </message>
    <message>
        <source>Starting a private RabbitMQ node (10 to 40 s)…</source>
        <translation>Özel bir RabbitMQ düğümü başlatılıyor (10 ile 40 sn)…</translation>
    </message>
    <message>
        <source>RabbitMQ</source>
        <translation>RabbitMQ</translation>
    </message>
    <message>
        <source>Starting a private Redis…</source>
        <translation>Özel bir Redis başlatılıyor…</translation>
    </message>
    <message>
        <source>Redis</source>
        <translation>Redis</translation>
    </message>
    <message>
        <source>Redis is up; waiting for the RabbitMQ node (10 to 40 s)…</source>
        <translation>Redis çalışıyor; RabbitMQ düğümü bekleniyor (10 ile 40 sn)…</translation>
    </message>
    <message>
        <source>%1 could not be started (the program %2, Debian package %2; ./lab.sh installs it): %3</source>
        <translation>%1 başlatılamadı (%2 programı, Debian paketi %2; ./lab.sh kurar): %3</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: klasör oluşturulamıyor</translation>
    </message>
    <message>
        <source>Running %1 messages on the real broker…</source>
        <translation>%1 mesaj gerçek broker üzerinde çalıştırılıyor…</translation>
    </message>
    <message>
        <source>Running %1 messages on the real broker: %2 % done</source>
        <translation>%1 mesaj gerçek broker üzerinde çalıştırılıyor: %%2 tamamlandı</translation>
    </message>
    <message>
        <source>The real run failed: %1</source>
        <translation>Gerçek çalıştırma başarısız oldu: %1</translation>
    </message>
    <message>
        <source>Simulating the same scenario…</source>
        <translation>Aynı senaryo simüle ediliyor…</translation>
    </message>
    <message>
        <source>The simulated run failed: %1</source>
        <translation>Simülasyon çalıştırması başarısız oldu: %1</translation>
    </message>
    <message>
        <source>private RabbitMQ node %1</source>
        <translation>özel RabbitMQ düğümü %1</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Tamamlandı.</translation>
    </message>
    <message>
        <source>NATS is not installed: the program nats-server was not found. Install the Debian package nats-server (./lab.sh installs it) and try again.</source>
        <translation>NATS kurulu değil: nats-server programı bulunamadı. nats-server Debian paketini kurun (./lab.sh kurar) ve yeniden deneyin.</translation>
    </message>
    <message>
        <source>This idemlab was built without the live lab: install librabbitmq-dev, libnats-dev and libhiredis-dev (./lab.sh installs them), build again, and install rabbitmq-server, nats-server and redis-server.</source>
        <translation>Bu idemlab canlı laboratuvar olmadan derlenmiş: librabbitmq-dev, libnats-dev ve libhiredis-dev paketlerini kurun (./lab.sh kurar), yeniden derleyin ve rabbitmq-server, nats-server ile redis-server paketlerini kurun.</translation>
    </message>
    <message>
        <source>Starting a private NATS server with JetStream…</source>
        <translation>JetStream ile özel bir NATS sunucusu başlatılıyor…</translation>
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
        <translation>Gerçek bir &amp;Broker üzerinde çalıştır…</translation>
    </message>
    <message>
        <source>Run the scenario on a real RabbitMQ with real consumer processes and put it beside the model (%1)</source>
        <translation>Senaryoyu gerçek tüketici süreçleriyle gerçek bir RabbitMQ üzerinde çalıştır ve modelin yanına koy (%1)</translation>
    </message>
    <message>
        <source>Run against a real broker</source>
        <translation>Gerçek bir broker üzerinde çalıştır</translation>
    </message>
    <message>
        <source>The scenario runs on a private RabbitMQ node (and Redis, for the shared cache) started for this run, with one real consumer process per consumer; the faults are real (dropped connections, SIGKILLs, the broker&apos;s app stopped). Then the same scenario is simulated, and both are shown side by side.</source>
        <translation>Senaryo, bu çalıştırma için başlatılan özel bir RabbitMQ düğümünde (ve paylaşılan önbellek için Redis&apos;te), her tüketici için bir gerçek tüketici süreciyle çalışır; hatalar gerçektir (kopan bağlantılar, SIGKILL&apos;ler, broker uygulamasının durdurulması). Ardından aynı senaryo simüle edilir ve ikisi yan yana gösterilir.</translation>
    </message>
    <message>
        <source>Cancelling: stopping the consumer processes and the private servers…</source>
        <translation>İptal ediliyor: tüketici süreçleri ve özel sunucular durduruluyor…</translation>
    </message>
    <message>
        <source>A live run is going; cancel it to start another.</source>
        <translation>Bir canlı çalıştırma sürüyor; başka birini başlatmak için onu iptal edin.</translation>
    </message>
    <message>
        <source>Cannot run live.</source>
        <translation>Canlı çalıştırılamıyor.</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first:
%1</source>
        <translation>Senaryoda sorunlar var; önce bunları Senaryo panelinde düzeltin:
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Başlatılıyor…</translation>
    </message>
    <message>
        <source>Cancelled: the consumer processes and the private servers were stopped.</source>
        <translation>İptal edildi: tüketici süreçleri ve özel sunucular durduruldu.</translation>
    </message>
    <message>
        <source>Done: the real run is on screen, and beside the model in Compare ▸ Simulated vs real.</source>
        <translation>Tamamlandı: gerçek çalıştırma ekranda; modelin yanında da Karşılaştır ▸ Simülasyon ve gerçek altında.</translation>
    </message>
</context>
<context>
    <name>idem::ui::MainWindow</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Çalıştır</translation>
    </message>
    <message>
        <source>Run the scenario (Ctrl+R)</source>
        <translation>Senaryoyu çalıştır (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>Çalıştırmayı İ&amp;ptal Et</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Klavye Kısayolları</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çıkış</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Senaryo</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>İnceleyici</translation>
    </message>
    <message>
        <source>Metrics and verdict</source>
        <translation>Metrikler ve karar</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Olay günlüğü</translation>
    </message>
    <message>
        <source>Database at the playhead</source>
        <translation>Oynatma imlecindeki veritabanı</translation>
    </message>
    <message>
        <source>Reset Layout</source>
        <translation>Yerleşimi Sıfırla</translation>
    </message>
    <message>
        <source>The language changes the next time Idempotency Lab starts.</source>
        <translation>Dil, Idempotency Lab bir sonraki başlatıldığında değişir.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>Run cancelled.</source>
        <translation>Çalıştırma iptal edildi.</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Çalıştırma başarısız oldu: %1</translation>
    </message>
    <message>
        <source>The run failed</source>
        <translation>Çalıştırma başarısız oldu</translation>
    </message>
    <message>
        <source>The simulation stopped with an error.</source>
        <translation>Simülasyon bir hatayla durdu.</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first.</source>
        <translation>Senaryoda sorunlar var; önce Senaryo panelinde düzeltin.</translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation>Çalıştırılamıyor</translation>
    </message>
    <message>
        <source>Cannot create the folder for run databases: %1</source>
        <translation>Çalıştırma veritabanları için klasör oluşturulamıyor: %1</translation>
    </message>
    <message>
        <source>%1[*] — Idempotency Lab</source>
        <translation>%1[*] — Idempotency Lab</translation>
    </message>
    <message>
        <source>Fix the problems shown in the Scenario panel to run</source>
        <translation>Çalıştırmak için Senaryo panelinde gösterilen sorunları düzeltin</translation>
    </message>
    <message>
        <source>Showing the %1 run from the comparison: %2</source>
        <translation>Karşılaştırmadaki %1 çalıştırması gösteriliyor: %2</translation>
    </message>
    <message>
        <source>Preparing the timeline of %1 records…</source>
        <translation>%1 kaydın zaman çizelgesi hazırlanıyor…</translation>
    </message>
    <message>
        <source>A run is going: Ctrl+. cancels it</source>
        <translation>Bir çalıştırma sürüyor: Ctrl+. iptal eder</translation>
    </message>
    <message>
        <source>The run was stopped</source>
        <translation>Çalıştırma durduruldu</translation>
    </message>
    <message>
        <source>The run could not finish: %1.</source>
        <translation>Çalıştırma tamamlanamadı: %1.</translation>
    </message>
    <message>
        <source>Run finished in %1: %2</source>
        <translation>Çalıştırma %1 içinde bitti: %2</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message numerus="yes">
        <source>A counterexample found by explore: %n fault(s) fired; the first is selected.</source>
        <translation>
            <numerusform>Keşfin bulduğu bir karşı örnek: %n arıza tetiklendi; ilki seçili.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::MetricsModel</name>
    <message>
        <source>Duplicate side effects</source>
        <translation>Yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>Effects applied again for a key that already had one: the bug the strategy should prevent.</source>
        <translation>Zaten etkisi uygulanmış bir anahtar için yeniden uygulanan etkiler: stratejinin önlemesi gereken hata.</translation>
    </message>
    <message>
        <source>Lost events</source>
        <translation>Kayıp olaylar</translation>
    </message>
    <message>
        <source>Events never applied, not dead-lettered, not given up.</source>
        <translation>Hiç uygulanmamış, dead-letter kuyruğuna gitmemiş, vazgeçilmemiş olaylar.</translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation>Atlanan tekrarlar</translation>
    </message>
    <message>
        <source>Redeliveries the strategy recognised and skipped.</source>
        <translation>Stratejinin tanıyıp atladığı yeniden teslimler.</translation>
    </message>
    <message>
        <source>Effects applied</source>
        <translation>Uygulanan etkiler</translation>
    </message>
    <message>
        <source>Side effects applied (the end value is read from the database).</source>
        <translation>Uygulanan yan etkiler (son değer veritabanından okunur).</translation>
    </message>
    <message>
        <source>Publish attempts</source>
        <translation>Yayım denemeleri</translation>
    </message>
    <message>
        <source>Every publish, retries included.</source>
        <translation>Yeniden denemeler dahil her yayım.</translation>
    </message>
    <message>
        <source>Dropped by broker dedup</source>
        <translation>Broker tekilleştirmesiyle düşürülen</translation>
    </message>
    <message>
        <source>Publishes the broker recognised by message id.</source>
        <translation>Broker&apos;ın mesaj kimliğinden tanıdığı yayımlar.</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Teslimler</translation>
    </message>
    <message>
        <source>Deliveries that reached a handler.</source>
        <translation>Bir işleyiciye ulaşan teslimler.</translation>
    </message>
    <message>
        <source>Redeliveries</source>
        <translation>Yeniden teslimler</translation>
    </message>
    <message>
        <source>Deliveries beyond the first per event.</source>
        <translation>Olay başına ilkinden sonraki teslimler.</translation>
    </message>
    <message>
        <source>Acks lost</source>
        <translation>Kaybolan onaylar</translation>
    </message>
    <message>
        <source>Consumer acks that never reached the broker.</source>
        <translation>Broker&apos;a hiç ulaşmayan tüketici onayları.</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Çökmeler</translation>
    </message>
    <message>
        <source>Consumer crashes.</source>
        <translation>Tüketici çökmeleri.</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Commit&apos;ler</translation>
    </message>
    <message>
        <source>Committed transactions.</source>
        <translation>Commit edilen işlemler.</translation>
    </message>
    <message>
        <source>Rollbacks</source>
        <translation>Geri almalar</translation>
    </message>
    <message>
        <source>Transactions rolled back (crash, unique key, claim, store failure).</source>
        <translation>Geri alınan işlemler (çökme, benzersiz anahtar, sahiplenme, veritabanı hatası).</translation>
    </message>
    <message>
        <source>Cache hits</source>
        <translation>Önbellek isabetleri</translation>
    </message>
    <message>
        <source>Duplicates recognised by a cache.</source>
        <translation>Bir önbelleğin tanıdığı tekrarlar.</translation>
    </message>
    <message>
        <source>Cache misses</source>
        <translation>Önbellek ıskaları</translation>
    </message>
    <message>
        <source>Lookups that found nothing in the cache.</source>
        <translation>Önbellekte hiçbir şey bulamayan sorgular.</translation>
    </message>
    <message>
        <source>Store failures</source>
        <translation>Veritabanı hataları</translation>
    </message>
    <message>
        <source>Handler steps that met an unavailable store.</source>
        <translation>Erişilemez bir veritabanına denk gelen işleyici adımları.</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>Dead-letter&apos;a taşınan</translation>
    </message>
    <message>
        <source>Events moved to the dead-letter queue.</source>
        <translation>Dead-letter kuyruğuna taşınan olaylar.</translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation>Üretici vazgeçti</translation>
    </message>
    <message>
        <source>Events whose publish retries ran out.</source>
        <translation>Yayım yeniden denemeleri tükenen olaylar.</translation>
    </message>
    <message>
        <source>Busy retries</source>
        <translation>BUSY yeniden denemeleri</translation>
    </message>
    <message>
        <source>Steps rescheduled because SQLite answered BUSY.</source>
        <translation>SQLite BUSY yanıtı verdiği için yeniden zamanlanan adımlar.</translation>
    </message>
    <message>
        <source>Latency p50</source>
        <translation>Gecikme p50</translation>
    </message>
    <message>
        <source>Publish to first effect, virtual time, median.</source>
        <translation>Yayımdan ilk etkiye, sanal zaman, medyan.</translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation>Gecikme p99</translation>
    </message>
    <message>
        <source>Publish to first effect, virtual time, 99th percentile.</source>
        <translation>Yayımdan ilk etkiye, sanal zaman, 99. yüzdelik.</translation>
    </message>
    <message>
        <source>Virtual duration</source>
        <translation>Sanal süre</translation>
    </message>
    <message>
        <source>How long the run lasted in virtual time.</source>
        <translation>Çalıştırmanın sanal zamanda ne kadar sürdüğü.</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Gerçek süre</translation>
    </message>
    <message>
        <source>How long the simulation took on this computer.</source>
        <translation>Simülasyonun bu bilgisayarda ne kadar sürdüğü.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>At playhead</source>
        <translation>Oynatma imlecinde</translation>
    </message>
    <message>
        <source>End of run</source>
        <translation>Çalıştırma sonu</translation>
    </message>
    <message>
        <source>Skipped by offset reset</source>
        <translation>Offset sıfırlamayla atlanan</translation>
    </message>
    <message>
        <source>Kafka: records a partition with no committed offset jumped over when it started at the log end (auto.offset.reset latest); nobody ever read them.</source>
        <translation>Kafka: commit edilmiş offset&apos;i olmayan bir partition&apos;ın log&apos;un sonundan başlarken üzerinden atladığı kayıtlar (auto.offset.reset latest); onları hiç kimse okumadı.</translation>
    </message>
</context>
<context>
    <name>idem::ui::MetricsPanel</name>
    <message>
        <source>No run yet. Press Ctrl+R to run the scenario.</source>
        <translation>Henüz çalıştırma yok. Senaryoyu çalıştırmak için Ctrl+R tuşlarına basın.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Çalışıyor…</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Veritabanı: %1</translation>
    </message>
    <message>
        <source>✔ Valid: every event took effect exactly once (%1 skipped duplicates).</source>
        <translation>✔ Geçerli: her olay tam olarak bir kez etki etti (%1 tekrar atlandı).</translation>
    </message>
    <message>
        <source>✘ Invalid: %1 duplicate side effects, %2 lost events.</source>
        <translation>✘ Geçersiz: %1 yinelenen yan etki, %2 kayıp olay.</translation>
    </message>
    <message>
        <source>%1 · strategy %2 · %3 · seed %4 · trace %5</source>
        <translation>%1 · strateji %2 · %3 · tohum %4 · trace %5</translation>
    </message>
    <message>
        <source>⏹ Stopped, no verdict: %1.</source>
        <translation>⏹ Durduruldu, karar yok: %1.</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Metrikler</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Sorunlar (%1)</translation>
    </message>
</context>
<context>
    <name>idem::ui::Narration</name>
    <message>
        <source>its id was in the local cache</source>
        <translation>kimliği yerel önbellekteydi</translation>
    </message>
    <message>
        <source>its id was in the shared cache</source>
        <translation>kimliği paylaşılan önbellekteydi</translation>
    </message>
    <message>
        <source>the inbox already had its id</source>
        <translation>inbox kimliği zaten içeriyordu</translation>
    </message>
    <message>
        <source>the inbox claim for its id conflicted</source>
        <translation>kimliği için inbox sahiplenmesi çakıştı</translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key rolled the second commit back</source>
        <translation>inbox&apos;ın benzersiz anahtarı ikinci commit&apos;i geri aldırdı</translation>
    </message>
    <message>
        <source>it was recognised</source>
        <translation>tanındı</translation>
    </message>
    <message>
        <source>before handling it</source>
        <translation>işlemeye başlamadan önce</translation>
    </message>
    <message>
        <source>after the side effect, before the commit</source>
        <translation>yan etkiden sonra, commit&apos;ten önce</translation>
    </message>
    <message>
        <source>between the business commit and the inbox commit</source>
        <translation>iş commit&apos;i ile inbox commit&apos;i arasında</translation>
    </message>
    <message>
        <source>after the commit, before the ack</source>
        <translation>commit&apos;ten sonra, onaydan önce</translation>
    </message>
    <message>
        <source>after the ack, before updating the cache</source>
        <translation>onaydan sonra, önbelleği güncellemeden önce</translation>
    </message>
    <message>
        <source>a consumer joined</source>
        <translation>bir tüketici katıldı</translation>
    </message>
    <message>
        <source>a consumer left</source>
        <translation>bir tüketici ayrıldı</translation>
    </message>
    <message>
        <source>a member missed its session timeout</source>
        <translation>bir üye oturum zaman aşımına uğradı</translation>
    </message>
    <message>
        <source>a handler took longer than max.poll.interval.ms</source>
        <translation>bir işleyici max.poll.interval.ms süresinden uzun sürdü</translation>
    </message>
    <message>
        <source>the broker restarted</source>
        <translation>broker yeniden başladı</translation>
    </message>
    <message>
        <source>a removed member rejoined</source>
        <translation>gruptan çıkarılmış bir üye yeniden katıldı</translation>
    </message>
    <message>
        <source>%1 — %2 was applied again: a duplicate side effect.</source>
        <translation>%1 — %2 yeniden uygulandı: yinelenen yan etki.</translation>
    </message>
    <message>
        <source>%1 — %2 arrived again and %3 skipped it: %4.</source>
        <translation>%1 — %2 yeniden geldi ve %3 tarafından atlandı: %4.</translation>
    </message>
    <message>
        <source>%1 — %2 crashed while handling %3, %4.</source>
        <translation>%1 — %2, %3 mesajını işlerken çöktü (%4).</translation>
    </message>
    <message>
        <source>%1 — %2 crashed while handling %3.</source>
        <translation>%1 — %2, %3 mesajını işlerken çöktü.</translation>
    </message>
    <message>
        <source>%1 — %2 crashed.</source>
        <translation>%1 — %2 çöktü.</translation>
    </message>
    <message>
        <source>%1 — %2&apos;s ack for %3 was lost.</source>
        <translation>%1 — %2 tarafından %3 için gönderilen onay kayboldu.</translation>
    </message>
    <message>
        <source>%1 — the broker stored %2, but the producer never got its publish ack and will retry.</source>
        <translation>%1 — broker %2 mesajını sakladı ama üretici yayım onayını hiç almadı ve yeniden deneyecek.</translation>
    </message>
    <message>
        <source>%1 — the broker recognised the producer&apos;s retry of %2 by its message id and dropped it.</source>
        <translation>%1 — broker, üreticinin %2 için yaptığı yeniden denemeyi mesaj kimliğinden tanıdı ve düşürdü.</translation>
    </message>
    <message>
        <source>%1 — the consumer group started a rebalance: %2.</source>
        <translation>%1 — tüketici grubu bir yeniden dengeleme (rebalance) başlattı: %2.</translation>
    </message>
    <message>
        <source>%1 — the broker restarted.</source>
        <translation>%1 — broker yeniden başladı.</translation>
    </message>
    <message>
        <source>%1 — %2 lost its connection to the broker; its unacked deliveries go back to the queue.</source>
        <translation>%1 — %2, broker bağlantısını kaybetti; onaylanmamış teslimleri kuyruğa geri döner.</translation>
    </message>
    <message>
        <source>%1 — %2 restarted; whatever it kept in memory is gone.</source>
        <translation>%1 — %2 yeniden başladı; bellekte tuttuğu her şey gitti.</translation>
    </message>
    <message>
        <source>%1 — %2 is slow on %3: %4 longer than usual.</source>
        <translation>%1 — %2, %3 mesajında yavaş: normalden %4 daha uzun.</translation>
    </message>
    <message>
        <source>%1 — the database became unavailable: consumers must neither ack nor skip, only retry.</source>
        <translation>%1 — veritabanı erişilemez oldu: tüketiciler ne onaylamalı ne de atlamalı, yalnızca yeniden denemeli.</translation>
    </message>
    <message>
        <source>%1 — %2 could not reach the database while handling %3: it does not ack and does not skip; it tries again later.</source>
        <translation>%1 — %2, %3 mesajını işlerken veritabanına ulaşamadı: onaylamıyor ve atlamıyor; daha sonra yeniden deniyor.</translation>
    </message>
    <message>
        <source>%1 — the database is back.</source>
        <translation>%1 — veritabanı geri döndü.</translation>
    </message>
    <message>
        <source>%1 — the cache was flushed: every message id it remembered is gone.</source>
        <translation>%1 — önbellek boşaltıldı: hatırladığı tüm mesaj kimlikleri gitti.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 was moved to the dead-letter queue after %Ln deliveries.</source>
        <translation>
            <numerusform>%1 — %2, %Ln teslimden sonra dead-letter kuyruğuna taşındı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — the inbox cleanup deleted %Ln rows older than the retention window; it keeps doing so.</source>
        <translation>
            <numerusform>%1 — inbox temizliği saklama penceresinden eski %Ln satırı sildi; bunu yapmayı sürdürüyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>partitions revoked in the first cooperative round move now</source>
        <translation>ilk kademeli (cooperative) turda geri alınan partition&apos;lar şimdi taşınıyor</translation>
    </message>
</context>
<context>
    <name>idem::ui::NarrationModel</name>
    <message numerus="yes">
        <source>%1 – %2 — %Ln duplicate side effects in a row: %3 … %4.</source>
        <translation>
            <numerusform>%1 – %2 — art arda %Ln yinelenen yan etki: %3 … %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2 — %Ln duplicates skipped in a row: %3 … %4.</source>
        <translation>
            <numerusform>%1 – %2 — art arda %Ln yineleme atlandı: %3 … %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::OutcomeChart</name>
    <message>
        <source>Outcomes per strategy</source>
        <translation>Strateji başına sonuçlar</translation>
    </message>
    <message>
        <source>events</source>
        <translation>olaylar</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>0: the UPSERT absorbed %n redelivered copies</source>
        <translation>
            <numerusform>0: UPSERT yeniden teslim edilen %Ln kopyayı hiçbir şey değiştirmeden uyguladı</numerusform>
        </translation>
    </message>
    <message>
        <source>0 in every outcome</source>
        <translation>Her sonuçta 0</translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackActions</name>
    <message>
        <source>Play</source>
        <translation>Oynat</translation>
    </message>
    <message>
        <source>Play or pause the run</source>
        <translation>Çalıştırmayı oynat veya duraklat</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>İleri adım</translation>
    </message>
    <message>
        <source>Step to the next event</source>
        <translation>Sonraki olaya geç</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Geri adım</translation>
    </message>
    <message>
        <source>Step to the previous event</source>
        <translation>Önceki olaya geç</translation>
    </message>
    <message>
        <source>Next interesting event</source>
        <translation>Sonraki önemli olay</translation>
    </message>
    <message>
        <source>Previous interesting event</source>
        <translation>Önceki önemli olay</translation>
    </message>
    <message>
        <source>Jump back to the previous interesting event</source>
        <translation>Önceki önemli olaya geri atla</translation>
    </message>
    <message>
        <source>Go to start</source>
        <translation>Başa git</translation>
    </message>
    <message>
        <source>Move the playhead to the start of the run</source>
        <translation>Oynatma imlecini çalıştırmanın başına taşı</translation>
    </message>
    <message>
        <source>Go to end</source>
        <translation>Sona git</translation>
    </message>
    <message>
        <source>Move the playhead to the end: show the whole run</source>
        <translation>Oynatma imlecini sona taşı: tüm çalıştırmayı göster</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Daha hızlı</translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation>Daha hızlı oynat</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Daha yavaş</translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation>Daha yavaş oynat</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Duraklat</translation>
    </message>
    <message>
        <source>Jump to the next duplicate side effect, crash, skipped duplicate, lost ack or dead letter (after the last, the first again)</source>
        <translation>Sonraki yinelenen yan etkiye, çökmeye, atlanan tekrara, kaybolan onaya veya dead-letter&apos;a atla (sonuncudan sonra yeniden ilkine)</translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackBar</name>
    <message>
        <source>Playback speed: a multiple of virtual time, or a number of events per second ([ and ] change it)</source>
        <translation>Oynatma hızı: sanal zamanın bir katı ya da saniyedeki olay sayısı ([ ve ] ile değiştirilir)</translation>
    </message>
    <message>
        <source>Drag to move the playhead through the run</source>
        <translation>Oynatma imlecini çalıştırma boyunca taşımak için sürükleyin</translation>
    </message>
    <message>
        <source>%1 / %2 · #%3</source>
        <translation>%1 / %2 · #%3</translation>
    </message>
</context>
<context>
    <name>idem::ui::PlaybackController</name>
    <message>
        <source>0.25× time</source>
        <translation>0,25× zaman</translation>
    </message>
    <message>
        <source>0.5× time</source>
        <translation>0,5× zaman</translation>
    </message>
    <message>
        <source>1× time</source>
        <translation>1× zaman</translation>
    </message>
    <message>
        <source>2× time</source>
        <translation>2× zaman</translation>
    </message>
    <message>
        <source>4× time</source>
        <translation>4× zaman</translation>
    </message>
    <message>
        <source>8× time</source>
        <translation>8× zaman</translation>
    </message>
    <message>
        <source>16× time</source>
        <translation>16× zaman</translation>
    </message>
    <message>
        <source>2 events/s</source>
        <translation>2 olay/s</translation>
    </message>
    <message>
        <source>10 events/s</source>
        <translation>10 olay/s</translation>
    </message>
    <message>
        <source>50 events/s</source>
        <translation>50 olay/s</translation>
    </message>
    <message>
        <source>250 events/s</source>
        <translation>250 olay/s</translation>
    </message>
</context>
<context>
    <name>idem::ui::PresenterMode</name>
    <message>
        <source>Reveal</source>
        <translation>Göster</translation>
    </message>
    <message>
        <source>Presenter mode</source>
        <translation>Sunum modu</translation>
    </message>
    <message>
        <source>The story</source>
        <translation>Öykü</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>Öngörünüz</translation>
    </message>
    <message>
        <source>Run the scenario and tell what happened (Space)</source>
        <translation>Senaryoyu çalıştır ve ne olduğunu anlat (Boşluk)</translation>
    </message>
    <message>
        <source>Running the scenario…</source>
        <translation>Senaryo çalışıyor…</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ne oldu</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Şu ana kadar</translation>
    </message>
    <message>
        <source>The run is over. Press Space for the lesson.</source>
        <translation>Çalıştırma bitti. Ders için Boşluk tuşuna basın.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Ders</translation>
    </message>
    <message>
        <source>This scenario has no story yet.</source>
        <translation>Bu senaryonun henüz bir öyküsü yok.</translation>
    </message>
    <message>
        <source>What do you expect to happen?</source>
        <translation>Sizce ne olacak?</translation>
    </message>
    <message>
        <source>This run (%1): %2 duplicate side effects, %3 skipped duplicates, %4 lost, %5 dead-lettered — %6.</source>
        <translation>Bu çalıştırma (%1): %2 yinelenen yan etki, %3 atlanan tekrar, %4 kayıp, %5 dead-letter — %6.</translation>
    </message>
    <message>
        <source>a valid run</source>
        <translation>geçerli bir çalıştırma</translation>
    </message>
    <message>
        <source>an invalid run</source>
        <translation>geçersiz bir çalıştırma</translation>
    </message>
    <message>
        <source>end of the run</source>
        <translation>çalıştırmanın sonu</translation>
    </message>
    <message>
        <source>Nothing went wrong in this run: no fault, no duplicate.</source>
        <translation>Bu çalıştırmada hiçbir sorun çıkmadı: arıza yok, tekrar yok.</translation>
    </message>
    <message>
        <source>Event %1 of %2  ·  %3</source>
        <translation>Olay %1 / %2  ·  %3</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Neden: %1</translation>
    </message>
    <message>
        <source>Press Space for the first event.</source>
        <translation>İlk olay için Boşluk tuşuna basın.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Boşluk</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>the question</source>
        <translation>soru</translation>
    </message>
    <message>
        <source>leave</source>
        <translation>çık</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>sonucu göster</translation>
    </message>
    <message>
        <source>the story</source>
        <translation>hikâye</translation>
    </message>
    <message>
        <source>next event</source>
        <translation>sonraki olay</translation>
    </message>
    <message>
        <source>previous event</source>
        <translation>önceki olay</translation>
    </message>
    <message>
        <source>back to the events</source>
        <translation>olaylara dön</translation>
    </message>
    <message numerus="yes">
        <source>Events to tell: %Ln</source>
        <translation>
            <numerusform>Anlatılacak olaylar: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>hide the code</source>
        <translation>kodu gizle</translation>
    </message>
    <message>
        <source>the code</source>
        <translation>kod</translation>
    </message>
</context>
<context>
    <name>idem::ui::PresenterSession</name>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>&amp;Sunum Modu</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Sunum</translation>
    </message>
    <message>
        <source>Teach the current scenario full screen: story, prediction, reveal (%1)</source>
        <translation>Geçerli senaryoyu tam ekranda anlat: öykü, tahmin, açıklama (%1)</translation>
    </message>
    <message>
        <source>Presenter — Idempotency Lab</source>
        <translation>Sunum — Idempotency Lab</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them in the Scenario panel first.</source>
        <translation>Senaryoda sorunlar var; önce Senaryo panelinde düzeltin.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ProducerGroup</name>
    <message>
        <source>Producer</source>
        <translation>Üretici</translation>
    </message>
    <message>
        <source>Message id</source>
        <translation>Mesaj kimliği</translation>
    </message>
    <message>
        <source>message id policy</source>
        <translation>mesaj kimliği politikası</translation>
    </message>
    <message>
        <source>stable: derived from the business key (the right way). new-per-attempt: a fresh GUID on every retry, which defeats the broker&apos;s duplicate detection and the inbox. content-hash: a hash of the payload.</source>
        <translation>stable: iş anahtarından türetilir (doğru yol). new-per-attempt: her yeniden denemede yeni bir GUID; bu, broker&apos;ın tekrar tespitini ve inbox&apos;ı işe yaramaz hale getirir. content-hash: yükün (payload) hash&apos;i.</translation>
    </message>
</context>
<context>
    <name>idem::ui::RecordText</name>
    <message>
        <source>Publish</source>
        <translation>Yayım</translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation>Yayım kayboldu</translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation>Yayım onayı kayboldu</translation>
    </message>
    <message>
        <source>Publish acked</source>
        <translation>Yayım onaylandı</translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation>Üretici vazgeçti</translation>
    </message>
    <message>
        <source>Enqueued</source>
        <translation>Kuyruğa alındı</translation>
    </message>
    <message>
        <source>Dropped by broker dedup</source>
        <translation>Broker tekilleştirmesiyle düşürüldü</translation>
    </message>
    <message>
        <source>Deliver</source>
        <translation>Teslim</translation>
    </message>
    <message>
        <source>Handle</source>
        <translation>İşleme</translation>
    </message>
    <message>
        <source>Cache hit</source>
        <translation>Önbellek isabeti</translation>
    </message>
    <message>
        <source>Cache miss</source>
        <translation>Önbellek ıskası</translation>
    </message>
    <message>
        <source>Skipped duplicate</source>
        <translation>Atlanan tekrar</translation>
    </message>
    <message>
        <source>Side effect</source>
        <translation>Yan etki</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Rollback</source>
        <translation>Geri alma</translation>
    </message>
    <message>
        <source>Store busy</source>
        <translation>Veritabanı meşgul</translation>
    </message>
    <message>
        <source>Store failed</source>
        <translation>Veritabanı hatası</translation>
    </message>
    <message>
        <source>Ack</source>
        <translation>Onay</translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation>Onay kayboldu</translation>
    </message>
    <message>
        <source>Stale ack ignored</source>
        <translation>Eski onay yok sayıldı</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>Çökme</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Yeniden başlatma</translation>
    </message>
    <message>
        <source>Requeued</source>
        <translation>Kuyruğa geri kondu</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>Dead-letter&apos;a taşındı</translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation>Broker yeniden başlatma</translation>
    </message>
    <message>
        <source>Broker back</source>
        <translation>Broker geri döndü</translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation>Önbellek boşaltma</translation>
    </message>
    <message>
        <source>Store down</source>
        <translation>Veritabanı kapandı</translation>
    </message>
    <message>
        <source>Store up</source>
        <translation>Veritabanı açıldı</translation>
    </message>
    <message>
        <source>Consumer joins</source>
        <translation>Tüketici katılıyor</translation>
    </message>
    <message>
        <source>Consumer leaves</source>
        <translation>Tüketici ayrılıyor</translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation>Yeniden dengeleme</translation>
    </message>
    <message>
        <source>Offset commit</source>
        <translation>Offset commit</translation>
    </message>
    <message>
        <source>Inbox cleanup</source>
        <translation>Inbox temizliği</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>Yavaş işleyici</translation>
    </message>
    <message>
        <source>Cache set</source>
        <translation>Önbelleğe yazma</translation>
    </message>
    <message>
        <source>SQL</source>
        <translation>SQL</translation>
    </message>
    <message>
        <source>first delivery</source>
        <translation>ilk teslim</translation>
    </message>
    <message>
        <source>ack lost</source>
        <translation>onay kayboldu</translation>
    </message>
    <message>
        <source>crash before ack</source>
        <translation>onaydan önce çökme</translation>
    </message>
    <message>
        <source>timeout expired</source>
        <translation>zaman aşımı doldu</translation>
    </message>
    <message>
        <source>broker restart</source>
        <translation>broker yeniden başlatma</translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation>yeniden dengeleme</translation>
    </message>
    <message>
        <source>producer retry</source>
        <translation>üretici yeniden denemesi</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>bağlantı koptu</translation>
    </message>
    <message>
        <source>nack</source>
        <translation>nack</translation>
    </message>
    <message>
        <source>the local cache</source>
        <translation>yerel önbellek</translation>
    </message>
    <message>
        <source>the shared cache</source>
        <translation>paylaşılan önbellek</translation>
    </message>
    <message>
        <source>the inbox lookup (SELECT)</source>
        <translation>inbox sorgusu (SELECT)</translation>
    </message>
    <message>
        <source>the inbox claim (INSERT … ON CONFLICT DO NOTHING)</source>
        <translation>inbox sahiplenmesi (INSERT … ON CONFLICT DO NOTHING)</translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key (the commit rolled back)</source>
        <translation>inbox&apos;ın benzersiz anahtarı (commit geri alındı)</translation>
    </message>
    <message>
        <source>never cached</source>
        <translation>hiç önbelleğe alınmadı</translation>
    </message>
    <message>
        <source>entry expired (TTL)</source>
        <translation>girdinin süresi doldu (TTL)</translation>
    </message>
    <message>
        <source>entry evicted (capacity)</source>
        <translation>girdi çıkarıldı (kapasite)</translation>
    </message>
    <message>
        <source>cache flushed</source>
        <translation>önbellek boşaltıldı</translation>
    </message>
    <message>
        <source>lost with the crashed process</source>
        <translation>çöken süreçle birlikte kayboldu</translation>
    </message>
    <message>
        <source>the consumer crashed mid-transaction</source>
        <translation>tüketici işlemin (transaction) ortasında çöktü</translation>
    </message>
    <message>
        <source>the inbox&apos;s unique key was violated</source>
        <translation>inbox&apos;ın benzersiz anahtarı ihlal edildi</translation>
    </message>
    <message>
        <source>the message was already claimed in the inbox</source>
        <translation>mesaj inbox&apos;ta zaten sahiplenilmişti</translation>
    </message>
    <message>
        <source>the store became unavailable</source>
        <translation>veritabanı erişilemez oldu</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>anında</translation>
    </message>
    <message>
        <source>Ok</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Meşgul</translation>
    </message>
    <message>
        <source>Constraint</source>
        <translation>Kısıt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Başarısız</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>%1. deneme</translation>
    </message>
    <message>
        <source>copy of attempt %1</source>
        <translation>%1. denemenin kopyası</translation>
    </message>
    <message>
        <source>%1, copy of attempt %2</source>
        <translation>%1, %2. denemenin kopyası</translation>
    </message>
    <message>
        <source>recognised by %1</source>
        <translation>tanıyan: %1</translation>
    </message>
    <message>
        <source>DUPLICATE: this key already had its effect</source>
        <translation>TEKRAR: bu anahtarın etkisi zaten uygulanmıştı</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>uygulandı</translation>
    </message>
    <message>
        <source>deliveries in this ack: %1</source>
        <translation>bu onaydaki teslimler: %1</translation>
    </message>
    <message>
        <source>inbox rows deleted: %1</source>
        <translation>silinen inbox satırları: %1</translation>
    </message>
    <message>
        <source>deliveries: %1</source>
        <translation>teslimler: %1</translation>
    </message>
    <message>
        <source>MaxDeliver reached (advisory)</source>
        <translation>MaxDeliver&apos;a ulaşıldı (advisory)</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>%1 boyunca</translation>
    </message>
    <message>
        <source>Static member rejoined</source>
        <translation>Static member yeniden katıldı</translation>
    </message>
    <message>
        <source>Offset reset to latest</source>
        <translation>Offset latest&apos;e sıfırlandı</translation>
    </message>
    <message>
        <source>static member rejoined</source>
        <translation>static member yeniden katıldı</translation>
    </message>
    <message>
        <source>partition %1: no committed offset, started at the log end; %2 records skipped</source>
        <translation>partition %1: commit edilmiş offset yok, log&apos;un sonundan başladı; %2 kayıt atlandı</translation>
    </message>
    <message>
        <source>joins the pending rebalance with its group.instance.id</source>
        <translation>group.instance.id&apos;siyle bekleyen yeniden dengelemeye katılıyor</translation>
    </message>
    <message>
        <source>same partitions, no rebalance; reads again from the committed offsets</source>
        <translation>aynı partition&apos;lar, yeniden dengeleme yok; commit edilen offset&apos;lerden yeniden okuyor</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <comment>an SQL statement → what the store answered</comment>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportComposer</name>
    <message>
        <source>The story</source>
        <translation>Hikâye</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Tahmin edin</translation>
    </message>
    <message>
        <source>What to observe</source>
        <translation>Neyi gözlemlemeli</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Ders</translation>
    </message>
    <message>
        <source>Fault schedule</source>
        <translation>Arıza zamanlaması</translation>
    </message>
    <message>
        <source>No faults are injected: every redelivery comes from the broker&apos;s own behaviour.</source>
        <translation>Hiç arıza eklenmedi: her yeniden teslim broker&apos;ın kendi davranışından geliyor.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Arıza</translation>
    </message>
    <message>
        <source>Reproduce it</source>
        <translation>Yeniden üretin</translation>
    </message>
    <message>
        <source>Run this in the report&apos;s folder; scenario.json beside the report is the scenario exactly as it ran. The trace hash will be the same.</source>
        <translation>Bunu raporun klasöründe çalıştırın; raporun yanındaki scenario.json, senaryonun tam olarak çalıştığı hâlidir. Trace hash&apos;i aynı olacaktır.</translation>
    </message>
    <message>
        <source>The trace hash of the new run will be the same.</source>
        <translation>Yeni çalıştırmanın trace hash&apos;i aynı olacaktır.</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>Broker profile</source>
        <translation>Broker profili</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Etki</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mesaj sayısı</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Tohum (seed)</translation>
    </message>
    <message>
        <source>Trace hash</source>
        <translation>Trace hash&apos;i</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Hazırlayan</translation>
    </message>
    <message>
        <source>Idempotency Lab %1</source>
        <translation>Idempotency Lab %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zaman çizelgesi</translation>
    </message>
    <message>
        <source>Close-up, %1 to %2</source>
        <translation>Yakın plan, %1 ile %2 arası</translation>
    </message>
    <message>
        <source>The whole run</source>
        <translation>Çalıştırmanın tamamı</translation>
    </message>
    <message>
        <source>What the marks mean</source>
        <translation>İşaretlerin anlamı</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Sayaçlar</translation>
    </message>
    <message>
        <source>Violations (%1)</source>
        <translation>İhlaller (%1)</translation>
    </message>
    <message>
        <source>None: no event took effect twice and none was lost.</source>
        <translation>Yok: hiçbir olay iki kez etki etmedi, hiçbiri kaybolmadı.</translation>
    </message>
    <message>
        <source>… and %1 more in summary.json and violations.csv.</source>
        <translation>… ve %1 tane daha summary.json ile violations.csv&apos;de.</translation>
    </message>
    <message>
        <source>Dead letters and give-ups</source>
        <translation>Dead letter&apos;lar ve vazgeçilenler</translation>
    </message>
    <message>
        <source>Redeliveries by cause</source>
        <translation>Nedene göre yeniden teslimler</translation>
    </message>
    <message>
        <source>No message was delivered twice.</source>
        <translation>Hiçbir mesaj iki kez teslim edilmedi.</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Neden</translation>
    </message>
    <message>
        <source>Redeliveries</source>
        <translation>Yeniden teslimler</translation>
    </message>
    <message>
        <source>Messages delivered more than once (%1)</source>
        <translation>Birden fazla kez teslim edilen mesajlar (%1)</translation>
    </message>
    <message>
        <source>Every message reached a handler once.</source>
        <translation>Her mesaj bir işleyiciye bir kez ulaştı.</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mesaj</translation>
    </message>
    <message>
        <source>Effects in the database</source>
        <translation>Veritabanındaki etkiler</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Teslim</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Tüketici</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zaman</translation>
    </message>
    <message>
        <source>Why it came</source>
        <translation>Neden geldi</translation>
    </message>
    <message>
        <source>What it did</source>
        <translation>Ne yaptı</translation>
    </message>
    <message>
        <source>The database</source>
        <translation>Veritabanı</translation>
    </message>
    <message>
        <source>The consumer&apos;s real SQLite file, next to this report:</source>
        <translation>Tüketicinin gerçek SQLite dosyası, bu raporun yanında:</translation>
    </message>
    <message>
        <source>This query lists the keys whose effect happened more than once:</source>
        <translation>Bu sorgu, etkisi birden fazla kez gerçekleşen anahtarları listeler:</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <translation>Çalışma kâğıdı: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad Soyad</translation>
    </message>
    <message>
        <source>The settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>Broker</translation>
    </message>
    <message>
        <source>One message every</source>
        <translation>Şu aralıkla bir mesaj</translation>
    </message>
    <message>
        <source>Redelivery timeout</source>
        <translation>Yeniden teslim zaman aşımı</translation>
    </message>
    <message>
        <source>Broker duplicate detection window</source>
        <translation>Broker tekrar tespit penceresi</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>Tüketiciler</translation>
    </message>
    <message>
        <source>Handler time</source>
        <translation>İşleyici süresi</translation>
    </message>
    <message>
        <source>Prefetch</source>
        <translation>Prefetch</translation>
    </message>
    <message>
        <source>Deduplication strategy</source>
        <translation>Deduplication stratejisi</translation>
    </message>
    <message>
        <source>Cache TTL</source>
        <translation>Önbellek TTL</translation>
    </message>
    <message>
        <source>How many events will take effect more than once, and why?</source>
        <translation>Kaç olay birden fazla kez etki edecek ve neden?</translation>
    </message>
    <message>
        <source>Draw it</source>
        <translation>Çizin</translation>
    </message>
    <message>
        <source>Mark on the lanes where you expect deliveries, lost acks, crashes and duplicate effects.</source>
        <translation>Teslimleri, kaybolan onayları, çökmeleri ve yinelenen etkileri nerede beklediğinizi şeritlerin üzerinde işaretleyin.</translation>
    </message>
    <message>
        <source>The run&apos;s lanes and time axis, empty</source>
        <translation>Çalıştırmanın şeritleri ve zaman ekseni, boş</translation>
    </message>
    <message>
        <source>Marks you can use</source>
        <translation>Kullanabileceğiniz işaretler</translation>
    </message>
    <message>
        <source>After the run: what did you observe?</source>
        <translation>Çalıştırmadan sonra: ne gözlemlediniz?</translation>
    </message>
    <message>
        <source>Compare the run with your prediction: what happened that you did not expect, and why?</source>
        <translation>Çalıştırmayı tahmininizle karşılaştırın: beklemediğiniz ne oldu ve neden?</translation>
    </message>
    <message>
        <source>The answer key is the run&apos;s full report.</source>
        <translation>Cevap anahtarı, çalıştırmanın tam raporudur.</translation>
    </message>
    <message>
        <source>STOPPED, no verdict</source>
        <translation>DURDURULDU, karar yok</translation>
    </message>
    <message>
        <source>… and %1 more entries: scenario.json beside this report holds the whole schedule.</source>
        <translation>… ve %1 girdi daha: bu raporun yanındaki scenario.json arıza zamanlamasının tamamını içerir.</translation>
    </message>
    <message>
        <source>%1 more deliveries of %2</source>
        <translation>%2 için %1 teslim daha</translation>
    </message>
    <message>
        <source>Left out to keep this report readable: the table lists %1 of the %2 messages delivered more than once, with %3 of their %4 deliveries (at most %5 a message). deliveries.csv lists every delivery (idemlab run … --format csv); the query under “The database” lists every key that took effect more than once.</source>
        <translation>Bu raporu okunur tutmak için bir kısmı dışarıda bırakıldı: tablo, birden fazla kez teslim edilen %2 mesajın %1 tanesini ve bunların %4 tesliminden %3 tanesini gösterir (mesaj başına en fazla %5). deliveries.csv her teslimi listeler (idemlab run … --format csv); “Veritabanı” bölümündeki sorgu, etkisi birden fazla kez uygulanan her anahtarı listeler.</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <translation>Cevap anahtarı: %1</translation>
    </message>
    <message>
        <source>For the worksheet of this run: what happened, to hold against the prediction and the drawing.</source>
        <translation>Bu çalıştırmanın çalışma kâğıdı için: olan biten, tahmin ve çizimle karşılaştırmak üzere.</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportExporter</name>
    <message>
        <source>&amp;Export Report</source>
        <translation>Raporu &amp;Dışa Aktar</translation>
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
        <translation>&amp;Tüm biçimler…</translation>
    </message>
    <message>
        <source>Export the report as HTML</source>
        <translation>Raporu HTML olarak dışa aktar</translation>
    </message>
    <message>
        <source>There is no run to export.</source>
        <translation>Dışa aktarılacak çalıştırma yok.</translation>
    </message>
    <message>
        <source>Export the report into a folder</source>
        <translation>Raporu bir klasöre dışa aktar</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>Rapor dışa aktarılamıyor</translation>
    </message>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>&amp;Çalışma kâğıdını dışa aktar…</translation>
    </message>
    <message>
        <source>A printable handout for students, with a separate answer key</source>
        <translation>Öğrenciler için ayrı bir cevap anahtarıyla birlikte yazdırılabilir bir çalışma kâğıdı</translation>
    </message>
    <message>
        <source>Export the worksheet into a folder</source>
        <translation>Çalışma kâğıdını bir klasöre dışa aktar</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was left behind.</source>
        <translation>Dışa aktarma iptal edildi; geride hiçbir şey kalmadı.</translation>
    </message>
    <message>
        <source>%1 files exported to %2</source>
        <translation>%1 dosya %2 konumuna aktarıldı</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportFigures</name>
    <message>
        <source>Duplicate side effects</source>
        <translation>Yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>Duplicates skipped</source>
        <translation>Atlanan tekrarlar</translation>
    </message>
    <message>
        <source>Lost events</source>
        <translation>Kayıp olaylar</translation>
    </message>
    <message>
        <source>duplicate side effects so far</source>
        <translation>şimdiye kadarki yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>duplicate side effects</source>
        <translation>yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>virtual time</source>
        <translation>sanal zaman</translation>
    </message>
    <message numerus="yes">
        <source>0: the UPSERT absorbed %n redelivered copies</source>
        <translation>
            <numerusform>0: UPSERT yeniden teslim edilen %Ln kopyayı hiçbir şey değiştirmeden uyguladı</numerusform>
        </translation>
    </message>
    <message>
        <source>0 in every outcome</source>
        <translation>Her sonuçta 0</translation>
    </message>
</context>
<context>
    <name>idem::ui::ReportListing</name>
    <message>
        <source>crashed here: %1</source>
        <translation>burada çöktü: %1</translation>
    </message>
    <message>
        <source>ack lost here: %1</source>
        <translation>onay (ack) burada kayboldu: %1</translation>
    </message>
    <message>
        <source>connection lost here: %1</source>
        <translation>bağlantı burada koptu: %1</translation>
    </message>
    <message>
        <source>the cause of a duplicate of %1</source>
        <translation>%1 tekrarının nedeni</translation>
    </message>
    <message>
        <source>The handler as code</source>
        <translation>Kod olarak işleyici</translation>
    </message>
    <message>
        <source>A crash made a delivery come back and apply its effect again. On which line of this handler did the process die, and what had it done by then that nothing recorded?</source>
        <translation>Bir çökme, bir teslimatın geri gelip yan etkisini yeniden uygulamasına yol açtı. Süreç bu işleyicinin hangi satırında öldü ve o ana kadar hiçbir şeyin kaydetmediği ne yapmıştı?</translation>
    </message>
    <message>
        <source>The consumer&apos;s handler under this strategy, as C#. No duplicate had a cause inside it.</source>
        <translation>Bu stratejideki consumer işleyicisi, C# olarak. Hiçbir tekrarın nedeni onun içinde değildi.</translation>
    </message>
    <message>
        <source>The consumer&apos;s handler under this strategy, as C#. ◀ marks the line where a duplicate&apos;s cause happened.</source>
        <translation>Bu stratejideki consumer işleyicisi, C# olarak. ◀ bir tekrarın nedeninin gerçekleştiği satırı gösterir.</translation>
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
        <translation>GEÇERLİ</translation>
    </message>
    <message>
        <source>INVALID</source>
        <translation>GEÇERSİZ</translation>
    </message>
    <message>
        <source>Every event took effect exactly once.</source>
        <translation>Her olay tam olarak bir kez etki etti.</translation>
    </message>
    <message>
        <source>Some events took effect more than once, or never.</source>
        <translation>Bazı olaylar birden fazla kez etki etti ya da hiç etmedi.</translation>
    </message>
    <message>
        <source>No account of %1 was credited twice</source>
        <translation>%1 hesabın hiçbirine iki kez para yatırılmadı</translation>
    </message>
    <message>
        <source>No email of %1 was sent twice</source>
        <translation>%1 e-postanın hiçbiri iki kez gönderilmedi</translation>
    </message>
    <message>
        <source>No order of %1 was created twice</source>
        <translation>%1 siparişin hiçbiri iki kez oluşturulmadı</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 accounts were credited twice</source>
        <translation>
            <numerusform>%1 hesabın %Ln tanesine iki kez para yatırıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 accounts were credited more than once</source>
        <translation>
            <numerusform>%1 hesabın %Ln tanesine birden fazla kez para yatırıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 emails were sent twice</source>
        <translation>
            <numerusform>%1 e-postanın %Ln tanesi iki kez gönderildi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 emails were sent more than once</source>
        <translation>
            <numerusform>%1 e-postanın %Ln tanesi birden fazla kez gönderildi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 orders were created twice</source>
        <translation>
            <numerusform>%1 siparişin %Ln tanesi iki kez oluşturuldu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 orders were created more than once</source>
        <translation>
            <numerusform>%1 siparişin %Ln tanesi birden fazla kez oluşturuldu</numerusform>
        </translation>
    </message>
    <message>
        <source>none lost</source>
        <translation>hiçbiri kaybolmadı</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln olay kayboldu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1; %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln dead-lettered.</source>
        <translation>
            <numerusform>%Ln mesaj dead-letter kuyruğuna taşındı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The producer gave up on %Ln.</source>
        <translation>
            <numerusform>Üretici %Ln mesajdan vazgeçti.</numerusform>
        </translation>
    </message>
    <message>
        <source>applied</source>
        <translation>uygulandı</translation>
    </message>
    <message>
        <source>applied again (duplicate)</source>
        <translation>yeniden uygulandı (tekrar)</translation>
    </message>
    <message>
        <source>recognised, skipped</source>
        <translation>tanındı, atlandı</translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>geri alındı</translation>
    </message>
    <message>
        <source>store unavailable</source>
        <translation>veritabanı erişilemez</translation>
    </message>
    <message>
        <source>consumer crashed</source>
        <translation>tüketici çöktü</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>etkisiz</translation>
    </message>
    <message>
        <source>delivery %1 of %2</source>
        <translation>%2 mesajının %1. teslimi</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 anında</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>%1 boyunca</translation>
    </message>
    <message>
        <source>Each ack is lost with probability %1</source>
        <translation>Her onay %1 olasılıkla kaybolur</translation>
    </message>
    <message>
        <source>Each publish confirmation is lost with probability %1</source>
        <translation>Her yayım onayı %1 olasılıkla kaybolur</translation>
    </message>
    <message>
        <source>Each publish is lost with probability %1</source>
        <translation>Her yayım %1 olasılıkla kaybolur</translation>
    </message>
    <message>
        <source>A consumer crashes with probability %1 at: %2</source>
        <translation>Bir tüketici %1 olasılıkla şu noktalarda çöker: %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::RunHistory</name>
    <message>
        <source>&amp;Keep This Run</source>
        <translation>Bu Çalıştırmayı &amp;Sakla</translation>
    </message>
    <message>
        <source>Never remove this run&apos;s database when older runs are cleared away</source>
        <translation>Eski çalıştırmalar temizlenirken bu çalıştırmanın veritabanını asla silme</translation>
    </message>
    <message>
        <source>Run &amp;History…</source>
        <translation>Çalıştırma &amp;Geçmişi…</translation>
    </message>
    <message>
        <source>Could not remove an old run: %1</source>
        <translation>Eski bir çalıştırma silinemedi: %1</translation>
    </message>
    <message>
        <source>Run History</source>
        <translation>Çalıştırma Geçmişi</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>When a run ends, the oldest runs in %1 are removed until both limits hold. Runs you keep (Run → Keep This Run) and the run on screen are never removed.</source>
        <translation>Bir çalıştırma bittiğinde, iki sınır da sağlanana kadar %1 içindeki en eski çalıştırmalar silinir. Sakladığınız çalıştırmalar (Çalıştır → Bu Çalıştırmayı Sakla) ve ekrandaki çalıştırma asla silinmez.</translation>
    </message>
    <message>
        <source>Keep at most this many runs:</source>
        <translation>En fazla bu kadar çalıştırma sakla:</translation>
    </message>
    <message>
        <source>Keep at most this much:</source>
        <translation>En fazla bu boyutta sakla:</translation>
    </message>
</context>
<context>
    <name>idem::ui::RunStatus</name>
    <message>
        <source>The run&apos;s SQLite file (select to copy)</source>
        <translation>Çalıştırmanın SQLite dosyası (kopyalamak için seçin)</translation>
    </message>
    <message>
        <source>The scenario changed since this run: Ctrl+R runs it again.</source>
        <translation>Senaryo bu çalıştırmadan sonra değişti: Ctrl+R ile yeniden çalıştırın.</translation>
    </message>
    <message>
        <source>Running into %1</source>
        <translation>Çalışıyor, veritabanı: %1</translation>
    </message>
    <message>
        <source>Run database: %1</source>
        <translation>Çalıştırma veritabanı: %1</translation>
    </message>
    <message>
        <source>The run&apos;s SQLite file (select to copy): %1</source>
        <translation>Çalıştırmanın SQLite dosyası (kopyalamak için seçin): %1</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioCatalog</name>
    <message>
        <source>Scenario</source>
        <translation>Senaryo</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Diğer</translation>
    </message>
    <message>
        <source>This scenario cannot be read:
%1</source>
        <translation>Bu senaryo okunamıyor:
%1</translation>
    </message>
    <message>
        <source>opens with the strategy “%1” (%2)</source>
        <translation>“%1” stratejisiyle açılır (%2)</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Adsız</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioEditor</name>
    <message>
        <source>Problems to fix before this scenario can run: %1 (see below).</source>
        <translation>Bu senaryonun çalışabilmesi için düzeltilmesi gereken sorunlar: %1 (aşağıya bakın).</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioSummary</name>
    <message>
        <source>%1 · effect: %2 · %3 messages · consumers: %4 · seed %5</source>
        <translation>%1 · etki: %2 · %3 mesaj · tüketiciler: %4 · tohum %5</translation>
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
        <translation>— (zamanlı)</translation>
    </message>
    <message>
        <source>consumer-</source>
        <translation>consumer-</translation>
    </message>
    <message>
        <source>any</source>
        <translation>herhangi</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScheduleEditor</name>
    <message>
        <source>Double-click a cell to edit it. Timed faults happen at a time; targeted ones hit one message&apos;s Nth delivery.</source>
        <translation>Düzenlemek için bir hücreye çift tıklayın. Zamanlı arızalar belirli bir zamanda olur; hedefli olanlar bir mesajın N. teslimini vurur.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ekle</translation>
    </message>
    <message>
        <source>Add a fault after the selected one</source>
        <translation>Seçilenin arkasına bir arıza ekle</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Kaldır</translation>
    </message>
    <message>
        <source>Remove the selected fault</source>
        <translation>Seçili arızayı kaldır</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Yukarı</translation>
    </message>
    <message>
        <source>Move the selected fault up</source>
        <translation>Seçili arızayı yukarı taşı</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Aşağı</translation>
    </message>
    <message>
        <source>Move the selected fault down</source>
        <translation>Seçili arızayı aşağı taşı</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScheduleModel</name>
    <message>
        <source>any</source>
        <translation>herhangi</translation>
    </message>
    <message>
        <source>default</source>
        <translation>varsayılan</translation>
    </message>
    <message>
        <source>A time in the run; setting it makes the entry timed.</source>
        <translation>Çalıştırmada bir zaman; ayarlanırsa girdi zamanlı olur.</translation>
    </message>
    <message>
        <source>A business key; setting it aims the fault at that message&apos;s delivery.</source>
        <translation>Bir iş anahtarı; ayarlanırsa arıza o mesajın teslimine yöneltilir.</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Arıza</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Zaman</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mesaj</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Teslim</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Tüketici</translation>
    </message>
    <message>
        <source>Crash point</source>
        <translation>Çökme noktası</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Süre</translation>
    </message>
    <message>
        <source>Edit fault %1</source>
        <translation>%1. arıza değişikliği</translation>
    </message>
    <message>
        <source>Add fault</source>
        <translation>Arıza ekleme</translation>
    </message>
    <message>
        <source>Add %1 faults</source>
        <translation>%1 arıza ekleme</translation>
    </message>
    <message>
        <source>Remove fault</source>
        <translation>Arıza kaldırma</translation>
    </message>
    <message>
        <source>Remove %1 faults</source>
        <translation>%1 arıza kaldırma</translation>
    </message>
    <message>
        <source>Move fault</source>
        <translation>Arıza taşıma</translation>
    </message>
</context>
<context>
    <name>idem::ui::ShortcutModel</name>
    <message>
        <source>Area</source>
        <translation>Alan</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Eylem</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tuşlar</translation>
    </message>
    <message>
        <source>  or  </source>
        <translation>  veya  </translation>
    </message>
</context>
<context>
    <name>idem::ui::SimVsRealModel</name>
    <message>
        <source>The real run counted exactly what the model predicted.</source>
        <translation>Gerçek çalıştırma, modelin öngördüğünü birebir saydı.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Sayım</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>Simülasyon</translation>
    </message>
    <message>
        <source>Real</source>
        <translation>Gerçek</translation>
    </message>
    <message>
        <source>Why the real run differs (the model&apos;s cause)</source>
        <translation>Gerçek çalıştırma neden farklı (modelin nedeni)</translation>
    </message>
</context>
<context>
    <name>idem::ui::SimVsRealView</name>
    <message>
        <source>No real run yet. Run ▸ Run against a Real Broker… runs the open scenario on a real RabbitMQ with real consumer processes and shows it here beside the model.</source>
        <translation>Henüz gerçek çalıştırma yok. Çalıştır ▸ Gerçek bir Broker üzerinde çalıştır… açık senaryoyu gerçek tüketici süreçleriyle gerçek bir RabbitMQ üzerinde çalıştırır ve burada modelin yanında gösterir.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — simulated and real (%2): all %3 counts agree.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — simülasyon ve gerçek (%2): %3 sayımın hepsi uyuşuyor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — simulated and real (%2): %3 of %4 counts differ; the model&apos;s cause for each is below.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — simülasyon ve gerçek (%2): %4 sayımdan %3 tanesi farklı; her birinin modeldeki nedeni aşağıda.</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: simulated %2, real %3 — %4&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: simülasyon %2, gerçek %3 — %4&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The counts that differ:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Farklı olan sayımlar:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Simulated&lt;/b&gt; — the model&apos;s prediction · %1 deliveries · %2 duplicate side effects</source>
        <translation>&lt;b&gt;Simülasyon&lt;/b&gt; — modelin öngörüsü · %1 teslim · %2 yinelenen yan etki</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real&lt;/b&gt; — %3 · %1 deliveries · %2 duplicate side effects</source>
        <translation>&lt;b&gt;Gerçek&lt;/b&gt; — %3 · %1 teslim · %2 yinelenen yan etki</translation>
    </message>
    <message>
        <source>%1: simulated %2, real %3 — %4</source>
        <translation>%1: simülasyon %2, gerçek %3 — %4</translation>
    </message>
    <message>
        <source>Every count agrees with the model: the real broker and consumer processes did what the model predicted, count for count. Only the timing differs (real processes start, connect and commit at real moments).</source>
        <translation>Her sayım modelle uyuşuyor: gerçek broker ve tüketici süreçleri modelin öngördüğünü sayısı sayısına yaptı. Yalnızca zamanlama farklı (gerçek süreçler gerçek anlarda başlar, bağlanır ve commit eder).</translation>
    </message>
    <message>
        <source>No real run for this scenario: it uses %1, and the live lab runs only RabbitMQ scenarios. Open a RabbitMQ scenario, such as built-in 07, and choose Run ▸ Run against a Real Broker… to see a real run beside the model.</source>
        <translation>Bu senaryo için gerçek çalıştırma yok: senaryo %1 kullanıyor ve canlı laboratuvar yalnızca RabbitMQ senaryolarını çalıştırır. Modelin yanında gerçek bir çalıştırma görmek için 07 numaralı yerleşik senaryo gibi bir RabbitMQ senaryosu açın ve Çalıştır ▸ Gerçek bir Broker üzerinde çalıştır… komutunu seçin.</translation>
    </message>
</context>
<context>
    <name>idem::ui::SnapshotModel</name>
    <message numerus="yes">
        <source>%n rows for this key at this moment: a duplicate side effect</source>
        <translation>
            <numerusform>Bu anda bu anahtar için %n satır: yinelenen bir yan etki</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyGroup</name>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>strateji</translation>
    </message>
    <message>
        <source>How the consumer recognises a message it has already handled.</source>
        <translation>Tüketicinin daha önce işlediği bir mesajı nasıl tanıdığı.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Mirrors: %2&lt;br&gt;Leaks: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Yansıttığı: %2&lt;br&gt;Zayıf noktası: %3</translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyPalette</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (&lt;code&gt;%2&lt;/code&gt;)&lt;br&gt;Mirrors: %3&lt;br&gt;Where it leaks: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (&lt;code&gt;%2&lt;/code&gt;)&lt;br&gt;Yansıttığı: %3&lt;br&gt;Zayıf noktası: %4</translation>
    </message>
</context>
<context>
    <name>idem::ui::StrategyPicker</name>
    <message>
        <source>All</source>
        <translation>Tümü</translation>
    </message>
    <message>
        <source>Check every strategy</source>
        <translation>Tüm stratejileri işaretle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Hiçbiri</translation>
    </message>
    <message>
        <source>Uncheck every strategy</source>
        <translation>Tüm stratejilerin işaretini kaldır</translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepChart</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepModel</name>
    <message>
        <source>Duplicate side effects</source>
        <translation>Yinelenen yan etkiler</translation>
    </message>
    <message>
        <source>Skipped duplicates</source>
        <translation>Atlanan tekrarlar</translation>
    </message>
    <message>
        <source>Lost events</source>
        <translation>Kayıp olaylar</translation>
    </message>
    <message>
        <source>%1 = %2, %3: %4</source>
        <translation>%1 = %2, %3: %4</translation>
    </message>
    <message>
        <source>%1: %2, trace %3</source>
        <translation>%1: %2, trace %3</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>geçerli</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>geçersiz</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>durduruldu</translation>
    </message>
    <message>
        <source>%1: stopped before it ended, no verdict: %2</source>
        <translation>%1: bitmeden durduruldu, karar yok: %2</translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation>Gecikme p99</translation>
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
Senaryo alanı: %2</translation>
    </message>
</context>
<context>
    <name>idem::ui::SweepView</name>
    <message>
        <source>&amp;Run sweep</source>
        <translation>&amp;Taramayı Çalıştır</translation>
    </message>
    <message>
        <source>How many values from the first to the last, evenly spaced</source>
        <translation>İlkinden sonuncusuna kadar eşit aralıklı kaç değer</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametre</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>&amp;Değişken:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>Başlan&amp;gıç:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bitiş:</translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation>&amp;Adım sayısı:</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>Gö&amp;ster:</translation>
    </message>
    <message>
        <source>now %1 in the scenario</source>
        <translation>senaryoda şu an %1</translation>
    </message>
    <message>
        <source>Check at least one strategy to sweep.</source>
        <translation>Tarama için en az bir strateji işaretleyin.</translation>
    </message>
    <message>
        <source>Running %1 simulations…</source>
        <translation>%1 simülasyon çalışıyor…</translation>
    </message>
    <message>
        <source>%1 of %2 simulations done…</source>
        <translation>%2 simülasyondan %1 tanesi bitti…</translation>
    </message>
    <message>
        <source>%1 simulations done.</source>
        <translation>%1 simülasyon bitti.</translation>
    </message>
    <message>
        <source>Some values could not run:
%1</source>
        <translation>Bazı değerler çalıştırılamadı:
%1</translation>
    </message>
    <message>
        <source>… and %1 more.</source>
        <translation>… ve %1 tane daha.</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a sweep first.</source>
        <translation>Henüz aktarılacak bir şey yok: önce bir tarama çalıştırın.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 yazılamıyor: %2</translation>
    </message>
    <message>
        <source>Export the sweep report into</source>
        <translation>Tarama raporunun aktarılacağı klasör</translation>
    </message>
    <message>
        <source>Some runs were stopped before they ended (no verdict, no point in the chart):
%1</source>
        <translation>Bazı çalıştırmalar bitmeden durduruldu (karar yok, grafikte nokta yok):
%1</translation>
    </message>
    <message>
        <source>Writing the sweep report…</source>
        <translation>Tarama raporu yazılıyor…</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineCauseText</name>
    <message>
        <source>redelivery timeout</source>
        <translation>yeniden teslim zaman aşımı</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>mechanism and its duration, e.g. visibility timeout 30 s</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 handler, crashed</source>
        <translation>%1 işleyici, çöktü</translation>
    </message>
    <message>
        <source>%1 handler, slow (%2)</source>
        <translation>%1 işleyici, yavaş (%2)</translation>
    </message>
    <message>
        <source>%1 handler, applied again</source>
        <translation>%1 işleyici, yeniden uygulandı</translation>
    </message>
    <message>
        <source>%1 handler</source>
        <translation>%1 işleyici</translation>
    </message>
    <message>
        <source>%1 unacked until the channel closed</source>
        <translation>%1 kanal kapanana kadar onaylanmadı</translation>
    </message>
    <message>
        <source>%1 held, ack lost: %2</source>
        <translation>%1 tutuldu, onay kayboldu: %2</translation>
    </message>
    <message>
        <source>%1 held: %2</source>
        <translation>%1 tutuldu: %2</translation>
    </message>
    <message>
        <source>%1 transaction rolled back: undone</source>
        <translation>%1 transaction geri alındı: yapılanlar geri alındı</translation>
    </message>
    <message>
        <source>%1 transaction</source>
        <translation>%1 transaction</translation>
    </message>
    <message>
        <source>%1 cached, expired (TTL %2)</source>
        <translation>%1 önbellekte, süresi doldu (TTL %2)</translation>
    </message>
    <message>
        <source>%1 cached, evicted (capacity %2)</source>
        <translation>%1 önbellekte, çıkarıldı (kapasite %2)</translation>
    </message>
    <message>
        <source>%1 cached, flushed</source>
        <translation>%1 önbellekte, boşaltıldı</translation>
    </message>
    <message>
        <source>%1 cached, lost in the crash</source>
        <translation>%1 önbellekte, çökmede kayboldu</translation>
    </message>
    <message>
        <source>%1 cached</source>
        <translation>%1 önbellekte</translation>
    </message>
    <message>
        <source>max.poll.interval.ms %1 exceeded: consumer %2 removed</source>
        <translation>max.poll.interval.ms %1 aşıldı: tüketici %2 çıkarıldı</translation>
    </message>
    <message>
        <source>session.timeout.ms %1: consumer %2 is dead, nobody reads this partition</source>
        <translation>session.timeout.ms %1: tüketici %2 ölü, bu partition&apos;ı kimse okumuyor</translation>
    </message>
    <message>
        <source>applied again (first at %1)</source>
        <translation>yeniden uygulandı (ilki %1 anında)</translation>
    </message>
    <message>
        <source>lost ack · channel closed, requeued at once</source>
        <translation>kayıp onay · kanal kapandı, hemen kuyruğa döndü</translation>
    </message>
    <message>
        <source>lost ack · %1</source>
        <translation>kayıp onay · %1</translation>
    </message>
    <message>
        <source>crash · requeued at once</source>
        <translation>çökme · hemen kuyruğa döndü</translation>
    </message>
    <message>
        <source>crash · %1</source>
        <translation>çökme · %1</translation>
    </message>
    <message>
        <source>still running · %1</source>
        <translation>hâlâ çalışıyor · %1</translation>
    </message>
    <message>
        <source>broker restart · unacked handed out again</source>
        <translation>broker yeniden başlatma · onaylanmamışlar yeniden dağıtıldı</translation>
    </message>
    <message>
        <source>rebalance · re-read from offset %1</source>
        <translation>yeniden dengeleme · offset %1 konumundan yeniden okundu</translation>
    </message>
    <message>
        <source>rebalance · re-read from the committed offset</source>
        <translation>yeniden dengeleme · commit edilen offset&apos;ten yeniden okundu</translation>
    </message>
    <message>
        <source>connection lost · requeued at once</source>
        <translation>bağlantı koptu · hemen kuyruğa döndü</translation>
    </message>
    <message>
        <source>connection lost · %1</source>
        <translation>bağlantı koptu · %1</translation>
    </message>
    <message>
        <source>publish ack lost · published again</source>
        <translation>yayım onayı kayboldu · yeniden yayımlandı</translation>
    </message>
    <message>
        <source>rejected · requeued</source>
        <translation>reddedildi · kuyruğa döndü</translation>
    </message>
    <message>
        <source>store unavailable</source>
        <translation>veritabanı erişilemez</translation>
    </message>
    <message>
        <source>broker restarting</source>
        <translation>broker yeniden başlıyor</translation>
    </message>
    <message>
        <source>consumer down</source>
        <translation>tüketici kapalı</translation>
    </message>
    <message>
        <source>rebalance: partitions paused</source>
        <translation>yeniden dengeleme: partition&apos;lar duraklatıldı</translation>
    </message>
    <message>
        <source>rewind %1 → %2 (committed at %3)</source>
        <translation>geri sarma %1 → %2 (commit anı: %3)</translation>
    </message>
    <message>
        <source>rewind %1 → %2 (nothing committed yet)</source>
        <translation>geri sarma %1 → %2 (henüz commit yok)</translation>
    </message>
    <message>
        <source>static member rejoined · re-read from the committed offset</source>
        <translation>static member yeniden katıldı · commit edilen offset&apos;ten yeniden okundu</translation>
    </message>
    <message>
        <source>%1 held, ack lost: %2, then MaxDeliver %3 reached: not delivered again</source>
        <translation>%1 tutuldu, onay kayboldu: %2, ardından MaxDeliver sınırına (%3) ulaşıldı: yeniden teslim edilmedi</translation>
    </message>
    <message>
        <source>%1 held: %2, then MaxDeliver %3 reached: not delivered again</source>
        <translation>%1 tutuldu: %2, ardından MaxDeliver sınırına (%3) ulaşıldı: yeniden teslim edilmedi</translation>
    </message>
    <message>
        <source>%1 held, ack lost: %2, then dead-lettered</source>
        <translation>%1 tutuldu, onay kayboldu: %2, ardından dead-letter&apos;a taşındı</translation>
    </message>
    <message>
        <source>%1 held: %2, then dead-lettered</source>
        <translation>%1 tutuldu: %2, ardından dead-letter&apos;a taşındı</translation>
    </message>
    <message>
        <source>max.poll.interval.ms %1 exceeded</source>
        <translation>max.poll.interval.ms %1 aşıldı</translation>
    </message>
    <message>
        <source>session.timeout.ms %1: consumer %2 dead</source>
        <translation>session.timeout.ms %1: consumer %2 çökmüş</translation>
    </message>
    <message>
        <source>%1 · in consumer-%2&apos;s own cache</source>
        <translation>%1 · consumer-%2 sürecinin kendi önbelleğinde</translation>
    </message>
    <message>
        <source>%1 · ×%2</source>
        <comment>a cause label shared by %2 alike arrows</comment>
        <translation>%1 · ×%2</translation>
    </message>
    <message>
        <source>cooperative rebalance: only moved partitions wait</source>
        <translation>kademeli (cooperative) yeniden dengeleme: yalnızca taşınan partition&apos;lar bekler</translation>
    </message>
    <message>
        <source>applied again (first applications %1 – %2)</source>
        <translation>yeniden uygulandı (ilk uygulamalar %1 – %2 arasında)</translation>
    </message>
    <message>
        <source>crash · ack waiting for a batch of %1 · requeued at once</source>
        <translation>çökme · onay, %1 mesajlık toplu onayı bekliyordu · hemen kuyruğa döndü</translation>
    </message>
    <message>
        <source>crash · ack waiting for a batch of %1 · %2</source>
        <translation>çökme · onay, %1 mesajlık toplu onayı bekliyordu · %2</translation>
    </message>
    <message>
        <source>%1 waits: an earlier message of its message group is in flight</source>
        <translation>%1 bekliyor: aynı mesaj grubundan önceki bir mesaj işlemde (in flight)</translation>
    </message>
    <message>
        <source>%1 held, handled: its ack was waiting for a batch of %2</source>
        <translation>%1 tutuldu, işlenmişti: onayı %2 mesajlık toplu onayı bekliyordu</translation>
    </message>
    <message>
        <source>never read: auto.offset.reset jumped past it at %1</source>
        <translation>hiç okunmadı: auto.offset.reset %1 anında onun üzerinden atladı</translation>
    </message>
    <message>
        <source>applied again (first at %1): the crash came between the business commit and the inbox commit, so the inbox never recorded it</source>
        <translation>yeniden uygulandı (ilki %1 anında): çökme iş commit&apos;i ile inbox commit&apos;i arasında oldu, bu yüzden inbox onu hiç kaydetmedi</translation>
    </message>
    <message>
        <source>sent again (first at %1): the email went out before the commit, and the rollback could not take it back</source>
        <translation>yeniden gönderildi (ilki %1 anında): e-posta commit&apos;ten önce gitmişti ve geri alma (rollback) onu geri alamadı</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineLegend</name>
    <message>
        <source>Timeline legend</source>
        <translation>Zaman çizelgesi açıklamaları</translation>
    </message>
    <message>
        <source>Consumer offline</source>
        <translation>Tüketici çevrimdışı</translation>
    </message>
    <message>
        <source>Crashed and not yet restarted, left the group, or not yet joined.</source>
        <translation>Çöktü ve henüz yeniden başlamadı, gruptan ayrıldı ya da henüz katılmadı.</translation>
    </message>
    <message>
        <source>Message flow</source>
        <translation>Mesaj akışı</translation>
    </message>
    <message>
        <source>Follows a message from the producer through the broker to a consumer. Double-click a mark to follow its message.</source>
        <translation>Bir mesajı üreticiden broker üzerinden bir tüketiciye kadar izler. Mesajını izlemek için bir işarete çift tıklayın.</translation>
    </message>
    <message>
        <source>Many events</source>
        <translation>Çok sayıda olay</translation>
    </message>
    <message>
        <source>Too many events to draw one by one: the bar&apos;s height grows with their number; the most severe one keeps its mark. Zoom in to see each.</source>
        <translation>Tek tek çizilemeyecek kadar çok olay: çubuğun yüksekliği olay sayısıyla birlikte artar; en ciddi olanın işareti korunur. Her birini görmek için yakınlaştırın.</translation>
    </message>
    <message>
        <source>Idle time, compressed</source>
        <translation>Boşta geçen süre, sıkıştırılmış</translation>
    </message>
    <message>
        <source>Playhead</source>
        <translation>Oynatma imleci</translation>
    </message>
    <message>
        <source>Replay position; what comes after it is dimmed. Click the ruler to move it.</source>
        <translation>Yeniden oynatma konumu; sonrasında gelenler soluk gösterilir. Taşımak için cetvele tıklayın.</translation>
    </message>
    <message>
        <source>Cause of a redelivery</source>
        <translation>Yeniden teslimin nedeni</translation>
    </message>
    <message>
        <source>From what made the broker deliver again (a lost ack, a crash, an expired lock, a restart, a rebalance) to the redelivery, labelled with the mechanism and its timeout.</source>
        <translation>Broker&apos;ı yeniden teslime iten şeyden (kayıp onay, çökme, süresi dolan kilit, yeniden başlatma, yeniden dengeleme) yeniden teslime kadar; mekanizma ve zaman aşımıyla etiketli.</translation>
    </message>
    <message>
        <source>Applied again</source>
        <translation>Yeniden uygulandı</translation>
    </message>
    <message>
        <source>From the first application of an effect to the duplicate that repeats it.</source>
        <translation>Bir etkinin ilk uygulanışından onu tekrarlayan kopyaya kadar.</translation>
    </message>
    <message>
        <source>Handler running</source>
        <translation>İşleyici çalışıyor</translation>
    </message>
    <message>
        <source>From the handler&apos;s start to its last step; two handlers of one message running at once is a race.</source>
        <translation>İşleyicinin başlangıcından son adımına; bir mesajın iki işleyicisinin aynı anda çalışması bir yarıştır.</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>Yavaş işleyici</translation>
    </message>
    <message>
        <source>A handler made slow by a fault (a hanging remote call).</source>
        <translation>Bir hatanın yavaşlattığı işleyici (takılan uzak bir çağrı).</translation>
    </message>
    <message>
        <source>Broker waits for the ack</source>
        <translation>Broker onayı bekliyor</translation>
    </message>
    <message>
        <source>The broker holds a delivery it has not had acked (visibility timeout, peek-lock, AckWait, RabbitMQ until the channel closes); at the solid end it takes it back and delivers it again.</source>
        <translation>Broker onaylanmamış bir teslimi tutar (görünürlük zaman aşımı, peek-lock, AckWait, RabbitMQ&apos;da kanal kapanana kadar); dolu uçta geri alır ve yeniden teslim eder.</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>BEGIN to COMMIT in the store.</source>
        <translation>Veritabanında BEGIN&apos;den COMMIT&apos;e.</translation>
    </message>
    <message>
        <source>Rolled back (undone)</source>
        <translation>Geri alındı</translation>
    </message>
    <message>
        <source>A transaction that rolled back: its work was undone.</source>
        <translation>Geri alınan bir transaction: yaptığı iş geri alındı.</translation>
    </message>
    <message>
        <source>Cache entry</source>
        <translation>Önbellek girdisi</translation>
    </message>
    <message>
        <source>A message id in the dedup cache, from its set until it expired (dotted end), was evicted, flushed or lost in a crash (red end).</source>
        <translation>Tekilleştirme önbelleğindeki bir mesaj kimliği: yazılışından süresi dolana (noktalı uç) ya da çıkarılana, boşaltılana veya çökmede kaybolana kadar (kırmızı uç).</translation>
    </message>
    <message>
        <source>Kafka: waiting for a dead member</source>
        <translation>Kafka: ölü bir üyeyi bekleme</translation>
    </message>
    <message>
        <source>session.timeout.ms (or max.poll.interval.ms): the group waits before it rebalances, and nobody reads the member&apos;s partitions.</source>
        <translation>session.timeout.ms (ya da max.poll.interval.ms): grup yeniden dengelemeden önce bekler ve üyenin partition&apos;larını kimse okumaz.</translation>
    </message>
    <message>
        <source>Committed offset</source>
        <translation>Commit edilen offset</translation>
    </message>
    <message>
        <source>Kafka: the partition&apos;s committed offset, one step per commit; a new owner starts there.</source>
        <translation>Kafka: partition&apos;ın commit edilen offset&apos;i, her commit&apos;te bir basamak; yeni sahip oradan başlar.</translation>
    </message>
    <message>
        <source>Rewind to the commit</source>
        <translation>Commit&apos;e geri sarma</translation>
    </message>
    <message>
        <source>Kafka: a rebalance sends the partition back to its committed offset; every record after it is read again.</source>
        <translation>Kafka: bir yeniden dengeleme partition&apos;ı commit edilen offset&apos;ine geri gönderir; ondan sonraki her kayıt yeniden okunur.</translation>
    </message>
    <message>
        <source>Broker restarting</source>
        <translation>Broker yeniden başlıyor</translation>
    </message>
    <message>
        <source>The broker is down: nothing is delivered.</source>
        <translation>Broker kapalı: hiçbir şey teslim edilmiyor.</translation>
    </message>
    <message>
        <source>A long stretch in which nothing happened, squeezed to save room; the ruler gives the time on both sides.</source>
        <translation>Hiçbir şeyin olmadığı uzun bir aralık, yer kazanmak için sıkıştırıldı; cetvel iki yanındaki zamanı gösterir.</translation>
    </message>
    <message>
        <source>Broker gave up</source>
        <translation>Broker vazgeçti</translation>
    </message>
    <message>
        <source>A hold with a wide dark end: the broker stopped delivering the message there (dead-lettered, or JetStream&apos;s MaxDeliver reached: the message stays in the stream and is not delivered again).</source>
        <translation>Ucu geniş ve koyu bir tutma: broker mesajı orada teslim etmeyi bıraktı (dead-letter&apos;a taşındı ya da JetStream&apos;in MaxDeliver sınırına ulaşıldı: mesaj stream&apos;de kalır ve yeniden teslim edilmez).</translation>
    </message>
    <message>
        <source>Kafka: a slow member removed</source>
        <translation>Kafka: yavaş bir üye çıkarıldı</translation>
    </message>
    <message>
        <source>max.poll.interval.ms: the member did not poll again in time (its handler still runs); the group removes it and gives its partitions to another member.</source>
        <translation>max.poll.interval.ms: üye zamanında yeniden poll yapmadı (işleyicisi hâlâ çalışıyor); grup onu çıkarır ve partition&apos;larını başka bir üyeye verir.</translation>
    </message>
    <message>
        <source>Skipped by an offset reset</source>
        <translation>Offset sıfırlamasıyla atlandı</translation>
    </message>
    <message>
        <source>Kafka: from a record nobody read to the auto.offset.reset that moved its consumer past it (latest: to the log end); the record is lost.</source>
        <translation>Kafka: kimsenin okumadığı bir kayıttan, tüketicisini onun ötesine taşıyan auto.offset.reset&apos;e (latest: log&apos;un sonuna); kayıt kaybolmuştur.</translation>
    </message>
    <message>
        <source>Waiting for its message group</source>
        <translation>Mesaj grubunu bekliyor</translation>
    </message>
    <message>
        <source>SQS FIFO: the copy was ready, but the broker hands out no more of a message group while one of its messages is in flight; drawn for the message you follow.</source>
        <translation>SQS FIFO: kopya hazırdı, ama broker bir mesaj grubunun mesajlarından biri işlemdeyken (in flight) o gruptan başka mesaj vermez; izlediğiniz mesaj için çizilir.</translation>
    </message>
    <message>
        <source>Inside your consumer — not observed</source>
        <translation>Tüketicinizin içinde — gözlenmedi</translation>
    </message>
    <message>
        <source>A check of your own consumer sees only the wire: from the delivery to its ack, kill or cut, the handler runs in your process and its steps are not known. The effects are counted in your database.</source>
        <translation>Kendi tüketicinizin denetimi yalnızca hattı görür: teslimattan ack&apos;ine, kill&apos;ine ya da kopuşuna kadar işleyici sizin sürecinizde çalışır ve adımları bilinmez. Etkiler veritabanınızda sayılır.</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelinePainter</name>
    <message>
        <source>Following %1 (Esc stops)</source>
        <translation>%1 izleniyor (Esc durdurur)</translation>
    </message>
    <message>
        <source>No run to show yet. Run a scenario to draw its timeline.</source>
        <translation>Henüz gösterilecek çalıştırma yok. Zaman çizelgesini çizmek için bir senaryo çalıştırın.</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelinePair</name>
    <message>
        <source>&amp;Upper:</source>
        <translation>Ü&amp;st:</translation>
    </message>
    <message>
        <source>&amp;Lower:</source>
        <translation>&amp;Alt:</translation>
    </message>
    <message>
        <source>Compress idle &amp;gaps</source>
        <translation>Boş aralıkları sı&amp;kıştır</translation>
    </message>
    <message>
        <source>&amp;Fit both</source>
        <translation>&amp;Her ikisini sığdır</translation>
    </message>
    <message>
        <source>Show both runs from start to end</source>
        <translation>İki çalıştırmayı baştan sona göster</translation>
    </message>
    <message>
        <source>Double-click a mark to follow its message in both timelines.</source>
        <translation>Mesajını iki zaman çizelgesinde de izlemek için bir işarete çift tıklayın.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — no finished run</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — bitmiş çalıştırma yok</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#1b7a2e&apos;&gt;valid&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#1b7a2e&apos;&gt;geçerli&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;invalid&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c62828&apos;&gt;geçersiz&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 · %3 duplicate side effects · %4 skipped duplicates</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 · %3 yinelenen yan etki · %4 atlanan tekrar</translation>
    </message>
    <message>
        <source>Squeeze the stretches idle in both runs (never one that holds a bar or an arrow); both timelines keep one axis.</source>
        <translation>İki çalıştırmada da boş geçen aralıkları sıkıştır (çubuk ya da ok içereni asla); iki zaman çizelgesi tek bir eksen kullanır.</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineText</name>
    <message>
        <source>Other step</source>
        <translation>Diğer adım</translation>
    </message>
    <message>
        <source>Enqueued by the broker</source>
        <translation>Broker tarafından kuyruğa alındı</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Yayım</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Teslim</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Cache hit</source>
        <translation>Önbellek isabeti</translation>
    </message>
    <message>
        <source>Processed</source>
        <translation>İşlendi</translation>
    </message>
    <message>
        <source>Rollback</source>
        <translation>Geri alma</translation>
    </message>
    <message>
        <source>Dropped by broker deduplication</source>
        <translation>Broker tekilleştirmesiyle düşürüldü</translation>
    </message>
    <message>
        <source>Publish retry</source>
        <translation>Yayım yeniden denemesi</translation>
    </message>
    <message>
        <source>Redelivery</source>
        <translation>Yeniden teslim</translation>
    </message>
    <message>
        <source>Store unavailable to the handler</source>
        <translation>İşleyici için veritabanı erişilemez</translation>
    </message>
    <message>
        <source>Publish lost / gave up</source>
        <translation>Yayım kayboldu / vazgeçildi</translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation>Önbellek boşaltma</translation>
    </message>
    <message>
        <source>Store down / up</source>
        <translation>Veritabanı kapandı / açıldı</translation>
    </message>
    <message>
        <source>Rebalance</source>
        <translation>Yeniden dengeleme</translation>
    </message>
    <message>
        <source>Skipped duplicate</source>
        <translation>Atlanan tekrar</translation>
    </message>
    <message>
        <source>Dead-lettered</source>
        <translation>Dead-letter&apos;a taşındı</translation>
    </message>
    <message>
        <source>Lost ack or connection</source>
        <translation>Kaybolan onay veya bağlantı</translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation>Broker yeniden başlatma</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>Çökme</translation>
    </message>
    <message>
        <source>Duplicate side effect</source>
        <translation>Yinelenen yan etki</translation>
    </message>
    <message>
        <source>The producer sends an event for the first time.</source>
        <translation>Üretici bir olayı ilk kez gönderir.</translation>
    </message>
    <message>
        <source>The producer heard no ack and sent the event again.</source>
        <translation>Üretici onay alamadı ve olayı yeniden gönderdi.</translation>
    </message>
    <message>
        <source>A publish that never reached the broker, or a producer that gave up.</source>
        <translation>Broker&apos;a hiç ulaşmayan bir yayım ya da vazgeçen bir üretici.</translation>
    </message>
    <message>
        <source>The broker stored a copy of the event.</source>
        <translation>Broker olayın bir kopyasını sakladı.</translation>
    </message>
    <message>
        <source>The broker recognised the message id and dropped the copy.</source>
        <translation>Broker mesaj kimliğini tanıdı ve kopyayı düşürdü.</translation>
    </message>
    <message>
        <source>The broker hands the message to a consumer for the first time.</source>
        <translation>Broker mesajı bir tüketiciye ilk kez verir.</translation>
    </message>
    <message>
        <source>The same message delivered again: lost ack, crash, timeout, restart…</source>
        <translation>Aynı mesaj yeniden teslim edildi: kaybolan onay, çökme, zaman aşımı, yeniden başlatma…</translation>
    </message>
    <message>
        <source>The handler&apos;s side effect was applied once, as intended.</source>
        <translation>İşleyicinin yan etkisi, amaçlandığı gibi bir kez uygulandı.</translation>
    </message>
    <message>
        <source>The side effect was applied again: the customer is charged twice.</source>
        <translation>Yan etki yeniden uygulandı: müşteriden iki kez ücret alındı.</translation>
    </message>
    <message>
        <source>The consumer recognised a duplicate and did not apply it again.</source>
        <translation>Tüketici bir tekrarı tanıdı ve yeniden uygulamadı.</translation>
    </message>
    <message>
        <source>The consumer process died; its open transaction rolled back.</source>
        <translation>Tüketici süreci öldü; açık işlemi (transaction) geri alındı.</translation>
    </message>
    <message>
        <source>Delivered too often: moved to the dead-letter queue.</source>
        <translation>Çok fazla kez teslim edildi: dead-letter kuyruğuna taşındı.</translation>
    </message>
    <message>
        <source>The database was unavailable; the handler retries later.</source>
        <translation>Veritabanı erişilemezdi; işleyici daha sonra yeniden dener.</translation>
    </message>
    <message>
        <source>A transaction committed in the store.</source>
        <translation>Veritabanında bir işlem commit edildi.</translation>
    </message>
    <message>
        <source>A transaction rolled back in the store.</source>
        <translation>Veritabanında bir işlem geri alındı.</translation>
    </message>
    <message>
        <source>The dedup cache knew the message id.</source>
        <translation>Tekilleştirme önbelleği mesaj kimliğini biliyordu.</translation>
    </message>
    <message>
        <source>The broker restarted; unacked deliveries are returned.</source>
        <translation>Broker yeniden başladı; onaylanmamış teslimler geri döner.</translation>
    </message>
    <message>
        <source>The dedup cache was emptied.</source>
        <translation>Tekilleştirme önbelleği boşaltıldı.</translation>
    </message>
    <message>
        <source>The store became unavailable, then available again.</source>
        <translation>Veritabanı erişilemez oldu, ardından yeniden erişilebilir oldu.</translation>
    </message>
    <message>
        <source>The consumer group reassigned partitions.</source>
        <translation>Tüketici grubu partition&apos;ları yeniden atadı.</translation>
    </message>
    <message>
        <source>Handler start, cache miss, ack and other steps; shown when zoomed in.</source>
        <translation>İşleyici başlangıcı, önbellek ıskası, onay ve diğer adımlar; yakınlaştırıldığında gösterilir.</translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation>Yayım kayboldu</translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation>Yayım onayı kayboldu</translation>
    </message>
    <message>
        <source>Publish acked</source>
        <translation>Yayım onaylandı</translation>
    </message>
    <message>
        <source>Producer gave up</source>
        <translation>Üretici vazgeçti</translation>
    </message>
    <message>
        <source>Enqueued</source>
        <translation>Kuyruğa alındı</translation>
    </message>
    <message>
        <source>Handler started</source>
        <translation>İşleyici başladı</translation>
    </message>
    <message>
        <source>Cache miss</source>
        <translation>Önbellek ıskası</translation>
    </message>
    <message>
        <source>Side effect</source>
        <translation>Yan etki</translation>
    </message>
    <message>
        <source>Store busy</source>
        <translation>Veritabanı meşgul</translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation>Veritabanı erişilemez</translation>
    </message>
    <message>
        <source>Ack sent</source>
        <translation>Onay gönderildi</translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation>Onay kayboldu</translation>
    </message>
    <message>
        <source>Stale ack ignored</source>
        <translation>Eski onay yok sayıldı</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Yeniden başlatma</translation>
    </message>
    <message>
        <source>Requeued</source>
        <translation>Kuyruğa geri kondu</translation>
    </message>
    <message>
        <source>Broker back</source>
        <translation>Broker geri döndü</translation>
    </message>
    <message>
        <source>Store down</source>
        <translation>Veritabanı kapandı</translation>
    </message>
    <message>
        <source>Store up</source>
        <translation>Veritabanı açıldı</translation>
    </message>
    <message>
        <source>Consumer joined</source>
        <translation>Tüketici katıldı</translation>
    </message>
    <message>
        <source>Consumer left</source>
        <translation>Tüketici ayrıldı</translation>
    </message>
    <message>
        <source>Offset commit</source>
        <translation>Offset commit</translation>
    </message>
    <message>
        <source>Inbox retention cleanup</source>
        <translation>Inbox saklama temizliği</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>Yavaş işleyici</translation>
    </message>
    <message>
        <source>Cache set</source>
        <translation>Önbelleğe yazma</translation>
    </message>
    <message>
        <source>SQL statement</source>
        <translation>SQL ifadesi</translation>
    </message>
    <message>
        <source>Offset commit failed</source>
        <translation>Offset commit başarısız oldu</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Bağlantı koptu</translation>
    </message>
    <message>
        <source>first delivery</source>
        <translation>ilk teslim</translation>
    </message>
    <message>
        <source>ack lost</source>
        <translation>onay kayboldu</translation>
    </message>
    <message>
        <source>crash before ack</source>
        <translation>onaydan önce çökme</translation>
    </message>
    <message>
        <source>visibility timeout / lock expired</source>
        <translation>görünürlük zaman aşımı / kilit süresi doldu</translation>
    </message>
    <message>
        <source>broker restart</source>
        <translation>broker yeniden başlatma</translation>
    </message>
    <message>
        <source>rebalance</source>
        <translation>yeniden dengeleme</translation>
    </message>
    <message>
        <source>producer retry</source>
        <translation>üretici yeniden denemesi</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>bağlantı koptu</translation>
    </message>
    <message>
        <source>nack</source>
        <translation>nack</translation>
    </message>
    <message>
        <source>Producer</source>
        <translation>Üretici</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>Broker</translation>
    </message>
    <message>
        <source>Partition %1</source>
        <translation>Partition %1</translation>
    </message>
    <message>
        <source>Consumer %1</source>
        <translation>Tüketici %1</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Veritabanı</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Önbellek</translation>
    </message>
    <message>
        <source>%1, attempt %2</source>
        <translation>%1, %2. deneme</translation>
    </message>
    <message>
        <source>%1, delivery %2</source>
        <translation>%1, %2. teslim</translation>
    </message>
    <message>
        <source>Cause: %1</source>
        <translation>Neden: %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1, %2 anında</translation>
    </message>
    <message>
        <source>Nothing happened for %1 (compressed)</source>
        <translation>%1 boyunca hiçbir şey olmadı (sıkıştırılmış)</translation>
    </message>
    <message>
        <source>MaxDeliver reached (advisory)</source>
        <translation>MaxDeliver&apos;a ulaşıldı (advisory)</translation>
    </message>
    <message>
        <source>Static member rejoined</source>
        <translation>Static member yeniden katıldı</translation>
    </message>
    <message>
        <source>Offset reset to latest</source>
        <translation>Offset latest&apos;e sıfırlandı</translation>
    </message>
    <message>
        <source>static member rejoined</source>
        <translation>static member yeniden katıldı</translation>
    </message>
    <message>
        <source>Records skipped (offset reset)</source>
        <translation>Atlanan kayıtlar (offset sıfırlama)</translation>
    </message>
    <message>
        <source>Offset commit refused</source>
        <translation>Offset commit reddedildi</translation>
    </message>
    <message>
        <source>An ack that never counted, or a dropped connection: the message comes back.</source>
        <translation>Hiç sayılmayan bir onay ya da kopan bir bağlantı: mesaj geri gelir.</translation>
    </message>
    <message>
        <source>Kafka refused the offset commit of a member already removed from the group: its records are read again by the partition&apos;s new owner.</source>
        <translation>Kafka, gruptan zaten çıkarılmış bir üyenin offset commit&apos;ini reddetti: onun kayıtlarını partition&apos;ın yeni sahibi yeniden okur.</translation>
    </message>
    <message>
        <source>A partition with no committed offset started at the log end (auto.offset.reset latest): the records before it were never read by anyone.</source>
        <translation>Commit edilmiş offset&apos;i olmayan bir partition log&apos;un sonundan başladı (auto.offset.reset latest): ondan önceki kayıtları hiç kimse okumadı.</translation>
    </message>
</context>
<context>
    <name>idem::ui::TimelineView</name>
    <message>
        <source>Timeline</source>
        <translation>Zaman çizelgesi</translation>
    </message>
    <message>
        <source>Every publish, delivery and side effect of the run, one lane per actor.</source>
        <translation>Çalıştırmanın her yayımı, teslimi ve yan etkisi; her aktör için bir şerit.</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Şeritler</translation>
    </message>
</context>
<context>
    <name>idem::ui::UiFormat</name>
    <message>
        <source>%1 %</source>
        <translation>%%1</translation>
    </message>
    <message>
        <source>producer</source>
        <translation>üretici</translation>
    </message>
    <message>
        <source>broker</source>
        <translation>broker</translation>
    </message>
    <message>
        <source>store</source>
        <translation>veritabanı</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>önbellek</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>µs</source>
        <comment>unit: microseconds</comment>
        <translation>µs</translation>
    </message>
    <message>
        <source>ms</source>
        <comment>unit: milliseconds</comment>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <comment>unit: seconds</comment>
        <translation>sn</translation>
    </message>
    <message>
        <source>min</source>
        <comment>unit: minutes</comment>
        <translation>dk</translation>
    </message>
    <message>
        <source>h</source>
        <comment>unit: hours</comment>
        <translation>sa</translation>
    </message>
    <message>
        <source>d</source>
        <comment>unit: days</comment>
        <translation>gün</translation>
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
        <translation> · </translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Adsız senaryo</translation>
    </message>
</context>
<context>
    <name>idem::ui::ViewActions</name>
    <message>
        <source>Zoom in</source>
        <translation>Yakınlaştır</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Uzaklaştır</translation>
    </message>
    <message>
        <source>Fit the whole run</source>
        <translation>Tüm çalıştırmayı sığdır</translation>
    </message>
    <message>
        <source>Pan left</source>
        <translation>Sola kaydır</translation>
    </message>
    <message>
        <source>Pan right</source>
        <translation>Sağa kaydır</translation>
    </message>
    <message>
        <source>Compress idle gaps</source>
        <translation>Boş aralıkları sıkıştır</translation>
    </message>
    <message>
        <source>Stop following the message</source>
        <translation>Mesajı izlemeyi bırak</translation>
    </message>
    <message>
        <source>Show the legend</source>
        <translation>Açıklamayı göster</translation>
    </message>
    <message>
        <source>Show every cause</source>
        <translation>Her nedeni göster</translation>
    </message>
    <message>
        <source>Draw the cause arrow of every redelivery and duplicate, not only those of the selected message</source>
        <translation>Yalnızca seçili mesajın değil, her yeniden teslimin ve tekrarın neden okunu çiz</translation>
    </message>
</context>
<context>
    <name>idem::ui::ViolationsModel</name>
    <message>
        <source>note</source>
        <translation>not</translation>
    </message>
    <message>
        <source>applied ×%1</source>
        <translation>×%1 uygulandı</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>kayıp</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Anahtar</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Sorun</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Neden</translation>
    </message>
</context>
<context>
    <name>idem::ui::VocabLabels</name>
    <message>
        <source>Insert an order row</source>
        <translation>Bir sipariş satırı ekle</translation>
    </message>
    <message>
        <source>Add 10 to a balance</source>
        <translation>Bir bakiyeye 10 ekle</translation>
    </message>
    <message>
        <source>Upsert the order by key</source>
        <translation>Siparişi anahtara göre upsert et</translation>
    </message>
    <message>
        <source>Send an email (outside the transaction)</source>
        <translation>E-posta gönder (işlemin dışında)</translation>
    </message>
    <message>
        <source>Stable (from the business key)</source>
        <translation>Sabit (iş anahtarından)</translation>
    </message>
    <message>
        <source>New GUID per attempt (pitfall)</source>
        <translation>Her denemede yeni GUID (tuzak)</translation>
    </message>
    <message>
        <source>Hash of the content</source>
        <translation>İçeriğin hash&apos;i</translation>
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
        <translation>Eager (tümünü geri al)</translation>
    </message>
    <message>
        <source>Cooperative (moved only)</source>
        <translation>Cooperative (yalnızca taşınanlar)</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Anında</translation>
    </message>
    <message>
        <source>Before handling</source>
        <translation>İşlemeden önce</translation>
    </message>
    <message>
        <source>After the side effect, before commit</source>
        <translation>Yan etkiden sonra, commit&apos;ten önce</translation>
    </message>
    <message>
        <source>Between the two commits</source>
        <translation>İki commit arasında</translation>
    </message>
    <message>
        <source>After commit, before the ack</source>
        <translation>Commit&apos;ten sonra, onaydan önce</translation>
    </message>
    <message>
        <source>After the ack, before the cache update</source>
        <translation>Onaydan sonra, önbellek güncellemesinden önce</translation>
    </message>
    <message>
        <source>Ack lost</source>
        <translation>Onay kaybı</translation>
    </message>
    <message>
        <source>Publish ack lost</source>
        <translation>Yayım onayı kaybı</translation>
    </message>
    <message>
        <source>Publish lost</source>
        <translation>Yayım kaybı</translation>
    </message>
    <message>
        <source>Consumer crash</source>
        <translation>Tüketici çökmesi</translation>
    </message>
    <message>
        <source>Consumer joins</source>
        <translation>Tüketici katılımı</translation>
    </message>
    <message>
        <source>Consumer leaves</source>
        <translation>Tüketici ayrılışı</translation>
    </message>
    <message>
        <source>Slow handler</source>
        <translation>Yavaş işleyici</translation>
    </message>
    <message>
        <source>Broker restart</source>
        <translation>Broker yeniden başlatma</translation>
    </message>
    <message>
        <source>Cache flush</source>
        <translation>Önbellek boşaltma</translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation>Veritabanı erişilemez</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Bağlantı koptu</translation>
    </message>
    <message>
        <source>Cooperative sticky</source>
        <translation>Cooperative sticky</translation>
    </message>
    <message>
        <source>Latest (log end)</source>
        <translation>Latest (log sonu)</translation>
    </message>
    <message>
        <source>Earliest (log start)</source>
        <translation>Earliest (log başı)</translation>
    </message>
</context>
<context>
    <name>idem::ui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Ç&amp;alıştır</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>&amp;Oynatma</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Çalıştırma</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Oynatma</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zaman çizelgesi</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Düzen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Dosya</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Öğretim</translation>
    </message>
</context>
<context>
    <name>idem::ui::WorkshopBrowser</name>
    <message>
        <source>Workshop library</source>
        <translation>Atölye kitaplığı</translation>
    </message>
    <message>
        <source>Search the scenarios (title, story, broker, topic)…</source>
        <translation>Senaryolarda ara (başlık, öykü, broker, konu)…</translation>
    </message>
    <message>
        <source>Pick a scenario to teach. Read the story, ask the room to predict, then open it and run it.</source>
        <translation>Öğretmek için bir senaryo seçin. Öyküyü okuyun, katılımcılardan tahmin isteyin, sonra senaryoyu açıp çalıştırın.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No scenario matches “%1”.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;“%1” ile eşleşen senaryo yok.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Select a scenario to read its story.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Öyküsünü okumak için bir senaryo seçin.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This scenario cannot be read</source>
        <translation>Bu senaryo okunamıyor</translation>
    </message>
    <message>
        <source>The story</source>
        <translation>Öykü</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>Önce tahmin edin</translation>
    </message>
    <message>
        <source>What to observe</source>
        <translation>Nelere bakmalı</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Ders</translation>
    </message>
    <message>
        <source>Show what to observe and the lesson</source>
        <translation>Neye bakılacağını ve dersi göster</translation>
    </message>
</context>
<context>
    <name>idem::ui::WorkshopGuide</name>
    <message>
        <source>Workshop Guide</source>
        <translation>Atölye Rehberi</translation>
    </message>
    <message>
        <source>&amp;Workshop Guide</source>
        <translation>&amp;Atölye Rehberi</translation>
    </message>
</context>
</TS>
