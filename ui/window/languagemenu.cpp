#include "languagemenu.h"

#include "settings.h"

#include <QActionGroup>
#include <QLocale>

namespace idem::ui {

LanguageMenu::LanguageMenu(QWidget *parent) : QMenu(tr("&Language"), parent)
{
    setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(this);
    const QString current = Settings().language();
    const auto add = [this, group, &current](const QString &name, const QString &label) {
        QAction *a = addAction(label);
        a->setObjectName(QStringLiteral("language-") + (name.isEmpty() ? QStringLiteral("system") : name));
        a->setCheckable(true);
        a->setChecked(name == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, name] {
            Settings().setLanguage(name);
            emit languageChosen(name);
        });
    };
    add(QString(), tr("System language"));
    addSeparator();
    // Each language names itself, as language pickers do.
    for (const QString &name : {QStringLiteral("en"), QStringLiteral("fa"), QStringLiteral("tr")}) {
        QString label = name == QLatin1String("en") ? QLocale::languageToString(QLocale::English)
                                                    : QLocale(name).nativeLanguageName();
        if (!label.isEmpty())
            label[0] = label.at(0).toUpper();
        add(name, label);
    }
}

} // namespace idem::ui
