#include "presentermode.h"

#include "code/codelisting.h"
#include "code/codeview.h"
#include "editor/vocablabels.h"
#include "narrationdelegate.h"
#include "narrationmodel.h"
#include "proselabel.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelineview.h"
#include "uiformat.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QFontInfo>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

namespace idem::ui {

// "So far": a list whose rows can start below its top edge.
class ToldList final : public QListView
{
public:
    using QListView::QListView;
    void setTopMargin(int margin)
    {
        if (viewportMargins().top() != margin)
            setViewportMargins(0, margin, 0, 0);
    }
};

// The stage's pages: only the page shown asks for room. QStackedLayout
// asks every page, so the story, set in large type at the full width,
// made the events' page, narrowed by the code beside it, taller than the
// screen (the window grew to 1,400 px at 1920×1080).
class StagePages final : public QStackedWidget
{
public:
    using QStackedWidget::QStackedWidget;
    bool hasHeightForWidth() const override { return currentWidget() && currentWidget()->hasHeightForWidth(); }
    int heightForWidth(int width) const override
    {
        return currentWidget() ? currentWidget()->heightForWidth(width) : -1;
    }
    QSize minimumSizeHint() const override
    {
        return currentWidget() ? currentWidget()->minimumSizeHint() : QSize();
    }
    QSize sizeHint() const override { return currentWidget() ? currentWidget()->sizeHint() : QSize(); }
};

namespace {
QLabel *textLabel(const QString &objectName, QWidget *parent)
{
    // Measured and painted by one layout (ProseLabel says why).
    auto *label = new ProseLabel(parent);
    label->setObjectName(objectName);
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    return label;
}

// Small capitals and spaced letters are a Latin-script kicker: a script
// without case (Persian) keeps its words as written, its letters joined
// and the Latin terms inside it in their own case ("consumer", not "CONSUMER").
bool scriptHasCase(const QLocale &locale)
{
    return locale.script() == QLocale::LatinScript || locale.script() == QLocale::CyrillicScript
        || locale.script() == QLocale::GreekScript;
}

QString kicker(const QLabel *label, const QString &text)
{
    return scriptHasCase(label->locale()) ? label->locale().toUpper(text) : text; // Turkish i → İ
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = textLabel(QStringLiteral("heading"), parent);
    label->setText(kicker(label, text));
    return label;
}

QWidget *page(QStackedWidget *stack)
{
    auto *w = new QWidget(stack);
    auto *layout = new QVBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(18);
    stack->addWidget(w);
    return w;
}
} // namespace

PresenterMode::PresenterMode(QWidget *parent)
    : QWidget(parent),
      m_narration(new NarrationModel(this)),
      m_title(textLabel(QStringLiteral("title"), this)),
      m_topic(textLabel(QStringLiteral("topic"), this)),
      m_pages(new StagePages(this)),
      m_story(textLabel(QStringLiteral("story"), this)),
      m_predict(textLabel(QStringLiteral("predict"), this)),
      m_reveal(new QPushButton(tr("Reveal"), this)),
      m_waiting(textLabel(QStringLiteral("waiting"), this)),
      m_position(textLabel(QStringLiteral("position"), this)),
      m_current(textLabel(QStringLiteral("current"), this)),
      m_why(textLabel(QStringLiteral("why"), this)),
      m_told(new ToldList(this)),
      m_timeline(new TimelineView(this)),
      m_endNote(textLabel(QStringLiteral("endNote"), this)),
      m_lesson(textLabel(QStringLiteral("lesson"), this)),
      m_summary(textLabel(QStringLiteral("summary"), this)),
      m_hint(textLabel(QStringLiteral("hint"), this)),
      m_code(new CodeView(this))
{
    setObjectName(QStringLiteral("presenter"));
    setWindowTitle(tr("Presenter mode"));
    setAttribute(Qt::WA_StyledBackground);
    setFocusPolicy(Qt::StrongFocus);

    // Story
    QWidget *story = page(m_pages);
    story->layout()->addWidget(heading(tr("The story"), story));
    story->layout()->addWidget(m_story);
    static_cast<QVBoxLayout *>(story->layout())->addStretch(1);
    // Predict
    QWidget *predict = page(m_pages);
    predict->layout()->addWidget(heading(tr("Predict first"), predict));
    predict->layout()->addWidget(m_predict);
    m_reveal->setObjectName(QStringLiteral("reveal"));
    m_reveal->setFocusPolicy(Qt::NoFocus); // Space belongs to the presenter, not the button
    m_reveal->setCursor(Qt::PointingHandCursor);
    m_reveal->setToolTip(tr("Run the scenario and tell what happened (Space)"));
    auto *revealRow = new QHBoxLayout;
    revealRow->addStretch(1);
    revealRow->addWidget(m_reveal);
    revealRow->addStretch(1);
    static_cast<QVBoxLayout *>(predict->layout())->addSpacing(24);
    static_cast<QVBoxLayout *>(predict->layout())->addLayout(revealRow);
    static_cast<QVBoxLayout *>(predict->layout())->addStretch(1);
    // Waiting
    QWidget *waiting = page(m_pages);
    m_waiting->setText(tr("Running the scenario…"));
    m_waiting->setAlignment(Qt::AlignCenter);
    waiting->layout()->addWidget(m_waiting);
    // Narrating: the timeline on top; under it what happened (left) and
    // what came before (right), and under the page the event's "why"
    // across the whole width, also beside the code, where a long cause
    // chain takes the fewest lines.
    QWidget *narrating = page(m_pages);
    m_narrating = narrating;
    auto *narratingLayout = static_cast<QVBoxLayout *>(narrating->layout());
    narratingLayout->setSpacing(kTimelineGap);
    m_timeline->setObjectName(QStringLiteral("presenterTimeline"));
    m_timeline->setFocusPolicy(Qt::NoFocus); // Space and the arrows belong to the presenter
    narratingLayout->addWidget(m_timeline);
    auto *top = new QHBoxLayout;
    top->setSpacing(kColumnGap);
    m_nowColumn = new QWidget(narrating);
    m_nowColumn->setObjectName(QStringLiteral("nowColumn"));
    auto *now = new QVBoxLayout(m_nowColumn);
    now->setContentsMargins(0, 0, 0, 0);
    now->setSpacing(kNowSpacing);
    m_nowHeading = heading(tr("What happened"), m_nowColumn);
    now->addWidget(m_nowHeading);
    for (QLabel *label : {m_position, m_current}) {
        label->setParent(m_nowColumn);
        now->addWidget(label);
    }
    m_endNote->setText(tr("The run is over. Press Space for the lesson."));
    m_endNote->setParent(m_nowColumn);
    now->addWidget(m_endNote);
    now->addStretch(1);
    top->addWidget(m_nowColumn);
    auto *before = new QVBoxLayout;
    before->setSpacing(kSoFarSpacing);
    m_soFar = heading(tr("So far"), narrating);
    m_soFar->setObjectName(QStringLiteral("soFar"));
    before->addWidget(m_soFar);
    m_told->setObjectName(QStringLiteral("told"));
    m_told->setModel(m_narration);
    // Every told event in full: rows wrap to the list's width and the list
    // scrolls (to the newest) when they do not all fit.
    m_told->setItemDelegate(new NarrationDelegate(m_told));
    m_told->setWordWrap(true);
    m_told->setTextElideMode(Qt::ElideNone);
    m_told->setResizeMode(QListView::Adjust);
    m_told->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_told->setFocusPolicy(Qt::NoFocus);
    m_told->setSelectionMode(QAbstractItemView::NoSelection);
    m_told->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_told->setFrameShape(QFrame::NoFrame);
    m_told->setSpacing(4);
    // Its height is what the row leaves it (at least three lines), never
    // what its contents would like: the row's height is the page's to share.
    m_told->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    before->addWidget(m_told, 1);
    top->addLayout(before, 1);
    narratingLayout->addLayout(top, 1);
    // The why is fitted to the room (fitNarration); where even the smallest
    // type does not fit (a long custom scenario), it scrolls, never cut off.
    m_whyArea = new QScrollArea(this);
    m_whyArea->setObjectName(QStringLiteral("whyArea"));
    m_whyArea->setFrameShape(QFrame::NoFrame);
    m_whyArea->setWidgetResizable(true);
    m_whyArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_whyArea->setFocusPolicy(Qt::NoFocus);
    m_whyArea->viewport()->setAutoFillBackground(false);
    m_why->setParent(m_whyArea);
    m_why->setAlignment(Qt::AlignLeading | Qt::AlignTop);
    m_whyArea->setWidget(m_why);
    m_whyArea->hide();
    // Lesson
    QWidget *lesson = page(m_pages);
    lesson->layout()->addWidget(heading(tr("The lesson"), lesson));
    lesson->layout()->addWidget(m_lesson);
    lesson->layout()->addWidget(m_summary);
    static_cast<QVBoxLayout *>(lesson->layout())->addStretch(1);

    // The handler as code beside the events (C shows and hides it): the
    // step of the event told is highlighted as playback goes. Its lines
    // stay left to right in a right-to-left layout (CodeListing).
    m_code->setObjectName(QStringLiteral("presenterCode"));
    m_code->setFocusPolicy(Qt::NoFocus);
    m_code->listing()->setFocusPolicy(Qt::NoFocus);
    m_code->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(64, 40, 64, 28);
    layout->setSpacing(10);
    layout->addWidget(m_topic);
    layout->addWidget(m_title);
    layout->addSpacing(8);
    auto *middle = new QHBoxLayout;
    middle->setSpacing(kColumnGap);
    // Shown, the code takes up to a third (fitCode), as far as the
    // page's own minimum leaves room; left to its size hint it was a strip
    // a few words wide.
    middle->addWidget(m_pages, 3);
    middle->addWidget(m_code, 2);
    layout->addLayout(middle, 1);
    layout->addWidget(m_whyArea);
    layout->addWidget(m_hint);

    connect(m_reveal, &QPushButton::clicked, this, &PresenterMode::reveal);
    // Queued: the list lays the new rows out before it can scroll to them.
    connect(m_narration, &QAbstractItemModel::rowsInserted, this, &PresenterMode::showNewestTold,
            Qt::QueuedConnection);
    // A duplicate joining the row of the ones before it makes that row taller.
    connect(m_narration, &QAbstractItemModel::dataChanged, this, &PresenterMode::showNewestTold,
            Qt::QueuedConnection);
    applyScale();
    setStage(Stage::Story);
}

void PresenterMode::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    m_run.reset();
    m_narration->setLines({});
    m_narration->setPlayhead(0);
    const QString title = UiFormat::scenarioText(scenario, "name");
    const QString topic = UiFormat::scenarioText(scenario, "topic");
    const QString story = UiFormat::scenarioText(scenario, "description");
    const QString predict = UiFormat::scenarioText(scenario, "predict");
    const QString lesson = UiFormat::scenarioText(scenario, "lesson");
    // A text the scenario left untranslated is shown in English, in English's
    // direction: laid right to left, an English lesson read ".A lock duration
    // is not a promise …" in the Persian presenter.
    const auto show = [](QLabel *label, const QString &text) {
        const bool english = std::none_of(text.cbegin(), text.cend(), [](QChar c) {
            return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
        });
        label->setLayoutDirection(english ? Qt::LeftToRight : QGuiApplication::layoutDirection());
        label->setText(UiFormat::prose(text));
    };
    show(m_title, title);
    show(m_topic, kicker(m_topic, topic));
    m_topic->setVisible(!topic.isEmpty());
    show(m_story, story.isEmpty() ? tr("This scenario has no story yet.") : story);
    show(m_predict, predict.isEmpty() ? tr("What do you expect to happen?") : predict);
    show(m_lesson, lesson.isEmpty() ? UiFormat::scenarioText(scenario, "observe") : lesson);
    setStage(Stage::Story);
    fitStory();
}

