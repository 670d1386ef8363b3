#include "compareview.h"

#include "batchcheck.h"
#include "batchfolder.h"
#include "comparisonmodel.h"
#include "duplicatechart.h"
#include "duplicatecurvemodel.h"
#include "outcomechart.h"
#include "scenario/scenarioio.h"
#include "scenariosummary.h"
#include "strategypicker.h"
#include "timelinepair.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

#include "report/backgroundreport.h"
#include "report/reportfiles.h"

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

CompareView::CompareView(QWidget *parent)
    : QWidget(parent),
      m_model(new ComparisonModel(this)),
      m_curves(new DuplicateCurveModel(this)),
      m_scenarioLabel(new QLabel(this)),
      m_picker(new StrategyPicker(this)),
      m_run(new QPushButton(tr("&Compare"), this)),
      m_cancelButton(new QPushButton(tr("Cancel"), this)),
      m_export(new QPushButton(tr("&Export…"), this)),
      m_progressBar(new QProgressBar(this)),
      m_status(new QLabel(this)),
      m_error(new QLabel(this)),
      m_tabs(new QTabWidget(this)),
      m_table(new QTableView(this)),
      m_database(new QLineEdit(this)),
      m_outcomes(new OutcomeChart(m_model, this)),
      m_duplicates(new DuplicateChart(m_curves, this)),
      m_timelines(new TimelinePair(m_model, this)),
      m_reportJob(new BackgroundReport(this))
{
    m_worker = new ComparisonWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &ComparisonWorker::progressed, this, &CompareView::onProgressed);
    connect(m_worker, &ComparisonWorker::finished, this, &CompareView::onFinished);
    connect(m_worker, &ComparisonWorker::failed, this, &CompareView::onFailed);
    m_thread.setObjectName(QStringLiteral("comparison"));
    m_thread.start();

    m_scenarioLabel->setObjectName(QStringLiteral("scenarioLabel"));
    m_scenarioLabel->setTextFormat(Qt::RichText);
    m_scenarioLabel->setWordWrap(true);
    m_picker->setObjectName(QStringLiteral("strategies"));
    m_run->setObjectName(QStringLiteral("compare"));
    m_run->setDefault(true);
    m_run->setToolTip(tr("Run the scenario under every checked strategy, same seed and faults"));
    m_cancelButton->setObjectName(QStringLiteral("cancel"));
    m_export->setObjectName(QStringLiteral("export"));
    m_export->setToolTip(tr("Write the comparison report (HTML, PDF), comparison.json, comparison.csv and the charts as PNG into a folder"));
    m_progressBar->setRange(0, 1000);
    m_progressBar->setTextVisible(false);
    m_progressBar->setMaximumHeight(12);
    m_status->setObjectName(QStringLiteral("status"));
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b71c1c; background: #fdecea; border: 1px solid #f5c6cb;"
                                          " border-radius: 3px; padding: 6px; }"));
    m_error->hide();
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
    layout->addWidget(m_scenarioLabel);
    auto *pick = new QGroupBox(tr("Strategies"), this);
    auto *pickLayout = new QVBoxLayout(pick);
    pickLayout->addWidget(m_picker);
    layout->addWidget(pick);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_run);
    actions->addWidget(m_cancelButton);
    actions->addWidget(m_export);
    actions->addSpacing(12);
    actions->addWidget(m_progressBar, 1);
    actions->addWidget(m_status, 2);
    layout->addLayout(actions);
    layout->addWidget(m_error);

    auto *results = new QSplitter(Qt::Vertical, m_tabs);
    results->setChildrenCollapsible(false);
    auto *tablePane = new QWidget(results);
    auto *tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_table, 1);
    auto *dbLine = new QHBoxLayout;
    auto *dbLabel = new QLabel(tr("&Database:"), tablePane);
    dbLabel->setBuddy(m_database);
    auto *openFolder = new QPushButton(tr("Open folder"), tablePane);
    openFolder->setToolTip(tr("Show the comparison's folder in the file manager"));
    connect(openFolder, &QPushButton::clicked, this, [this] {
        if (!m_lastFolder.isEmpty())
            QDesktopServices::openUrl(QUrl::fromLocalFile(m_lastFolder));
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
    layout->addWidget(m_tabs, 1);

    connect(m_run, &QPushButton::clicked, this, &CompareView::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &CompareView::cancel);
    connect(m_export, &QPushButton::clicked, this, &CompareView::exportWithDialog);
    connect(m_reportJob, &BackgroundReport::finished, this,
            [this](const QString &error, const QStringList &written, bool cancelled) {
                setRunning(m_running);
                if (cancelled) {
                    m_status->setText(tr("Export cancelled; nothing was left behind."));
                } else if (!error.isEmpty()) {
                    showError(error);
                } else {
                    m_error->hide();
                    const QString where = written.isEmpty() ? QString() : QFileInfo(written.constFirst()).absolutePath();
                    m_status->setText(tr("Exported to %1.").arg(QDir::toNativeSeparators(where)));
                }
            });
    connect(m_picker, &StrategyPicker::selectionChanged, this,
            [this](const QStringList &ids) { m_run->setEnabled(!m_running && m_hasScenario && !ids.isEmpty()); });
    setRunning(false);
    updateScenarioLabel();
}

CompareView::~CompareView()
{
    if (m_cancel)
        m_cancel->store(true);
    m_thread.requestInterruption();
    m_thread.quit();
    m_thread.wait();
}

void CompareView::setScenario(const Scenario &scenario)
{
    const bool changed = m_hasScenario && scenario != m_scenario;
    m_scenario = scenario;
    m_hasScenario = true;
    if (changed && !m_running && m_model->rowCount() > 0)
        m_status->setText(tr("The scenario has changed since these results: run again to update them."));
    updateScenarioLabel();
    setRunning(m_running);
}

void CompareView::setStrategies(const QStringList &ids)
{
    m_picker->setChecked(ids);
}

QStringList CompareView::strategies() const
{
    return m_picker->checked();
}

void CompareView::setOutputFolder(const QString &folder)
{
    m_outputFolder = folder;
}

QVector<RunPtr> CompareView::results() const
{
    return m_model->runs();
}

void CompareView::start()
{
    if (m_running)
        return;
    m_error->hide();
    const QStringList ids = strategies();
    const QString problem = BatchCheck::problem(m_hasScenario, m_scenario, ids,
                                                tr("Check at least one strategy to compare."));
    if (!problem.isEmpty()) {
        showError(problem);
        return;
    }
    ComparisonWorker::Job job;
    job.id = ++m_lastJob;
    job.scenario = m_scenario;
    job.strategies = ids;
    job.folder = m_outputFolder.isEmpty() ? BatchFolder::fresh(QStringLiteral("compare")) : m_outputFolder;
    job.threads = m_threads;
    job.cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = job.cancel;
    m_lastFolder = job.folder;
    m_progress.clear();
    m_json.clear();
    m_csv.clear();
    m_curves->setRuns({});
    m_model->setPending(ids);
    m_progressBar->setValue(0);
    m_status->setText(tr("Running… (strategies: %1, same seed and faults)").arg(QLocale().toString(ids.size())));
    setRunning(true);
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, job] { worker->run(job); }, Qt::QueuedConnection);
    emit started(job.folder);
}

