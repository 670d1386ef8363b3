#pragma once

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

// Shared set-up for the UI suites: a pinned C locale, test-mode standard
// paths (settings and run databases go to a throw-away location) and a
// clean settings file.
namespace uitestsupport {

inline void pinEnvironment()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("IdempotencyLabTests"));
    // One settings file per suite, so suites running in parallel never share one.
    QCoreApplication::setApplicationName(QFileInfo(QCoreApplication::applicationFilePath()).baseName());
    QSettings().clear();
}

#ifdef QM_DIR
// Switches the running suite to a language as the app does at start: Qt's
// and the app's translations (the .qm files lrelease built), the default
// locale and the layout direction. "en" removes them again.
struct Language
{
    QList<QTranslator *> translators;

    void use(const QString &name)
    {
        for (QTranslator *t : std::as_const(translators)) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        translators.clear();
        const QLocale locale = name == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale(name);
        QLocale::setDefault(locale);
        if (name != QLatin1String("en")) {
            auto *qt = new QTranslator;
            if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
                QCoreApplication::installTranslator(qt);
            auto *own = new QTranslator;
            QVERIFY2(own->load(QStringLiteral(QM_DIR "/idemlab_%1.qm").arg(name)),
                     qPrintable(QStringLiteral(QM_DIR "/idemlab_%1.qm: cannot load").arg(name)));
            QCoreApplication::installTranslator(own);
            translators = {qt, own};
        }
        QApplication::setLayoutDirection(locale.textDirection());
    }
};
#endif

} // namespace uitestsupport
