#include "codelisting.h"

#include "code/listing.h"

#include <QEvent>
#include <QFontDatabase>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <climits>

namespace idem::ui {

namespace {
constexpr int kGutterPad = 6;
constexpr int kMarkSize = 8;

bool hasRightToLeft(const QString &text)
{
    for (const QChar c : text) {
        const QChar::Direction d = c.direction();
        if (d == QChar::DirR || d == QChar::DirAL)
            return true;
    }
    return false;
}
} // namespace

CodeListing::CodeListing(QWidget *parent) : QAbstractScrollArea(parent)
{
    // Code reads left to right in every language.
    setLayoutDirection(Qt::LeftToRight);
    viewport()->setLayoutDirection(Qt::LeftToRight);
    viewport()->setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::StrongFocus);
    updateMetrics();
}

// A comment in a right-to-left language is one isolate: its Latin words
// (cache, ack, commit) stay in the sentence, and the sentence stays after
// the "//" instead of being split around them.
QString CodeListing::shown(const QString &line)
{
    const int at = idem::Listing::commentColumn(line);
    if (at < 0)
        return line;
    const QString comment = line.mid(at + 2);
    if (!hasRightToLeft(comment))
        return line;
    return line.left(at + 2) + QChar(0x2067) + comment + QChar(0x2069);
}

QString CodeListing::shownNote(const QString &note)
{
    // A first-strong isolate would take "crash" for the note's direction.
    const QChar open = hasRightToLeft(note) ? QChar(0x2067) : QChar(0x2068); // RLI, FSI
    return open + note + QChar(0x2069);
}

void CodeListing::setLines(const QStringList &lines)
{
    m_lines = lines;
    m_first = m_last = -1;
    m_note.clear();
    m_crashMarks.clear();
    m_stepLines.clear();
    updateMetrics();
    verticalScrollBar()->setValue(0);
    viewport()->update();
}

void CodeListing::setHighlight(int first, int last, Tone tone, const QString &note)
{
    m_first = first;
    m_last = last;
    m_tone = tone;
    m_note = note;
    updateScrollRange();
    if (first >= 0)
        scrollToLine(first);
    viewport()->update();
}

void CodeListing::setCrashMarks(const QSet<int> &lines)
{
    m_crashMarks = lines;
    viewport()->update();
}

void CodeListing::setStepLines(const QSet<int> &lines)
{
    m_stepLines = lines;
    viewport()->update();
}

void CodeListing::setScale(double scale)
{
    m_scale = scale;
    updateMetrics();
}

void CodeListing::updateMetrics()
{
    m_font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_font.setPointSizeF(m_font.pointSizeF() * m_scale);
    m_proseFont = font();
    m_proseFont.setPointSizeF(m_font.pointSizeF());
    const QFontMetrics fm(m_font);
    m_lineHeight = fm.height() + 2;
    m_charWidth = qMax(1, fm.horizontalAdvance(QLatin1Char('M')));
    int widest = 0;
    for (const QString &line : std::as_const(m_lines))
        widest = qMax(widest, fm.horizontalAdvance(shown(line)));
    updateScrollRange();
    verticalScrollBar()->setSingleStep(m_lineHeight);
    verticalScrollBar()->setPageStep(viewport()->height());
    horizontalScrollBar()->setRange(0, qMax(0, gutterWidth() + widest + 30 * m_charWidth - viewport()->width()));
    horizontalScrollBar()->setSingleStep(m_charWidth);
    horizontalScrollBar()->setPageStep(viewport()->width());
    viewport()->update();
}

void CodeListing::updateScrollRange()
{
    const int rows = int(m_lines.size()) + notePlace().rows;
    verticalScrollBar()->setRange(0, qMax(0, rows * m_lineHeight - viewport()->height()));
}

int CodeListing::gutterWidth() const
{
    return kGutterPad * 3 + kMarkSize + m_charWidth * int(QString::number(m_lines.size()).size());
}

void CodeListing::scrollToLine(int line)
{
    const int top = rowOf(line) * m_lineHeight;
    const int shownFrom = verticalScrollBar()->value();
    if (top < shownFrom || top + m_lineHeight * (3 + notePlace().rows) > shownFrom + viewport()->height())
        verticalScrollBar()->setValue(top - viewport()->height() / 3);
}

