// libFuzzer target: the parser of an external bidder's answer line must
// reject any byte string with bidlab::Error (quoting at most an excerpt) or
// return a call of the uncontested set (PASS or a bid), never crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/error.h"
#include "core/excerpt.h"
#include "learn/external/external_bidder.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view answer(reinterpret_cast<const char*>(data), size);
  try {
    const bidlab::ExternalAnswer parsed = bidlab::ParseExternalAnswer(answer);
    if (parsed.call.index() < 0 || parsed.call.index() > bidlab::kRedoubleIndex) __builtin_trap();
    if (parsed.explanation.size() >= size) __builtin_trap();
  } catch (const bidlab::Error& e) {
    // An excerpt (each control byte shown as 4 characters), never the whole answer.
    if (std::string_view(e.what()).size() > 4 * bidlab::kExcerptBytes + 200) __builtin_trap();
  }
  return 0;
}
