#pragma once

#include "../kernel/trace.h"

#include <QByteArray>

namespace idem::live {

// The line protocol from a consumer process to the run that started it, on
// the child's standard output: one line per trace record, written with a
// single write(2) so that a SIGKILL never leaves half a line.
//   T <time µs> <kind> <actor> <message> <delivery> <detail>
//   READY
namespace wire {
QByteArray recordLine(const TraceRecord &r);
bool parseRecord(const QByteArray &line, TraceRecord *out);
void writeLine(const QByteArray &line); // to fd 1, whole
TraceRecord makeRecord(SimTime time, TraceKind kind, quint8 actor, quint32 message, quint16 delivery, quint16 detail);
} // namespace wire

// A message's body on the queue: the logical event and the publish attempt.
QByteArray messageBody(int logical, int attempt);
bool parseMessageBody(const QByteArray &body, int *logical, int *attempt);

// Real time in µs since the Unix epoch; runs use it relative to their start.
qint64 wallMicros();

} // namespace idem::live
