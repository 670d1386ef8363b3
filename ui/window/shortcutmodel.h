#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QVector>

class QAction;

namespace idem::ui {

// Every action that has a keyboard shortcut, grouped, as a table for the
// shortcut overlay. Reads the actions themselves, so the list cannot drift
// from the real shortcuts.
class ShortcutModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutModel)
public:
    enum Column { Group, Action, Keys, ColumnCount };
    struct Section
    {
        QString title;
        QList<QAction *> actions;
    };

    explicit ShortcutModel(QObject *parent = nullptr);
    void setSections(const QVector<Section> &sections); // takes a snapshot

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString group;
        QString action;
        QString keys;
    };
    QVector<Row> m_rows;
};

} // namespace idem::ui
