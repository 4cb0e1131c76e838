// libFuzzer target: the reader of bidding challenges scored by experts
// (io/pbn_facit.h, `eval --facit` and `experiment challenges`) must reject
// any byte string with bidlab::Error (or accept it), never crash, hang or
// read out of bounds; every table it accepts gives the experts' best 10, no
// contract outside 0-10, and each contract it lists its points unless an
// entry before it already scores that contract.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "io/pbn_facit.h"

namespace {

void CheckTable(const std::vector<bidlab::FacitEntry>& table) {
  bool top = false;
  for (const bidlab::FacitEntry& e : table) {
    if (e.points < 0 || e.points > bidlab::kFacitTop) __builtin_trap();
    top = top || e.points == bidlab::kFacitTop;
  }
  if (!top) __builtin_trap();
  // Every contract scores 0-10; a pass-out scores its entry's points or 0.
  for (int index = 0; index < bidlab::kNumBids; ++index)
    for (const bidlab::Seat declarer :
         {bidlab::Seat::kNorth, bidlab::Seat::kEast, bidlab::Seat::kSouth, bidlab::Seat::kWest})
      for (const bidlab::Doubling doubling :
           {bidlab::Doubling::kUndoubled, bidlab::Doubling::kDoubled, bidlab::Doubling::kRedoubled}) {
        const int points =
            bidlab::FacitPoints(table, bidlab::Contract::Of(bidlab::Call::FromIndex(index), declarer, doubling));
        if (points < 0 || points > bidlab::kFacitTop) __builtin_trap();
      }
  // The first entry for a contract (declared by North when it names none) scores it exactly.
  for (std::size_t i = 0; i < table.size(); ++i) {
    const bidlab::FacitEntry& e = table[i];
    if (!e.bid.IsBid()) continue;
    const bidlab::Contract contract =
        bidlab::Contract::Of(e.bid, e.declarer.value_or(bidlab::Seat::kNorth), e.doubling);
    bool earlier = false;
    for (std::size_t k = 0; k < i; ++k)
      earlier =
          earlier ||
          (table[k].bid == e.bid && table[k].doubling == e.doubling &&
           (table[k].declarer ? *table[k].declarer == contract.declarer : bidlab::IsNorthSouth(contract.declarer)));
    if (!earlier && bidlab::FacitPoints(table, contract) != e.points) __builtin_trap();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // The table alone, as a comment holds it.
  try {
    std::vector<std::string> warnings;
    CheckTable(bidlab::ParseFacitTable(text, "fuzz", 1, &warnings));
  } catch (const bidlab::Error&) {
  }
  // The whole file.
  std::vector<bidlab::FacitBoard> boards;
  try {
    boards = bidlab::ParseFacitPbn(text, "fuzz");
  } catch (const bidlab::Error&) {
    return 0;
  }
  if (boards.empty()) __builtin_trap();  // a file of no board is refused
  for (const bidlab::FacitBoard& b : boards) CheckTable(b.table);
  return 0;
}
