#pragma once

#include "run/metricsattime.h"
#include "run/runptr.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTabWidget;
class QTableView;

namespace idem::ui {

class MetricsModel;
class ViolationsModel;

// The verdict of the run in one line, what ran (scenario, strategy, seed,
// trace hash), the metrics at the playhead and at the end, and the violations with their
// explanations.
class MetricsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MetricsPanel)
public:
    explicit MetricsPanel(QWidget *parent = nullptr);

    void setRun(RunPtr run);
    void setRun(RunPtr run, MetricsAtTime prepared);
    RunPtr run() const { return m_run; }
    void setPlayhead(int record);
    // While a run is going: what is running and where its database goes.
    void showRunning(const QString &databasePath);
    void showIdle();

    QString verdictText() const;
    MetricsModel *metricsModel() const { return m_metrics; }
    ViolationsModel *violationsModel() const { return m_violations; }

signals:
    void violationChosen(int logical);

private:
    void resizeEvent(QResizeEvent *event) override;
    void updateArrangement();
    void setVerdict(const QString &text, const QString &style);
    void sizeSplit();
    void updateTabs();
    void showSummary();

    MetricsModel *m_metrics = nullptr;
    ViolationsModel *m_violations = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_summary = nullptr;
    QString m_summaryText; // what ran, whole (m_summary may show it elided)
    QTableView *m_metricsView = nullptr;
    QTableView *m_violationsView = nullptr;
    QSplitter *m_split = nullptr; // side by side, in a wide dock
    QTabWidget *m_tabs = nullptr; // one tab each, in a narrow one
    bool m_sideBySide = true;
    RunPtr m_run;
};

} // namespace idem::ui
