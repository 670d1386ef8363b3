#include "scenarioeditor.h"

#include "brokergroup.h"
#include "consumersgroup.h"
#include "faultsgroup.h"
#include "fieldbinder.h"
#include "generalgroup.h"
#include "producergroup.h"
#include "scenariodocument.h"
#include "strategygroup.h"

#include "jobs/noticestyle.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QVBoxLayout>

namespace idem::ui {

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent)
    : QScrollArea(parent), m_document(document), m_binder(std::make_unique<FieldBinder>(document))
{
    setObjectName(QStringLiteral("scenarioEditor"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(8);

    m_summary = new QLabel(content);
    m_summary->setObjectName(QStringLiteral("problemSummary"));
    m_summary->setWordWrap(true);
    m_summary->hide();
    layout->addWidget(m_summary);

    FieldBinder &b = *m_binder;
    auto *faults = new FaultsGroup(b, document, content);
    m_schedule = faults->scheduleEditor();
    m_groups = {new GeneralGroup(b, content), new StrategyGroup(b, content), new BrokerGroup(b, content),
                new ProducerGroup(b, content),  new ConsumersGroup(b, content), faults};
    for (EditorGroup *g : std::as_const(m_groups))
        layout->addWidget(g);
    layout->addStretch();
    setWidget(content);
    // The horizontal scroll bar is off: the dock may never get narrower than
    // the fields, or their ends (and the spin box arrows) are cut off.
    setMinimumWidth(content->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth());
    // The wheel scrolls the form. A spin box or a choice passing under the
    // pointer must not take it: the seed changed silently while scrolling and
    // the next run differed. They take the wheel only once clicked or tabbed to.
    const auto takesWheel = [this](QWidget *w) {
        w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(this);
    };
    for (auto *box : content->findChildren<QAbstractSpinBox *>())
        takesWheel(box);
    for (auto *combo : content->findChildren<QComboBox *>())
        takesWheel(combo);

    connect(m_document, &ScenarioDocument::changed, this, &ScenarioEditor::refresh);
    refresh();
}

ScenarioEditor::~ScenarioEditor()
{
    // The widgets' connections call into the binder: let them go first.
    delete takeWidget();
}

bool ScenarioEditor::eventFilter(QObject *watched, QEvent *event)
{
    // Only the fields: the scroll area also watches its own scroll bars, and a
    // wheel handed to them must scroll.
    if (event->type() == QEvent::Wheel
        && (qobject_cast<QAbstractSpinBox *>(watched) || qobject_cast<QComboBox *>(watched))) {
        if (auto *w = static_cast<QWidget *>(watched); !w->hasFocus()) {
            // Not accepted: QApplication hands the wheel on to the scroll area.
            event->ignore();
            return true;
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

QWidget *ScenarioEditor::fieldWidget(const QString &path) const
{
    return m_binder->widgetFor(path);
}

void ScenarioEditor::refresh()
{
    const Scenario &s = m_document->scenario();
    m_binder->refresh(s);
    for (EditorGroup *g : std::as_const(m_groups))
        g->refresh(s);
    showProblems(m_document->problems());
}

void ScenarioEditor::showProblems(const QStringList &problems)
{
    // Each problem goes to the group with the longest matching path prefix.
    QHash<EditorGroup *, QStringList> byGroup;
    for (const QString &p : problems) {
        const QString path = p.section(QStringLiteral(": "), 0, 0);
        EditorGroup *best = nullptr;
        for (EditorGroup *g : std::as_const(m_groups)) {
            const QString prefix = g->pathPrefix();
            const bool matches = path == prefix || path.startsWith(prefix + QLatin1Char('.'))
                || path.startsWith(prefix + QLatin1Char('['));
            if (matches && (!best || prefix.size() > best->pathPrefix().size()))
                best = g;
        }
        if (!best)
            best = m_groups.first();
        // "schedule[0].message: expected …": the path relative to the group.
        const QString field = path.mid(best->pathPrefix().size() + 1);
        const QString what = p.section(QStringLiteral(": "), 1, -1);
        byGroup[best].append(field.isEmpty() ? what : field + QStringLiteral(": ") + what);
    }
    for (EditorGroup *g : std::as_const(m_groups))
        g->showProblems(byGroup.value(g));

    // Mark the fields themselves: a tinted background and the reason as tooltip.
    for (QWidget *w : std::as_const(m_flagged)) {
        w->setPalette(QPalette());
        w->setToolTip(w->property("baseToolTip").toString());
    }
    m_flagged.clear();
    for (const QString &p : problems) {
        QWidget *w = m_binder->widgetFor(p.section(QStringLiteral(": "), 0, 0));
        if (!w)
            continue;
        QPalette pal = w->palette();
        pal.setColor(QPalette::Base, NoticeStyle::colours(pal).background);
        w->setPalette(pal);
        w->setToolTip(p.section(QStringLiteral(": "), 1, -1));
        m_flagged.append(w);
    }
    m_summary->setText(problems.isEmpty() ? QString()
                                          : tr("Problems to fix before this scenario can run: %1 (see below).")
                                                   .arg(QLocale().toString(int(problems.size()))));
    // Styled when shown, from the palette of the moment (a dark theme too).
    m_summary->setStyleSheet(NoticeStyle::boxStyleSheet(palette(), NoticeStyle::Tone::Error, true));
    m_summary->setVisible(!problems.isEmpty());
}

} // namespace idem::ui
