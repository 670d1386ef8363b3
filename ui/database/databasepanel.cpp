#include "databasepanel.h"

#include "balancemodel.h"
#include "timedtablemodel.h"
#include "uiformat.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
// Each `?` takes the playhead's time in virtual ms. `copies` counts the rows
// of the same key up to then: above 1 is a duplicate. Rows come newest first
// by insertion order (rowid), which needs no sort: the model fetches lazily,
// so a refresh reads only the rows on screen.
const char *const kInbox =
    "SELECT message_id, consumer, instance, consumed_at, "
    "(SELECT count(*) FROM inbox i2 WHERE i2.message_id = inbox.message_id AND i2.consumed_at <= ?) AS copies "
    "FROM inbox WHERE consumed_at <= ? ORDER BY rowid DESC";
const char *const kInboxCount = "SELECT count(*) FROM inbox WHERE consumed_at <= ?";
const char *const kOrders =
    "SELECT id, order_key, message_id, instance, created_at, writes, "
    "(SELECT count(*) FROM orders o2 WHERE o2.order_key = orders.order_key AND o2.created_at <= ?) AS copies "
    "FROM orders WHERE created_at <= ? ORDER BY id DESC";
const char *const kOrdersCount = "SELECT count(*) FROM orders WHERE created_at <= ?";
const char *const kEmails =
    "SELECT id, order_key, message_id, instance, sent_at, "
    "(SELECT count(*) FROM sent_emails e2 WHERE e2.order_key = sent_emails.order_key AND e2.sent_at <= ?) AS copies "
    "FROM sent_emails WHERE sent_at <= ? ORDER BY id DESC";
const char *const kEmailsCount = "SELECT count(*) FROM sent_emails WHERE sent_at <= ?";
constexpr int kCoalesceMs = 120;
} // namespace

DatabasePanel::DatabasePanel(QWidget *parent)
    : QWidget(parent),
      m_inbox(new TimedTableModel(QString::fromLatin1(kInbox), QString::fromLatin1(kInboxCount), this)),
      m_orders(new TimedTableModel(QString::fromLatin1(kOrders), QString::fromLatin1(kOrdersCount), this)),
      m_emails(new TimedTableModel(QString::fromLatin1(kEmails), QString::fromLatin1(kEmailsCount), this)),
      m_balance(new BalanceModel(this))
{
    setObjectName(QStringLiteral("databasePanel"));
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("databaseTabs"));
    m_tabs->setDocumentMode(true);
    addTable(m_inbox, QStringLiteral("inbox"));
    addTable(m_orders, QStringLiteral("orders"));
    addTable(m_balance, QStringLiteral("account_balance"));
    addTable(m_emails, QStringLiteral("sent_emails"));
    m_tabs->setTabToolTip(0, tr("The inbox: one row per handled message id (committed rows)"));
    m_tabs->setTabToolTip(1, tr("The business table: one row per order inserted"));
    m_tabs->setTabToolTip(2, tr("Balances, rebuilt from the committed increments up to the playhead"));
    m_tabs->setTabToolTip(3, tr("The mail server's own database: no consumer transaction covers it"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs, 1);

    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(kCoalesceMs);
    connect(&m_coalesce, &QTimer::timeout, this, &DatabasePanel::refreshNow);
    m_header->setText(tr("The run's tables appear here after a run."));
}

DatabasePanel::~DatabasePanel()
{
    releaseModels();
}

QTableView *DatabasePanel::addTable(QAbstractItemModel *model, const QString &name)
{
    auto *view = new QTableView(m_tabs);
    view->setObjectName(name + QStringLiteral("View"));
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setDefaultSectionSize(view->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 14);
    m_tabs->addTab(view, name);
    return view;
}

void DatabasePanel::releaseModels()
{
    m_inbox->release();
    m_orders->release();
    m_emails->release();
}

void DatabasePanel::setRun(RunPtr run)
{
    m_coalesce.stop();
    releaseModels();
    m_db.close();
    m_run = std::move(run);
    m_balance->setRun(m_run);
    m_error.clear();
    if (m_run)
        m_error = m_db.open(m_run->databasePath);
    m_time = m_run ? kNever : 0;
    m_record = m_run ? int(m_run->trace.size()) - 1 : -1;
    refreshNow();
    for (int i = 0; i < m_tabs->count(); ++i)
        static_cast<QTableView *>(m_tabs->widget(i))->resizeColumnsToContents();
}

void DatabasePanel::setPlayhead(SimTime time, int record)
{
    m_time = time;
    m_record = record;
    if (!m_coalesce.isActive())
        m_coalesce.start();
}

void DatabasePanel::refreshNow()
{
    m_coalesce.stop();
    if (!m_run) {
        m_header->setText(tr("The run's tables appear here after a run."));
        for (int i = 0; i < m_tabs->count(); ++i)
            m_tabs->setTabText(i, m_tabs->widget(i)->objectName().chopped(4));
        return;
    }
    // Keep each table's scroll position across the refresh.
    QList<int> scroll;
    for (int i = 0; i < m_tabs->count(); ++i)
        scroll.append(static_cast<QTableView *>(m_tabs->widget(i))->verticalScrollBar()->value());
    const qint64 ms = m_time == kNever ? std::numeric_limits<qint64>::max() : m_time / 1000;
    if (m_error.isEmpty() && m_db.isOpen()) {
        for (auto *model : {m_inbox, m_orders}) {
            const QString error = model->refresh(m_db.run(), ms);
            if (!error.isEmpty())
                m_error = error;
        }
        const QString error = m_emails->refresh(m_db.mail(), ms);
        if (!error.isEmpty())
            m_error = error;
    }
    m_balance->setPlayhead(m_record);
    const int counts[] = {m_inbox->totalRows(), m_orders->totalRows(), m_balance->rowCount(), m_emails->totalRows()};
    for (int i = 0; i < m_tabs->count(); ++i) {
        m_tabs->setTabText(i, QStringLiteral("%1 (%2)").arg(m_tabs->widget(i)->objectName().chopped(4),
                                                           UiFormat::count(counts[i])));
        static_cast<QTableView *>(m_tabs->widget(i))->verticalScrollBar()->setValue(scroll.value(i));
    }
    const QString when = m_time == kNever ? tr("by the end of the run")
                                          : tr("at or before %1").arg(UiFormat::seconds(m_time));
    m_header->setText(m_error.isEmpty()
                          ? tr("Rows written %1 (the time their statement ran; rolled-back rows "
                               "never reach the file), newest first. Red: a second row for the same key.")
                                .arg(when)
                          : tr("Cannot read the run database: %1").arg(m_error));
}

} // namespace idem::ui
