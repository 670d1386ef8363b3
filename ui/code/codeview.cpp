#include "codeview.h"

#include "code/checkseen.h"
#include "code/listingcatalog.h"
#include "codelisting.h"
#include "consumer/strategytraits.h"
#include "proselabel.h"
#include "uiformat.h"

#include <QCoreApplication>
#include <QLabel>
#include <QVBoxLayout>

namespace idem::ui {

CodeView::CodeView(QWidget *parent)
    // The title and the hint wrap in the window's direction: laid out as the
    // presenter's prose (a Persian title in the narrower presenter panel
    // was drawn past the QLabel's left edge).
    : QWidget(parent), m_lines(new CodeListing(this)), m_title(new ProseLabel(this)), m_hint(new ProseLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_title->setWordWrap(true);
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_title);
    layout->addWidget(m_lines, 1);
    layout->addWidget(m_hint);
    m_lines->setObjectName(QStringLiteral("codeListing"));
    connect(m_lines, &CodeListing::lineClicked, this, &CodeView::lineClicked);
    setRun(nullptr);
}

void CodeView::setRun(RunPtr run)
{
    setRun(std::move(run), CodeTrace());
}

void CodeView::setRun(RunPtr run, CodeTrace prepared)
{
    m_run = std::move(run);
    m_record = -1;
    m_listing.reset();
    m_code = CodeTrace();
    if (!m_run) {
        m_title->setText(tr("Run a scenario to see its consumer's handler as code."));
        m_hint->hide();
        m_lines->setLines({});
        return;
    }
    if (!m_run->trace.handlingObserved()) {
        // A check of the user's consumer: its handler is their own code,
        // which the lab never sees; no listing of the lab's stands in for it.
        m_title->setText(tr("Your own code"));
        m_hint->setText(tr("This run checked your own consumer: its handler is your code, which the lab does not "
                           "see. The timeline shows what the wire saw, and the verdict what your database holds."));
        m_hint->show();
        m_lines->setLines({});
        return;
    }
    const Scenario &s = m_run->scenario;
    m_listing = ListingCatalog::forScenario(s, UiFormat::language());
    const StrategyTraits *traits = StrategyTraits::find(s.strategy.id);
    const QString title = traits ? QCoreApplication::translate("Strategy", traits->title) : s.strategy.id;
    m_title->setText(UiFormat::prose(tr("%1: the handler for %2").arg(title, UiFormat::isolate(s.effect))));
    if (!m_listing) {
        m_lines->setLines({});
        m_hint->setText(tr("No listing for this strategy."));
        m_hint->show();
        return;
    }
    m_code = prepared.isEmpty() ? CodeTrace(m_run->trace, s) : std::move(prepared);
    m_lines->setLines(m_listing->lines());
    m_lines->setCrashMarks(m_code.crashLines(*m_listing, s));
    QSet<int> steps;
    for (int i = 0; i < m_listing->lines().size(); ++i) {
        if (!m_listing->stepsAt(i).isEmpty())
            steps.insert(i);
    }
    m_lines->setStepLines(steps);
    m_hint->hide();
    m_lines->setToolTip(tr("Click a line to go to the next event there; Shift+click for the one before. "
                           "Red dots: the scenario's crash points."));
}

void CodeView::showRecord(int record)
{
    if (!m_run || !m_listing || record < 0 || std::size_t(record) >= m_run->trace.size()) {
        m_record = -1;
        m_lines->setHighlight(-1, -1, CodeListing::Tone::Step, {});
        return;
    }
    m_record = record;
    const auto range = m_code.rangeOf(*m_listing, std::size_t(record));
    if (!range) {
        m_lines->setHighlight(-1, -1, CodeListing::Tone::Step, {});
        return;
    }
    const bool crashed = m_run->trace.at(std::size_t(record)).kind() == TraceKind::Crash;
    m_lines->setHighlight(range->first, range->last, crashed ? CodeListing::Tone::Crash : CodeListing::Tone::Step,
                          noteFor(std::size_t(record)));
}

void CodeView::setScale(double scale)
{
    m_lines->setScale(scale);
}

QString CodeView::note() const
{
    return m_lines->note();
}

void CodeView::lineClicked(int line, bool backwards)
{
    if (!m_listing)
        return;
    const qint64 found = m_code.recordAt(*m_listing, line, m_record, !backwards);
    if (found < 0) {
        m_hint->setText(backwards ? tr("No earlier event runs this line.") : tr("No later event runs this line."));
        m_hint->show();
        return;
    }
    m_hint->hide();
    emit recordChosen(int(found));
}

QString CodeView::noteFor(std::size_t record) const
{
    const CheckSeen seen = CheckSeen::of(m_run->trace, m_run->analysis.get(), m_run->scenario, record);
    const TraceRecord &r = m_run->trace.at(record);
    const QString key = r.message == kNoMessage ? QString() : UiFormat::isolate(Scenario::businessKey(int(r.message)));
    using W = CheckSeen::What;
    switch (seen.what) {
    case W::CacheMiss:
        switch (seen.reason) {
        case CacheMissReason::Expired:
            return seen.entryEnd >= 0 ? tr("cache miss: expired at %1 (TTL %2)").arg(UiFormat::seconds(seen.entryEnd, 2), UiFormat::duration(seen.ttlMs))
                                      : tr("cache miss: expired (TTL %1)").arg(UiFormat::duration(seen.ttlMs));
        case CacheMissReason::Evicted: return tr("cache miss: evicted to make room");
        case CacheMissReason::Flushed: return tr("cache miss: the cache was flushed");
        case CacheMissReason::LostOnCrash: return tr("cache miss: lost when its process crashed");
        default: return tr("cache miss: never seen");
        }
    case W::CacheHit:
        return seen.entrySet >= 0 ? tr("cache hit: stored at %1 by %2").arg(UiFormat::seconds(seen.entrySet, 2), UiFormat::consumerName(seen.entryConsumer))
                                  : tr("cache hit");
    case W::RowFound: return tr("row found: a duplicate");
    case W::RowAbsent: return tr("no row: not seen before");
    case W::Claimed: return tr("1 row inserted: claimed");
    case W::AlreadyClaimed: return tr("0 rows inserted: already claimed");
    case W::UniqueViolation: return tr("unique key violated: rolled back");
    case W::EffectFirst: return tr("applied: the first time for %1").arg(key);
    case W::EffectRepeated: return tr("applied again: a duplicate side effect of %1").arg(key);
    case W::Busy: return tr("database busy: waits and tries again");
    case W::StoreDown: return tr("store unavailable: no ack, tried again later");
    case W::Crashed: return tr("crashed here");
    case W::Nothing: break;
    }
    return {};
}

} // namespace idem::ui
