#include "partitioner.h"

namespace idem {

qint32 KafkaPartitioner::murmur2(const QByteArray &data)
{
    // MurmurHash2, 32-bit, as in Kafka's Utils.murmur2: little-endian 4-byte
    // blocks, then the 1..3 byte tail, then the final avalanche.
    constexpr quint32 m = 0x5bd1e995u;
    const int length = int(data.size());
    quint32 h = 0x9747b28cu ^ quint32(length);
    const auto byteAt = [&data](int i) { return quint32(quint8(data.at(i))); };
    const int blocks = length / 4;
    for (int i = 0; i < blocks; ++i) {
        const int at = i * 4;
        quint32 k = byteAt(at) | byteAt(at + 1) << 8 | byteAt(at + 2) << 16 | byteAt(at + 3) << 24;
        k *= m;
        k ^= k >> 24;
        k *= m;
        h *= m;
        h ^= k;
    }
    const int tail = blocks * 4;
    switch (length % 4) {
    case 3: h ^= byteAt(tail + 2) << 16; Q_FALLTHROUGH();
    case 2: h ^= byteAt(tail + 1) << 8; Q_FALLTHROUGH();
    case 1:
        h ^= byteAt(tail);
        h *= m;
        break;
    default: break;
    }
    h ^= h >> 13;
    h *= m;
    h ^= h >> 15;
    return qint32(h);
}

int KafkaPartitioner::partitionOf(const QString &key, int partitions)
{
    // Utils.toPositive (& 0x7fffffff), not abs(): the sign bit is dropped.
    const quint32 positive = quint32(murmur2(key.toUtf8())) & 0x7fffffffu;
    return int(positive % quint32(qMax(1, partitions)));
}

} // namespace idem