void CompareView::cancel()
{
    if (!m_running || !m_cancel)
        return;
    m_cancel->store(true);
    m_status->setText(tr("Cancelling…"));
    m_cancelButton->setEnabled(false);
}

void CompareView::onProgressed(quint64 job, const QString &strategy, double fraction)
{
    if (job != m_lastJob)
        return;
    m_progress.insert(strategy, fraction);
    m_model->setProgress(strategy, fraction);
    double sum = 0;
    for (double f : std::as_const(m_progress))
        sum += f;
    const double overall = sum / qMax(1, m_model->rowCount());
    m_progressBar->setValue(int(overall * 1000));
    emit progressed(overall);
}

void CompareView::onFinished(quint64 job, const ComparisonOutcome &outcome)
{
    if (job != m_lastJob)
        return;
    setRunning(false);
    bool cancelledRun = false;
    QStringList errors;
    int valid = 0;
    for (const RunPtr &run : outcome.runs) {
        cancelledRun = cancelledRun || run->cancelled;
        if (!run->error.isEmpty() && !run->cancelled)
            errors.append(tr("%1: %2").arg(run->scenario.strategy.id, run->error));
        else if (run->valid)
            ++valid;
    }
    if (cancelledRun) {
        // Strategies that finished before the cancel keep their results;
        // a partial comparison is not exported.
        m_model->setResults(outcome.runs);
        m_curves->setRuns(m_model->runs());
        m_progressBar->setValue(0);
        const int done = int(m_model->runs().size());
        m_status->setText(done > 0 ? tr("Cancelled: %1 of %2 strategies had finished.")
                                         .arg(QLocale().toString(done), QLocale().toString(outcome.runs.size()))
                                   : tr("Cancelled."));
        emit cancelled();
        return;
    }
    m_json = outcome.json;
    m_csv = outcome.csv;
    setRunning(false); // enables export now that there is something to export
    m_model->setResults(outcome.runs);
    m_curves->setRuns(m_model->runs());
    m_progressBar->setValue(1000);
    const int total = int(outcome.runs.size());
    m_status->setText(tr("Strategies compared: %1 — valid: %2, invalid: %3.")
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

void CompareView::onFailed(quint64 job, const QString &message)
{
    if (job != m_lastJob)
        return;
    setRunning(false);
    m_model->setCancelled();
    m_progressBar->setValue(0);
    m_status->setText(tr("Failed."));
    showError(message);
    emit failed(message);
}

void CompareView::setRunning(bool running)
{
    m_running = running;
    m_run->setEnabled(!running && m_hasScenario && !strategies().isEmpty());
    m_cancelButton->setEnabled(running);
    m_export->setEnabled(!running && !m_json.isEmpty() && !m_reportJob->isBusy());
    m_picker->setEnabled(!running);
}

void CompareView::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
}

void CompareView::updateScenarioLabel()
{
    if (!m_hasScenario) {
        m_scenarioLabel->setText(tr("<i>No scenario yet: open one, or pick one from the workshop library.</i>"));
        return;
    }
    m_scenarioLabel->setText(ScenarioSummary::heading(m_scenario));
}

void CompareView::updateDatabaseLine()
{
    int row = m_table->currentIndex().row();
    if (row < 0 && m_model->rowCount() > 0)
        row = 0;
    const RunPtr run = m_model->run(row);
    m_database->setText(run ? QDir::toNativeSeparators(run->databasePath) : QString());
}

void CompareView::exportWithDialog()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export the comparison into"),
                                                             m_lastFolder.isEmpty() ? QDir::homePath() : m_lastFolder);
    if (folder.isEmpty())
        return;
    startExport(folder, true);
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

void CompareView::startExport(const QString &folder, bool progressDialog)
{
    if (m_reportJob->isBusy())
        return;
    QStringList written;
    const QString error = exportData(folder, &written);
    if (!error.isEmpty()) {
        showError(error);
        return;
    }
    m_export->setEnabled(false);
    m_status->setText(tr("Writing the comparison report…"));
    const QVector<RunPtr> finished = m_model->runs(); // shared: they outlive a new comparison
    m_reportJob->start(
        comparisonReportOptions(folder),
        [finished](const ReportFiles::Options &options, QStringList *files) {
            return writeComparisonReport(finished, options, files);
        },
        written, progressDialog);
}

} // namespace idem::ui
