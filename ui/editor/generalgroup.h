#pragma once

#include "editorgroup.h"

namespace idem::ui {

// Name, teaching texts, seed, message count, publish rate and the effect.
class GeneralGroup final : public EditorGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GeneralGroup)
public:
    explicit GeneralGroup(FieldBinder &binder, QWidget *parent = nullptr);
};

} // namespace idem::ui
