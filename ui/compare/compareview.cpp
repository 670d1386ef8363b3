#include "compareview.h"

#include "buddylabel.h"
#include "comparisonmodel.h"
#include "duplicatechart.h"
#include "duplicatecurvemodel.h"
#include "jobs/jobpanel.h"
#include "outcomechart.h"
#include "report/reportfiles.h"
#include "timelinepair.h"
#include "simvsrealview.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
QString writeBytes(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return CompareView::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

QString saveChart(QWidget *chart, const QString &path)
{
    // A chart on a hidden tab has never been laid out: give it a size a
    // report can use.
    if (!chart->isVisible() || chart->width() < 480)
        chart->resize(1000, 620);
    if (!chart->grab().save(path, "PNG"))
        return CompareView::tr("Cannot write %1.").arg(QDir::toNativeSeparators(path));
    return {};
}
} // namespace

CompareView::CompareView(JobController *jobs, QWidget *parent)
    : BatchView(jobs, JobKind::Compare, JobKind::CompareReport,
                {tr("&Compare"), tr("Check at least one strategy to compare."), tr("Writing the comparison report…"),
                 tr("Export the comparison into"), QStringLiteral("compare")},
                parent),
      m_model(new ComparisonModel(this)),
      m_curves(new DuplicateCurveModel(this)),
      m_tabs(new QTabWidget(this)),
      m_table(new QTableView(this)),
      m_database(new QLineEdit(this)),
      m_outcomes(new OutcomeChart(m_model, this)),
      m_duplicates(new DuplicateChart(m_curves, this)),
      m_timelines(new TimelinePair(m_model, this)),
      m_simVsReal(new SimVsRealView(this))
{
    runButton()->setObjectName(QStringLiteral("compare"));
    runButton()->setToolTip(tr("Run the scenario under every checked strategy, same seed and faults"));
    exportButton()->setToolTip(tr("Write the comparison report (HTML, PDF), comparison.json, comparison.csv and the charts as PNG into a folder"));
    m_outcomes->setObjectName(QStringLiteral("outcomesChart"));
    m_duplicates->setObjectName(QStringLiteral("duplicatesChart"));
    m_timelines->setObjectName(QStringLiteral("timelines"));
    m_tabs->setObjectName(QStringLiteral("tabs"));

    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ComparisonModel::Database, QHeaderView::Stretch);
    m_table->setColumnHidden(ComparisonModel::TraceHash, true);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const RunPtr run = m_model->run(index.row()); run && m_model->state(index.row()) == ComparisonModel::State::Done)
            emit runActivated(run);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CompareView::updateDatabaseLine);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CompareView::updateDatabaseLine);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &CompareView::updateDatabaseLine);

    m_database->setObjectName(QStringLiteral("databasePath"));
    m_database->setReadOnly(true);
    m_database->setPlaceholderText(tr("Select a row to see its SQLite file"));
    m_database->setToolTip(tr("The run's SQLite file: open it with sqlite3 to see the inbox and business rows"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scenarioLabel());
    layout->addWidget(strategiesBox());
    layout->addWidget(panel());

    auto *results = new QSplitter(Qt::Vertical, m_tabs);
    results->setChildrenCollapsible(false);
    auto *tablePane = new QWidget(results);
    auto *tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_table, 1);
    auto *dbLine = new QHBoxLayout;
    auto *dbLabel = new BuddyLabel(tr("&Database:"), m_database, tablePane);
    auto *openFolder = new QPushButton(tr("Open folder"), tablePane);
    openFolder->setToolTip(tr("Show the comparison's folder in the file manager"));
    connect(openFolder, &QPushButton::clicked, this, [this] {
        if (!lastFolder().isEmpty())
            QDesktopServices::openUrl(QUrl::fromLocalFile(lastFolder()));
    });
    dbLine->addWidget(dbLabel);
    dbLine->addWidget(m_database, 1);
    dbLine->addWidget(openFolder);
    tableLayout->addLayout(dbLine);
    auto *charts = new QSplitter(Qt::Horizontal, results);
    charts->addWidget(m_outcomes);
    charts->addWidget(m_duplicates);
    results->addWidget(tablePane);
    results->addWidget(charts);
    results->setStretchFactor(0, 2);
    results->setStretchFactor(1, 3);
    m_tabs->addTab(results, tr("Table and charts"));
    m_tabs->addTab(m_timelines, tr("Timelines"));
    m_simVsReal->setObjectName(QStringLiteral("simVsReal"));
    m_tabs->addTab(m_simVsReal, tr("Simulated vs real"));
    layout->addWidget(m_tabs, 1);

    connect(this->jobs(), &JobController::progressed, this, &CompareView::onProgressed);
    updateButtons();
}

QVector<RunPtr> CompareView::results() const
{
    return m_model->runs();
}

JobWork CompareView::makeJob(const QString &folder)
{
    const ComparisonJob job{scenario(), strategies(), folder, 0};
    return [job](const std::atomic_bool &cancel, const JobReport &report) { return job.run(cancel, report); };
}

void CompareView::jobStarted()
{
    const QStringList ids = strategies();
    m_json.clear();
    m_csv.clear();
    m_curves->setRuns({});
    m_model->setPending(ids);
    setStatus(tr("Running… (strategies: %1, same seed and faults)").arg(QLocale().toString(ids.size())));
}

