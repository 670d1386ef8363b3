#include "commandline.h"
#include "mainwindow.h"
#include "uisetup.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <memory>

int main(int argc, char *argv[])
{
    // A subcommand runs headless: no display, no widgets.
    if (argc > 1 && CommandLine::isCommand(QString::fromLocal8Bit(argv[1]))) {
        // PDF rendering needs fonts, hence a GUI application; the offscreen
        // platform keeps it display-free.
        bool wantsGui = false;
        for (int i = 2; i < argc; ++i)
            wantsGui = wantsGui || QByteArray(argv[i]).contains("pdf");
        if (wantsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        std::unique_ptr<QCoreApplication> app = wantsGui ? std::make_unique<QGuiApplication>(argc, argv)
                                                         : std::make_unique<QCoreApplication>(argc, argv);
        QCoreApplication::setOrganizationName(QStringLiteral("IdempotencyLab"));
        QCoreApplication::setApplicationName(QStringLiteral("idemlab"));
        QCoreApplication::setApplicationVersion(QStringLiteral(IDEMLAB_VERSION));
        return CommandLine::execute(QCoreApplication::arguments());
    }
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
