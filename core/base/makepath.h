#pragma once

#include <QString>

namespace idem {

// Creates `path` and every missing folder above it, like QDir::mkpath, but
// says why it could not: which part is a file in the way, or the system's
// reason (read-only file system, permission denied, no space) for the first
// part it could not make. True, or false with `why` set. Any thread.
bool makePath(const QString &path, QString *why);

} // namespace idem
