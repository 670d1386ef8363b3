#include "editorgroup.h"

#include "fieldbinder.h"
#include "buddylabel.h"
#include "jobs/noticestyle.h"

#include "consumer/strategytraits.h"
#include "scenario/scenariofields.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace idem::ui {

EditorGroup::EditorGroup(const QString &title, QString pathPrefix, FieldBinder &binder, QWidget *parent)
    : QGroupBox(title, parent), m_prefix(std::move(pathPrefix)), m_binder(binder)
{
    auto *layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A long label (Turkish, Persian) goes above its field in a narrow dock
    // rather than making the dock wider than its share of a 1280 px window.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setLabelAlignment(Qt::AlignLeading | Qt::AlignVCenter);
    layout->addLayout(m_form);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setStyleSheet(NoticeStyle::boxStyleSheet(palette())); // reads on a dark theme too
    m_problems->hide();
    layout->addWidget(m_problems);
}

void EditorGroup::showProblems(const QStringList &problems)
{
    QStringList lines;
    for (const QString &p : problems)
        lines.append(QStringLiteral("• ") + p);
    m_problems->setText(lines.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
}

bool EditorGroup::applies(const ScenarioField &field, const Scenario &s)
{
    switch (field.scope) {
    case FieldScope::Always: return true;
    case FieldScope::Kafka:
    case FieldScope::Queues:
    case FieldScope::MessageGroups: return field.appliesToProfile(s.broker.profile);
    case FieldScope::CacheStrategies: {
        const StrategyTraits *t = StrategyTraits::find(s.strategy.id);
        return !t || t->checksCache();
    }
    case FieldScope::InboxStrategies: {
        const StrategyTraits *t = StrategyTraits::find(s.strategy.id);
        return !t || t->checksInbox() || t->inbox != InboxWrite::None;
    }
    }
    return true;
}

void EditorGroup::refresh(const Scenario &scenario)
{
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const bool on = applies(*it.key(), scenario);
        it.value()->setEnabled(on);
        if (QWidget *label = m_form->labelForField(it.value()))
            label->setEnabled(on);
    }
}

void EditorGroup::addFields(const QString &group)
{
    for (const ScenarioField *f : ScenarioField::inGroup(group)) {
        QWidget *w = m_binder.field(*f);
        if (f->type == FieldType::Flag) {
            w->setProperty("baseToolTip", w->toolTip());
            m_form->addRow(w);
        } else {
            addRow(f->labelText(), w, f->helpText());
        }
        m_fields.insert(f, w);
    }
}

QWidget *EditorGroup::fieldWidget(const QString &path) const
{
    const ScenarioField *f = ScenarioField::find(path);
    return f ? m_fields.value(f) : nullptr;
}

QLabel *EditorGroup::addRow(const QString &label, QWidget *field, const QString &tooltip)
{
    auto *l = new BuddyLabel(label, field, this);
    l->setToolTip(tooltip);
    field->setToolTip(tooltip);
    field->setProperty("baseToolTip", tooltip);
    m_form->addRow(l, field);
    return l;
}

QLabel *EditorGroup::addNote(const QString &text)
{
    auto *note = new QLabel(text, this);
    note->setWordWrap(true);
    note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette muted = note->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    note->setPalette(muted);
    QFont f = note->font();
    f.setPointSizeF(f.pointSizeF() * 0.92);
    note->setFont(f);
    m_form->addRow(note);
    return note;
}

} // namespace idem::ui
