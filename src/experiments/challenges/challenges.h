// `bidlab experiment challenges`: bidlab's bidders on bidding challenges
// scored by experts (io/pbn_facit.h, eval/facit_eval.h), beside the scores
// the robots' own published auctions earned on the same boards (read from
// their result files' "Facit Score" and "Running Score", never typed), and
// what a perfect double-dummy bidder would earn there: the yardstick's best
// contract (DESIGN.md §1, assumed declarer, the board's vulnerability) scored
// on the experts' tables — and, when asked, the a-priori optimum (the
// contract of least expected cost over random layouts of East-West's cards,
// data/apriori.h), which a bidder seeing both North-South hands could know.
// Nothing is trained or chosen on these boards.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "core/dd_table.h"
#include "data/apriori.h"
#include "eval/facit_eval.h"
#include "experiments/experiment_output.h"
#include "io/pbn_facit.h"
#include "learn/bidder.h"

namespace bidlab {

struct ChallengeSet {
  std::string name;  // the file's stem: "pav_first120"
  std::vector<FacitBoard> boards;
  std::vector<DoubleDummyTable> tables;  // one a board
  // The a-priori optimum of each board (data/apriori.h) over `layouts`
  // layouts of East-West's cards of seed `layout_seed`; empty: not asked for.
  std::vector<APrioriContract> apriori = {};
  std::uint64_t layouts = 0, layout_seed = 0;
};

// A robot's result file: its auctions on a challenge set, with their points.
struct RobotResult {
  std::string name;       // the file's stem after the set's: "ResultBBA21"
  std::string challenge;  // the set's name
  std::vector<FacitBoard> boards;
};

// The set a result file "SET-ROBOT.pbn" belongs to, by its name; throws
// Error when its deals are not the set's, board for board, or its boards'
// points do not add up to its last running score.
RobotResult RobotResultOf(const std::string& file_stem, std::vector<FacitBoard> boards,
                          const std::vector<ChallengeSet>& sets);

// The yardstick's best final call of a board: the lowest cost, with its
// vulnerability (the cheaper call when two tie).
// A robot's contract as its result file writes it ("3S", "4HX"; declarer
// "N") as every contract of the table is spelled, "3♠ by N", "4♥X by S"; as
// written when it is no bid ("Pass").
std::string RobotContractName(const std::string& contract, const std::string& declarer);

Call DoubleDummyBestCall(const DoubleDummyTable& table, Vulnerability vulnerability);

// `unread`: the files left out, each "NAME: why" (a bad score table).
ExperimentOutput RunChallenges(const std::vector<ChallengeSet>& sets, const std::vector<RobotResult>& robots,
                               const std::vector<const Bidder*>& bidders, const std::vector<std::string>& unread,
                               int threads, std::ostream& log);

}  // namespace bidlab
