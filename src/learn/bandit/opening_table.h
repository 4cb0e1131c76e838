// The table of opening bids (thesis Table A.1): which hands open with which
// call, found by enumerating the feature space — every HCP total 0-37 with
// every suit-length pattern (♣ ♦ ♥ ♠ lengths summing to 13) that some hand
// has — and summarised per call as an HCP range and suit-length conditions.
//
// Each class (HCP, pattern) is weighted by its number of hands (out of
// C(52,13)), counted exactly: per suit, the ways to hold L cards of which
// the honours (A K Q J = 4 3 2 1) make h points, convolved over the suits.
// A bidder is asked for North's opening call with one representative hand
// of each class (the class's most common honour layout, low spot cards). A
// bidder that reads only HCP and suit lengths (the bandit model) is thereby
// described exactly; one that reads more (SAYC's rules) approximately.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/call.h"
#include "core/hand.h"
#include "learn/bidder.h"

namespace bidlab {

struct HandClass {
  int hcp = 0;
  std::array<int, kNumSuits> lengths{};  // ♣ ♦ ♥ ♠
  double hands = 0;                      // number of 13-card hands in the class
  Hand representative;
};

// Every class with at least one hand; their `hands` sum to C(52,13).
const std::vector<HandClass>& HandClasses();

struct OpeningSummary {
  Call call;
  double share = 0;                                        // fraction of all hands that open with this call
  int hcp_low = 0, hcp_high = 0;                           // the central 99% of those hands (0.5% cut at each end)
  std::array<int, kNumSuits> length_low{}, length_high{};  // central 95% per suit
  double balanced = 0;                                     // fraction of them with 4333, 4432 or 5332
  std::string description;                                 // "12-19 HCP, 4-6♥" or "Not used"
};

// One summary per final call (PASS, 1C … 7NT), for `bidder`'s opening call.
// A class whose representative the bidder fails on (throws Error) is left
// out; the share of hands so left out goes to `failed`, the first failure's
// message and hand to `first_failure`, when given.
std::vector<OpeningSummary> OpeningTable(Bidder& bidder, double* failed = nullptr,
                                         std::string* first_failure = nullptr);

// A call made with a hand of `hcp` points and these ♣ ♦ ♥ ♠ lengths,
// counted `weight` times (a hand class's size, or 1 for a sampled hand).
struct CallObservation {
  Call call;
  int hcp = 0;
  std::array<int, kNumSuits> lengths{};
  double weight = 1;
};
// One summary per final call from observations (and per double or redouble
// made, after the final calls); shares are out of `all`
// (the total weight of the hands asked, those that failed included). The
// HCP range and suit lengths cover the central `hcp_coverage` and
// `length_coverage` of each call's hands (the fields' comments give the
// defaults, those of Table A.1).
std::vector<OpeningSummary> SummariseCalls(const std::vector<CallObservation>& observations, double all,
                                           double hcp_coverage = 0.99, double length_coverage = 0.95);

// A markdown table, one row per call any column uses, one column per bidder.
std::string OpeningTableMarkdown(const std::vector<std::string>& names,
                                 const std::vector<std::vector<OpeningSummary>>& columns);

}  // namespace bidlab
