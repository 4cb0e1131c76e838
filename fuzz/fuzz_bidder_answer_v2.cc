// libFuzzer target: the four-seat protocol's answer parser (protocol 2,
// match --ns-cmd) must turn any byte string into either a call of the whole
// set (PASS, a bid, X, XX) with an explanation free of control characters,
// or a bidlab::Error whose message is bounded and holds no control
// character (a NUL would cut it short, an escape would reach the terminal)
// and lists the calls of protocol 2. A call parsed reads back the same.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/error.h"
#include "core/excerpt.h"
#include "learn/external/external_bidder.h"

namespace {

bool HasControlCharacter(std::string_view text, bool tab_allowed) {
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && !(tab_allowed && c == '\t')) || byte == 0x7F) return true;
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view answer(reinterpret_cast<const char*>(data), size);
  try {
    const bidlab::ExternalAnswer parsed = bidlab::ParseExternalAnswer(answer, /*four_seats=*/true);
    if (parsed.call.index() < 0 || parsed.call.index() > bidlab::kRedoubleIndex) __builtin_trap();
    if (parsed.explanation.size() >= size) __builtin_trap();
    if (HasControlCharacter(answer, true) || HasControlCharacter(parsed.explanation, true)) __builtin_trap();
    if (bidlab::ParseExternalAnswer(bidlab::CallName(parsed.call), true).call != parsed.call) __builtin_trap();
  } catch (const bidlab::Error& e) {
    const std::string_view message = e.what();
    // An excerpt (each control byte shown as 4 characters), never the whole answer.
    if (message.size() > 4 * bidlab::kExcerptBytes + 200) __builtin_trap();
    if (HasControlCharacter(message, false)) __builtin_trap();
    if (message.find("X, XX)") == std::string_view::npos) __builtin_trap();
  }
  return 0;
}
