#include "sweepview.h"

#include "compare/batchcheck.h"
#include "compare/batchfolder.h"
#include "compare/scenariosummary.h"
#include "compare/strategypicker.h"
#include "scenario/scenarioio.h"
#include "sweepchart.h"
#include "sweepparameter.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <cmath>

#include "report/backgroundreport.h"
#include "report/reportfiles.h"

#include <QCoreApplication>

namespace idem::ui {

namespace {
// The scenario's current value at a JSON path, read through the public format.
QVariant currentValue(const Scenario &scenario, const QString &path)
{
    QJsonValue v = QJsonDocument::fromJson(ScenarioIo::toJson(scenario)).object();
    for (const QString &key : path.split(QLatin1Char('.')))
        v = v.toObject().value(key);
    return v.isDouble() ? QVariant(v.toDouble()) : QVariant();
}
} // namespace

SweepView::SweepView(QWidget *parent)
    : QWidget(parent),
      m_model(new SweepModel(this)),
      m_scenarioLabel(new QLabel(this)),
      m_parameter(new QComboBox(this)),
      m_current(new QLabel(this)),
      m_from(new QDoubleSpinBox(this)),
      m_to(new QDoubleSpinBox(this)),
      m_steps(new QSpinBox(this)),
      m_picker(new StrategyPicker(this)),
      m_metric(new QComboBox(this)),
      m_run(new QPushButton(tr("&Run sweep"), this)),
      m_cancelButton(new QPushButton(tr("Cancel"), this)),
      m_export(new QPushButton(tr("&Export…"), this)),
      m_progressBar(new QProgressBar(this)),
      m_status(new QLabel(this)),
      m_error(new QLabel(this)),
      m_chart(new SweepChart(m_model, this)),
      m_table(new QTableView(this)),
      m_reportJob(new BackgroundReport(this))
{
    m_worker = new SweepWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &SweepWorker::progressed, this, &SweepView::onProgressed);
    connect(m_worker, &SweepWorker::finished, this, &SweepView::onFinished);
    connect(m_worker, &SweepWorker::failed, this, &SweepView::onFailed);
    m_thread.setObjectName(QStringLiteral("sweep"));
    m_thread.start();

