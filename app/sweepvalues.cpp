#include "sweepvalues.h"

#include "base/printable.h"
#include "run/sweeprunner.h"
#include "scenario/scenariofields.h"

#include <QCommandLineParser>
#include <QLocale>
#include <cmath>

namespace cli {

namespace {

constexpr int kMaxValues = 200;

QString number(double v)
{
    return QLocale::c().toString(v, 'g', 12);
}

// "a whole number of milliseconds", "a number": what the field takes.
QString takes(const idem::ScenarioField &field)
{
    if (field.type == idem::FieldType::Millis)
        return QStringLiteral("a whole number of milliseconds");
    return field.isInteger() ? QStringLiteral("a whole number") : QStringLiteral("a number");
}

QVector<double> byStep(double from, double to, double step)
{
    QVector<double> out;
    const double direction = to < from ? -1.0 : 1.0;
    const double span = std::fabs(to - from);
    // A step that lands on `to` up to rounding (0.1 × 3 is 0.30000000000000004) includes it.
    const auto count = qint64(std::floor(span / step + 1e-9)) + 1;
    for (qint64 i = 0; i < count && out.size() <= kMaxValues; ++i)
        out.append(std::round((from + direction * step * double(i)) * 1e9) / 1e9);
    return out;
}

} // namespace

SweepValues sweepValues(const QCommandLineParser &p, const idem::ScenarioField &field, const QString &path)
{
    SweepValues r;
    bool okFrom = false, okTo = false;
    const double from = QLocale::c().toDouble(p.value(QStringLiteral("from")), &okFrom);
    const double to = QLocale::c().toDouble(p.value(QStringLiteral("to")), &okTo);
    if (!okFrom || !okTo || !std::isfinite(from) || !std::isfinite(to)) {
        r.error = QStringLiteral("--from/--to: expected numbers, got \"%1\" and \"%2\"")
                      .arg(idem::printable(p.value(QStringLiteral("from")), 60),
                           idem::printable(p.value(QStringLiteral("to")), 60));
        return r;
    }
    const bool integer = field.isInteger();
    const bool stepSet = p.isSet(QStringLiteral("step"));
    if (stepSet && p.isSet(QStringLiteral("steps"))) {
        r.error = QStringLiteral("--step and --steps: give one, not both (--steps N runs N values from --from to "
                                 "--to; --step D runs --from, --from + D, … up to --to)");
        return r;
    }

    // The distance between values: --step D, or a fraction given to --steps
    // (no count is fractional, so "--steps 0.05" can only mean a distance).
    QString option = QStringLiteral("--step");
    QString text = p.value(QStringLiteral("step"));
    if (!stepSet) {
        const QString steps = p.value(QStringLiteral("steps"));
        const QString notACount = QStringLiteral("--steps: expected the number of values, an integer from 1 to %1, "
                                                 "got \"%2\"")
                                      .arg(kMaxValues)
                                      .arg(idem::printable(steps, 60));
        bool okInt = false;
        const int n = steps.toInt(&okInt);
        if (okInt) {
            if (n < 1 || n > kMaxValues) {
                r.error = notACount;
                return r;
            }
            for (double v : idem::SweepRunner::range(from, to, n)) {
                if (integer)
                    v = std::round(v);
                if (!r.values.contains(v))
                    r.values.append(v);
            }
            return r;
        }
        bool okNumber = false;
        const double d = QLocale::c().toDouble(steps, &okNumber);
        if (!okNumber || !std::isfinite(d) || d <= 0) {
            r.error = notACount;
            return r;
        }
        if (integer) {
            r.error = notACount
                + QStringLiteral("; to step by a distance use --step, and %1 takes %2, so the distance must be one too")
                      .arg(path, takes(field));
            return r;
        }
        option = QStringLiteral("--steps");
        text = steps;
    }
    bool ok = false;
    const double step = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(step) || step <= 0) {
        r.error = QStringLiteral("%1: expected a distance between values greater than 0, got \"%2\"")
                      .arg(option, idem::printable(text, 60));
        return r;
    }
    if (integer && step != std::floor(step)) {
        r.error = QStringLiteral("%1 %2: %3 takes %4, so the distance between values must be one too (e.g. %1 %5)")
                      .arg(option, text, path, takes(field), number(qMax(1.0, std::round(step))));
        return r;
    }
    r.values = byStep(from, to, step);
    if (r.values.size() > kMaxValues) {
        r.error = QStringLiteral("%1 %2: %3 to %4 in steps of %2 is more than %5 values; take a larger step")
                      .arg(option, text, number(from), number(to))
                      .arg(kMaxValues);
        r.values.clear();
        return r;
    }
    if (option == QLatin1String("--steps"))
        r.note = QStringLiteral("--steps %1 is not a count: %2 goes from %3 to %4 in steps of %1 (%5 values); "
                                "--step %1 says so directly")
                     .arg(text, path, number(from), number(r.values.last()))
                     .arg(r.values.size());
    return r;
}

} // namespace cli
