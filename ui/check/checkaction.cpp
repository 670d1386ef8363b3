#include "checkaction.h"

#include "buddylabel.h"
#include "jobs/jobpanel.h"
#include "jobs/labjob.h"
#include "run/runpaths.h"
#include "settings.h"
#include "uiformat.h"

#ifdef IDEMLAB_HAVE_LIVE
#include "checkeffects.h"
#endif

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
enum EffectsKind { SqliteFile, PostgresUrl };
} // namespace

CheckAction::CheckAction(JobController *jobs, std::function<Scenario()> scenario,
                         std::function<QStringList()> problems, QWidget *window)
    : QObject(window), m_jobs(jobs), m_scenario(std::move(scenario)), m_problems(std::move(problems)),
      m_window(window), m_action(new QAction(tr("Test My &Consumer…"), window))
{
    m_action->setObjectName(QStringLiteral("runCheck"));
    m_action->setToolTip(tr("Run your own consumer process against a private RabbitMQ through a fault-injecting "
                            "proxy, and judge it from your own database"));
    connect(m_action, &QAction::triggered, this, &CheckAction::open);
}

QWidget *CheckAction::createForm()
{
    auto *form = new QWidget(m_dialog);
    auto *layout = new QFormLayout(form);
    m_command = new QLineEdit(form);
    m_command->setObjectName(QStringLiteral("checkCommand"));
    // Isolated: in Persian the path's leading slash went to its other end.
    m_command->setPlaceholderText(UiFormat::isolateLatinRuns(tr("e.g. /usr/bin/python3 examples/consumers/naive_consumer.py")));
    addBuddyRow(layout, tr("Consumer &command:"), m_command);
    m_folder = new QLineEdit(form);
    m_folder->setObjectName(QStringLiteral("checkFolder"));
    m_folder->setPlaceholderText(tr("the folder idemlab was started in"));
    auto *browse = new QToolButton(form);
    browse->setText(tr("Browse…"));
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getExistingDirectory(m_dialog, tr("Working folder"), m_folder->text());
        if (!chosen.isEmpty())
            m_folder->setText(chosen);
    });
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder);
    folderRow->addWidget(browse);
    // A row of a layout has no buddy of its own: its "&" would be shown.
    addBuddyRow(layout, tr("&Working folder:"), folderRow, m_folder);
    m_consumers = new QSpinBox(form);
    m_consumers->setObjectName(QStringLiteral("checkConsumers"));
    m_consumers->setRange(0, 16);
    m_consumers->setSpecialValueText(tr("as the scenario says"));
    addBuddyRow(layout, tr("Consumer &processes:"), m_consumers);
    m_effectsKind = new QComboBox(form);
    m_effectsKind->setObjectName(QStringLiteral("checkEffectsKind"));
    m_effectsKind->addItem(tr("SQLite file"), int(SqliteFile));
    m_effectsKind->addItem(tr("PostgreSQL URL"), int(PostgresUrl));
    addBuddyRow(layout, tr("&Effects database:"), m_effectsKind);
    m_effects = new QLineEdit(form);
    m_effects->setObjectName(QStringLiteral("checkEffects"));
    const auto placeholder = [this] {
        m_effects->setPlaceholderText(m_effectsKind->currentData().toInt() == PostgresUrl
                                          ? QStringLiteral("postgresql://USER:PASS@127.0.0.1:5432/DB")
                                          : tr("empty: a new SQLite file in the check's folder"));
    };
    connect(m_effectsKind, &QComboBox::currentIndexChanged, this, placeholder);
    placeholder();
    layout->addRow(QString(), m_effects);
    m_query = new QLineEdit(form);
    m_query->setObjectName(QStringLiteral("checkQuery"));
#ifdef IDEMLAB_HAVE_LIVE
    m_query->setPlaceholderText(live::CheckEffects::defaultQuery());
#endif
    addBuddyRow(layout, tr("Effects &query:"), m_query);
    return form;
}

void CheckAction::ensureDialog()
{
    if (m_dialog)
        return;
    m_dialog = new QDialog(m_window);
    m_dialog->setObjectName(QStringLiteral("checkDialog"));
    m_dialog->setWindowTitle(tr("Test my consumer"));
    m_dialog->setModal(false);
    auto *layout = new QVBoxLayout(m_dialog);
    // Prose: the Persian begins with "consumer", and a label lays itself out
    // from the side of its first letter.
    auto *intro = new QLabel(UiFormat::prose(tr(
                                 "Your consumer runs against a private RabbitMQ node through the lab's AMQP proxy, "
                                 "which injects the scenario's lost acks, lost connections and crashes at the wire. "
                                 "The timeline shows what the wire carried; what your handler does inside is not "
                                 "seen. The verdict counts the effects in your own database.")),
                             m_dialog);
    intro->setObjectName(QStringLiteral("checkIntro"));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(createForm());
    m_verdictLabel = new QLabel(m_dialog);
    m_verdictLabel->setObjectName(QStringLiteral("checkVerdict"));
    m_verdictLabel->setWordWrap(true);
    m_verdictLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdictLabel->hide();
    layout->addWidget(m_verdictLabel);
    m_panel = new JobPanel(JobPanel::Style::Full, m_dialog);
    m_panel->setObjectName(QStringLiteral("checkPanel"));
    m_panel->attach(m_jobs, JobKind::Check);
    m_panel->setEscapeScope(m_dialog);
    connect(m_jobs, &JobController::progressed, this, [this](JobKind kind, quint64 job, const JobProgress &p) {
        if (kind == JobKind::Check && job == m_job && !p.part.isEmpty() && !m_jobs->isCancelling(kind))
            m_panel->setStatus(p.part);
    });
    connect(m_jobs, &JobController::cancelling, this, [this](JobKind kind) {
        if (kind == JobKind::Check)
            m_panel->setStatus(tr("Cancelling: stopping your consumer processes, the proxy and the private node…"));
    });
    connect(m_jobs, &JobController::finished, this, &CheckAction::onFinished);
    layout->addWidget(m_panel);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, m_dialog);
    m_run = buttons->addButton(tr("&Run the Check"), QDialogButtonBox::ActionRole);
    m_run->setObjectName(QStringLiteral("checkRun"));
    connect(m_run, &QPushButton::clicked, this, [this] { start(); });
    connect(buttons, &QDialogButtonBox::rejected, m_dialog, &QDialog::hide);
    layout->addWidget(buttons);
    m_dialog->resize(640, m_dialog->sizeHint().height());
    loadForm();
}

