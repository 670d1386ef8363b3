#pragma once

#include "run/runptr.h"

#include <QAbstractTableModel>
#include <vector>

namespace idem::ui {

// The run's trace as a table, one row per record (or per matching record
// when filtered by message and/or kind). Rows are computed on demand from
// the shared trace; a filter keeps only a vector of record indices.
//
// The view sees a window of at most windowRows() consecutive rows of the
// whole log ("logical rows"): a view creates a header section per row, and
// ten million of them froze the window for half a second on every run.
// The panel slides the window as the user scrolls or the playhead moves.
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

    // Rows of the whole (filtered) log; rowCount() is the part in the window.
    int totalRows() const;
    int windowStart() const { return m_first; }
    int windowRows() const { return m_windowRows; }
    void setWindowRows(int rows);
    // Moves the window to start at logical row `first` (clamped); true if it moved.
    bool setWindowStart(int first);

    // The record shown in view row `row`, -1 if none.
    int recordAt(int row) const;
    // The logical row showing `record`, or the last one before it when
    // filtered out; -1 if none.
    int logicalRowAtOrBefore(int record) const;
    // The view row showing `record` (or the last one before it), moving the
    // window so that it is inside, centred, when it was not; -1 if none.
    int rowAtOrBefore(int record);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool filtered() const { return m_message >= 0 || m_kind != kAllKinds; }
    void rebuild();
    int clampedStart(int first) const;

    RunPtr m_run;
    int m_message = -1;
    int m_kind = kAllKinds;
    std::vector<int> m_rows; // record indices, only when filtered
    int m_first = 0;         // logical row of view row 0
    int m_windowRows = 100000;
};

} // namespace idem::ui
