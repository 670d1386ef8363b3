#include "emptystate.h"
#include "uiformat.h"

#include "editor/scenariodocument.h"
#include "editor/vocablabels.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace idem::ui {

namespace {
// A scroll area that asks for its content's height at its width: the story
// shows whole when the centre has the room, and scrolls only when it does
// not (the layout shrinks it below this hint, never below a few lines).
class StoryArea final : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    QSize sizeHint() const override
    {
        QSize hint = QScrollArea::sizeHint();
        if (widget()) {
            // At the width a scroll bar would leave, and never below the
            // height the area gives its page anyway: at that height no
            // scroll bar is needed, with or without one shown just now.
            const int width = this->width() - 2 * frameWidth() - verticalScrollBar()->sizeHint().width();
            hint.setHeight(qMax(widget()->heightForWidth(width), widget()->minimumSizeHint().height()) + 2 * frameWidth());
        }
        return hint;
    }
    QSize minimumSizeHint() const override
    {
        return QSize(QScrollArea::minimumSizeHint().width(), 4 * fontMetrics().lineSpacing());
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QScrollArea::resizeEvent(event);
        // A new width wraps the story into another number of lines.
        if (event->size().width() != event->oldSize().width())
            updateGeometry();
    }
};
} // namespace

EmptyState::EmptyState(ScenarioDocument *document, QAction *runAction, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("emptyState"));
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_text->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    auto *run = new QToolButton(this);
    m_run = run;
    run->setObjectName(QStringLiteral("emptyStateRun"));
    run->setDefaultAction(runAction);
    run->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    run->setIconSize(QSize(24, 24));
    run->setMinimumHeight(44);
    run->setStyleSheet(QStringLiteral("QToolButton { padding: 6px 22px; font-size: 12pt; }"));
    auto *hint = new QLabel(tr("Or open a built-in scenario from the File menu, or drop a scenario file here."), this);
    QPalette muted = hint->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    hint->setPalette(muted);
    // A centred column of readable width; the label wraps inside it. A
    // long story (Turkish, Persian) scrolls instead of making the window
    // taller than the screen.
    auto *story = new StoryArea(this);
    story->setObjectName(QStringLiteral("emptyStateStory"));
    story->setFrameShape(QFrame::NoFrame);
    story->setWidgetResizable(true);
    story->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    story->viewport()->setAutoFillBackground(false);
    auto *page = new QWidget(story);
    page->setAutoFillBackground(false);
    auto *column = new QWidget(page);
    column->setMaximumWidth(660);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(m_text);
    auto *row = new QHBoxLayout(page);
    row->setContentsMargins(0, 0, 0, 0);
    row->addStretch(1);
    row->addWidget(column, 4);
    row->addStretch(1);
    story->setWidget(page);
    m_story = story;
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(story);
    layout->addSpacing(16);
    layout->addWidget(run, 0, Qt::AlignHCenter);
    m_running = new QLabel(tr("Running… the timeline fills in as the run goes (Ctrl+. cancels)."), this);
    m_running->setObjectName(QStringLiteral("emptyStateRunning"));
    m_running->setAlignment(Qt::AlignHCenter);
    m_running->setMinimumHeight(44);
    m_running->hide();
    layout->addWidget(m_running, 0, Qt::AlignHCenter);
    layout->addSpacing(8);
    layout->addWidget(hint, 0, Qt::AlignHCenter);
    layout->addStretch(3);
    connect(m_document, &ScenarioDocument::changed, this, &EmptyState::refresh);
    refresh();
}

void EmptyState::setRunning(bool running)
{
    m_run->setVisible(!running);
    m_running->setVisible(running);
}

bool EmptyState::isOfferingRun() const
{
    return !m_run->isHidden();
}

void EmptyState::refresh()
{
    const Scenario &s = m_document->scenario();
    // A field the scenario did not translate is shown in English: kept left
    // to right whole, or "… save the balance?" read "?Does natural …" and
    // the story's full stop stood at its left in Persian.
    const auto text = [&s](const char *field) {
        const QString t = UiFormat::scenarioText(s, field);
        const bool english = std::none_of(t.cbegin(), t.cend(), [](QChar c) {
            return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
        });
        return (english ? UiFormat::isolate(t) : UiFormat::prose(t)).toHtmlEscaped();
    };
    QString h = QStringLiteral("<h1>%1</h1>").arg(text("name"));
    if (!s.topic.isEmpty())
        h += QStringLiteral("<p style=\"color:#5f6368\">%1</p>").arg(text("topic"));
    if (!s.description.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(text("description"));
    if (!s.predict.isEmpty())
        h += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Predict first:").toHtmlEscaped(), text("predict"));
    h += QStringLiteral("<p style=\"color:#5f6368\">%1</p>")
             .arg(tr("%1 messages · %2 · strategy: %3")
                      .arg(UiFormat::count(s.messages))
                      .arg(VocabLabels::profileName(s.broker.profile), VocabLabels::strategyTitle(s.strategy.id))
                      .toHtmlEscaped());
    m_text->setText(h);
    m_story->updateGeometry();
}

} // namespace idem::ui