int CodeListing::lineAt(const QPoint &viewportPos) const
{
    const int row = (viewportPos.y() + verticalScrollBar()->value()) / m_lineHeight;
    int line = row;
    if (m_last >= 0 && row > m_last) {
        const int rows = notePlace().rows;
        if (row <= m_last + rows)
            return -1; // the note's own rows
        line = row - rows;
    }
    return line >= 0 && line < m_lines.size() ? line : -1;
}

int CodeListing::rowOf(int line) const
{
    return m_last >= 0 && line > m_last ? line + notePlace().rows : line;
}

QRect CodeListing::rowRect(int row) const
{
    return QRect(0, row * m_lineHeight - verticalScrollBar()->value(), viewport()->width(), m_lineHeight);
}

QRect CodeListing::lineRect(int line) const
{
    return rowRect(rowOf(line));
}

void CodeListing::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    p.setLayoutDirection(Qt::LeftToRight);
    p.setFont(m_font);
    const QPalette &pal = palette();
    p.fillRect(viewport()->rect(), pal.base());
    const int gutter = gutterWidth();
    const int dx = horizontalScrollBar()->value();
    const int noteRows = notePlace().rows;
    const int firstShown = qMax(0, verticalScrollBar()->value() / m_lineHeight - noteRows);
    const int lastShown = qMin(int(m_lines.size()) - 1, verticalScrollBar()->value() / m_lineHeight + viewport()->height() / m_lineHeight + 1);
    const QColor stepTint = m_tone == Tone::Crash ? QColor(220, 60, 50, 70) : QColor(pal.color(QPalette::Highlight).red(),
        pal.color(QPalette::Highlight).green(), pal.color(QPalette::Highlight).blue(), 60);
    const QFontMetrics fm(m_font);
    for (int i = firstShown; i <= lastShown; ++i) {
        const QRect row = lineRect(i);
        if (i >= m_first && i <= m_last)
            p.fillRect(row, stepTint);
        p.setPen(pal.color(QPalette::PlaceholderText));
        const QRect number(kGutterPad * 2 + kMarkSize, row.top(), gutter - kGutterPad * 3 - kMarkSize, m_lineHeight);
        p.drawText(number, Qt::AlignRight | Qt::AlignVCenter, QString::number(i + 1));
        if (m_crashMarks.contains(i)) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(205, 45, 40));
            p.drawEllipse(QRectF(kGutterPad, row.center().y() - kMarkSize / 2.0, kMarkSize, kMarkSize));
        } else if (m_stepLines.contains(i)) {
            p.setPen(Qt::NoPen);
            p.setBrush(pal.color(QPalette::Mid));
            p.drawRect(QRectF(kGutterPad + kMarkSize / 2.0 - 1, row.top() + 2, 2, m_lineHeight - 4));
        }
        const QString text = shown(m_lines.at(i));
        const int at = idem::Listing::commentColumn(text);
        const int x = gutter - dx;
        const int baseline = row.top() + (m_lineHeight + fm.ascent() - fm.descent()) / 2;
        p.setClipRect(QRect(gutter, row.top(), viewport()->width() - gutter, m_lineHeight));
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QPoint(x, baseline), at < 0 ? text : text.left(at));
        if (at >= 0) {
            const QString comment = text.mid(at);
            // A monospaced font has no joined Persian letters: a right-to-left
            // comment is set in the proportional font, same size.
            const bool rtl = hasRightToLeft(comment);
            if (rtl)
                p.setFont(m_proseFont);
            p.setPen(QColor(40, 120, 60));
            const int from = x + fm.horizontalAdvance(text.left(at));
            p.drawText(QPoint(from, baseline), comment);
            p.setFont(m_font);
        }
        p.setClipping(false);
    }
    // The note last, over whatever line it stands on.
    const QRect box = noteBox();
    if (box.isEmpty())
        return;
    p.setClipRect(QRect(gutter, 0, viewport()->width() - gutter, viewport()->height()));
    p.setFont(noteFont());
    p.setPen(Qt::NoPen);
    p.setBrush(m_tone == Tone::Crash ? QColor(205, 45, 40) : pal.color(QPalette::Highlight));
    p.drawRoundedRect(box, 4, 4);
    p.setPen(m_tone == Tone::Crash ? QColor(Qt::white) : pal.color(QPalette::HighlightedText));
    p.drawText(box.adjusted(m_charWidth / 2, 0, -m_charWidth / 2, 0), Qt::AlignCenter | Qt::TextWordWrap, shownNote(m_note));
    p.setFont(m_font);
}

