// The comparison table of every uncontested bidder on the test split —
// always-pass, the CSTSR baseline, the bandit, SAYC, the neural bidder when
// there is one, the optimistic bound — with the published anchors beside
// them. Shared by `bidlab experiment compare` (the main job) and
// `bidlab experiment neural`.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/cli.h"
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
};

// What the rows are made from.
struct ComparisonInputs {
  std::span<const CostExample> train, validation;  // for the CSTSR rows and a bandit trained now
  std::vector<ScoredDeal> test;
  std::string bandit_model;    // a trained bandit model file, or "" to train the default configuration now
  long bandit_iterations = 0;  // when training now: 0 = the default configuration's
  std::unique_ptr<Bidder> neural;  // the neural bidder's row, when there is one
  int threads = 0;
};

// Always pass, CSTSR condensed3 (one call), the bandit, SAYC, [neural], and
// the optimistic CSTSR bound, in that order.
std::vector<ComparisonRow> CompareBidders(ComparisonInputs inputs, CliStreams& io);

// The markdown table (ours, by contract type, published, source) and the
// rows as JSON (eval_json with "method" and "published").
std::string ComparisonMarkdown(std::span<const ComparisonRow> rows);
nlohmann::json ComparisonJson(std::span<const ComparisonRow> rows);

}  // namespace bidlab
