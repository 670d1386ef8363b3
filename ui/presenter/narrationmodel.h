#pragma once

#include "narration.h"

#include <QAbstractListModel>
#include <QColor>

namespace idem::ui {

// The narration told so far: every line of the run whose time is at or
// before the playhead, oldest first, one row each — except that duplicates
// (applied again, or skipped) told one after another share a row, so a
// burst of them leaves the crash and the rebalance before it in view.
// Moving the playhead forward appends rows (or grows the last), moving it
// back removes them.
class NarrationModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NarrationModel)
public:
    // TimeRole, RecordRole: the row's newest line; CountRole: its lines told.
    enum Role { TimeRole = Qt::UserRole + 1, KindRole, WhyRole, RecordRole, CountRole };

    explicit NarrationModel(QObject *parent = nullptr);

    void setLines(QVector<NarrationLine> lines);
    void setPlayhead(SimTime t);
    SimTime playhead() const { return m_playhead; }
    const QVector<NarrationLine> &lines() const { return m_lines; } // all of them
    int toldCount() const { return m_told; }
    // The row a line is told in, and the first line of a row.
    int rowOf(int line) const { return m_rowOf.at(line); }
    int firstLineOf(int row) const { return m_rowStart.at(row); }
    // The first line after the playhead; -1 when every line has been told.
    int nextLine() const { return m_told < m_lines.size() ? m_told : -1; }
    static QColor color(NarrationLine::Kind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    int lastLineOf(int row) const; // the newest told line of a row
    QString rowText(int row) const;

    QVector<NarrationLine> m_lines;
    QVector<int> m_rowOf;    // per line
    QVector<int> m_rowStart; // per row: its first line
    SimTime m_playhead = 0;
    int m_told = 0;
};

} // namespace idem::ui
