#include "uisetup.h"

#include "settings.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace idem::ui {

void installTranslations(QApplication &app)
{
    const QString saved = Settings().language();
    const QLocale locale = saved.isEmpty() ? QLocale::system() : QLocale(saved);
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
