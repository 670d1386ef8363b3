#pragma once

#include "report/reportdocument.h"

#include <QByteArray>
#include <QRectF>
#include <QString>
#include <QVector>

namespace idem::ui {

class ReportFigures;

// Renders a report document to an A4 PDF: a QTextDocument laid out on the
// page (paginated, selectable text, page numbers), the pictures painted by
// ReportFigures straight into the PDF so they stay vector. Black and white
// readable: the verdict is a word in a frame, charts use patterns.
class ReportPdf final
{
public:
    static QByteArray render(const ReportDocument &doc, ReportFigures &figures);

    // Where render() puts every table row, in the layout's units (page n
    // spans [n, n + 1) × pageHeight; text ends at pageFoot on each page):
    // each row's text from its first line's top to its last line's bottom.
    struct RowPlaces
    {
        double pageHeight = 0;
        double pageFoot = 0;
        QVector<QRectF> rows;
        QVector<int> tables; // per row: which of the report's tables (0, 1, … in document order)
    };
    static RowPlaces tableRows(const ReportDocument &doc, ReportFigures &figures);

    ReportPdf() = delete;
};

} // namespace idem::ui