QFont CodeListing::noteFont() const
{
    QFont f = m_font;
    f.setItalic(true);
    return f;
}

int CodeListing::lineEnd(int line) const
{
    if (line < 0 || line >= m_lines.size())
        return gutterWidth();
    const QString text = shown(m_lines.at(line));
    const int x = gutterWidth() - horizontalScrollBar()->value();
    const int at = idem::Listing::commentColumn(text);
    const QFontMetrics fm(m_font);
    if (at < 0)
        return x + fm.horizontalAdvance(text);
    const QString comment = text.mid(at);
    const QFontMetrics commentFm(hasRightToLeft(comment) ? m_proseFont : m_font);
    return x + fm.horizontalAdvance(text.left(at)) + commentFm.horizontalAdvance(comment);
}

QRect CodeListing::noteBox() const
{
    return notePlace().box;
}

CodeListing::NotePlace CodeListing::notePlace() const
{
    if (m_note.isEmpty() || m_first < 0 || m_first >= m_lines.size())
        return {};
    const QFontMetrics fm(noteFont());
    const QString note = shownNote(m_note);
    const int width = fm.horizontalAdvance(note) + m_charWidth;
    const int gutter = gutterWidth();
    // The rows of lines up to the one after the highlight do not move.
    const auto boxOn = [&](int line, int x) {
        return QRect(x - m_charWidth / 2, rowRect(line).top() + 1, width, m_lineHeight - 2);
    };
    // Right of its line, in the reader's own direction.
    const int right = viewport()->width() - m_charWidth / 2;
    const int after = lineEnd(m_first) + 2 * m_charWidth;
    if (after + width <= right)
        return {boxOn(m_first, after), 0};
    // No room there (a narrow panel): at the view's right edge on the line
    // above or below the highlight, where that line's code ends before it.
    const int x = qMax(gutter + m_charWidth, right - width + m_charWidth / 2);
    for (const int line : {m_last + 1, m_first - 1}) {
        if (line >= 0 && line < m_lines.size() && lineEnd(line) + m_charWidth <= x - m_charWidth / 2)
            return {boxOn(line, x), 0};
    }
    // No room beside any (the presenter's panel at 1280×800, where 08's
    // "applied again" covered the brace under line 30): rows of its own
    // under the highlight, wrapped to the view's width.
    const QRect room(gutter + m_charWidth / 2, 0, qMax(m_charWidth, right - gutter - m_charWidth / 2), INT_MAX / 4);
    const int textHeight = fm.boundingRect(room.adjusted(m_charWidth / 2, 0, -m_charWidth / 2, 0),
                                           Qt::AlignCenter | Qt::TextWordWrap, note).height();
    const int rows = qMax(1, (textHeight + 2 + m_lineHeight - 1) / m_lineHeight);
    const QRect first = rowRect(m_last + 1);
    return {QRect(room.left(), first.top() + 1, qMin(width, room.width()), rows * m_lineHeight - 2), rows};
}

void CodeListing::mousePressEvent(QMouseEvent *event)
{
    const int line = lineAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && line >= 0)
        emit lineClicked(line, event->modifiers() & Qt::ShiftModifier);
    QAbstractScrollArea::mousePressEvent(event);
}

void CodeListing::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateMetrics();
}

void CodeListing::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        updateMetrics();
    // The window's direction must not mirror the code.
    if (event->type() == QEvent::LayoutDirectionChange && layoutDirection() != Qt::LeftToRight)
        setLayoutDirection(Qt::LeftToRight);
}

} // namespace idem::ui
