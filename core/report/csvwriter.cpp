#include "csvwriter.h"

#include "../scenario/scenario.h"

#include <QIODevice>
#include <QLocale>

namespace idem {

namespace {
constexpr int kChunk = 1 << 20;         // bytes handed to the device at a time
constexpr std::size_t kCheckEvery = 4096; // records between progress and cancel checks

QByteArray actorName(const TraceRecord &rec)
{
    switch (rec.actor()) {
    case ActorProducer: return QByteArrayLiteral("producer");
    case ActorBroker: return QByteArrayLiteral("broker");
    case ActorStore: return QByteArrayLiteral("store");
    case ActorCache: return QByteArrayLiteral("cache");
    default: break;
    }
    return "consumer-" + QByteArray::number(rec.consumer());
}

QString writeAll(QIODevice *out, const QByteArray &bytes, const QString &name)
{
    if (out->write(bytes) != bytes.size())
        return QStringLiteral("%1: cannot write: %2").arg(name, out->errorString());
    return {};
}
} // namespace

QByteArray CsvWriter::field(const QString &text)
{
    QByteArray v = text.toUtf8();
    if (v.contains(',') || v.contains('"') || v.contains('\n') || v.contains('\r')) {
        v.replace("\"", "\"\"");
        v = '"' + v + '"';
    }
    return v;
}

QByteArray CsvWriter::traceHeader()
{
    return QByteArrayLiteral("time_ms,actor,kind,key,delivery,detail\n");
}

Outcome CsvWriter::writeTrace(const Trace &trace, QIODevice *out, const QString &name, const Progress &progress,
                              const std::atomic_bool *cancel, bool *cancelled)
{
    if (cancelled)
        *cancelled = false;
    QByteArray chunk = traceHeader();
    chunk.reserve(kChunk + 256);
    const QLocale c = QLocale::c();
    QByteArray kinds[int(TraceKind::Count)];
    for (int k = 0; k < int(TraceKind::Count); ++k)
        kinds[k] = Trace::kindName(TraceKind(k)).toUtf8();
    const std::size_t total = trace.size();
    for (std::size_t i = 0; i < total; ++i) {
        const TraceRecord &rec = trace.at(i);
        chunk += c.toString(double(rec.time()) / 1000.0, 'f', 3).toLatin1();
        chunk += ',';
        chunk += actorName(rec);
        chunk += ',';
        chunk += int(rec.kind()) < int(TraceKind::Count) ? kinds[int(rec.kind())] : QByteArray::number(int(rec.kind()));
        chunk += ',';
        if (rec.message != kNoMessage)
            chunk += Scenario::businessKey(int(rec.message)).toLatin1();
        chunk += ',';
        chunk += QByteArray::number(rec.delivery);
        chunk += ',';
        chunk += QByteArray::number(rec.detail);
        chunk += '\n';
        if (chunk.size() >= kChunk) {
            const QString error = writeAll(out, chunk, name);
            if (!error.isEmpty())
                return error;
            chunk.clear();
        }
        if (i % kCheckEvery == 0) {
            if (cancel && cancel->load()) {
                if (cancelled)
                    *cancelled = true;
                return {};
            }
            if (progress)
                progress(double(i) / double(total));
        }
    }
    const QString error = writeAll(out, chunk, name);
    if (error.isEmpty() && progress)
        progress(1.0);
    return error;
}

} // namespace idem
