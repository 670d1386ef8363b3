#pragma once

#include "analysis/runanalysis.h"
#include "timelineindex.h"
#include "timelinelayout.h"

#include <QPointF>

class QPainter;

namespace idem::ui {

// The arrows that follow a message across lanes: publish → broker,
// broker → consumer (first delivery or redelivery), and for a followed
// message also consumer → store/cache and the acks back to the broker.
class TimelineFlow final
{
public:
    // `inset`: how far arrows stop short of the marks they join (their radius).
    // Where each copy came from is the run's message history; without one
    // (a frame that draws points only) no arrow is drawn.
    TimelineFlow(const TimelineIndex &index, const TimelineLayout &layout, const MessageHistory *history,
                 qreal inset = 0);

    // Arrows into the deliveries and out of the publishes among `records`
    // (those drawn on screen).
    void paintArrows(QPainter &p, const std::vector<quint32> &records, bool followed) const;
    // Every arrow of one logical event.
    void paintMessage(QPainter &p, int logical) const;

    // The broker record a delivery came from (its enqueue or its requeue),
    // or -1, as the message history found it. Public for tests.
    int sourceOf(quint32 delivery) const;
    // The broker's answer to a publish attempt (enqueued or deduplicated), or -1.
    int brokerAnswerTo(quint32 publish) const;

private:
    QPointF at(quint32 record, int row) const;

    const TimelineIndex &m_index;
    const TimelineLayout &m_layout;
    const MessageHistory *m_history = nullptr;
    qreal m_inset = 0;
};

} // namespace idem::ui
