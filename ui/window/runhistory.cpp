#include "runhistory.h"

#include "buddylabel.h"
#include "run/runpaths.h"
#include "run/runretention.h"
#include "settings.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace idem::ui {

namespace {
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
}

RunHistory::RunHistory(QWidget *window) : QObject(window), m_window(window)
{
    keepAction = new QAction(tr("&Keep This Run"), this);
    keepAction->setObjectName(QStringLiteral("keepRun"));
    keepAction->setCheckable(true);
    keepAction->setEnabled(false);
    keepAction->setToolTip(tr("Never remove this run's database when older runs are cleared away"));
    connect(keepAction, &QAction::toggled, this, [this](bool on) {
        if (!m_shown.isEmpty())
            Settings().setRunKept(m_shown, on);
    });
    limitsAction = new QAction(tr("Run &History…"), this);
    limitsAction->setObjectName(QStringLiteral("runHistory"));
    connect(limitsAction, &QAction::triggered, this, &RunHistory::chooseLimits);
}

void RunHistory::setShownRun(const QString &databasePath)
{
    m_shown = databasePath;
    const QSignalBlocker quiet(keepAction);
    keepAction->setEnabled(!m_shown.isEmpty());
    keepAction->setChecked(Settings().isRunKept(m_shown));
}

QStringList RunHistory::prune()
{
    const Settings settings;
    QStringList keep = settings.keptRuns();
    if (!m_shown.isEmpty())
        keep.append(m_shown);
    RunLimits limits;
    limits.maxRuns = settings.maxRuns();
    limits.maxBytes = settings.maxRunBytes();
    QStringList failed;
    const QStringList removed = RunRetention::prune(RunPaths::folder(), limits, keep, &failed);
    if (!failed.isEmpty())
        emit statusMessage(tr("Could not remove an old run: %1").arg(failed.first()));
    return removed;
}

void RunHistory::chooseLimits()
{
    const Settings settings;
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Run History"));
    auto *runs = new QSpinBox(&dialog);
    runs->setObjectName(QStringLiteral("maxRuns"));
    runs->setRange(1, 100000);
    runs->setValue(settings.maxRuns());
    auto *size = new QDoubleSpinBox(&dialog);
    size->setObjectName(QStringLiteral("maxRunGigabytes"));
    size->setRange(0.1, 10000);
    size->setDecimals(1);
    size->setSingleStep(0.5);
    size->setSuffix(tr(" GB"));
    size->setValue(double(settings.maxRunBytes()) / kGiB);
    auto *note = new QLabel(tr("When a run ends, the oldest runs in %1 are removed until both limits hold. Runs "
                               "you keep (Run → Keep This Run) and the run on screen are never removed.")
                                .arg(RunPaths::folder()),
                            &dialog);
    note->setWordWrap(true);
    auto *form = new QFormLayout;
    addBuddyRow(form, tr("Keep at most this many runs:"), runs);
    addBuddyRow(form, tr("Keep at most this much:"), size);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Settings changed;
    changed.setMaxRuns(runs->value());
    changed.setMaxRunBytes(qint64(std::llround(size->value() * kGiB)));
    prune();
}

} // namespace idem::ui
