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
// The Language menu's choice in effect for this start: the `--lang` given to
// installTranslations if any (the window is in it, whatever is saved), else
// the saved one ("" for the system's).
QString languageOfThisStart();

} // namespace idem::ui
