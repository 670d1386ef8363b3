#include "scenariocatalog.h"

#include "compare/scenariosummary.h"
#include "editor/vocablabels.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "uiformat.h"

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
    // Topics group by their English name (the same in every file), and show
    // the name in the UI's language.
    QHash<QString, QStandardItem *> topics;
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
        const Scenario &s = loaded.scenario;
        const bool known = loaded.ok() && !s.topic.trimmed().isEmpty();
        const QString topicKey = known ? s.topic.trimmed() : QStringLiteral("Other");
        const QString topic = known ? UiFormat::scenarioText(s, "topic").trimmed() : tr("Other");
        QStandardItem *&parent = topics[topicKey];
        if (!parent) {
            parent = new QStandardItem(UiFormat::prose(topic));
            parent->setEditable(false);
            parent->setSelectable(false);
            parent->setData(topic, TopicRole);
            QFont font = parent->font();
            font.setBold(true);
            parent->setFont(font);
            appendRow(parent);
        }
        const QString title = loaded.ok() ? UiFormat::scenarioText(s, "name") : name;
        auto *item = new QStandardItem(UiFormat::prose(title));
        item->setEditable(false);
        item->setData(name, NameRole);
        item->setData(topic, TopicRole);
        const QString description = UiFormat::scenarioText(s, "description");
        const QString predict = UiFormat::scenarioText(s, "predict");
        const QString observe = UiFormat::scenarioText(s, "observe");
        const QString lesson = UiFormat::scenarioText(s, "lesson");
        if (loaded.ok()) {
            item->setData(description, DescriptionRole);
            item->setData(predict, PredictRole);
            item->setData(observe, ObserveRole);
            item->setData(lesson, LessonRole);
            // A learner reads the strategy's name; the id (what --strategy
            // and the file take) follows it.
            item->setData(ScenarioSummary::facts(s) + UiFormat::separator()
                              + tr("opens with the strategy “%1” (%2)")
                                    .arg(VocabLabels::strategyTitle(s.strategy.id), UiFormat::isolate(s.strategy.id)),
                          FactsRole);
            item->setToolTip(QStringLiteral("<b>%1</b><br>%2").arg(UiFormat::prose(title).toHtmlEscaped(),
                                                                  UiFormat::prose(description).toHtmlEscaped()));
        } else {
            const QString errors = loaded.errors.join(QLatin1Char('\n'));
            item->setData(errors, ErrorRole);
            item->setToolTip(tr("This scenario cannot be read:\n%1").arg(errors));
            item->setForeground(QColor(0xb7, 0x1c, 0x1c));
        }
        // A search matches the English texts too: an instructor may type the
        // broker setting or the article's English term.
        item->setData(QStringList{name, title, topic, description, predict, observe, lesson, s.name, s.topic,
                                  s.description, s.broker.profile, ScenarioSummary::brokerName(s.broker.profile),
                                  s.effect}
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
