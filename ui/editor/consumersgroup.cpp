#include "consumersgroup.h"

#include "fieldbinder.h"

namespace idem::ui {

ConsumersGroup::ConsumersGroup(FieldBinder &b, QWidget *parent)
    : EditorGroup(tr("Consumers"), QStringLiteral("$.consumers"), b, parent)
{
    addFields(QStringLiteral("consumers"));
}

} // namespace idem::ui
