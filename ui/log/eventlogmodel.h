#pragma once

#include "run/runptr.h"

#include <QAbstractTableModel>
#include <vector>

namespace idem::ui {

// The run's trace as a table, one row per record (or per matching record
// when filtered by message and/or kind). Rows are computed on demand from
// the shared trace; a filter keeps only a vector of record indices.
class EventLogModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventLogModel)
public:
    enum Column { Index, Time, Lane, Event, Key, Delivery, Details, ColumnCount };
    enum Role { RecordIndexRole = Qt::UserRole + 1 };
    // Kind filter values beyond the TraceKind numbers.
    static constexpr int kAllKinds = -1;
    static constexpr int kInterestingKinds = -2;

    explicit EventLogModel(QObject *parent = nullptr);

    void setRun(RunPtr run);
    RunPtr run() const { return m_run; }
    // -1 = every message.
    void setMessageFilter(int logical);
    int messageFilter() const { return m_message; }
    // kAllKinds, kInterestingKinds or a TraceKind value.
    void setKindFilter(int kind);
    int kindFilter() const { return m_kind; }

    int recordAt(int row) const;
    // The row showing `record`, or the last row before it when filtered out; -1 if none.
    int rowAtOrBefore(int record) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool filtered() const { return m_message >= 0 || m_kind != kAllKinds; }
    void rebuild();

    RunPtr m_run;
    int m_message = -1;
    int m_kind = kAllKinds;
    std::vector<int> m_rows; // record indices, only when filtered
};

} // namespace idem::ui
