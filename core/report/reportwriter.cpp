#include "reportwriter.h"

#include "../consumer/strategytraits.h"
#include "../analysis/explainer.h"
#include "summaryjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QSaveFile>
#include <QStorageInfo>

namespace idem {

namespace {
QByteArray csvField(const QString &s)
{
    QString v = s;
    if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')) || v.contains(QLatin1Char('\n'))) {
        v.replace(QLatin1String("\""), QLatin1String("\"\""));
        v = QLatin1Char('"') + v + QLatin1Char('"');
    }
    return v.toUtf8();
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString tr(const char *text)
{
    return QCoreApplication::translate("ReportWriter", text);
}

// Why a write stopped short: the device's error when Qt has one, else
// whether the disk is full (a short write sets no error in QFileDevice).
QString whyShort(const QSaveFile &file, const QString &path, qint64 wanted)
{
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    if (storage.isValid() && storage.bytesAvailable() < wanted)
        return tr("no space left on the device (%1 bytes free)").arg(QLocale::c().toString(storage.bytesAvailable()));
    return file.errorString();
}
} // namespace

QStringList ReportWriter::knownFormats()
{
    return {QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html"), QStringLiteral("pdf")};
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
        return tr("%1: cannot write: %2").arg(path, file.errorString());
    // A short write (ENOSPC after part of the data) sets no error: only the
    // count says so. Without commit() the temporary file is removed and the
    // final name is never touched.
    const qint64 n = file.write(bytes);
    if (n != bytes.size()) {
        const QString why = whyShort(file, path, bytes.size() - qMax<qint64>(0, n));
        file.cancelWriting();
        return tr("%1: cannot write (%2 of %3 bytes written): %4")
            .arg(path, QLocale::c().toString(qMax<qint64>(0, n)), QLocale::c().toString(bytes.size()), why);
    }
    if (!file.commit())
        return tr("%1: cannot write: %2").arg(path, whyShort(file, path, 1));
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
    // Every record, decoded: the raw material behind the timeline.
    QByteArray out = "time_ms,actor,kind,key,delivery,detail\n";
    out.reserve(int(qMin<std::size_t>(r.trace.size() * 48, 1u << 30)));
    for (const TraceRecord &rec : r.trace.records()) {
        QByteArray actor;
        switch (rec.actor()) {
        case ActorProducer: actor = "producer"; break;
        case ActorBroker: actor = "broker"; break;
        case ActorStore: actor = "store"; break;
        case ActorCache: actor = "cache"; break;
        default: actor = "consumer-" + QByteArray::number(rec.consumer()); break;
        }
        out += QLocale::c().toString(double(rec.time()) / 1000.0, 'f', 3).toUtf8() + ',' + actor + ','
            + Trace::kindName(rec.kind()).toUtf8() + ','
            + (rec.message == kNoMessage ? QByteArray() : Scenario::businessKey(int(rec.message)).toUtf8()) + ','
            + QByteArray::number(rec.delivery) + ',' + QByteArray::number(rec.detail) + '\n';
    }
    return out;
}

QString ReportWriter::html(const RunResult &r)
{
    const RunMetrics &m = r.metrics;
    const Scenario &s = r.scenario;
    const StrategyTraits *traits = StrategyTraits::find(s.strategy.id);
    QString h;
    h += QStringLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%1</title>"
                        "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;color:#222}"
                        "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}"
                        ".valid{color:#1a7f37}.invalid{color:#c62828}code{background:#f4f4f4}</style></head><body>")
             .arg(esc(s.name));
    h += QStringLiteral("<h1>%1</h1>").arg(esc(s.name));
    if (!s.description.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(s.description));
    h += QStringLiteral("<p>Strategy <b>%1</b>%2 · broker <b>%3</b> · effect <b>%4</b> · seed <code>%5</code> · "
                        "trace hash <code>%6</code></p>")
             .arg(esc(s.strategy.id),
                  traits ? QStringLiteral(" (%1)").arg(esc(QString::fromLatin1(traits->title))) : QString(),
                  esc(s.broker.profile), esc(s.effect))
             .arg(s.seed)
             .arg(r.trace.hashHex());
    if (r.stopped())
        h += QStringLiteral("<h2 class=\"invalid\">Stopped, no verdict</h2><p>%1</p>").arg(esc(r.stopReason));
    else
        h += QStringLiteral("<h2 class=\"%1\">Verdict: %1</h2>").arg(r.valid ? QStringLiteral("valid") : QStringLiteral("invalid"));
    h += QStringLiteral("<table>");
    const QJsonObject mo = SummaryJson::metrics(m);
    for (auto it = mo.begin(); it != mo.end(); ++it) {
        if (it.value().isObject())
            continue;
        h += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>")
                 .arg(esc(it.key()), QLocale::c().toString(it.value().toDouble(), 'g', 12));
    }
    h += QStringLiteral("</table><h2>Redeliveries by cause</h2><table>");
    for (auto it = m.redeliveriesByCause.cbegin(); it != m.redeliveriesByCause.cend(); ++it)
        h += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>").arg(esc(it.key())).arg(it.value());
    h += QStringLiteral("</table>");
    h += QStringLiteral("<h2>Violations (%1)</h2><ol>").arg(r.violations.size());
    for (const Violation &v : r.violations)
        h += QStringLiteral("<li>%1</li>").arg(esc(v.explanation));
    h += QStringLiteral("</ol>");
    if (!r.notes.isEmpty()) {
        h += QStringLiteral("<h2>Dead letters and give-ups</h2><ul>");
        for (const QString &n : r.notes)
            h += QStringLiteral("<li>%1</li>").arg(esc(n));
        h += QStringLiteral("</ul>");
    }
    h += QStringLiteral("<p>Database: <code>%1</code></p></body></html>").arg(esc(r.databasePath));
    return h;
}

QString ReportWriter::write(const RunResult &r, const QString &folder, const QStringList &formats,
                            QStringList *written, const std::function<QString(QStringList *)> &extra)
{
    if (!r.error.isEmpty() || r.cancelled)
        return tr("%1: the run did not complete, so there is no report to write").arg(folder);
    QString error = ensureFolder(folder);
    if (!error.isEmpty())
        return error;
    const QDir dir(folder);
    const auto put = [&](const QString &name, const QByteArray &bytes) {
        if (!error.isEmpty())
            return;
        const QString path = dir.filePath(name);
        error = writeFile(path, bytes);
        if (error.isEmpty() && written)
            written->append(path);
    };
    if (formats.contains(QLatin1String("csv"))) {
        put(QStringLiteral("metrics.csv"), metricsCsv(r));
        put(QStringLiteral("violations.csv"), violationsCsv(r));
        put(QStringLiteral("deliveries.csv"), deliveriesCsv(r));
        put(QStringLiteral("trace.csv"), traceCsv(r));
    }
    if (formats.contains(QLatin1String("html")))
        put(QStringLiteral("report.html"), html(r).toUtf8());
    if (error.isEmpty() && extra)
        error = extra(written);
    put(QStringLiteral("summary.json"), QJsonDocument(SummaryJson::build(r)).toJson(QJsonDocument::Indented));
    return error;
}

} // namespace idem
