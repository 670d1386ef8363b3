#pragma once

#include <QString>

class QFileDevice;

namespace idem {

// Everything written to `file` on the disk before it is committed: Qt's
// buffer flushed with the result checked (QSaveFile::commit() flushes the
// last bytes itself but renames the file into place even when that flush
// fails, so a small file on a full disk would land empty or cut under its
// final name), then fsync'd, so a name that marks a whole result never
// points at data still in memory. Empty on success, else the system's reason.
QString flushToDisk(QFileDevice &file);

} // namespace idem
