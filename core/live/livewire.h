#pragma once

#include "../kernel/trace.h"

#include <QByteArray>

namespace idem::live {

// The line protocol from a consumer process to the run that started it, on
// the child's standard output: one line per trace record, written with a
// single write(2) so that a SIGKILL never leaves half a line.
//   T <time µs> <kind> <actor> <message> <delivery> <detail>
//   READY                   connected and consuming (again, after a drop)
//   A <message> <attempt>   basic.ack of this copy goes on the live connection
//                           (written just before it, so a kill right after
//                           the ack never leaves the run waiting for it)
//   L <message> <attempt>   the ack of this copy was lost (JetStream: it is
//                           never sent, the server redelivers after AckWait)
//   DROPPED <reason>        the connection is gone (why: DropReason); every
//                           delivery not acked on it comes back from the broker
// and one signal from the run to the process: SIGUSR1 at a broker restart's
// scheduled instant holds every ack (no A line, nothing on the wire) until
// the broker drops the connection, so what the consumer holds then is what
// the stopped broker has unacked, as in the simulation.
namespace wire {
enum class DropReason : int {
    AckLost = 1,        // a lost-ack fault: the connection dropped before the ack
    ConnectionLost = 2, // a connection-lost fault of the scenario
    Broker = 3,         // the broker closed it or went away (a restart)
};
QByteArray recordLine(const TraceRecord &r);
bool parseRecord(const QByteArray &line, TraceRecord *out);
QByteArray ackLine(int logical, int attempt);
bool parseAck(const QByteArray &line, int *logical, int *attempt);
QByteArray lostAckLine(int logical, int attempt);
bool parseLostAck(const QByteArray &line, int *logical, int *attempt);
QByteArray dropLine(DropReason reason);
bool parseDrop(const QByteArray &line, DropReason *reason);
void writeLine(const QByteArray &line); // to fd 1, whole
TraceRecord makeRecord(SimTime time, TraceKind kind, quint8 actor, quint32 message, quint16 delivery, quint16 detail);
} // namespace wire

// A message's body on the queue: the logical event and the publish attempt.
QByteArray messageBody(int logical, int attempt);
bool parseMessageBody(const QByteArray &body, int *logical, int *attempt);

// Real time in µs since the Unix epoch; runs use it relative to their start.
qint64 wallMicros();

} // namespace idem::live
