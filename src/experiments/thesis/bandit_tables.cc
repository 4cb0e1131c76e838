// bidlab experiment table4.2 | table4.3 | table4.4 | tablea.1: the bandit
// model against the thesis's tables (§4.3-4.5, Appendix A).
//
//   table4.2  tree and layered, ℓ ∈ {2, 4, 6}, M = 5, UCB1 and LinUCB; (p, α)
//             chosen on validation from p ∈ {0, .25, .5, .75, 1}, α ∈ {1, 4,
//             16, 64, 256}; mean ± standard deviation over seeds
//   table4.3  total cost of a reference bidder minus the bandit's, by the type
//             of contract each reached, on the test split (the thesis's
//             reference is Wbridge5; ours is SAYC when that bidder is
//             registered, the CSTSR baseline otherwise)
//   table4.4  assumed against real declarer, the bandit and the reference
//   tablea.1  opening bids (learn/bandit/opening_table.h), beside SAYC's
#include <array>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>

#include "core/error.h"
#include "experiments/shared_runs.h"
#include "experiments/thesis/bandit_experiments.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/opening_table.h"
#include "learn/baseline/one_call_bidder.h"
#include "learn/cstsr/cstsr.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

struct Table42Row {
  StructureKind structure;
  int depth;
  UcbRule ucb;
  double thesis_train, thesis_train_sd, thesis_validation, thesis_validation_sd, thesis_test, thesis_test_sd;
};

// Thesis Table 4.2 (tree and layered coincide for ℓ = 2).
const std::vector<Table42Row>& Table42Rows() {
  static const std::vector<Table42Row> rows = {
      {StructureKind::kTree, 2, UcbRule::kUcb1, 3.1197, 0.0177, 3.1981, 0.0268, 3.0755, 0.0173},
      {StructureKind::kTree, 2, UcbRule::kLinUcb, 3.1242, 0.0089, 3.2190, 0.0121, 3.0933, 0.0112},
      {StructureKind::kTree, 4, UcbRule::kUcb1, 2.9013, 0.0079, 3.0769, 0.0118, 2.9672, 0.0096},
      {StructureKind::kTree, 4, UcbRule::kLinUcb, 3.0918, 0.0344, 3.1804, 0.0298, 3.0672, 0.0379},
      {StructureKind::kTree, 6, UcbRule::kUcb1, 2.9025, 0.0210, 3.0484, 0.0226, 2.9616, 0.0234},
      {StructureKind::kTree, 6, UcbRule::kLinUcb, 3.0124, 0.0249, 3.1301, 0.0264, 3.0477, 0.0243},
      {StructureKind::kLayered, 4, UcbRule::kUcb1, 3.0779, 0.0179, 3.1656, 0.0198, 3.0561, 0.0230},
      {StructureKind::kLayered, 4, UcbRule::kLinUcb, 3.0492, 0.0214, 3.1325, 0.0218, 3.0290, 0.0252},
      {StructureKind::kLayered, 6, UcbRule::kUcb1, 3.1366, 0.0176, 3.2451, 0.0208, 3.1214, 0.0168},
      {StructureKind::kLayered, 6, UcbRule::kLinUcb, 3.0825, 0.0209, 3.1781, 0.0268, 3.0660, 0.0224},
  };
  return rows;
}

constexpr double kWbridge5Test = 2.9550;  // thesis Table 4.2, thesis IMPs

// SAYC when registered, else the CSTSR baseline (below).
std::unique_ptr<Bidder> ReferenceBidder(const BanditExperimentData& data, std::string& name);

}  // namespace

