#include "uisetup.h"

#include "reportlanguage.h"
#include "settings.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace idem::ui {

namespace {
QString &startLanguage()
{
    static QString language;
    return language;
}
} // namespace

QString languageOfThisStart()
{
    return startLanguage().isEmpty() ? Settings().language() : startLanguage();
}

QString chosenLanguage(const QString &language)
{
    if (!language.isEmpty())
        return language;
    const QString saved = Settings().language();
    if (!saved.isEmpty())
        return saved;
    // The system's UI languages in order (LANGUAGE first), not its number
    // format alone: with LANG=C the words would be Persian, the digits Latin.
    const QStringList ours = ReportLanguage::available();
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QString code = ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (ours.contains(code))
            return code == QLatin1String("en") ? QLocale::system().name() : code;
    }
    return QLocale::system().name();
}

void installTranslations(QApplication &app, const QString &language)
{
    const QLocale locale(chosenLanguage(language));
    startLanguage() = language;
    QLocale::setDefault(locale);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("idemlab"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    // Right-to-left follows the chosen language's script, not a list of names.
    app.setLayoutDirection(locale.textDirection());
}

} // namespace idem::ui
