// libFuzzer target: the LIN reader must reject any byte string with
// bidlab::Error (or accept it), never crash, hang or read out of bounds; what
// it accepts FormatLin must write so that it reads back as the same records,
// and the conversion to PBN and back must hold for it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "io/lin_pbn.h"
#include "io/lin_reader.h"
#include "io/lin_writer.h"
#include "io/pbn_reader.h"
#include "io/pbn_writer.h"

namespace {

bool SameRecord(const bidlab::LinRecord& a, const bidlab::LinRecord& b) {
  return a.room == b.room && a.board == b.board && a.players == b.players && a.deal == b.deal && a.dealer == b.dealer &&
         a.vulnerability == b.vulnerability && a.auction == b.auction && a.play == b.play && a.claim == b.claim;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  bidlab::LinFile file;
  try {
    file = bidlab::ParseLin(text, "fuzz");
  } catch (const bidlab::Error&) {
    return 0;
  }
  // FormatLin refuses, with Error, what LIN cannot write ("|" in a text, "," in a name).
  std::string written;
  try {
    written = bidlab::FormatLin(file);
  } catch (const bidlab::Error&) {
    return 0;
  }
  const bidlab::LinFile again = bidlab::ParseLin(written, "fuzz-again");
  if (again.records.size() != file.records.size()) __builtin_trap();
  for (std::size_t i = 0; i < file.records.size(); ++i)
    if (!SameRecord(file.records[i], again.records[i])) __builtin_trap();
  // Through PBN: what LinToPbn makes, FormatPbn writes and ParsePbn reads.
  try {
    const std::string pbn = bidlab::FormatPbn(bidlab::LinToPbn(file));
    const bidlab::LinFile back = bidlab::PbnToLin(bidlab::ParsePbn(pbn, "fuzz-pbn"));
    if (back.records.size() != file.records.size()) __builtin_trap();
    for (std::size_t i = 0; i < file.records.size(); ++i)
      if (back.records[i].deal != file.records[i].deal ||
          back.records[i].auction.size() != file.records[i].auction.size())
        __builtin_trap();
  } catch (const bidlab::Error&) {
    return 0;
  }
  return 0;
}
