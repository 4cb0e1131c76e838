// libFuzzer target: the PBN reader must reject any byte string with
// bidlab::Error (or accept it), never crash, hang or read out of bounds; and
// what it accepts and FormatPbn writes must read back as the same boards.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "io/pbn_reader.h"
#include "io/pbn_writer.h"

namespace {

bool SameBoard(const bidlab::PbnBoard& a, const bidlab::PbnBoard& b) {
  return a.deal == b.deal && a.deal_text == b.deal_text && a.dealer == b.dealer &&
         a.vulnerability == b.vulnerability && a.board == b.board && a.auction == b.auction &&
         a.auction_first == b.auction_first && a.auction_note_refs == b.auction_note_refs &&
         a.auction_complete == b.auction_complete && a.auction_rest == b.auction_rest && a.notes == b.notes &&
         a.contract == b.contract && a.declarer == b.declarer && a.result == b.result && a.dd_table == b.dd_table;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<bidlab::PbnBoard> boards;
  try {
    boards = bidlab::ParsePbn(text, "fuzz");
  } catch (const bidlab::Error&) {
    return 0;
  }
  // What FormatPbn writes must read back as the same boards. (It refuses,
  // with Error, values PBN cannot write: "##" + "#x" reads as "#x".)
  std::string written;
  try {
    written = bidlab::FormatPbn(boards);
  } catch (const bidlab::Error&) {
    return 0;
  }
  const std::vector<bidlab::PbnBoard> again = bidlab::ParsePbn(written, "fuzz-again");
  if (again.size() != boards.size()) __builtin_trap();
  for (std::size_t i = 0; i < boards.size(); ++i)
    if (!SameBoard(boards[i], again[i])) __builtin_trap();
  return 0;
}
