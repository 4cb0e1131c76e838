#include "experiments/white/white_experiment.h"

#include <cstdio>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/evaluate.h"
#include "experiments/charts/heatmap_svg.h"
#include "experiments/stopwatch.h"
#include "learn/registry.h"
#include "learn/softmax/softmax_bidder.h"

namespace bidlab {

namespace {

constexpr std::size_t kQuickDeals = 2000;
constexpr int kQuickEpochs = 20;
constexpr std::uint64_t kQuickSaycDeals = 5000;
constexpr std::uint64_t kDevFirst = 80000, kTestFirst = 90000, kSplitDeals = 10000;

LabelledHoldings Prefix(const LabelledHoldings& all, std::size_t n) {
  LabelledHoldings out = all;
  if (out.size() > n) {
    out.holdings.resize(n);
    out.calls.resize(n);
    out.agreed.resize(n);
  }
  return out;
}

// The best contract of each scored deal, with the N-S holding.
LabelledHoldings BestContracts(const std::vector<ScoredDeal>& deals, ContractLabel rule) {
  LabelledHoldings out;
  for (const ScoredDeal& d : deals) {
    out.holdings.push_back(PartnershipHolding(d.north, d.south));
    out.calls.push_back(BestContract(d.cost.costs, rule));
    out.agreed.push_back(false);
  }
  return out;
}

double ZeroCostShare(const EvalResult& e) {
  long best = 0;
  for (const DealOutcome& o : e.outcomes) best += o.cost == 0;
  return e.outcomes.empty() ? 0.0 : static_cast<double>(best) / static_cast<double>(e.outcomes.size());
}

EvalOptions Keep(const WhiteExperimentOptions& o) {
  EvalOptions e;
  e.threads = o.threads;
  e.keep_auctions = true;
  return e;
}

// Trains one model and scores it everywhere it can be scored.
WhiteModelRow TrainRow(SoftmaxTask task, WhiteTemplate features, SoftmaxStructure structure, const std::string& labels,
                       const LabelledHoldings& train, const LabelledHoldings& dev, const LabelledHoldings* test,
                       const std::vector<ScoredDeal>& test_deals, const SoftmaxTrainParams& params,
                       const WhiteExperimentOptions& options) {
  WhiteModelRow row;
  row.labels = labels;
  const Stopwatch stopwatch;
  row.model = TrainSoftmaxCallModel(task, features, structure, train.holdings, train.calls, params, &row.trace);
  row.seconds = stopwatch.Seconds();
  row.name = row.model->BidderName();
  row.train = ScoreSoftmax(*row.model, train);
  row.train_agreed = ScoreSoftmax(*row.model, train, true);
  row.dev = ScoreSoftmax(*row.model, dev);
  row.dev_agreed = ScoreSoftmax(*row.model, dev, true);
  row.dev_by_group = ScoreSoftmaxByGroup(*row.model, dev);
  if (test) row.test = ScoreSoftmax(*row.model, *test);
  if (!test_deals.empty()) {
    const EvalResult e = Evaluate(SoftmaxBidder(row.model), test_deals, Keep(options));
    row.test_cost = e.avg_cost;
    row.test_best_share = ZeroCostShare(e);
  }
  return row;
}

WhiteBaselineRow Baseline(const std::string& bidder, const std::vector<ScoredDeal>& deals,
                          const WhiteExperimentOptions& options) {
  const EvalResult e = Evaluate(*MakeBidder(bidder), deals, Keep(options));
  long right = 0;
  for (std::size_t i = 0; i < deals.size(); ++i)
    if (e.outcomes[i].final_call == BestContract(deals[i].cost.costs)) ++right;
  return {bidder, deals.empty() ? 0.0 : static_cast<double>(right) / static_cast<double>(deals.size()),
          ZeroCostShare(e), e.avg_cost};
}

}  // namespace

WhiteResult RunWhiteExperiment(const WhiteInputs& inputs, const WhiteExperimentOptions& options, const WhiteLog& log) {
  const Stopwatch stopwatch;
  const auto say = [&](const std::string& what) {
    if (log) log(what);
  };
  RegisterAllBidders();
  WhiteResult r;
  r.options = options;
  r.pbn_source = inputs.pbn_source;
  r.contract_source = inputs.contract_source;
  r.test_source = inputs.test_source;
  SoftmaxTrainParams params = options.params, sayc_params = options.sayc_params;
  std::uint64_t sayc_deals = options.sayc_deals;
  std::vector<ScoredDeal> test = inputs.test;
  if (options.quick) {
    params.max_epochs = std::min(params.max_epochs, kQuickEpochs);
    sayc_params.max_epochs = std::min(sayc_params.max_epochs, kQuickEpochs);
    sayc_deals = std::min(sayc_deals, kQuickSaycDeals);
    if (test.size() > kQuickDeals) test.resize(kQuickDeals);
  }
  const std::uint64_t eval_deals = options.quick ? kQuickDeals : kSplitDeals;
  const std::vector<WhiteTemplate> templates = {WhiteTemplate::kRaw, WhiteTemplate::kDomain};

  // 1. Table I: real openings.
  if (!inputs.pbn.empty()) {
    const auto splits = SplitOpeningExamples(inputs.pbn, options.split_seed);
    r.pbn_held_out = splits[2].size();
    for (WhiteTemplate t : templates) {
      say("Table I: " + WhiteTemplateName(t) + " template on " + std::to_string(splits[0].size()) + " real openings");
      r.table1.push_back(TrainRow(SoftmaxTask::kOpening, t, SoftmaxStructure::kFlat, "pbn", splits[0], splits[1],
                                  nullptr, test, params, options));
    }
  }

  // 2. SAYC's openings of the standard deals.
  {
    say("SAYC's openings of " + std::to_string(sayc_deals) + " standard deals");
    const auto sayc = MakeBidder("sayc");
    const LabelledHoldings train = BidderOpenings(*sayc, kStandardSeed, 0, sayc_deals);
    const LabelledHoldings dev = BidderOpenings(*sayc, kStandardSeed, kDevFirst, eval_deals);
    const LabelledHoldings held = BidderOpenings(*sayc, kStandardSeed, kTestFirst, eval_deals);
    for (WhiteTemplate t : templates) {
      say("SAYC openings: " + WhiteTemplateName(t) + " template");
      r.sayc.push_back(TrainRow(SoftmaxTask::kOpening, t, SoftmaxStructure::kFlat, "sayc", train, dev, &held, test,
                                sayc_params, options));
    }
  }

  // 3. The final contract.
  if (inputs.contract_data) {
    for (ContractLabel rule : {ContractLabel::kLowest, ContractLabel::kHighest}) {
      TrainDev td = ContractTrainDev(*inputs.contract_data, inputs.contract_split, options.dev_fraction, rule);
      if (options.quick) {
        td.train = Prefix(td.train, kQuickDeals);
        td.dev = Prefix(td.dev, kQuickDeals);
      }
      r.contract_train = td.train.size();
      r.contract_dev = td.dev.size();
      const LabelledHoldings best = BestContracts(test, rule);
      for (SoftmaxStructure s : {SoftmaxStructure::kFlat, SoftmaxStructure::kTwoStage})
        for (WhiteTemplate t : templates) {
          // The highest-level label is a sensitivity check: the domain template only.
          if (rule == ContractLabel::kHighest && t == WhiteTemplate::kRaw) continue;
          say("final contract (" + ContractLabelName(rule) + " label): " + SoftmaxStructureName(s) + ", " +
              WhiteTemplateName(t) + " template on " + std::to_string(td.train.size()) + " deals");
          r.contract.push_back(TrainRow(SoftmaxTask::kContract, t, s, "dd", td.train, td.dev,
                                        test.empty() ? nullptr : &best, test, params, options));
          r.contract.back().contract_label = ContractLabelName(rule);
        }
    }
  }
  if (!test.empty()) {
    say("baselines on the test split");
    for (const char* name : {"pass", "sayc"}) r.baselines.push_back(Baseline(name, test, options));
  }
  r.seconds = stopwatch.Seconds();
  return r;
}

namespace {

std::string Percent(double share) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f%%", 100 * share);
  return text;
}

std::string Percent(const CallConfusion& c) { return c.total ? Percent(c.Accuracy()) : "–"; }

std::string CostText(const std::optional<double>& v) {
  if (!v) return "–";
  char text[32];
  std::snprintf(text, sizeof text, "%.4f", *v);
  return text;
}

std::string Count(long n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string Epochs(const WhiteModelRow& row) {
  std::string text;
  for (std::size_t i = 0; i < row.trace.traces.size(); ++i) {
    if (i) text += ", ";
    if (row.trace.traces.size() > 1) text += row.trace.regressions[i] + " ";
    text += std::to_string(row.trace.traces[i].epochs) + (row.trace.traces[i].converged ? " (converged)" : "");
  }
  char time[32];
  std::snprintf(time, sizeof time, "; %.1f s", row.seconds);
  return text + time;
}

nlohmann::json Confusion(const CallConfusion& c) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& row : c.counts) rows.push_back(row);
  return {{"total", c.total}, {"correct", c.correct}, {"accuracy", c.Accuracy()}, {"counts", rows}};
}

