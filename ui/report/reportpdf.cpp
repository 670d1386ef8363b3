#include "reportpdf.h"

#include "report/reportfigures.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextObjectInterface>
#include <QTextTable>
#include <QHash>
#include <QSet>

namespace idem::ui {

namespace {

constexpr int kFigureObject = QTextFormat::UserObject + 1;
constexpr int kFigureIndex = QTextFormat::UserProperty + 1;
constexpr int kResolution = 96; // the text layout works in 96 dpi units; output stays vector
constexpr int kKeepWithNext = QTextFormat::UserProperty + 2; // a heading: never alone at a page's foot
constexpr int kCaption = QTextFormat::UserProperty + 3;      // a figure's caption: part of the figure
constexpr int kTableIndex = QTextFormat::UserProperty + 4;   // a table part: which of the report's tables
constexpr int kFirstRow = QTextFormat::UserProperty + 5;     // a table part: the table's row it starts with

// Rows a table breaks before (a new part on a new page), by table index.
using PdfBreaks = QHash<int, QSet<int>>;

double mm(double millimetres)
{
    return millimetres / 25.4 * kResolution;
}

// Paints the figures in place: the PDF engine records the vector commands.
class FigureObject final : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    FigureObject(ReportFigures &figures, QVector<ReportBlock> blocks, double textWidth)
        : m_figures(figures), m_blocks(std::move(blocks)), m_width(textWidth)
    {
    }

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        const ReportBlock &b = m_blocks.at(format.intProperty(kFigureIndex));
        if (b.kind == ReportBlock::AnswerSpace)
            return {m_width, b.lines * mm(9)};
        // Charts keep a readable size; timelines and their legends use the
        // whole width (they are drawn for it: ReportFigure::kTimelineWidth).
        const bool timeline = b.figure.kind == ReportFigure::Timeline || b.figure.kind == ReportFigure::EmptyTimeline
            || b.figure.kind == ReportFigure::Legend;
        const double width = timeline
            ? m_width
            : qMin(m_width, b.figure.width / 96.0 * kResolution * 0.75);
        return {width, width * m_figures.height(b.figure) / b.figure.width};
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        const ReportBlock &b = m_blocks.at(format.intProperty(kFigureIndex));
        if (b.kind == ReportBlock::AnswerSpace) {
            painter->save();
            painter->setPen(QPen(QColor(90, 90, 90), mm(0.25)));
            for (int i = 1; i <= b.lines; ++i)
                painter->drawLine(QPointF(rect.left(), rect.top() + i * mm(9) - mm(1)),
                                  QPointF(rect.right(), rect.top() + i * mm(9) - mm(1)));
            painter->restore();
            return;
        }
        m_figures.paint(*painter, rect, b.figure);
    }

private:
    ReportFigures &m_figures;
    QVector<ReportBlock> m_blocks;
    double m_width;
};

class Builder
{
public:
    Builder(QTextDocument &doc, bool rtl) : m_doc(doc), m_cursor(&doc), m_rtl(rtl)
    {
        m_base = doc.defaultFont();
    }

    QTextCharFormat font(double points, bool bold = false, const QColor &color = Qt::black) const
    {
        QTextCharFormat f;
        QFont font = m_base;
        font.setPointSizeF(points);
        font.setBold(bold);
        f.setFont(font);
        f.setForeground(color);
        return f;
    }

    // The width of `chars` characters of a monospace format on the page.
    double advance(const QTextCharFormat &cf, int chars) const
    {
        return QFontMetricsF(cf.font(), m_doc.documentLayout()->paintDevice()).horizontalAdvance(QString(chars, QLatin1Char(' ')));
    }

    // Text takes its direction from its content (an English story in a
    // Persian report stays left to right); code is always left to right.
    // A non-absolute AlignLeft is the leading edge of either.
    QTextBlockFormat block(double top, double bottom, bool ltr = false) const
    {
        QTextBlockFormat b;
        b.setTopMargin(top);
        b.setBottomMargin(bottom);
        b.setLayoutDirection(ltr ? Qt::LeftToRight : Qt::LayoutDirectionAuto);
        b.setAlignment(ltr ? (Qt::AlignLeft | Qt::AlignAbsolute) : Qt::AlignLeft);
        return b;
    }

