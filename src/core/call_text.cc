#include "core/call_text.h"

#include <array>
#include <cctype>

namespace bidlab {

std::string SuitSymbol(Suit s) {
  static constexpr std::array<const char*, kNumSuits> kSymbols = {"♣", "♦", "♥", "♠"};
  return kSymbols[static_cast<std::size_t>(ToInt(s))];
}

std::string StrainSymbol(Strain s) { return s == Strain::kNoTrump ? "NT" : SuitSymbol(static_cast<Suit>(s)); }

std::string CallSymbolName(Call call) {
  if (call.IsPass()) return "Pass";
  if (!call.IsBid()) return CallName(call);
  return std::to_string(call.level()) + StrainSymbol(call.strain());
}

std::string CallsWithSymbols(std::string_view text) {
  std::string out, word;
  const auto flush = [&] {
    // Only CallName's own spellings: "1S", "3NT", "PASS" (not "P" or "X",
    // which are ordinary words too).
    const std::optional<Call> call = word.size() >= 2 ? ParseCall(word) : std::nullopt;
    const bool written_so = call && (call->IsPass() ? word == "PASS" : call->IsBid() && word == CallName(*call));
    out += written_so ? CallSymbolName(*call) : word;
    word.clear();
  };
  for (const char ch : text) {
    if (std::isalnum(static_cast<unsigned char>(ch))) {
      word += ch;
    } else {
      flush();
      out += ch;
    }
  }
  flush();
  return out;
}

}  // namespace bidlab
