#include "buddylabel.h"

#include <QFormLayout>
#include <QTextLayout>
#include <cmath>

namespace idem::ui {

BuddyLabel::BuddyLabel(const QString &text, QWidget *buddy, QWidget *parent) : QLabel(text, parent)
{
    setBuddy(buddy);
}

int BuddyLabel::paintedWidth(const QString &text, const QFont &font)
{
    // "&&" is a shown '&'; the first single '&' marks the mnemonic.
    QString shown;
    shown.reserve(text.size());
    int mnemonic = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&') && i + 1 < text.size()) {
            ++i;
            if (text.at(i) != QLatin1Char('&') && mnemonic < 0)
                mnemonic = int(shown.size());
        }
        shown.append(text.at(i));
    }
    QTextLayout layout(shown, font);
    if (mnemonic >= 0) {
        QTextLayout::FormatRange underline;
        underline.start = mnemonic;
        underline.length = 1;
        underline.format.setFontUnderline(true);
        layout.setFormats({underline});
    }
    layout.beginLayout();
    const QTextLine line = layout.createLine();
    layout.endLayout();
    return line.isValid() ? int(std::ceil(line.naturalTextWidth())) : 0;
}

QSize BuddyLabel::widened(QSize hint) const
{
    // Wrapped or rich text is laid out by QLabel's own document.
    if (!buddy() || wordWrap() || textFormat() == Qt::RichText || text().isEmpty())
        return hint;
    const QMargins m = contentsMargins();
    const int need = paintedWidth(text(), font()) + m.left() + m.right() + 2 * margin() + qMax(indent(), 0);
    return {qMax(hint.width(), need), hint.height()};
}

QSize BuddyLabel::sizeHint() const
{
    return widened(QLabel::sizeHint());
}

QSize BuddyLabel::minimumSizeHint() const
{
    return widened(QLabel::minimumSizeHint());
}

BuddyLabel *addBuddyRow(QFormLayout *form, const QString &text, QWidget *field)
{
    auto *label = new BuddyLabel(text, field, form->parentWidget());
    form->addRow(label, field);
    return label;
}

BuddyLabel *addBuddyRow(QFormLayout *form, const QString &text, QLayout *field, QWidget *buddy)
{
    auto *label = new BuddyLabel(text, buddy, form->parentWidget());
    form->addRow(label, field);
    return label;
}

} // namespace idem::ui
