// bidlab experiment bandit-ab: the thesis's bandit against ours, one reading
// at a time. Each variant changes one thing of a fixed baseline (the
// thesis's best row, tree ℓ = 6 with UCB1) where our code read the thesis
// (chapter 3, §4.1-4.2) one way and another reading is possible, or where the
// thesis leaves a setting open; each is trained with several seeds and
// measured on validation in Ho's IMP arithmetic and in WBF IMPs, paired with
// SAYC on the same deals. The variant "default" is BanditParams's default
// (the configuration chosen from this study), also measured on test.
// Resumable: every run is logged as it ends (bandit-ab.runs.jsonl).
#include <algorithm>
#include <cmath>
#include <functional>
#include <sstream>

#include "core/error.h"
#include "experiments/thesis/bandit_experiments.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

struct AbVariant {
  std::string id;      // for --variants and the run log
  std::string thesis;  // what the thesis states (or leaves open)
  std::string change;  // what this variant does differently from the baseline
  std::function<void(BanditParams&)> apply;
  ImpScale rewards = ImpScale::kWbf;  // the arithmetic of the costs the bandit learns from
  bool test = false;                  // also measured on test (the chosen default only)
};

// The baseline (docs/papers/ho-thesis.md, "the ℓ = 6 configuration": tree
// ℓ = 6, UCB1, α = 1, p = 0.25, features scaled, rewards in WBF IMPs).
BanditParams Baseline() {
  BanditParams p;
  p.structure = StructureKind::kTree;
  p.depth = 6;
  p.width = 5;
  p.width_counts = WidthCounts::kBids;
  p.ucb = UcbRule::kUcb1;
  p.alpha = 1;
  p.penetrate = 0.25;
  p.pile = 100;
  p.update = UpdateRule::kFull;
  p.lambda = 1e-3;
  p.iterations = 2'000'000;
  p.ucb1_total = Ucb1Total::kExamples;
  p.penetrate_by = PenetrateBy::kReward;
  p.scaling = FeatureScaling::kFixed;
  return p;
}

