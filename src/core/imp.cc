#include "core/imp.h"

namespace bidlab {

std::string ImpScaleName(ImpScale scale) { return scale == ImpScale::kThesis ? "thesis" : "wbf"; }

std::optional<ImpScale> ParseImpScale(std::string_view name) {
  if (name == "wbf" || name == "WBF") return ImpScale::kWbf;
  if (name == "thesis") return ImpScale::kThesis;
  return std::nullopt;
}

}  // namespace bidlab
