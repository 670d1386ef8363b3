#include "narrationmodel.h"

#include "uiformat.h"

#include <QBrush>
#include <QColor>
#include <algorithm>

namespace idem::ui {

NarrationModel::NarrationModel(QObject *parent) : QAbstractListModel(parent) {}

namespace {
bool sharesRows(NarrationLine::Kind kind)
{
    return kind == NarrationLine::Kind::DuplicateEffect || kind == NarrationLine::Kind::SkippedDuplicate;
}
} // namespace

void NarrationModel::setLines(QVector<NarrationLine> lines)
{
    beginResetModel();
    m_lines = std::move(lines);
    m_told = 0;
    m_rowOf.resize(m_lines.size());
    m_rowStart.clear();
    for (int i = 0; i < m_lines.size(); ++i) {
        const bool joins = i > 0 && sharesRows(m_lines.at(i).kind) && m_lines.at(i).kind == m_lines.at(i - 1).kind;
        if (!joins)
            m_rowStart.append(i);
        m_rowOf[i] = int(m_rowStart.size()) - 1;
    }
    endResetModel();
    setPlayhead(m_playhead);
}

void NarrationModel::setPlayhead(SimTime t)
{
    m_playhead = t;
    const auto end = std::upper_bound(m_lines.cbegin(), m_lines.cend(), t,
                                      [](SimTime time, const NarrationLine &l) { return time < l.time; });
    const int told = int(end - m_lines.cbegin());
    if (told == m_told)
        return;
    const int rowsBefore = rowCount();
    const int rowsAfter = told > 0 ? m_rowOf.at(told - 1) + 1 : 0;
    // The row both keep (the newest of the shorter telling) changes when a
    // line joins it or leaves it.
    const int kept = qMin(rowsBefore, rowsAfter) - 1;
    if (rowsAfter > rowsBefore) {
        beginInsertRows({}, rowsBefore, rowsAfter - 1);
        m_told = told;
        endInsertRows();
    } else if (rowsAfter < rowsBefore) {
        beginRemoveRows({}, rowsAfter, rowsBefore - 1);
        m_told = told;
        endRemoveRows();
    } else {
        m_told = told;
    }
    if (kept >= 0)
        emit dataChanged(index(kept), index(kept));
}

int NarrationModel::lastLineOf(int row) const
{
    const int next = row + 1 < m_rowStart.size() ? m_rowStart.at(row + 1) : int(m_lines.size());
    return qMin(next, m_told) - 1;
}

QString NarrationModel::rowText(int row) const
{
    const int first = m_rowStart.at(row);
    const int last = lastLineOf(row);
    if (last == first)
        return m_lines.at(first).text;
    const int n = last - first + 1;
    const QString from = UiFormat::seconds(m_lines.at(first).time, 2);
    const QString to = UiFormat::seconds(m_lines.at(last).time, 2);
    const QString firstKey = UiFormat::isolate(Scenario::businessKey(int(m_lines.at(first).message)));
    const QString lastKey = UiFormat::isolate(Scenario::businessKey(int(m_lines.at(last).message)));
    if (m_lines.at(first).kind == NarrationLine::Kind::DuplicateEffect)
        return tr("%1 – %2 — %Ln duplicate side effects in a row: %3 … %4.", nullptr, n)
            .arg(from, to, firstKey, lastKey);
    return tr("%1 – %2 — %Ln duplicates skipped in a row: %3 … %4.", nullptr, n)
        .arg(from, to, firstKey, lastKey);
}

QColor NarrationModel::color(NarrationLine::Kind kind)
{
    using Kind = NarrationLine::Kind;
    switch (kind) {
    case Kind::DuplicateEffect: return QColor(0xf8, 0x71, 0x71);
    case Kind::SkippedDuplicate:
    case Kind::BrokerDeduped: return QColor(0x4a, 0xde, 0x80);
    case Kind::DeadLetter: return QColor(0xc0, 0x84, 0xfc);
    case Kind::ConsumerRestart:
    case Kind::StoreUp: return QColor(0x93, 0xc5, 0xfd); // recoveries
    case Kind::SlowHandler:
    case Kind::StoreDown:
    case Kind::StoreFailed:
    case Kind::CacheFlush:
    case Kind::InboxCleanup:
    case Kind::Crash:
    case Kind::AckLost:
    case Kind::PublishAckLost:
    case Kind::Rebalance:
    case Kind::BrokerRestart:
    case Kind::ConnectionLost: break;
    }
    return QColor(0xfb, 0xbf, 0x24);
}

int NarrationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_told == 0 ? 0 : m_rowOf.at(m_told - 1) + 1;
}

QVariant NarrationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int last = lastLineOf(index.row());
    const NarrationLine &l = m_lines.at(last);
    switch (role) {
    case Qt::DisplayRole: return rowText(index.row());
    case CountRole: return last - firstLineOf(index.row()) + 1;
    case Qt::ToolTipRole: return l.why.isEmpty() ? QVariant() : QVariant(l.why);
    case Qt::ForegroundRole: return QBrush(color(l.kind));
    case TimeRole: return l.time;
    case KindRole: return int(l.kind);
    case WhyRole: return l.why;
    case RecordRole: return l.record;
    default: break;
    }
    return {};
}

} // namespace idem::ui
