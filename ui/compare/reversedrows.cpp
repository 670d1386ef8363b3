#include "reversedrows.h"

namespace idem::ui {

ReversedRows::ReversedRows(QObject *parent) : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
    sort(0, Qt::DescendingOrder);
}

bool ReversedRows::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    return left.row() < right.row();
}

} // namespace idem::ui