void CompareView::onProgressed(JobKind kind, quint64 job, const JobProgress &progress)
{
    if (!isOwnJob(kind, job))
        return;
    if (!progress.part.isEmpty())
        m_model->setProgress(progress.part, progress.partFraction);
    emit progressed(progress.fraction);
}

void CompareView::jobEnded(const JobOutcome &outcome)
{
    if (outcome.failed()) {
        m_model->setCancelled();
        emit failed(outcome.error);
        return;
    }
    const ComparisonOutcome comparison = outcome.value.value<ComparisonOutcome>();
    if (outcome.cancelled) {
        showCancelled(comparison);
        return;
    }
    QStringList errors;
    int valid = 0;
    for (const RunPtr &run : comparison.runs) {
        if (!run->error.isEmpty())
            errors.append(tr("%1: %2").arg(run->scenario.strategy.id, run->error));
        else if (run->valid)
            ++valid;
    }
    m_json = comparison.json;
    m_csv = comparison.csv;
    m_model->setResults(comparison.runs);
    m_curves->setRuns(m_model->runs());
    const int total = int(comparison.runs.size());
    setStatus(tr("Strategies compared: %1 — valid: %2, invalid: %3.")
                  .arg(QLocale().toString(total), QLocale().toString(valid),
                       QLocale().toString(total - valid - int(errors.size()))));
    if (!errors.isEmpty()) {
        const QString message = tr("Some runs failed:\n%1").arg(errors.join(QLatin1Char('\n')));
        showError(message);
        emit failed(message);
        return;
    }
    emit finished();
}

void CompareView::showCancelled(const ComparisonOutcome &comparison)
{
    // Strategies that finished before the cancel keep their results; a
    // partial comparison is not exported.
    m_model->setResults(comparison.runs);
    m_curves->setRuns(m_model->runs());
    const int done = int(m_model->runs().size());
    setStatus(done > 0 ? tr("Cancelled: %1 of %2 strategies had finished.")
                             .arg(QLocale().toString(done), QLocale().toString(comparison.runs.size()))
                       : tr("Cancelled."));
    emit cancelled();
}

void CompareView::updateDatabaseLine()
{
    int row = m_table->currentIndex().row();
    if (row < 0 && m_model->rowCount() > 0)
        row = 0;
    const RunPtr run = m_model->run(row);
    m_database->setText(run ? QDir::toNativeSeparators(run->databasePath) : QString());
}

QString CompareView::exportStartFolder() const
{
    return lastFolder().isEmpty() ? QDir::homePath() : lastFolder();
}

QString CompareView::exportData(const QString &folder, QStringList *written)
{
    if (m_json.isEmpty())
        return tr("Nothing to export yet: run a comparison first.");
    if (!QDir().mkpath(folder))
        return tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(folder));
    const QDir dir(folder);
    const QStringList names = {QStringLiteral("comparison.json"), QStringLiteral("comparison.csv"),
                               QStringLiteral("outcomes.png"), QStringLiteral("duplicates-over-time.png")};
    QString error = writeBytes(dir.filePath(names.at(0)), m_json);
    if (error.isEmpty())
        error = writeBytes(dir.filePath(names.at(1)), m_csv);
    if (error.isEmpty())
        error = saveChart(m_outcomes, dir.filePath(names.at(2)));
    if (error.isEmpty())
        error = saveChart(m_duplicates, dir.filePath(names.at(3)));
    if (error.isEmpty() && written) {
        for (const QString &name : names)
            written->append(dir.filePath(name));
    }
    return error;
}

namespace {
ReportFiles::Options comparisonReportOptions(const QString &folder)
{
    // The comparison report a workshop takes away (comparison.html, .pdf).
    ReportFiles::Options options;
    options.formats = {QStringLiteral("html"), QStringLiteral("pdf")};
    options.context.folder = folder;
    options.context.appVersion = QCoreApplication::applicationVersion();
    options.perRunReports = false;
    return options;
}

QString writeComparisonReport(const QVector<RunPtr> &finished, const ReportFiles::Options &options,
                              QStringList *written)
{
    QVector<const RunResult *> runs;
    for (const RunPtr &run : finished)
        runs.append(run.get());
    return ReportFiles::writeComparison(runs, options, written);
}
} // namespace

QString CompareView::exportTo(const QString &folder)
{
    QString error = exportData(folder, nullptr);
    if (error.isEmpty())
        error = writeComparisonReport(m_model->runs(), comparisonReportOptions(folder), nullptr);
    return error;
}

QString CompareView::prepareExport(const QString &folder, QStringList *before, ReportFiles::Options *options,
                                   std::function<QString(const ReportFiles::Options &, QStringList *)> *write)
{
    if (const QString error = exportData(folder, before); !error.isEmpty())
        return error;
    *options = comparisonReportOptions(folder);
    const QVector<RunPtr> finished = m_model->runs(); // shared: they outlive a new comparison
    *write = [finished](const ReportFiles::Options &o, QStringList *files) {
        return writeComparisonReport(finished, o, files);
    };
    return {};
}

void CompareView::scenarioChanged()
{
    m_simVsReal->setBrokerProfile(scenario().broker.profile);
}

void CompareView::showSimVsReal()
{
    m_tabs->setCurrentWidget(m_simVsReal);
}

} // namespace idem::ui
