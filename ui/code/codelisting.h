#pragma once

#include <QAbstractScrollArea>
#include <QSet>
#include <QStringList>

namespace idem::ui {

// Lines of code painted left to right whatever the window's direction
// (identifiers, SQL and punctuation never mirror; a right-to-left comment
// is kept in one isolated run), with a gutter of line numbers and crash
// marks, one highlighted range and a note beside its first line. Clicking
// a line says which; the view decides what that means.
class CodeListing final : public QAbstractScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CodeListing)
public:
    enum class Tone : quint8 { Step, Crash };

    explicit CodeListing(QWidget *parent = nullptr);

    void setLines(const QStringList &lines);
    const QStringList &lines() const { return m_lines; }
    // -1, -1: nothing highlighted.
    void setHighlight(int first, int last, Tone tone, const QString &note);
    int highlightFirst() const { return m_first; }
    int highlightLast() const { return m_last; }
    Tone tone() const { return m_tone; }
    QString note() const { return m_note; }
    void setCrashMarks(const QSet<int> &lines);
    QSet<int> crashMarks() const { return m_crashMarks; }
    // Lines a click can jump from (a step runs there): drawn a little apart.
    void setStepLines(const QSet<int> &lines);
    // Presenter mode: larger type.
    void setScale(double scale);

    int lineAt(const QPoint &viewportPos) const;
    // A line as it is painted (and printed in a report's listing): a
    // right-to-left comment after its "//" in one right-to-left isolate.
    static QString shown(const QString &line);
    // The note as it is painted: one isolate in its own direction; a
    // Persian note that begins with a Latin word ("crash اینجا رخ داد")
    // still reads from the right.
    static QString shownNote(const QString &note);
    QRect lineRect(int line) const; // in viewport coordinates
    // Where the note is painted, in viewport coordinates (empty: no note).
    // Right of its line's end when it fits there; else right of the code of
    // the line just above or below the highlight; else (a narrow panel) in
    // rows of its own under the highlight, the lines after it moved down:
    // never over code.
    QRect noteBox() const;
    // Where a line's text ends (comment included), in viewport coordinates.
    int lineEnd(int line) const;

signals:
    void lineClicked(int line, bool backwards);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QFont noteFont() const;
    // Where the note goes and how many rows of its own it takes (0 beside a line).
    struct NotePlace
    {
        QRect box;
        int rows = 0;
    };
    NotePlace notePlace() const;
    // The row a line is painted on: the note's own rows push later lines down.
    int rowOf(int line) const;
    QRect rowRect(int row) const;
    void updateMetrics();
    void updateScrollRange();
    void scrollToLine(int line);
    int gutterWidth() const;

    QStringList m_lines;
    QFont m_font;
    QFont m_proseFont;
    double m_scale = 1.0;
    int m_lineHeight = 16;
    int m_charWidth = 8;
    int m_first = -1;
    int m_last = -1;
    Tone m_tone = Tone::Step;
    QString m_note;
    QSet<int> m_crashMarks;
    QSet<int> m_stepLines;
};

} // namespace idem::ui