    // The report's own words (headings, notes, facts) in its direction,
    // whatever script they begin with.
    QTextBlockFormat own(double top, double bottom) const
    {
        QTextBlockFormat b = block(top, bottom);
        b.setLayoutDirection(m_rtl ? Qt::RightToLeft : Qt::LeftToRight);
        return b;
    }

    QTextBlockFormat heading(double top, double bottom) const
    {
        QTextBlockFormat b = own(top, bottom);
        b.setProperty(kKeepWithNext, true);
        return b;
    }

    void text(const QString &s, const QTextBlockFormat &bf, const QTextCharFormat &cf)
    {
        if (m_first) {
            m_cursor.setBlockFormat(bf);
            m_cursor.setBlockCharFormat(cf);
            m_first = false;
        } else {
            m_cursor.insertBlock(bf, cf);
        }
        m_cursor.insertText(s, cf);
    }

    // A table, in parts: a new part (its header repeated) starts on a new
    // page before each row in `breaks` (PdfBreaks: rows that would straddle).
    void table(const ReportTable &t, bool borders, const QSet<int> &breaks)
    {
        const int index = m_tables++;
        int from = 0;
        for (int r = 1; r <= t.rows.size(); ++r) {
            if (r < t.rows.size() && !breaks.contains(r))
                continue;
            tablePart(t, borders, index, from, r, breaks.contains(from));
            from = r;
        }
        if (t.rows.isEmpty())
            tablePart(t, borders, index, 0, 0, breaks.contains(0));
    }

    void tablePart(const ReportTable &t, bool borders, int index, int from, int to, bool newPage)
    {
        const int columns = t.header.isEmpty() ? (t.rows.isEmpty() ? 1 : int(t.rows.first().size())) : int(t.header.size());
        const int rows = (to - from) + (t.header.isEmpty() ? 0 : 1);
        if (rows == 0)
            return;
        QTextBlockFormat before = block(2, 0);
        if (newPage)
            before.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        text(QString(), before, font(4));
        QTextTableFormat tf;
        tf.setCellPadding(mm(0.9));
        tf.setCellSpacing(0);
        tf.setBorder(borders ? 0.8 : 0);
        tf.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        tf.setBorderBrush(QColor(110, 110, 110));
        tf.setBorderCollapse(false);
        if (borders && columns <= 2)
            tf.setWidth(QTextLength(QTextLength::PercentageLength, 70));
        tf.setHeaderRowCount(t.header.isEmpty() ? 0 : 1);
        if (columns >= 3) {
            // An id or a hash never wraps: its column is as wide as its
            // longest cell in the monospaced face (0.6 em a character).
            QVector<QTextLength> widths(columns, QTextLength(QTextLength::VariableLength, 0));
            bool any = false;
            const double em = (columns >= 8 ? 7 : 8.5) * kResolution / 72.0;
            for (int c = 0; c < columns; ++c) {
                if (!t.code.value(c))
                    continue;
                qsizetype longest = t.header.value(c).size();
                for (const QStringList &row : t.rows)
                    longest = qMax(longest, row.value(c).size());
                widths[m_rtl ? columns - 1 - c : c] =
                    QTextLength(QTextLength::FixedLength, double(longest) * 0.62 * em + 2 * mm(0.9) + 2);
                any = true;
            }
            if (any)
                tf.setColumnWidthConstraints(widths);
        }
        tf.setLayoutDirection(m_rtl ? Qt::RightToLeft : Qt::LeftToRight);
        // Qt places a right-aligned table by the page's width, not the text's:
        // it ran past the right margin by the margin's width. A right-to-left
        // table spans the text's width instead, from margin to margin.
        if (m_rtl)
            tf.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        tf.setAlignment(Qt::AlignLeft);
        tf.setProperty(kTableIndex, index);
        tf.setProperty(kFirstRow, from);
        QTextTable *table = m_cursor.insertTable(rows, columns, tf);
        int r = 0;
        const auto fill = [&](const QStringList &cells, bool header) {
            for (int c = 0; c < columns; ++c) {
                // Qt's table layout does not mirror columns for a
                // right-to-left table: the first column goes in the
                // rightmost cell here, as in the HTML.
                QTextTableCell cell = table->cellAt(r, m_rtl ? columns - 1 - c : c);
                QTextCursor cc = cell.firstCursorPosition();
                const bool code = t.code.value(c);
                QTextBlockFormat bf = block(0, 0, code);
                if (!code && m_rtl)
                    bf.setLayoutDirection(Qt::RightToLeft); // cells inherit the table's direction, as in the HTML
                if (!code && !header && t.alignNumbers && ReportTable::numeric(cells.value(c)))
                    bf.setAlignment(Qt::AlignRight); // numbers at the trailing edge
                cc.setBlockFormat(bf);
                // A wide table (a comparison's ten columns) in a smaller
                // type, so no header or name breaks inside a word.
                QTextCharFormat cf = font(columns >= 8 ? 7 : 8.5, header || (!borders && c == 0));
                if (code)
                    cf.setFontFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("monospace")});
                if (header) {
                    QTextTableCellFormat hf;
                    hf.setBackground(QColor(232, 232, 232));
                    cell.setFormat(hf);
                }
                cc.insertText(cells.value(c), cf);
            }
            ++r;
        };
        if (!t.header.isEmpty())
            fill(t.header, true);
        for (int row = from; row < to; ++row)
            fill(t.rows.at(row), false);
        m_cursor.movePosition(QTextCursor::End);
    }

    void object(int index, bool keepWithNext = false)
    {
        QTextBlockFormat bf = block(mm(1), mm(0.5));
        if (keepWithNext)
            bf.setProperty(kKeepWithNext, true);
        text(QString(), bf, font(9));
        QTextCharFormat f;
        f.setObjectType(kFigureObject);
        f.setProperty(kFigureIndex, index);
        m_cursor.insertText(QString(QChar::ObjectReplacementCharacter), f);
    }

    QTextCursor &cursor() { return m_cursor; }
    int tables() const { return m_tables; }

