#pragma once

#include "reportdocument.h"
#include "timeline/timelineindex.h"
#include "timeline/timelinelegend.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QRectF>
#include <map>
#include <memory>
#include <vector>

class QPainter;

namespace idem::ui {

// Paints a report's pictures with QPainter: the run's timeline through the
// window's own TimelinePainter (with its bars and cause arrows, for a run of
// up to 20 000 records), the legend of what those pictures draw with the
// window's legend samples, and the report charts. Keeps one timeline index
// per run, so an overview and a close-up cost one build. Needs a
// QApplication (the legend's names come from the window's widget).
class ReportFigures final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::ReportFigures)
    Q_DISABLE_COPY_MOVE(ReportFigures)
public:
    ReportFigures();
    ~ReportFigures();

    // Paints `figure` scaled into `rect`.
    void paint(QPainter &p, const QRectF &rect, const ReportFigure &figure);
    // The figure as an SVG document (no XML prolog, sized by viewBox).
    QByteArray svg(const ReportFigure &figure);
    // The height the figure wants for its width (the legend wraps).
    double height(const ReportFigure &figure);
    // The idle gaps a timeline of `run` squeezes (TimelineGapRule: none for
    // a run that reads well linear).
    const std::vector<TimelineGap> &squeezedGaps(const RunResult &run);

    // The part of a run worth a close-up: around the first violation, or
    // else the first notable event; false when nothing stands out.
    static bool interestingRange(const RunResult &run, SimTime *from, SimTime *to);
    // Reads the window's legend entries (a widget: GUI thread only) for
    // figures painted later on a worker thread, in the current language.
    static void prepareLegend();

private:
    struct RunPicture;
    const RunPicture &pictureOf(const RunResult &run);
    void paintTimeline(QPainter &p, const QRectF &rect, const ReportFigure &figure);
    void paintEmptyTimeline(QPainter &p, const QRectF &rect, const ReportFigure &figure);
    // The legend's entries for `figure`, in the order the window lists them.
    std::vector<const TimelineLegend::Entry *> legendShown(const ReportFigure &figure);
    void paintLegend(QPainter &p, const QRectF &rect, const ReportFigure &figure);
    void paintOutcomes(QPainter &p, const QRectF &rect, const ReportFigure &figure);
    void paintDuplicateCurves(QPainter &p, const QRectF &rect, const ReportFigure &figure);
    void paintSweep(QPainter &p, const QRectF &rect, const ReportFigure &figure);

    std::map<const RunResult *, std::unique_ptr<RunPicture>> m_pictures;
};

} // namespace idem::ui