ExperimentOutput RunTable42(const BanditExperimentOptions& o, const BanditExperimentData& data, RunLog& log,
                            std::ostream& err) {
  const std::uint64_t iterations = ExperimentIterations(o, BanditParams().iterations);
  const std::vector<double> ps = o.quick ? std::vector<double>{0, 0.5} : std::vector<double>{0, 0.25, 0.5, 0.75, 1};
  const std::vector<double> alphas = o.quick ? std::vector<double>{4, 64} : std::vector<double>{1, 4, 16, 64, 256};
  const int seeds = o.seeds > 0 ? o.seeds : (o.quick ? 2 : 5);
  // The full table is about 290 trainings (an hour or more): each run's costs
  // are logged as it ends, and a stopped experiment resumes from the log.
  if (log.size() > 0) err << "table4.2: " << log.size() << " runs already in " << log.path() << "\n";
  const std::size_t runs = Table42Rows().size() * (ps.size() * alphas.size() + static_cast<std::size_t>(seeds));
  const auto key_of = [&](const BanditParams& p) { return DataLine(data, o) + "; " + p.Describe(); };
  // Every run's costs, by key: the grid of every row first, then each row's
  // seeds at its chosen (p, α); under mpirun the ranks share each phase.
  std::map<std::string, nlohmann::json> known;
  std::size_t run = 0;
  const auto run_all = [&](const std::vector<BanditParams>& params) {
    SharedRuns shared;
    for (const BanditParams& p : params) shared.keys.push_back(key_of(p));
    shared.run = [&](std::size_t i) {
      const auto model = TrainQuiet(params[i], data.train, o.threads);
      return nlohmann::json{{"train", AverageCost(model, data.train_scored)},
                            {"validation", AverageCost(model, data.validation)},
                            {"test", AverageCost(model, data.test)},
                            {"validation_other", AverageCost(model, data.validation_other)},
                            {"test_other", AverageCost(model, data.test_other)}};
    };
    // Runs logged before the other arithmetic was measured are run again.
    shared.usable = [](const nlohmann::json& logged) { return logged.contains("test_other"); };
    shared.report = [&](std::size_t i, const nlohmann::json& costs, bool logged) {
      err << "table4.2 run " << ++run << "/" << runs << ": " << params[i].Describe() << ": validation "
          << costs["validation"].get<double>() << (logged ? " (logged)" : "") << "\n";
    };
    known.merge(RunAcrossRanks(shared, log));
  };
  const auto costs_of = [&](const BanditParams& p) { return known.at(key_of(p)); };
  const auto base_of = [&](const Table42Row& row) {
    BanditParams base;
    base.structure = row.structure;
    base.depth = row.depth;
    base.width = 5;
    base.ucb = row.ucb;
    base.iterations = iterations;
    base.seed = 1;
    return base;
  };
  const auto grid_of = [&](const BanditParams& base) {
    std::vector<BanditParams> grid;
    for (double pen : ps)
      for (double alpha : alphas) {
        BanditParams p = base;
        p.penetrate = pen;
        p.alpha = alpha;
        grid.push_back(p);
      }
    return grid;
  };
  // The (p, α) of the lowest validation cost (the first of equals).
  const auto best_of = [&](const BanditParams& base) {
    double best_cost = 1e9;
    BanditParams best = base;
    for (const BanditParams& p : grid_of(base))
      if (const double cost = costs_of(p)["validation"].get<double>(); cost < best_cost) best_cost = cost, best = p;
    return best;
  };
  const auto seeds_of = [&](const BanditParams& best) {
    std::vector<BanditParams> runs_of_seeds;
    for (int seed = 1; seed <= seeds; ++seed) {
      BanditParams p = best;
      p.seed = static_cast<std::uint64_t>(seed);
      runs_of_seeds.push_back(p);
    }
    return runs_of_seeds;
  };
  std::vector<BanditParams> grids, chosen;
  for (const Table42Row& row : Table42Rows())
    for (const BanditParams& p : grid_of(base_of(row))) grids.push_back(p);
  run_all(grids);
  for (const Table42Row& row : Table42Rows())
    for (const BanditParams& p : seeds_of(best_of(base_of(row)))) chosen.push_back(p);
  run_all(chosen);

  std::ostringstream md;
  md << "# Table 4.2: Average cost using different model structures\n\n"
     << "M = 5, λ = 1e-3, full update, pile 100, " << iterations << " iterations; (p, α) chosen on validation (seed 1) "
     << "from p ∈ {";
  for (std::size_t i = 0; i < ps.size(); ++i) md << (i ? ", " : "") << ps[i];
  md << "}, α ∈ {";
  for (std::size_t i = 0; i < alphas.size(); ++i) md << (i ? ", " : "") << alphas[i];
  md << "}; mean ± sd over " << seeds << " seeds. " << DataLine(data, o) << ".\n\n";
  // The reference on the same deals, in both arithmetics: a claim of
  // reproduction is bandit − reference beside the thesis's bandit − Wbridge5.
  std::string reference_name;
  const std::unique_ptr<Bidder> reference = ReferenceBidder(data, reference_name);
  EvalOptions eo;
  const auto ref_cost = [&](const std::vector<ScoredDeal>& deals) {
    return deals.empty() ? std::nan("") : Evaluate(*reference, deals, eo).avg_cost;
  };
  const double ref_validation = ref_cost(data.validation), ref_test = ref_cost(data.test);
  const double ref_validation_other = ref_cost(data.validation_other), ref_test_other = ref_cost(data.test_other);
  const bool thesis_first = data.scale == ImpScale::kThesis;
  const std::string here = thesis_first ? "thesis IMPs" : "WBF", there = thesis_first ? "WBF" : "thesis IMPs";
  const double ref_test_thesis = thesis_first ? ref_test : ref_test_other;
  md << "Costs in " << here << " (the arithmetic the bandit learned from) and in " << there
     << "; the thesis's are in thesis IMPs on its own deals, so compare the differences to a reference on the same "
        "deals: ours − "
     << reference_name << " beside the thesis's − Wbridge5 (2.9550 test), both in thesis IMPs.\n\n"
     << "<!-- compare: validation (thesis IMPs) = thesis validation; test (thesis IMPs) = thesis test; "
        "test − reference (thesis IMPs) = thesis test − Wbridge5 -->\n"
     << "| model | UCB | p | α | train | validation (" << here << ") | test (" << here << ") | validation (" << there
     << ") | test (" << there
     << ") | test − reference (thesis IMPs) | thesis validation | thesis test | thesis test − "
        "Wbridge5 |\n"
     << "|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  nlohmann::json j = {{"experiment", "table4.2"},
                      {"data", DataLine(data, o)},
                      {"imp_scale", ImpScaleName(data.scale)},
                      {"other_imp_scale", ImpScaleName(data.other_scale())},
                      {"reference",
                       {{"name", reference_name},
                        {"validation", ref_validation},
                        {"test", ref_test},
                        {"validation_other", ref_validation_other},
                        {"test_other", ref_test_other}}},
                      {"rows", nlohmann::json::array()}};
  for (const Table42Row& row : Table42Rows()) {
    const BanditParams best = best_of(base_of(row));
    nlohmann::json grid = nlohmann::json::array();
    for (const BanditParams& p : grid_of(base_of(row)))
      grid.push_back({{"p", p.penetrate}, {"alpha", p.alpha}, {"validation_cost", costs_of(p)["validation"]}});
    std::vector<double> train, validation, test, validation_other, test_other;
    for (const BanditParams& p : seeds_of(best)) {
      const nlohmann::json costs = costs_of(p);
      train.push_back(costs["train"].get<double>());
      validation.push_back(costs["validation"].get<double>());
      test.push_back(costs["test"].get<double>());
      validation_other.push_back(costs["validation_other"].get<double>());
      test_other.push_back(costs["test_other"].get<double>());
    }
    const MeanSd tr = Summarise(train), va = Summarise(validation), te = Summarise(test);
    const MeanSd vo = Summarise(validation_other), to = Summarise(test_other);
    const double test_thesis = thesis_first ? te.mean : to.mean;
    const std::string name = (row.depth == 2 ? std::string("Tree/Layered") : StructureKindName(row.structure)) +
                             ", ℓ = " + std::to_string(row.depth);
    md << "| " << name << " | " << UcbRuleName(row.ucb) << " | " << best.penetrate << " | " << best.alpha << " | "
       << FormatCost(tr.mean, tr.sd) << " | " << FormatCost(va.mean, va.sd) << " | " << FormatCost(te.mean, te.sd)
       << " | " << FormatCost(vo.mean, vo.sd) << " | " << FormatCost(to.mean, to.sd) << " | "
       << SignedCost(test_thesis - ref_test_thesis) << " | "
       << FormatCost(row.thesis_validation, row.thesis_validation_sd) << " | "
       << FormatCost(row.thesis_test, row.thesis_test_sd) << " | " << SignedCost(row.thesis_test - kWbridge5Test)
       << " |\n";
    j["rows"].push_back({{"structure", StructureKindName(row.structure)},
                         {"depth", row.depth},
                         {"ucb", UcbRuleName(row.ucb)},
                         {"chosen_p", best.penetrate},
                         {"chosen_alpha", best.alpha},
                         {"grid", grid},
                         {"train", train},
                         {"validation", validation},
                         {"test", test},
                         {"train_mean", tr.mean},
                         {"train_sd", tr.sd},
                         {"validation_mean", va.mean},
                         {"validation_sd", va.sd},
                         {"test_mean", te.mean},
                         {"test_sd", te.sd},
                         {"validation_other", validation_other},
                         {"test_other", test_other},
                         {"validation_other_mean", vo.mean},
                         {"validation_other_sd", vo.sd},
                         {"test_other_mean", to.mean},
                         {"test_other_sd", to.sd},
                         {"test_minus_reference_thesis_imps", test_thesis - ref_test_thesis},
                         {"thesis_test_minus_wbridge5", row.thesis_test - kWbridge5Test},
                         {"thesis",
                          {{"train", row.thesis_train},
                           {"train_sd", row.thesis_train_sd},
                           {"validation", row.thesis_validation},
                           {"validation_sd", row.thesis_validation_sd},
                           {"test", row.thesis_test},
                           {"test_sd", row.thesis_test_sd}}}});
  }
  md << "| " << reference_name << " (ours) | | | | | " << FormatCost(ref_validation) << " | " << FormatCost(ref_test)
     << " | " << FormatCost(ref_validation_other) << " | " << FormatCost(ref_test_other) << " | 0 | | | |\n"
     << "| Wbridge5 (thesis) | | | | | | | | | | 3.0527 | 2.9550 | 0 |\n";
  return BanditExperimentOutput("table4.2", md.str(), std::move(j));
}

