#pragma once

#include <QString>
#include <QVector>

class QCommandLineParser;
namespace idem {
class ScenarioField;
}

// The values `idemlab sweep` runs: --from X --to Y with either --steps N
// (N values, ends included) or --step D (from X by D while within Y).
namespace cli {

struct SweepValues
{
    QVector<double> values;
    QString error; // names the option and the field; empty when the values are good
    QString note;  // said on standard error: how an unusual request was read
};

// `field` is the swept numeric scenario field, `path` as the user wrote it.
// An integer field's values are rounded, as the window's sweep does; a
// fractional --step on it is refused.
SweepValues sweepValues(const QCommandLineParser &parser, const idem::ScenarioField &field, const QString &path);

} // namespace cli