void PresenterMode::setRun(RunPtr run)
{
    m_run = std::move(run);
    m_timeline->setRun(m_run);
    m_timeline->setPlayhead(0);
    m_code->setRun(m_run);
    m_narration->setLines(m_run ? Narration::build(*m_run) : QVector<NarrationLine>());
    m_narration->setPlayhead(0);
    if (m_run) {
        const RunMetrics &m = m_run->metrics;
        m_summary->setText(UiFormat::prose(
            tr("This run (%1): %2 duplicate side effects, %3 skipped duplicates, %4 lost, %5 "
               "dead-lettered — %6.")
                .arg(VocabLabels::strategyTitle(m_run->scenario.strategy.id), UiFormat::count(m.duplicateSideEffects),
                     UiFormat::count(m.duplicatesSkipped), UiFormat::count(m.lost), UiFormat::count(m.deadLettered),
                     m_run->valid ? tr("a valid run") : tr("an invalid run"))));
    } else {
        m_summary->clear();
    }
    // A run that arrives before the reveal waits for it: no spoilers.
    if (m_run && (m_stage == Stage::Waiting || m_stage == Stage::Narrating || m_stage == Stage::Lesson))
        setStage(Stage::Narrating);
    fitNarration();
    updateNarration();
}

void PresenterMode::setPlayhead(SimTime t)
{
    m_timeline->setPlayhead(t);
    m_narration->setPlayhead(t);
    updateNarration();
    // Playback reaching the end of the run closes with the lesson.
    if (m_stage == Stage::Narrating && m_run && t != kNever && t >= runEnd() && m_narration->nextLine() < 0)
        showLesson();
}

