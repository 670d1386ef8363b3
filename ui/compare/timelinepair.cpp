#include "timelinepair.h"

#include "buddylabel.h"
#include "comparisonmodel.h"
#include "strategypalette.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelineview.h"
#include "uiformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace idem::ui {

TimelinePair::TimelinePair(ComparisonModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    const QString labels[2] = {tr("&Upper:"), tr("&Lower:")};
    for (int i = 0; i < 2; ++i) {
        m_pick[i] = new QComboBox(this);
        m_pick[i]->setObjectName(i == 0 ? QStringLiteral("upperStrategy") : QStringLiteral("lowerStrategy"));
        m_pick[i]->setModel(model);
        m_pick[i]->setModelColumn(ComparisonModel::Strategy);
        m_pick[i]->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        bar->addWidget(new BuddyLabel(labels[i], m_pick[i], this));
        bar->addWidget(m_pick[i]);
        bar->addSpacing(12);

        splitter->addWidget(makePane(splitter,
                                     i == 0 ? QStringLiteral("upperTimeline") : QStringLiteral("lowerTimeline"),
                                     m_caption[i], m_views[i]));

        connect(m_pick[i], &QComboBox::currentIndexChanged, this, [this, i](int row) { show(i, row); });
    }
    followEachOther(this, m_views, m_shown, m_mirroring);
    m_compress = new QCheckBox(tr("Compress idle &gaps"), this);
    m_compress->setObjectName(QStringLiteral("compressGaps"));
    m_compress->setChecked(false); // short runs keep their real proportions
    m_compress->setToolTip(tr("Squeeze the stretches idle in both runs (never one that holds a bar or an arrow); "
                              "both timelines keep one axis."));
    connect(m_compress, &QCheckBox::toggled, this, [this](bool on) {
        for (TimelineView *view : m_views)
            view->setCompressGaps(on);
        fitBoth();
        updateLegend();
    });
    bar->addWidget(m_compress);
    auto *fit = new QPushButton(tr("&Fit both"), this);
    fit->setToolTip(tr("Show both runs from start to end"));
    connect(fit, &QPushButton::clicked, this, &TimelinePair::fitBoth);
    bar->addWidget(fit);
    bar->addStretch(1);
    auto *hint = new QLabel(tr("Double-click a mark to follow its message in both timelines."), this);
    hint->setEnabled(false);
    bar->addWidget(hint);
    // Two panes of one height: equal stretch, and the legend below the
    // splitter (inside the lower pane it took the lower lanes' room).
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    m_legend = new TimelineLegend(this);
    m_legend->setObjectName(QStringLiteral("pairLegend"));
    m_legend->hide();
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_legend);

    connect(model, &QAbstractItemModel::modelReset, this, &TimelinePair::pickDefaults);
    connect(model, &QAbstractItemModel::dataChanged, this, [this] {
        // Results arrive as a data change of the pending rows.
        for (int i = 0; i < 2; ++i)
            show(i, m_pick[i]->currentIndex());
    });
    pickDefaults();
}

void TimelinePair::pickDefaults()
{
    // The most instructive pair: no deduplication against the safe inbox.
    int upper = m_model->rowOf(QStringLiteral("none"));
    int lower = m_model->rowOf(QStringLiteral("db-insert-first"));
    const int rows = m_model->rowCount();
    if (upper < 0)
        upper = rows > 0 ? 0 : -1;
    if (lower < 0 || lower == upper)
        lower = rows > 1 ? (upper == rows - 1 ? 0 : rows - 1) : upper;
    setRows(upper, lower);
}

void TimelinePair::setRows(int upper, int lower)
{
    const int rows[2] = {upper, lower};
    for (int i = 0; i < 2; ++i) {
        if (m_pick[i]->currentIndex() == rows[i])
            show(i, rows[i]); // the combo does not signal an unchanged index
        else
            m_pick[i]->setCurrentIndex(rows[i]);
    }
}

int TimelinePair::upperRow() const
{
    return m_pick[0]->currentIndex();
}

int TimelinePair::lowerRow() const
{
    return m_pick[1]->currentIndex();
}

void TimelinePair::show(int which, int row)
{
    TimelineView *view = m_views[which];
    const RunPtr run = m_model->state(row) == ComparisonModel::State::Done ? m_model->run(row) : RunPtr();
    if (run && run == m_shown[which])
        return; // keep the user's zoom when other rows change
    m_shown[which] = run;
    if (!run) {
        view->clear();
        updateLegend();
        m_caption[which]->setText(row >= 0 ? UiFormat::startOnItsSide(tr("<b>%1</b> — no finished run").arg(
                                      StrategyPalette::title(m_model->strategyId(row)).toHtmlEscaped()))
                                           : QString());
        return;
    }
    const RunMetrics &m = run->metrics;
    const QString verdict = run->valid ? tr("<span style='color:#1b7a2e'>valid</span>")
                                       : tr("<span style='color:#c62828'>invalid</span>");
    // A caption reads from the side of its language even when the strategy's
    // name begins with a Latin word ("Inbox: اول claim — …" read from the left).
    m_caption[which]->setText(
        UiFormat::startOnItsSide(tr("<b>%1</b> — %2 · %3 duplicate side effects · %4 skipped duplicates")
                                     .arg(StrategyPalette::title(run->scenario.strategy.id).toHtmlEscaped(), verdict,
                                          QLocale().toString(m.duplicateSideEffects),
                                          QLocale().toString(m.duplicatesSkipped))));
    m_mirroring = true;
    view->setRun(run);
    m_mirroring = false;
    shareAxis();
}

