#include "textdirection.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QTextDocument>
#include <QTextOption>

namespace idem::ui {

namespace {
constexpr QChar kRlm(0x200F); // RIGHT-TO-LEFT MARK

Qt::Alignment sideOf(Qt::LayoutDirection direction)
{
    return (direction == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignAbsolute;
}

// An empty field shows its placeholder (grey) in the text's place.
Qt::LayoutDirection shownDirection(const QString &text, const QString &placeholder, Qt::LayoutDirection language)
{
    // Its language is not known (the English fallback of a Persian text, as
    // a rule): the majority of its letters says.
    if (text.isEmpty() && !placeholder.isEmpty())
        return textDirection(placeholder, Qt::LeftToRight);
    return textDirection(text, language);
}
} // namespace

Qt::LayoutDirection textDirection(const QString &text, Qt::LayoutDirection language)
{
    int rtl = 0;
    int ltr = 0;
    for (const QChar c : text) {
        switch (c.direction()) {
        case QChar::DirR:
        case QChar::DirAL: ++rtl; break;
        case QChar::DirL: ++ltr; break;
        default: break;
        }
    }
    if (rtl == 0 && ltr == 0)
        return language;
    if (language == Qt::RightToLeft)
        return rtl > 0 ? Qt::RightToLeft : Qt::LeftToRight;
    return rtl > ltr ? Qt::RightToLeft : Qt::LeftToRight;
}

QString withoutDirectionMark(const QString &shown)
{
    return shown.startsWith(kRlm) ? shown.mid(1) : shown;
}

void followTextDirection(QWidget *field, Qt::LayoutDirection language)
{
    if (auto *edit = qobject_cast<QPlainTextEdit *>(field)) {
        const Qt::LayoutDirection direction = shownDirection(edit->toPlainText(), edit->placeholderText(), language);
        // The placeholder is painted on the viewport in the viewport's
        // direction; the typed text follows the document's option.
        edit->viewport()->setLayoutDirection(direction);
        QTextOption option = edit->document()->defaultTextOption();
        if (option.textDirection() == direction && option.alignment() == sideOf(direction))
            return;
        option.setTextDirection(direction);
        option.setAlignment(sideOf(direction));
        edit->document()->setDefaultTextOption(option);
    } else if (auto *line = qobject_cast<QLineEdit *>(field)) {
        const QString text = withoutDirectionMark(line->text());
        // The line edit lays its placeholder out from the placeholder's own
        // first letter, but puts it on the side of the alignment.
        const Qt::LayoutDirection direction = shownDirection(text, line->placeholderText(), language);
        line->setAlignment(sideOf(direction) | Qt::AlignVCenter);
        // Its own detection takes the first strong character; a mark before
        // a Latin first word says where the paragraph starts.
        const bool mark = direction == Qt::RightToLeft && !text.isEmpty() && !text.isRightToLeft();
        const QString shown = mark ? kRlm + text : text;
        if (shown == line->text())
            return;
        const int cursor = line->cursorPosition() - (line->text().startsWith(kRlm) ? 1 : 0) + (mark ? 1 : 0);
        const QSignalBlocker block(line);
        line->setText(shown);
        line->setCursorPosition(qBound(mark ? 1 : 0, cursor, int(shown.size())));
    }
}

} // namespace idem::ui
