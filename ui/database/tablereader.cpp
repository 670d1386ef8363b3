#include "tablereader.h"

#include "rundatabaseconnection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace idem::ui {

namespace {
// Each `?` takes the playhead's time in virtual ms. `copies` counts the rows
// of the same key up to then: above 1 is a duplicate. Newest first by
// insertion order (rowid), one page.
const char *const kInbox =
    "SELECT message_id, consumer, instance, consumed_at, "
    "(SELECT count(*) FROM inbox i2 WHERE i2.message_id = inbox.message_id AND i2.consumed_at <= ?) AS copies "
    "FROM inbox WHERE consumed_at <= ? ORDER BY rowid DESC LIMIT ?";
const char *const kInboxCount = "SELECT count(*) FROM inbox WHERE consumed_at <= ?";
const char *const kOrders =
    "SELECT id, order_key, message_id, instance, created_at, writes, "
    "(SELECT count(*) FROM orders o2 WHERE o2.order_key = orders.order_key AND o2.created_at <= ?) AS copies "
    "FROM orders WHERE created_at <= ? ORDER BY id DESC LIMIT ?";
const char *const kOrdersCount = "SELECT count(*) FROM orders WHERE created_at <= ?";
const char *const kEmails =
    "SELECT id, order_key, message_id, instance, sent_at, "
    "(SELECT count(*) FROM sent_emails e2 WHERE e2.order_key = sent_emails.order_key AND e2.sent_at <= ?) AS copies "
    "FROM sent_emails WHERE sent_at <= ? ORDER BY id DESC LIMIT ?";
const char *const kEmailsCount = "SELECT count(*) FROM sent_emails WHERE sent_at <= ?";

TableSnapshot snapshot(const QSqlDatabase &db, const char *rowsSql, const char *countSql, qint64 timeMs)
{
    TableSnapshot t;
    QSqlQuery count(db);
    if (!count.prepare(QString::fromLatin1(countSql))) {
        t.error = count.lastError().text();
        return t;
    }
    count.addBindValue(timeMs);
    if (!count.exec() || !count.next()) {
        t.error = count.lastError().text();
        return t;
    }
    t.total = count.value(0).toInt();
    QSqlQuery rows(db);
    rows.setForwardOnly(true);
    if (!rows.prepare(QString::fromLatin1(rowsSql))) {
        t.error = rows.lastError().text();
        return t;
    }
    rows.addBindValue(timeMs);
    rows.addBindValue(timeMs);
    rows.addBindValue(TableReader::kPageRows);
    if (!rows.exec()) {
        t.error = rows.lastError().text();
        return t;
    }
    const QSqlRecord record = rows.record();
    for (int c = 0; c < record.count(); ++c)
        t.columns.append(record.fieldName(c));
    t.copiesColumn = int(t.columns.indexOf(QStringLiteral("copies")));
    while (rows.next()) {
        QVector<QVariant> row;
        row.reserve(record.count());
        for (int c = 0; c < record.count(); ++c)
            row.append(rows.value(c));
        t.rows.append(std::move(row));
    }
    return t;
}
} // namespace

TableReader::TableReader(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<TablesAtTime>();
}

TableReader::~TableReader() = default; // closes the connections on this thread

void TableReader::read(quint64 request, const QString &runPath, qint64 timeMs)
{
    emit tablesRead(readNow(request, runPath, timeMs));
}

TablesAtTime TableReader::readNow(quint64 request, const QString &runPath, qint64 timeMs)
{
    TablesAtTime out;
    out.request = request;
    out.timeMs = timeMs;
    if (runPath.isEmpty()) {
        m_db.reset();
        return out;
    }
    if (!m_db || m_db->path() != runPath || !m_db->isOpen()) {
        m_db.reset();
        m_db = std::make_unique<RunDatabaseConnection>();
        out.error = m_db->open(runPath);
        if (!out.error.isEmpty()) {
            m_db.reset();
            return out;
        }
    }
    out.inbox = snapshot(m_db->run(), kInbox, kInboxCount, timeMs);
    out.orders = snapshot(m_db->run(), kOrders, kOrdersCount, timeMs);
    out.emails = snapshot(m_db->mail(), kEmails, kEmailsCount, timeMs);
    return out;
}

} // namespace idem::ui
