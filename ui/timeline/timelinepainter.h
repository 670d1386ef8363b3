#pragma once

#include "timelinebinner.h"
#include "timelinelabels.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QPalette>
#include <QRectF>
#include <QRegion>

class QFontMetricsF;
class QPainter;

namespace idem {
class MessageHistory;
}

namespace idem::ui {

class TimelineCauses;
class TimelineGlyphCache;

// What a frame shows besides the run itself, and where things go.
struct TimelineFrame
{
    QRectF widget;
    QRectF ruler;  // above the lanes, same x extent as the plot
    QRectF labels; // lane names: left, or right in right-to-left layouts
    QRectF plot;   // the lanes
    int selected = -1;
    int followed = -1;
    SimTime playhead = kNever;
    bool rightToLeft = false;
    bool focused = false; // draws a focus cue
    // Spans and cause arrows; null draws points only.
    const TimelineCauses *causes = nullptr;
    bool allCauses = false; // every cause arrow, not only those of `focus`
    int focus = -1;         // the message whose causes are drawn; -1: every duplicated or caught one
    // When set, receives every text the frame painted (lane names, ruler,
    // caption, the labels over the lanes) with its box.
    std::vector<TimelineLabel> *painted = nullptr;
    // When set, receives the arrows the words over the lanes were kept off.
    std::vector<TimelineArrowShape> *paintedArrows = nullptr;
};

// What paintLayer worked out that paintOverlay draws: the follow caption
// (drawn over the playhead's dimming, so it stays readable), and where the
// words over the lanes went, which the playhead dims whole or not at all.
struct TimelineLayerResult
{
    QRectF captionBox;
    QString caption;
    std::vector<TimelineLabel> labels;
};

// Paints one frame of the timeline from the index: O(pixels + visible
// marks), never O(records). Stateless between frames (a view may keep the
// layer, see paintLayer).
class TimelinePainter final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::TimelinePainter)
public:
    // Arrows for every message on screen once no more than this many
    // deliveries and publishes are drawn one by one.
    static constexpr int kMaxFlowArrows = 400;

    // `glyphs` may be null: every glyph is then drawn with QPainter (slow
    // for thousands, fine for a screenshot).
    TimelinePainter(const TimelineIndex &index, const TimelineLayout &layout, const QPalette &palette,
                    const QFont &font, const QLocale &locale, TimelineGlyphCache *glyphs = nullptr);

    // paintLayer then paintOverlay.
    void paint(QPainter &p, const TimelineFrame &frame) const;
    // Everything but the playhead, the selection ring and the follow
    // caption: what does not change while a run plays, so a view can keep
    // it (frame.playhead is not read).
    TimelineLayerResult paintLayer(QPainter &p, const TimelineFrame &frame) const;
    // Over a painted layer: the playhead (dimming what comes after it), the
    // selection ring and the follow caption (worked out by paintLayer).
    void paintOverlay(QPainter &p, const TimelineFrame &frame, const TimelineLayerResult &layer) const;
    qreal glyphRadius() const;
    static const MessageHistory *historyOf(const TimelineFrame &frame);
    // What the playhead dims over a layer whose words over the lanes are
    // `labels` (TimelineLayerResult::labels): the lanes after it, and each
    // label whole by its moment.
    QRegion dimmedRegion(const TimelineFrame &frame, const std::vector<TimelineLabel> &labels) const;

private:
    void paintLanes(QPainter &p, const TimelineFrame &frame) const;
    void paintGrid(QPainter &p, const TimelineFrame &frame) const;
    void paintGaps(QPainter &p, const TimelineFrame &frame) const;
    void paintSpans(QPainter &p, const TimelineFrame &frame) const;
    void paintLines(QPainter &p, const TimelineFrame &frame) const;
    // The lanes' marks: density bins, flow arrows between lanes, glyphs.
    void paintMarks(QPainter &p, const TimelineFrame &frame, int firstRow, int lastRow) const;
    void paintBins(QPainter &p, const std::vector<TimelineBin> &bins) const;
    void paintGlyphs(QPainter &p, std::vector<TimelineGlyph> &glyphs) const;
    void paintFollowed(QPainter &p, const TimelineFrame &frame) const;
    QRectF followCaptionRect(const TimelineFrame &frame, QString *caption) const;
    // The box and words followCaptionRect worked out for this frame.
    void paintFollowCaption(QPainter &p, const QRectF &box, const QString &caption) const;
    void paintPlayhead(QPainter &p, const TimelineFrame &frame, const std::vector<TimelineLabel> &labels) const;
    void paintSelection(QPainter &p, const TimelineFrame &frame) const;
    void paintRuler(QPainter &p, const TimelineFrame &frame, std::vector<TimelineLabel> *painted) const;
    // paintRuler's cuts: each one's length in a pill, with the cut it names
    // (as drawn), then the times on both sides of each. What the axis has
    // written so far keeps it in time order and its words apart.
    struct GapPill
    {
        QRectF box;
        const TimelineLayout::Segment *cut;
    };
    struct AxisWords
    {
        struct Written
        {
            double x;
            SimTime t;
            QString text;
        };
        std::vector<QRectF> taken;
        std::vector<Written> written;
        bool covers(const QRectF &box) const;
        bool inOrder(double x, SimTime t, const QString &text) const;
    };
    std::vector<GapPill> paintGapLengths(QPainter &p, const TimelineFrame &frame, const QFontMetricsF &fm,
                                         std::vector<TimelineLabel> *painted) const;
    void paintGapEdges(QPainter &p, const TimelineFrame &frame, const QFontMetricsF &fm,
                       const std::vector<GapPill> &pills, SimTime step, AxisWords &axis,
                       std::vector<TimelineLabel> *painted) const;
    void paintLabels(QPainter &p, const TimelineFrame &frame, std::vector<TimelineLabel> *painted) const;
    void paintEmpty(QPainter &p, const TimelineFrame &frame) const;
    int firstVisibleRow() const;
    int lastVisibleRow(const TimelineFrame &frame) const;

    const TimelineIndex &m_index;
    const TimelineLayout &m_layout;
    const QPalette &m_palette;
    QFont m_font;
    QLocale m_locale;
    TimelineGlyphCache *m_glyphs = nullptr;
};

} // namespace idem::ui
