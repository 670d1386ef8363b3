#include "narrationmodel.h"

#include <QBrush>
#include <QColor>
#include <algorithm>

namespace idem::ui {

NarrationModel::NarrationModel(QObject *parent) : QAbstractListModel(parent) {}

void NarrationModel::setLines(QVector<NarrationLine> lines)
{
    beginResetModel();
    m_lines = std::move(lines);
    m_told = 0;
    endResetModel();
    setPlayhead(m_playhead);
}

void NarrationModel::setPlayhead(SimTime t)
{
    m_playhead = t;
    const auto end = std::upper_bound(m_lines.cbegin(), m_lines.cend(), t,
                                      [](SimTime time, const NarrationLine &l) { return time < l.time; });
    const int told = int(end - m_lines.cbegin());
    if (told > m_told) {
        beginInsertRows({}, m_told, told - 1);
        m_told = told;
        endInsertRows();
    } else if (told < m_told) {
        beginRemoveRows({}, told, m_told - 1);
        m_told = told;
        endRemoveRows();
    }
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
    return parent.isValid() ? 0 : m_told;
}

QVariant NarrationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const NarrationLine &l = m_lines.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return l.text;
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
