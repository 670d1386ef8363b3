#pragma once

#include "report/reportfiles.h"
#include "scenario/scenario.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

// What every headless command shares: its standard streams, its exit codes
// and one parser for the options of a command that runs one scenario
// (`run`, `compare`, `sweep`, `live`, `compare --live`).
namespace cli {

QTextStream &out();
QTextStream &err();

// The exit codes (docs/command-line.md, "Exit codes").
enum Exit : int {
    ExitValid = 0,        // the run finished and its verdict is valid (or the command succeeded)
    ExitInvalid = 1,      // the run finished with an invalid verdict
    ExitBadInput = 2,     // bad input: the message names the file, line and JSON path
    ExitStopped = 3,      // the run was stopped: no progress, or over its trace budget
    ExitWriteFailed = 4,  // the results could not be written (disk full, unwritable or busy folder)
};

// How much of a file's text one line shows, escaped (idem::printable): a
// scenario's name (at most 200 characters in the file) and a path.
constexpr int kNameChars = 120;
constexpr int kPathChars = 400;

// Prints the message on standard error and returns the code.
int fail(const QString &message, int code = ExitBadInput);

// A command on one scenario: SCENARIO [--strategy ID] [--seed N]
// [--messages N] [--out DIR] [--format LIST] [--lang LANG] plus the
// command's own options (add them to `parser` before parse()).
class ScenarioCommand final
{
public:
    explicit ScenarioCommand(const QString &description);

    QCommandLineParser parser;

    // Parses `args`, answers --help, loads the scenario with its overrides
    // and checks --format and --lang (applying the language); every
    // problem is printed with the scenario's name. Returns -1 to go on, or
    // the exit code (0 after --help, 2 on bad input).
    int parse(const QStringList &args, const QString &command);

    const idem::Scenario &scenario() const { return m_scenario; }
    idem::Scenario &scenario() { return m_scenario; }
    QString source() const { return parser.positionalArguments().value(0); }
    QStringList formats() const { return m_formats; }
    // --out, or a new folder under the app's data folder named after the
    // scenario, `what` and the seed.
    QString outFolder(const QString &what) const;
    idem::ui::ReportFiles::Options reportOptions(const QString &folder) const;

    // Whether these arguments (argv[1] on) ask for a format that renders
    // pictures: html, pdf or worksheet (the command needs a QGuiApplication).
    static bool wantsPictures(QCommandLineParser &parser, const QStringList &args);

private:
    idem::Scenario m_scenario;
    QStringList m_formats;
};

} // namespace cli
