#include "reportdocument.h"

namespace idem::ui {

bool ReportTable::numeric(const QString &cell)
{
    bool any = false;
    for (const QChar c : cell) {
        if (c.isDigit())
            any = true;
        else if (c.isLetter())
            return false;
    }
    return any;
}

void ReportDocument::add(ReportBlock::Kind kind, const QString &text)
{
    ReportBlock b;
    b.kind = kind;
    b.text = text;
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
