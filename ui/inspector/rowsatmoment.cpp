#include "rowsatmoment.h"

#include "store/effect.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace idem::ui {

void RowsAtMoment::setRun(const RunPtr &run)
{
    m_db.close();
    m_run = run;
    m_openError = m_run ? m_db.open(m_run->databasePath) : QString();
}

RowSet RowsAtMoment::query(const QSqlDatabase &db, const QString &title, const QString &sql,
                           const QVariantList &values)
{
    RowSet set;
    set.title = title;
    if (!m_openError.isEmpty()) {
        set.error = m_openError;
        return set;
    }
    QSqlQuery q(db);
    if (!q.prepare(sql)) {
        set.error = q.lastError().text();
        return set;
    }
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values.at(i));
    if (!q.exec()) {
        set.error = q.lastError().text();
        return set;
    }
    const QSqlRecord rec = q.record();
    for (int c = 0; c < rec.count(); ++c)
        set.columns.append(rec.fieldName(c));
    while (q.next()) {
        QStringList row;
        for (int c = 0; c < rec.count(); ++c)
            row.append(q.value(c).toString());
        set.rows.append(row);
    }
    return set;
}

QVector<RowSet> RowsAtMoment::rows(int logical, const QStringList &messageIds, SimTime time, int record)
{
    QVector<RowSet> out;
    if (!m_run || logical < 0)
        return out;
    const qint64 ms = time / 1000;
    const QString key = Scenario::businessKey(logical);
    // One bound placeholder per id: values are never spliced into the SQL.
    QStringList ids = messageIds;
    if (ids.isEmpty())
        ids.append(QStringLiteral("msg-") + key);
    QStringList marks;
    QVariantList values;
    for (const QString &id : std::as_const(ids)) {
        marks.append(QStringLiteral("?"));
        values.append(id);
    }
    values.append(ms);
    RowSet inbox = query(m_db.run(), QStringLiteral("inbox"),
                         QStringLiteral("SELECT message_id, consumer, instance, consumed_at FROM inbox "
                                        "WHERE message_id IN (%1) AND consumed_at <= ? ORDER BY consumed_at")
                             .arg(marks.join(QLatin1Char(','))),
                         values);
    inbox.effectRows = false;
    out.append(inbox);
    const std::optional<Effect> effect = vocab::effect(m_run->scenario.effect);
    if (effect == Effect::SendEmail) {
        out.append(query(m_db.mail(), QStringLiteral("sent_emails"),
                         QStringLiteral("SELECT id, message_id, instance, sent_at FROM sent_emails "
                                        "WHERE order_key = ? AND sent_at <= ? ORDER BY id"),
                         {key, ms}));
    } else if (effect == Effect::IncrementBalance) {
        int increments = 0;
        const int last = qMin(record, int(m_run->trace.size()) - 1);
        for (int i = 0; i <= last; ++i) {
            const TraceRecord &r = m_run->trace.at(std::size_t(i));
            if (r.kind() == TraceKind::SideEffect && r.isConsumer() && r.message == quint32(logical))
                ++increments;
        }
        RowSet set;
        set.title = QStringLiteral("account_balance");
        set.columns = {QStringLiteral("account"), QStringLiteral("balance")};
        if (increments > 0)
            set.rows.append({key, QString::number(increments * kBalanceIncrement)});
        out.append(set);
    } else {
        out.append(query(m_db.run(), QStringLiteral("orders"),
                         QStringLiteral("SELECT id, message_id, instance, created_at, writes FROM orders "
                                        "WHERE order_key = ? AND created_at <= ? ORDER BY id"),
                         {key, ms}));
    }
    return out;
}

} // namespace idem::ui
