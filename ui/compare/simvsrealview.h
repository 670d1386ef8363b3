#pragma once

#include "run/runptr.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QStackedWidget;
class QTableView;

namespace idem::ui {

class SimVsRealModel;
class TimelineView;

// One scenario simulated and run against a real broker, side by side: every
// count of both (a table), the list of the counts that differ with the
// model's cause for each, and both timelines on one time axis (zooming,
// panning or following a message in one does the same in the other). The
// compare view embeds it; Run ▸ Run against a Real Broker… fills it.
class SimVsRealView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimVsRealView)
public:
    explicit SimVsRealView(QWidget *parent = nullptr);

    // `broker` says which broker ran the real run ("private RabbitMQ node …").
    void setRuns(const RunPtr &simulated, const RunPtr &real, const QString &broker);
    void clear();
    // The open scenario's broker profile ("kafka"): the empty page says
    // whether the live lab can run it.
    void setBrokerProfile(const QString &profile);

    SimVsRealModel *model() const { return m_model; }
    RunPtr simulated() const;
    RunPtr real() const;
    // The differing counts as the user reads them (one line each), or the
    // sentence that every count agrees; empty before a real run.
    QString differencesText() const;
    TimelineView *simulatedTimeline() const { return m_views[0]; }
    TimelineView *realTimeline() const { return m_views[1]; }

private:
    static QString agreeText();

    SimVsRealModel *m_model;
    QStackedWidget *m_pages;
    QLabel *m_empty = nullptr;
    QLabel *m_summary;
    QTableView *m_table;
    QLabel *m_differences;
    QLabel *m_caption[2];
    TimelineView *m_views[2];
    RunPtr m_shown[2];
    bool m_mirroring = false;
};

} // namespace idem::ui
