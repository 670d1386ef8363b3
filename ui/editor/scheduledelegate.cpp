#include "scheduledelegate.h"

#include "schedulemodel.h"
#include "vocablabels.h"
#include "uiformat.h"

#include <QComboBox>
#include <QSpinBox>

#include <memory>

namespace idem::ui {

namespace {
constexpr int kWeekMs = 7 * 24 * 3600 * 1000;
constexpr int kDayMs = 24 * 3600 * 1000;

QSpinBox *spin(QWidget *parent, int min, int max, const QString &suffix = {}, const QString &prefix = {})
{
    auto *box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setSuffix(suffix);
    box->setPrefix(prefix);
    box->setAccelerated(true);
    return box;
}
} // namespace

ScheduleDelegate::ScheduleDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QWidget *ScheduleDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                        const QModelIndex &index) const
{
    if (QWidget *editor = editorFor(index.column(), parent))
        return editor;
    return QStyledItemDelegate::createEditor(parent, option, index);
}

QWidget *ScheduleDelegate::editorFor(int column, QWidget *parent) const
{
    switch (column) {
    case ScheduleModel::Kind: {
        auto *combo = new QComboBox(parent);
        for (const auto &c : VocabLabels::scheduleKinds())
            combo->addItem(c.second, c.first);
        return combo;
    }
    case ScheduleModel::Point: {
        auto *combo = new QComboBox(parent);
        combo->addItem(VocabLabels::crashPoint(CrashPoint::Immediate), QString());
        for (const auto &c : VocabLabels::crashPoints())
            combo->addItem(c.second, c.first);
        return combo;
    }
    case ScheduleModel::AtMs: return spin(parent, 0, kWeekMs, UiFormat::unitSuffix(UiFormat::Unit::Milliseconds));
    case ScheduleModel::Message: {
        auto *box = spin(parent, 0, 5000000, {}, tr("order-"));
        box->setSpecialValueText(tr("— (timed)"));
        return box;
    }
    case ScheduleModel::Delivery: return spin(parent, 1, 1000);
    case ScheduleModel::Consumer: {
        auto *box = spin(parent, 0, 64, {}, tr("consumer-"));
        box->setSpecialValueText(tr("any"));
        return box;
    }
    case ScheduleModel::Duration: {
        auto *box = spin(parent, 0, kDayMs, UiFormat::unitSuffix(UiFormat::Unit::Milliseconds));
        box->setSingleStep(100);
        return box;
    }
    default: break;
    }
    return nullptr;
}

QSize ScheduleDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QSize text = QStyledItemDelegate::sizeHint(option, index);
    // The editor's own wish, measured once per column (an editor is cheap,
    // but the view asks for every cell).
    auto it = m_editorSizes.find(index.column());
    if (it == m_editorSizes.end()) {
        QWidget parent;
        std::unique_ptr<QWidget> editor(createEditor(&parent, option, index));
        it = m_editorSizes.insert(index.column(), editor ? editor->sizeHint() : QSize());
    }
    // As tall as the editor, so an open editor covers no other row; as wide
    // as the text only: the editor grows past its cell when it opens
    // (updateEditorGeometry), and a narrow dock keeps every column in view.
    return QSize(text.width(), qMax(text.height(), it->height()));
}

void ScheduleDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                            const QModelIndex &index) const
{
    QStyledItemDelegate::updateEditorGeometry(editor, option, index);
    const QSize want = editor->sizeHint();
    QRect r = editor->geometry();
    r.setSize(r.size().expandedTo(want));
    // In a right-to-left table the cell's right edge is where it starts.
    if (option.direction == Qt::RightToLeft)
        r.moveRight(editor->geometry().right());
    // Wider than its cell, it stays inside the table's viewport.
    if (const QWidget *area = editor->parentWidget()) {
        if (r.right() > area->width() - 1)
            r.moveRight(area->width() - 1);
        if (r.left() < 0)
            r.moveLeft(0);
    }
    editor->setGeometry(r);
}

void ScheduleDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QVariant value = index.data(Qt::EditRole);
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(qMax(0, combo->findData(value.toString())));
    else if (auto *box = qobject_cast<QSpinBox *>(editor))
        box->setValue(value.toInt());
    else
        QStyledItemDelegate::setEditorData(editor, index);
}

void ScheduleDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData().toString());
    } else if (auto *box = qobject_cast<QSpinBox *>(editor)) {
        box->interpretText();
        model->setData(index, box->value());
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace idem::ui