    m_scenarioLabel->setTextFormat(Qt::RichText);
    m_scenarioLabel->setWordWrap(true);
    m_parameter->setObjectName(QStringLiteral("parameter"));
    for (const SweepParameter &p : SweepParameter::all()) {
        m_parameter->addItem(p.title(), p.path);
        m_parameter->setItemData(m_parameter->count() - 1, p.toolTip(), Qt::ToolTipRole);
    }
    m_current->setObjectName(QStringLiteral("currentValue"));
    m_current->setEnabled(false);
    m_from->setObjectName(QStringLiteral("from"));
    m_to->setObjectName(QStringLiteral("to"));
    m_steps->setObjectName(QStringLiteral("steps"));
    m_steps->setRange(1, 50);
    m_steps->setToolTip(tr("How many values from the first to the last, evenly spaced"));
    m_picker->setObjectName(QStringLiteral("strategies"));
    m_metric->setObjectName(QStringLiteral("metric"));
    for (SweepModel::Metric metric : SweepModel::metrics())
        m_metric->addItem(SweepModel::metricName(metric), int(metric));
    m_run->setObjectName(QStringLiteral("run"));
    m_run->setDefault(true);
    m_cancelButton->setObjectName(QStringLiteral("cancel"));
    m_export->setObjectName(QStringLiteral("export"));
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
    m_chart->setObjectName(QStringLiteral("sweepChart"));
    m_table->setObjectName(QStringLiteral("sweepTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_scenarioLabel);
    auto *top = new QHBoxLayout;
    auto *paramBox = new QGroupBox(tr("Parameter"), this);
    auto *grid = new QGridLayout(paramBox);
    auto *paramLabel = new QLabel(tr("&Vary:"), paramBox);
    paramLabel->setBuddy(m_parameter);
    grid->addWidget(paramLabel, 0, 0);
    grid->addWidget(m_parameter, 0, 1, 1, 3);
    grid->addWidget(m_current, 0, 4, 1, 2);
    const std::pair<QWidget *, QString> fields[] = {
        {m_from, tr("&From:")}, {m_to, tr("&To:")}, {m_steps, tr("&Steps:")}};
    for (int i = 0; i < 3; ++i) {
        auto *label = new QLabel(fields[i].second, paramBox);
        label->setBuddy(fields[i].first);
        grid->addWidget(label, 1, 2 * i);
        grid->addWidget(fields[i].first, 1, 2 * i + 1);
    }
    grid->setColumnStretch(5, 1);
    top->addWidget(paramBox);
    auto *pickBox = new QGroupBox(tr("Strategies"), this);
    auto *pickLayout = new QVBoxLayout(pickBox);
    pickLayout->addWidget(m_picker);
    top->addWidget(pickBox, 1);
    layout->addLayout(top);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_run);
    actions->addWidget(m_cancelButton);
    actions->addWidget(m_export);
    actions->addSpacing(12);
    actions->addWidget(m_progressBar, 1);
    actions->addWidget(m_status, 2);
    layout->addLayout(actions);
    layout->addWidget(m_error);

    auto *show = new QHBoxLayout;
    auto *metricLabel = new QLabel(tr("S&how:"), this);
    metricLabel->setBuddy(m_metric);
    show->addWidget(metricLabel);
    show->addWidget(m_metric);
    show->addStretch(1);
    layout->addLayout(show);
    // The chart is the point; the numbers behind it sit below, compact.
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    m_table->setMinimumHeight(120);
    layout->addWidget(splitter, 1);

    connect(m_parameter, &QComboBox::currentIndexChanged, this, &SweepView::onParameterChanged);
    connect(m_metric, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_model->setMetric(SweepModel::Metric(m_metric->itemData(index).toInt())); });
    connect(m_run, &QPushButton::clicked, this, &SweepView::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &SweepView::cancel);
    connect(m_export, &QPushButton::clicked, this, &SweepView::exportWithDialog);
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
    connect(m_picker, &StrategyPicker::selectionChanged, this, [this] { setRunning(m_running); });
    onParameterChanged(m_parameter->currentIndex());
    setRunning(false);
    updateScenarioLabel();
}

SweepView::~SweepView()
{
    if (m_cancel)
        m_cancel->store(true);
    m_thread.requestInterruption();
    m_thread.quit();
    m_thread.wait();
}

void SweepView::setScenario(const Scenario &scenario)
{
    const bool changed = m_hasScenario && scenario != m_scenario;
    m_scenario = scenario;
    m_hasScenario = true;
    if (changed && !m_running && m_model->rowCount() > 0)
        m_status->setText(tr("The scenario has changed since these results: run again to update them."));
    updateScenarioLabel();
    updateCurrentValue();
    setRunning(m_running);
}

bool SweepView::setParameter(const QString &path)
{
    const int index = m_parameter->findData(path);
    if (index < 0)
        return false;
    if (index == m_parameter->currentIndex())
        onParameterChanged(index);
    else
        m_parameter->setCurrentIndex(index);
    return true;
}

QString SweepView::parameter() const
{
    return m_parameter->currentData().toString();
}

void SweepView::setRange(double from, double to, int steps)
{
    m_from->setValue(from);
    m_to->setValue(to);
    m_steps->setValue(steps);
}

QVector<double> SweepView::values() const
{
    const SweepParameter *p = SweepParameter::find(parameter());
    QVector<double> out;
    for (double v : SweepRunner::range(m_from->value(), m_to->value(), m_steps->value())) {
        if (p && p->isInteger())
            v = std::round(v);
        if (!out.contains(v))
            out.append(v);
    }
    return out;
}

