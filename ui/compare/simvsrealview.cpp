#include "simvsrealview.h"

#include "compare/timelinepair.h"
#include "live/simvsrealmodel.h"
#include "timeline/timelineview.h"
#include "uiformat.h"

#include "scenario/brokerprofile.h"
#include "scenario/vocabulary.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace idem::ui {

SimVsRealView::SimVsRealView(QWidget *parent)
    : QWidget(parent), m_model(new SimVsRealModel(this)), m_pages(new QStackedWidget(this)),
      m_summary(new QLabel(this)), m_table(new QTableView(this)), m_differences(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    m_empty = new QLabel(m_pages);
    m_empty->setObjectName(QStringLiteral("simVsRealEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setMargin(24);
    setBrokerProfile(QStringLiteral("rabbitmq"));
    m_pages->addWidget(m_empty);

    // Top: the counts (a compact table) beside the summary and the list of
    // the counts that differ with their causes; below: the two timelines.
    auto *page = new QSplitter(Qt::Vertical, m_pages);
    page->setChildrenCollapsible(false);
    auto *top = new QSplitter(Qt::Horizontal, page);
    top->setChildrenCollapsible(false);
    m_table->setObjectName(QStringLiteral("simVsRealCounts"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    // The causes are read in the list beside the table (and as tooltips).
    m_table->setColumnHidden(SimVsRealModel::Cause, true);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    top->addWidget(m_table);
    auto *right = new QWidget(top);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 0, 0, 0);
    m_summary->setObjectName(QStringLiteral("simVsRealSummary"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    rightLayout->addWidget(m_summary);
    m_differences->setObjectName(QStringLiteral("simVsRealDifferences"));
    m_differences->setTextFormat(Qt::RichText);
    m_differences->setWordWrap(true);
    m_differences->setAlignment(Qt::AlignLeading | Qt::AlignTop);
    m_differences->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *scroll = new QScrollArea(right);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_differences);
    rightLayout->addWidget(scroll, 1);
    top->addWidget(right);
    top->setStretchFactor(0, 0);
    top->setStretchFactor(1, 1);
    page->addWidget(top);

    const QString names[2] = {QStringLiteral("simulatedTimeline"), QStringLiteral("realTimeline")};
    for (int i = 0; i < 2; ++i) {
        page->addWidget(TimelinePair::makePane(page, names[i], m_caption[i], m_views[i]));
        // One legend for both (the marks mean the same): under the real run.
        m_views[i]->setLegendVisible(i == 1);
    }
    TimelinePair::followEachOther(this, m_views, m_shown, m_mirroring);
    // The real run's pane also holds the legend.
    page->setStretchFactor(0, 2);
    page->setStretchFactor(1, 3);
    page->setStretchFactor(2, 4);
    m_pages->addWidget(page);
}

RunPtr SimVsRealView::simulated() const
{
    return m_model->simulated();
}

RunPtr SimVsRealView::real() const
{
    return m_model->real();
}

void SimVsRealView::setBrokerProfile(const QString &profile)
{
    // The live lab runs RabbitMQ only (liverun.cpp refuses other profiles):
    // a Kafka or SQS scenario is told so, naming its broker, rather than
    // promised a RabbitMQ run it will not get.
    if (vocab::profile(profile) == Profile::RabbitMq) {
        m_empty->setText(tr("No real run yet. Run ▸ Run against a Real Broker… runs the open scenario on a "
                            "real RabbitMQ with real consumer processes and shows it here beside the model."));
        return;
    }
    const BrokerProfile *p = BrokerProfile::find(profile);
    const QString name = p ? QCoreApplication::translate("BrokerProfile", p->displayName) : profile;
    m_empty->setText(tr("No real run for this scenario: it uses %1, and the live lab runs only RabbitMQ "
                        "scenarios. Open a RabbitMQ scenario, such as built-in 07, and choose Run ▸ Run "
                        "against a Real Broker… to see a real run beside the model.")
                         .arg(UiFormat::isolate(name)));
}

void SimVsRealView::clear()
{
    m_model->setRuns({}, {});
    for (int i = 0; i < 2; ++i) {
        m_shown[i].reset();
        m_views[i]->clear();
    }
    m_differences->clear();
    m_summary->clear();
    m_pages->setCurrentIndex(0);
}

void SimVsRealView::setRuns(const RunPtr &simulated, const RunPtr &real, const QString &broker)
{
    if (!simulated || !real) {
        clear();
        return;
    }
    m_model->setRuns(simulated, real);
    const QVector<live::CountRow> diffs = m_model->differences();
    const QString name = UiFormat::prose(UiFormat::scenarioText(real->scenario, "name")).toHtmlEscaped();
    m_summary->setText(
        diffs.isEmpty()
            ? tr("<b>%1</b> — simulated and real (%2): all %3 counts agree.")
                  .arg(name, broker.toHtmlEscaped(), QLocale().toString(int(m_model->counts().size())))
            : tr("<b>%1</b> — simulated and real (%2): %3 of %4 counts differ; the model's cause for each is below.")
                  .arg(name, broker.toHtmlEscaped(), QLocale().toString(int(diffs.size())),
                       QLocale().toString(int(m_model->counts().size()))));
    QStringList items;
    for (const live::CountRow &r : diffs)
        items.append(tr("<li><b>%1</b>: simulated %2, real %3 — %4</li>")
                         .arg(r.label.toHtmlEscaped(), QLocale().toString(r.simulated), QLocale().toString(r.real),
                              r.cause.toHtmlEscaped()));
    m_differences->setText(diffs.isEmpty() ? agreeText()
                                           : tr("<p>The counts that differ:</p><ul>%1</ul>").arg(items.join(QString())));
    const QString captions[2] = {
        tr("<b>Simulated</b> — the model's prediction · %1 deliveries · %2 duplicate side effects"),
        tr("<b>Real</b> — %3 · %1 deliveries · %2 duplicate side effects")};
    const RunPtr runs[2] = {simulated, real};
    m_mirroring = true;
    for (int i = 0; i < 2; ++i) {
        m_shown[i] = runs[i];
        QString caption = captions[i].arg(QLocale().toString(runs[i]->metrics.deliveries),
                                          QLocale().toString(runs[i]->metrics.duplicateSideEffects));
        if (i == 1)
            caption = caption.arg(broker.toHtmlEscaped());
        m_caption[i]->setText(caption);
        m_views[i]->setRun(runs[i]);
    }
    TimelinePair::shareAxis(m_views, m_shown, false);
    m_mirroring = false;
    m_pages->setCurrentIndex(1);
}

QString SimVsRealView::differencesText() const
{
    if (!m_model->real())
        return {};
    QStringList lines;
    for (const live::CountRow &r : m_model->differences())
        lines.append(tr("%1: simulated %2, real %3 — %4")
                         .arg(r.label, QLocale().toString(r.simulated), QLocale().toString(r.real), r.cause));
    return lines.isEmpty() ? agreeText() : lines.join(QLatin1Char('\n'));
}

QString SimVsRealView::agreeText()
{
    return tr("Every count agrees with the model: the real broker and consumer processes did what the model "
              "predicted, count for count. Only the timing differs (real processes start, connect and commit at "
              "real moments).");
}

} // namespace idem::ui
