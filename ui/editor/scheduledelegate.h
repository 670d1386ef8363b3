#pragma once

#include <QStyledItemDelegate>

namespace idem::ui {

// Editors for the schedule table: combos for the fault kind and crash point,
// spin boxes with units and ranges for the numbers, "order-N" for messages.
class ScheduleDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScheduleDelegate)
public:
    explicit ScheduleDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace idem::ui
