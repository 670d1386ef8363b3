#include "scheduleeditor.h"

#include "scheduledelegate.h"
#include "schedulemodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace idem::ui {

ScheduleEditor::ScheduleEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_model(new ScheduleModel(document, this)), m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("scheduleEditor"));
    m_view->setObjectName(QStringLiteral("scheduleView"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new ScheduleDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::SelectedClicked);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // Rows as tall as the cells' editors (a spin box with its arrows), so an
    // open editor fits its row.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setMinimumHeight(140);
    m_view->setToolTip(tr("Double-click a cell to edit it. Timed faults happen at a time; targeted ones hit "
                          "one message's Nth delivery."));

    const auto button = [this](const QString &name, const QString &text, QStyle::StandardPixmap icon,
                               const QString &tip) {
        auto *b = new QToolButton(this);
        b->setObjectName(name);
        b->setText(text);
        b->setIcon(style()->standardIcon(icon));
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        return b;
    };
    m_add = button(QStringLiteral("addFault"), tr("Add"), QStyle::SP_FileDialogNewFolder, tr("Add a fault after the selected one"));
    m_remove = button(QStringLiteral("removeFault"), tr("Remove"), QStyle::SP_TrashIcon, tr("Remove the selected fault"));
    m_up = button(QStringLiteral("moveFaultUp"), tr("Up"), QStyle::SP_ArrowUp, tr("Move the selected fault up"));
    m_down = button(QStringLiteral("moveFaultDown"), tr("Down"), QStyle::SP_ArrowDown, tr("Move the selected fault down"));
    connect(m_add, &QToolButton::clicked, this, &ScheduleEditor::addEntry);
    connect(m_remove, &QToolButton::clicked, this, &ScheduleEditor::removeSelected);
    connect(m_up, &QToolButton::clicked, this, [this] { moveSelected(-1); });
    connect(m_down, &QToolButton::clicked, this, [this] { moveSelected(+1); });

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QToolButton *b : {m_add, m_remove, m_up, m_down})
        buttons->addWidget(b);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    layout->addLayout(buttons);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ScheduleEditor::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ScheduleEditor::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ScheduleEditor::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ScheduleEditor::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsMoved, this, &ScheduleEditor::updateButtons);
    updateButtons();
}

int ScheduleEditor::currentRow() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void ScheduleEditor::select(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_view->selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                              QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void ScheduleEditor::addEntry()
{
    const int row = currentRow() < 0 ? m_model->rowCount() : currentRow() + 1;
    if (m_model->insertRows(row, 1))
        select(row);
}

void ScheduleEditor::removeSelected()
{
    const int row = currentRow();
    if (row >= 0 && m_model->removeRows(row, 1))
        select(qMin(row, m_model->rowCount() - 1));
}

void ScheduleEditor::moveSelected(int delta)
{
    const int row = currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_model->rowCount())
        return;
    // moveRows takes the destination as "insert before", hence the +1 downwards.
    if (m_model->moveRows({}, row, 1, {}, delta > 0 ? target + 1 : target))
        select(target);
}

void ScheduleEditor::updateButtons()
{
    const int row = currentRow();
    const int rows = m_model->rowCount();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row < rows - 1);
}

} // namespace idem::ui
