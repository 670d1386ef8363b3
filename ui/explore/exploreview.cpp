#include "exploreview.h"

#include "buddylabel.h"
#include "compare/strategypicker.h"
#include "counterexamplemodel.h"
#include "explorecoveragemodel.h"
#include "explorematrixmodel.h"
#include "exploreverdictmodel.h"
#include "jobs/jobpanel.h"
#include "report/explorephrases.h"
#include "report/explorereportfiles.h"
#include "report/reportphrases.h"
#include "settings.h"
#include "uiformat.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
QTableView *makeTable(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    table->setAlternatingRowColors(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    return table;
}
} // namespace

ExploreView::ExploreView(JobController *jobs, QWidget *parent)
    : BatchView(jobs, JobKind::Explore, JobKind::ExploreReport,
                {tr("&Explore"), tr("Check at least one strategy to explore."), tr("Writing the exploration report…"),
                 tr("Export the exploration report into"), QStringLiteral("explore")},
                parent),
      m_verdicts(new ExploreVerdictModel(this)),
      m_matrix(new ExploreMatrixModel(this)),
      m_coverage(new ExploreCoverageModel(this)),
      m_counterexamples(new CounterexampleModel(this))
{
    runButton()->setObjectName(QStringLiteral("run"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scenarioLabel());
    auto *top = new QHBoxLayout;
    top->addWidget(makeSearchBox());
    top->addWidget(strategiesBox(), 1);
    layout->addLayout(top);
    layout->addWidget(panel());
    layout->addWidget(makeResults(), 1);

    const Settings settings;
    m_maxFaults->setValue(settings.exploreMaxFaults());
    m_budget->setValue(int(qMin<qint64>(settings.exploreBudget(), m_budget->maximum())));
    if (!settings.exploreStrategies().isEmpty())
        setStrategies(settings.exploreStrategies());
    connect(this->jobs(), &JobController::progressed, this, &ExploreView::onProgressed);
    updateButtons();
}

QWidget *ExploreView::makeSearchBox()
{
    auto *box = new QGroupBox(tr("Search"), this);
    auto *form = new QFormLayout(box);
    m_maxFaults = new QSpinBox(box);
    m_maxFaults->setObjectName(QStringLiteral("maxFaults"));
    m_maxFaults->setRange(1, Settings::kMaxExploreFaults);
    m_maxFaults->setToolTip(tr("Every schedule of up to this many faults is run (the bound K)"));
    m_budget = new QSpinBox(box);
    m_budget->setObjectName(QStringLiteral("budget"));
    m_budget->setRange(0, 100000000);
    m_budget->setSingleStep(1000);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setSpecialValueText(tr("the bound only"));
    m_budget->setToolTip(tr("Schedules to run at most per strategy; what is left after the bound goes to a random "
                            "search beyond it. Below the bound's size the verdict is incomplete."));
    addBuddyRow(form, tr("&Faults up to:"), m_maxFaults);
    addBuddyRow(form, tr("&Budget:"), m_budget);
    // "One strategy or all of them" in one click, beside the picker.
    m_quickPicks = new QWidget(box);
    auto *picks = new QHBoxLayout(m_quickPicks);
    picks->setContentsMargins(0, 0, 0, 0);
    auto *all = new QPushButton(tr("&All strategies"), m_quickPicks);
    all->setObjectName(QStringLiteral("allStrategies"));
    auto *own = new QPushButton(tr("The scenario's &own"), m_quickPicks);
    own->setObjectName(QStringLiteral("ownStrategy"));
    picks->addWidget(all);
    picks->addWidget(own);
    form->addRow(m_quickPicks);
    connect(all, &QPushButton::clicked, this, [this] { picker()->setAllChecked(true); });
    connect(own, &QPushButton::clicked, this, [this] {
        if (hasScenario())
            setStrategies({scenario().strategy.id});
    });
    return box;
}

QWidget *ExploreView::makeResults()
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("exploreSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdictTable = makeTable(m_verdicts, QStringLiteral("exploreVerdicts"), this);
    m_matrixTable = makeTable(m_matrix, QStringLiteral("exploreMatrix"), this);
    m_matrixTable->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_coverageTable = makeTable(m_coverage, QStringLiteral("exploreCoverage"), this);
    m_counterexampleTable = makeTable(m_counterexamples, QStringLiteral("counterexamples"), this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("exploreTabs"));
    m_tabs->addTab(m_matrixTable, tr("&Matrix"));
    m_tabs->addTab(m_counterexampleTable, tr("Counter&examples"));
    m_tabs->addTab(m_coverageTable, tr("C&overage"));
    connect(m_counterexampleTable, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { activateCounterexample(index.row()); });
    connect(m_matrixTable, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        const QString path = m_matrix->data(index, ExploreMatrixModel::PathRole).toString();
        if (!path.isEmpty())
            emit counterexampleChosen(path);
    });

    auto *results = new QWidget(this);
    auto *layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    auto *splitter = new QSplitter(Qt::Vertical, results);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_verdictTable);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    m_verdictTable->setMinimumHeight(90);
    layout->addWidget(splitter, 1);
    return results;
}