SimTime PresenterMode::runEnd() const
{
    if (!m_run)
        return kNever;
    SimTime end = SimTime(m_run->metrics.virtualDurationMs * 1000.0);
    if (m_run->trace.size() > 0)
        end = qMax(end, m_run->trace.records().back().time());
    return end;
}

void PresenterMode::advance()
{
    switch (m_stage) {
    case Stage::Story: setStage(Stage::Predict); return;
    case Stage::Predict: reveal(); return;
    case Stage::Waiting: return;
    case Stage::Narrating: {
        const int next = m_narration->nextLine();
        if (next < 0) {
            showLesson();
            return;
        }
        const SimTime t = m_narration->lines().at(next).time;
        m_narration->setPlayhead(t);
        m_timeline->setPlayhead(t);
        updateNarration();
        emit seekRequested(t);
        return;
    }
    case Stage::Lesson: return;
    }
}

void PresenterMode::goBack()
{
    switch (m_stage) {
    case Stage::Story: return;
    case Stage::Predict: setStage(Stage::Story); return;
    case Stage::Waiting: setStage(Stage::Predict); return;
    case Stage::Lesson: setStage(Stage::Narrating); return;
    case Stage::Narrating: {
        const int told = m_narration->toldCount();
        if (told == 0) {
            setStage(Stage::Predict);
            return;
        }
        // Tell one event fewer: stop at the previous event's time, or just
        // before the first one.
        const SimTime t = told >= 2 ? m_narration->lines().at(told - 2).time
                                    : qMax<SimTime>(0, m_narration->lines().at(0).time - 1);
        m_narration->setPlayhead(t);
        updateNarration();
        emit seekRequested(t);
        return;
    }
    }
}

