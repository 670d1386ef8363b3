#pragma once

#include <QtGlobal>

namespace idem {

// splitmix64: used to seed and to hash fault decisions. Written here so the
// sequence never depends on a standard library's distributions.
quint64 splitmix64(quint64 x);

// Mixes several words into one well-spread 64-bit value.
quint64 mixHash(std::initializer_list<quint64> words);

// Maps a 64-bit value to a double in [0, 1) using its top 53 bits.
double unitInterval(quint64 bits);

// xoshiro256** seeded through splitmix64. One per simulation; not thread-safe.
class Rng final
{
public:
    explicit Rng(quint64 seed);
    quint64 next();
    double nextDouble(); // [0, 1)
    quint64 below(quint64 bound); // [0, bound), bound > 0

private:
    quint64 m_s[4];
};

} // namespace idem
