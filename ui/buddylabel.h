#pragma once

#include <QLabel>

class QFormLayout;
class QLayout;

namespace idem::ui {

// A label that names a field (its buddy), its mnemonic letter underlined.
// The underline is a text format of its own, which breaks a Persian word's
// joining ("ب الایی:" for "بالایی:") and paints the text wider than the
// plain text QLabel measures: its end was cut. This label asks for the
// width it paints.
class BuddyLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BuddyLabel)
public:
    BuddyLabel(const QString &text, QWidget *buddy, QWidget *parent);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The width of `text` on one line as a label paints it in `font`, the
    // letter after its first single '&' underlined.
    static int paintedWidth(const QString &text, const QFont &font);

private:
    QSize widened(QSize hint) const;
};

// form->addRow(text, field), the row's label a BuddyLabel; returns it.
BuddyLabel *addBuddyRow(QFormLayout *form, const QString &text, QWidget *field);
// A row of several widgets: the label names `buddy`, one of them.
BuddyLabel *addBuddyRow(QFormLayout *form, const QString &text, QLayout *field, QWidget *buddy);

} // namespace idem::ui
