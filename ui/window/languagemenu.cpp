#include "languagemenu.h"

#include "settings.h"
#include "uiformat.h"
#include "uisetup.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTranslator>

namespace idem::ui {

namespace {
constexpr const char *kContext = "idem::ui::LanguageMenu";

// The prompt's sentences, translated at run time into either language.
const char *const kTitle = QT_TRANSLATE_NOOP("idem::ui::LanguageMenu", "Language");
const char *const kChanges = QT_TRANSLATE_NOOP(
    "idem::ui::LanguageMenu", "Idempotency Lab will be in %1 from the next start.");
const char *const kRestart = QT_TRANSLATE_NOOP(
    "idem::ui::LanguageMenu", "Restart now? The open scenario is opened again; unsaved edits are asked about first.");

QString languageLabel(const QString &name)
{
    QString label = name == QLatin1String("en") ? QLocale::languageToString(QLocale::English)
                                                : QLocale(name).nativeLanguageName();
    if (!label.isEmpty())
        label[0] = label.at(0).toUpper();
    return label;
}
} // namespace

LanguageMenu::LanguageMenu(QWidget *parent) : QMenu(tr("&Language"), parent)
{
    setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(this);
    const QString current = languageOfThisStart();
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
    for (const QString &name : {QStringLiteral("en"), QStringLiteral("fa"), QStringLiteral("tr")})
        add(name, languageLabel(name));
}

LanguageMenu::RestartPrompt LanguageMenu::restartPrompt(const QLocale &chosen, const QTranslator *target)
{
    const QString label = languageLabel(chosen.name().section(QLatin1Char('_'), 0, 0));
    const auto inTarget = [&](const char *source) {
        const QString t = target ? target->translate(kContext, source) : QString();
        return t.isEmpty() ? QString::fromUtf8(source) : t;
    };
    const QString running = QCoreApplication::translate(kContext, kChanges).arg(label);
    // A label lays all its lines out from the side of its first letter: the
    // running Persian sentence begins with "Idempotency Lab", and the whole
    // prompt read from the left in the Persian window.
    RestartPrompt prompt{UiFormat::startOnItsSide(running),
                         UiFormat::startOnItsSide(QCoreApplication::translate(kContext, kRestart))};
    const QString otherText = inTarget(kChanges).arg(label);
    if (otherText != running) {
        // Each sentence keeps its language's direction. Not a first-strong
        // isolate: the Persian sentence begins with "Idempotency Lab", which
        // would lay it out left to right.
        const bool rtl = chosen.textDirection() == Qt::RightToLeft;
        const QChar open(rtl ? 0x2067 : 0x2066); // RIGHT-TO-LEFT / LEFT-TO-RIGHT ISOLATE
        constexpr QChar kPdi(0x2069);
        prompt.text += QLatin1Char('\n') + open + otherText + kPdi;
        prompt.info += QLatin1Char('\n') + open + inTarget(kRestart) + kPdi;
    }
    return prompt;
}

QLocale LanguageMenu::localeFor(const QString &name)
{
    return name.isEmpty() ? QLocale::system() : QLocale(name);
}

bool LanguageMenu::offerRestart(QWidget *window, const QString &name, const std::function<QString()> &reopen)
{
    const QLocale chosen = localeFor(name);
    const QLocale running;
    if (chosen.language() == running.language() && chosen.textDirection() == running.textDirection())
        return false; // already showing it

    // The same two sentences in the chosen language, so its reader knows
    // what the button does before the window speaks their language.
    QTranslator target;
    const bool hasTarget = target.load(chosen, QStringLiteral("idemlab"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    const RestartPrompt prompt = restartPrompt(chosen, hasTarget ? &target : nullptr);

    QMessageBox box(QMessageBox::Question, QCoreApplication::translate(kContext, kTitle), prompt.text, QMessageBox::NoButton,
                    window);
    box.setObjectName(QStringLiteral("languageRestartPrompt"));
    box.setInformativeText(prompt.info);
    QPushButton *now = box.addButton(tr("Restart Now"), QMessageBox::AcceptRole);
    now->setObjectName(QStringLiteral("restartNow"));
    QPushButton *later = box.addButton(tr("Later"), QMessageBox::RejectRole);
    later->setObjectName(QStringLiteral("restartLater"));
    box.setDefaultButton(now);
    box.exec();
    if (box.clickedButton() != now)
        return false;
    // close() runs the window's own checks (unsaved edits, a running run).
    if (!window->close())
        return false;
    const QString source = reopen ? reopen() : QString();
    const bool started = QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                                 source.isEmpty() ? QStringList() : QStringList{source});
    if (!started) {
        window->show(); // nothing to hand over to: stay
        return false;
    }
    QCoreApplication::quit();
    return true;
}

} // namespace idem::ui
