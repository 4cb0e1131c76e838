// bidlab experiment figure4.1 | figure4.2 | figure4.3: the effect of the
// techniques of thesis §3.4 on the validation cost (§4.2), as learning
// curves. The thesis's settings: tree model, M = 5, λ = 10⁻³, UCB1;
// Figures 4.1-4.2 with ℓ = 4 and α ∈ {10, 100}, Figure 4.3 with ℓ ∈ {4, 6}
// and α ∈ {10, 50, 100}. The thesis gives these only as pictures (and the
// training times of Figure 4.2 as a small table); it states their findings,
// which the markdown quotes beside ours.
#include <cstdio>
#include <sstream>

#include "experiments/number_text.h"
#include "experiments/thesis/bandit_experiments.h"

namespace bidlab {

namespace {

BanditParams FigureBase(std::uint64_t iterations) {
  BanditParams p;
  p.structure = StructureKind::kTree;
  p.depth = 4;
  p.width = 5;
  p.ucb = UcbRule::kUcb1;
  p.lambda = 1e-3;
  p.penetrate = 0;  // penetration comes in Figure 4.3
  p.pile = 100;
  p.update = UpdateRule::kFull;
  p.iterations = iterations;
  p.seed = 1;
  return p;
}

// "validation (WBF) | validation (thesis IMPs)": the experiment's arithmetic first.
std::string CostColumns(const BanditExperimentData& data) {
  const auto name = [](ImpScale s) { return s == ImpScale::kThesis ? std::string("thesis IMPs") : std::string("WBF"); };
  return "final validation cost (" + name(data.scale) + ") | (" + name(data.other_scale()) + ")";
}

std::string FinalCosts(const LearningCurve& c) {
  return FormatCost(c.validation_cost.back()) + " | " + FormatCost(c.validation_cost_other.back());
}

}  // namespace

ExperimentOutput RunFigure41(const BanditExperimentOptions& o, const BanditExperimentData& data, std::ostream& log) {
  const BanditParams base = FigureBase(ExperimentIterations(o, BanditParams().iterations));
  std::vector<LearningCurve> curves;
  std::ostringstream md;
  md << "# Figure 4.1: FULL UPDATE versus SINGLE UPDATE\n\n"
     << "Tree model, ℓ = 4, M = 5, λ = 1e-3, UCB1, pile 100, p = 0, " << base.iterations << " iterations, seed 1. "
     << DataLine(data, o) << ".\n\n"
     << "Thesis (§4.2, Figure 4.1): \"FULL UPDATE outperforms SINGLE UPDATE\" for α ∈ {10, 100}.\n\n"
     << "| α | update | " << CostColumns(data) << " | training time (s) |\n|---|---|---|---|---|\n";
  for (double alpha : {10.0, 100.0})
    for (UpdateRule update : {UpdateRule::kFull, UpdateRule::kSingle}) {
      BanditParams p = base;
      p.alpha = alpha;
      p.update = update;
      curves.push_back(
          TrainWithCurve("alpha=" + Shortest(alpha) + " " + UpdateRuleName(update), p, data, 20, o.threads, log));
      md << "| " << alpha << " | " << UpdateRuleName(update) << " | " << FinalCosts(curves.back()) << " | "
         << Fixed(curves.back().train_seconds, 1) << " |\n";
    }
  nlohmann::json j = {{"experiment", "figure4.1"}, {"data", DataLine(data, o)}, {"curves", nlohmann::json::array()}};
  for (const LearningCurve& c : curves) j["curves"].push_back(CurveJson(c, data.scale));
  j["thesis"] = "FULL UPDATE outperforms SINGLE UPDATE (figure only, no numbers)";
  return BanditExperimentOutput("figure4.1", md.str(), std::move(j), curves);
}

ExperimentOutput RunFigure42(const BanditExperimentOptions& o, const BanditExperimentData& data, std::ostream& log) {
  const BanditParams base = FigureBase(ExperimentIterations(o, BanditParams().iterations));
  static const std::vector<std::pair<int, std::string>> kPiles = {
      {1, "4 hours"}, {10, "2 hours"}, {100, "60 min"}, {1000, "50 min"}};
  std::vector<LearningCurve> curves;
  std::ostringstream md;
  md << "# Figure 4.2: DELAYED UPDATE versus INSTANT UPDATE\n\n"
     << "Tree model, ℓ = 4, M = 5, λ = 1e-3, UCB1, full update, p = 0, " << base.iterations << " iterations, seed 1. "
     << DataLine(data, o) << ".\n\n"
     << "Thesis (§4.2): with small α instant update or a small pile is best, larger α can use a larger pile; "
        "instant update is far slower (training times below, the thesis's whole run).\n\n"
     << "| α | pile | " << CostColumns(data)
     << " | our training time (s) | thesis's time |\n|---|---|---|---|---|---|\n";
  nlohmann::json j = {{"experiment", "figure4.2"}, {"data", DataLine(data, o)}, {"curves", nlohmann::json::array()}};
  for (double alpha : {10.0, 100.0})
    for (const auto& [pile, thesis_time] : kPiles) {
      BanditParams p = base;
      p.alpha = alpha;
      p.pile = pile;
      const std::string label = "alpha=" + Shortest(alpha) + (pile == 1 ? " instant" : " pile=" + std::to_string(pile));
      curves.push_back(TrainWithCurve(label, p, data, 20, o.threads, log));
      md << "| " << alpha << " | " << (pile == 1 ? "instant" : std::to_string(pile)) << " | "
         << FinalCosts(curves.back()) << " | " << Fixed(curves.back().train_seconds, 1) << " | " << thesis_time
         << " |\n";
      nlohmann::json c = CurveJson(curves.back(), data.scale);
      c["thesis_training_time"] = thesis_time;
      j["curves"].push_back(c);
    }
  return BanditExperimentOutput("figure4.2", md.str(), std::move(j), curves);
}

ExperimentOutput RunFigure43(const BanditExperimentOptions& o, const BanditExperimentData& data, std::ostream& log) {
  // 30 runs: --quick takes half the usual quick iterations.
  const BanditParams base =
      FigureBase(o.quick && o.iterations == 0 ? 10000 : ExperimentIterations(o, BanditParams().iterations));
  const std::vector<double> ps = {0, 0.25, 0.5, 0.75, 1};
  std::vector<LearningCurve> curves;
  std::ostringstream md;
  md << "# Figure 4.3: PENETRATIVE UPDATE with different p\n\n"
     << "Tree model, M = 5, λ = 1e-3, UCB1, full update, pile 100, " << base.iterations << " iterations, seed 1. "
     << DataLine(data, o) << ".\n\n"
     << "Thesis (§4.2): a non-zero p works well for small α and large ℓ; its benefit is less obvious when α is "
        "large; no single p is best for every α and ℓ. Final validation cost, "
     << (data.scale == ImpScale::kThesis ? "thesis IMPs (WBF)" : "WBF (thesis IMPs)") << ":\n\n"
     << "| ℓ | α |";
  for (double p : ps) md << " p = " << p << " |";
  md << "\n|---|---|";
  for (std::size_t i = 0; i < ps.size(); ++i) md << "---|";
  md << "\n";
  nlohmann::json j = {{"experiment", "figure4.3"}, {"data", DataLine(data, o)}, {"curves", nlohmann::json::array()}};
  for (int depth : {4, 6})
    for (double alpha : {10.0, 50.0, 100.0}) {
      md << "| " << depth << " | " << alpha << " |";
      for (double pen : ps) {
        BanditParams p = base;
        p.depth = depth;
        p.alpha = alpha;
        p.penetrate = pen;
        curves.push_back(
            TrainWithCurve("l=" + std::to_string(depth) + " alpha=" + Shortest(alpha) + " p=" + Shortest(pen), p, data,
                           o.quick ? 4 : 10, o.threads, log));
        md << " " << FormatCost(curves.back().validation_cost.back()) << " ("
           << FormatCost(curves.back().validation_cost_other.back()) << ") |";
        // The report draws one panel per (ℓ, α), a line per p.
        nlohmann::json curve = CurveJson(curves.back(), data.scale);
        curve["panel"] = "ℓ = " + std::to_string(depth) + ", α = " + Shortest(alpha);
        curve["label"] = "p = " + Shortest(pen);
        j["curves"].push_back(std::move(curve));
      }
      md << "\n";
    }
  return BanditExperimentOutput("figure4.3", md.str(), std::move(j), curves);
}

}  // namespace bidlab
