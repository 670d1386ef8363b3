#pragma once

#include "editorgroup.h"

class QLabel;

namespace idem::ui {

// The deduplication strategy, what it mirrors and where it leaks, and the
// knobs of its cache and inbox.
class StrategyGroup final : public EditorGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StrategyGroup)
public:
    explicit StrategyGroup(FieldBinder &binder, QWidget *parent = nullptr);
    void refresh(const Scenario &scenario) override;

private:
    QLabel *m_traits = nullptr;
};

} // namespace idem::ui
