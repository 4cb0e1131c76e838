// Part 3 of the experts experiment (experiments/experts/experts.h): how
// often each bidder makes the experts' call at each of their decisions,
// given the real auction so far (the bidder in that seat, with that hand and
// the board's vulnerability).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/auction.h"
#include "experiments/experts/expert_tables.h"
#include "learn/bidder.h"

namespace bidlab {

// A decision by what the auction so far holds for its caller.
enum class Decision {
  kOpening = 0,  // nobody has bid yet (a pass counts: the decision not to open)
  kResponse,     // partner opened, the caller's first call since, the opponents passing
  kCompetitive,  // an opponent has made a call other than pass
  kOther,        // the caller's side's later calls, the opponents passing
};
inline constexpr int kNumDecisions = 4;
std::string DecisionName(Decision decision);  // "opening", "first response", …

// The decision call `i` of `auction` is.
Decision DecisionOf(const Auction& auction, int i);

struct AgreementTally {
  std::size_t decisions = 0, same = 0;
  double Share() const { return decisions ? static_cast<double>(same) / static_cast<double>(decisions) : 0.0; }
};

struct AgreementRow {
  std::string bidder;
  std::array<AgreementTally, kNumDecisions> by_decision{};
  AgreementTally all;
  AgreementTally experts_bid;  // the decisions where the experts called other than pass
};

// One row a bidder; a bidder that does not compete is seated through the
// uncontested adapter (eval/uncontested_seat.h), as at any four-seat table.
std::vector<AgreementRow> AgreementWithExperts(const std::vector<ScoredTable>& tables,
                                               const std::vector<const Bidder*>& bidders, int threads);

}  // namespace bidlab
