#pragma once

#include "editorgroup.h"

namespace idem::ui {

// The consumer instances: how many, how fast, how they prefetch and ack,
// and (for Kafka) how the consumer group commits offsets.
class ConsumersGroup final : public EditorGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsumersGroup)
public:
    explicit ConsumersGroup(FieldBinder &binder, QWidget *parent = nullptr);
    void refresh(const Scenario &scenario) override;

private:
    QWidget *m_offsetReset = nullptr;
};

} // namespace idem::ui
