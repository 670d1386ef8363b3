#pragma once

#include "editorgroup.h"

namespace idem::ui {

// How the producer names messages and retries a publish it never heard back on.
class ProducerGroup final : public EditorGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProducerGroup)
public:
    explicit ProducerGroup(FieldBinder &binder, QWidget *parent = nullptr);
};

} // namespace idem::ui
