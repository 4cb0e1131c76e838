// The comparison table of every uncontested bidder on the test split —
// always-pass, the CSTSR baseline, the bandit, SAYC, the neural bidder when
// there is one, the optimistic bound — with the published anchors beside
// them. Shared by `bidlab experiment compare` (the main job,
// experiments/compare/compare.h) and `bidlab experiment neural`.
#pragma once

#include <cmath>
#include <memory>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "learn/baseline/cost_example.h"
#include "learn/bidder.h"

namespace bidlab {

// One row: our bidder on the test split and the published figure that anchors it.
struct ComparisonRow {
  std::string method;
  EvalResult ours;
  std::string anchor;  // where the published figure comes from ("" = none)
  double published = 0;
  double ours_thesis = NAN;  // the same bidder's cost in Ho's IMP arithmetic, when measured
};

// What the rows are made from besides the test deals: the training splits,
// and the bidders handed in built.
struct ComparisonInputs {
  std::span<const CostExample> train, validation;  // for the CSTSR rows and a bandit trained now
  const Bidder* bandit = nullptr;                  // null: the default configuration, trained now (TrainDefaultBandit)
  bool quick_bandit = false;                       // when trained now: a short run (a smoke test)
  const Bidder* neural = nullptr;                  // the neural bidder's row, when there is one
  const std::vector<ScoredDeal>* test_thesis = nullptr;  // the test deals in Ho's arithmetic (null: no such column)
  int threads = 0;
};

// The default bandit (Table 4.2's tree ℓ = 4 UCB1 row), trained now on
// `train`; `quick`: 20,000 iterations. Says so on `log`.
std::unique_ptr<Bidder> TrainDefaultBandit(std::span<const CostExample> train, bool quick, std::ostream& log);

// Always pass, CSTSR condensed3 (one call), the bandit, SAYC, [neural], and
// the optimistic CSTSR bound, in that order.
std::vector<ComparisonRow> CompareBidders(const ComparisonInputs& inputs, const std::vector<ScoredDeal>& test,
                                          std::ostream& log);

// The markdown table (ours, by contract type, published, source) and the
// rows as JSON (eval_json with "method" and "published").
std::string ComparisonMarkdown(std::span<const ComparisonRow> rows);
nlohmann::json ComparisonJson(std::span<const ComparisonRow> rows);

}  // namespace bidlab