const std::vector<AbVariant>& Variants() {
  static const std::vector<AbVariant> variants = {
      {"baseline", "-", "none: tree ℓ = 6, UCB1, α = 1, p = 0.25", [](BanditParams&) {}},
      {"thesis-rewards", "§4.1: reward = 24 − cost, the cost from the thesis's IMP table (its own arithmetic)",
       "learn from costs in Ho's arithmetic instead of WBF IMPs", [](BanditParams&) {}, ImpScale::kThesis},
      {"raw-features", "§4.1: condensed features + bias, 2nd-order expansion; no scaling named",
       "learn on condensed2 as it is (HCP² up to 1,369) instead of divided by fixed scales",
       [](BanditParams& p) { p.scaling = FeatureScaling::kNone; }},
      {"ucb1-visits", "§3.3: T = \"the number of examples used to learn the entire g\"",
       "T = the node's visits instead of every example its calls learned",
       [](BanditParams& p) { p.ucb1_total = Ucb1Total::kVisits; }},
      {"penetrate-uncertainty", "§3.4: the penetrating call is \"of the highest UCB term\"",
       "the non-terminal call of highest uncertainty instead of highest UCB reward",
       [](BanditParams& p) { p.penetrate_by = PenetrateBy::kUncertainty; }},
      {"width-counts-pass", "§3.3: \"only the lowest M predictions of g\" continue (PASS is a prediction)",
       "M counts PASS below the root too: 4 bids continue there instead of 5",
       [](BanditParams& p) { p.width_counts = WidthCounts::kCalls; }},
      {"lambda-0.1", "§4.2: λ = 10⁻³ (stated)", "λ = 0.1 (a control)", [](BanditParams& p) { p.lambda = 0.1; }},
      {"alpha-4", "§4.3: α ∈ {1, 4, 16, 64, 256} chosen on validation (value not given)", "α = 4",
       [](BanditParams& p) { p.alpha = 4; }},
      {"alpha-16", "§4.3: as above", "α = 16", [](BanditParams& p) { p.alpha = 16; }},
      {"p-0", "§4.3: p ∈ {0, .25, .5, .75, 1} chosen on validation (value not given)", "p = 0",
       [](BanditParams& p) { p.penetrate = 0; }},
      {"depth-4-alpha-16-p-0", "Table 4.2: tree ℓ = 4 and ℓ = 6 (UCB1) are the best rows, 2.9672 and 2.9616",
       "ℓ = 4, α = 16, p = 0 (the ℓ = 4 UCB1 row's choice on our validation, seed 1)",
       [](BanditParams& p) {
         p.depth = 4;
         p.alpha = 16;
         p.penetrate = 0;
       }},
      {"default-ucb1-visits", "§3.3, on ℓ = 4, α = 16, p = 0: the reading that helped the baseline most",
       "ℓ = 4, α = 16, p = 0 with T = the node's visits",
       [](BanditParams& p) {
         p.depth = 4;
         p.alpha = 16;
         p.penetrate = 0;
         p.ucb1_total = Ucb1Total::kVisits;
       }},
      // Table 4.2 chooses each row's (p, α) on seed 1 alone; these are the
      // other ℓ = 4 tree cells whose seed-1 validation was within 0.03 of the
      // best (LinUCB α = 16: 2.9985; UCB1 α = 16 above: 3.0032), re-run over
      // five seeds so that the choice rests on a mean.
      {"depth-4-linucb-alpha-16-p-0", "Table 4.2's ℓ = 4 grid: the best cell on seed 1", "ℓ = 4, LinUCB, α = 16, p = 0",
       [](BanditParams& p) {
         p.depth = 4;
         p.ucb = UcbRule::kLinUcb;
         p.alpha = 16;
         p.penetrate = 0;
       }},
      {"depth-4-alpha-64-p-0", "Table 4.2's ℓ = 4 grid: 3.0286 on seed 1", "ℓ = 4, α = 64, p = 0",
       [](BanditParams& p) {
         p.depth = 4;
         p.alpha = 64;
         p.penetrate = 0;
       }},
      {"depth-4-linucb-alpha-64-p-0", "Table 4.2's ℓ = 4 grid: 3.0240 on seed 1", "ℓ = 4, LinUCB, α = 64, p = 0",
       [](BanditParams& p) {
         p.depth = 4;
         p.ucb = UcbRule::kLinUcb;
         p.alpha = 64;
         p.penetrate = 0;
       }},
      {"default", "the configuration chosen from the rows above", "BanditParams's default, rewards as `train bandit`",
       [](BanditParams& p) { p = BanditParams(); }, ImpScale::kWbf, true},
  };
  return variants;
}

struct AbData {
  std::string line;
  std::vector<BanditDeal> train_wbf, train_thesis;
  std::vector<ScoredDeal> validation_wbf, validation_thesis, test_wbf, test_thesis;
};

AbData PrepareAbData(const Dataset& dataset, const BanditExperimentOptions& o) {
  AbData d;
  const auto train_of = [&](ImpScale scale) {
    std::vector<CostExample> train = CostExamplesOf(dataset, Split::kTrain, scale);
    if (o.quick && train.size() > 3000) train.resize(3000);
    return BanditDealsOf(train);
  };
  const auto scored = [&](Split split, ImpScale scale) {
    std::vector<ScoredDeal> deals = ScoreDataset(dataset, split, scale);
    if (o.quick && deals.size() > 1000) deals.resize(1000);
    return deals;
  };
  d.train_wbf = train_of(ImpScale::kWbf);
  d.train_thesis = train_of(ImpScale::kThesis);
  d.validation_wbf = scored(Split::kValidation, ImpScale::kWbf);
  d.validation_thesis = scored(Split::kValidation, ImpScale::kThesis);
  d.test_wbf = scored(Split::kTest, ImpScale::kWbf);
  d.test_thesis = scored(Split::kTest, ImpScale::kThesis);
  if (d.train_wbf.empty() || d.validation_wbf.empty())
    throw Error(o.data + ": the A/B study needs training and validation deals");
  std::ostringstream s;
  s << "data: " << o.data << "; used " << d.train_wbf.size() << " train / " << d.validation_wbf.size()
    << " validation / " << d.test_wbf.size() << " test" << (o.quick ? " (--quick sample)" : "");
  d.line = s.str();
  return d;
}

