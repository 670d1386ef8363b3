#pragma once

#include <QString>
#include <Qt>

class QWidget;

namespace idem::ui {

// The side an edited text is read from. A Persian text that begins with a
// Latin word ("ack ازدست‌رفته …") is still Persian: in a right-to-left
// language a text reads from the right as soon as it holds a right-to-left
// letter; in a left-to-right one only when such letters are the majority.
// An empty text follows the language.
Qt::LayoutDirection textDirection(const QString &text, Qt::LayoutDirection language);

// Lays out the text of `field` (a QLineEdit or QPlainTextEdit) from the side
// textDirection gives for its text in `language`, and aligns it there. An
// empty field with a placeholder reads from the side of the placeholder's
// letters: the English fallback of a Persian text starts at the left.
void followTextDirection(QWidget *field, Qt::LayoutDirection language);

// A line edit follows its text's direction only from the first strong
// character: a right-to-left mark before the text makes it read from the
// right. The mark is for the screen; the scenario never holds it.
QString withoutDirectionMark(const QString &shown);

} // namespace idem::ui