void PresenterMode::reveal()
{
    if (m_stage != Stage::Story && m_stage != Stage::Predict)
        return;
    setStage(m_run ? Stage::Narrating : Stage::Waiting);
    emit revealRequested();
}

void PresenterMode::setCodeShown(bool shown)
{
    m_codeShown = shown;
    setStage(m_stage); // the panel, the hint and the narration's room
    placeWhy();
}

void PresenterMode::showLesson()
{
    setStage(Stage::Lesson);
}

void PresenterMode::setStage(Stage stage)
{
    const bool changed = m_stage != stage;
    m_stage = stage;
    m_pages->setCurrentIndex(int(stage));
    // While the events are told the diagram and the "why" need the height:
    // the title steps down to one modest line and the topic makes way.
    const bool compact = stage == Stage::Narrating;
    if (m_title->property("compact").toBool() != compact) {
        m_title->setProperty("compact", compact);
        m_title->style()->unpolish(m_title);
        m_title->style()->polish(m_title);
    }
    // Showing a widget lays out the window at once: the heights fixed for
    // the last moment are let go before "So far" or the code appear. Hiding
    // the code showed "So far" (141 px at 1280×800) under a diagram still
    // fixed at 410 px, and the window grew to 832 px before anything was
    // fitted, its type with it, and on to 923 px by 08's last event.
    releaseHeights();
    m_topic->setVisible(!compact && !m_topic->text().isEmpty());
    m_code->setVisible(compact && m_codeShown);
    // Beside the code "So far" makes way: three columns of large type do
    // not fit a 1280 px screen, and the event's column gets the page's
    // width (at a fifth of it the Turkish headings were cut).
    m_soFar->setVisible(!m_codeShown);
    m_told->setVisible(!m_codeShown);
    // The arrows are the keys (isForwardKey): → on, ← back, in every
    // layout direction, as the diagram's time runs left to right.
    const QString onArrow = QStringLiteral("→");
    const QString backArrow = QStringLiteral("←");
    const QString space = tr("Space");
    const QString on = space + QStringLiteral(" / ") + onArrow;
    const QString esc = tr("Esc");
    switch (stage) {
    case Stage::Story:
        m_hint->setText(UiFormat::keyHints({{on, tr("the question")}, {esc, tr("leave")}}));
        break;
    case Stage::Predict:
        m_hint->setText(UiFormat::keyHints({{on, tr("reveal")}, {backArrow, tr("the story")}, {esc, tr("leave")}}));
        break;
    case Stage::Waiting: m_hint->setText(UiFormat::keyHints({{esc, tr("leave")}})); break;
    case Stage::Narrating:
        m_hint->setText(UiFormat::keyHints({{on, tr("next event")},
                                            {QStringLiteral("C"), // the key, whatever the language
                                             m_codeShown ? tr("hide the code") : tr("the code")},
                                            {backArrow, tr("previous event")},
                                            {esc, tr("leave")}}));
        break;
    case Stage::Lesson:
        m_hint->setText(UiFormat::keyHints({{backArrow, tr("back to the events")}, {esc, tr("leave")}}));
        break;
    }
    // The room under the smaller title and above the hints (which may take
    // a line more with "C hide the code") decides the type of the diagram
    // and of the narration.
    if (compact)
        fitNarration();
    updateNarration();
    if (changed)
        emit stageChanged(stage);
}

QString PresenterMode::positionText(int told) const
{
    const int total = int(m_narration->lines().size());
    if (total == 0)
        return tr("Nothing went wrong in this run: no fault, no duplicate.");
    if (told == 0)
        return UiFormat::prose(tr("Events to tell: %Ln", nullptr, total));
    const SimTime playhead = m_narration->playhead();
    const QString at = playhead == kNever ? tr("end of the run") : UiFormat::seconds(qMax<SimTime>(0, playhead), 2);
    return UiFormat::prose(tr("Event %1 of %2  ·  %3").arg(UiFormat::count(told), UiFormat::count(total), at));
}

QString PresenterMode::currentText(int told) const
{
    if (told == 0)
        return m_narration->lines().isEmpty() ? QString() : tr("Press Space for the first event.");
    return UiFormat::prose(m_narration->lines().at(told - 1).text);
}

QString PresenterMode::whyText(int told) const
{
    const QString why = told > 0 ? m_narration->lines().at(told - 1).why : QString();
    return why.isEmpty() ? QString() : UiFormat::prose(tr("Why: %1").arg(why));
}

void PresenterMode::updateNarration()
{
    const int told = m_narration->toldCount();
    m_position->setText(positionText(told));
    m_current->setText(currentText(told));
    m_why->setText(whyText(told));
    // Beside the code the end of the run is the hint's "next" (to the
    // lesson): the note's lines are the why's.
    m_endNote->setVisible(m_run && m_narration->nextLine() < 0 && !m_codeShown);
    if (told > 0) {
        const NarrationLine &latest = m_narration->lines().at(told - 1);
        m_current->setStyleSheet(QStringLiteral("color: %1;").arg(NarrationModel::color(latest.kind).name()));
        if (m_framed != latest.record)
            frameLine(told - 1);
        m_code->showRecord(latest.record);
    } else {
        m_current->setStyleSheet(QString());
        m_code->showRecord(-1);
        if (m_framed != -1) {
            m_framed = -1;
            m_timeline->setSelectedRecord(-1);
            m_timeline->fit();
        }
    }
    placeWhy();
}

