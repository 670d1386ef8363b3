#include "eventlogmodel.h"

#include "playback/interestingevents.h"
#include "recordtext.h"
#include "uiformat.h"

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <algorithm>

namespace idem::ui {

EventLogModel::EventLogModel(QObject *parent) : QAbstractTableModel(parent) {}

void EventLogModel::setRun(RunPtr run)
{
    beginResetModel();
    m_run = std::move(run);
    rebuild();
    endResetModel();
}

void EventLogModel::setMessageFilter(int logical)
{
    if (logical == m_message)
        return;
    beginResetModel();
    m_message = logical;
    rebuild();
    endResetModel();
}

void EventLogModel::setKindFilter(int kind)
{
    if (kind == m_kind)
        return;
    beginResetModel();
    m_kind = kind;
    rebuild();
    endResetModel();
}

void EventLogModel::rebuild()
{
    m_first = 0;
    m_rows.clear();
    if (!m_run || !filtered())
        return;
    const auto &records = m_run->trace.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const TraceRecord &r = records[i];
        if (m_message >= 0 && r.message != quint32(m_message))
            continue;
        if (m_kind == kInterestingKinds && !InterestingEvents::isInteresting(r))
            continue;
        if (m_kind >= 0 && int(r.kind()) != m_kind)
            continue;
        m_rows.push_back(int(i));
    }
}

int EventLogModel::totalRows() const
{
    if (!m_run)
        return 0;
    return filtered() ? int(m_rows.size()) : int(m_run->trace.size());
}

void EventLogModel::setWindowRows(int rows)
{
    beginResetModel();
    m_windowRows = qMax(1, rows);
    m_first = clampedStart(m_first);
    endResetModel();
}

int EventLogModel::clampedStart(int first) const
{
    return qBound(0, first, qMax(0, totalRows() - m_windowRows));
}

bool EventLogModel::setWindowStart(int first)
{
    first = clampedStart(first);
    if (first == m_first)
        return false;
    beginResetModel();
    m_first = first;
    endResetModel();
    return true;
}

int EventLogModel::recordAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return -1;
    const int logical = m_first + row;
    return filtered() ? m_rows[std::size_t(logical)] : logical;
}

int EventLogModel::logicalRowAtOrBefore(int record) const
{
    if (!m_run || record < 0)
        return -1;
    if (!filtered())
        return qMin(record, totalRows() - 1);
    const auto it = std::upper_bound(m_rows.begin(), m_rows.end(), record);
    return int(it - m_rows.begin()) - 1;
}

int EventLogModel::rowAtOrBefore(int record)
{
    const int logical = logicalRowAtOrBefore(record);
    if (logical < 0)
        return -1;
    if (logical < m_first || logical >= m_first + rowCount())
        setWindowStart(logical - m_windowRows / 2);
    return logical - m_first;
}

int EventLogModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_run)
        return 0;
    return qMin(m_windowRows, totalRows() - m_first);
}

int EventLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const int record = recordAt(index.row());
    const TraceRecord &r = m_run->trace.at(std::size_t(record));
    switch (role) {
    case RecordIndexRole: return record;
    case Qt::DisplayRole:
        switch (index.column()) {
        case Index: return QLocale().toString(record + 1);
        case Time: return UiFormat::seconds(r.time());
        case Lane: return UiFormat::laneName(r.actor());
        case Event: return RecordText::kind(r.kind());
        case Key: return r.message == kNoMessage ? QString() : Scenario::businessKey(int(r.message));
        case Delivery: {
            // Only a copy's delivery number (a publish's attempt and the
            // deliveries a dead letter made are in its details).
            const int number = r.message == kNoMessage ? 0 : r.deliveryNumber();
            return number > 0 ? QLocale().toString(number) : QString();
        }
        // SQL and ids inside right-to-left details stay one left-to-right
        // piece: a narrow column elides the end of the code, not its start.
        case Details: return UiFormat::isolateLatinRuns(RecordText::details(r));
        default: return {};
        }
    case Qt::ToolTipRole:
        return index.column() == Details ? QVariant(UiFormat::prose(RecordText::details(r))) : QVariant();
    case Qt::ForegroundRole:
        if (index.column() == Event || index.column() == Details) {
            const QColor c = RecordText::color(r);
            if (c.isValid())
                return QBrush(c);
        }
        return {};
    case Qt::FontRole:
        if (index.column() == Event && InterestingEvents::isInteresting(r)) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Index || index.column() == Time || index.column() == Delivery)
            return int(Qt::AlignTrailing | Qt::AlignVCenter);
        return {};
    default: break;
    }
    return {};
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Index: return tr("#");
    case Time: return tr("Time");
    case Lane: return tr("Lane");
    case Event: return tr("Event");
    case Key: return tr("Key");
    case Delivery: return tr("Delivery");
    case Details: return tr("Details");
    default: break;
    }
    return {};
}

} // namespace idem::ui