namespace {

// The model given, or the default configuration trained now.
std::shared_ptr<const BanditModel> ModelOf(const ComparisonModel& given, const BanditExperimentOptions& o,
                                           const BanditExperimentData& data, std::ostream& err,
                                           std::string& described) {
  if (given.model) {
    described = given.file;
    return given.model;
  }
  BanditParams p;
  p.iterations = ExperimentIterations(o, p.iterations);
  described = "default configuration trained now (" + p.Describe() + ")";
  err << "training the bandit model: " << p.Describe() << "\n";
  return TrainQuiet(p, data.train, o.threads);
}

// SAYC when registered, else the CSTSR baseline (condensed2, λ on validation).
std::unique_ptr<Bidder> ReferenceBidder(const BanditExperimentData& data, std::string& name) {
  RegisterAllBidders();
  for (const BidderEntry& e : RegisteredBidders())
    if (e.name == "sayc") {
      name = "SAYC (bidlab's rule-based bidder)";
      return MakeBidder("sayc");
    }
  CstsrParams params;
  params.features = {FeatureSet::kCondensed2, false};
  name = "CSTSR baseline (condensed2)";
  return std::make_unique<OneCallBidder>(TrainCstsr(params, data.train_examples, data.validation_examples).model);
}

}  // namespace

