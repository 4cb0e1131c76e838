// A bidder on bidding challenges scored by experts (io/pbn_facit.h): each
// board is bid through the one eval path (eval/board_eval.h: from its dealer,
// with its vulnerability, East and West passing), and the contract its auction
// reaches (declarer and doubling included) gets the table's points; per
// board and in total (10 a board is perfect).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/contract.h"
#include "eval/board_eval.h"
#include "io/pbn_facit.h"

namespace bidlab {

// One ScoredDeal a board: North and South's hands, the vulnerability, and as
// costs 10 − the points of each final call declared by
// North or South undoubled, the better of the two when the table names the
// declarer (Evaluate's own tally; the points come from the contract).
std::vector<ScoredDeal> FacitScoredDeals(const std::vector<FacitBoard>& boards);

struct FacitBoardResult {
  std::string board;
  std::string auction;  // as bid at the table (BidFromDealer), FormatAuction
  Contract contract;
  int points = 0;
  bool opponents_bid = false;  // the challenge has East-West calls (io/pbn_facit.h)
};

struct FacitResult {
  std::string bidder;
  std::string source;  // the challenge file as named
  int total = 0;       // points
  int maximum = 0;     // 10 a board
  // The same on the boards where the challenge has East and West passing.
  int total_silent = 0, maximum_silent = 0;
  std::vector<FacitBoardResult> boards;
};

FacitResult EvaluateFacit(const Bidder& bidder, const std::vector<FacitBoard>& boards, const std::string& source,
                          int threads = 0);

// "sayc on pav_first120.pbn: 685 of 1200 points", then a line a board.
std::string FormatFacitTable(const FacitResult& result);
nlohmann::json FacitResultJson(const FacitResult& result);

}  // namespace bidlab
