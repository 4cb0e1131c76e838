#include "eval/match_lin.h"

#include <algorithm>

#include "core/error.h"
#include "core/excerpt.h"
#include "io/lin_pbn.h"

namespace bidlab {

void RequireLinBoardNumber(std::uint64_t number) {
  if (number < 1 || number > kMaxLinBoard)
    throw Error("cannot write the match as LIN: board " + std::to_string(number) +
                " is outside LIN's board numbers, 1 to " + std::to_string(kMaxLinBoard));
}

LinFile MatchLin(const MatchSummary& summary, const std::vector<LoggedBoard>& boards) {
  for (const std::string* name : {&summary.a, &summary.b})
    if (name->find(',') != std::string::npos)
      throw Error("cannot write the match as LIN: the pair name " + QuotedExcerpt(*name) + " holds \",\"");
  LinFile file;
  if (boards.empty()) return file;
  for (const LoggedBoard& b : boards) RequireLinBoardNumber(b.board.number);
  std::uint64_t first = boards.front().board.number, last = first;
  for (const LoggedBoard& b : boards) first = std::min(first, b.board.number), last = std::max(last, b.board.number);
  // rs holds two entries a board from vg's first board to its last; boards
  // far apart (1 and 2,000,000,000) give vg no first board, and rs its
  // entries in the records' order.
  const bool by_board = last - first < 2 * boards.size();
  const std::string span = by_board ? std::to_string(first) + "," + std::to_string(last) : ",";
  file.title = "bidlab match,boards " + std::to_string(first) + "-" + std::to_string(last) + ",I," + span + "," +
               summary.a + ",0," + summary.b + ",0";
  file.results.assign(by_board ? static_cast<std::size_t>(last - first + 1) * 2 : 2 * boards.size(), "");
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
      const std::uint64_t at =
          by_board ? (logged.board.number - first) * 2 + static_cast<std::uint64_t>(table) : file.records.size();
      file.results[at] = r.result;
      file.records.push_back(std::move(r));
    }
  }
  return file;
}

}  // namespace bidlab
