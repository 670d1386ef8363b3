#include "scenariosummary.h"
#include "uiformat.h"

#include "editor/vocablabels.h"

#include "scenario/brokerprofile.h"

#include <QLocale>

namespace idem::ui {

QString ScenarioSummary::brokerName(const QString &profile)
{
    const BrokerProfile *p = BrokerProfile::find(profile);
    return p ? QCoreApplication::translate("BrokerProfile", p->displayName) : profile;
}

QString ScenarioSummary::facts(const Scenario &s)
{
    // The effect by its name, the seed in the locale's digits as the editor's
    // spin box shows it (no group separator: it is typed back as is).
    QLocale plain;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return tr("%1 · effect: %2 · %3 messages · consumers: %4 · seed %5")
        .arg(brokerName(s.broker.profile), VocabLabels::label(VocabLabels::effects(), s.effect),
             QLocale().toString(s.messages), QLocale().toString(s.consumers.count), plain.toString(s.seed));
}

QString ScenarioSummary::heading(const Scenario &s)
{
    return QStringLiteral("<span style='font-size:large; font-weight:600'>%1</span><br>"
                          "<span style='color:#616161'>%2</span>")
        .arg(UiFormat::prose(UiFormat::scenarioText(s, "name")).toHtmlEscaped(),
             UiFormat::prose(facts(s)).toHtmlEscaped());
}

} // namespace idem::ui
