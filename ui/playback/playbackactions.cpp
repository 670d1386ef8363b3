#include "playbackactions.h"

#include "playbackcontroller.h"
#include "transporticons.h"

#include <QAction>

namespace idem::ui {

namespace {
QAction *make(QObject *parent, const QString &name, const QString &text, const QList<QKeySequence> &keys,
              const QIcon &icon, const QString &tip)
{
    auto *a = new QAction(text, parent);
    a->setObjectName(name);
    a->setShortcuts(keys);
    a->setShortcutContext(Qt::WindowShortcut);
    a->setIcon(icon);
    a->setToolTip(keys.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, keys.first().toString(QKeySequence::NativeText)));
    return a;
}
} // namespace

PlaybackActions::PlaybackActions(PlaybackController *c, QObject *parent) : QObject(parent)
{
    playPause = make(parent, QStringLiteral("playPause"), tr("Play"), {QKeySequence(Qt::Key_Space)},
                     TransportIcons::icon(TransportIcons::Play), tr("Play or pause the run"));
    stepForward = make(parent, QStringLiteral("stepForward"), tr("Step forward"), {QKeySequence(Qt::Key_Right)},
                       TransportIcons::icon(TransportIcons::StepForward), tr("Step to the next event"));
    stepBackward = make(parent, QStringLiteral("stepBackward"), tr("Step back"), {QKeySequence(Qt::Key_Left)},
                        TransportIcons::icon(TransportIcons::StepBackward), tr("Step to the previous event"));
    nextInteresting = make(parent, QStringLiteral("nextInteresting"), tr("Next interesting event"),
                           {QKeySequence(Qt::Key_N)}, TransportIcons::icon(TransportIcons::NextInteresting),
                           tr("Jump to the next duplicate side effect, crash, skipped duplicate, lost ack or "
                              "dead letter (after the last, the first again)"));
    previousInteresting = make(parent, QStringLiteral("previousInteresting"), tr("Previous interesting event"),
                               {QKeySequence(Qt::SHIFT | Qt::Key_N)}, TransportIcons::icon(TransportIcons::PreviousInteresting),
                               tr("Jump back to the previous interesting event"));
    toStart = make(parent, QStringLiteral("toStart"), tr("Go to start"), {QKeySequence(Qt::Key_Home)},
                   TransportIcons::icon(TransportIcons::ToStart), tr("Move the playhead to the start of the run"));
    toEnd = make(parent, QStringLiteral("toEnd"), tr("Go to end"), {QKeySequence(Qt::Key_End)},
                 TransportIcons::icon(TransportIcons::ToEnd), tr("Move the playhead to the end: show the whole run"));
    faster = make(parent, QStringLiteral("faster"), tr("Faster"), {QKeySequence(Qt::Key_BracketRight)},
                  QIcon(), tr("Play faster"));
    slower = make(parent, QStringLiteral("slower"), tr("Slower"), {QKeySequence(Qt::Key_BracketLeft)},
                  QIcon(), tr("Play slower"));

    QObject::connect(playPause, &QAction::triggered, c, &PlaybackController::togglePlay);
    QObject::connect(stepForward, &QAction::triggered, c, &PlaybackController::stepForward);
    QObject::connect(stepBackward, &QAction::triggered, c, &PlaybackController::stepBackward);
    QObject::connect(nextInteresting, &QAction::triggered, c, &PlaybackController::nextInteresting);
    QObject::connect(previousInteresting, &QAction::triggered, c, &PlaybackController::previousInteresting);
    QObject::connect(toStart, &QAction::triggered, c, &PlaybackController::goToStart);
    QObject::connect(toEnd, &QAction::triggered, c, &PlaybackController::goToEnd);
    QObject::connect(faster, &QAction::triggered, c, &PlaybackController::faster);
    QObject::connect(slower, &QAction::triggered, c, &PlaybackController::slower);
    QObject::connect(c, &PlaybackController::playingChanged, this, [this](bool playing) { updatePlayPause(playing); });
    QObject::connect(c, &PlaybackController::runChanged, this, [this, c] { setEnabled(c->hasRun()); });
    setEnabled(c->hasRun());
}

QList<QAction *> PlaybackActions::all() const
{
    return {playPause, stepBackward, stepForward, previousInteresting, nextInteresting, toStart, toEnd, slower, faster};
}

void PlaybackActions::setEnabled(bool enabled)
{
    for (QAction *a : all())
        a->setEnabled(enabled);
}

void PlaybackActions::updatePlayPause(bool playing)
{
    playPause->setText(playing ? tr("Pause") : tr("Play"));
    playPause->setIcon(TransportIcons::icon(playing ? TransportIcons::Pause : TransportIcons::Play));
}

} // namespace idem::ui
