#include "metricspanel.h"

#include "metricsmodel.h"
#include "violationsmodel.h"
#include "uiformat.h"

#include "consumer/strategytraits.h"
#include "editor/vocablabels.h"
#include "jobs/noticestyle.h"

#include <QHeaderView>
#include <QResizeEvent>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
const char *const kNeutralStyle = "QLabel { background: palette(alternate-base); border: 1px solid palette(mid); "
                                  "border-radius: 4px; padding: 6px; }";

QTableView *table(QWidget *parent, const QString &name)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}
} // namespace

MetricsPanel::MetricsPanel(QWidget *parent)
    : QWidget(parent), m_metrics(new MetricsModel(this)), m_violations(new ViolationsModel(this))
{
    setObjectName(QStringLiteral("metricsPanel"));
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_metricsView = table(this, QStringLiteral("metricsView"));
    m_metricsView->setModel(m_metrics);
    m_violationsView = table(this, QStringLiteral("violationsView"));
    m_violationsView->setModel(m_violations);
    // Two lines a row: the Why of a violation is a sentence, and at
    // 1280 px one line showed only its first words (the rest elides into
    // the tooltip and the inspector says it whole).
    m_violationsView->setWordWrap(true);
    m_violationsView->setTextElideMode(Qt::ElideRight);
    m_violationsView->verticalHeader()->setDefaultSectionSize(2 * m_violationsView->fontMetrics().lineSpacing() + 4);
    m_metricsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_metricsView->horizontalHeader()->setStretchLastSection(false);
    m_violationsView->horizontalHeader()->setSectionResizeMode(ViolationsModel::Key, QHeaderView::ResizeToContents);
    m_violationsView->horizontalHeader()->setSectionResizeMode(ViolationsModel::Problem, QHeaderView::ResizeToContents);
    // A large run has thousands of violations: size the columns from the
    // first rows, and keep row heights fixed, or every relayout shapes the
    // text of all of them (a million-delivery run stalled the window).
    m_violationsView->horizontalHeader()->setResizeContentsPrecision(64);
    m_violationsView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    connect(m_violationsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const int logical = current.data(ViolationsModel::LogicalRole).toInt();
                if (current.isValid() && logical >= 0)
                    emit violationChosen(logical);
            });

    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->setObjectName(QStringLiteral("metricsSplit"));
    m_split->addWidget(m_metricsView);
    m_split->addWidget(m_violationsView);
    m_split->setStretchFactor(0, 0);
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(false);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("metricsTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(3); // a short dock's height is for the counters' rows
    layout->addWidget(m_verdict);
    layout->addWidget(m_summary);
    layout->addWidget(m_split, 1);
    layout->addWidget(m_tabs, 1);
    showIdle();
}

void MetricsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateArrangement();
    showSummary();
}

void MetricsPanel::updateArrangement()
{
    // Side by side the problems need room for their Why. In a narrow dock
    // (three docks share the bottom of a 1280 px window) the counters and
    // the problems are a tab each, with the dock's whole height: one above
    // the other, each showed two rows.
    const int average = fontMetrics().averageCharWidth();
    const int need = m_metricsView->horizontalHeader()->length() + 40 * average;
    // A margin either way: a run's numbers widen the counters a little, and
    // the arrangement must not flip with them from one run to the next.
    const bool sideBySide = width() >= need + (m_sideBySide ? -8 : 8) * average;
    if (sideBySide == m_sideBySide)
        return;
    m_sideBySide = sideBySide;
    if (sideBySide) {
        m_tabs->clear();
        m_split->addWidget(m_metricsView);
        m_split->addWidget(m_violationsView);
        m_metricsView->show();
        m_violationsView->show();
        m_tabs->hide();
        m_split->show();
        sizeSplit();
    } else {
        m_tabs->addTab(m_metricsView, tr("Metrics"));
        m_tabs->addTab(m_violationsView, QString());
        m_split->hide();
        m_tabs->show();
    }
    updateTabs();
}

void MetricsPanel::updateTabs()
{
    if (m_sideBySide)
        return;
    m_tabs->setTabText(1, tr("Problems (%1)").arg(UiFormat::count(m_violations->rowCount())));
    // An invalid run opens on its problems, a valid one on its counters.
    m_tabs->setCurrentIndex(m_violations->rowCount() > 0 ? 1 : 0);
}

void MetricsPanel::setVerdict(const QString &text, const QString &style)
{
    m_verdict->setText(text);
    // Less air above and below the words than the notices have: in a short
    // dock a Persian verdict on two lines left the counters five rows.
    m_verdict->setStyleSheet(style + QStringLiteral(" QLabel { padding: 3px 6px; }"));
}

