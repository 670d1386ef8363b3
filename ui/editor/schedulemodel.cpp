#include "schedulemodel.h"

#include "scenariodocument.h"
#include "vocablabels.h"
#include "uiformat.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QPalette>
#include <QRegularExpression>

namespace idem::ui {

namespace {
QString dash()
{
    return QStringLiteral("—");
}

// True when `b` is `a` with one element inserted at `at`.
bool isInsertion(const QVector<ScheduledFault> &a, const QVector<ScheduledFault> &b, int *at)
{
    if (b.size() != a.size() + 1)
        return false;
    int i = 0;
    while (i < a.size() && a.at(i) == b.at(i))
        ++i;
    for (int j = i; j < a.size(); ++j) {
        if (!(a.at(j) == b.at(j + 1)))
            return false;
    }
    *at = i;
    return true;
}
} // namespace

ScheduleModel::ScheduleModel(ScenarioDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_rows(document->scenario().faults.schedule)
{
    updateProblems();
    connect(m_document, &ScenarioDocument::changed, this, &ScheduleModel::sync);
}

ScheduledFault ScheduleModel::defaultEntry()
{
    ScheduledFault f;
    f.kind = ScheduleKind::BrokerRestart;
    f.atMs = 5000;
    return f;
}

int ScheduleModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ScheduleModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool ScheduleModel::applies(const ScheduledFault &f, int column) const
{
    switch (column) {
    case Kind:
    case AtMs:
        return true;
    case Message: return vocab::canTarget(f.kind);
    case Delivery: return f.isTargeted();
    case Consumer:
        return f.kind != ScheduleKind::BrokerRestart && f.kind != ScheduleKind::CacheFlush
            && f.kind != ScheduleKind::StoreUnavailable && f.kind != ScheduleKind::PublishLost
            && f.kind != ScheduleKind::PublishAckLost;
    case Point: return f.kind == ScheduleKind::ConsumerCrash;
    case Duration: return vocab::hasDuration(f.kind);
    default: break;
    }
    return false;
}

QVariant ScheduleModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const ScheduledFault &f = m_rows.at(index.row());
    const int c = index.column();
    if (role == Qt::EditRole) {
        switch (c) {
        case Kind: return vocab::word(f.kind);
        case AtMs: return f.isTargeted() ? 0 : int(f.atMs);
        case Message: return f.isTargeted() ? Scenario::logicalIndexOf(f.message) + 1 : 0;
        case Delivery: return f.delivery;
        case Consumer: return f.consumer;
        case Point: return vocab::word(f.point);
        case Duration: return int(f.durationMs);
        default: return {};
        }
    }
    if (role == Qt::DisplayRole) {
        const bool targetedCell = c == Message || c == Delivery;
        if (!applies(f, c) || (targetedCell && !f.isTargeted()) || (c == AtMs && f.isTargeted()))
            return dash();
        switch (c) {
        case Kind: return VocabLabels::scheduleKind(f.kind);
        case AtMs: return UiFormat::milliseconds(f.atMs);
        case Message: return f.message;
        case Delivery: return f.delivery;
        case Consumer: return f.consumer > 0 ? UiFormat::consumerName(f.consumer) : tr("any");
        case Point: return VocabLabels::crashPoint(f.point);
        case Duration: return f.durationMs > 0 ? UiFormat::milliseconds(f.durationMs) : tr("default");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (m_problems.contains(index.row()))
            return m_problems.value(index.row()).join(QLatin1Char('\n'));
        if (c == AtMs)
            return tr("A time in the run; setting it makes the entry timed.");
        if (c == Message)
            return tr("A business key; setting it aims the fault at that message's delivery.");
        return {};
    }
    if (role == Qt::BackgroundRole && m_problems.contains(index.row()))
        return QBrush(QColor(0xfd, 0xec, 0xea));
    if (role == Qt::ForegroundRole && !applies(f, c))
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    return {};
}

QVariant ScheduleModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case Kind: return tr("Fault");
    case AtMs: return tr("At");
    case Message: return tr("Message");
    case Delivery: return tr("Delivery");
    case Consumer: return tr("Consumer");
    case Point: return tr("Crash point");
    case Duration: return tr("Duration");
    default: return {};
    }
}

