#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;
class QSortFilterProxyModel;
class QPushButton;
class QTextBrowser;
class QTreeView;

namespace idem::ui {

class ScenarioCatalog;

// The workshop library: every built-in scenario grouped by topic, with the
// selected one's story, the question to predict first, what to observe and
// the lesson. "Open" accepts with the chosen builtin name (load it with
// ScenarioIo::load(selectedSource())).
class WorkshopBrowser final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkshopBrowser)
public:
    explicit WorkshopBrowser(QWidget *parent = nullptr);

    // Shows the dialog; the chosen builtin name, or empty when cancelled.
    static QString choose(QWidget *parent, const QString &current = {});

    QString selectedName() const;   // "lost-acks-sqs"; empty when none
    QString selectedSource() const; // "builtin:lost-acks-sqs"
    bool selectName(const QString &name);
    void setFilterText(const QString &text);
    ScenarioCatalog *catalog() const { return m_catalog; }

signals:
    // Emitted when the dialog is accepted with a scenario.
    void scenarioChosen(const QString &name);

private:
    void showDetails();
    void setDetails(const QString &html);
    void filterChanged(const QString &text);
    void openSelected();
    QModelIndex currentSource() const;

    ScenarioCatalog *m_catalog;
    QSortFilterProxyModel *m_filter;
    QLineEdit *m_search;
    QTreeView *m_tree;
    QTextBrowser *m_details;
    QPushButton *m_reveal; // What to observe and the lesson: the answers, shown when asked
    QDialogButtonBox *m_buttons;
};

} // namespace idem::ui
