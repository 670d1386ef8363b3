#include "scenariocli.h"
#include "terminalstream.h"

#include "base/printable.h"
#include "consumer/strategytraits.h"
#include "reportlanguage.h"
#include "report/reportwriter.h"
#include "run/runpaths.h"
#include "scenario/scenariofields.h"
#include "scenario/scenarioio.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>

namespace cli {

namespace {
// The device outlives its stream (members are destroyed in reverse), so the
// stream's last flush at exit still reaches the terminal.
struct GuardedStream
{
    explicit GuardedStream(FILE *file) : device(file), stream(&device) {}
    TerminalDevice device;
    QTextStream stream;
};
} // namespace

QTextStream &out()
{
    static GuardedStream s(stdout);
    return s.stream;
}

QTextStream &err()
{
    static GuardedStream s(stderr);
    return s.stream;
}

int fail(const QString &message, int code)
{
    err() << message << Qt::endl;
    return code;
}

ScenarioCommand::ScenarioCommand(const QString &description)
{
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("A scenario file or builtin:NAME."));
    parser.addOption({QStringLiteral("strategy"), QStringLiteral("Override the scenario's strategy."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Override the scenario's seed."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("messages"), QStringLiteral("Override the number of messages."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("Folder for the report and the run databases."), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("format"),
                      QStringLiteral("Report formats: json,csv,html,pdf,worksheet (summary.json is always written)."),
                      QStringLiteral("LIST"), QStringLiteral("json")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language of the reports: en, fa or tr (default: the app's)."),
                      QStringLiteral("LANG")});
}

int ScenarioCommand::parse(const QStringList &args, const QString &command)
{
    if (!parser.parse(args))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText();
        return ExitValid;
    }
    if (parser.positionalArguments().size() != 1)
        return fail(QStringLiteral("%1: expected exactly one scenario (a file or builtin:NAME)").arg(command));
    const QString from = source();
    const idem::ScenarioLoadResult loaded = idem::ScenarioIo::load(from);
    if (!loaded.ok()) {
        for (const QString &e : loaded.errors)
            err() << e << Qt::endl;
        return ExitBadInput;
    }
    m_scenario = loaded.scenario;
    QStringList problems;
    if (parser.isSet(QStringLiteral("strategy"))) {
        const QString id = parser.value(QStringLiteral("strategy"));
        if (!idem::StrategyTraits::find(id))
            problems.append(QStringLiteral("--strategy: expected one of %1, got \"%2\"")
                                .arg(idem::vocab::strategies().join(QStringLiteral(", ")), idem::printable(id, 60)));
        m_scenario.strategy.id = id;
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        const quint64 seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok || seed > 9007199254740991ull)
            problems.append(QStringLiteral("--seed: expected an integer from 0 to 9007199254740991, got \"%1\"")
                                .arg(idem::printable(parser.value(QStringLiteral("seed")), 60)));
        m_scenario.seed = seed;
    }
    if (parser.isSet(QStringLiteral("messages"))) {
        bool ok = false;
        const int n = parser.value(QStringLiteral("messages")).toInt(&ok);
        const idem::ScenarioField &field = *idem::ScenarioField::find(QStringLiteral("messages"));
        if (!ok || n < field.minimum || n > field.maximum)
            problems.append(QStringLiteral("--messages: expected an integer from %1 to %2, got \"%3\"")
                                .arg(qint64(field.minimum))
                                .arg(qint64(field.maximum))
                                .arg(idem::printable(parser.value(QStringLiteral("messages")), 60)));
        m_scenario.messages = n;
    }
    if (problems.isEmpty())
        problems = idem::ScenarioIo::validate(m_scenario);
    for (const QString &e : std::as_const(problems))
        err() << idem::printable(from, 200) << ": " << e << Qt::endl;
    if (!problems.isEmpty())
        return ExitBadInput;
    m_formats = parser.value(QStringLiteral("format")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &f : std::as_const(m_formats)) {
        if (!idem::ReportWriter::knownFormats().contains(f))
            return fail(QStringLiteral("--format: expected a comma-separated list of json, csv, html, pdf, worksheet; got \"%1\"")
                            .arg(idem::printable(f, 60)));
    }
    // The report's language, before the run: explanations are written as it runs.
    const QString language = idem::ui::ReportLanguage::apply(parser.value(QStringLiteral("lang")), QCoreApplication::instance());
    if (!language.isEmpty())
        return fail(language);
    return -1;
}

QString ScenarioCommand::outFolder(const QString &what) const
{
    if (parser.isSet(QStringLiteral("out")))
        return parser.value(QStringLiteral("out"));
    // Named as the window names its runs, in the same folder.
    return QDir(idem::ui::RunPaths::folder())
        .filePath(idem::ui::RunPaths::runName(m_scenario.name, what, m_scenario.seed, QDateTime::currentDateTimeUtc()));
}

idem::ui::ReportFiles::Options ScenarioCommand::reportOptions(const QString &folder) const
{
    idem::ui::ReportFiles::Options o;
    o.formats = m_formats;
    o.context.folder = folder;
    o.context.source = source();
    o.context.appVersion = QCoreApplication::applicationVersion();
    o.context.created = QDateTime::currentDateTimeUtc();
    return o;
}

bool ScenarioCommand::wantsPictures(QCommandLineParser &parser, const QStringList &args)
{
    if (!parser.parse(args))
        return false;
    const QStringList formats = parser.value(QStringLiteral("format")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    return formats.contains(QLatin1String("pdf")) || formats.contains(QLatin1String("html"))
        || formats.contains(QLatin1String("worksheet"));
}

} // namespace cli
