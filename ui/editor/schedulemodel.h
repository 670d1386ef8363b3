#pragma once

#include "scenario/scenario.h"

#include <QAbstractTableModel>
#include <QHash>

namespace idem::ui {

class ScenarioDocument;

// The fault schedule as an editable table over the document: every edit,
// insertion, removal and move is one undoable document change. Timed entries
// (atMs) and targeted ones (message + delivery) share the table; editing one
// column switches the entry between the two.
class ScheduleModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScheduleModel)
public:
    enum Column { Kind, AtMs, Message, Delivery, Consumer, Point, Duration, ColumnCount };

    explicit ScheduleModel(ScenarioDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count, const QModelIndex &destinationParent,
                  int destinationChild) override;

    // The entry a new row gets: a broker restart 5 s in.
    static ScheduledFault defaultEntry();

private:
    void sync();
    void updateProblems();
    bool applies(const ScheduledFault &f, int column) const;
    void commit(const QVector<ScheduledFault> &schedule, const QString &text, const QString &mergeKey = {});

    ScenarioDocument *m_document;
    QVector<ScheduledFault> m_rows;
    QHash<int, QStringList> m_problems;
};

} // namespace idem::ui
