#include "playbackbar.h"

#include "playbackactions.h"
#include "playbackcontroller.h"
#include "uiformat.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

namespace idem::ui {

namespace {
constexpr int kSliderSteps = 100000;
}

PlaybackBar::PlaybackBar(PlaybackController *controller, PlaybackActions *actions, QWidget *parent)
    : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("playbackBar"));
    // Time runs left to right on the timeline in every language; the
    // transport and the scrubber follow it.
    setLayoutDirection(Qt::LeftToRight);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(2);
    for (QAction *a : {actions->toStart, actions->previousInteresting, actions->stepBackward, actions->playPause,
                       actions->stepForward, actions->nextInteresting, actions->toEnd}) {
        auto *b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setAutoRaise(true);
        if (a == actions->playPause)
            b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        layout->addWidget(b);
    }
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("playbackSpeed"));
    m_speed->setToolTip(tr("Playback speed: a multiple of virtual time, or a number of events per second "
                           "([ and ] change it)"));
    for (int i = 0; i < PlaybackController::speedCount(); ++i)
        m_speed->addItem(PlaybackController::speedLabel(i));
    m_speed->setCurrentIndex(controller->speed());
    m_speed->setFocusPolicy(Qt::ClickFocus);
    layout->addSpacing(6);
    layout->addWidget(m_speed);

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("scrubber"));
    m_slider->setRange(0, kSliderSteps);
    m_slider->setFocusPolicy(Qt::ClickFocus);
    m_slider->setToolTip(tr("Drag to move the playhead through the run"));
    // Never a square: the scrubber keeps a usable length in narrow windows.
    m_slider->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 16);
    layout->addSpacing(6);
    layout->addWidget(m_slider, 1);

    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("playheadPosition"));
    m_position->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("00.000 s / 00.000 s · #00000")));
    m_position->setAlignment(Qt::AlignVCenter | Qt::AlignTrailing);
    layout->addWidget(m_position);

    connect(m_speed, &QComboBox::currentIndexChanged, controller, &PlaybackController::setSpeed);
    connect(controller, &PlaybackController::speedChanged, this, [this](int index) {
        const QSignalBlocker block(m_speed);
        m_speed->setCurrentIndex(index);
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        const SimTime end = m_controller->endTime();
        m_controller->seekTime(SimTime(double(end) * value / kSliderSteps));
    });
    connect(controller, &PlaybackController::playheadMoved, this, &PlaybackBar::showPlayhead);
    connect(controller, &PlaybackController::runChanged, this, &PlaybackBar::updateEnabled);
    updateEnabled();
    showPlayhead(controller->time(), controller->recordIndex());
}

void PlaybackBar::showPlayhead(SimTime time, int recordIndex)
{
    const SimTime end = m_controller->endTime();
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(end > 0 ? int(double(time) / double(end) * kSliderSteps) : 0);
    }
    if (!m_controller->hasRun()) {
        m_position->clear();
        return;
    }
    m_position->setText(positionText(time, recordIndex));
}

QString PlaybackBar::positionText(SimTime time, int recordIndex) const
{
    return tr("%1 / %2 · #%3")
        .arg(UiFormat::seconds(time), UiFormat::seconds(m_controller->endTime()),
             UiFormat::count(qMax(0, recordIndex + 1)));
}

void PlaybackBar::updateEnabled()
{
    const bool on = m_controller->hasRun();
    // Room for the widest position of this run, in the language's digits
    // and units, so the bar never squeezes the playhead's time.
    if (on) {
        const QString widest = positionText(m_controller->endTime(), m_controller->recordCount() - 1);
        m_position->setMinimumWidth(m_position->fontMetrics().horizontalAdvance(widest));
    }
    m_slider->setEnabled(on);
    m_speed->setEnabled(on);
}

} // namespace idem::ui