private:
    QTextDocument &m_doc;
    QTextCursor m_cursor;
    bool m_rtl;
    bool m_first = true;
    int m_tables = 0;
    QFont m_base;
};

void build(QTextDocument &doc, const ReportDocument &report, const PdfBreaks &breaks)
{
    Builder b(doc, report.rightToLeft);
    // One edit block: the layout runs once at the end, not after every
    // inserted cell (which re-laid the whole table each time: 2.5 s for a
    // 60-row table).
    b.cursor().beginEditBlock();
    const QColor grey(70, 70, 70);
    for (int i = 0; i < report.blocks.size(); ++i) {
        const ReportBlock &block = report.blocks.at(i);
        switch (block.kind) {
        case ReportBlock::Title: b.text(block.text, b.block(0, mm(3)), b.font(19, true)); break;
        case ReportBlock::Heading: b.text(block.text, b.heading(mm(6), mm(1.5)), b.font(13.5, true)); break;
        case ReportBlock::Subheading: b.text(block.text, b.heading(mm(3), mm(0.8)), b.font(10.5, true)); break;
        case ReportBlock::Paragraph: {
            // A paragraph that introduces a picture ("Draw it: mark on the
            // lanes…") stays on the picture's page, and a question on the
            // page of the lines its answer is written on.
            QTextBlockFormat bf = b.block(mm(0.8), mm(0.8));
            const ReportBlock::Kind next = i + 1 < report.blocks.size() ? report.blocks.at(i + 1).kind : block.kind;
            if (next == ReportBlock::Figure || next == ReportBlock::AnswerSpace)
                bf.setProperty(kKeepWithNext, true);
            b.text(block.text, bf, b.font(10));
            break;
        }
        case ReportBlock::Note: b.text(block.text, b.own(mm(0.5), mm(0.5)), b.font(8.5, false, grey)); break;
        case ReportBlock::Code: {
            QTextBlockFormat bf = b.block(mm(1), mm(1), true);
            bf.setBackground(QColor(238, 238, 238));
            bf.setLeftMargin(mm(2));
            bf.setRightMargin(mm(2));
            QTextCharFormat cf = b.font(8.5);
            cf.setFontFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("monospace")});
            if (block.hang > 0) {
                // Every line is a block (insertText makes one per '\n'):
                // its wrapped rest goes on under the code, past the numbers.
                const double hang = b.advance(cf, block.hang);
                bf.setLeftMargin(bf.leftMargin() + hang);
                bf.setTextIndent(-hang);
            }
            b.text(block.text, bf, cf);
            break;
        }
        case ReportBlock::Verdict: {
            b.text(QString(), b.block(mm(3), 0), b.font(4));
            // A framed box: a word in large type, its meaning, the outcome.
            QTextFrameFormat ff;
            ff.setBorder(block.good ? 2 : 5);
            ff.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            ff.setBorderBrush(Qt::black);
            ff.setPadding(mm(3));
            ff.setTopMargin(mm(2));
            ff.setBottomMargin(mm(2));
            b.cursor().insertFrame(ff);
            QTextCursor &c = b.cursor();
            c.setBlockFormat(b.own(0, mm(1)));
            c.insertText(block.text, b.font(30, true, block.good ? QColor(0x1b, 0x5e, 0x20) : QColor(0xb7, 0x1c, 0x1c)));
            if (!block.items.isEmpty()) {
                c.insertBlock(b.own(0, mm(1)));
                c.insertText(block.items.value(0), b.font(10.5));
            }
            if (block.items.size() > 1) {
                c.insertBlock(b.own(0, 0));
                c.insertText(block.items.value(1), b.font(13, true));
            }
            b.cursor().movePosition(QTextCursor::End);
            break;
        }
        case ReportBlock::Facts: {
            ReportTable t;
            t.alignNumbers = false; // name, value pairs: every value at one edge, as in the HTML
            for (int k = 0; k + 1 < block.items.size(); k += 2)
                t.rows.append({block.items.at(k), block.items.at(k + 1).isEmpty()
                                                      ? QStringLiteral("______________________________")
                                                      : block.items.at(k + 1)});
            b.table(t, false, breaks.value(b.tables()));
            break;
        }
        case ReportBlock::Table: b.table(block.table, true, breaks.value(b.tables())); break;
        case ReportBlock::Bullets: {
            QTextListFormat lf;
            lf.setStyle(QTextListFormat::ListDisc);
            lf.setIndent(1);
            QTextList *list = nullptr;
            for (const QString &item : block.items) {
                b.text(item, b.block(mm(0.4), mm(0.4)), b.font(9.5));
                if (!list)
                    list = b.cursor().createList(lf);
                else
                    list->add(b.cursor().block());
            }
            break;
        }
        case ReportBlock::Figure:
        case ReportBlock::AnswerSpace: {
            // A picture and the legend under it share a page: the legend
            // alone at the top of the next one explains nothing in sight.
            const bool beforeLegend = block.kind == ReportBlock::Figure && i + 1 < report.blocks.size()
                && report.blocks.at(i + 1).kind == ReportBlock::Figure
                && report.blocks.at(i + 1).figure.kind == ReportFigure::Legend;
            b.object(i, beforeLegend);
            if (block.kind == ReportBlock::Figure && !block.text.isEmpty()) {
                QTextBlockFormat caption = b.own(0, mm(2));
                caption.setProperty(kCaption, true);
                if (beforeLegend)
                    caption.setProperty(kKeepWithNext, true);
                b.text(block.text, caption, b.font(8.5, false, grey));
            }
            break;
        }
        case ReportBlock::PageBreak: {
            QTextBlockFormat bf = b.block(0, 0);
            bf.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            b.text(QString(), bf, b.font(4));
            break;
        }
        }
    }
    b.cursor().endEditBlock();
}

