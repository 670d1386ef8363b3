#include "inspectorpanel.h"
#include "uiformat.h"

#include "inspectorhtml.h"
#include "kernel/messageids.h"

#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace idem::ui {

InspectorPanel::InspectorPanel(QWidget *parent) : QWidget(parent), m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("inspector"));
    m_browser->setObjectName(QStringLiteral("inspectorText"));
    m_browser->setOpenLinks(false);
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->setHtml(InspectorHtml::placeholder());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 4, 4);
    layout->addWidget(m_browser);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        const int logical = url.path().toInt();
        if (url.scheme() == QLatin1String("follow"))
            emit followRequested(logical);
        else if (url.scheme() == QLatin1String("filter"))
            emit filterRequested(logical);
    });
}

void InspectorPanel::setRun(RunPtr run)
{
    m_run = std::move(run);
    m_rows.setRun(m_run);
    inspect(-1);
}

void InspectorPanel::inspect(int record)
{
    m_record = record;
    if (!m_run || record < 0 || std::size_t(record) >= m_run->trace.size()) {
        m_record = -1;
        m_browser->setHtml(InspectorHtml::placeholder());
        return;
    }
    // The core's sentences with the UI's digits and units, ids kept
    // left-to-right in a right-to-left language.
    const auto readable = [](const QString &text) { return UiFormat::prose(UiFormat::localizeNumbers(text)); };
    Inspection in;
    in.facts = DeliveryInspection::inspect(*m_run, record);
    const int logical = in.facts.logical;
    if (logical >= 0) {
        Explainer explainer(m_run->scenario, m_run->trace, m_run->analysis.get());
        in.story = explainer.storyOf(logical);
        in.storyText = readable(explainer.story(logical));
        if (in.facts.isDelivery())
            in.cause = readable(explainer.whyDelivered(logical, in.facts.consumer, in.facts.delivery, in.facts.start));
        int attempts = qMax(1, in.facts.attempt);
        for (const auto &p : std::as_const(in.story.publishes))
            attempts = qMax(attempts, p.first);
        for (int a = 1; a <= attempts; ++a)
            in.messageIds.append(MessageIds::text(m_run->scenario, logical, a));
        for (const Violation &v : m_run->violations) {
            if (v.logical == logical)
                in.violation = readable(v.explanation);
        }
        QStringList distinct = in.messageIds;
        distinct.removeDuplicates();
        in.rows = m_rows.rows(logical, distinct, in.facts.selected.time(), record);
    }
    if (logical < 0)
        in.note = readable(Explainer(m_run->scenario, m_run->trace, m_run->analysis.get()).recordStory(record));
    m_browser->setHtml(InspectorHtml::render(*m_run, in));
}

QString InspectorPanel::plainText() const
{
    return m_browser->toPlainText();
}

} // namespace idem::ui
