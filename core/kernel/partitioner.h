#pragma once

#include <QByteArray>
#include <QString>

namespace idem {

// Where a Kafka producer puts a record of a given key. Part of the trace's
// vocabulary: the broker places records with it, the explainer and the
// timeline read a record's partition back with it.
struct KafkaPartitioner final
{
    // BuiltInPartitioner.partitionForKey (Kafka 3.7): the positive murmur2 of
    // the key's UTF-8 bytes modulo the partition count.
    static int partitionOf(const QString &key, int partitions);
    // Utils.murmur2 as Kafka computes it (seed 0x9747b28c), as a signed int.
    static qint32 murmur2(const QByteArray &data);
};

} // namespace idem
