#include "reportlanguage.h"

#include "base/printable.h"

#include "uisetup.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace idem::ui {

QStringList ReportLanguage::available()
{
    return {QStringLiteral("en"), QStringLiteral("fa"), QStringLiteral("tr")};
}

QString ReportLanguage::apply(const QString &language, QObject *owner)
{
    QString chosen = language;
    if (chosen.isEmpty()) {
        chosen = chosenLanguage(); // the window's: saved, else the system's UI languages
    } else if (!available().contains(chosen)) {
        return QStringLiteral("--lang: expected one of %1, got \"%2\"")
            .arg(available().join(QStringLiteral(", ")), printable(language, 60));
    }
    const QLocale locale(chosen);
    QLocale::setDefault(locale);
    auto *qt = new QTranslator(owner);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(owner);
    if (own->load(locale, QStringLiteral("idemlab"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    else if (locale.language() != QLocale::English && locale.language() != QLocale::C && !language.isEmpty())
        return QStringLiteral("--lang %1: this build has no translation for it").arg(language);
    if (auto *gui = qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        gui->setLayoutDirection(locale.textDirection());
    return {};
}

} // namespace idem::ui
