#include "scenariocatalog.h"

#include "compare/scenariosummary.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"

#include <QFont>
#include <QLocale>

namespace idem::ui {

ScenarioCatalog::ScenarioCatalog(QObject *parent) : QStandardItemModel(parent)
{
    reload();
}

void ScenarioCatalog::reload()
{
    clear();
    setHorizontalHeaderLabels({tr("Scenario")});
    QHash<QString, QStandardItem *> topics;
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
        const Scenario &s = loaded.scenario;
        const QString topic = loaded.ok() && !s.topic.trimmed().isEmpty() ? s.topic.trimmed() : tr("Other");
        QStandardItem *&parent = topics[topic];
        if (!parent) {
            parent = new QStandardItem(topic);
            parent->setEditable(false);
            parent->setSelectable(false);
            parent->setData(topic, TopicRole);
            QFont font = parent->font();
            font.setBold(true);
            parent->setFont(font);
            appendRow(parent);
        }
        auto *item = new QStandardItem(loaded.ok() ? s.name : name);
        item->setEditable(false);
        item->setData(name, NameRole);
        item->setData(topic, TopicRole);
        if (loaded.ok()) {
            item->setData(s.description, DescriptionRole);
            item->setData(s.predict, PredictRole);
            item->setData(s.observe, ObserveRole);
            item->setData(s.lesson, LessonRole);
            item->setData(ScenarioSummary::facts(s) + QStringLiteral(" · ")
                              + tr("opens with strategy %1").arg(s.strategy.id),
                          FactsRole);
            item->setToolTip(QStringLiteral("<b>%1</b><br>%2").arg(s.name.toHtmlEscaped(),
                                                                  s.description.toHtmlEscaped()));
        } else {
            const QString errors = loaded.errors.join(QLatin1Char('\n'));
            item->setData(errors, ErrorRole);
            item->setToolTip(tr("This scenario cannot be read:\n%1").arg(errors));
            item->setForeground(QColor(0xb7, 0x1c, 0x1c));
        }
        item->setData(QStringList{name, item->text(), topic, s.description, s.predict, s.observe, s.lesson,
                                  s.broker.profile, ScenarioSummary::brokerName(s.broker.profile), s.effect}
                          .join(QLatin1Char('\n')),
                      SearchRole);
        parent->appendRow(item);
    }
}

QModelIndex ScenarioCatalog::indexOfName(const QString &name) const
{
    if (name.isEmpty())
        return {};
    const QModelIndexList hits = match(index(0, 0), NameRole, name, 1,
                                       Qt::MatchExactly | Qt::MatchRecursive | Qt::MatchCaseSensitive);
    return hits.value(0);
}

int ScenarioCatalog::scenarioCount() const
{
    int n = 0;
    for (int row = 0; row < rowCount(); ++row)
        n += item(row)->rowCount();
    return n;
}

} // namespace idem::ui