int PresenterMode::narrationHeight() const
{
    // The page's top down to the hints, less the gap above the hints: the
    // page and, when shown, the gap and the why under it. From the window's
    // height, not the hints' place: an overfull layout pushes them down.
    const QMargins m = layout()->contentsMargins();
    const int hint = m_hint->heightForWidth(width() - m.left() - m.right());
    return height() - m.bottom() - hint - layout()->spacing() - m_pages->y();
}

void PresenterMode::placeWhy()
{
    if (m_stage != Stage::Narrating || m_why->text().isEmpty()) {
        m_whyArea->hide();
        m_nowColumn->setMinimumHeight(0);
        m_nowColumn->setMaximumHeight(QWIDGETSIZE_MAX);
        activateLayouts();
        return;
    }
    // The columns above take what they need, the why the rest of the page
    // under the timeline (fitNarration chose the type so that it fits).
    const int width = m_nowColumn->minimumWidth(); // fixed by fitNarration, maybe not laid out yet
    int column = m_nowHeading->sizeHint().height() + kNowSpacing + m_position->heightForWidth(width) + kNowSpacing
        + m_current->heightForWidth(width);
    if (!m_endNote->isHidden())
        column += kNowSpacing + m_endNote->heightForWidth(width);
    const int top = qMax(column, soFarNeed());
    const int room = narrationHeight() - m_timeline->height() - kTimelineGap - layout()->spacing() - top;
    m_nowColumn->setFixedHeight(top);
    const int areaHeight = qMax(room, m_why->fontMetrics().lineSpacing() * 2);
    m_whyArea->setFixedHeight(areaHeight);
    // A scroll bar shown once (for a longer moment, or before the room was
    // set) narrows the text, which then wraps to more lines and keeps the
    // bar needed: the why of 08 scrolled at 1600×1000 though it fit. Where
    // it fits the whole width, there is no bar.
    // (Measured at the row's width: hidden until now, the area may not have its own yet.)
    const bool fits = m_why->heightForWidth(contentsRect().marginsRemoved(layout()->contentsMargins()).width()) <= areaHeight;
    m_whyArea->setVerticalScrollBarPolicy(fits ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    m_whyArea->verticalScrollBar()->setValue(0);
    m_whyArea->show();
    activateLayouts();
    // The list above got shorter or taller: its newest row stays in view.
    QMetaObject::invokeMethod(this, &PresenterMode::showNewestTold, Qt::QueuedConnection);
}

void PresenterMode::releaseHeights()
{
    m_timeline->setMinimumHeight(0);
    m_nowColumn->setMinimumHeight(0);
    m_whyArea->setMinimumHeight(0);
}

void PresenterMode::activateLayouts()
{
    // The page's rows first: the window's layout asks the page for its
    // height, and the page answers from caches that only its own
    // activation clears (its row of columns and the stack's item keep the
    // height of the moment before). Asked first, the window's layout read
    // 08's page as 571 px tall instead of 529 beside the code at 1280×800,
    // made that its minimum, and the window grew to 840 px, then, with the
    // type following the window's height, on to 960 by event 13.
    m_narrating->layout()->activate();
    m_narrating->updateGeometry();
    m_pages->updateGeometry();
    layout()->activate();
    // Then the page again, at the height the window gave it.
    m_narrating->layout()->activate();
}

void PresenterMode::showNewestTold()
{
    // The newest rows, each whole, at the bottom of the list: what an
    // older row would show of itself at the top is left blank (a sliver of
    // a sentence under the heading reads as a mistake).
    auto *list = static_cast<ToldList *>(m_told);
    list->doItemsLayout();
    const int room = list->height() - 2 * list->frameWidth();
    const QScrollBar *bar = list->verticalScrollBar();
    const int content = bar->maximum() + list->viewport()->height(); // laid out at this width
    const QAbstractItemModel *model = list->model();
    int margin = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const int top = list->visualRect(model->index(row, 0)).top() + bar->value() - list->spacing();
        if (content - top <= room) {
            margin = room - (content - top);
            break;
        }
    }
    list->setTopMargin(margin);
    list->scrollToBottom();
}

int PresenterMode::soFarNeed() const
{
    if (m_codeShown)
        return 0; // the code takes its place
    const int heading = qMax(m_soFar->sizeHint().height(), m_soFar->heightForWidth(qMax(1, m_soFar->width())));
    return heading + kSoFarSpacing + m_told->minimumHeight();
}