ExperimentOutput RunTable43(const BanditExperimentOptions& o, const BanditExperimentData& data,
                            const ComparisonModel& given, std::ostream& err) {
  std::string described, reference_name;
  const auto model = ModelOf(given, o, data, err, described);
  const std::unique_ptr<Bidder> reference = ReferenceBidder(data, reference_name);
  const std::vector<ScoredDeal>& deals = data.test.empty() ? data.validation : data.test;
  EvalOptions eo;
  eo.keep_auctions = true;
  const EvalResult ours = Evaluate(BanditBidder(model), deals, eo);
  const EvalResult theirs = Evaluate(*reference, deals, eo);
  // (a) grouped by our contract, (b) by the reference's: total reference
  // cost minus ours, and the number of deals.
  // The same contracts priced in the other arithmetic too.
  const std::vector<ScoredDeal>& other = data.test.empty() ? data.validation_other : data.test_other;
  std::array<long, kNumContractTypes> diff_a{}, diff_b{}, other_a{}, other_b{};
  std::array<long, kNumContractTypes> count_a{}, count_b{};
  double ours_other = 0, theirs_other = 0;
  for (std::size_t i = 0; i < deals.size(); ++i) {
    const long d = theirs.outcomes[i].cost - ours.outcomes[i].cost;
    const auto& other_costs = other[i].cost.costs;
    const int our_other = other_costs[static_cast<std::size_t>(ours.outcomes[i].final_call.index())];
    const int their_other = other_costs[static_cast<std::size_t>(theirs.outcomes[i].final_call.index())];
    ours_other += our_other, theirs_other += their_other;
    const auto a = static_cast<std::size_t>(ContractTypeOf(ours.outcomes[i].final_call));
    const auto b = static_cast<std::size_t>(ContractTypeOf(theirs.outcomes[i].final_call));
    diff_a[a] += d, ++count_a[a], other_a[a] += their_other - our_other;
    diff_b[b] += d, ++count_b[b], other_b[b] += their_other - our_other;
  }
  ours_other /= static_cast<double>(std::max<std::size_t>(deals.size(), 1));
  theirs_other /= static_cast<double>(std::max<std::size_t>(deals.size(), 1));
  const auto scale_label = [](ImpScale s) { return s == ImpScale::kThesis ? "thesis IMPs" : "WBF"; };
  static const std::array<int, kNumContractTypes> kThesisDiffA = {1205, 1506, -1878, -164, 11};
  static const std::array<int, kNumContractTypes> kThesisCountA = {1907, 5900, 2131, 61, 1};
  static const std::array<int, kNumContractTypes> kThesisDiffB = {-12, 4205, -1607, -1612, -294};
  static const std::array<int, kNumContractTypes> kThesisCountB = {2116, 4779, 2670, 406, 29};
  std::ostringstream md;
  md << "# Table 4.3: Comparison with the reference bidder by type of contract\n\n"
     << "Bandit model: " << described << ". Reference: " << reference_name << " (the thesis's: Wbridge5). "
     << (data.test.empty() ? "Validation" : "Test") << " split, " << deals.size() << " deals. " << DataLine(data, o)
     << ".\n\nDifference = total cost of the reference − total cost of the bandit model (positive: the bandit is "
        "better). Average costs: bandit "
     << FormatCost(ours.avg_cost) << ", reference " << FormatCost(theirs.avg_cost) << " (" << scale_label(data.scale)
     << "); " << FormatCost(ours_other) << " and " << FormatCost(theirs_other) << " ("
     << scale_label(data.other_scale())
     << "). The thesis's differences are in thesis IMPs, against Wbridge5 on its "
        "own deals.\n\n";
  nlohmann::json j = {{"experiment", "table4.3"},
                      {"data", DataLine(data, o)},
                      {"model", described},
                      {"reference", reference_name},
                      {"deals", deals.size()},
                      {"bandit_avg_cost", ours.avg_cost},
                      {"reference_avg_cost", theirs.avg_cost},
                      {"imp_scale", ImpScaleName(data.scale)},
                      {"other_imp_scale", ImpScaleName(data.other_scale())},
                      {"bandit_avg_cost_other", ours_other},
                      {"reference_avg_cost_other", theirs_other}};
  for (int part = 0; part < 2; ++part) {
    md << (part == 0 ? "(a) By contracts from the bandit model\n\n" : "\n(b) By contracts from the reference\n\n")
       << "<!-- compare: difference (thesis IMPs) = thesis difference -->\n"
       << "| type | difference (" << scale_label(data.scale) << ") | difference (" << scale_label(data.other_scale())
       << ") | deals | thesis difference | thesis deals |\n|---|---|---|---|---|---|\n";
    nlohmann::json rows = nlohmann::json::array();
    for (int t = 0; t < kNumContractTypes; ++t) {
      const auto k = static_cast<std::size_t>(t);
      const long diff = part == 0 ? diff_a[k] : diff_b[k];
      const long diff_other = part == 0 ? other_a[k] : other_b[k];
      const long count = part == 0 ? count_a[k] : count_b[k];
      const int thesis_diff = part == 0 ? kThesisDiffA[k] : kThesisDiffB[k];
      const int thesis_count = part == 0 ? kThesisCountA[k] : kThesisCountB[k];
      const std::string type = ContractTypeName(static_cast<ContractType>(t));
      md << "| " << type << " | " << diff << " | " << diff_other << " | " << count << " | " << thesis_diff << " | "
         << thesis_count << " |\n";
      rows.push_back({{"type", type},
                      {"difference", diff},
                      {"difference_other", diff_other},
                      {"deals", count},
                      {"thesis_difference", thesis_diff},
                      {"thesis_deals", thesis_count}});
    }
    j[part == 0 ? "by_bandit_contract" : "by_reference_contract"] = rows;
  }
  return BanditExperimentOutput("table4.3", md.str(), std::move(j));
}

