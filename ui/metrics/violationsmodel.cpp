#include "violationsmodel.h"
#include "uiformat.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace idem::ui {

namespace {
// The core's locale-neutral sentence with the UI's digits and units, its
// ids kept left-to-right in a right-to-left language.
QString readable(const QString &explanation)
{
    return UiFormat::prose(UiFormat::localizeNumbers(explanation));
}
} // namespace

ViolationsModel::ViolationsModel(QObject *parent) : QAbstractTableModel(parent) {}

void ViolationsModel::setRun(RunPtr run)
{
    beginResetModel();
    m_run = std::move(run);
    endResetModel();
}

int ViolationsModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_run)
        return 0;
    return int(m_run->violations.size() + m_run->notes.size());
}

int ViolationsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ViolationsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignLeading | Qt::AlignTop); // beside the first line of a two-line Why
    const int row = index.row();
    const int violations = int(m_run->violations.size());
    if (row >= violations) {
        // A note: a dead letter or a give-up, explained; not a violation.
        const QString note = m_run->notes.at(row - violations);
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == Key)
                return note.section(QLatin1Char(' '), 0, 0);
            if (index.column() == Problem)
                return tr("note");
            return readable(note);
        case Qt::ToolTipRole: return readable(note);
        case LogicalRole: return Scenario::logicalIndexOf(note.section(QLatin1Char(' '), 0, 0));
        default: return {};
        }
    }
    const Violation &v = m_run->violations.at(row);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Key: return Scenario::businessKey(v.logical);
        case Problem:
            switch (v.kind) {
            case ViolationKind::DuplicateSideEffect: return tr("applied ×%1").arg(QLocale().toString(v.applied));
            case ViolationKind::Lost: return tr("lost");
            }
            return {};
        case Explanation: return readable(v.explanation);
        default: return {};
        }
    case Qt::ToolTipRole: return readable(v.explanation);
    case Qt::ForegroundRole:
        return index.column() == Problem ? QVariant(QBrush(QColor(0xc6, 0x28, 0x28))) : QVariant();
    case LogicalRole: return v.logical;
    default: break;
    }
    return {};
}

QVariant ViolationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Key: return tr("Key");
    case Problem: return tr("Problem");
    case Explanation: return tr("Why");
    default: break;
    }
    return {};
}

} // namespace idem::ui
