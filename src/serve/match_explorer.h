// What `bidlab serve --match-log` adds to the explorer: matches read back
// from their logs (eval/match_log.h), answered without the socket like
// serve/explorer.h's APIs.
//
//   matches       each match: its pairs, IMPs/board with the standard error
//                 and 95% interval (SummariseMatch's), its number of boards
//   match_rows    a page of a match's boards (kMatchPageRows of them, in the
//                 log's order): number, both contracts and scores, A's IMPs,
//                 par. A long match travels a page at a time: the browser
//                 asks for brotli, which takes many seconds to squeeze ten
//                 thousand rows at once.
//   match_board   one board: the four hands, the double-dummy table, both
//                 tables' auctions in four columns (report/auction_grid.h)
//                 with contract, declarer, tricks and score, par and IMPs,
//                 its place in the log (index, previous and next boards),
//                 and each call's reason from its pair's bidder when the
//                 server has that bidder (eval/contested_auction.h)
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "eval/match_log.h"
#include "serve/explorer.h"

namespace bidlab {

inline constexpr std::size_t kMatchPageRows = 100;

// The bidder of the pair a log names, seated at a contested table, or
// nullptr when the server does not have it (Explorer::PairBidder).
using PairBidders = std::function<std::unique_ptr<Bidder>(const std::string& pair_name)>;

class MatchExplorer {
 public:
  explicit MatchExplorer(std::vector<MatchLog> logs = {}, PairBidders bidders = {});

  // Never throw: a bad request is a 4xx with {"error": "…"}.
  ApiResponse Matches() const;
  // params: match (its index in Matches(), 0 by default) and page (0-based).
  ApiResponse Rows(const RequestParams& params) const;
  // params: match (its index in Matches(), 0 by default) and board (its number).
  ApiResponse Board(const RequestParams& params) const;

 private:
  // The answers; the public functions turn what these throw into a 500.
  ApiResponse MatchesOrError() const;
  ApiResponse BoardOrError(const RequestParams& params) const;
  ApiResponse RowsOrError(const RequestParams& params) const;

  std::vector<MatchLog> logs_;
  PairBidders bidders_;
};

}  // namespace bidlab