ExperimentOutput RunTable44(const BanditExperimentOptions& o, const BanditExperimentData& data,
                            const ComparisonModel& given, std::ostream& err) {
  std::string described, reference_name;
  const auto model = ModelOf(given, o, data, err, described);
  const std::unique_ptr<Bidder> reference = ReferenceBidder(data, reference_name);
  const bool on_test = !data.test.empty();
  const BanditBidder bandit(model);
  // Both arithmetics: the experiment's, then the other.
  struct Costs {
    double ours_assumed, ours_real, ref_assumed, ref_real;
  };
  const auto costs_in = [&](const std::vector<ScoredDeal>& deals, ImpScale scale) {
    EvalOptions assumed, real;
    real.declarer = DeclarerRule::kReal;
    real.scale = scale;
    return Costs{Evaluate(bandit, deals, assumed).avg_cost, Evaluate(bandit, deals, real).avg_cost,
                 Evaluate(*reference, deals, assumed).avg_cost, Evaluate(*reference, deals, real).avg_cost};
  };
  const std::vector<ScoredDeal>& deals = on_test ? data.test : data.validation;
  const Costs here = costs_in(deals, data.scale);
  const Costs there = costs_in(on_test ? data.test_other : data.validation_other, data.other_scale());
  const double ours_assumed = here.ours_assumed, ours_real = here.ours_real;
  const double ref_assumed = here.ref_assumed, ref_real = here.ref_real;
  const Costs& thesis_costs = data.scale == ImpScale::kThesis ? here : there;
  const auto scale_label = [](ImpScale s) { return s == ImpScale::kThesis ? "thesis IMPs" : "WBF"; };
  std::ostringstream md;
  md << "# Table 4.4: Effect of using the real declarer\n\n"
     << "Bandit model: " << described << ". Reference: " << reference_name << ". " << (on_test ? "Test" : "Validation")
     << " split, " << deals.size() << " deals. " << DataLine(data, o)
     << ". The thesis's figures are in thesis IMPs on its own deals.\n\n"
     << "<!-- compare: difference = thesis difference -->\n"
     << "| bidder | IMPs | assumed declarer | real declarer | difference | thesis assumed | thesis real | thesis "
        "difference |\n"
     << "|---|---|---|---|---|---|---|---|\n";
  for (const auto& [c, scale] : {std::pair{here, data.scale}, std::pair{there, data.other_scale()}}) {
    const bool thesis = scale == ImpScale::kThesis;
    md << "| bandit model | " << scale_label(scale) << " | " << FormatCost(c.ours_assumed) << " | "
       << FormatCost(c.ours_real) << " | " << FormatCost(c.ours_real - c.ours_assumed) << " | "
       << (thesis ? "2.8870 | 2.9435 | 0.0565" : "| |") << " |\n"
       << "| " << reference_name << " | " << scale_label(scale) << " | " << FormatCost(c.ref_assumed) << " | "
       << FormatCost(c.ref_real) << " | " << FormatCost(c.ref_real - c.ref_assumed) << " | "
       << (thesis ? "2.9550 (Wbridge5) | 3.0314 (Wbridge5) | 0.0764" : "| |") << " |\n";
  }
  md << "\nBandit − reference, assumed declarer, thesis IMPs: ours "
     << FormatCost(thesis_costs.ours_assumed - thesis_costs.ref_assumed) << ", the thesis's (best model − Wbridge5) "
     << FormatCost(2.8870 - 2.9550) << ".\n";
  nlohmann::json j = {{"experiment", "table4.4"},
                      {"data", DataLine(data, o)},
                      {"model", described},
                      {"reference", reference_name},
                      {"deals", deals.size()},
                      {"imp_scale", ImpScaleName(data.scale)},
                      {"bandit", {{"assumed", ours_assumed}, {"real", ours_real}}},
                      {"reference_costs", {{"assumed", ref_assumed}, {"real", ref_real}}},
                      {"other_imp_scale", ImpScaleName(data.other_scale())},
                      {"bandit_other", {{"assumed", there.ours_assumed}, {"real", there.ours_real}}},
                      {"reference_costs_other", {{"assumed", there.ref_assumed}, {"real", there.ref_real}}},
                      {"thesis",
                       {{"best_model", {{"assumed", 2.8870}, {"real", 2.9435}}},
                        {"wbridge5", {{"assumed", 2.9550}, {"real", 3.0314}}}}}};
  return BanditExperimentOutput("table4.4", md.str(), std::move(j));
}

