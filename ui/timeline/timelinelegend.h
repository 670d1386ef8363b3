#pragma once

#include "timelinemarks.h"

#include <QWidget>

namespace idem::ui {

// Explains every mark, band and line of the timeline, drawn with the same
// style code, in as many columns as the width allows (height follows
// width). Hovering an entry tells what it means.
class TimelineLegend final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineLegend)
public:
    enum class Sample { Glyph, Offline, IdleGap, Flow, Density, Playhead };
    struct Entry
    {
        Sample sample = Sample::Glyph;
        Mark mark = Mark::None;
        QString name;
        QString hint;
    };

    explicit TimelineLegend(QWidget *parent = nullptr);

    const QVector<Entry> &entries() const { return m_entries; }
    int columnCount(int width) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QRect entryRect(int index, int width) const;
    void paintSample(QPainter &p, const Entry &entry, const QRectF &box) const;

    QVector<Entry> m_entries;
    int m_itemWidth = 160;
    int m_rowHeight = 20;
};

} // namespace idem::ui
