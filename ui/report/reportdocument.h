#pragma once

#include "kernel/simtime.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace idem {
struct ComparisonReport;
struct RunResult;
struct SweepReport;
} // namespace idem

namespace idem::ui {

// A picture in a report, painted by ReportFigures into SVG (HTML) or
// straight into the PDF (vector either way).
struct ReportFigure
{
    enum Kind { Timeline, EmptyTimeline, Legend, OutcomeBars, DuplicateCurves, SweepLines };
    Kind kind = Timeline;
    const RunResult *run = nullptr;
    const ComparisonReport *comparison = nullptr;
    const SweepReport *sweep = nullptr;
    SimTime from = 0;    // Timeline: the time range shown
    SimTime to = 0;
    SimTime axisEnd = 0; // Timeline: > 0 draws [0, axisEnd] uncompressed, to align runs
    // Legend: lists what the timelines of `run` (or of every run in
    // `comparison`) draw; with forDrawing, what a student may draw on an
    // empty frame of `run`'s scenario. Neither run: every entry.
    bool forDrawing = false;
    double width = 1000; // in CSS pixels; the PDF scales to the page
    // Timelines and their legends: the page's text (A4 less 16 mm margins,
    // 178 mm) is about this wide in CSS pixels, so a timeline prints near
    // 1:1 and its smallest labels (0.82 of the 12 px figure font) at 7 pt or
    // more. At 1000 px they printed at 5 pt.
    static constexpr double kTimelineWidth = 680;
    double height = 240;
    QString caption;
};

struct ReportTable
{
    QStringList header;
    QVector<QStringList> rows;
    QVector<bool> code; // per column: ids, hashes, SQL — kept Latin, left to right
    // Numbers at the trailing edge. Off for a list of settings, whose values
    // (a broker's name, a count, a duration) read best all at one edge.
    bool alignNumbers = true;

    // A quantity — a count, a duration, a percentage, "2 / 0" — starts with
    // a digit (a sign or per cent sign before it at most): a cell both
    // renderers align as a number.
    static bool numeric(const QString &cell);
};

// A report as a reader sees it, in the chosen language: a flat list of
// blocks of plain text (never markup: the renderers escape everything).
struct ReportBlock
{
    enum Kind { Title, Heading, Subheading, Paragraph, Note, Verdict, Facts, Table, Code, Bullets, Figure,
                AnswerSpace, PageBreak };
    Kind kind = Paragraph;
    QString text;
    bool good = true;       // Verdict: valid or not
    QStringList items;      // Bullets; Facts as name, value pairs
    ReportTable table;
    ReportFigure figure;
    int lines = 0;          // AnswerSpace: ruled lines to write on
    // Code: a line too long for the page goes on this many characters in,
    // under its code and not under the line numbers before it (a listing).
    int hang = 0;
};

struct ReportDocument
{
    QString title;
    QString language;       // BCP 47, e.g. "fa"
    bool rightToLeft = false;
    QVector<ReportBlock> blocks;

    void add(ReportBlock::Kind kind, const QString &text);
    void heading(const QString &text) { add(ReportBlock::Heading, text); }
    void paragraph(const QString &text) { add(ReportBlock::Paragraph, text); }
    void facts(const QStringList &pairs);
    void table(const ReportTable &table);
    void bullets(const QStringList &items);
    void figure(const ReportFigure &figure);
};

} // namespace idem::ui
