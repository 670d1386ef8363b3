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
    switch (index.column()) {
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
    return QStyledItemDelegate::createEditor(parent, option, index);
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
    return text.expandedTo(*it);
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
