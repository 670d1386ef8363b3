#pragma once

#include <QString>

class QApplication;

namespace idem::ui {

// Loads the Qt and app translations and sets the default locale (words,
// digits) and the layout direction from one language: `language` (the
// window's --lang), else the saved one, else the first of the system's UI
// languages (LANGUAGE=fa with LANG=C is Persian, Persian digits included)
// that the app speaks, else English.
void installTranslations(QApplication &app, const QString &language = {});
// The language installTranslations picks for `language` and the settings.
QString chosenLanguage(const QString &language = {});

} // namespace idem::ui
