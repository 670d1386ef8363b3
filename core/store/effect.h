#pragma once

#include "../scenario/vocabulary.h"

namespace idem {

// The amount one increment-balance event adds; the ground truth divides by it.
constexpr int kBalanceIncrement = 10;

} // namespace idem
