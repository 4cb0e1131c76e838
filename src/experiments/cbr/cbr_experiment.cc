#include "experiments/cbr/cbr_experiment.h"

#include <chrono>
#include <cstdio>
#include <map>
#include <memory>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/opening_examples.h"
#include "experiments/charts/line_chart_svg.h"
#include "learn/cbr/case_sources.h"
#include "learn/cbr/cbr_model.h"
#include "learn/cbr/paper_tables.h"
#include "learn/opening_only_bidder.h"
#include "learn/pass_bidder.h"
#include "learn/registry.h"

namespace bidlab::cbr {

namespace {

double Seconds(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double Percent(std::size_t part, std::size_t whole) {
  return whole ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0;
}

std::string Fmt(const char* format, double a) {
  char s[64];
  std::snprintf(s, sizeof s, format, a);
  return s;
}

const SweepRow& RowFor(const std::vector<SweepRow>& rows, int k) {
  for (const SweepRow& r : rows)
    if (r.k == k) return r;
  throw Error("cbr experiment: no row for k " + std::to_string(k));
}

std::vector<Case> Prefix(const std::vector<Case>& cases, std::size_t n) {
  return {cases.begin(), cases.begin() + static_cast<std::ptrdiff_t>(std::min(n, cases.size()))};
}

}  // namespace

CbrExperimentResult RunCbrExperiment(const CbrExperimentOptions& o, const ExperimentProgress& progress) {
  CbrExperimentResult result;
  result.ks = PaperKs();
  auto report = [&](const std::string& stage) {
    return [&progress, stage](std::size_t done, std::size_t total) {
      if (progress) progress(stage, done, total);
    };
  };

  // SAYC's openings for North's hands of deals 0 … n-1: every SAYC case base
  // below is a prefix (deals 0-79,999 are the training range).
  const std::size_t all = o.quick ? 5000 : kStandardCount;
  const std::vector<Case> sayc =
      SaycOpeningCases(0, all, [&](std::uint64_t done) { report("SAYC openings")(done, all); });
  const std::vector<std::size_t> curve_sizes =
      o.quick ? std::vector<std::size_t>{500, 1000, 2091, 5000}
              : std::vector<std::size_t>{500, 1000, 2091, 5000, 10000, 20000, 50000, 100000};
  const std::vector<std::size_t> table_sizes =
      o.quick ? std::vector<std::size_t>{2091, 5000} : std::vector<std::size_t>{2091, 10000, 100000};

  auto sweep = [&](const std::string& name, const std::string& description, std::vector<Case> cases) {
    const auto start = std::chrono::steady_clock::now();
    const CaseIndex index(std::move(cases));
    SweptBase base{name, description, LeaveOneOutSweep(index, result.ks, report("leave-one-out " + name)), 0};
    base.seconds = Seconds(start);
    return base;
  };

  std::vector<Case> pbn_cases;
  if (o.real_cases) {
    const CaseSource& real = *o.real_cases;
    pbn_cases = real.cases;
    if (o.quick && pbn_cases.size() > 3000) pbn_cases.resize(3000);
    result.bases.push_back(sweep("pbn",
                                 real.description + " (all four positions; a case is answered only by cases "
                                                    "at its position, never by another table's copy of its own hand)",
                                 pbn_cases));
  }
  std::map<std::size_t, const SweptBase*> by_size;
  std::vector<SweptBase> curve_bases;
  curve_bases.reserve(curve_sizes.size());
  for (const std::size_t n : curve_sizes) {
    const std::string last = std::to_string(n - 1);
    curve_bases.push_back(
        sweep("sayc-" + std::to_string(n),
              "SAYC openings for North's hands of standard deals 0-" + last +
                  (n > SplitRange(kStandardCount, Split::kTrain).size() ? " (all ranges: the sweep reads hands only)"
                                                                        : " (training range)"),
              Prefix(sayc, n)));
    result.curve.push_back({n, curve_bases.back().sweep});
  }
  for (const SweptBase& b : curve_bases) by_size[b.sweep.cases] = &b;
  for (const std::size_t n : table_sizes) result.bases.push_back(*by_size.at(n));

  if (!o.test_data) return result;

  // The openers on the test split, through the one eval path.
  std::vector<ScoredDeal> deals = ScoreDataset(*o.test_data, Split::kTest);
  if (o.quick && deals.size() > 1000) deals.resize(1000);
  if (deals.empty()) throw Error(o.test_source + ": no test deals to score the openers on");
  result.test_source = o.test_source;
  result.test_deals = deals.size();
  EvalOptions eval_options;
  eval_options.threads = o.threads;
  RegisterAllBidders();
  const std::unique_ptr<Bidder> sayc_bidder = MakeBidder("sayc");
  const Auction empty;
  std::vector<Call> sayc_openings;
  for (const ScoredDeal& d : deals) sayc_openings.push_back(sayc_bidder->Bid({Seat::kNorth, d.north, &empty, {}}));

  auto score = [&](const Bidder& bidder, const std::string& base, int k, double loo, const CbrModel* model) {
    if (progress) progress("eval " + bidder.Name() + (base.empty() ? "" : " on " + base), 0, deals.size());
    ImpRow row{bidder.Name(), base, k, loo, Evaluate(bidder, deals, eval_options), -1};
    if (progress) progress("eval " + bidder.Name() + (base.empty() ? "" : " on " + base), deals.size(), deals.size());
    if (model) {
      std::size_t agree = 0;
      for (std::size_t i = 0; i < deals.size(); ++i) agree += model->Decide(deals[i].north, 1).call == sayc_openings[i];
      row.sayc_agreement = Percent(agree, deals.size());
    }
    result.imp.push_back(std::move(row));
  };
  score(PassBidder(), "", 0, 0, nullptr);
  score(*sayc_bidder, "", 0, 0, nullptr);
  score(OpeningOnlyBidder(MakeBidder("sayc")), "", 0, 0, nullptr);
  score(OpeningOnlyBidder(MakeBidder("sayc"), /*south_opens_too=*/true), "", 0, 0, nullptr);

  auto score_cbr = [&](const std::string& base_name, const std::string& description, const std::vector<Case>& cases,
                       const SweepResult& loo) {
    for (const bool adapt : {false, true}) {
      const std::vector<SweepRow>& rows = adapt ? loo.adapted : loo.plain;
      const int k = BestK(rows);
      const auto model = std::make_shared<const CbrModel>(cases, CbrParams{k, adapt}, description);
      const double loo_percent = Percent(RowFor(rows, k).correct, loo.cases);
      score(CbrBidder(model), base_name, k, loo_percent, model.get());
      if (adapt)
        score(OpeningOnlyBidder(std::make_unique<CbrBidder>(model), true), base_name, k, loo_percent, model.get());
    }
  };
  const std::size_t train_deals = SplitRange(kStandardCount, Split::kTrain).size();
  const std::vector<std::size_t> train_sizes =
      o.quick ? std::vector<std::size_t>{2091, 5000} : std::vector<std::size_t>{2091, 10000, train_deals};
  for (const std::size_t n : train_sizes) {
    const std::vector<Case> cases = Prefix(sayc, n);
    const std::string name = "sayc-" + std::to_string(n);
    const auto found = by_size.find(n);
    const SweepResult loo = found != by_size.end()
                                ? found->second->sweep
                                : LeaveOneOutSweep(CaseIndex(cases), result.ks, report("leave-one-out " + name));
    score_cbr(name, "SAYC openings, standard training deals 0-" + std::to_string(n - 1), cases, loo);
  }
  if (!pbn_cases.empty()) score_cbr("pbn", "opening calls of the real records", pbn_cases, result.bases.front().sweep);
  return result;
}

namespace {

// The share first: it, not the count, is comparable across case bases.
std::string Count(std::size_t n, std::size_t of) {
  return Fmt("%.2f%%", Percent(n, of)) + " (" + std::to_string(n) + ")";
}

std::string PaperCell(const PaperRow* row, bool with_percent) {
  if (!row) return "-";
  return with_percent ? Fmt("%.2f%%", row->percent) + " (" + std::to_string(row->correct) + ")"
                      : std::to_string(row->passes);
}

const PaperRow* PaperRowFor(const std::array<PaperRow, 20>& table, int k) {
  for (const PaperRow& r : table)
    if (r.k == k) return &r;
  return nullptr;
}

}  // namespace

std::string CbrExperimentMarkdown(const CbrExperimentResult& r) {
  std::string md = "# CBR opening bids: CBridge1 and CBridge1a (Bellamy-McIntyre, chapter 4)\n\n";
  md +=
      "Leave-one-out on each case base: every case is taken out and its call asked of the rest "
      "(similarity: 51 x HCP ratio + 9 x each suit-length ratio + 1 per shared card; ratio = min/max, 0/0 = 1; "
      "majority of the K nearest, ties to the more similar case). The paper's columns are its 2,091 WBridge5 "
      "cases (tables of sections 4.4 and 4.6; K = 60 only described in words).\n";
  for (const SweptBase& b : r.bases) {
    const SweepResult& s = b.sweep;
    md += "\n## Case base " + b.name + ": " + std::to_string(s.cases) + " cases, " + Count(s.pass_cases, s.cases) +
          " PASS\n\n" + b.description + ". Leave-one-out for all K in " + Fmt("%.2f s", b.seconds) + ".\n\n";
    // Shares of correct answers and similarities are like for like; PASS
    // answers are counts from a case base of another size.
    md +=
        "<!-- compare: ours correct = paper CBridge1 correct; ours avg sim = paper avg sim; ours 1a correct = "
        "paper CBridge1a correct -->\n"
        "| K | paper CBridge1 correct | ours correct | paper avg sim | ours avg sim | paper PASS answers | "
        "ours PASS answers | paper CBridge1a correct | ours 1a correct | paper 1a PASS answers | ours 1a PASS answers "
        "|\n"
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (std::size_t i = 0; i < s.plain.size(); ++i) {
      const SweepRow& p = s.plain[i];
      const SweepRow& a = s.adapted[i];
      const PaperRow* p1 = PaperRowFor(kPaperCBridge1, p.k);
      const PaperRow* p1a = PaperRowFor(kPaperCBridge1a, p.k);
      md += "| " + std::to_string(p.k) + " | " + PaperCell(p1, true) + " | " + Count(p.correct, s.cases) + " | " +
            (p1 ? Fmt("%.2f%%", p1->avg_similarity) : "-") + " | " + Fmt("%.2f%%", p.avg_similarity) + " | " +
            PaperCell(p1, false) + " | " + std::to_string(p.passes) + " | " + PaperCell(p1a, true) + " | " +
            Count(a.correct, s.cases) + " | " + PaperCell(p1a, false) + " | " + std::to_string(a.passes) + " |\n";
    }
  }

  md +=
      "\n## The PASS majority (section 4.4)\n\n"
      "The paper: PASS is the correct call for 53% of its cases; as K grows PASS wins more votes, the accuracy "
      "climbs to that 53% and stops; at K = 1 only 142 of 970 non-PASS cases were answered correctly (14.6%).\n\n"
      "| case base | cases | PASS cases | best K (CBridge1) | accuracy at best K | always PASS | PASS answers K=1 | "
      "K=20 | K=60 | non-PASS recovered K=1 | at best K | K=60 | CBridge1a best K | accuracy |\n"
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  auto pass_row = [&](const std::string& name, const SweepResult& s) {
    const int best = BestK(s.plain), best_a = BestK(s.adapted);
    const std::size_t non_pass = s.cases - s.pass_cases;
    const SweepRow &k1 = RowFor(s.plain, 1), &k20 = RowFor(s.plain, 20), &k60 = RowFor(s.plain, 60),
                   &kb = RowFor(s.plain, best);
    md += "| " + name + " | " + std::to_string(s.cases) + " | " + Fmt("%.1f%%", Percent(s.pass_cases, s.cases)) +
          " | " + std::to_string(best) + " | " + Fmt("%.2f%%", Percent(kb.correct, s.cases)) + " | " +
          Fmt("%.2f%%", Percent(s.pass_cases, s.cases)) + " | " + Fmt("%.1f%%", Percent(k1.passes, s.cases)) + " | " +
          Fmt("%.1f%%", Percent(k20.passes, s.cases)) + " | " + Fmt("%.1f%%", Percent(k60.passes, s.cases)) + " | " +
          Fmt("%.1f%%", Percent(k1.correct_non_pass, non_pass)) + " | " +
          Fmt("%.1f%%", Percent(kb.correct_non_pass, non_pass)) + " | " +
          Fmt("%.1f%%", Percent(k60.correct_non_pass, non_pass)) + " | " + std::to_string(best_a) + " | " +
          Fmt("%.2f%%", Percent(RowFor(s.adapted, best_a).correct, s.cases)) + " |\n";
  };
  md += "| paper (WBridge5) | 2091 | " + Fmt("%.1f%%", Percent(kPaperPassCases, kPaperCases)) + " | 13 | 53.42% | " +
        Fmt("%.2f%%", Percent(kPaperPassCases, kPaperCases)) + " | " + Fmt("%.1f%%", Percent(1127, kPaperCases)) +
        " | " + Fmt("%.1f%%", Percent(1943, kPaperCases)) + " | - | " +
        Fmt("%.1f%%", 100.0 * kPaperCorrectNonPassK1 / 970) + " | - | - | 18 | 54.81% |\n";
  for (const SweptBase& b : r.bases) pass_row(b.name, b.sweep);
  for (const SizePoint& p : r.curve) pass_row("sayc prefix " + std::to_string(p.cases), p.sweep);
  md +=
      "\nReading: \"PASS answers\" above \"PASS cases\" is the PASS majority creeping in as K grows; "
      "\"non-PASS recovered\" is the share of non-PASS cases answered with their own call.\n\n";
  auto finding = [&](const std::string& name, const SweepResult& s) {
    const SweepRow &k1 = RowFor(s.plain, 1), &k60 = RowFor(s.plain, 60), &kb = RowFor(s.plain, BestK(s.plain));
    const std::size_t non_pass = s.cases - s.pass_cases;
    md += "- " + name + " (" + std::to_string(s.cases) + " cases): PASS answered " +
          Fmt("%+.1f", Percent(k1.passes, s.cases) - Percent(s.pass_cases, s.cases)) +
          " points above the PASS share at "
          "K=1 and " +
          Fmt("%+.1f", Percent(k60.passes, s.cases) - Percent(s.pass_cases, s.cases)) + " at K=60; accuracy " +
          Fmt("%.1f%%", Percent(k1.correct, s.cases)) + " at K=1, " + Fmt("%.1f%%", Percent(kb.correct, s.cases)) +
          " at the best K (" + std::to_string(kb.k) + "), " + Fmt("%.1f%%", Percent(k60.correct, s.cases)) +
          " at K=60, against " + Fmt("%.1f%%", Percent(s.pass_cases, s.cases)) +
          " for always PASS; non-PASS recovered " + Fmt("%.1f%%", Percent(k1.correct_non_pass, non_pass)) +
          " at K=1, " + Fmt("%.1f%%", Percent(k60.correct_non_pass, non_pass)) + " at K=60.\n";
  };
  for (const SweptBase& b : r.bases) finding(b.name, b.sweep);

  if (!r.imp.empty()) {
    md += "\n## The CBR opener on the test split\n\n" + std::to_string(r.test_deals) + " test deals of " +
          r.test_source +
          ", through Evaluate (assumed declarer, WBF IMPs). The opener makes North's first call; "
          "every later call is PASS (\"-opening-only-either\": when North passes, South opens as a dealer would — the "
          "softmax opener's protocol). K chosen by leave-one-out accuracy on the case base (never on test). "
          "\"SAYC agreement\": share of the test hands opened exactly as SAYC opens them.\n\n"
          "| bidder | case base | K | leave-one-out accuracy | avg IMP cost | PASS | PARTIAL | GAME | SLAM | GRAND | "
          "SAYC agreement |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const ImpRow& row : r.imp) {
      md += "| " + row.bidder + " | " + (row.case_base.empty() ? "-" : row.case_base) + " | " +
            (row.k ? std::to_string(row.k) : "-") + " | " + (row.k ? Fmt("%.2f%%", row.loo_percent) : "-") + " | " +
            Fmt("%.4f", row.eval.avg_cost);
      for (const TypeTally& t : row.eval.by_type) md += " | " + std::to_string(t.deals);
      md += " | " + (row.sayc_agreement >= 0 ? Fmt("%.1f%%", row.sayc_agreement) : "-") + " |\n";
    }
    md += "\n(PASS … GRAND: how many deals ended in each type of contract.)\n";
  }
  return md;
}

nlohmann::json CbrExperimentJson(const CbrExperimentResult& r) {
  auto rows = [](const std::vector<SweepRow>& v) {
    nlohmann::json out = nlohmann::json::array();
    for (const SweepRow& x : v)
      out.push_back({{"k", x.k},
                     {"correct", x.correct},
                     {"correct_non_pass", x.correct_non_pass},
                     {"pass_answers", x.passes},
                     {"avg_similarity", x.avg_similarity}});
    return out;
  };
  auto sweep = [&](const SweepResult& s) {
    return nlohmann::json{
        {"cases", s.cases}, {"pass_cases", s.pass_cases}, {"cbridge1", rows(s.plain)}, {"cbridge1a", rows(s.adapted)}};
  };
  nlohmann::json j;
  j["experiment"] = "cbr";
  j["ks"] = r.ks;
  j["case_bases"] = nlohmann::json::array();
  for (const SweptBase& b : r.bases)
    j["case_bases"].push_back(
        {{"name", b.name}, {"description", b.description}, {"seconds", b.seconds}, {"sweep", sweep(b.sweep)}});
  j["accuracy_vs_size"] = nlohmann::json::array();
  for (const SizePoint& p : r.curve) j["accuracy_vs_size"].push_back({{"cases", p.cases}, {"sweep", sweep(p.sweep)}});
  auto paper = [](const std::array<PaperRow, 20>& t, bool similarity) {
    nlohmann::json out = nlohmann::json::array();
    for (const PaperRow& x : t) {
      nlohmann::json row = {{"k", x.k}, {"correct", x.correct}, {"percent", x.percent}, {"pass_answers", x.passes}};
      if (similarity) row["avg_similarity"] = x.avg_similarity;
      out.push_back(row);
    }
    return out;
  };
  j["paper"] = {{"cases", kPaperCases},
                {"pass_cases", kPaperPassCases},
                {"cbridge1", paper(kPaperCBridge1, true)},
                {"cbridge1a", paper(kPaperCBridge1a, false)}};
  j["test"] = {{"data", r.test_source}, {"deals", r.test_deals}, {"bidders", nlohmann::json::array()}};
  for (const ImpRow& row : r.imp) {
    nlohmann::json b = {{"bidder", row.bidder}, {"avg_cost", row.eval.avg_cost}, {"deals", row.eval.deals}};
    if (!row.case_base.empty()) {
      b["case_base"] = row.case_base;
      b["k"] = row.k;
      b["loo_percent"] = row.loo_percent;
      b["sayc_agreement_percent"] = row.sayc_agreement;
    }
    nlohmann::json types = nlohmann::json::object();
    for (int t = 0; t < kNumContractTypes; ++t)
      types[ContractTypeName(static_cast<ContractType>(t))] = {{"deals", row.eval.by_type[t].deals},
                                                               {"avg_cost", row.eval.by_type[t].AverageCost()}};
    b["by_type"] = types;
    j["test"]["bidders"].push_back(b);
  }
  return j;
}

std::string CbrAccuracySvg(const CbrExperimentResult& r) {
  ChartSeries k1{"CBridge1 K=1", {}, {}}, best{"CBridge1 best K", {}, {}}, best_a{"CBridge1a best K", {}, {}},
      k60{"CBridge1 K=60", {}, {}}, pass{"always PASS", {}, {}};
  for (const SizePoint& p : r.curve) {
    const double x = static_cast<double>(p.cases);
    const SweepResult& s = p.sweep;
    for (ChartSeries* c : {&k1, &best, &best_a, &k60, &pass}) c->x.push_back(x);
    k1.y.push_back(Percent(RowFor(s.plain, 1).correct, s.cases));
    best.y.push_back(Percent(RowFor(s.plain, BestK(s.plain)).correct, s.cases));
    best_a.y.push_back(Percent(RowFor(s.adapted, BestK(s.adapted)).correct, s.cases));
    k60.y.push_back(Percent(RowFor(s.plain, 60).correct, s.cases));
    pass.y.push_back(Percent(s.pass_cases, s.cases));
  }
  return LineChartSvg("CBR opening bids: leave-one-out accuracy vs case-base size (SAYC cases)", "cases",
                      "% of calls retrieved", {k1, best, best_a, k60, pass}, /*log_x=*/true);
}

ExperimentOutput CbrExperimentOutput(const CbrExperimentResult& result, const std::string& notes) {
  return {"cbr",
          CbrExperimentMarkdown(result) + notes,
          CbrExperimentJson(result),
          {{"cbr_accuracy_vs_size.svg", CbrAccuracySvg(result)}}};
}

}  // namespace bidlab::cbr
