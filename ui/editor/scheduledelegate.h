#pragma once

#include <QHash>
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
    // A cell is as large as its editor wants (a spin box with its arrows and
    // longest value, a combo with its longest item), and an open editor takes
    // at least that size: in the editor's narrow dock the cells were cut to
    // "Cons…" and "…" and the editor squeezed into 20 px.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;

private:
    mutable QHash<int, QSize> m_editorSizes; // by column
};

} // namespace idem::ui