nlohmann::json RowJson(const WhiteModelRow& row) {
  nlohmann::json regressions = nlohmann::json::array();
  for (std::size_t i = 0; i < row.trace.traces.size(); ++i)
    regressions.push_back({{"name", row.trace.regressions[i]},
                           {"examples", row.trace.examples[i]},
                           {"epochs", row.trace.traces[i].epochs},
                           {"converged", row.trace.traces[i].converged},
                           {"last_norm_change", row.trace.traces[i].last_norm_change}});
  nlohmann::json j = {{"bidder", row.name},
                      {"labels", row.labels},
                      {"features", WhiteTemplateName(row.model->features())},
                      {"structure", SoftmaxStructureName(row.model->structure())},
                      {"seconds", row.seconds},
                      {"regressions", regressions},
                      {"train", Confusion(row.train)},
                      {"train_agreed", Confusion(row.train_agreed)},
                      {"dev", Confusion(row.dev)},
                      {"dev_agreed", Confusion(row.dev_agreed)},
                      {"test", Confusion(row.test)}};
  for (const auto& [name, c] : row.dev_by_group)
    j["dev_by_group"][name] = {{"total", c.total}, {"accuracy", c.Accuracy()}};
  j["test_cost"] = row.test_cost ? nlohmann::json(*row.test_cost) : nlohmann::json(nullptr);
  j["test_best_share"] = row.test_best_share ? nlohmann::json(*row.test_best_share) : nlohmann::json(nullptr);
  if (!row.contract_label.empty()) j["contract_label"] = row.contract_label;
  return j;
}

}  // namespace

