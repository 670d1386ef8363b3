#include "timelinelegend.h"

#include "timelinestyle.h"
#include "timelinetext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

namespace idem::ui {

namespace {
constexpr int kMargin = 6;
constexpr int kSampleWidth = 30;
constexpr int kSpacing = 6;
} // namespace

TimelineLegend::TimelineLegend(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Timeline legend"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    rebuild();
}

void TimelineLegend::rebuild()
{
    m_entries.clear();
    int count = 0;
    const Mark *order = TimelineMarks::legendOrder(&count);
    for (int i = 0; i < count; ++i)
        m_entries.append({Sample::Glyph, order[i], TimelineText::markName(order[i]), TimelineText::markHint(order[i])});
    m_entries.append({Sample::Offline, Mark::None, tr("Consumer offline"),
                      tr("Crashed and not yet restarted, left the group, or not yet joined.")});
    m_entries.append({Sample::Flow, Mark::None, tr("Message flow"),
                      tr("Follows a message from the producer through the broker to a consumer. "
                         "Double-click a mark to follow its message.")});
    m_entries.append({Sample::Density, Mark::None, tr("Many events"),
                      tr("Too many events to draw one by one: the bar's height grows with their "
                         "number; the most severe one keeps its mark. Zoom in to see each.")});
    m_entries.append({Sample::IdleGap, Mark::None, tr("Idle time, compressed"),
                      tr("A long stretch in which nothing happened, squeezed to save room.")});
    m_entries.append({Sample::Playhead, Mark::None, tr("Playhead"),
                      tr("Replay position; what comes after it is dimmed. Click the ruler to move it.")});

    const QFontMetrics fm(font());
    int widest = 0;
    for (const Entry &e : std::as_const(m_entries))
        widest = qMax(widest, fm.horizontalAdvance(e.name));
    m_itemWidth = kSampleWidth + kSpacing + widest + 2 * kSpacing;
    m_rowHeight = qMax(fm.height(), 16) + 6;
    updateGeometry();
    update();
}

int TimelineLegend::columnCount(int width) const
{
    return qMax(1, (width - 2 * kMargin) / m_itemWidth);
}

int TimelineLegend::heightForWidth(int width) const
{
    const int columns = columnCount(width);
    const int rows = (int(m_entries.size()) + columns - 1) / columns;
    return rows * m_rowHeight + 2 * kMargin;
}

QSize TimelineLegend::sizeHint() const
{
    const int width = 4 * m_itemWidth + 2 * kMargin;
    return {width, heightForWidth(width)};
}

QSize TimelineLegend::minimumSizeHint() const
{
    return {m_itemWidth + 2 * kMargin, m_rowHeight + 2 * kMargin};
}

QRect TimelineLegend::entryRect(int index, int width) const
{
    // Column-major, so related entries read down a column.
    const int columns = columnCount(width);
    const int rows = (int(m_entries.size()) + columns - 1) / columns;
    const int column = index / rows;
    const int row = index % rows;
    int x = kMargin + column * m_itemWidth;
    if (isRightToLeft())
        x = width - x - m_itemWidth;
    return QRect(x, kMargin + row * m_rowHeight, m_itemWidth, m_rowHeight);
}

void TimelineLegend::paintSample(QPainter &p, const Entry &entry, const QRectF &box) const
{
    const QPointF c = box.center();
    const qreal r = 5.5;
    switch (entry.sample) {
    case Sample::Glyph:
        if (entry.mark == Mark::BrokerRestart || entry.mark == Mark::CacheFlush) {
            p.setPen(TimelineStyle::linePen(entry.mark));
            p.drawLine(QPointF(c.x(), box.top()), QPointF(c.x(), box.bottom()));
        } else if (entry.mark == Mark::StoreOutage) {
            p.fillRect(box.adjusted(2, 2, -2, -2), TimelineStyle::spanBrush(TimelineSpan::StoreDown));
        } else if (entry.mark == Mark::Rebalance) {
            p.fillRect(box.adjusted(2, 2, -2, -2), TimelineStyle::spanBrush(TimelineSpan::Rebalance));
        }
        TimelineStyle::drawGlyph(p, entry.mark, c, r);
        break;
    case Sample::Offline:
        p.fillRect(box.adjusted(1, 3, -1, -3), TimelineStyle::spanBrush(TimelineSpan::ConsumerOffline));
        break;
    case Sample::IdleGap:
        TimelineStyle::drawGapBreak(p, box.adjusted(4, 1, -4, -1), palette());
        break;
    case Sample::Flow:
        p.setPen(TimelineStyle::flowPen(true));
        TimelineStyle::drawArrow(p, QPointF(box.left() + 3, box.top() + 3), QPointF(box.right() - 3, box.bottom() - 3), 6);
        break;
    case Sample::Density: {
        QColor c1 = TimelineStyle::densityColor(Mark::Processed);
        const qreal heights[] = {0.4, 0.8, 0.6, 1.0};
        for (int i = 0; i < 4; ++i) {
            const qreal h = (box.height() - 4) * heights[i];
            p.fillRect(QRectF(box.left() + 3 + i * 6, c.y() - h / 2, 5, h), c1);
        }
        TimelineStyle::drawGlyph(p, Mark::DuplicateEffect, QPointF(box.left() + 3 + 3 * 6 + 2.5, c.y()), 4.5);
        break;
    }
    case Sample::Playhead:
        p.fillRect(QRectF(c.x(), box.top() + 2, box.right() - c.x() - 2, box.height() - 4),
                   QColor(128, 128, 128, 60));
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.drawLine(QPointF(c.x(), box.top() + 1), QPointF(c.x(), box.bottom() - 1));
        break;
    }
}

void TimelineLegend::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, true);
    const bool rtl = isRightToLeft();
    for (int i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries.at(i);
        const QRect item = entryRect(i, width());
        const QRectF sample(rtl ? item.right() - kSampleWidth : item.left(), item.top() + 2, kSampleWidth,
                            item.height() - 4);
        p.save();
        paintSample(p, e, sample);
        p.restore();
        const QRect text = rtl ? QRect(item.left(), item.top(), item.width() - kSampleWidth - kSpacing, item.height())
                               : QRect(item.left() + kSampleWidth + kSpacing, item.top(),
                                       item.width() - kSampleWidth - kSpacing, item.height());
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(text, int(Qt::AlignVCenter | (rtl ? Qt::AlignRight : Qt::AlignLeft)), e.name);
    }
}

bool TimelineLegend::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        for (int i = 0; i < m_entries.size(); ++i) {
            if (entryRect(i, width()).contains(help->pos())) {
                QToolTip::showText(help->globalPos(), m_entries.at(i).hint, this, entryRect(i, width()));
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void TimelineLegend::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::LayoutDirectionChange)
        rebuild();
}

} // namespace idem::ui
