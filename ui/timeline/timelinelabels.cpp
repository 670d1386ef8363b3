#include "timelinelabels.h"

#include "timelinestyle.h"

#include <QPainter>
#include <QPalette>
#include <algorithm>

namespace idem::ui {

namespace {
// Whether the segment a-b passes through `r` (Liang-Barsky clipping).
bool segmentCrosses(const QPointF &a, const QPointF &b, const QRectF &r)
{
    double t0 = 0;
    double t1 = 1;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const auto clip = [&t0, &t1](double p, double q) {
        if (p == 0)
            return q >= 0;
        const double t = q / p;
        if (p < 0)
            t0 = qMax(t0, t);
        else
            t1 = qMin(t1, t);
        return t0 <= t1;
    };
    return clip(-dx, a.x() - r.left()) && clip(dx, r.right() - a.x()) && clip(-dy, a.y() - r.top())
        && clip(dy, r.bottom() - a.y());
}

bool polylineCrosses(const QPolygonF &line, const QRectF &r)
{
    if (line.size() == 1)
        return r.contains(line.first());
    for (qsizetype i = 1; i < line.size(); ++i) {
        if (segmentCrosses(line.at(i - 1), line.at(i), r))
            return true;
    }
    return false;
}
} // namespace

bool TimelineArrowShape::coversShaft(const QRectF &rect) const
{
    const qreal w = width / 2;
    return polylineCrosses(shaft, rect.adjusted(-w, -w, w, w));
}

bool TimelineArrowShape::coversHead(const QRectF &rect) const
{
    if (head.size() < 3)
        return false;
    // The head is filled and edged with a one pixel pen; a box smaller
    // than the head and inside it covers it too.
    const QRectF edged = rect.adjusted(-0.5, -0.5, 0.5, 0.5);
    return polylineCrosses(head, edged) || segmentCrosses(head.last(), head.first(), edged)
        || head.containsPoint(rect.center(), Qt::OddEvenFill);
}

TimelineLabelPlacer::TimelineLabelPlacer(const QRectF &bounds, const QFont &font) : m_bounds(bounds), m_font(font) {}

void TimelineLabelPlacer::offer(Offer offer)
{
    if (offer.text.isEmpty() || offer.places.empty())
        return;
    // Isolates take no room: the boxes measured for the words still fit.
    offer.text = TimelineStyle::bidiSafe(offer.text);
    if (!offer.shortText.isEmpty())
        offer.shortText = TimelineStyle::bidiSafe(offer.shortText);
    m_offers.push_back(std::move(offer));
}

void TimelineLabelPlacer::avoid(TimelineArrowShape arrow)
{
    if (arrow.shaft.isEmpty() && arrow.head.isEmpty())
        return;
    const qreal w = arrow.width / 2 + 1;
    m_arrowBounds.push_back(arrow.shaft.boundingRect().united(arrow.head.boundingRect()).adjusted(-w, -w, w, w));
    m_arrows.push_back(std::move(arrow));
}

bool TimelineLabelPlacer::free(const QRectF &rect, int arrows) const
{
    // Half a pixel of slack: boxes that only touch do not cover each other.
    const QRectF inner = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    if (std::any_of(m_taken.begin(), m_taken.end(), [&inner](const QRectF &r) { return r.intersects(inner); }))
        return false;
    for (std::size_t i = 0; i < m_arrows.size(); ++i) {
        if (!m_arrowBounds[i].intersects(inner))
            continue;
        const TimelineArrowShape &a = m_arrows[i];
        if (a.coversHead(inner) || ((arrows < 0 || a.group != arrows) && a.coversShaft(inner)))
            return false;
    }
    return true;
}

void TimelineLabelPlacer::paint(QPainter &p, const QPalette &palette)
{
    std::stable_sort(m_offers.begin(), m_offers.end(),
                     [](const Offer &a, const Offer &b) { return a.priority > b.priority; });
    const QRectF inside = m_bounds.adjusted(-0.5, -0.5, 0.5, 0.5);
    p.save();
    p.setFont(m_font);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    QColor paper = palette.color(QPalette::Base);
    // Lines behind the words (an offset step, a lane edge) show only faintly.
    paper.setAlpha(215);
    const auto place = [&](const std::vector<QRectF> &places, int arrows) {
        return std::find_if(places.begin(), places.end(),
                            [&](const QRectF &r) { return inside.contains(r) && free(r, arrows); });
    };
    for (const Offer &o : m_offers) {
        const QString *text = &o.text;
        auto at = place(o.places, o.arrows);
        if (at == o.places.end() && !o.shortText.isEmpty()) {
            at = place(o.shortPlaces, o.arrows);
            if (at == o.shortPlaces.end())
                continue;
            text = &o.shortText;
        } else if (at == o.places.end()) {
            continue;
        }
        const QRectF box = *at;
        m_taken.push_back(box);
        m_placed.push_back({o.kind, box, *text, false, o.at,
                            o.style == Style::Boxed ? palette.color(QPalette::Text) : o.colour, o.arrows});
        switch (o.style) {
        case Style::Boxed:
            TimelineStyle::drawLabel(p, box, *text, o.colour, palette);
            continue;
        case Style::Paper:
            p.fillRect(box, paper);
            break;
        case Style::Plain:
            break;
        }
        p.setPen(o.colour);
        p.drawText(box, int(Qt::AlignLeft | Qt::AlignVCenter), *text);
    }
    p.restore();
}

} // namespace idem::ui
