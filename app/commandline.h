#pragma once

#include <QStringList>

// The headless half of idemlab: `run`, `compare`, `validate`, `scenarios`.
// Exit codes: 0 valid run / success, 1 invalid verdict, 2 bad input or a
// run that could not complete.
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
