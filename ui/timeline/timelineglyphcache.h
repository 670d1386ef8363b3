#pragma once

#include "timelinemarks.h"

#include <QColor>
#include <QImage>
#include <array>

class QPainter;
class QPointF;

namespace idem::ui {

// Each mark's glyph rendered once into an image and then blitted: an
// antialiased star or ring costs tens of microseconds through QPainter's
// stroker, a blit about one. Rebuilt when the radius, the pixel ratio or
// the lane's colour changes. Not thread-safe; one per view.
class TimelineGlyphCache final
{
    Q_DISABLE_COPY_MOVE(TimelineGlyphCache)
public:
    TimelineGlyphCache() = default;

    // Draws `mark` centred on `c` (snapped to the pixel grid), on `background`.
    void draw(QPainter &p, Mark mark, const QPointF &c, qreal r, const QColor &background);

private:
    void rebuild(qreal r, qreal dpr, const QColor &background);

    qreal m_radius = -1;
    qreal m_ratio = -1;
    int m_side = 0; // logical pixels
    QColor m_background;
    std::array<QImage, kMarkCount> m_images;
};

} // namespace idem::ui
