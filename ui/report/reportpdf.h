#pragma once

#include "report/reportdocument.h"

#include <QByteArray>
#include <QString>

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

    ReportPdf() = delete;
};

} // namespace idem::ui
