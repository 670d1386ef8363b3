#pragma once

#include "timelinebinner.h"

#include <QPointF>

namespace idem::ui {

// Which record is under a point, answered from the same bins the painter
// draws, so whatever a user sees is what a click selects. Pure; no widget.
class TimelineHitTest final
{
public:
    static constexpr double kRadius = 7;

    TimelineHitTest(const TimelineIndex &index, const TimelineLayout &layout);

    // The record drawn at widget position `pos`, or -1. The records of the
    // followed message (logical index, -1 = none) are on top of the rest.
    int recordAt(const QPointF &pos, int followed = -1) const;
    // The centre of a record's mark: its time on its lane. False when the
    // record has no lane (an index out of range).
    bool positionOf(int record, QPointF *pos) const;

private:
    const TimelineIndex &m_index;
    const TimelineLayout &m_layout;
};

} // namespace idem::ui
