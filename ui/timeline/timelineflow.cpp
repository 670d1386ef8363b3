#include "timelineflow.h"

#include "timelinestyle.h"

#include <QPainter>

namespace idem::ui {

TimelineFlow::TimelineFlow(const TimelineIndex &index, const TimelineLayout &layout, const MessageHistory *history,
                           qreal inset)
    : m_index(index), m_layout(layout), m_history(history), m_inset(inset)
{
}

QPointF TimelineFlow::at(quint32 record, int row) const
{
    return QPointF(m_layout.xForTime(double(m_index.timeOf(record))), m_layout.rowCenter(row));
}

int TimelineFlow::sourceOf(quint32 delivery) const
{
    if (!m_history)
        return -1;
    const int h = m_history->handlingOf(*m_index.trace(), delivery);
    if (h < 0 || m_history->handlings()[std::size_t(h)].deliver != qint32(delivery))
        return -1;
    return m_history->handlings()[std::size_t(h)].source;
}

int TimelineFlow::brokerAnswerTo(quint32 publish) const
{
    if (!m_history)
        return -1;
    const int p = m_history->publishOf(m_index.trace()->at(publish).message, publish);
    return p >= 0 && m_history->publishes()[std::size_t(p)].record == publish ? m_history->publishes()[std::size_t(p)].answer
                                                                              : -1;
}

void TimelineFlow::paintArrows(QPainter &p, const std::vector<quint32> &records, bool followed) const
{
    const Trace &trace = *m_index.trace();
    const int producer = m_index.rowOfActor(ActorProducer);
    const qreal head = followed ? 7 : 5;
    p.setPen(TimelineStyle::flowPen(followed));
    for (quint32 i : records) {
        const TraceRecord &r = trace.at(i);
        if (r.kind() == TraceKind::PublishAttempt) {
            const int answer = brokerAnswerTo(i);
            if (answer >= 0)
                TimelineStyle::drawArrow(p, at(i, producer), at(quint32(answer), m_index.rowOfRecord(answer)), head, m_inset);
        } else if (r.kind() == TraceKind::Deliver) {
            const int source = sourceOf(i);
            const int row = m_index.rowOfActor(r.actor());
            if (source >= 0 && row >= 0)
                TimelineStyle::drawArrow(p, at(quint32(source), m_index.rowOfRecord(source)), at(i, row), head, m_inset);
        }
    }
}

void TimelineFlow::paintMessage(QPainter &p, int logical) const
{
    const quint32 *begin = m_index.messageBegin(logical);
    const quint32 *end = m_index.messageEnd(logical);
    if (!begin)
        return;
    const Trace &trace = *m_index.trace();
    const int producer = m_index.rowOfActor(ActorProducer);
    const int broker = m_index.brokerRowOf(quint32(logical));
    std::vector<quint32> records;
    for (const quint32 *it = begin; it != end; ++it) {
        if (TimelineMarks::markOf(trace.at(*it)) != Mark::None)
            records.push_back(*it);
    }
    paintArrows(p, records, true);
    for (quint32 i : records) {
        const TraceRecord &r = trace.at(i);
        const int own = m_index.rowOfActor(r.actor());
        const int shown = m_index.rowOfRecord(int(i));
        if (r.isConsumer() && own >= 0 && shown != own) {
            // A consumer's step in the store or the cache: a thin connector.
            QPen pen = TimelineStyle::flowPen(true);
            pen.setWidthF(1);
            pen.setStyle(Qt::DotLine);
            p.setPen(pen);
            p.drawLine(at(i, own), at(i, shown));
        } else if (r.kind() == TraceKind::AckSent && own >= 0) {
            p.setPen(TimelineStyle::flowPen(true));
            TimelineStyle::drawArrow(p, at(i, own), at(i, broker), 6, m_inset);
        } else if ((r.kind() == TraceKind::AckLost && own >= 0) || r.kind() == TraceKind::PublishAckLost) {
            // An ack that never arrives: half an arrow, cut with a cross.
            const bool publishSide = r.kind() == TraceKind::PublishAckLost;
            const QPointF from = publishSide ? at(i, broker) : at(i, own);
            const QPointF to = publishSide ? at(i, producer) : at(i, broker);
            const QPointF mid = (from + to) / 2;
            p.setPen(TimelineStyle::lostAckPen());
            p.drawLine(from + (mid - from) * (m_inset / qMax(1.0, QLineF(from, mid).length())), mid);
            const qreal s = 4;
            p.drawLine(mid + QPointF(-s, -s), mid + QPointF(s, s));
            p.drawLine(mid + QPointF(s, -s), mid + QPointF(-s, s));
        }
    }
}

} // namespace idem::ui
