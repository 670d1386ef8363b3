#pragma once

#include <QMenu>

#include <functional>

namespace idem::ui {

// Language ▸ System / English / فارسی / Türkçe. The choice is saved; the
// translations and the layout direction load at start, so choosing another
// language offers to restart right away (offerRestart), reopening the
// scenario that is open.
class LanguageMenu final : public QMenu
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LanguageMenu)
public:
    explicit LanguageMenu(QWidget *parent = nullptr);

    // "fa", "tr", "en"; empty = the system's language.
    static QLocale localeFor(const QString &name);

    // Tells, in the running language and in the chosen one, that the
    // language changes at the next start, and offers to restart now. On
    // "Restart now" the window is closed (it asks to save unsaved edits and
    // may be cancelled) and the app starts again with `reopen()` — the
    // scenario's file or builtin:NAME, or nothing. Returns true when a
    // restart was started.
    static bool offerRestart(QWidget *window, const QString &name, const std::function<QString()> &reopen);

signals:
    void languageChosen(const QString &name);
};

} // namespace idem::ui
