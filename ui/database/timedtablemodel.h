#pragma once

#include <QSqlQueryModel>
#include <QStringList>

namespace idem::ui {

// One run table as it was at a moment: a SELECT whose placeholders all take
// the playhead's virtual time (ms). Rows whose `copies` column is above 1
// (a second order for the same key) are marked red.
class TimedTableModel final : public QSqlQueryModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimedTableModel)
public:
    // `sql` has only `?` placeholders, each bound to the time; `countSql`
    // counts the rows at that time.
    TimedTableModel(QString sql, QString countSql, QObject *parent = nullptr);

    // Runs the query on `db` at `timeMs`; returns an error or an empty string.
    QString refresh(const QSqlDatabase &db, qint64 timeMs);
    int totalRows() const { return m_total; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QString m_sql;
    QString m_countSql;
    int m_total = 0;
    int m_copiesColumn = -1;
};

} // namespace idem::ui