double Cost(const Bidder& bidder, const std::vector<ScoredDeal>& deals) {
  if (deals.empty()) return std::nan("");
  EvalOptions eo;
  eo.threads = 1;
  return Evaluate(bidder, deals, eo).avg_cost;
}

}  // namespace

void CheckBanditAbVariants(const std::vector<std::string>& ids) {
  for (const std::string& id : ids) {
    bool known = false;
    for (const AbVariant& v : Variants()) known = known || v.id == id;
    if (!known) throw Error("bandit-ab: no variant \"" + id + "\"");
  }
}

ExperimentOutput RunBanditAb(const BanditAbOptions& o, const Dataset& dataset, RunLog& log, std::ostream& err) {
  CheckBanditAbVariants(o.variants);
  const AbData data = PrepareAbData(dataset, o.common);
  const int seeds = o.common.seeds > 0 ? o.common.seeds : (o.common.quick ? 2 : 5);
  RegisterAllBidders();
  const std::unique_ptr<Bidder> sayc = MakeBidder("sayc");
  const double sayc_val_thesis = Cost(*sayc, data.validation_thesis), sayc_val_wbf = Cost(*sayc, data.validation_wbf);
  const double sayc_test_thesis = Cost(*sayc, data.test_thesis), sayc_test_wbf = Cost(*sayc, data.test_wbf);
  if (log.size() > 0) err << "bandit-ab: " << log.size() << " runs already in " << log.path() << "\n";

  std::ostringstream md;
  md << "# The thesis's bandit, one reading at a time (A/B on validation)\n\n"
     << "Baseline: " << Baseline().Describe() << " (seed 1 … " << seeds
     << "), rewards from WBF costs. Each row changes one thing; " << seeds
     << " seeds each (mean ± sd); costs in Ho's IMP arithmetic (thesis IMPs) and in WBF IMPs; "
     << "− SAYC: the mean minus SAYC's cost on the same deals. " << data.line << ".\n\n"
     << "SAYC: validation " << FormatCost(sayc_val_thesis) << " (thesis IMPs), " << FormatCost(sayc_val_wbf)
     << " (WBF); test " << FormatCost(sayc_test_thesis) << " / " << FormatCost(sayc_test_wbf) << ".\n\n"
     << "| variant | the thesis | what changes | validation (thesis IMPs) | − SAYC | validation (WBF) | − SAYC "
        "(WBF) |\n|---|---|---|---|---|---|---|\n";
  nlohmann::json j = {{"experiment", "bandit-ab"},
                      {"data", data.line},
                      {"seeds", seeds},
                      {"baseline", Baseline().Describe()},
                      {"sayc",
                       {{"validation_thesis", sayc_val_thesis},
                        {"validation_wbf", sayc_val_wbf},
                        {"test_thesis", sayc_test_thesis},
                        {"test_wbf", sayc_test_wbf}}},
                      {"variants", nlohmann::json::array()}};
  std::ostringstream test_md;
  for (const AbVariant& v : Variants()) {
    if (!o.variants.empty() && std::find(o.variants.begin(), o.variants.end(), v.id) == o.variants.end()) continue;
    std::vector<double> val_thesis, val_wbf, test_thesis, test_wbf;
    BanditParams described;
    for (int seed = 1; seed <= seeds; ++seed) {
      BanditParams p = Baseline();
      v.apply(p);
      p.seed = static_cast<std::uint64_t>(seed);
      p.iterations = ExperimentIterations(o.common, p.iterations);
      described = p;
      described.seed = 1;  // shown without the seed
      const std::string rewards = v.rewards == ImpScale::kThesis ? "thesis" : "wbf";
      const std::string key = data.line + "; rewards " + rewards + "; " + p.Describe();
      err << "bandit-ab " << v.id << " seed " << seed << ": ";
      const nlohmann::json* done = log.Find(key);
      nlohmann::json costs;
      if (done != nullptr) {
        costs = *done;
        err << "(logged) ";
      } else {
        BanditTrainOptions options;
        options.threads = o.common.threads;
        const auto model =
            TrainBandit(p, v.rewards == ImpScale::kThesis ? data.train_thesis : data.train_wbf, options).model;
        const BanditBidder bandit(model);
        costs = {{"validation_thesis", Cost(bandit, data.validation_thesis)},
                 {"validation_wbf", Cost(bandit, data.validation_wbf)},
                 {"test_thesis", Cost(bandit, data.test_thesis)},
                 {"test_wbf", Cost(bandit, data.test_wbf)}};
        log.Add(key, costs);
      }
      err << "validation " << costs["validation_thesis"].get<double>() << " (thesis IMPs)\n";
      val_thesis.push_back(costs["validation_thesis"].get<double>());
      val_wbf.push_back(costs["validation_wbf"].get<double>());
      test_thesis.push_back(costs["test_thesis"].get<double>());
      test_wbf.push_back(costs["test_wbf"].get<double>());
    }
    const MeanSd vt = Summarise(val_thesis), vw = Summarise(val_wbf);
    md << "| " << v.id << " | " << v.thesis << " | " << v.change << " | " << FormatCost(vt.mean, vt.sd) << " | "
       << SignedCost(vt.mean - sayc_val_thesis) << " | " << FormatCost(vw.mean, vw.sd) << " | "
       << SignedCost(vw.mean - sayc_val_wbf) << " |\n";
    nlohmann::json row = {{"id", v.id},
                          {"thesis", v.thesis},
                          {"change", v.change},
                          {"params", described.Describe()},
                          {"rewards", v.rewards == ImpScale::kThesis ? "thesis" : "wbf"},
                          {"validation_thesis", val_thesis},
                          {"validation_wbf", val_wbf},
                          {"validation_thesis_mean", vt.mean},
                          {"validation_thesis_sd", vt.sd},
                          {"validation_wbf_mean", vw.mean},
                          {"validation_wbf_sd", vw.sd}};
    if (v.test) {
      // Test only for the configuration chosen on validation.
      const MeanSd tt = Summarise(test_thesis), tw = Summarise(test_wbf);
      row["test_thesis"] = test_thesis;
      row["test_wbf"] = test_wbf;
      row["test_thesis_mean"] = tt.mean;
      row["test_wbf_mean"] = tw.mean;
      test_md << "| " << v.id << " (" << described.Describe() << ") | " << FormatCost(tt.mean, tt.sd) << " | "
              << SignedCost(tt.mean - sayc_test_thesis) << " | " << SignedCost(test_thesis.front() - sayc_test_thesis)
              << " | " << FormatCost(tw.mean, tw.sd) << " | " << SignedCost(tw.mean - sayc_test_wbf) << " |\n";
    }
    j["variants"].push_back(row);
  }
  if (!test_md.str().empty())
    md << "\n## The chosen configuration on test\n\n"
       << "| configuration | test (thesis IMPs) | − SAYC | seed 1 − SAYC | test (WBF) | − SAYC (WBF) |\n"
       << "|---|---|---|---|---|---|\n"
       << test_md.str()
       << "\nThe thesis's own claim, on its deals and in its arithmetic: bandit − Wbridge5 = 2.9616 − 2.9550 = "
          "+0.0066 (test), 3.0484 − 3.0527 = −0.0043 (validation).\n";
  return BanditExperimentOutput("bandit-ab", md.str(), std::move(j));
}

}  // namespace bidlab