std::vector<WhiteFigure> WhiteFigures(const WhiteResult& r) {
  std::vector<WhiteFigure> figures;
  if (r.table1.size() == 2) {
    const WhiteModelRow& domain = r.table1[1];
    figures.push_back({"white_fig1_opening_dev_counts.svg",
                       "Fig. 1: non-normalised confusion matrix, domain features, dev set (real openings)", &domain.dev,
                       false});
    figures.push_back({"white_fig2_opening_dev_agreed_normalised.svg",
                       "Fig. 2: normalised confusion matrix, domain features, dev set, labels agreed",
                       &domain.dev_agreed, true});
  }
  if (r.sayc.size() == 2)
    figures.push_back({"white_sayc_opening_test_normalised.svg",
                       "SAYC's openings: normalised confusion matrix, domain features, test deals", &r.sayc[1].test,
                       true});
  for (const WhiteModelRow& row : r.contract) {
    if (row.model->features() != WhiteTemplate::kDomain || row.test.total == 0) continue;
    const std::string structure = row.model->structure() == SoftmaxStructure::kFlat ? "flat" : "two_stage";
    const std::string title = "Final contract (" + std::string(structure == "flat" ? "flat" : "two-stage") +
                              ", domain features, " + row.contract_label + " label), test split";
    const std::string file = "white_contract_" + structure + "_" + row.contract_label + "_test";
    figures.push_back({file + "_counts.svg", title + ": counts", &row.test, false});
    figures.push_back({file + "_normalised.svg", title + ": normalised", &row.test, true});
  }
  return figures;
}

