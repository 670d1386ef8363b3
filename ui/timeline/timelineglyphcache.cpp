#include "timelineglyphcache.h"

#include "timelinestyle.h"

#include <QPaintDevice>
#include <QPainter>
#include <cmath>

namespace idem::ui {

void TimelineGlyphCache::rebuild(qreal r, qreal dpr, const QColor &background)
{
    m_radius = r;
    m_ratio = dpr;
    m_background = background;
    // The largest glyph (the duplicate's star) reaches 1.35 r plus its outline.
    m_side = int(std::ceil(r * 3.0)) + 4;
    if (m_side % 2 == 0)
        ++m_side;
    const int pixels = int(std::ceil(m_side * dpr));
    for (int m = 0; m < kMarkCount; ++m) {
        QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing, true);
        TimelineStyle::drawGlyph(p, Mark(m), QPointF(m_side / 2.0, m_side / 2.0), r, background);
        p.end();
        m_images[std::size_t(m)] = image;
    }
}

void TimelineGlyphCache::draw(QPainter &p, Mark mark, const QPointF &c, qreal r, const QColor &background)
{
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    if (!qFuzzyCompare(r, m_radius) || !qFuzzyCompare(dpr, m_ratio) || background != m_background)
        rebuild(r, dpr, background);
    const QPointF topLeft(std::round(c.x() - m_side / 2.0), std::round(c.y() - m_side / 2.0));
    p.drawImage(topLeft, m_images[std::size_t(mark)]);
}

} // namespace idem::ui
