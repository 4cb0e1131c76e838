// libFuzzer target: the experts' record reader (data/expert_records.h, what
// `experiment experts --records` reads) on any byte string read as PBN and
// as LIN: it rejects it with bidlab::Error or keeps tables, never crashes,
// hangs or reads out of bounds. Every record is kept or counted as left out;
// every table kept has a complete auction from its dealer; each deal is kept
// once; the same records read again from another file add no table.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "data/expert_records.h"
#include "io/lin_pbn.h"
#include "io/lin_reader.h"
#include "io/pbn_reader.h"

namespace {

using DealKey = std::vector<std::uint64_t>;

void Check(const std::vector<bidlab::PbnBoard>& boards) {
  bidlab::ExpertRecords records;
  bidlab::AddExpertTables(records, boards, "first/records.pbn");
  std::size_t left_out = 0;
  for (const auto& [why, count] : records.left_out) left_out += count;
  if (records.tables + left_out != boards.size()) __builtin_trap();
  std::size_t tables = 0;
  std::set<DealKey> deals;
  for (const bidlab::ExpertDeal& d : records.deals) {
    DealKey key;
    for (int s = 0; s < bidlab::kNumSeats; ++s) key.push_back(d.deal.hand(bidlab::SeatAt(s)).mask());
    if (!deals.insert(key).second) __builtin_trap();  // a deal kept twice
    tables += d.tables.size();
    for (const bidlab::ExpertTable& t : d.tables)
      if (!t.auction.IsComplete() || t.auction.calls().empty()) __builtin_trap();
  }
  if (tables != records.tables) __builtin_trap();
  // The same records from another file: every table is one already kept.
  const std::size_t kept = records.tables, held = records.deals.size();
  bidlab::AddExpertTables(records, boards, "second/records.pbn");
  if (records.tables != kept || records.deals.size() != held) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    Check(bidlab::ParsePbn(text, "fuzz.pbn"));
  } catch (const bidlab::Error&) {
  }
  try {
    Check(bidlab::LinToPbn(bidlab::ParseLin(text, "fuzz.lin")));
  } catch (const bidlab::Error&) {
  }
  return 0;
}
