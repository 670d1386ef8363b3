#pragma once

#include <QMenu>

namespace idem::ui {

// Language ▸ System / English / فارسی / Türkçe. The choice is saved and
// applied at the next start (translations and layout direction load once).
class LanguageMenu final : public QMenu
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LanguageMenu)
public:
    explicit LanguageMenu(QWidget *parent = nullptr);

signals:
    void languageChosen(const QString &name);
};

} // namespace idem::ui
