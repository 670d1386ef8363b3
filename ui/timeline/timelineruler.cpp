#include "timelineruler.h"

#include "uiformat.h"

#include <cmath>

namespace idem::ui {

namespace {
constexpr SimTime kMs = 1000;
constexpr SimTime kSecond = 1000 * kMs;
constexpr SimTime kMinute = 60 * kSecond;
constexpr SimTime kHour = 60 * kMinute;
constexpr SimTime kDay = 24 * kHour;
using Unit = UiFormat::Unit;

// Decimals that show a value to the precision of `step` in `unit`.
int decimalsFor(SimTime step, SimTime unit)
{
    int decimals = 0;
    for (SimTime u = unit; decimals < 6 && step % u != 0; u /= 10)
        ++decimals;
    return decimals;
}
} // namespace

SimTime TimelineRuler::tickStep(double pxPerUs, double minSpacing)
{
    static const SimTime steps[] = {
        1, 2, 5, 10, 20, 50, 100, 200, 500,
        kMs, 2 * kMs, 5 * kMs, 10 * kMs, 20 * kMs, 50 * kMs, 100 * kMs, 200 * kMs, 500 * kMs,
        kSecond, 2 * kSecond, 5 * kSecond, 10 * kSecond, 15 * kSecond, 30 * kSecond,
        kMinute, 2 * kMinute, 5 * kMinute, 10 * kMinute, 15 * kMinute, 30 * kMinute,
        kHour, 2 * kHour, 3 * kHour, 6 * kHour, 12 * kHour, kDay};
    const double wanted = minSpacing / qMax(pxPerUs, 1e-15);
    for (SimTime s : steps) {
        if (double(s) >= wanted)
            return s;
    }
    // Beyond a day: whole days, 1-2-5.
    static const SimTime factors[] = {1, 2, 5};
    SimTime base = 1;
    for (int i = 0; i < 30; ++i) {
        const SimTime s = kDay * factors[i % 3] * base;
        if (double(s) >= wanted)
            return s;
        if (i % 3 == 2)
            base *= 10;
    }
    return kDay * base;
}

QString TimelineRuler::tickLabel(SimTime t, SimTime step, const QLocale &locale)
{
    if (step >= kHour && step % kHour == 0)
        return UiFormat::amount(locale.toString(double(t) / double(kHour), 'f', decimalsFor(step, kHour)), Unit::Hours);
    if (step >= kMinute && step % kMinute == 0)
        return UiFormat::amount(locale.toString(double(t) / double(kMinute), 'f', decimalsFor(step, kMinute)),
                                Unit::Minutes);
    return UiFormat::amount(locale.toString(double(t) / double(kSecond), 'f', decimalsFor(step, kSecond)),
                            Unit::Seconds);
}

QString TimelineRuler::formatTime(SimTime t, const QLocale &locale)
{
    // Milliseconds are what scenario files speak; show µs only when present.
    const int decimals = t % kMs == 0 ? 3 : 6;
    return UiFormat::amount(locale.toString(double(t) / double(kSecond), 'f', decimals), Unit::Seconds);
}

QString TimelineRuler::formatDuration(SimTime d, const QLocale &locale)
{
    const auto oneDecimal = [&locale](double v) {
        return locale.toString(v, 'f', std::abs(v - std::round(v)) < 0.05 ? 0 : 1);
    };
    if (d < kMs)
        return UiFormat::amount(locale.toString(d), Unit::Microseconds);
    if (d < kSecond)
        return UiFormat::amount(oneDecimal(double(d) / double(kMs)), Unit::Milliseconds);
    if (d < kMinute)
        return UiFormat::amount(oneDecimal(double(d) / double(kSecond)), Unit::Seconds);
    if (d < kHour)
        return UiFormat::amount(oneDecimal(double(d) / double(kMinute)), Unit::Minutes);
    if (d < kDay)
        return UiFormat::amount(oneDecimal(double(d) / double(kHour)), Unit::Hours);
    return UiFormat::amount(oneDecimal(double(d) / double(kDay)), Unit::Days);
}

} // namespace idem::ui