void SweepView::setStrategies(const QStringList &ids)
{
    m_picker->setChecked(ids);
}

QStringList SweepView::strategies() const
{
    return m_picker->checked();
}

void SweepView::setMetric(SweepModel::Metric metric)
{
    m_metric->setCurrentIndex(m_metric->findData(int(metric)));
}

void SweepView::onParameterChanged(int index)
{
    const SweepParameter *p = SweepParameter::find(m_parameter->itemData(index).toString());
    if (!p)
        return;
    m_parameter->setToolTip(p->toolTip());
    for (QDoubleSpinBox *spin : {m_from, m_to}) {
        spin->setDecimals(p->decimals);
        spin->setRange(p->minimum, p->maximum);
        spin->setSingleStep(p->isInteger() ? (p->maximum > 10000 ? 1000 : 1) : 0.01);
        spin->setSuffix(p->unit && *p->unit ? QLatin1Char(' ') + SweepParameter::tr(p->unit) : QString());
        spin->setGroupSeparatorShown(true);
    }
    setRange(p->from, p->to, p->steps);
    updateCurrentValue();
}

void SweepView::updateCurrentValue()
{
    const QVariant v = m_hasScenario ? currentValue(m_scenario, parameter()) : QVariant();
    m_current->setText(v.isValid() ? tr("now %1 in the scenario").arg(QLocale().toString(v.toDouble(), 'g', 10))
                                   : QString());
}

void SweepView::start()
{
    if (m_running)
        return;
    m_error->hide();
    const QStringList ids = strategies();
    const QString problem = BatchCheck::problem(m_hasScenario, m_scenario, ids,
                                                tr("Check at least one strategy to sweep."));
    if (!problem.isEmpty()) {
        showError(problem);
        return;
    }
    SweepWorker::Job job;
    job.id = ++m_lastJob;
    job.scenario = m_scenario;
    job.path = parameter();
    job.values = values();
    job.strategies = ids;
    job.folder = m_outputFolder.isEmpty() ? BatchFolder::fresh(QStringLiteral("sweep")) : m_outputFolder;
    job.threads = m_threads;
    job.cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = job.cancel;
    m_model->clear();
    m_progressBar->setValue(0);
    m_status->setText(tr("Running %1 simulations…").arg(QLocale().toString(job.values.size() * ids.size())));
    setRunning(true);
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, job] { worker->run(job); }, Qt::QueuedConnection);
    emit started(job.folder);
}

void SweepView::cancel()
{
    if (!m_running || !m_cancel)
        return;
    m_cancel->store(true);
    m_status->setText(tr("Cancelling…"));
    m_cancelButton->setEnabled(false);
}

void SweepView::onProgressed(quint64 job, int done, int total)
{
    if (job != m_lastJob)
        return;
    m_progressBar->setValue(total > 0 ? done * 1000 / total : 0);
    if (!m_cancel || !m_cancel->load())
        m_status->setText(tr("%1 of %2 simulations done…").arg(QLocale().toString(done), QLocale().toString(total)));
    emit progressed(done, total);
}

void SweepView::onFinished(quint64 job, const SweepOutcome &outcome)
{
    if (job != m_lastJob)
        return;
    setRunning(false);
    if (outcome.cancelled) {
        m_progressBar->setValue(0);
        m_status->setText(tr("Cancelled."));
        emit cancelled();
        return;
    }
    m_model->setOutcome(outcome);
    setRunning(false); // enables export now that there is something to export
    m_progressBar->setValue(1000);
    m_status->setText(tr("%1 simulations done.").arg(QLocale().toString(outcome.cells.size())));
    const QStringList errors = m_model->errors();
    const QStringList stopped = m_model->stopped();
    const int shown = 8;
    const auto listed = [shown](const QStringList &lines) {
        QString text = lines.mid(0, shown).join(QLatin1Char('\n'));
        if (lines.size() > shown)
            text += QLatin1Char('\n') + tr("… and %1 more.").arg(QLocale().toString(lines.size() - shown));
        return text;
    };
    QStringList parts;
    if (!errors.isEmpty())
        parts.append(tr("Some values could not run:\n%1").arg(listed(errors)));
    // A stopped run has no verdict: the table says "stopped", the chart has no point for it.
    if (!stopped.isEmpty())
        parts.append(tr("Some runs were stopped before they ended (no verdict, no point in the chart):\n%1")
                         .arg(listed(stopped)));
    if (!parts.isEmpty())
        showError(parts.join(QStringLiteral("\n\n")));
    if (!errors.isEmpty()) {
        emit failed(parts.join(QStringLiteral("\n\n")));
        return;
    }
    emit finished();
}