std::string WhiteMarkdown(const WhiteResult& r) {
  std::string md = "# White, \"Do I Hear 3NT?\": softmax regression of the opening bid and the final contract\n\n";
  md +=
      "Softmax regression with 35 weight vectors (the 36th class, 7NT, scored 0), stochastic gradient ascent, "
      "α " +
      nlohmann::json(r.options.params.alpha).dump() + ", stop when the norm of θ changes by less than " +
      nlohmann::json(r.options.params.tolerance).dump() + " in an epoch or after " +
      std::to_string(r.options.params.max_epochs) + " epochs" +
      (r.options.quick ? " (**quick run**: at most 20 epochs, small samples — not the figures to quote)" : "") +
      ".\n\n";

  if (r.table1.size() == 2) {
    const WhiteModelRow& raw = r.table1[0];
    md += "## Table I: opening bid accuracy (real game records)\n\n";
    md += "Examples: every player up to and including the first non-pass call of each board in " + r.pbn_source +
          "; split 70/20/10 by hand (the same hand at several tables, or at another position, never crosses "
          "the split; seed " +
          std::to_string(r.options.split_seed) + "), " + Count(static_cast<long>(r.pbn_held_out)) +
          " examples held out. \"Labels agreed\": the hand was played at more than one table in the same position "
          "and every table made the same call. Each model is trained on all training hands.\n\n";
    // Accuracies are like for like; m counts hands of other records.
    md +=
        "<!-- compare: Raw cards features (ours) = Raw cards features (paper); Domain-knowledge features (ours) = "
        "Domain-knowledge features (paper) -->\n";
    md +=
        "| | train: all hands | train: labels agreed | dev: all hands | dev: labels agreed |\n|---|---|---|---|---|\n";
    md += "| m (ours) | " + Count(raw.train.total) + " | " + Count(raw.train_agreed.total) + " | " +
          Count(raw.dev.total) + " | " + Count(raw.dev_agreed.total) + " |\n";
    md += "| m (paper) | " + Count(kPublishedWhiteCounts[0]) + " | " + Count(kPublishedWhiteCounts[1]) + " | " +
          Count(kPublishedWhiteCounts[2]) + " | " + Count(kPublishedWhiteCounts[3]) + " |\n";
    for (std::size_t i = 0; i < 2; ++i) {
      const WhiteModelRow& row = r.table1[i];
      const PublishedWhiteRow& p = kPublishedWhiteTable1[i];
      const std::string label = i == 0 ? "Raw cards features" : "Domain-knowledge features";
      md += "| " + label + " (ours) | " + Percent(row.train) + " | " + Percent(row.train_agreed) + " | " +
            Percent(row.dev) + " | " + Percent(row.dev_agreed) + " |\n";
      char paper[200];
      std::snprintf(paper, sizeof paper, "| %s (paper) | %.1f%% | %.1f%% | %.1f%% | %.1f%% |\n", label.c_str(),
                    p.train_all, p.train_agreed, p.dev_all, p.dev_agreed);
      md += paper;
    }
    md += "\nEpochs run: raw " + Epochs(r.table1[0]) + "; domain " + Epochs(r.table1[1]) + ".\n\n";
    char delta[400];
    std::snprintf(delta, sizeof delta,
                  "Dev accuracy, ours minus the paper's: raw %+.1f points (all hands), %+.1f (labels agreed); "
                  "domain %+.1f, %+.1f.\n\n",
                  100 * r.table1[0].dev.Accuracy() - kPublishedWhiteTable1[0].dev_all,
                  100 * r.table1[0].dev_agreed.Accuracy() - kPublishedWhiteTable1[0].dev_agreed,
                  100 * r.table1[1].dev.Accuracy() - kPublishedWhiteTable1[1].dev_all,
                  100 * r.table1[1].dev_agreed.Accuracy() - kPublishedWhiteTable1[1].dev_agreed);
    md += delta;
    md +=
        "Dev accuracy by collection (the folder of the record; BBA: EPBot at all four seats, BBO: GIB robots "
        "and one human, endplay: world-class human events, vugraph_*: European championships 1999-2000):\n\n"
        "| collection | dev examples | raw | domain |\n|---|---|---|---|\n";
    for (std::size_t g = 0; g < r.table1[0].dev_by_group.size(); ++g) {
      const auto& [name, raw_group] = r.table1[0].dev_by_group[g];
      md += "| " + name + " | " + Count(raw_group.total) + " | " + Percent(raw_group) + " | " +
            Percent(r.table1[1].dev_by_group[g].second) + " |\n";
    }
    md += "\n";
    md +=
        "Our records are not the paper's: White's came mostly from the World Computer Bridge Championships "
        "(robots playing one system each) and tournament archives; ours mix human vugraph records (several "
        "systems, strong clubs, light openings) with robot tables (EPBot, GIB, BEN, WBridge5). The agreed "
        "subset depends on how many boards were played at several tables in the same seat.\n\n";
  }

  if (r.sayc.size() == 2) {
    md += "## SAYC's opening bids (standard deals, consistent labels)\n\n";
    md +=
        "Labels: the call SAYC (`bidlab bid --bidder sayc`) opens North's hand with as dealer; training deals "
        "0–" +
        Count(static_cast<long>(r.sayc[0].train.total) - 1) +
        " of the standard set, dev deals 80,000+, test "
        "deals 90,000+. Cost: the opening bidder (North, the dealer, makes the model's most probable legal "
        "call, then everybody passes: the opening is the contract), average IMPs on the test split.\n\n";
    md += "| features | train | dev | test | test cost (IMP) | epochs |\n|---|---|---|---|---|---|\n";
    for (const WhiteModelRow& row : r.sayc)
      md += "| " + WhiteTemplateName(row.model->features()) + " | " + Percent(row.train) + " | " + Percent(row.dev) +
            " | " + Percent(row.test) + " | " + CostText(row.test_cost) + " | " + Epochs(row) + " |\n";
    md += "\n";
  }
  if (!r.table1.empty() && r.table1[0].test_cost) {
    md += "The real-openings models as opening bidders on the test split: ";
    for (std::size_t i = 0; i < r.table1.size(); ++i)
      md += (i ? ", " : "") + r.table1[i].name + " " + CostText(r.table1[i].test_cost) + " IMP";
    md += ".\n\n";
  }

  if (!r.contract.empty()) {
    md += "## The final contract\n\n";
    md +=
        "Label: the best contract for North-South from the deal's double-dummy costs (the call of least IMP "
        "cost; the lowest such call on a tie, e.g. 4S rather than 5S when eleven tricks make both score 450). "
        "White labels the side with the higher par; in bidlab's uncontested setting North-South always declare "
        "(East-West pass), so the label is North-South's best contract, PASS when none of theirs scores above "
        "zero. Features: the template applied to the 26 cards of both hands (\"summed across both hands\"). "
        "Trained on " +
        Count(static_cast<long>(r.contract_train)) + " deals of " + r.contract_source +
        " (dev: " + Count(static_cast<long>(r.contract_dev)) +
        " deals); the test split is used for nothing but the figures below. The models are optimistic bidders: "
        "they see both hands and name the contract directly.\n\n";
    md +=
        "| model | label | train | dev | test | test: a best contract | test cost (IMP) | epochs |\n"
        "|---|---|---|---|---|---|---|---|\n";
    for (const WhiteModelRow& row : r.contract)
      md += "| " + row.name + " | " + row.contract_label + " | " + Percent(row.train) + " | " + Percent(row.dev) +
            " | " + Percent(row.test) + " | " + (row.test_best_share ? Percent(*row.test_best_share) : "–") + " | " +
            CostText(row.test_cost) + " | " + Epochs(row) + " |\n";
    for (const WhiteBaselineRow& b : r.baselines)
      md += "| " + b.name + (b.name == "pass" ? " (always pass)" : " (full auctions, one hand each)") +
            " | lowest | | | " + Percent(b.accuracy) + " | " + Percent(b.best_share) + " | " + CostText(b.test_cost) +
            " | |\n";
    char paper[160];
    std::snprintf(paper, sizeof paper, "| paper (flat) | par | | < %.0f%% | | | | |\n", kPublishedWhiteContractBelow);
    md += paper;
    md += "\nTest: " + Count(static_cast<long>(r.contract[0].test.total)) + " deals of " + r.test_source +
          ". Accuracy asks for the exact label, level included; \"a best contract\" counts any call of cost 0 "
          "(any level that scores the best); the cost counts how much a wrong contract loses. The label "
          "\"lowest\" makes every partscore a 1-level contract (1S scores as 3S when nine tricks make), which "
          "leaves only the strain to find for most deals; \"highest\" asks for the level the tricks make, "
          "closer to a par contract.\n\n";
  }

  const std::vector<WhiteFigure> figures = WhiteFigures(r);
  if (!figures.empty()) {
    md += "## Confusion matrices\n\n";
    for (const WhiteFigure& f : figures) md += "- [" + f.title + "](" + f.file + ")\n";
    md += "\n";
  }
  char time[64];
  std::snprintf(time, sizeof time, "Run time %.0f s.\n", r.seconds);
  return md + time;
}

