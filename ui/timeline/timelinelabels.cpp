#include "timelinelabels.h"

#include "timelinestyle.h"

#include <QPainter>
#include <QPalette>
#include <algorithm>

namespace idem::ui {

TimelineLabelPlacer::TimelineLabelPlacer(const QRectF &bounds, const QFont &font) : m_bounds(bounds), m_font(font) {}

void TimelineLabelPlacer::offer(Offer offer)
{
    if (offer.text.isEmpty() || offer.places.empty())
        return;
    // Isolates take no room: the boxes measured for the words still fit.
    offer.text = TimelineStyle::bidiSafe(offer.text);
    m_offers.push_back(std::move(offer));
}

bool TimelineLabelPlacer::free(const QRectF &rect) const
{
    // Half a pixel of slack: boxes that only touch do not cover each other.
    const QRectF inner = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    return std::none_of(m_taken.begin(), m_taken.end(), [&inner](const QRectF &r) { return r.intersects(inner); });
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
    paper.setAlpha(150);
    for (const Offer &o : m_offers) {
        const auto at = std::find_if(o.places.begin(), o.places.end(),
                                     [&](const QRectF &r) { return inside.contains(r) && free(r); });
        if (at == o.places.end())
            continue;
        const QRectF box = *at;
        m_taken.push_back(box);
        m_placed.push_back({o.kind, box, o.text, false});
        switch (o.style) {
        case Style::Boxed:
            TimelineStyle::drawLabel(p, box, o.text, o.colour, palette);
            continue;
        case Style::Paper:
            p.fillRect(box, paper);
            break;
        case Style::Plain:
            break;
        }
        p.setPen(o.colour);
        p.drawText(box, int(Qt::AlignLeft | Qt::AlignVCenter), o.text);
    }
    p.restore();
}

} // namespace idem::ui