Qt::ItemFlags ScheduleModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (applies(m_rows.at(index.row()), index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool ScheduleModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)
        || !(flags(index) & Qt::ItemIsEditable))
        return false;
    QVector<ScheduledFault> schedule = m_rows;
    ScheduledFault &f = schedule[index.row()];
    switch (index.column()) {
    case Kind: {
        const std::optional<ScheduleKind> kind = vocab::scheduleKind(value.toString());
        if (!kind)
            return false;
        f.kind = *kind;
        // Keep only what the new kind reads, so a saved file stays minimal.
        if (f.kind != ScheduleKind::ConsumerCrash)
            f.point = CrashPoint::Immediate;
        if (!vocab::hasDuration(f.kind))
            f.durationMs = 0;
        else if (f.durationMs <= 0 && vocab::needsDuration(f.kind))
            f.durationMs = 1000;
        if (f.isTargeted() && !vocab::canTarget(f.kind)) {
            f.message.clear();
            f.delivery = 1;
            f.atMs = 0;
        }
        if (!applies(f, Consumer))
            f.consumer = 0;
        break;
    }
    case AtMs:
        f.atMs = qMax(0, value.toInt());
        f.message.clear();
        f.delivery = 1;
        break;
    case Message:
        if (value.toInt() > 0) {
            f.message = Scenario::businessKey(value.toInt() - 1);
            f.atMs = -1;
        } else {
            f.message.clear();
            f.delivery = 1;
            f.atMs = qMax<qint64>(0, f.atMs);
        }
        break;
    case Delivery: f.delivery = qMax(1, value.toInt()); break;
    case Consumer: f.consumer = qMax(0, value.toInt()); break;
    case Point: {
        const std::optional<CrashPoint> point = vocab::crashPoint(value.toString());
        if (!point)
            return false;
        f.point = *point;
        break;
    }
    case Duration: f.durationMs = qMax(0, value.toInt()); break;
    default: return false;
    }
    commit(schedule, tr("Edit fault %1").arg(index.row() + 1),
           QStringLiteral("$.faults.schedule[%1].%2").arg(index.row()).arg(index.column()));
    return true;
}

bool ScheduleModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > m_rows.size() || count < 1)
        return false;
    QVector<ScheduledFault> schedule = m_rows;
    schedule.insert(row, count, defaultEntry());
    commit(schedule, count == 1 ? tr("Add fault") : tr("Add %1 faults").arg(UiFormat::count(count)));
    return true;
}

bool ScheduleModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_rows.size())
        return false;
    QVector<ScheduledFault> schedule = m_rows;
    schedule.remove(row, count);
    commit(schedule, count == 1 ? tr("Remove fault") : tr("Remove %1 faults").arg(UiFormat::count(count)));
    return true;
}

bool ScheduleModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                             const QModelIndex &destinationParent, int destinationChild)
{
    if (sourceParent.isValid() || destinationParent.isValid() || count != 1 || sourceRow < 0
        || sourceRow >= m_rows.size() || destinationChild < 0 || destinationChild > m_rows.size()
        || destinationChild == sourceRow || destinationChild == sourceRow + 1)
        return false;
    QVector<ScheduledFault> schedule = m_rows;
    const ScheduledFault moved = schedule.takeAt(sourceRow);
    schedule.insert(destinationChild > sourceRow ? destinationChild - 1 : destinationChild, moved);
    commit(schedule, tr("Move fault"));
    return true;
}

void ScheduleModel::commit(const QVector<ScheduledFault> &schedule, const QString &text, const QString &mergeKey)
{
    Scenario next = m_document->scenario();
    next.faults.schedule = schedule;
    // One rule for the schedule, wherever it is edited (here or by a right-
    // click on the timeline): the change, its undo and its redo re-run.
    m_document->change(next, text, mergeKey, true);
}

void ScheduleModel::sync()
{
    const QVector<ScheduledFault> &now = m_document->scenario().faults.schedule;
    int at = -1;
    if (now == m_rows) {
        // Nothing to move; problems may still have changed (messages count).
    } else if (isInsertion(m_rows, now, &at)) {
        beginInsertRows({}, at, at);
        m_rows = now;
        endInsertRows();
    } else if (isInsertion(now, m_rows, &at)) {
        beginRemoveRows({}, at, at);
        m_rows = now;
        endRemoveRows();
    } else if (now.size() == m_rows.size()) {
        // Either edits in place or one row moved; both keep the row count.
        int first = 0;
        while (first < now.size() && now.at(first) == m_rows.at(first))
            ++first;
        int last = int(now.size()) - 1;
        while (last > first && now.at(last) == m_rows.at(last))
            --last;
        const bool swap = last == first + 1 && now.at(first) == m_rows.at(last) && now.at(last) == m_rows.at(first);
        if (swap) {
            beginMoveRows({}, last, last, {}, first);
            m_rows = now;
            endMoveRows();
        } else {
            m_rows = now;
            emit dataChanged(index(first, 0), index(last, ColumnCount - 1));
        }
    } else {
        beginResetModel();
        m_rows = now;
        endResetModel();
    }
    updateProblems();
}

void ScheduleModel::updateProblems()
{
    static const QRegularExpression rowPath(QStringLiteral("^\\$\\.faults\\.schedule\\[(\\d+)\\]"));
    QHash<int, QStringList> problems;
    for (const QString &p : m_document->problems()) {
        const auto m = rowPath.match(p);
        if (!m.hasMatch())
            continue;
        QString what = p.mid(m.capturedEnd());
        if (what.startsWith(QLatin1Char('.')))
            what.remove(0, 1);
        else if (what.startsWith(QLatin1String(": ")))
            what.remove(0, 2);
        problems[m.captured(1).toInt()].append(what);
    }
    if (problems == m_problems)
        return;
    m_problems = problems;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::ToolTipRole});
}

} // namespace idem::ui
