// The a-priori yardstick (DESIGN.md §1c, data/apriori.h) applied to a
// bidder's auctions: each deal's final contract costs the average of its §1
// cost over the deal's layouts of East-West's cards, every layout's cost
// against that layout's own best contract. With the assumed declarer the
// better of North and South is chosen on each layout; with the real one the
// auction's declarer plays every layout.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/dd_table.h"
#include "eval/evaluate.h"
#include "eval/scored_deal.h"

namespace bidlab {

struct APrioriEvalResult {
  std::size_t deals = 0, layouts = 0;  // layouts a deal
  double avg_cost = 0;
  std::array<double, kNumContractTypes> type_cost{};  // the average by the bidder's final contract
  std::array<std::size_t, kNumContractTypes> type_deals{};
};

// `outcomes` are Evaluate's (keep_auctions) on `deals`, `layouts` a list a
// deal, all of one length R. Throws Error when the lengths disagree.
APrioriEvalResult EvaluateAPriori(const std::vector<DealOutcome>& outcomes, const std::vector<ScoredDeal>& deals,
                                  const std::vector<std::vector<DoubleDummyTable>>& layouts, DeclarerRule declarer);

// {"layouts", "avg_cost", "by_type": {PASS: {deals, avg_cost}, …}}
nlohmann::json APrioriEvalJson(const APrioriEvalResult& result);
// One line and a row a contract type, for the eval table.
std::string FormatAPrioriEval(const APrioriEvalResult& result);

}  // namespace bidlab