// Where a root-level item of the laid-out document starts and how tall it
// is. A block pushed to the next page keeps its layout position; its first
// line carries the push, so a block's top is its first line's.
QRectF itemRect(QTextDocument &doc, const QTextFrame::iterator &it)
{
    if (QTextFrame *frame = it.currentFrame())
        return doc.documentLayout()->frameBoundingRect(frame);
    const QTextBlock block = it.currentBlock();
    QRectF r = doc.documentLayout()->blockBoundingRect(block);
    const QTextLayout *layout = block.layout();
    if (layout && layout->lineCount() > 0) {
        const QTextLine line = layout->lineAt(0);
        const double top = layout->position().y() + line.y();
        r.setTop(top);
        r.setHeight(qMax(r.bottom(), top + line.height()) - top);
    }
    return r;
}

bool isHeading(const QTextFrame::iterator &it)
{
    return !it.currentFrame() && it.currentBlock().blockFormat().boolProperty(kKeepWithNext);
}

bool isEmptyBlock(const QTextFrame::iterator &it)
{
    return !it.currentFrame() && it.currentBlock().text().isEmpty()
        && it.currentBlock().blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_Auto;
}

struct Page
{
    double height = 0;
    double bottomMargin = 0;
    int of(double y) const { return int(y / height); }
    double foot(int page) const { return (page + 1) * height - bottomMargin; }
};