void TimelinePair::shareAxis()
{
    m_mirroring = true;
    shareAxis(m_views, m_shown, m_compress->isChecked());
    m_mirroring = false;
    updateLegend();
}

void TimelinePair::updateLegend()
{
    // The pair's own legend explains both runs; neither view keeps one.
    for (TimelineView *view : m_views)
        view->setLegendVisible(false);
    const int first = m_shown[0] ? 0 : 1;
    if (!m_shown[first]) {
        m_legend->setRun(nullptr, nullptr);
        m_legend->hide();
        return;
    }
    const TimelineCauses &own = m_views[first]->causes();
    m_legend->setRun(own.index(), &own);
    const bool both = first == 0 && m_shown[1];
    m_legend->setCompanion(both ? m_views[1]->causes().index() : nullptr, both ? &m_views[1]->causes() : nullptr);
    bool squeezed = false;
    for (int i = 0; i < 2; ++i)
        squeezed = squeezed || (m_shown[i] && m_views[i]->compressGaps() && !m_views[i]->compressibleGaps().empty());
    m_legend->setIdleGapsShown(squeezed);
    m_legend->show();
}

void TimelinePair::shareAxis(TimelineView *const views[2], const RunPtr shown[2], bool compress)
{
    // The union of the two runs' time, and only the gaps idle in both.
    std::vector<TimelineGap> gaps;
    bool any = false;
    SimTime start = 0;
    SimTime end = 0;
    for (int i = 0; i < 2; ++i) {
        if (!shown[i])
            continue;
        const SimTime s = shown[i]->trace.size() ? shown[i]->trace.records().front().time() : 0;
        const SimTime e = shown[i]->trace.size() ? shown[i]->trace.records().back().time() : 0;
        const std::vector<TimelineGap> &own = views[i]->compressibleGaps();
        if (!any) {
            gaps = own;
            start = s;
            end = e;
            any = true;
            continue;
        }
        start = qMin(start, s);
        end = qMax(end, e);
        std::vector<TimelineGap> both;
        std::size_t a = 0;
        std::size_t b = 0;
        while (a < gaps.size() && b < own.size()) {
            const SimTime from = qMax(gaps[a].from, own[b].from);
            const SimTime to = qMin(gaps[a].to, own[b].to);
            if (to > from)
                both.push_back({from, to});
            (gaps[a].to < own[b].to ? a : b)++;
        }
        gaps = std::move(both);
    }
    if (!any)
        return;
    // One legend under both, for what either run draws: two legend strips
    // in a dock at 1280x800 left no room for the lower lanes (the crash and
    // the store sat under them).
    views[0]->setLegendVisible(false);
    views[1]->setLegendCompanion(shown[0] ? views[0] : nullptr);
    for (int i = 0; i < 2; ++i) {
        if (shown[i]) {
            views[i]->setSharedAxis(start, end, gaps);
            views[i]->setCompressGaps(compress);
            views[i]->fit();
        }
    }
}

void TimelinePair::fitBoth()
{
    m_mirroring = true;
    for (TimelineView *view : m_views)
        view->fit();
    m_mirroring = false;
}

QWidget *TimelinePair::makePane(QWidget *parent, const QString &name, QLabel *&caption, TimelineView *&view)
{
    auto *pane = new QWidget(parent);
    auto *paneLayout = new QVBoxLayout(pane);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    paneLayout->setSpacing(2);
    caption = new QLabel(pane);
    caption->setObjectName(name + QStringLiteral("Caption"));
    caption->setTextFormat(Qt::RichText);
    view = new TimelineView(pane);
    view->setObjectName(name);
    paneLayout->addWidget(caption);
    paneLayout->addWidget(view, 1);
    return pane;
}

void TimelinePair::followEachOther(QObject *owner, TimelineView *const views[2], const RunPtr shown[2],
                                   bool &mirroring)
{
    bool *busy = &mirroring;
    for (int from = 0; from < 2; ++from) {
        TimelineView *view = views[from];
        TimelineView *other = views[1 - from];
        const RunPtr *otherShown = &shown[1 - from];
        QObject::connect(view, &TimelineView::visibleRangeChanged, owner, [view, other, otherShown, busy] {
            if (*busy || !*otherShown)
                return;
            *busy = true;
            const TimelineLayout &l = view->layout();
            other->setViewport(l.scale(), l.scroll());
            *busy = false;
        });
        QObject::connect(view, &TimelineView::followedMessageChanged, owner, [other, busy](int logical) {
            if (*busy || other->followedMessage() == logical)
                return;
            *busy = true;
            other->setFollowedMessage(logical);
            *busy = false;
        });
    }
}

} // namespace idem::ui
