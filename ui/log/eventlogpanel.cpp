#include "eventlogpanel.h"

#include "eventlogmodel.h"
#include "recordtext.h"
#include "uiformat.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>
#include <limits>

namespace idem::ui {

EventLogPanel::EventLogPanel(QWidget *parent) : QWidget(parent), m_model(new EventLogModel(this))
{
    setObjectName(QStringLiteral("eventLog"));
    m_message = new QLineEdit(this);
    m_message->setObjectName(QStringLiteral("logMessageFilter"));
    m_message->setPlaceholderText(tr("Message, e.g. order-17"));
    m_message->setClearButtonEnabled(true);
    m_message->setToolTip(tr("Show only the records of one business key (order-17, or just 17)"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("logKindFilter"));
    m_kind->setToolTip(tr("Show only one kind of record"));
    m_kind->addItem(tr("All events"), EventLogModel::kAllKinds);
    m_kind->addItem(tr("Interesting events"), EventLogModel::kInterestingKinds);
    for (int k = 0; k < int(TraceKind::Count); ++k)
        m_kind->addItem(RecordText::kind(TraceKind(k)), k);
    m_count = new QLabel(this);

    auto *filters = new QHBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(m_message, 1);
    filters->addWidget(m_kind, 1);
    filters->addWidget(m_count);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("logView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    m_view->installEventFilter(this);
    m_view->verticalHeader()->hide();
    // Fixed row heights keep a ten-million-row log instant.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const int widths[] = {7, 9, 11, 16, 9, 5};
    // The event names in this language ("Yeniden dengeleme"), up to a cap
    // that leaves the details column its room.
    int kinds = 0;
    for (int k = 0; k < int(TraceKind::Count); ++k)
        kinds = qMax(kinds, fontMetrics().horizontalAdvance(RecordText::kind(TraceKind(k))) + 12);
    for (int c = 0; c < EventLogModel::Details; ++c) {
        const int header = fontMetrics().horizontalAdvance(m_model->headerData(c, Qt::Horizontal).toString()) + 20;
        const int content = c == EventLogModel::Event ? qMin(kinds, 19 * digit) : 0;
        m_view->setColumnWidth(c, qMax(qMax(widths[c] * digit, header), content));
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(m_view);

    connect(m_message, &QLineEdit::textChanged, this, &EventLogPanel::applyMessageText);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_model->setKindFilter(m_kind->itemData(i).toInt());
        updateCount();
        showRecord(m_lastRecord);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_syncing || !current.isValid())
                    return;
                const int record = m_model->recordAt(current.row());
                m_lastRecord = record;
                emit recordChosen(record);
            });
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &EventLogPanel::slideWindow);
    updateCount();
}

void EventLogPanel::setRun(RunPtr run)
{
    m_run = run;
    m_model->setRun(std::move(run));
    m_lastRecord = -1;
    updateCount();
    fitColumns();
}

void EventLogPanel::fitColumns()
{
    // Size the number columns for the widest value this run can show, from
    // its last record, without measuring millions of rows.
    if (!m_run || m_run->trace.size() == 0)
        return;
    const QFontMetrics fm = m_view->fontMetrics();
    const auto widest = [&](int column, const QString &sample) {
        const int header = fm.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString());
        m_view->setColumnWidth(column, qMax(header, fm.horizontalAdvance(sample)) + 20);
    };
    const std::size_t records = m_run->trace.size();
    widest(EventLogModel::Index, QLocale().toString(qulonglong(records)));
    widest(EventLogModel::Time, UiFormat::seconds(m_run->trace.at(records - 1).time()));
    widest(EventLogModel::Key, Scenario::businessKey(m_model->run()->scenario.messages - 1));
}

