#include "reporthtml.h"

#include "reportfigures.h"

#include <QRegularExpression>

namespace idem::ui {

namespace {

const char kStyle[] = R"css(
body{font-family:"Noto Sans","DejaVu Sans",Tahoma,Arial,sans-serif;color:#111;background:#fff;max-width:62em;margin:2em auto;padding:0 1.2em;line-height:1.45}
h1{font-size:1.9em;margin:.2em 0 .6em}
h2{font-size:1.35em;margin:1.6em 0 .5em;border-bottom:2px solid #333;padding-bottom:.15em}
h3{font-size:1.08em;margin:1.1em 0 .3em}
p{white-space:pre-line;margin:.4em 0}
.note{color:#444;font-size:.92em}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1.2em;margin:.6em 0}
dl.facts dt{font-weight:bold}
dl.facts dd{margin:0;min-height:1.2em;border-bottom:1px dotted #999}
.verdict{border:4px solid #111;padding:.5em 1em;margin:1.2em 0}
.verdict .word{font-size:3em;font-weight:900;letter-spacing:.04em;line-height:1.1}
.verdict.good .word{color:#1b5e20}
.verdict.bad{border-style:double;border-width:8px}
.verdict.bad .word{color:#b71c1c}
.verdict .meaning{font-size:1.05em}
.verdict .outcome{font-size:1.35em;font-weight:bold;margin-top:.2em}
table{border-collapse:collapse;margin:.5em 0;font-size:.93em}
th,td{border:1px solid #999;padding:.2em .55em;text-align:start;vertical-align:top}
th{background:#eee}
td.num{text-align:end}
.id{white-space:nowrap}
h3+table{width:min(34em,100%)}
.code,code,pre{font-family:"DejaVu Sans Mono",monospace;direction:ltr;unicode-bidi:isolate}
pre{background:#f3f3f3;border:1px solid #ccc;padding:.5em .7em;white-space:pre-wrap;overflow-wrap:anywhere;text-align:left}
pre .hang{display:block}
figure{margin:.8em 0}
figure svg{width:100%;height:auto;display:block;border:0;direction:ltr;unicode-bidi:isolate}
figcaption{font-size:.9em;color:#333;margin-top:.2em}
ul li{margin:.25em 0;white-space:pre-line}
.answer{border-bottom:1px solid #777;height:2.1em}
@page{size:A4;margin:15mm}
@media print{body{max-width:none;margin:0}h2{break-after:avoid}figure,tr{break-inside:avoid}.pagebreak{break-before:page}}
)css";

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// A table cell, escaped, with its hyphenated ids (db-check-then-insert,
// order-12, consumer-2) kept on one line: a narrow column broke
// "(db-check-then-insert)" after a hyphen, and in a right-to-left table the
// pieces changed places.
QByteArray cell(const QString &s)
{
    static const QRegularExpression id(QStringLiteral("\\x{2066}?[a-z0-9]+(?:-[a-z0-9]+)+\\x{2069}?"));
    const QString escaped = esc(s);
    QString out;
    qsizetype at = 0;
    for (auto it = id.globalMatch(escaped); it.hasNext();) {
        const auto m = it.next();
        out += escaped.mid(at, m.capturedStart() - at);
        out += QStringLiteral("<span class=\"id\">") + m.captured() + QStringLiteral("</span>");
        at = m.capturedEnd();
    }
    out += escaped.mid(at);
    return out.toUtf8();
}

void table(QByteArray &out, const ReportTable &t)
{
    out += "<table>";
    if (!t.header.isEmpty()) {
        out += "<thead><tr>";
        for (const QString &h : t.header)
            out += "<th>" + esc(h).toUtf8() + "</th>";
        out += "</tr></thead>";
    }
    out += "<tbody>";
    for (const QStringList &row : t.rows) {
        out += "<tr>";
        for (int c = 0; c < row.size(); ++c) {
            const bool code = t.code.value(c);
            out += code ? "<td class=\"code\">"
                        : (t.alignNumbers && ReportTable::numeric(row.at(c)) ? "<td class=\"num\">" : "<td>");
            out += cell(row.at(c)) + "</td>";
        }
        out += "</tr>";
    }
    out += "</tbody></table>\n";
}

} // namespace

QByteArray ReportHtml::render(const ReportDocument &doc, ReportFigures &figures)
{
    // Headings, facts, notes and the verdict are the report's own words, in
    // its language: they take the document's direction (a Persian heading
    // that is one Latin term stays on the right). Paragraphs, the title and
    // list items may be a scenario's English fallback: their own direction.
    QByteArray out;
    out.reserve(64 * 1024);
    out += "<!DOCTYPE html>\n<html lang=\"" + esc(doc.language).toUtf8() + "\" dir=\""
        + (doc.rightToLeft ? "rtl" : "ltr") + "\">\n<head><meta charset=\"utf-8\"/>"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"
        + "<meta name=\"generator\" content=\"Idempotency Lab\"/>"
        + "<title>" + esc(doc.title).toUtf8() + "</title>\n<style>" + kStyle + "</style></head>\n<body>\n";
    for (const ReportBlock &b : doc.blocks) {
        const QByteArray text = esc(b.text).toUtf8();
        switch (b.kind) {
        case ReportBlock::Title: out += "<h1 dir=\"auto\">" + text + "</h1>\n"; break;
        case ReportBlock::Heading: out += "<h2>" + text + "</h2>\n"; break;
        case ReportBlock::Subheading: out += "<h3>" + text + "</h3>\n"; break;
        case ReportBlock::Paragraph: out += "<p dir=\"auto\">" + text + "</p>\n"; break;
        case ReportBlock::Note: out += "<p class=\"note\">" + text + "</p>\n"; break;
        case ReportBlock::Code: {
            if (b.hang <= 0) {
                out += "<pre>" + text + "</pre>\n";
                break;
            }
            // Each line a block of its own whose wrapped rest hangs under
            // the code, past the line numbers.
            const QByteArray hang = QByteArray::number(b.hang);
            out += "<pre>";
            for (const QString &line : b.text.split(QLatin1Char('\n')))
                out += "<span class=\"hang\" style=\"padding-left:" + hang + "ch;text-indent:-" + hang + "ch\">"
                    + esc(line).toUtf8() + "</span>";
            out += "</pre>\n";
            break;
        }
        case ReportBlock::Verdict:
            out += QByteArray("<section class=\"verdict ") + (b.good ? "good" : "bad") + "\" id=\"verdict\">"
                + "<div class=\"word\">" + text + "</div>";
            if (!b.items.isEmpty())
                out += "<div class=\"meaning\">" + esc(b.items.value(0)).toUtf8() + "</div>";
            if (b.items.size() > 1)
                out += "<div class=\"outcome\" id=\"outcome\">" + esc(b.items.value(1)).toUtf8() + "</div>";
            out += "</section>\n";
            break;
        case ReportBlock::Facts:
            out += "<dl class=\"facts\">";
            for (int i = 0; i + 1 < b.items.size(); i += 2)
                out += "<dt>" + esc(b.items.at(i)).toUtf8() + "</dt><dd>" + esc(b.items.at(i + 1)).toUtf8() + "</dd>";
            out += "</dl>\n";
            break;
        case ReportBlock::Table: table(out, b.table); break;
        case ReportBlock::Bullets:
            out += "<ul>";
            for (const QString &item : b.items)
                out += "<li dir=\"auto\">" + esc(item).toUtf8() + "</li>";
            out += "</ul>\n";
            break;
        case ReportBlock::Figure:
            out += "<figure>" + figures.svg(b.figure);
            if (!b.text.isEmpty())
                out += "<figcaption>" + text + "</figcaption>";
            out += "</figure>\n";
            break;
        case ReportBlock::AnswerSpace:
            for (int i = 0; i < b.lines; ++i)
                out += "<div class=\"answer\"></div>";
            out += "\n";
            break;
        case ReportBlock::PageBreak: out += "<div class=\"pagebreak\"></div>\n"; break;
        }
    }
    out += "</body>\n</html>\n";
    return out;
}

} // namespace idem::ui
