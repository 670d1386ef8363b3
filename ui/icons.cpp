#include "icons.h"

#include <QApplication>
#include <QStandardPaths>

namespace idem::ui {

void Icons::installFallbackTheme()
{
    // Without a desktop session Qt knows no theme at all, and a fallback
    // theme is only consulted behind a current one.
    if (QIcon::themeName().isEmpty())
        QIcon::setThemeName(QStringLiteral("Adwaita"));
    // Platforms without a desktop theme (offscreen, bare X) search nowhere.
    QStringList paths = QIcon::themeSearchPaths();
    const QStringList system = QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("icons"),
                                                         QStandardPaths::LocateDirectory);
    for (const QString &dir : system) {
        if (!paths.contains(dir))
            paths.append(dir);
    }
    QIcon::setThemeSearchPaths(paths);
    if (QIcon::fallbackThemeName().isEmpty() || QIcon::fallbackThemeName() == QLatin1String("hicolor"))
        QIcon::setFallbackThemeName(QStringLiteral("Adwaita"));
}

QIcon Icons::get(const QString &themeName, QStyle::StandardPixmap fallback)
{
    const QIcon themed = QIcon::fromTheme(themeName);
    return themed.isNull() ? QApplication::style()->standardIcon(fallback) : themed;
}

QIcon Icons::get(const QString &themeName)
{
    return QIcon::fromTheme(themeName);
}

} // namespace idem::ui
