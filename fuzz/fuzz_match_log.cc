// libFuzzer target: the match-log reader (eval/match_log.h), what `bidlab
// serve --match-log FILE` reads: JSON lines, each a board whose auctions,
// contracts, tricks, scores, IMPs and par are checked against each other.
// A log that reads has one board's deal re-solved by DDS and compared with
// its table (CheckMatchLogTables). Any input must read or fail with
// bidlab::Error: never crash (a value nested 100,000 deep once did), never
// allocate more than libFuzzer's -rss_limit_mb, never hang.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/error.h"
#include "dd/dds_solver.h"
#include "eval/match_log.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bidlab::DdsSolver solver(1);
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const bidlab::MatchLog log = bidlab::ParseMatchLog(text, "fuzz.jsonl");
    bidlab::CheckMatchLogTables(log, solver, 1);
  } catch (const bidlab::Error&) {
  }
  return 0;
}
