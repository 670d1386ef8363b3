#pragma once

#include "scenario/scenario.h"
#include "vocablabels.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QWidget;

namespace idem {
class ScenarioField;
}

namespace idem::ui {

class ScenarioDocument;

// Makes editor widgets for scenario fields and keeps both directions in
// step: a user edit becomes one undoable document change (keyed by the
// field's JSON path, so consecutive edits merge), and a document change
// (undo, open) refreshes the widget without echoing back.
class FieldBinder final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::FieldBinder)
    Q_DISABLE_COPY_MOVE(FieldBinder)
public:
    template <typename T>
    using Get = std::function<T(const Scenario &)>;
    template <typename T>
    using Set = std::function<void(Scenario &, T)>;

    explicit FieldBinder(ScenarioDocument *document);

    QSpinBox *integer(const QString &path, const QString &label, int min, int max, Get<int> get, Set<int> set);
    // Milliseconds: a spin box with a unit; above the int range a double spin box.
    QWidget *millis(const QString &path, const QString &label, qint64 min, qint64 max, Get<qint64> get,
                    Set<qint64> set);
    QDoubleSpinBox *seed(const QString &path, const QString &label, Get<quint64> get, Set<quint64> set);
    QDoubleSpinBox *decimal(const QString &path, const QString &label, double min, double max, int decimals,
                            const QString &suffix, Get<double> get, Set<double> set);
    // A probability in [0, 1] edited as a percentage.
    QDoubleSpinBox *percent(const QString &path, const QString &label, Get<double> get, Set<double> set);
    // `mergeKey`, when given, says which edits merge into one undo step
    // (a teaching text: its path and the language being edited).
    QLineEdit *text(const QString &path, const QString &label, int maxLength, Get<QString> get, Set<QString> set,
                    std::function<QString()> mergeKey = {});
    QPlainTextEdit *longText(const QString &path, const QString &label, Get<QString> get, Set<QString> set,
                             std::function<QString()> mergeKey = {});
    QComboBox *choice(const QString &path, const QString &label, const VocabLabels::Choices &choices,
                      Get<QString> get, Set<QString> set);
    QCheckBox *flag(const QString &path, const QString &label, Get<bool> get, Set<bool> set);
    // The widget for a described field: its range, unit, what 0 means, its
    // help as the tooltip (a flag is a check box carrying its own label).
    QWidget *field(const ScenarioField &field);

    // Brings every widget up to the document's value.
    void refresh(const Scenario &scenario);
    // The widget editing `path` ("$.consumers.ackEvery"), or null.
    QWidget *widgetFor(const QString &path) const { return m_widgets.value(path); }
    const QHash<QString, QWidget *> &widgets() const { return m_widgets; }

private:
    template <typename T>
    void commit(const QString &path, const QString &label, const Set<T> &set, T value);
    void remember(const QString &path, QWidget *widget, std::function<void(const Scenario &)> refresher);

    ScenarioDocument *m_document;
    std::vector<std::function<void(const Scenario &)>> m_refreshers;
    QHash<QString, QWidget *> m_widgets;
};

} // namespace idem::ui
