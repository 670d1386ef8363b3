#include "strategygroup.h"

#include "fieldbinder.h"

#include "consumer/strategytraits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace idem::ui {

StrategyGroup::StrategyGroup(FieldBinder &b, QWidget *parent)
    : EditorGroup(tr("Strategy"), QStringLiteral("$.strategy"), b, parent)
{
    addRow(tr("Strategy"),
           b.choice(QStringLiteral("$.strategy.id"), tr("strategy"), VocabLabels::strategies(),
                    [](const Scenario &s) { return s.strategy.id; },
                    [](Scenario &s, const QString &v) { s.strategy.id = v; }),
           tr("How the consumer recognises a message it has already handled."));
    m_traits = addNote();
    m_traits->setObjectName(QStringLiteral("strategyTraits"));
    m_traits->setTextFormat(Qt::RichText);
    addFields(QStringLiteral("strategy"));
}

void StrategyGroup::refresh(const Scenario &s)
{
    EditorGroup::refresh(s);
    const StrategyTraits *t = StrategyTraits::find(s.strategy.id);
    if (!t) {
        m_traits->clear();
        return;
    }
    m_traits->setText(tr("<b>%1</b><br>Mirrors: %2<br>Leaks: %3")
                          .arg(QCoreApplication::translate("Strategy", t->title).toHtmlEscaped(),
                               QCoreApplication::translate("Strategy", t->mirrors).toHtmlEscaped(),
                               QCoreApplication::translate("Strategy", t->leaks).toHtmlEscaped()));
}

} // namespace idem::ui
