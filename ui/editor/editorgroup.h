#pragma once

#include "scenario/scenario.h"

#include <QGroupBox>

class QFormLayout;
class QLabel;

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
    // which fields apply). Bound fields refresh through the binder.
    virtual void refresh(const Scenario &scenario);

protected:
    FieldBinder &binder() { return m_binder; }
    QFormLayout *form() const { return m_form; }
    // Adds `field` with a label and a tooltip (also on the label).
    QLabel *addRow(const QString &label, QWidget *field, const QString &tooltip);
    // A wrapped, muted explanatory line spanning the form.
    QLabel *addNote(const QString &text = {});

private:
    QString m_prefix;
    FieldBinder &m_binder;
    QFormLayout *m_form = nullptr;
    QLabel *m_problems = nullptr;
};

} // namespace idem::ui
