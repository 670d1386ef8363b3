#include "textdirection.h"

#include "proselabel.h"

#include <QEvent>
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

// Qt paints a text edit's placeholder with a painter that takes the
// application's direction, not the viewport's: in the Persian window the
// English fallback of a text read from the right ("…the cache ?not stop
// them"). Qt's copy is painted transparent, and a label on the viewport
// shows the text laid out in its own direction, where Qt would put it.
void placePlaceholder(QPlainTextEdit *edit, QWidget *label)
{
    const int margin = int(edit->document()->documentMargin());
    label->setGeometry(edit->viewport()->rect().adjusted(margin, margin, -margin, 0));
}

// Keeps the label the viewport's size; a child of the label.
class PlaceholderSizer final : public QObject
{
public:
    PlaceholderSizer(QPlainTextEdit *edit, QWidget *label)
        : QObject(label), m_edit(edit), m_label(label)
    {
        edit->viewport()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_edit->viewport() && event->type() == QEvent::Resize)
            placePlaceholder(m_edit, m_label);
        return false;
    }

private:
    QPlainTextEdit *m_edit;
    QWidget *m_label;
};

ProseLabel *placeholderOf(QPlainTextEdit *edit)
{
    const QString name = QStringLiteral("placeholder");
    if (auto *label = edit->viewport()->findChild<ProseLabel *>(name, Qt::FindDirectChildrenOnly))
        return label;
    auto *label = new ProseLabel(edit->viewport());
    label->setObjectName(name);
    label->setAttribute(Qt::WA_TransparentForMouseEvents);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::WindowText); // on the viewport it would be Text
    QPalette grey = label->palette();
    grey.setColor(QPalette::WindowText, edit->palette().color(QPalette::PlaceholderText));
    label->setPalette(grey);
    QPalette hidden = edit->palette();
    hidden.setColor(QPalette::PlaceholderText, Qt::transparent);
    edit->setPalette(hidden);
    new PlaceholderSizer(edit, label);
    return label;
}

void showPlaceholder(QPlainTextEdit *edit, Qt::LayoutDirection direction)
{
    ProseLabel *label = placeholderOf(edit);
    label->setText(edit->placeholderText());
    label->setLayoutDirection(direction);
    label->setAlignment(Qt::AlignTop | sideOf(direction));
    placePlaceholder(edit, label);
    label->setVisible(edit->document()->isEmpty() && !label->text().isEmpty());
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
        showPlaceholder(edit, direction);
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
