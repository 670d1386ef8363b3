#include "rng.h"

namespace idem {

quint64 splitmix64(quint64 x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

quint64 mixHash(std::initializer_list<quint64> words)
{
    quint64 h = 0x6A09E667F3BCC908ull;
    for (quint64 w : words)
        h = splitmix64(h ^ splitmix64(w));
    return h;
}

double unitInterval(quint64 bits)
{
    return double(bits >> 11) * (1.0 / 9007199254740992.0);
}

static quint64 rotl(quint64 x, int k)
{
    return (x << k) | (x >> (64 - k));
}

Rng::Rng(quint64 seed)
{
    quint64 x = seed;
    for (quint64 &s : m_s) {
        x += 0x9E3779B97F4A7C15ull;
        s = splitmix64(x);
    }
}

quint64 Rng::next()
{
    const quint64 result = rotl(m_s[1] * 5, 7) * 9;
    const quint64 t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

double Rng::nextDouble()
{
    return unitInterval(next());
}

quint64 Rng::below(quint64 bound)
{
    // Rejection sampling keeps the result unbiased.
    const quint64 limit = ~0ull - (~0ull % bound);
    quint64 v;
    do {
        v = next();
    } while (v >= limit);
    return v % bound;
}

} // namespace idem