void PresenterMode::frameLine(int index)
{
    const NarrationLine &line = m_narration->lines().at(index);
    m_framed = line.record;
    m_zoomedIntoBurst = false;
    if (!m_run || line.record < 0 || std::size_t(line.record) >= m_run->trace.size())
        return;
    m_timeline->setSelectedRecord(line.record);
    // The camera: the event and every cause that led to it (the lost ack
    // 30 s before a duplicate, the crash 45 s before the rebalance it set
    // off), with room around them.
    const SimTime first = m_run->trace.records().front().time();
    const SimTime to = line.time;
    const SimTime from = causeTime(line);
    const SimTime runLength = qMax<SimTime>(1, m_run->trace.records().back().time() - first);
    const SimTime pad = qMax<SimTime>(qMax<SimTime>((to - from) / 6, runLength / 40), 200 * 1000);
    const SimTime width = to - from + 2 * pad;
    // A burst (ten duplicates in 0.2 s) drawn at that scale is one blob:
    // its first event is shown with its cause, each next one zooms to the
    // burst so the event told is told apart from its neighbours.
    const auto [burstFrom, burstTo] = burstAround(index, width / kBurstCrowding);
    if (burstFrom < index) {
        const QVector<NarrationLine> &lines = m_narration->lines();
        const SimTime lo = lines.at(qMax(burstFrom, index - kBurstShown / 2)).time;
        const SimTime hi = lines.at(qMin(burstTo, index + kBurstShown / 2)).time;
        const SimTime burstPad = qMax<SimTime>((hi - lo) / 8, 20 * 1000);
        m_zoomedIntoBurst = true;
        m_timeline->setVisibleRange(qMax(first, lo - burstPad), hi + burstPad);
        return;
    }
    m_timeline->setVisibleRange(qMax(first, from - pad), to + pad);
}

std::pair<int, int> PresenterMode::burstAround(int index, SimTime crowded) const
{
    const QVector<NarrationLine> &lines = m_narration->lines();
    int from = index;
    int to = index;
    while (from > 0 && lines.at(from).time - lines.at(from - 1).time <= crowded)
        --from;
    while (to + 1 < lines.size() && lines.at(to + 1).time - lines.at(to).time <= crowded)
        ++to;
    if (to - from + 1 < kBurstLines)
        return {index, index};
    return {from, to};
}

SimTime PresenterMode::causeTime(const NarrationLine &line) const
{
    // What led to it, as the run's analysis found it (Narration::addCauses):
    // the earlier application a duplicate repeats and the lost ack or
    // expired lock behind its redelivery, a restart's crash, an outage.
    const Trace &trace = m_run->trace;
    SimTime from = line.time;
    if (m_run->analysis) {
        const std::vector<CauseEdge> &edges = m_run->analysis->causes().edges();
        for (quint32 e : line.causeEdges)
            from = qMin(from, trace.at(edges[e].from).time());
    }
    for (quint32 r : line.origins)
        from = qMin(from, trace.at(r).time());
    return from;
}

int PresenterMode::diagramPixelSize() const
{
    return qMax(13, qRound(m_scale * 0.62));
}

namespace {
// The narration's type, largest first, as factors of the base size: the
// why steps down before the event's sentence does. The last step is the
// smallest type a room still reads (0.6 × 1/30 of the screen height: 22 px
// at 1080, 16 px at 800).
struct TypeStep
{
    double current;
    double why;
};
constexpr TypeStep kTypeSteps[] = {{1.35, 0.85}, {1.35, 0.78}, {1.2, 0.78}, {1.2, 0.7},
                                   {1.1, 0.7},   {1.1, 0.64},  {1.0, 0.6}};
// Beside the code the columns are narrower: two steps more before the
// diagram's type gives way (the why still 18 px at 1080, 13 px at 800,
// about the code's own type).
constexpr TypeStep kBesideCodeSteps[] = {{0.9, 0.56}, {0.85, 0.5}};
constexpr int kSmallestDiagramPx = 12;
// "So far"'s type (its rows share the page with the why).
constexpr double kSoFarType = 0.85;

// As the presenter's labels lay `text` out (ProseLabel).
int textHeight(const QWidget *in, const QFont &font, int width, const QString &text)
{
    return ProseLabel::textHeight(font, width, text, in->layoutDirection());
}
} // namespace

void PresenterMode::applyScale()
{
    // Type follows the window: readable from the back of a room on a
    // projector, still usable when docked small.
    const int base = qBound(14, height() / 30, 40);
    if (base == m_scale)
        return;
    m_scale = base;
    m_currentPx = qRound(base * kTypeSteps[0].current);
    m_whyPx = qRound(base * kTypeSteps[0].why);
    m_storyPx = base;
    QFont diagram = font();
    diagram.setPixelSize(diagramPixelSize());
    m_timeline->setFont(diagram);
    fitCode();
    // "So far" keeps room for three lines of its type.
    m_told->setMinimumHeight(qRound(base * kSoFarType * 1.5 * 3));
    applyStyle();
}

