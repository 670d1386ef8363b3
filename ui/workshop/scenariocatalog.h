#pragma once

#include <QStandardItemModel>

namespace idem::ui {

// The built-in workshop scenarios as a two-level tree: topics (in the order
// they first appear when the files are read in name order), and under each
// its scenarios in file-name order. A scenario that does not load stays in
// the list, marked, with its errors (built-ins are still being written).
class ScenarioCatalog final : public QStandardItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioCatalog)
public:
    enum Role {
        NameRole = Qt::UserRole + 1, // builtin name; empty on a topic row
        TopicRole,
        DescriptionRole,
        PredictRole,
        ObserveRole,
        LessonRole,
        FactsRole,                   // broker, effect, messages, strategy, seed
        ErrorRole,                   // why it did not load; empty when it did
        SearchRole                   // every text a search may match
    };

    explicit ScenarioCatalog(QObject *parent = nullptr);

    void reload();
    QModelIndex indexOfName(const QString &name) const;
    int scenarioCount() const;
};

} // namespace idem::ui