ExperimentOutput RunTableA1(const BanditExperimentOptions& o, const BanditExperimentData* data,
                            const ComparisonModel& given, std::ostream& err) {
  std::vector<std::string> names;
  std::vector<std::vector<OpeningSummary>> columns;
  nlohmann::json j = {{"experiment", "tablea.1"}, {"columns", nlohmann::json::array()}};
  std::string described;
  std::shared_ptr<const BanditModel> model;
  const BanditExperimentData none;
  model = ModelOf(given, o, data != nullptr ? *data : none, err, described);
  if (!given.model && data != nullptr) j["data"] = DataLine(*data, o);
  BanditBidder bandit(model);
  names.push_back("bandit " + StructureKindName(model->params().structure) +
                  ", ℓ = " + std::to_string(model->params().depth));
  columns.push_back(OpeningTable(bandit));
  RegisterAllBidders();
  std::string failures;
  for (const BidderEntry& e : RegisteredBidders())
    if (e.name == "sayc") {
      const std::unique_ptr<Bidder> sayc = MakeBidder("sayc");
      names.push_back("SAYC (bidlab)");
      double failed = 0;
      std::string first;
      columns.push_back(OpeningTable(*sayc, &failed, &first));
      if (failed > 0) {
        char text[64];
        std::snprintf(text, sizeof text, "%.2f%%", 100 * failed);
        failures =
            "\n\nThe sayc bidder failed on " + std::string(text) + " of hands (left out), first: " + first + ".\n";
        j["sayc_failed_share"] = failed;
      }
    }
  for (std::size_t c = 0; c < names.size(); ++c) {
    nlohmann::json rows = nlohmann::json::array();
    for (const OpeningSummary& s : columns[c])
      rows.push_back({{"call", CallName(s.call)},
                      {"share", s.share},
                      {"hcp", {s.hcp_low, s.hcp_high}},
                      {"balanced", s.balanced},
                      {"description", s.description}});
    j["columns"].push_back({{"name", names[c]}, {"rows", rows}});
  }
  j["model"] = described;
  std::ostringstream md;
  md << "# Table A.1: Table of opening bids\n\nBandit model: " << described
     << ". Each bidder's opening call for every (HCP, suit-length pattern) class, weighted by its number of hands; "
        "HCP range = central 99% of the hands opening with the call, suit conditions = central 95% (shown when "
        "the suit is 4+ long or at most 2 long); [share of all hands]. The thesis's models (tree ℓ = 4 and 6) "
        "open PASS with 0-11/0-12 HCP, 1NT and 2NT 'Not used', 3NT with 19-29 HCP and no long suit.\n\n"
     << OpeningTableMarkdown(names, columns) << failures;
  return BanditExperimentOutput("tablea.1", md.str(), std::move(j));
}

}  // namespace bidlab
