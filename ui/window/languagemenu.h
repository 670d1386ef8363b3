#pragma once

#include <QMenu>

#include <functional>

class QTranslator;

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

    // The prompt's two paragraphs: each sentence in the running language,
    // then (when `target` says it otherwise) in the chosen one, isolated in
    // the chosen language's direction.
    struct RestartPrompt
    {
        QString text;
        QString info;
    };
    static RestartPrompt restartPrompt(const QLocale &chosen, const QTranslator *target);

signals:
    void languageChosen(const QString &name);
};

} // namespace idem::ui