void SweepView::onFailed(quint64 job, const QString &message)
{
    if (job != m_lastJob)
        return;
    setRunning(false);
    m_progressBar->setValue(0);
    m_status->setText(tr("Failed."));
    showError(message);
    emit failed(message);
}

void SweepView::setRunning(bool running)
{
    m_running = running;
    m_run->setEnabled(!running && m_hasScenario && !strategies().isEmpty());
    m_cancelButton->setEnabled(running);
    m_export->setEnabled(!running && !m_model->outcome().cells.isEmpty() && !m_reportJob->isBusy());
    for (QWidget *w : {static_cast<QWidget *>(m_parameter), static_cast<QWidget *>(m_from),
                       static_cast<QWidget *>(m_to), static_cast<QWidget *>(m_steps),
                       static_cast<QWidget *>(m_picker)})
        w->setEnabled(!running);
}

void SweepView::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
}

void SweepView::updateScenarioLabel()
{
    if (!m_hasScenario) {
        m_scenarioLabel->setText(tr("<i>No scenario yet: open one, or pick one from the workshop library.</i>"));
        return;
    }
    m_scenarioLabel->setText(ScenarioSummary::heading(m_scenario));
}

QString SweepView::exportCsv(const QString &path) const
{
    const SweepOutcome &o = m_model->outcome();
    if (o.cells.isEmpty())
        return tr("Nothing to export yet: run a sweep first.");
    QSaveFile file(path);
    const QByteArray bytes = SweepRunner::csv(o.path, o.cells);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

namespace {
ReportFiles::Options sweepReportOptions(const QString &folder)
{
    ReportFiles::Options options;
    options.formats = {QStringLiteral("html"), QStringLiteral("pdf")};
    options.context.folder = folder;
    options.context.appVersion = QCoreApplication::applicationVersion();
    return options;
}
} // namespace

QString SweepView::exportReport(const QString &folder) const
{
    const SweepOutcome &o = m_model->outcome();
    if (o.cells.isEmpty())
        return tr("Nothing to export yet: run a sweep first.");
    return ReportFiles::writeSweep(m_scenario, o.path, o.values, o.strategies, o.cells, sweepReportOptions(folder),
                                   nullptr);
}

void SweepView::startExport(const QString &folder, bool progressDialog)
{
    if (m_reportJob->isBusy())
        return;
    if (m_model->outcome().cells.isEmpty()) {
        showError(tr("Nothing to export yet: run a sweep first."));
        return;
    }
    m_export->setEnabled(false);
    m_status->setText(tr("Writing the sweep report…"));
    // Copies: the worker reads them while a new sweep may start.
    const Scenario scenario = m_scenario;
    const SweepOutcome o = m_model->outcome();
    m_reportJob->start(
        sweepReportOptions(folder),
        [scenario, o](const ReportFiles::Options &options, QStringList *written) {
            return ReportFiles::writeSweep(scenario, o.path, o.values, o.strategies, o.cells, options, written);
        },
        {}, progressDialog);
}

void SweepView::exportWithDialog()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export the sweep report into"), QDir::homePath());
    if (folder.isEmpty())
        return;
    startExport(folder, true);
}

} // namespace idem::ui
