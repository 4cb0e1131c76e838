// Tables of the thesis give every cost in both IMP arithmetics (WBF's and
// Ho's, DESIGN.md §1): the one they were chosen on and the other.
#pragma once

#include "core/imp.h"

namespace bidlab {

inline ImpScale OtherImpScale(ImpScale scale) { return scale == ImpScale::kWbf ? ImpScale::kThesis : ImpScale::kWbf; }

}  // namespace bidlab