void ExploreView::setMaxFaults(int k)
{
    m_maxFaults->setValue(k);
}

int ExploreView::maxFaults() const
{
    return m_maxFaults->value();
}

void ExploreView::setBudget(qint64 budget)
{
    m_budget->setValue(int(qBound(qint64(0), budget, qint64(m_budget->maximum()))));
}

qint64 ExploreView::budget() const
{
    return m_budget->value();
}

bool ExploreView::activateCounterexample(int row)
{
    const QString path = m_counterexamples->data(m_counterexamples->index(row, 0), CounterexampleModel::PathRole).toString();
    if (path.isEmpty())
        return false;
    emit counterexampleChosen(path);
    return true;
}

JobWork ExploreView::makeJob(const QString &folder)
{
    Settings settings;
    settings.setExploreStrategies(strategies());
    settings.setExploreMaxFaults(maxFaults());
    settings.setExploreBudget(budget());
    const ExploreJob job{scenario(), strategies(), maxFaults(), budget(), folder, m_threads};
    return [job](const std::atomic_bool &cancel, const JobReport &report) { return job.run(cancel, report); };
}

void ExploreView::jobStarted()
{
    showOutcome(nullptr);
    setStatus(tr("Exploring %n strategy(ies)…", nullptr, int(strategies().size())));
}

void ExploreView::onProgressed(JobKind kind, quint64 job, const JobProgress &progress)
{
    if (!isOwnJob(kind, job) || jobs()->isCancelling(kind))
        return;
    if (progress.done == ExploreJob::kShrinking) {
        setStatus(tr("%1: shrinking the counterexamples…").arg(ReportPhrases::strategy(progress.part)));
        return;
    }
    setStatus(tr("%1: %2 of %3 schedules of this level…")
                  .arg(ReportPhrases::strategy(progress.part), UiFormat::count(progress.done),
                       UiFormat::count(progress.total)));
}

void ExploreView::jobEnded(const JobOutcome &outcome)
{
    auto ex = std::make_shared<ExploreOutcome>(outcome.value.value<ExploreOutcome>());
    if (!ex->isEmpty())
        showOutcome(ex);
    if (outcome.failed()) {
        emit failed(outcome.error);
        return;
    }
    if (outcome.cancelled) {
        emit cancelled(); // the panel says so; the verdicts so far stay, incomplete
        return;
    }
    setStatus(tr("Explored in %1.").arg(UiFormat::duration(jobs()->elapsedMs(JobKind::Explore))));
    emit finished();
}

void ExploreView::showOutcome(std::shared_ptr<const ExploreOutcome> outcome)
{
    m_outcome = std::move(outcome);
    m_verdicts->setOutcome(m_outcome);
    m_matrix->setOutcome(m_outcome);
    m_coverage->setOutcome(m_outcome);
    m_counterexamples->setOutcome(m_outcome);
    QStringList lines;
    if (m_outcome) {
        for (const ExploreRun &r : m_outcome->runs)
            lines.append(UiFormat::prose(
                tr("%1: %2").arg(ReportPhrases::strategy(r.strategy), ExplorePhrases::verdictLine(r))));
    }
    m_summary->setText(lines.join(QLatin1Char('\n')));
    if (m_counterexamples->rowCount() > 0)
        m_tabs->setCurrentWidget(m_counterexampleTable);
}

void ExploreView::setInputsEnabled(bool on)
{
    BatchView::setInputsEnabled(on);
    for (QWidget *w : {static_cast<QWidget *>(m_maxFaults), static_cast<QWidget *>(m_budget), m_quickPicks})
        w->setEnabled(on);
}

QString ExploreView::prepareExport(const QString &folder, QStringList *, ReportFiles::Options *options,
                                   std::function<QString(const ReportFiles::Options &, QStringList *)> *write)
{
    if (!hasResults())
        return tr("Nothing to export yet: explore first.");
    options->formats = {QStringLiteral("html"), QStringLiteral("pdf")};
    options->context.folder = folder;
    options->context.appVersion = QCoreApplication::applicationVersion();
    // A copy: the worker reads it while a new exploration may start.
    ExploreReport report{m_outcome->scenario, m_outcome->runs, m_outcome->maxFaults, m_outcome->budget,
                         m_outcome->folder, options->context};
    *write = [report](const ReportFiles::Options &opts, QStringList *written) {
        return ExploreReportFiles::write(report, opts, written);
    };
    return {};
}

} // namespace idem::ui
