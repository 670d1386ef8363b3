#pragma once

#include <QIcon>
#include <QStyle>

namespace idem::ui {

// Icons from the desktop's theme (Adwaita as the fallback theme), else the
// style's built-in pixmaps, so the window looks the same with or without
// a desktop environment.
class Icons final
{
public:
    static void installFallbackTheme();
    static QIcon get(const QString &themeName, QStyle::StandardPixmap fallback);
    static QIcon get(const QString &themeName); // null when the theme lacks it
};

} // namespace idem::ui