nlohmann::json WhiteJson(const WhiteResult& r) {
  nlohmann::json j;
  j["experiment"] = "white";
  j["quick"] = r.options.quick;
  j["params"] = {{"alpha", r.options.params.alpha},
                 {"tolerance", r.options.params.tolerance},
                 {"max_epochs", r.options.params.max_epochs},
                 {"batch_size", r.options.params.batch_size},
                 {"seed", r.options.params.seed}};
  j["sayc_params"] = {{"alpha", r.options.sayc_params.alpha},
                      {"tolerance", r.options.sayc_params.tolerance},
                      {"max_epochs", r.options.sayc_params.max_epochs},
                      {"batch_size", r.options.sayc_params.batch_size},
                      {"seed", r.options.sayc_params.seed}};
  j["split_seed"] = r.options.split_seed;
  j["sources"] = {{"pbn", r.pbn_source}, {"contract", r.contract_source}, {"test", r.test_source}};
  nlohmann::json published = nlohmann::json::array();
  for (const PublishedWhiteRow& p : kPublishedWhiteTable1)
    published.push_back({{"features", p.features},
                         {"train_all", p.train_all},
                         {"train_agreed", p.train_agreed},
                         {"dev_all", p.dev_all},
                         {"dev_agreed", p.dev_agreed}});
  j["paper"] = {
      {"table1", published}, {"m", kPublishedWhiteCounts}, {"contract_accuracy_below", kPublishedWhiteContractBelow}};
  j["pbn_held_out"] = r.pbn_held_out;
  for (const auto& [key, rows] : {std::pair<const char*, const std::vector<WhiteModelRow>*>{"table1", &r.table1},
                                  {"sayc", &r.sayc},
                                  {"contract", &r.contract}}) {
    j[key] = nlohmann::json::array();
    for (const WhiteModelRow& row : *rows) j[key].push_back(RowJson(row));
  }
  j["contract_train_deals"] = r.contract_train;
  j["contract_dev_deals"] = r.contract_dev;
  j["baselines"] = nlohmann::json::array();
  for (const WhiteBaselineRow& b : r.baselines)
    j["baselines"].push_back(
        {{"bidder", b.name}, {"accuracy", b.accuracy}, {"best_share", b.best_share}, {"test_cost", b.test_cost}});
  // The confusion matrices the markdown lists, for the report to draw as listed.
  j["figures"] = nlohmann::json::array();
  for (const WhiteFigure& f : WhiteFigures(r))
    j["figures"].push_back({{"title", f.title},
                            {"file", f.file},
                            {"normalised", f.normalised},
                            {"counts", Confusion(*f.confusion)["counts"]}});
  j["seconds"] = r.seconds;
  return j;
}

ExperimentOutput WhiteOutput(const WhiteResult& result, const std::string& notes) {
  std::vector<std::string> labels;
  for (int i = 0; i < kNumFinalCalls; ++i) labels.push_back(CallName(Call::FromIndex(i)));
  ExperimentOutput output{"white", WhiteMarkdown(result) + notes, WhiteJson(result), {}};
  for (const WhiteFigure& f : WhiteFigures(result)) {
    std::vector<std::vector<long>> counts;
    for (const auto& row : f.confusion->counts) counts.emplace_back(row.begin(), row.end());
    output.files.push_back(
        {f.file, ConfusionHeatmapSvg(f.title, labels, counts,
                                     f.normalised ? HeatmapScale::kRowShares : HeatmapScale::kCounts)});
  }
  return output;
}

}  // namespace bidlab
