#pragma once

#include "kernel/simtime.h"

#include <QColor>
#include <QFont>
#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <vector>

class QPainter;
class QPalette;

namespace idem::ui {

// One piece of text a timeline frame painted, and where: what a test (or
// a reader) can hold against every other text of the frame.
struct TimelineLabel
{
    enum Kind : quint8 { Lane, Tick, GapLength, GapEdge, Caption, Cause, Rewind, Band, Bar, Offset };
    Kind kind = Bar;
    QRectF rect;  // the text with its box, widget coordinates
    QString text; // exactly what was painted
    bool elided = false;
    // Over the lanes: the moment the words belong to (the redelivery or
    // duplicate a cause label explains, the start of a bar or band, a
    // rebalance); the playhead dims a label all or nothing by it.
    SimTime at = kNever;
    QColor colour; // of the words, as painted
    int arrows = -1; // the arrows it names (TimelineArrowShape::group), -1: none
};

// An arrow drawn over the lanes (a cause arrow, a Kafka rewind; or the line
// the playhead rests on at the run's end), as the placer keeps words off it: the stroked shaft as a polyline `width` wide,
// and the filled head. Only a label of the same group (the arrow's own, or
// the one a fan of alike arrows shares) may lie on the shaft; no label lies
// on a head.
struct TimelineArrowShape
{
    QPolygonF shaft;
    QPolygonF head;
    qreal width = 2;
    int group = -1;
    // Whether `rect` covers part of the shaft (widened by half the pen) or
    // the head.
    bool coversShaft(const QRectF &rect) const;
    bool coversHead(const QRectF &rect) const;
};

// Places the texts written over the lanes so that none covers another.
// Each is offered with a priority and the places it may go, best first;
// place() takes them highest priority first (in offer order within one),
// puts each at its first place that is inside the plot and still free, and
// leaves out those that fit nowhere: where the picture is crowded the least
// important words give way (zooming in brings them back), and no text is
// ever drawn over another or cut short. Arrows are obstacles too: no word
// covers an arrow's head, nor the shaft of an arrow it does not name.
class TimelineLabelPlacer final
{
public:
    enum class Style : quint8 {
        Plain, // text only
        Paper, // on a faint paper fill (inside a bar)
        Boxed  // in a rounded box edged with the colour (arrows, rewinds)
    };
    struct Offer
    {
        TimelineLabel::Kind kind = TimelineLabel::Bar;
        QString text;
        std::vector<QRectF> places;
        int priority = 0;
        Style style = Style::Plain;
        QColor colour; // the text's (Plain, Paper) or the box edge's (Boxed)
        SimTime at = kNever; // see TimelineLabel::at
        int arrows = -1;     // the group of the arrows it names: it may lie on their shafts
        // Fewer words for where no place above holds `text` (a crowded lane
        // still says the mechanism and its number), and their places.
        QString shortText;
        std::vector<QRectF> shortPlaces;
    };

    // Priorities, most important first.
    static constexpr int kSelectedCause = 90;
    static constexpr int kRewind = 80;
    static constexpr int kSessionTimeout = 75; // why a Kafka partition sat still
    static constexpr int kCause = 70;
    static constexpr int kBand = 60;
    static constexpr int kNotableBar = 50;
    static constexpr int kBar = 40;
    static constexpr int kOffset = 30;

    TimelineLabelPlacer(const QRectF &bounds, const QFont &font);

    const QFont &font() const { return m_font; }
    void offer(Offer offer);
    // Room taken by text painted elsewhere (the follow caption).
    void block(const QRectF &rect) { m_taken.push_back(rect); }
    // A new group of arrows that share one label (TimelineArrowShape::group).
    int newArrowGroup() { return m_groups++; }
    // An arrow painted over the lanes, which no word may cover.
    void avoid(TimelineArrowShape arrow);
    const std::vector<TimelineArrowShape> &arrows() const { return m_arrows; }
    // Places what was offered and paints it; placed() then lists it.
    void paint(QPainter &p, const QPalette &palette);
    const std::vector<TimelineLabel> &placed() const { return m_placed; }

private:
    bool free(const QRectF &rect, int arrows) const;

    QRectF m_bounds;
    QFont m_font;
    std::vector<Offer> m_offers;
    std::vector<QRectF> m_taken;
    std::vector<TimelineArrowShape> m_arrows;
    std::vector<QRectF> m_arrowBounds; // of each arrow, widened: most labels are far from most arrows
    int m_groups = 0;
    std::vector<TimelineLabel> m_placed;
};

} // namespace idem::ui
