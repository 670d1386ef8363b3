#include "reportdocument.h"

#include "uiformat.h"

namespace idem::ui {

bool ReportTable::numeric(const QString &cell)
{
    for (const QChar c : cell) {
        // Isolates and direction marks around a number are no part of it.
        if (c.isSpace() || c.category() == QChar::Other_Format)
            continue;
        if (c.isDigit())
            return true;
        if (c != QLatin1Char('-') && c != QLatin1Char('+') && c != QChar(0x2212) && c != QLatin1Char('%')
            && c != QChar(0x066A))
            return false;
    }
    return false;
}

void ReportDocument::add(ReportBlock::Kind kind, const QString &text)
{
    ReportBlock b;
    b.kind = kind;
    // A Persian sentence that begins with a Latin word ("store در …", "publish
    // ack …") is still Persian.
    b.text = UiFormat::startOnItsSide(text);
    blocks.append(b);
}

void ReportDocument::facts(const QStringList &pairs)
{
    ReportBlock b;
    b.kind = ReportBlock::Facts;
    b.items = pairs;
    blocks.append(b);
}

void ReportDocument::table(const ReportTable &table)
{
    ReportBlock b;
    b.kind = ReportBlock::Table;
    b.table = table;
    blocks.append(b);
}

void ReportDocument::bullets(const QStringList &items)
{
    ReportBlock b;
    b.kind = ReportBlock::Bullets;
    b.items = items;
    blocks.append(b);
}

void ReportDocument::figure(const ReportFigure &figure)
{
    ReportBlock b;
    b.kind = ReportBlock::Figure;
    b.figure = figure;
    b.text = figure.caption;
    blocks.append(b);
}

} // namespace idem::ui
