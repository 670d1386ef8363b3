#pragma once

#include "timelinecauses.h"

#include <QWidget>

namespace idem::ui {

// Explains every mark, bar, band, line and arrow of the timeline, drawn
// with the same style code that paints them, so the two cannot disagree.
// Entries flow left to right and wrap (height follows width). Given a run
// (setRun) it lists only what that run's timeline can show, so it stays a
// compact strip; without one it lists everything. Hovering an entry tells
// what it means.
class TimelineLegend final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineLegend)
public:
    enum class Sample { Glyph, Band, Bar, Cause, Offset, Rewind, Offline, IdleGap, Flow, Density, Playhead };
    struct Entry
    {
        Sample sample = Sample::Glyph;
        Mark mark = Mark::None;
        QString name;
        QString hint;
        TimelineBar::Kind bar = TimelineBar::Handler;
        TimelineBar::End end = TimelineBar::Done;
        quint8 flags = 0;
        TimelineCause::Kind cause = TimelineCause::Redelivery;
        DeliveryCause why = DeliveryCause::AckLost;
        TimelineSpan::Kind band = TimelineSpan::BrokerDown;
        bool pollInterval = false; // a session-timeout bar: the one for max.poll.interval.ms
    };

    explicit TimelineLegend(QWidget *parent = nullptr);

    // What is listed: only what `index` and `causes` can draw; null lists all.
    void setRun(const TimelineIndex *index, const TimelineCauses *causes);
    // A second run whose picture this legend also explains (the compare
    // view's two stacked timelines share one legend); null for none.
    void setCompanion(const TimelineIndex *index, const TimelineCauses *causes);
    void setIdleGapsShown(bool on);
    // Every entry, and those listed now.
    const QVector<Entry> &entries() const { return m_entries; }
    const QVector<Entry> &shown() const { return m_shown; }
    int columnCount(int width) const;

    // Whether `e` is something the picture of `index` (with `causes`, or
    // none) draws, idle gaps compressed or not. The reports' legends ask it
    // too, and paint the samples with paintSample, off the GUI thread.
    static bool drawnIn(const Entry &e, const TimelineIndex *index, const TimelineCauses *causes, bool gaps);
    static void paintSample(QPainter &p, const Entry &entry, const QRectF &box, const QPalette &palette);

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
    // The cause arrows' and the bars' entries, in rebuild's order.
    void addCauseAndBarEntries();
    void filter();
    bool present(const Entry &e) const;
    QVector<QRect> layoutFor(int width) const;

    QVector<Entry> m_entries;
    QVector<Entry> m_shown;
    QVector<int> m_widths; // of m_shown
    const TimelineIndex *m_index = nullptr;
    const TimelineCauses *m_causes = nullptr;
    const TimelineIndex *m_companionIndex = nullptr;
    const TimelineCauses *m_companionCauses = nullptr;
    bool m_gaps = false;
    int m_rowHeight = 20;
};

} // namespace idem::ui
