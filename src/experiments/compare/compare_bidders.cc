#include "experiments/compare/compare_bidders.h"

#include <cmath>

#include <cstdio>

#include "eval/eval_json.h"
#include "experiments/number_text.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/one_call_bidder.h"
#include "learn/cstsr/cstsr.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

std::unique_ptr<Bidder> TrainedCstsr(const ComparisonInputs& in, bool both_hands) {
  CstsrParams p;
  p.features = {FeatureSet::kCondensed3, both_hands};
  return std::make_unique<OneCallBidder>(TrainCstsr(p, in.train, in.validation).model);
}

}  // namespace

std::unique_ptr<Bidder> TrainDefaultBandit(std::span<const CostExample> train, bool quick, std::ostream& log) {
  BanditParams p;  // the default: Table 4.2's tree ℓ = 4 UCB1 row (bandit_params.h)
  if (quick) p.iterations = 20000;
  log << "training the default bandit (" << p.Describe() << ") on " << train.size()
      << " deals; --bandit-model FILE reuses one\n";
  return std::make_unique<BanditBidder>(TrainBandit(p, BanditDealsOf(train)).model);
}

std::vector<ComparisonRow> CompareBidders(const ComparisonInputs& in, const std::vector<ScoredDeal>& test,
                                          std::ostream& log) {
  EvalOptions eval;
  eval.threads = in.threads;
  RegisterAllBidders();
  std::vector<ComparisonRow> rows;
  const auto add = [&](const std::string& method, const Bidder& bidder, const std::string& anchor, double published) {
    ComparisonRow row{method, Evaluate(bidder, test, eval), anchor, published};
    if (in.test_thesis) row.ours_thesis = Evaluate(bidder, *in.test_thesis, eval).avg_cost;
    rows.push_back(std::move(row));
  };
  add("Always pass", *MakeBidder("pass"), "", 0);
  add("CSTSR, condensed + 3rd order (one call)", *TrainedCstsr(in, false), "Ho 2014, Table 4.1", 3.8272);
  std::unique_ptr<Bidder> trained_bandit;
  if (!in.bandit) trained_bandit = TrainDefaultBandit(in.train, in.quick_bandit, log);
  add("Bandit (default: tree ℓ = 4, LinUCB)", in.bandit ? *in.bandit : *trained_bandit,
      "Ho 2014, Table 4.2 (tree, ℓ = 4, LinUCB)", 3.0672);
  add("SAYC (rule-based)", *MakeBidder("sayc"), "Wbridge5, Ho 2014 Table 4.1", 2.9550);
  if (in.neural) add("**Neural (bidlab)**", *in.neural, "Yeh & Lin 2016 (deep RL)", 2.68);
  add("Optimistic bound: CSTSR, both hands", *TrainedCstsr(in, true), "Ho 2014, Table 4.1 / a both-hands network 2.18",
      1.9228);
  return rows;
}

std::string ComparisonMarkdown(std::span<const ComparisonRow> rows) {
  // The published figures are in Ho's IMP arithmetic (the thesis's, which
  // Yeh & Lin kept): only our thesis-arithmetic column is compared with them.
  const bool thesis = !rows.empty() && !std::isnan(rows.front().ours_thesis);
  std::string md = thesis ? "<!-- compare: ours (thesis IMPs) = published -->\n"
                            "| Bidder | ours (test) | PASS | PARTIAL | GAME | SLAM | GRAND | ours (thesis IMPs) | "
                            "published | source |\n"
                            "|---|---|---|---|---|---|---|---|---|---|\n"
                          : "| Bidder | ours (test) | PASS | PARTIAL | GAME | SLAM | GRAND | published | source |\n"
                            "|---|---|---|---|---|---|---|---|---|\n";
  for (const ComparisonRow& r : rows) {
    md += "| " + r.method + " | " + Fixed(r.ours.avg_cost) + " |";
    for (const TypeTally& t : r.ours.by_type) md += " " + (t.deals ? Fixed(t.AverageCost()) : std::string("—")) + " |";
    if (thesis) md += " " + Fixed(r.ours_thesis) + " |";
    md += " " + (r.anchor.empty() ? std::string("—") : Fixed(r.published)) + " | " + r.anchor + " |\n";
  }
  md +=
      "\nWBF IMPs unless said; the published figures are in the thesis's IMP arithmetic (on their own deals), so "
      "they stand beside ours in that arithmetic. The per-type columns are the average cost of the deals each "
      "bidder ended in that contract type.\n";
  return md;
}

nlohmann::json ComparisonJson(std::span<const ComparisonRow> rows) {
  nlohmann::json out = nlohmann::json::array();
  for (const ComparisonRow& r : rows) {
    nlohmann::json j = EvalResultJson(r.ours);
    j["method"] = r.method;
    if (!std::isnan(r.ours_thesis)) j["avg_cost_thesis"] = r.ours_thesis;
    if (!r.anchor.empty()) j["published"] = {{"value", r.published}, {"source", r.anchor}};
    out.push_back(j);
  }
  return out;
}

}  // namespace bidlab
