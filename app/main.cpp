#include "commandline.h"
#include "mainwindow.h"
#include "uisetup.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <QGuiApplication>
#include <memory>

int main(int argc, char *argv[])
{
    // A subcommand runs headless: no display, no widgets.
    if (argc > 1 && CommandLine::isCommand(QString::fromLocal8Bit(argv[1]))) {
        // Reports with pictures (HTML, PDF, worksheets) paint the window's
        // timeline and legend, hence a widget application; the offscreen
        // platform keeps it display-free.
        bool wantsGui = false;
        for (int i = 2; i < argc; ++i) {
            const QByteArray arg(argv[i]);
            wantsGui = wantsGui || arg.contains("pdf") || arg.contains("html") || arg.contains("worksheet");
        }
        if (wantsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        std::unique_ptr<QCoreApplication> app = wantsGui ? std::make_unique<QApplication>(argc, argv)
                                                         : std::make_unique<QCoreApplication>(argc, argv);
        QCoreApplication::setOrganizationName(QStringLiteral("IdempotencyLab"));
        QCoreApplication::setApplicationName(QStringLiteral("idemlab"));
        QCoreApplication::setApplicationVersion(QStringLiteral(IDEMLAB_VERSION));
        return CommandLine::execute(QCoreApplication::arguments());
    }
    if (argc > 1) {
        // Not a subcommand: it must be a scenario to open (a file or builtin:NAME).
        const QString arg = QString::fromLocal8Bit(argv[1]);
        if (!arg.startsWith(QLatin1Char('-')) && !arg.startsWith(QLatin1String("builtin:")) && !QFileInfo::exists(arg)) {
            fprintf(stderr, "idemlab: '%s' is neither a command nor a scenario file.\n\n%s", argv[1],
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
    QCoreApplication::setOrganizationName(QStringLiteral("IdempotencyLab"));
    QCoreApplication::setApplicationName(QStringLiteral("idemlab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDEMLAB_VERSION));
    idem::ui::installTranslations(app);
    idem::ui::MainWindow window;
    window.show();
    const QStringList args = app.arguments();
    if (args.size() > 1)
        window.openScenario(args.at(1));
    return app.exec();
}
