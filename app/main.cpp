#include "commandline.h"
#include "base/printable.h"
#include "window/mainwindow.h"
#include "reportlanguage.h"
#include "uisetup.h"
#include "window/aboutdialog.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <cstdio>
#include <memory>

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("IdempotencyLab"));
    QCoreApplication::setApplicationName(QStringLiteral("idemlab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDEMLAB_VERSION));
}

// The window's own options, answered before any display is needed so they
// work over ssh and in scripts: -h/--help and -v/--version, anywhere.
bool answersInfoOption(const QStringList &args, int *exitCode)
{
    for (const QString &a : args.mid(1)) {
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            fputs(qPrintable(CommandLine::usage()), stdout);
            *exitCode = 0;
            return true;
        }
        if (a == QLatin1String("-v") || a == QLatin1String("--version")) {
            fprintf(stdout, "idemlab %s\n", IDEMLAB_VERSION);
            *exitCode = 0;
            return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));

    // A subcommand runs headless: no display, no widgets.
    if (argc > 1 && CommandLine::isCommand(args.at(1))) {
        // Reports with pictures paint the window's timeline and legend, hence
        // a widget application; the offscreen platform keeps it display-free.
        const bool wantsGui = CommandLine::needsGui(args);
        if (wantsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        std::unique_ptr<QCoreApplication> app = wantsGui ? std::make_unique<QApplication>(argc, argv)
                                                         : std::make_unique<QCoreApplication>(argc, argv);
        describeApplication();
        return CommandLine::execute(QCoreApplication::arguments());
    }
    if (int code = 0; answersInfoOption(args, &code))
        return code;
    // The window's language for this start (`--lang fa`, `--lang=tr`), over
    // the saved one; taken out before the scenario argument is read.
    QString language;
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args.at(i);
        if (a == QLatin1String("--lang") || a.startsWith(QLatin1String("--lang="))) {
            const bool inline_ = a.startsWith(QLatin1String("--lang="));
            language = inline_ ? a.mid(7) : args.value(i + 1);
            if (!idem::ui::ReportLanguage::available().contains(language)) {
                fprintf(stderr, "idemlab: --lang: expected one of %s, got \"%s\"\n",
                        qPrintable(idem::ui::ReportLanguage::available().join(QStringLiteral(", "))),
                        qPrintable(idem::printable(language, 60)));
                return 2;
            }
            args.remove(i, inline_ ? 1 : 2);
            break;
        }
    }
    if (args.size() > 1) {
        // Not a subcommand: it must be a scenario to open (a file or builtin:NAME).
        const QString arg = args.at(1);
        if (!arg.startsWith(QLatin1Char('-')) && !arg.startsWith(QLatin1String("builtin:")) && !QFileInfo::exists(arg)) {
            fprintf(stderr, "idemlab: '%s' is neither a command nor a scenario file.\n\n%s",
                    qPrintable(idem::printable(arg, 200)),
                    qPrintable(CommandLine::usage()));
            return 2;
        }
    }
#ifdef Q_OS_LINUX
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        fprintf(stderr, "idemlab: no display to open the window on. Run a subcommand instead, e.g.\n"
                        "  idemlab run builtin:lost-acks-sqs --format html\n\n%s",
                qPrintable(CommandLine::usage()));
        return 2;
    }
#endif
    QApplication app(argc, argv);
    describeApplication();
    // The launcher's name: on Wayland and in docks the window finds its
    // .desktop file (and so its icon and name) through it.
    QGuiApplication::setDesktopFileName(QStringLiteral(IDEMLAB_APP_ID));
    QApplication::setWindowIcon(idem::ui::AboutDialog::applicationIcon());
    idem::ui::installTranslations(app, language);
    idem::ui::MainWindow window;
    window.show();
    // Qt took its own options (-platform, …) out of app.arguments(); --lang
    // is ours and is taken out here.
    QStringList remaining = app.arguments();
    for (int i = 1; i < remaining.size(); ++i) {
        if (remaining.at(i) == QLatin1String("--lang")) {
            remaining.remove(i, 2);
            break;
        }
        if (remaining.at(i).startsWith(QLatin1String("--lang="))) {
            remaining.remove(i);
            break;
        }
    }
    if (remaining.size() > 1)
        window.openScenario(remaining.at(1));
    return app.exec();
}