void PresenterMode::applyStyle()
{
    const int base = m_scale;
    const auto px = [base](double factor) { return QString::number(qRound(base * factor)); };
    setStyleSheet(QStringLiteral(
        "#presenter { background: #0f172a; }"
        "#presenter QLabel { color: #e2e8f0; font-size: %1px; }"
        "#presenter QLabel#title { color: #f8fafc; font-size: %2px; font-weight: 600; }"
        "#presenter QLabel#title[compact=\"true\"] { font-size: %4px; }"
        "#presenter QLabel#topic, #presenter QLabel#heading { color: #60a5fa; font-size: %3px;"
        "  font-weight: 600; letter-spacing: %6px; }"
        "#presenter QLabel#predict { color: #f8fafc; font-size: %4px; font-weight: 500; }"
        "#presenter QLabel#story { font-size: %9px; }"
        "#presenter QLabel#current { font-size: %7px; font-weight: 600; }"
        "#presenter QLabel#why, #presenter QLabel#summary, #presenter QLabel#position { color: #94a3b8; }"
        "#presenter QLabel#why { font-size: %8px; }"
        "#presenter QLabel#lesson { color: #bbf7d0; font-size: %4px; }"
        "#presenter QLabel#hint, #presenter QLabel#endNote { color: #64748b; font-size: %3px; }"
        "#presenter QLabel#soFar { color: #475569; font-size: %3px; font-weight: 600; letter-spacing: %6px;"
        "  border-top: 1px solid #1e293b; padding-top: 10px; }"
        "#presenter QScrollArea#whyArea, #presenter QLabel#why { background: transparent; }"
        "#presenter QListView { background: transparent; font-size: %5px; color: #cbd5e1; }"
        "#presenter QScrollBar:vertical { background: transparent; width: 8px; margin: 0; }"
        "#presenter QScrollBar::handle:vertical { background: #334155; border-radius: 4px; min-height: 24px; }"
        "#presenter QScrollBar::add-line, #presenter QScrollBar::sub-line { height: 0; }"
        "#presenter QScrollBar::add-page, #presenter QScrollBar::sub-page { background: transparent; }"
        "#presenter QPushButton#reveal { background: #2563eb; color: white; border: none; border-radius: 12px;"
        "  font-size: %2px; font-weight: 600; padding: 18px 72px; }"
        "#presenter QPushButton#reveal:hover { background: #1d4ed8; }")
                      .arg(px(1.0), px(1.9), px(0.7), px(1.35), px(kSoFarType),
                           QString::number(scriptHasCase(locale()) ? 2 : 0), QString::number(m_currentPx),
                           QString::number(m_whyPx))
                      .arg(m_storyPx));
}

void PresenterMode::fitCode()
{
    // A third of the screen (the page beside it keeps the diagram's legend
    // on fewer rows and the event's sentence on fewer lines), in type the
    // room reads (that of the diagram's labels or larger: 22 px at 1080,
    // 16 px at 800).
    const QMargins m = layout() ? layout()->contentsMargins() : QMargins();
    // At most: what the page cannot use gives way first, never the window.
    m_code->setMinimumWidth(200);
    m_code->setMaximumWidth(qMax(200, (width() - m.left() - m.right() - kColumnGap) / 3));
    const int fixedPx = QFontInfo(QFontDatabase::systemFont(QFontDatabase::FixedFont)).pixelSize();
    m_code->setScale(double(qMax(diagramPixelSize(), qRound(m_scale * 0.6))) / qMax(1, fixedPx));
}

void PresenterMode::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    applyScale();
    fitCode();
    fitStory();
    fitNarration();
    placeWhy();
}

void PresenterMode::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Opened at the screen's size before it was shown: the type is fitted now.
    fitStory();
    fitNarration();
    placeWhy();
}

void PresenterMode::fitStory()
{
    if (!isVisible() || m_stage != Stage::Story)
        return;
    // The story is all the page holds: a short one is set larger, as on a
    // slide, a long one smaller, never below what a room still reads.
    layout()->activate();
    const QMargins m = layout()->contentsMargins();
    const int width = this->width() - m.left() - m.right();
    // Under the heading: the story's own top in its page.
    const int room = m_pages->height() - m_story->y();
    int px = qRound(m_scale * 0.9);
    for (double factor : {1.35, 1.2, 1.1, 1.0, 0.9}) {
        QFont font = m_story->font();
        font.setPixelSize(qRound(m_scale * factor));
        px = font.pixelSize();
        if (textHeight(this, font, width, m_story->text()) <= room)
            break;
    }
    if (px != m_storyPx) {
        m_storyPx = px;
        applyStyle();
    }
}