void EventLogPanel::applyMessageText(const QString &text)
{
    const QString t = text.trimmed();
    int logical = -1;
    if (!t.isEmpty()) {
        bool ok = false;
        const int n = t.toInt(&ok);
        logical = ok ? n - 1 : Scenario::logicalIndexOf(t);
        if (logical < 0)
            logical = -2; // nothing matches a malformed key
    }
    m_model->setMessageFilter(logical < -1 ? std::numeric_limits<int>::max() : logical);
    updateCount();
    showRecord(m_lastRecord);
}

void EventLogPanel::filterMessage(int logical)
{
    m_message->setText(logical >= 0 ? Scenario::businessKey(logical) : QString());
}

void EventLogPanel::showRecord(int record)
{
    // The playhead moves the window itself (centred on its record); the
    // scrolling that follows must not slide it again.
    m_lastRecord = record;
    const int first = m_model->windowStart();
    m_sliding = m_syncing = true;
    const int row = m_model->rowAtOrBefore(record);
    selectRow(row, QAbstractItemView::EnsureVisible);
    m_sliding = m_syncing = false;
    if (m_model->windowStart() != first)
        updateCount();
}

void EventLogPanel::selectRow(int row, QAbstractItemView::ScrollHint hint)
{
    if (row < 0) {
        m_view->selectionModel()->clear();
        return;
    }
    const QModelIndex index = m_model->index(row, 0);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index, hint);
}

void EventLogPanel::slideWindow(int value)
{
    if (m_sliding || !m_run)
        return;
    const QScrollBar *bar = m_view->verticalScrollBar();
    const int first = m_model->windowStart();
    const bool nearEnd = value >= bar->maximum() - bar->pageStep()
                         && first + m_model->rowCount() < m_model->totalRows();
    const bool nearStart = value <= bar->pageStep() && first > 0;
    if (!nearEnd && !nearStart)
        return;
    const int top = first + value;
    const QModelIndex current = m_view->currentIndex();
    const int currentRecord = current.isValid() ? m_model->recordAt(current.row()) : -1;
    m_sliding = true;
    m_model->setWindowStart(top - m_model->windowRows() / 2);
    m_syncing = true;
    if (currentRecord >= 0) {
        const int row = m_model->logicalRowAtOrBefore(currentRecord) - m_model->windowStart();
        if (row >= 0 && row < m_model->rowCount())
            m_view->selectionModel()->setCurrentIndex(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect
                                                                                  | QItemSelectionModel::Rows);
    }
    m_syncing = false;
    m_view->scrollTo(m_model->index(top - m_model->windowStart(), 0), QAbstractItemView::PositionAtTop);
    m_sliding = false;
    updateCount();
}

bool EventLogPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Ctrl+Home and Ctrl+End go to the ends of the whole log, not of the window.
    if (watched == m_view && event->type() == QEvent::KeyPress && m_model->totalRows() > m_model->rowCount()) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() & Qt::ControlModifier && (key->key() == Qt::Key_Home || key->key() == Qt::Key_End)) {
            const bool end = key->key() == Qt::Key_End;
            m_sliding = true;
            m_model->setWindowStart(end ? m_model->totalRows() : 0);
            m_sliding = false;
            updateCount();
            selectRow(end ? m_model->rowCount() - 1 : 0, end ? QAbstractItemView::PositionAtBottom
                                                           : QAbstractItemView::PositionAtTop);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void EventLogPanel::updateCount()
{
    const int total = m_model->totalRows();
    if (total <= m_model->rowCount()) {
        m_count->setText(tr("%1 rows").arg(UiFormat::count(total)));
        m_count->setToolTip(QString());
        return;
    }
    const int first = m_model->windowStart();
    m_count->setText(tr("%1 rows (%2–%3 listed)")
                         .arg(UiFormat::count(total), UiFormat::count(first + 1),
                              UiFormat::count(first + m_model->rowCount())));
    m_count->setToolTip(tr("The log lists %1 rows at a time around the playhead: scroll past either end, "
                           "move the playhead, or press Ctrl+Home / Ctrl+End to list others.")
                            .arg(UiFormat::count(m_model->rowCount())));
}

} // namespace idem::ui
