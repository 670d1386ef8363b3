#pragma once

#include "scenario/scenario.h"

#include <QGroupBox>
#include <QHash>

class QFormLayout;
class QLabel;

namespace idem {
class ScenarioField;
}

namespace idem::ui {

class FieldBinder;

// One titled group of the scenario editor: a form of fields under one JSON
// object ("$.broker"), with its validation problems shown right under it.
class EditorGroup : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EditorGroup)
public:
    EditorGroup(const QString &title, QString pathPrefix, FieldBinder &binder, QWidget *parent = nullptr);

    QString pathPrefix() const { return m_prefix; }
    // Shows the problems (already filtered to this group) under the form.
    void showProblems(const QStringList &problems);
    // Updates what depends on the value beyond the bound fields (labels,
    // which fields apply). Bound fields refresh through the binder; the base
    // greys out described fields that do not apply (Kafka-only, cache-only,
    // inbox-only), so an override calls it.
    virtual void refresh(const Scenario &scenario);
    // Whether a described field means something in `scenario`.
    static bool applies(const ScenarioField &field, const Scenario &scenario);

protected:
    FieldBinder &binder() { return m_binder; }
    QFormLayout *form() const { return m_form; }
    // Adds `field` with a label and a tooltip (also on the label).
    QLabel *addRow(const QString &label, QWidget *field, const QString &tooltip);
    // A wrapped, muted explanatory line spanning the form.
    QLabel *addNote(const QString &text = {});
    // One row for every described field of `group` ("consumers", "" for the
    // top level), in the table's order.
    void addFields(const QString &group);
    QWidget *fieldWidget(const QString &path) const; // "broker.redeliveryTimeoutMs"

private:
    QString m_prefix;
    FieldBinder &m_binder;
    QFormLayout *m_form = nullptr;
    QLabel *m_problems = nullptr;
    QHash<const ScenarioField *, QWidget *> m_fields;
};

} // namespace idem::ui