void PresenterMode::fitNarration()
{
    if (m_stage != Stage::Narrating || !isVisible())
        return;
    // Under the compact title: how much page there is (the heights fixed
    // for the last moment let go first).
    releaseHeights();
    activateLayouts();
    // The page's width: the window's, less the code beside it when shown
    // (not the page's own width: the columns fixed for the last width hold it).
    const QMargins m = layout()->contentsMargins();
    const int width = this->width() - m.left() - m.right() - (m_code->isVisible() ? m_code->maximumWidth() + kColumnGap : 0);
    const int pageHeight = narrationHeight();
    const int whyWidth = this->width() - m.left() - m.right(); // under the page and the code
    const int nowWidth = m_codeShown ? width : (width - kColumnGap) * 3 / 5;
    m_nowColumn->setFixedWidth(nowWidth);

    // The height the narration needs for its tallest moment with the given
    // type: the event's sentence beside "So far", the why under both.
    const QVector<NarrationLine> &lines = m_narration->lines();
    const int fixed = m_nowHeading->sizeHint().height() + kNowSpacing;
    const int endNote = textHeight(this, m_endNote->font(), nowWidth, m_endNote->text()) + kNowSpacing;
    const auto need = [&](const TypeStep &step) {
        QFont current = m_current->font();
        current.setPixelSize(qRound(m_scale * step.current));
        QFont why = m_why->font();
        why.setPixelSize(qRound(m_scale * step.why));
        int most = 0;
        for (int told = 0; told <= lines.size(); ++told) {
            int column = fixed + textHeight(this, m_position->font(), nowWidth, positionText(told)) + kNowSpacing
                + textHeight(this, current, nowWidth, currentText(told)) + kNowSpacing;
            if (told == lines.size() && !m_codeShown)
                column += endNote;
            const QString whyText = this->whyText(told);
            const int below = whyText.isEmpty() ? 0 : layout()->spacing() + textHeight(this, why, whyWidth, whyText);
            most = qMax(most, qMax(column, soFarNeed()) + below);
        }
        return most;
    };
    // The diagram needs its ruler, legend and a row per lane tall enough
    // for its labels (two lines of its type).
    const int rows = qMax(1, m_timeline->layout().rowCount());
    QFont diagram = m_timeline->font();
    const auto diagramNeed = [&](int px) {
        diagram.setPixelSize(px);
        m_timeline->setFont(diagram);
        return m_timeline->heightForAllLanes(width) + rows * qMax(0, 2 * px - 22);
    };
    // The largest narration type that leaves the diagram its room; where
    // none does, the diagram's type steps down.
    std::size_t step = 0;
    int text = 0;
    int diagramPx = diagramPixelSize();
    m_timeline->setLegendVisible(true);
    int diagramHeight = diagramNeed(diagramPx);
    const std::size_t steps = std::size(kTypeSteps) + (m_code->isVisible() ? std::size(kBesideCodeSteps) : 0);
    const auto typeStep = [](std::size_t i) {
        return i < std::size(kTypeSteps) ? kTypeSteps[i] : kBesideCodeSteps[i - std::size(kTypeSteps)];
    };
    for (; step < steps; ++step) {
        text = need(typeStep(step));
        if (pageHeight - kTimelineGap - text >= diagramHeight)
            break;
    }
    if (step == steps) {
        step = steps - 1;
        while (diagramPx > kSmallestDiagramPx && pageHeight - kTimelineGap - text < diagramHeight)
            diagramHeight = diagramNeed(--diagramPx);
        // Beside the code the diagram is narrower and its legend takes more
        // rows (08's lanes and legend needed 447 px of 560 at 1280×800):
        // the legend makes way while the code is shown; the code and the
        // sentence say what the marks are.
        if (m_code->isVisible() && pageHeight - kTimelineGap - text < diagramHeight) {
            m_timeline->setLegendVisible(false);
            diagramHeight = diagramNeed(diagramPx);
        }
    }
    // A short narration leaves the diagram most of the page, not all of it:
    // "So far" keeps the rest.
    m_timeline->setFixedHeight(qMax(diagramHeight, qMin(pageHeight * 5 / 8, pageHeight - kTimelineGap - text)));
    const int currentPx = qRound(m_scale * typeStep(step).current);
    const int whyPx = qRound(m_scale * typeStep(step).why);
    if (currentPx != m_currentPx || whyPx != m_whyPx) {
        m_currentPx = currentPx;
        m_whyPx = whyPx;
        applyStyle();
    }
    // The columns' and the why's heights for this type and diagram, before
    // anything is laid out: a layout activated with the diagram's new
    // height and the old moment's columns and why overfills the window,
    // which then grows (to 829 px at 1280×800 when C showed the code) and
    // never shrinks back.
    placeWhy();
}

void PresenterMode::keyPressEvent(QKeyEvent *event)
{
    if (isForwardKey(event->key())) {
        advance();
        return;
    }
    if (isBackKey(event->key())) {
        goBack();
        return;
    }
    if (event->key() == Qt::Key_C && m_stage == Stage::Narrating) {
        setCodeShown(!m_codeShown);
        return;
    }
    if (event->key() == Qt::Key_Escape) {
        emit leaveRequested();
        if (isWindow())
            close();
        return;
    }
    QWidget::keyPressEvent(event);
}

// The same keys in every language. The diagram's time runs left to right
// also in a right-to-left layout, so on screen "later" is always to the
// right; and a presenter's clicker sends the same key (PageDown or Right)
// for "next" whatever the language, so mirroring the arrows would make a
// Persian instructor's clicker go backwards.
bool PresenterMode::isForwardKey(int key)
{
    return key == Qt::Key_Space || key == Qt::Key_Right || key == Qt::Key_Down || key == Qt::Key_PageDown
        || key == Qt::Key_Return || key == Qt::Key_Enter;
}

bool PresenterMode::isBackKey(int key)
{
    return key == Qt::Key_Left || key == Qt::Key_Up || key == Qt::Key_PageUp || key == Qt::Key_Backspace;
}

} // namespace idem::ui