void CheckAction::loadForm()
{
    const Settings::CheckForm f = Settings().checkForm();
    m_command->setText(f.command);
    m_folder->setText(f.folder);
    m_consumers->setValue(f.consumers);
    m_effectsKind->setCurrentIndex(m_effectsKind->findData(int(f.postgres ? PostgresUrl : SqliteFile)));
    m_effects->setText(f.effects);
    m_query->setText(f.query);
}

void CheckAction::saveForm() const
{
    Settings::CheckForm f;
    f.command = m_command->text();
    f.folder = m_folder->text();
    f.consumers = m_consumers->value();
    f.postgres = m_effectsKind->currentData().toInt() == PostgresUrl;
    f.effects = m_effects->text();
    f.query = m_query->text();
    Settings().setCheckForm(f);
}

CheckRequest CheckAction::request() const
{
    CheckRequest r;
    if (!m_dialog)
        return r;
    r.command = m_command->text().trimmed();
    r.folder = m_folder->text().trimmed();
    r.consumers = m_consumers->value();
    const QString effects = m_effects->text().trimmed();
    if (!effects.isEmpty())
        r.effects = m_effectsKind->currentData().toInt() == PostgresUrl || effects.startsWith(QLatin1String("sqlite:"))
            ? effects
            : QStringLiteral("sqlite:") + effects;
    r.query = m_query->text().trimmed();
    return r;
}

void CheckAction::open()
{
    ensureDialog();
    m_dialog->show();
    m_dialog->raise();
    m_command->setFocus();
}

bool CheckAction::isRunning() const
{
    return m_jobs->isRunning(JobKind::Check);
}

bool CheckAction::start()
{
    open();
    m_panel->clearError();
    if (isRunning()) {
        m_panel->setStatus(tr("A check is going; cancel it to start another."));
        return false;
    }
    saveForm();
    m_verdictLabel->hide();
    const auto refuse = [this](const QString &why) {
        m_panel->setProgress(0);
        m_panel->setStatus(tr("Cannot check your consumer."));
        m_panel->showError(why);
        growToContents(m_dialog);
        return false;
    };
    if (const QStringList problems = m_problems(); !problems.isEmpty())
        return refuse(tr("The scenario has problems; fix them in the Scenario panel first:\n%1")
                          .arg(problems.join(QLatin1Char('\n'))));
    const Scenario scenario = m_scenario();
    const CheckRequest request = this->request();
    if (const QString why = CheckLab::unavailable(scenario, request); !why.isEmpty())
        return refuse(why);
    const QString parent = m_runsFolder.isEmpty() ? RunPaths::folder() : m_runsFolder;
    if (const QString why = CheckLab::tooFull(parent); !why.isEmpty())
        return refuse(why);
    m_job = m_jobs->start(
        JobKind::Check,
        labJob<CheckVerdict>(
            [scenario, request, parent](const std::atomic_bool &cancel, const LabReport &report, QString *error) {
                return CheckLab::run(scenario, request, parent, cancel, report, error);
            },
            CheckLab::cancelledError(), [](const CheckVerdict &v) { return v.folder; }));
    if (m_job == 0)
        return false;
    m_run->setEnabled(false);
    m_panel->setStatus(tr("Starting…"));
    return true;
}

QString CheckAction::verdictText(const CheckVerdict &v) const
{
    const RunMetrics &m = v.run->metrics;
    const QLocale l;
    const QString counts = tr("%1 duplicate side effects and %2 lost messages over %3 deliveries, counted from "
                              "%4 rows of your database (%5).")
                               .arg(l.toString(m.duplicateSideEffects), l.toString(m.lost), l.toString(m.deliveries),
                                    l.toString(v.effectRows), v.effects);
    const QString head = v.run->valid ? tr("Verdict: valid.")
                                      : tr("Verdict: invalid.");
    QString text = head + QLatin1Char(' ') + counts;
    if (!v.otherKeys.isEmpty())
        text += QLatin1Char(' ') + tr("Keys that name no message of the scenario (not counted): %1.")
                                       .arg(v.otherKeys.join(QLatin1String(", ")).left(200));
    return text;
}

void CheckAction::onFinished(JobKind kind, quint64 job, const JobOutcome &outcome)
{
    if (kind != JobKind::Check || job != m_job || !m_panel)
        return;
    m_run->setEnabled(true);
    if (outcome.cancelled) {
        m_panel->setStatus(tr("Cancelled: your consumer processes, the proxy and the private node were stopped."));
        return;
    }
    if (outcome.failed()) {
        growToContents(m_dialog); // the panel shows the error (with the consumer's output) and the check's folder
        return;
    }
    m_verdict = outcome.value.value<CheckVerdict>();
    m_verdictLabel->setText(UiFormat::prose(verdictText(m_verdict)));
    m_verdictLabel->show();
    m_panel->setStatus(tr("Done: the check's run is on screen."));
    growToContents(m_dialog);
    emit finished(m_verdict);
}

} // namespace idem::ui
