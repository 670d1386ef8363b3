#pragma once

#include <QSortFilterProxyModel>

namespace idem::ui {

// The source model's rows in reverse order. A horizontal bar chart draws
// its first category at the bottom; fed through this, it lists the rows
// top-down like the table next to it.
class ReversedRows final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReversedRows)
public:
    explicit ReversedRows(QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};

} // namespace idem::ui
