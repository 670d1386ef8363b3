#pragma once

#include "explorejob.h"

#include <QAbstractTableModel>
#include <memory>

namespace idem::ui {

// The matrix strategy × fault class: a row per strategy explored, a column
// per fault class any of their spaces holds (sorted by its id), each cell
// holds up to the bound, BREAKS (some minimal violation contains a fault of
// that class), or — (not in that strategy's space). ValueRole gives the
// ExplorePhrases::Cell as an int, ClassRole (header) the class id,
// PathRole a breaking cell's counterexample lesson file.
class ExploreMatrixModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExploreMatrixModel)
public:
    enum Role { ValueRole = Qt::UserRole + 1, ClassRole, PathRole };

    explicit ExploreMatrixModel(QObject *parent = nullptr);
    void setOutcome(std::shared_ptr<const ExploreOutcome> outcome);
    const QStringList &classes() const { return m_classes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const ExploreOutcome> m_outcome;
    QStringList m_classes;
};

} // namespace idem::ui
