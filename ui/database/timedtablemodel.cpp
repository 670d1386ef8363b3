#include "timedtablemodel.h"

#include <QBrush>
#include <QColor>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace idem::ui {

namespace {
QSqlQuery prepared(const QSqlDatabase &db, const QString &sql, qint64 timeMs, QString *error)
{
    QSqlQuery q(db);
    q.setForwardOnly(false);
    if (!q.prepare(sql)) {
        *error = q.lastError().text();
        return q;
    }
    const int placeholders = int(sql.count(QLatin1Char('?')));
    for (int i = 0; i < placeholders; ++i)
        q.bindValue(i, timeMs);
    if (!q.exec())
        *error = q.lastError().text();
    return q;
}
} // namespace

TimedTableModel::TimedTableModel(QString sql, QString countSql, QObject *parent)
    : QSqlQueryModel(parent), m_sql(std::move(sql)), m_countSql(std::move(countSql))
{
}

QString TimedTableModel::refresh(const QSqlDatabase &db, qint64 timeMs)
{
    QString error;
    QSqlQuery count = prepared(db, m_countSql, timeMs, &error);
    m_total = error.isEmpty() && count.next() ? count.value(0).toInt() : 0;
    if (!error.isEmpty())
        return error;
    QSqlQuery rows = prepared(db, m_sql, timeMs, &error);
    if (!error.isEmpty())
        return error;
    setQuery(std::move(rows));
    m_copiesColumn = record().indexOf(QStringLiteral("copies"));
    return lastError().isValid() ? lastError().text() : QString();
}

QVariant TimedTableModel::data(const QModelIndex &index, int role) const
{
    if ((role == Qt::BackgroundRole || role == Qt::ForegroundRole || role == Qt::ToolTipRole)
        && m_copiesColumn >= 0 && index.isValid()) {
        const int copies = QSqlQueryModel::data(this->index(index.row(), m_copiesColumn)).toInt();
        if (copies > 1) {
            if (role == Qt::BackgroundRole)
                return QBrush(QColor(0xfc, 0xe8, 0xe6));
            if (role == Qt::ForegroundRole)
                return QBrush(QColor(0xa5, 0x0e, 0x0e));
            return tr("%n rows for this key at this moment: a duplicate side effect", nullptr, copies);
        }
    }
    return QSqlQueryModel::data(index, role);
}

} // namespace idem::ui