// A heading (or a run of headings) whose next block does not start with at
// least `reserve` of itself (a few lines, a table's first rows) above the
// foot of the heading's page moves to the next page. Returns the item after
// the run of headings.
QTextFrame::iterator keepHeadingWithNext(QTextDocument &doc, QTextFrame::iterator first, const Page &page,
                                         double reserve)
{
    QTextFrame::iterator next = first;
    ++next;
    while (!next.atEnd() && (isHeading(next) || isEmptyBlock(next)))
        ++next;
    if (next.atEnd())
        return next;
    const QRectF head = itemRect(doc, first);
    QRectF body = itemRect(doc, next);
    // A picture cannot break: all of it, with its caption, or the next page.
    const bool picture = !next.currentFrame() && next.currentBlock().text() == QString(QChar::ObjectReplacementCharacter);
    if (picture) {
        QTextFrame::iterator after = next;
        ++after;
        if (!after.atEnd() && !after.currentFrame() && after.currentBlock().blockFormat().boolProperty(kCaption))
            body = body.united(itemRect(doc, after));
    }
    if (body.top() + (picture ? body.height() : qMin(body.height(), reserve)) > page.foot(page.of(head.top()))) {
        QTextCursor c(first.currentBlock());
        QTextBlockFormat f = first.currentBlock().blockFormat();
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        c.setBlockFormat(f);
    }
    return next;
}

// The text of one table row as laid out: from the top of its first line to
// the bottom of its last, over all its cells (a line pushed to the next page
// carries the push in its own position).
QRectF rowRect(QTextDocument &doc, QTextTable &table, int row)
{
    QRectF out;
    for (int c = 0; c < table.columns(); ++c) {
        const QTextTableCell cell = table.cellAt(row, c);
        if (cell.row() != row || cell.column() != c)
            continue; // spanned from another cell
        for (QTextFrame::iterator it = cell.begin(); !it.atEnd(); ++it) {
            const QTextBlock b = it.currentBlock();
            const QTextLayout *layout = b.isValid() ? b.layout() : nullptr;
            if (!layout || layout->lineCount() == 0)
                continue;
            const QRectF box = doc.documentLayout()->blockBoundingRect(b);
            const QPointF origin = box.topLeft() - layout->boundingRect().topLeft();
            for (int i = 0; i < layout->lineCount(); ++i) {
                const QRectF line = layout->lineAt(i).rect().translated(origin);
                out = out.isNull() ? line : out.united(line);
            }
        }
    }
    return out;
}

// Qt lets a cell's last lines run on into the page's bottom margin, and
// breaks a row line by line only at the paper's edge: a row is whole when it
// ends above the text's foot on the page where it starts.
bool straddles(const QRectF &row, const Page &page)
{
    return !row.isNull() && row.bottom() > page.foot(page.of(row.top())) + 1;
}

// Qt breaks a table row across pages whenever one of its cells starts above
// the page's foot: a three-line name printed one line here and two on the
// next page. The first row of `table` that straddles a break, as
// the table's row to break before (its header with it), or -1. A row taller
// than a page breaks as before.
int firstStraddlingRow(QTextDocument &doc, QTextTable &table, const Page &page)
{
    const double usable = page.height - page.bottomMargin - doc.rootFrame()->frameFormat().topMargin();
    const QTextTableFormat f = table.format();
    const int header = f.headerRowCount();
    for (int r = 0; r < table.rows(); ++r) {
        const QRectF row = rowRect(doc, table, r);
        if (straddles(row, page) && row.height() < usable * 0.9)
            return f.intProperty(kFirstRow) + qMax(0, r - header);
    }
    return -1;
}

// Page breaks a reader expects, in document order (each move lays the rest
// out again before the next item is looked at): headings stay with what
// follows them. Returns the first table row that straddles a break
// (table index and row), or {-1, -1}: tables break by building the document
// again in parts (Builder::table).
QPair<int, int> paginate(QTextDocument &doc, const Page &page, double reserve)
{
    QTextFrame *root = doc.rootFrame();
    QTextFrame::iterator it = root->begin();
    while (!it.atEnd()) {
        if (auto *table = qobject_cast<QTextTable *>(it.currentFrame())) {
            const int row = firstStraddlingRow(doc, *table, page);
            if (row >= 0)
                return {table->format().intProperty(kTableIndex), row};
            ++it;
        } else if (isHeading(it)) {
            it = keepHeadingWithNext(doc, it, page, reserve);
        } else {
            ++it;
        }
    }
    return {-1, -1};
}

} // namespace

