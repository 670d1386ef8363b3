#include "balancemodel.h"

#include "store/effect.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace idem::ui {

BalanceModel::BalanceModel(QObject *parent) : QAbstractTableModel(parent) {}

void BalanceModel::setRun(RunPtr run)
{
    beginResetModel();
    m_run = std::move(run);
    m_applies = m_run && vocab::effect(m_run->scenario.effect) == Effect::IncrementBalance;
    m_record = -1;
    m_increments.assign(m_applies ? std::size_t(m_run->scenario.messages) : 0, 0);
    m_rows.clear();
    endResetModel();
}

void BalanceModel::setPlayhead(int record)
{
    if (!m_applies || record == m_record)
        return;
    record = qMin(record, int(m_run->trace.size()) - 1);
    int from = m_record + 1;
    if (record < m_record) {
        std::fill(m_increments.begin(), m_increments.end(), 0);
        from = 0;
    }
    for (int i = from; i <= record; ++i) {
        const TraceRecord &r = m_run->trace.at(std::size_t(i));
        if (r.kind() == TraceKind::SideEffect && r.isConsumer() && r.message < m_increments.size())
            ++m_increments[r.message];
    }
    m_record = record;
    beginResetModel();
    m_rows.clear();
    for (std::size_t l = 0; l < m_increments.size(); ++l) {
        if (m_increments[l] > 0)
            m_rows.push_back(int(l));
    }
    endResetModel();
}

int BalanceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BalanceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BalanceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const int logical = m_rows[std::size_t(index.row())];
    const int n = m_increments[std::size_t(logical)];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Account: return Scenario::businessKey(logical);
        case Balance: return QLocale().toString(n * kBalanceIncrement);
        case Increments: return QLocale().toString(n);
        default: return {};
        }
    }
    if (n > 1 && role == Qt::BackgroundRole)
        return QBrush(QColor(0xfc, 0xe8, 0xe6));
    if (n > 1 && role == Qt::ForegroundRole)
        return QBrush(QColor(0xa5, 0x0e, 0x0e));
    if (n > 1 && role == Qt::ToolTipRole)
        return tr("Charged %n times: a duplicate side effect", nullptr, n);
    return {};
}

QVariant BalanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Account: return QStringLiteral("account");
    case Balance: return QStringLiteral("balance");
    case Increments: return tr("increments");
    default: break;
    }
    return {};
}

} // namespace idem::ui
