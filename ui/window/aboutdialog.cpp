#include "aboutdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QVBoxLayout>
#include <sqlite3.h>

namespace idem::ui {

namespace {

QString licenceText()
{
    QFile file(QStringLiteral(":/idemlab/LICENSE"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QLabel *wrappingLabel(const QString &text, const QString &objectName)
{
    auto *label = new QLabel(text);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Idempotency Lab"));

    auto *icon = new QLabel;
    icon->setPixmap(applicationIcon().pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    auto *title = new QLabel(tr("Idempotency Lab"));
    title->setObjectName(QStringLiteral("title"));
    // On the window's reading side, beside the icon: a Latin name would
    // otherwise stand at the far left of a Persian dialog, under nothing.
    title->setAlignment(Qt::AlignAbsolute | Qt::AlignVCenter
                        | (title->layoutDirection() == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft));
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    title->setFont(big);
    auto *heading = new QVBoxLayout;
    heading->addWidget(title);
    heading->addWidget(wrappingLabel(tr("Version %1").arg(QCoreApplication::applicationVersion()),
                                     QStringLiteral("version")));
    heading->addWidget(wrappingLabel(tr("Watch a message broker deliver the same message twice, and see which "
                                        "deduplication strategy keeps a real SQLite consumer correct."),
                                     QStringLiteral("purpose")));
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(heading, 1);

    const QString libraries =
        tr("Built with Qt %1 (Core, GUI, Widgets, SQL, Charts, Print Support, Concurrent), running on Qt %2; "
           "SQLite %3.")
            .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
                 QString::fromLatin1(sqlite3_libversion()));
    auto *licence = new QPlainTextEdit(licenceText());
    licence->setObjectName(QStringLiteral("licence"));
    licence->setReadOnly(true);
    licence->setLineWrapMode(QPlainTextEdit::NoWrap);
    licence->setMinimumHeight(fontMetrics().lineSpacing() * 10);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addSpacing(fontMetrics().lineSpacing() / 2);
    layout->addWidget(wrappingLabel(libraries, QStringLiteral("libraries")));
    layout->addWidget(wrappingLabel(tr("Free software under the MIT licence:"), QStringLiteral("licenceName")));
    layout->addWidget(licence, 1);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 84, sizeHint().height());
}

QAction *AboutDialog::addAction(QMenu *menu, QWidget *window)
{
    QAction *action = menu->addAction(tr("&About Idempotency Lab"));
    action->setObjectName(QStringLiteral("about"));
    action->setMenuRole(QAction::AboutRole);
    connect(action, &QAction::triggered, window, [window] {
        auto *dialog = new AboutDialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    return action;
}

QIcon AboutDialog::applicationIcon()
{
    QIcon icon;
    const QDir dir(QStringLiteral(":/idemlab/icons"));
    for (const QString &png : dir.entryList({QStringLiteral("*.png")}, QDir::Files))
        icon.addFile(dir.filePath(png));
    return icon;
}

} // namespace idem::ui
