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
        const Qt::LayoutDirection direction = textDirection(edit->toPlainText(), language);
        QTextOption option = edit->document()->defaultTextOption();
        if (option.textDirection() == direction && option.alignment() == sideOf(direction))
            return;
        option.setTextDirection(direction);
        option.setAlignment(sideOf(direction));
        edit->document()->setDefaultTextOption(option);
    } else if (auto *line = qobject_cast<QLineEdit *>(field)) {
        const QString text = withoutDirectionMark(line->text());
        const Qt::LayoutDirection direction = textDirection(text, language);
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
