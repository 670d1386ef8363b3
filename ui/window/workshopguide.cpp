#include "workshopguide.h"

#include <QAction>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QMenu>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace idem::ui {

QString WorkshopGuide::markdown(const QString &language, QString *found)
{
    for (const QString &code : {language.left(2).toLower(), QStringLiteral("en")}) {
        QFile file(QStringLiteral(":/workshop/guide.%1.md").arg(code));
        if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            if (found)
                *found = code;
            return QString::fromUtf8(file.readAll());
        }
    }
    return {};
}

WorkshopGuide::WorkshopGuide(const QString &language, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Workshop Guide"));
    setObjectName(QStringLiteral("workshopGuide"));
    auto *text = new QTextBrowser(this);
    text->setObjectName(QStringLiteral("workshopGuideText"));
    // Links between the guides ("Also in Persian": guide.fa.md) switch the
    // language here; every other link opens outside.
    text->setOpenLinks(false);
    const auto show = [text](const QString &code) {
        QString found;
        text->setMarkdown(markdown(code, &found));
        const bool rtl = found == QLatin1String("fa");
        text->setLayoutDirection(rtl ? Qt::RightToLeft : Qt::LeftToRight);
        QTextOption option = text->document()->defaultTextOption();
        option.setTextDirection(rtl ? Qt::RightToLeft : Qt::LeftToRight);
        text->document()->setDefaultTextOption(option);
    };
    show(language);
    connect(text, &QTextBrowser::anchorClicked, this, [show](const QUrl &url) {
        static const QRegularExpression guide(QStringLiteral("(?:^|/)guide\\.([a-z]{2})\\.md$"));
        const QRegularExpressionMatch m = guide.match(url.path());
        if (url.isRelative() && m.hasMatch())
            show(m.captured(1));
        else
            QDesktopServices::openUrl(url);
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(820, 640);
}

QAction *WorkshopGuide::addAction(QMenu *menu, QWidget *window)
{
    QAction *action = menu->addAction(tr("&Workshop Guide"));
    action->setObjectName(QStringLiteral("workshopGuideAction"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        auto *guide = new WorkshopGuide(QLocale().name(), window);
        guide->setAttribute(Qt::WA_DeleteOnClose);
        guide->show();
    });
    return action;
}

} // namespace idem::ui
