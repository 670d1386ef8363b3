#include "messages.h"

#include <QMessageBox>

namespace idem::ui {

void Messages::error(QWidget *parent, const QString &title, const QString &text, const QString &details)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("errorMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (!details.isEmpty())
        box->setDetailedText(details);
    box->open();
}

} // namespace idem::ui
