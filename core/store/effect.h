#pragma once

#include <QString>

namespace idem {

enum class Effect { InsertOrder, IncrementBalance, UpsertOrder, SendEmail };

Effect effectFromId(const QString &id);
QString effectId(Effect effect);
// The amount one increment-balance event adds; the ground truth divides by it.
constexpr int kBalanceIncrement = 10;

} // namespace idem
