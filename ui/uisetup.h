#pragma once

class QApplication;

namespace idem::ui {

// Loads the Qt and app translations for the saved (or system) language and
// sets the layout direction from it.
void installTranslations(QApplication &app);

} // namespace idem::ui
