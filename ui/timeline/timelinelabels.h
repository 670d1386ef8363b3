#pragma once

#include <QColor>
#include <QFont>
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
};

// Places the texts written over the lanes so that none covers another.
// Each is offered with a priority and the places it may go, best first;
// place() takes them highest priority first (in offer order within one),
// puts each at its first place that is inside the plot and still free, and
// leaves out those that fit nowhere: where the picture is crowded the least
// important words give way (zooming in brings them back), and no text is
// ever drawn over another or cut short.
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
        QColor colour; // the text's (Plain) or the box edge's (Boxed)
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
    // Places what was offered and paints it; placed() then lists it.
    void paint(QPainter &p, const QPalette &palette);
    const std::vector<TimelineLabel> &placed() const { return m_placed; }

private:
    bool free(const QRectF &rect) const;

    QRectF m_bounds;
    QFont m_font;
    std::vector<Offer> m_offers;
    std::vector<QRectF> m_taken;
    std::vector<TimelineLabel> m_placed;
};

} // namespace idem::ui
