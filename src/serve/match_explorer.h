// What `bidlab serve --match-log` adds to the explorer: matches read back
// from their logs (eval/match_log.h), answered without the socket like
// serve/explorer.h's APIs.
//
//   matches       each match: its pairs, IMPs/board with the standard error
//                 and 95% interval (SummariseMatch's), and its boards —
//                 number, both contracts and scores, A's IMPs, par
//   match_board   one board: the four hands, the double-dummy table, both
//                 tables' auctions in four columns (report/auction_grid.h)
//                 with contract, declarer, tricks and score, par and IMPs
#pragma once

#include <string>
#include <vector>

#include "eval/match_log.h"
#include "serve/explorer.h"

namespace bidlab {

class MatchExplorer {
 public:
  explicit MatchExplorer(std::vector<MatchLog> logs = {});

  // Never throw: a bad request is a 4xx with {"error": "…"}.
  ApiResponse Matches() const;
  // params: match (its index in Matches(), 0 by default) and board (its number).
  ApiResponse Board(const RequestParams& params) const;

 private:
  // The answers; the public functions turn what these throw into a 500.
  ApiResponse MatchesOrError() const;
  ApiResponse BoardOrError(const RequestParams& params) const;

  std::vector<MatchLog> logs_;
};

}  // namespace bidlab
