#include "eval/match_lin.h"

#include <algorithm>

#include "core/error.h"
#include "io/lin_pbn.h"

namespace bidlab {

LinFile MatchLin(const MatchSummary& summary, const std::vector<LoggedBoard>& boards) {
  for (const std::string* name : {&summary.a, &summary.b})
    if (name->find(',') != std::string::npos)
      throw Error("cannot write the match as LIN: the pair name \"" + *name + "\" holds \",\"");
  LinFile file;
  if (boards.empty()) return file;
  std::uint64_t first = boards.front().board.number, last = first;
  for (const LoggedBoard& b : boards) first = std::min(first, b.board.number), last = std::max(last, b.board.number);
  file.title = "bidlab match,boards " + std::to_string(first) + "-" + std::to_string(last) + ",I," +
               std::to_string(first) + "," + std::to_string(last) + "," + summary.a + ",0," + summary.b + ",0";
  file.results.assign(static_cast<std::size_t>(last - first + 1) * 2, "");
  for (const LoggedBoard& logged : boards) {
    for (int table = 0; table < 2; ++table) {
      const TableResult& t = logged.result.tables[table];
      LinRecord r;
      r.room = table == 0 ? LinRoom::kOpen : LinRoom::kClosed;
      r.board = std::to_string(logged.board.number);
      const std::string& ns = table == 0 ? summary.a : summary.b;
      const std::string& ew = table == 0 ? summary.b : summary.a;
      for (const Seat seat : {Seat::kNorth, Seat::kEast, Seat::kSouth, Seat::kWest})
        r.players[ToInt(seat)] = IsNorthSouth(seat) ? ns : ew;
      r.deal = logged.board.deal;
      r.dealer = logged.board.dealer;
      r.vulnerability = logged.board.vulnerability;
      for (const Call call : t.auction.calls()) r.auction.push_back({call, false, {}});
      if (!t.contract.IsPassedOut()) r.claim = t.tricks;
      r.result = FormatLinResult({t.contract, t.contract.IsPassedOut() ? 0 : t.tricks});
      const std::uint64_t at = (logged.board.number - first) * 2 + static_cast<std::uint64_t>(table);
      file.results[at] = r.result;
      file.records.push_back(std::move(r));
    }
  }
  return file;
}

}  // namespace bidlab
