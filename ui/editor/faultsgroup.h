#pragma once

#include "editorgroup.h"

namespace idem::ui {

class ScenarioDocument;
class ScheduleEditor;

// Probabilistic faults (decided per delivery from the seed) and the explicit
// schedule.
class FaultsGroup final : public EditorGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FaultsGroup)
public:
    FaultsGroup(FieldBinder &binder, ScenarioDocument *document, QWidget *parent = nullptr);
    ScheduleEditor *scheduleEditor() const { return m_schedule; }

private:
    ScheduleEditor *m_schedule = nullptr;
};

} // namespace idem::ui
