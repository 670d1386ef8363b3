#include "scheduleeditor.h"

#include "scheduledelegate.h"
#include "schedulemodel.h"

#include <QComboBox>
#include <QResizeEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
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
    m_delegate = new ScheduleDelegate(m_view);
    m_view->setItemDelegate(m_delegate);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::SelectedClicked);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // Rows as tall as the cells' editors (a spin box with its arrows), so an
    // open editor fits its row.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // No row numbers: their 20 px are the last column's in a narrow dock, and
    // the order shows in the rows themselves (Up / Down move them).
    m_view->verticalHeader()->hide();
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
    // The selected fault's fields, labelled: every field a column of the
    // table has no room for can still be read and edited here.
    m_details = new QWidget(this);
    m_details->setObjectName(QStringLiteral("faultDetails"));
    auto *form = m_form = new QFormLayout(m_details);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (int column = 0; column < m_model->columnCount(); ++column) {
        QWidget *editor = m_delegate->editorFor(column, m_details);
        if (!editor)
            continue;
        editor->setObjectName(QStringLiteral("faultField%1").arg(column));
        auto *label = new QLabel(m_model->headerData(column, Qt::Horizontal).toString(), m_details);
        label->setBuddy(editor);
        m_fields.append({column, form->rowCount(), editor});
        form->addRow(label, editor);
        const auto edited = [this, column, editor] {
            if (m_showing || currentRow() < 0)
                return;
            m_delegate->setModelData(editor, m_model, m_model->index(currentRow(), column));
        };
        if (auto *combo = qobject_cast<QComboBox *>(editor))
            connect(combo, &QComboBox::activated, this, edited);
        else if (auto *box = qobject_cast<QSpinBox *>(editor))
            connect(box, &QSpinBox::valueChanged, this, edited);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    layout->addLayout(buttons);
    layout->addWidget(m_details);

    // Only the columns some entry reads: at 1280×800 the dock is about 300 px
    // wide, and seven columns there hid the message and the duration behind a
    // scroll bar. When and what stay: the kind, its time, its message.
    const auto fit = [this] {
        showUsedColumns();
        showDetails();
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, fit);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, fit);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, fit);
    connect(m_model, &QAbstractItemModel::rowsMoved, this, fit);
    connect(m_model, &QAbstractItemModel::dataChanged, this, fit);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] { showDetails(); });
    m_view->viewport()->installEventFilter(this);
    fit();

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

bool ScheduleEditor::eventFilter(QObject *watched, QEvent *event)
{
    // A new width may give a column room or take it; a new height (the
    // sideways scroll bar coming or going) changes nothing here.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        const auto *resize = static_cast<QResizeEvent *>(event);
        if (resize->size().width() != resize->oldSize().width())
            showUsedColumns();
    }
    return QWidget::eventFilter(watched, event);
}

void ScheduleEditor::showUsedColumns()
{
    if (m_fitting)
        return;
    m_fitting = true;
    QHeaderView *header = m_view->horizontalHeader();
    // Showing or hiding a column can bring or take the vertical scroll bar,
    // and with it the room: fit again until the room stays what it was.
    for (int pass = 0; pass < 3; ++pass) {
        const int room = m_view->viewport()->width();
        // Every column some entry reads, sized as the view sizes it...
        QList<bool> read(m_model->columnCount(), false);
        for (int column = 0; column < m_model->columnCount(); ++column) {
            read[column] = column == ScheduleModel::Kind || column == ScheduleModel::AtMs
                || column == ScheduleModel::Message;
            for (int row = 0; row < m_model->rowCount() && !read[column]; ++row)
                read[column] = m_model->flags(m_model->index(row, column)) & Qt::ItemIsEditable;
            m_view->setColumnHidden(column, !read[column]);
        }
        header->resizeSections(QHeaderView::ResizeToContents);
        // ...then, in column order, kept while it fits beside the ones before
        // it; the kind, its time and its message always.
        int used = 0;
        for (int column = 0; column < m_model->columnCount(); ++column) {
            if (!read[column])
                continue;
            const bool always = column == ScheduleModel::Kind || column == ScheduleModel::AtMs
                || column == ScheduleModel::Message;
            const int width = header->sectionSize(column);
            const bool shown = always || used + width <= room;
            m_view->setColumnHidden(column, !shown);
            if (shown)
                used += width;
        }
        if (m_view->viewport()->width() == room)
            break;
    }
    m_fitting = false;
    showDetails();
}

void ScheduleEditor::showDetails()
{
    const int row = currentRow();
    m_details->setVisible(row >= 0);
    if (row < 0)
        return;
    m_showing = true;
    for (const Field &f : std::as_const(m_fields)) {
        const QModelIndex index = m_model->index(row, f.column);
        // Only what this entry reads, and only what the table has no room for.
        const bool shown = (m_model->flags(index) & Qt::ItemIsEditable) && m_view->isColumnHidden(f.column);
        // (The form's own row switch: hiding its two widgets one by one left
        // the form's height for a width stale, and the rows were squeezed.)
        m_form->setRowVisible(f.row, shown);
        if (shown)
            m_delegate->setEditorData(f.editor, index);
    }
    m_showing = false;
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
