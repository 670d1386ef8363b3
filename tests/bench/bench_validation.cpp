// Validation scaling: the time to load a scenario whose schedule has N
// entries of an unknown kind (N errors), for N from 1 000 to 100 000. The
// loader finds every error in one pass and locates the reported ones in one
// scan of the text, so the time per error should stay flat as N grows (it was
// quadratic: 17 s for 16 000, over 5 minutes for 100 000).
//   cmake --build build --target bench_validation && ./build/tests/bench/bench_validation
#include "scenario/scenarioio.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <cstdio>

namespace {
QByteArray scheduleOfUnknownKinds(int n)
{
    QByteArray json = "{\n  \"schemaVersion\": 1,\n  \"faults\": {\n    \"schedule\": [\n";
    for (int i = 0; i < n; ++i)
        json += QByteArray(i ? ",\n" : "") + "      { \"atMs\": " + QByteArray::number(i) + ", \"kind\": \"no-such-kind-"
            + QByteArray::number(i) + "\" }";
    json += "\n    ]\n  }\n}\n";
    return json;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::printf("%10s %12s %14s %10s %8s\n", "errors", "bytes", "best of 3 ms", "us/error", "lines");
    for (int n : {1000, 4000, 16000, 50000, 100000}) {
        const QByteArray json = scheduleOfUnknownKinds(n);
        double best = 1e18;
        qsizetype reported = 0;
        for (int round = 0; round < 3; ++round) {
            QElapsedTimer t;
            t.start();
            const idem::ScenarioLoadResult r = idem::ScenarioIo::parse(json, QStringLiteral("bench.json"));
            best = qMin(best, double(t.nsecsElapsed()) / 1e6);
            reported = r.errors.size();
        }
        std::printf("%10d %12lld %14.1f %10.2f %8lld\n", n, static_cast<long long>(json.size()), best,
                    best * 1000.0 / n, static_cast<long long>(reported));
    }
    return 0;
}