void MetricsPanel::showIdle()
{
    setVerdict(tr("No run yet. Press Ctrl+R to run the scenario."), QString::fromLatin1(kNeutralStyle));
}

void MetricsPanel::showRunning(const QString &databasePath)
{
    setVerdict(tr("Running…"), QString::fromLatin1(kNeutralStyle));
    m_summaryText = tr("Database: %1").arg(databasePath);
    showSummary();
}

void MetricsPanel::setRun(RunPtr run)
{
    MetricsAtTime checkpoints;
    checkpoints.setRun(run);
    setRun(std::move(run), std::move(checkpoints));
}

void MetricsPanel::setRun(RunPtr run, MetricsAtTime prepared)
{
    m_run = run;
    m_metrics->setRun(run, std::move(prepared));
    m_violations->setRun(run);
    if (!run) {
        showIdle();
        m_summaryText.clear();
        showSummary();
        return;
    }
    const RunMetrics &m = run->metrics;
    if (run->stopped()) {
        setVerdict(tr("⏹ Stopped, no verdict: %1.").arg(run->stopReason), NoticeStyle::boxStyleSheet(palette(), NoticeStyle::Tone::Error, true));
    } else if (run->valid) {
        setVerdict(tr("✔ Valid: every event took effect exactly once (%1 skipped duplicates).")
                       .arg(UiFormat::count(m.duplicatesSkipped)),
                   NoticeStyle::boxStyleSheet(palette(), NoticeStyle::Tone::Success, true));
    } else {
        setVerdict(tr("✘ Invalid: %1 duplicate side effects, %2 lost events.")
                       .arg(UiFormat::count(m.duplicateSideEffects), UiFormat::count(m.lost)),
                   NoticeStyle::boxStyleSheet(palette(), NoticeStyle::Tone::Error, true));
    }
    m_metricsView->resizeColumnsToContents();
    updateArrangement();
    sizeSplit();
    updateTabs();
    const Scenario &s = run->scenario;
    m_summaryText = UiFormat::prose(tr("%1 · strategy %2 · %3 · seed %4 · trace %5")
                                        .arg(UiFormat::scenarioText(s, "name"), VocabLabels::strategyTitle(s.strategy.id),
                                             VocabLabels::profileName(s.broker.profile),
                                             UiFormat::isolate(QString::number(s.seed)),
                                             UiFormat::isolate(run->trace.hashHex())));
    showSummary();
}

void MetricsPanel::showSummary()
{
    // Stacked, the dock is short (a third of a 1280×800 window): what ran
    // takes one line beside the tabs, whole in its tooltip, and the counters
    // keep the rows its three wrapped lines took (two rows were left).
    if (m_sideBySide && m_tabs->cornerWidget(Qt::TopRightCorner) == m_summary) {
        m_tabs->setCornerWidget(nullptr, Qt::TopRightCorner);
        static_cast<QVBoxLayout *>(layout())->insertWidget(1, m_summary);
        m_summary->show();
    } else if (!m_sideBySide && m_tabs->cornerWidget(Qt::TopRightCorner) != m_summary) {
        layout()->removeWidget(m_summary);
        m_tabs->setCornerWidget(m_summary, Qt::TopRightCorner);
        m_summary->show();
    }
    m_summary->setToolTip(m_sideBySide ? QString() : m_summaryText);
    m_summary->setWordWrap(m_sideBySide);
    if (m_sideBySide) {
        m_summary->setText(m_summaryText);
        return;
    }
    // The panel's width, not the tab widget's: in a resize the tabs are laid out after this.
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right() - m_tabs->tabBar()->sizeHint().width()
        - 2 * m_summary->fontMetrics().averageCharWidth();
    m_summary->setText(room > 0 ? m_summary->fontMetrics().elidedText(m_summaryText, Qt::ElideRight, room) : QString());
}

void MetricsPanel::sizeSplit()
{
    // Side by side, the metrics table takes what its columns need and the
    // explanations get the rest.
    if (!m_sideBySide)
        return;
    const int want = m_metricsView->horizontalHeader()->length() + m_metricsView->verticalScrollBar()->sizeHint().width()
        + 2 * m_metricsView->frameWidth();
    m_split->setSizes({want, qMax(100, m_split->width() - want)});
}

void MetricsPanel::setPlayhead(int record)
{
    m_metrics->setPlayhead(record);
}

QString MetricsPanel::verdictText() const
{
    return m_verdict->text();
}

} // namespace idem::ui
