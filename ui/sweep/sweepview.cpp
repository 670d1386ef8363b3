#include "sweepview.h"

#include "buddylabel.h"
#include "compare/strategypicker.h"
#include "jobs/jobpanel.h"
#include "report/reportfiles.h"
#include "scenario/scenarioio.h"
#include "sweepchart.h"
#include "sweepparameter.h"
#include "uiformat.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <cmath>

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

// The swept values as the spin boxes and the chart's axis write them
// ("9,429", "۹٬۴۲۹", "0.100"): a view formats a double on its own with six
// digits and no group separator ("9429", "17857", "0.1").
class SweptValueDelegate final : public QStyledItemDelegate
{
public:
    SweptValueDelegate(const SweepModel *model, QObject *parent) : QStyledItemDelegate(parent), m_model(model) {}

    QString displayText(const QVariant &value, const QLocale &) const override
    {
        const SweepParameter *p = SweepParameter::find(m_model->outcome().path);
        return UiFormat::number(value.toDouble(), p ? p->decimals : 3);
    }

private:
    const SweepModel *m_model;
};
} // namespace

SweepView::SweepView(JobController *jobs, QWidget *parent)
    : BatchView(jobs, JobKind::Sweep, JobKind::SweepReport,
                {tr("&Run sweep"), tr("Check at least one strategy to sweep."), tr("Writing the sweep report…"),
                 tr("Export the sweep report into"), QStringLiteral("sweep")},
                parent),
      m_model(new SweepModel(this)),
      m_parameter(new QComboBox(this)),
      m_current(new QLabel(this)),
      m_from(new QDoubleSpinBox(this)),
      m_to(new QDoubleSpinBox(this)),
      m_steps(new QSpinBox(this)),
      m_metric(new QComboBox(this)),
      m_chart(new SweepChart(m_model, this)),
      m_table(new QTableView(this))
{
    runButton()->setObjectName(QStringLiteral("run"));
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
    m_metric->setObjectName(QStringLiteral("metric"));
    for (SweepModel::Metric metric : SweepModel::metrics())
        m_metric->addItem(SweepModel::metricName(metric), int(metric));
    m_chart->setObjectName(QStringLiteral("sweepChart"));
    m_table->setObjectName(QStringLiteral("sweepTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegateForColumn(SweepModel::valueColumn(), new SweptValueDelegate(m_model, m_table));
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scenarioLabel());
    // The parameter over the strategies: side by side they need more than a
    // 1280-pixel screen in every language (tst_layout).
    auto *top = new QVBoxLayout;
    auto *paramBox = new QGroupBox(tr("Parameter"), this);
    auto *grid = new QGridLayout(paramBox);
    auto *paramLabel = new BuddyLabel(tr("&Vary:"), m_parameter, paramBox);
    grid->addWidget(paramLabel, 0, 0);
    grid->addWidget(m_parameter, 0, 1, 1, 3);
    grid->addWidget(m_current, 0, 4, 1, 2);
    const std::pair<QWidget *, QString> fields[] = {
        {m_from, tr("&From:")}, {m_to, tr("&To:")}, {m_steps, tr("&Steps:")}};
    for (int i = 0; i < 3; ++i) {
        auto *label = new BuddyLabel(fields[i].second, fields[i].first, paramBox);
        grid->addWidget(label, 1, 2 * i);
        grid->addWidget(fields[i].first, 1, 2 * i + 1);
    }
    grid->setColumnStretch(6, 1); // the fields keep their size, the room goes past them
    top->addWidget(paramBox);
    top->addWidget(strategiesBox());
    layout->addLayout(top);
    layout->addWidget(panel());

    auto *show = new QHBoxLayout;
    auto *metricLabel = new BuddyLabel(tr("S&how:"), m_metric, this);
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
    connect(this->jobs(), &JobController::progressed, this, &SweepView::onProgressed);
    const auto preview = [this] { m_chart->preview(parameter(), values()); };
    connect(m_from, &QDoubleSpinBox::valueChanged, this, preview);
    connect(m_to, &QDoubleSpinBox::valueChanged, this, preview);
    connect(m_steps, &QSpinBox::valueChanged, this, preview);
    connect(m_parameter, &QComboBox::currentIndexChanged, this, preview);
    onParameterChanged(m_parameter->currentIndex());
    updateButtons();
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
        spin->setSuffix(p->unit().isEmpty() ? QString() : QLatin1Char(' ') + p->unit());
        spin->setGroupSeparatorShown(true);
    }
    setRange(p->from, p->to, p->steps);
    updateCurrentValue();
}

void SweepView::updateCurrentValue()
{
    const QVariant v = hasScenario() ? currentValue(scenario(), parameter()) : QVariant();
    m_current->setText(v.isValid() ? tr("now %1 in the scenario").arg(QLocale().toString(v.toDouble(), 'g', 10))
                                   : QString());
}

JobWork SweepView::makeJob(const QString &folder)
{
    const SweepJob job{scenario(), parameter(), values(), strategies(), folder, 0};
    return [job](const std::atomic_bool &cancel, const JobReport &report) { return job.run(cancel, report); };
}

void SweepView::jobStarted()
{
    m_model->clear();
    setStatus(tr("Running %1 simulations…").arg(QLocale().toString(values().size() * strategies().size())));
}

void SweepView::onProgressed(JobKind kind, quint64 job, const JobProgress &progress)
{
    if (!isOwnJob(kind, job))
        return;
    if (!jobs()->isCancelling(JobKind::Sweep))
        setStatus(tr("%1 of %2 simulations done…")
                      .arg(QLocale().toString(progress.done), QLocale().toString(progress.total)));
    emit progressed(progress.done, progress.total);
}

void SweepView::jobEnded(const JobOutcome &outcome)
{
    if (outcome.failed()) {
        emit failed(outcome.error);
        return;
    }
    if (outcome.cancelled) {
        emit cancelled(); // the panel says so; a cancelled sweep draws nothing
        return;
    }
    const SweepOutcome sweep = outcome.value.value<SweepOutcome>();
    m_model->setOutcome(sweep);
    setStatus(tr("%1 simulations done.").arg(QLocale().toString(sweep.cells.size())));
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

void SweepView::setInputsEnabled(bool on)
{
    BatchView::setInputsEnabled(on);
    for (QWidget *w : {static_cast<QWidget *>(m_parameter), static_cast<QWidget *>(m_from),
                       static_cast<QWidget *>(m_to), static_cast<QWidget *>(m_steps)})
        w->setEnabled(on);
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
    return ReportFiles::writeSweep(scenario(), o.path, o.values, o.strategies, o.cells, sweepReportOptions(folder),
                                   nullptr);
}

QString SweepView::prepareExport(const QString &folder, QStringList *, ReportFiles::Options *options,
                                 std::function<QString(const ReportFiles::Options &, QStringList *)> *write)
{
    if (m_model->outcome().cells.isEmpty())
        return tr("Nothing to export yet: run a sweep first.");
    *options = sweepReportOptions(folder);
    // Copies: the worker reads them while a new sweep may start.
    const Scenario s = scenario();
    const SweepOutcome o = m_model->outcome();
    *write = [s, o](const ReportFiles::Options &opts, QStringList *written) {
        return ReportFiles::writeSweep(s, o.path, o.values, o.strategies, o.cells, opts, written);
    };
    return {};
}

} // namespace idem::ui
