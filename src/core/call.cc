#include "core/call.h"

#include <cctype>

namespace bidlab {

std::string CallName(Call call) {
  if (call.IsPass()) return "PASS";
  if (call.IsDouble()) return "X";
  if (call.IsRedouble()) return "XX";
  return std::to_string(call.level()) + StrainName(call.strain());
}

std::optional<Call> ParseCall(std::string_view text) {
  std::string upper;
  for (char ch : text) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  if (upper == "PASS" || upper == "P") return Call::Pass();
  if (upper == "X") return Call::Double();
  if (upper == "XX") return Call::Redouble();
  if (upper.size() < 2 || upper[0] < '1' || upper[0] > '7') return std::nullopt;
  const auto strain = ParseStrain(std::string_view(upper).substr(1));
  if (!strain) return std::nullopt;
  return Call::Bid(upper[0] - '0', *strain);
}

}  // namespace bidlab
