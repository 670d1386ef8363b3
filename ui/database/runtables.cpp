#include "runtables.h"

#include "timedtablemodel.h"

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
} // namespace

RunTables::RunTables(const QString &runPath)
{
    m_error = m_db.open(runPath);
    m_inbox = std::make_unique<TimedTableModel>(QString::fromLatin1(kInbox), QString::fromLatin1(kInboxCount));
    m_orders = std::make_unique<TimedTableModel>(QString::fromLatin1(kOrders), QString::fromLatin1(kOrdersCount));
    m_emails = std::make_unique<TimedTableModel>(QString::fromLatin1(kEmails), QString::fromLatin1(kEmailsCount));
}

RunTables::~RunTables()
{
    // The models go first (their queries hold the connections' drivers),
    // then m_db closes and removes the connections.
    m_inbox.reset();
    m_orders.reset();
    m_emails.reset();
}

QString RunTables::refresh(qint64 timeMs)
{
    if (!m_error.isEmpty() || !m_db.isOpen())
        return m_error;
    QString first;
    for (TimedTableModel *model : {m_inbox.get(), m_orders.get()}) {
        const QString error = model->refresh(m_db.run(), timeMs);
        if (first.isEmpty())
            first = error;
    }
    const QString error = m_emails->refresh(m_db.mail(), timeMs);
    return first.isEmpty() ? error : first;
}

} // namespace idem::ui