namespace {

// The report laid out on A4 pages of `writer`, paginated, ready to paint.
class LaidOut final
{
public:
    LaidOut(const ReportDocument &report, ReportFigures &figures, QPdfWriter &writer)
        : page(writer.width(), writer.height()),
          objects(figures, report.blocks, page.width() - 2 * margin)
    {
        doc.documentLayout()->setPaintDevice(&writer);
        base = QGuiApplication::font();
        base.setPointSizeF(10);
        doc.setDefaultFont(base);
        // Lines break between words only: a narrow column grows to its longest
        // word instead of printing "Tekilleştirm|e".
        QTextOption wrap = doc.defaultTextOption();
        wrap.setWrapMode(QTextOption::WordWrap);
        doc.setDefaultTextOption(wrap);
        doc.setPageSize(page);
        doc.documentLayout()->registerHandler(kFigureObject, &objects);
        // Each straddling row found adds a break and the document is built
        // again; a break already there (a part starting on its own page that
        // still does not fit) ends the search.
        PdfBreaks breaks;
        for (int round = 0; round < 64; ++round) {
            QTextFrameFormat root = doc.rootFrame()->frameFormat();
            root.setMargin(margin);
            root.setBottomMargin(margin + mm(6));
            doc.rootFrame()->setFrameFormat(root);
            build(doc, report, breaks);
            const QPair<int, int> at = paginate(doc, pages(), mm(22));
            if (at.first < 0 || breaks.value(at.first).contains(at.second))
                break;
            breaks[at.first].insert(at.second);
            doc.clear();
        }
    }

    Page pages() const { return {page.height(), doc.rootFrame()->frameFormat().bottomMargin()}; }

    const double margin = mm(16);
    const QSizeF page;
    QTextDocument doc;
    QFont base;

private:
    FigureObject objects;
};

void setUp(QPdfWriter &writer, const QString &title)
{
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(kResolution);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Idempotency Lab"));
}

} // namespace

ReportPdf::RowPlaces ReportPdf::tableRows(const ReportDocument &report, ReportFigures &figures)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    setUp(writer, report.title);
    LaidOut laid(report, figures, writer);
    RowPlaces out;
    out.pageHeight = laid.page.height();
    out.pageFoot = laid.page.height() - laid.pages().bottomMargin;
    for (QTextFrame *frame : laid.doc.rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        for (int r = 0; r < table->rows(); ++r) {
            out.rows.append(rowRect(laid.doc, *table, r));
            out.tables.append(table->format().intProperty(kTableIndex));
        }
    }
    return out;
}

QByteArray ReportPdf::render(const ReportDocument &report, ReportFigures &figures)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    setUp(writer, report.title);
    LaidOut laid(report, figures, writer);
    QTextDocument &doc = laid.doc;
    const QSizeF page = laid.page;
    const double margin = laid.margin;
    const QFont base = laid.base;

    QPainter p(&writer);
    const int pages = doc.pageCount();
    if (qEnvironmentVariableIsSet("IDEMLAB_PDF_DEBUG"))
        qWarning("page %f x %f, doc %f x %f, textWidth %f, dpi %d", page.width(), page.height(), doc.size().width(),
                 doc.size().height(), doc.textWidth(), writer.logicalDpiX());
    QFont footer = base;
    footer.setPointSizeF(8);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        p.save();
        p.translate(0, -i * page.height());
        QAbstractTextDocumentLayout::PaintContext ctx;
        ctx.clip = QRectF(0, i * page.height(), page.width(), page.height());
        p.setClipRect(ctx.clip);
        doc.documentLayout()->draw(&p, ctx);
        p.restore();
        p.setFont(footer);
        p.setPen(QColor(80, 80, 80));
        const QRectF foot(margin, page.height() - margin, page.width() - 2 * margin, mm(6));
        p.drawText(foot, Qt::AlignVCenter | (report.rightToLeft ? Qt::AlignRight : Qt::AlignLeft),
                   QFontMetricsF(footer, &writer).elidedText(report.title, Qt::ElideRight, foot.width() * 0.75));
        p.drawText(foot, Qt::AlignVCenter | (report.rightToLeft ? Qt::AlignLeft : Qt::AlignRight),
                   QStringLiteral("%1 / %2").arg(QLocale().toString(i + 1), QLocale().toString(pages)));
    }
    p.end();
    return buffer.data();
}

} // namespace idem::ui

#include "reportpdf.moc"
