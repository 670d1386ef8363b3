#pragma once

#include <QStringList>

// The headless half of idemlab: `run`, `compare`, `sweep`, `validate`,
// `scenarios`. Exit codes: 0 valid run / success, 1 invalid verdict, 2 bad
// input, 3 the run was stopped (no progress or over its trace budget), 4 the
// results could not be written (disk full, unwritable folder, folder in use).
class CommandLine final
{
public:
    static bool isCommand(const QString &word);
    static int execute(const QStringList &arguments);
    // Whether the command renders PDF, which needs fonts and so a
    // QGuiApplication (on the offscreen platform): true when the parsed
    // --format list names pdf.
    static bool needsGui(const QStringList &arguments);
    static QString usage();
};
