#include "reportwriter.h"

#include "../base/filesync.h"
#include "../base/makepath.h"
#include "../consumer/strategytraits.h"
#include "../analysis/explainer.h"
#include "csvwriter.h"
#include "summaryjson.h"
#include "../store/rundatabase.h"

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
    return CsvWriter::field(s);
}

// The context lupdate gives the calls in ReportWriter's members.
QString tr(const char *text)
{
    return QCoreApplication::translate("idem::ReportWriter", text);
}

// Why a write stopped short: the device's error when Qt has one, else
// whether the disk is full (a short write sets no error in QFileDevice).
QString whyShort(const QSaveFile &file, const QString &path, qint64 wanted)
{
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    if (storage.isValid() && storage.bytesAvailable() < wanted)
        return QCoreApplication::translate("idem::ReportWriter", "no space left on the device (%1 bytes free)")
            .arg(QLocale::c().toString(storage.bytesAvailable()));
    return file.errorString();
}
} // namespace

QStringList ReportWriter::knownFormats()
{
    return {QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html"), QStringLiteral("pdf"),
            QStringLiteral("worksheet")};
}

Outcome ReportWriter::ensureFolder(const QString &folder)
{
    QDir dir(folder);
    if (QString why; !dir.exists() && !makePath(folder, &why))
        return tr("%1: cannot create the output folder").arg(folder) + QStringLiteral(": ") + why;
    const QFileInfo info(folder);
    if (!info.isDir())
        return tr("%1: not a folder").arg(folder);
    if (!info.isWritable())
        return tr("%1: the output folder is not writable").arg(folder);
    return {};
}

Outcome ReportWriter::writeFile(const QString &path, const QByteArray &bytes)
{
    return writeFile(path, bytes, {});
}

Outcome ReportWriter::writeFile(const QString &path, const QByteArray &bytes, const std::function<Outcome()> &beforeCommit)
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
    // The bytes in Qt's buffer are written only now: a file smaller than
    // the buffer meets a full disk here, not in write().
    if (const QString why = flushToDisk(file); !why.isEmpty()) {
        const QString reason = whyShort(file, path, bytes.size());
        file.cancelWriting();
        return tr("%1: cannot write: %2").arg(path, reason.isEmpty() ? why : reason);
    }
    // The bytes are on the disk: what the final name will mean is settled
    // now, one rename before the name appears.
    if (beforeCommit) {
        if (Outcome settled = beforeCommit(); !settled.ok()) {
            file.cancelWriting();
            return settled;
        }
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

QByteArray ReportWriter::violationsCsv(const RunResult &r, const std::function<QString(const QString &)> &sentence)
{
    QByteArray out = "key,kind,applied,explanation\n";
    for (const Violation &v : r.violations)
        out += csvField(Scenario::businessKey(v.logical)) + ',' + csvField(v.kindWord()) + ','
            + QByteArray::number(v.applied) + ',' + csvField(sentence ? sentence(v.explanation) : v.explanation) + '\n';
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

Outcome ReportWriter::writeTrace(const RunResult &r, const QString &path, const std::function<void(double)> &progress,
                                 const std::atomic_bool *cancel)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("%1: cannot write: %2").arg(path, file.errorString());
    bool cancelled = false;
    const Outcome streamed = CsvWriter::writeTrace(r.trace, &file, path, progress, cancel, &cancelled);
    if (!streamed.ok() || cancelled) {
        // A short write sets no error string: say what the disk says.
        const Outcome why = streamed.ok() ? Outcome() : tr("%1: cannot write: %2").arg(path, whyShort(file, path, 1 << 20));
        file.cancelWriting();
        return why;
    }
    if (const QString why = flushToDisk(file); !why.isEmpty()) {
        const QString reason = whyShort(file, path, 1 << 16);
        file.cancelWriting();
        return tr("%1: cannot write: %2").arg(path, reason.isEmpty() ? why : reason);
    }
    if (!file.commit())
        return tr("%1: cannot write: %2").arg(path, whyShort(file, path, 1));
    return {};
}

Outcome ReportWriter::notAResult(const RunResult &r, const QString &folder)
{
    if (!r.error.isEmpty() || r.cancelled)
        return tr("%1: the run did not complete, so there is no report to write").arg(folder);
    return {};
}

Outcome ReportWriter::write(const RunResult &r, const QString &folder, const QStringList &formats,
                            QStringList *written, const QJsonObject &extra,
                            const std::function<void(double)> &progress, const std::atomic_bool *cancel,
                            const std::function<Outcome()> &documents,
                            const std::function<QString(const QString &)> &sentence)
{
    if (Outcome refused = notAResult(r, folder); !refused.ok())
        return refused;
    if (Outcome folderOk = ensureFolder(folder); !folderOk.ok())
        return folderOk;
    Outcome error;
    const QDir dir(folder);
    const auto put = [&](const QString &name, const QByteArray &bytes) {
        if (!error.ok() || (cancel && cancel->load()))
            return;
        const QString path = dir.filePath(name);
        error = writeFile(path, bytes);
        if (error.ok() && written)
            written->append(path);
    };
    if (formats.contains(QLatin1String("csv"))) {
        put(QStringLiteral("metrics.csv"), metricsCsv(r));
        put(QStringLiteral("violations.csv"), violationsCsv(r, sentence));
        put(QStringLiteral("deliveries.csv"), deliveriesCsv(r));
        if (error.ok() && !(cancel && cancel->load())) {
            const QString path = dir.filePath(QStringLiteral("trace.csv"));
            error = writeTrace(r, path, progress, cancel);
            if (error.ok() && written && !(cancel && cancel->load()))
                written->append(path);
        }
    }
    if (error.ok() && documents && !(cancel && cancel->load()))
        error = documents();
    QJsonObject summary = SummaryJson::build(r, sentence);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        summary.insert(it.key(), it.value());
    if (!error.ok() || (cancel && cancel->load()))
        return error;
    // The run's database (and the copy beside the report) says "finished"
    // or "stopped" only now, with summary.json written and one rename away:
    // a run killed before leaves it "reporting", never a whole result
    // without its summary.
    QStringList databases{r.databasePath};
    if (const QString copy = extra.value(QStringLiteral("database")).toString(); !copy.isEmpty())
        databases.append(QFileInfo(dir.filePath(copy)).absoluteFilePath());
    databases.removeDuplicates();
    const QString state = r.stopped() ? QStringLiteral("stopped") : QStringLiteral("finished");
    const QString path = dir.filePath(QStringLiteral("summary.json"));
    QStringList marked;
    error = writeFile(path, QJsonDocument(summary).toJson(QJsonDocument::Indented), [&]() -> Outcome {
        for (const QString &db : std::as_const(databases)) {
            bool changed = false;
            if (Outcome set = RunDatabase::changeState(db, RunDatabase::kReporting, state, &changed); !set.ok())
                return set;
            if (changed)
                marked.append(db);
        }
        return {};
    });
    // summary.json did not land after all (its rename failed): the
    // databases are not whole results either.
    if (!error.ok()) {
        for (const QString &db : std::as_const(marked)) {
            if (Outcome back = RunDatabase::changeState(db, state, RunDatabase::kReporting); !back.ok())
                error = Outcome(error.error() + QLatin1Char('\n') + back.error());
        }
    }
    if (error.ok() && written)
        written->append(path);
    return error;
}

} // namespace idem
