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
    // The editor of one column, for a cell or for the selected fault's form.
    QWidget *editorFor(int column, QWidget *parent) const;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    // A cell is as tall as its editor and as wide as its text; an open editor
    // takes at least the size it wants: in the editor's narrow dock the cells
    // were cut to "Cons…" and "…" and the editor squeezed into 20 px.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;

private:
    mutable QHash<int, QSize> m_editorSizes; // by column
};

} // namespace idem::ui
