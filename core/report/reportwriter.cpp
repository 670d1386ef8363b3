#include "reportwriter.h"

#include "../consumer/strategytraits.h"
#include "../analysis/explainer.h"
#include "csvwriter.h"
#include "summaryjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QBuffer>
#include <QLocale>
#include <QSaveFile>

namespace idem {

namespace {
QByteArray csvField(const QString &s)
{
    return CsvWriter::field(s);
}
} // namespace

QStringList ReportWriter::knownFormats()
{
    return {QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html"), QStringLiteral("pdf"),
            QStringLiteral("worksheet")};
}

QString ReportWriter::ensureFolder(const QString &folder)
{
    QDir dir(folder);
    if (!dir.exists() && !QDir().mkpath(folder))
        return QStringLiteral("%1: cannot create the output folder").arg(folder);
    const QFileInfo info(folder);
    if (!info.isDir())
        return QStringLiteral("%1: not a folder").arg(folder);
    if (!info.isWritable())
        return QStringLiteral("%1: the output folder is not writable").arg(folder);
    return {};
}

QString ReportWriter::writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString error = QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
        file.cancelWriting();
        return error;
    }
    if (!file.commit())
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    return {};
}

QByteArray ReportWriter::metricsCsv(const RunResult &r)
{
    QByteArray out = "metric,value\n";
    const QJsonObject m = SummaryJson::metrics(r.metrics);
    for (auto it = m.begin(); it != m.end(); ++it) {
        if (it.value().isObject()) {
            const QJsonObject sub = it.value().toObject();
            for (auto s = sub.begin(); s != sub.end(); ++s)
                out += csvField(it.key() + QLatin1Char('.') + s.key()) + ',' + QByteArray::number(s.value().toInt()) + '\n';
        } else {
            out += csvField(it.key()) + ',' + QLocale::c().toString(it.value().toDouble(), 'g', 12).toUtf8() + '\n';
        }
    }
    return out;
}

QByteArray ReportWriter::violationsCsv(const RunResult &r)
{
    QByteArray out = "key,kind,applied,explanation\n";
    for (const Violation &v : r.violations)
        out += csvField(Scenario::businessKey(v.logical)) + ',' + csvField(v.kind) + ','
            + QByteArray::number(v.applied) + ',' + csvField(v.explanation) + '\n';
    return out;
}

QByteArray ReportWriter::deliveriesCsv(const RunResult &r)
{
    // One row per delivery that reached a handler, plus its outcome columns.
    QByteArray out = "time_ms,key,consumer,delivery,copy,cause\n";
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() != TraceKind::HandleStart)
            continue;
        out += QLocale::c().toString(double(rec.time()) / 1000.0, 'f', 3).toUtf8() + ','
            + Scenario::businessKey(int(rec.message)).toUtf8() + ',' + QByteArray::number(rec.consumer()) + ','
            + QByteArray::number(rec.delivery) + ',' + QByteArray::number(rec.attempt()) + ','
            + Trace::causeName(rec.cause()).toUtf8() + '\n';
    }
    return out;
}

QByteArray ReportWriter::traceCsv(const RunResult &r)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    CsvWriter::writeTrace(r.trace, &buffer, QStringLiteral("trace.csv"));
    return buffer.data();
}

QString ReportWriter::writeTrace(const RunResult &r, const QString &path, const std::function<void(double)> &progress,
                                 const std::atomic_bool *cancel)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    bool cancelled = false;
    const QString error = CsvWriter::writeTrace(r.trace, &file, path, progress, cancel, &cancelled);
    if (!error.isEmpty() || cancelled) {
        file.cancelWriting();
        return error;
    }
    if (!file.commit())
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    return {};
}

QString ReportWriter::write(const RunResult &r, const QString &folder, const QStringList &formats,
                            QStringList *written, const QJsonObject &extra,
                            const std::function<void(double)> &progress, const std::atomic_bool *cancel)
{
    QString error = ensureFolder(folder);
    if (!error.isEmpty())
        return error;
    const QDir dir(folder);
    const auto put = [&](const QString &name, const QByteArray &bytes) {
        if (!error.isEmpty() || (cancel && cancel->load()))
            return;
        const QString path = dir.filePath(name);
        error = writeFile(path, bytes);
        if (error.isEmpty() && written)
            written->append(path);
    };
    QJsonObject summary = SummaryJson::build(r);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        summary.insert(it.key(), it.value());
    put(QStringLiteral("summary.json"), QJsonDocument(summary).toJson(QJsonDocument::Indented));
    if (formats.contains(QLatin1String("csv"))) {
        put(QStringLiteral("metrics.csv"), metricsCsv(r));
        put(QStringLiteral("violations.csv"), violationsCsv(r));
        put(QStringLiteral("deliveries.csv"), deliveriesCsv(r));
        if (error.isEmpty() && !(cancel && cancel->load())) {
            const QString path = dir.filePath(QStringLiteral("trace.csv"));
            error = writeTrace(r, path, progress, cancel);
            if (error.isEmpty() && written && !(cancel && cancel->load()))
                written->append(path);
        }
    }
    return error;
}

} // namespace idem
