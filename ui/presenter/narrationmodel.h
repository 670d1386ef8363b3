#pragma once

#include "narration.h"

#include <QAbstractListModel>
#include <QColor>

namespace idem::ui {

// The narration told so far: every line of the run whose time is at or
// before the playhead, oldest first. Moving the playhead forward appends
// rows, moving it back removes them.
class NarrationModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NarrationModel)
public:
    enum Role { TimeRole = Qt::UserRole + 1, KindRole, WhyRole, RecordRole };

    explicit NarrationModel(QObject *parent = nullptr);

    void setLines(QVector<NarrationLine> lines);
    void setPlayhead(SimTime t);
    SimTime playhead() const { return m_playhead; }
    const QVector<NarrationLine> &lines() const { return m_lines; } // all of them
    int toldCount() const { return m_told; }
    // The first line after the playhead; -1 when every line has been told.
    int nextLine() const { return m_told < m_lines.size() ? m_told : -1; }
    static QColor color(NarrationLine::Kind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QVector<NarrationLine> m_lines;
    SimTime m_playhead = 0;
    int m_told = 0;
};

} // namespace idem::ui
