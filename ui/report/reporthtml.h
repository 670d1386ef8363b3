#pragma once

#include "reportdocument.h"

#include <QByteArray>

namespace idem::ui {

class ReportFigures;

// Renders a report document as one self-contained HTML file: inline CSS,
// pictures as inline SVG, no script, no link, nothing from the network.
// Every text is escaped; the document's language sets lang and dir.
class ReportHtml final
{
public:
    static QByteArray render(const ReportDocument &doc, ReportFigures &figures);

    ReportHtml() = delete;
};

} // namespace idem::ui
