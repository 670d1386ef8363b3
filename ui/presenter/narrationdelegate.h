#pragma once

#include <QStyledItemDelegate>

namespace idem::ui {

// Rows of presenter mode's "So far" list, each as tall as its words need
// at the list's current width: a long line wraps instead of ending in "…".
// The list view repaints with the new heights when it is resized
// (QListView::Adjust).
class NarrationDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NarrationDelegate)
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    // The width a row's text wraps at in `view`.
    static int textWidth(const QWidget *view);
};

} // namespace idem::ui
