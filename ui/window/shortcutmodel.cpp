#include "shortcutmodel.h"

#include "uiformat.h"

#include <QAction>
#include <QFont>

namespace idem::ui {

namespace {
// A key combination is read as it is typed, from the left, in a
// right-to-left language too: isolated left to right, the table no longer
// mirrors the brackets of Slower and Faster (Persian showed "]" for the "["
// key) nor moves the full stop of Ctrl+. before the Ctrl. (Left-to-right
// text is left plain, as UiFormat::isolate does.)
QString asTyped(const QString &keys)
{
    return UiFormat::isolate(keys);
}
} // namespace

ShortcutModel::ShortcutModel(QObject *parent) : QAbstractTableModel(parent) {}

void ShortcutModel::setSections(const QVector<Section> &sections)
{
    beginResetModel();
    m_rows.clear();
    for (const Section &s : sections) {
        bool first = true;
        for (QAction *a : s.actions) {
            if (!a || a->shortcuts().isEmpty())
                continue;
            QStringList keys;
            for (const QKeySequence &k : a->shortcuts())
                keys.append(asTyped(k.toString(QKeySequence::NativeText)));
            // An action named by its menu ("HTML…" under Export) can say more here.
            QString text = a->property("shortcutLabel").toString();
            if (text.isEmpty())
                text = a->text();
            text.remove(QLatin1Char('&'));
            if (text.endsWith(QStringLiteral("…")))
                text.chop(1);
            m_rows.append({first ? s.title : QString(), text, keys.join(tr("  or  "))});
            first = false;
        }
    }
    endResetModel();
}

int ShortcutModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ShortcutModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ShortcutModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Group: return r.group;
        case Action: return r.action;
        case Keys: return r.keys;
        default: return {};
        }
    }
    if (role == Qt::FontRole && index.column() != Action) {
        QFont f;
        f.setBold(true);
        return f;
    }
    return {};
}

QVariant ShortcutModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Group: return tr("Area");
    case Action: return tr("Action");
    case Keys: return tr("Keys");
    default: break;
    }
    return {};
}

} // namespace idem::ui
