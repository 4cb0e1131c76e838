#include "learn/softmax/softmax_call_model.h"

#include "core/error.h"
#include "core/excerpt.h"
#include "learn/baseline/payload_text.h"

namespace bidlab {

namespace {

constexpr int kLevelClasses = kNumLevels;

std::string RegressionName(SoftmaxStructure structure, std::size_t i) {
  if (structure == SoftmaxStructure::kFlat) return "calls";
  return i == 0 ? "strain" : "level-" + StrainName(StrainAt(static_cast<int>(i) - 1));
}

int RegressionClasses(SoftmaxStructure structure, std::size_t i) {
  if (structure == SoftmaxStructure::kFlat) return kNumFinalCalls;
  return i == 0 ? kNumStrainClasses : kLevelClasses;
}

std::size_t RegressionCount(SoftmaxStructure structure) {
  return structure == SoftmaxStructure::kFlat ? 1 : 1 + kNumStrains;
}

}  // namespace

std::string SoftmaxTaskName(SoftmaxTask t) { return t == SoftmaxTask::kOpening ? "opening" : "contract"; }

std::optional<SoftmaxTask> ParseSoftmaxTask(std::string_view name) {
  if (name == "opening") return SoftmaxTask::kOpening;
  if (name == "contract") return SoftmaxTask::kContract;
  return std::nullopt;
}

std::string SoftmaxStructureName(SoftmaxStructure s) { return s == SoftmaxStructure::kFlat ? "flat" : "two_stage"; }

std::optional<SoftmaxStructure> ParseSoftmaxStructure(std::string_view name) {
  if (name == "flat") return SoftmaxStructure::kFlat;
  if (name == "two_stage" || name == "two-stage") return SoftmaxStructure::kTwoStage;
  return std::nullopt;
}

int StrainClassOf(Call call) {
  if (call.IsPass()) return 0;
  if (!call.IsBid()) throw Error("a final contract is PASS or a bid, not " + CallName(call));
  return 1 + ToInt(call.strain());
}

SparseRows WhiteRows(WhiteTemplate t, std::span<const Hand> holdings) {
  std::vector<Eigen::Triplet<double>> triplets;
  triplets.reserve(holdings.size() * 27);
  for (std::size_t i = 0; i < holdings.size(); ++i)
    for (int slot : WhiteActiveSlots(t, holdings[i])) triplets.emplace_back(static_cast<Eigen::Index>(i), slot, 1.0);
  SparseRows rows(static_cast<Eigen::Index>(holdings.size()), WhiteFeatureCount(t));
  rows.setFromTriplets(triplets.begin(), triplets.end());
  return rows;
}

SoftmaxCallModel::SoftmaxCallModel(SoftmaxTask task, WhiteTemplate features, SoftmaxStructure structure,
                                   std::vector<SoftmaxRegression> regressions)
    : task_(task), features_(features), structure_(structure), regressions_(std::move(regressions)) {
  if (regressions_.size() != RegressionCount(structure_))
    throw Error("a " + SoftmaxStructureName(structure_) + " softmax model has " +
                std::to_string(RegressionCount(structure_)) + " regressions, not " +
                std::to_string(regressions_.size()));
  for (std::size_t i = 0; i < regressions_.size(); ++i) {
    const SoftmaxRegression& r = regressions_[i];
    if (r.classes() != RegressionClasses(structure_, i) || r.dimension() != WhiteFeatureCount(features_))
      throw Error("softmax regression " + RegressionName(structure_, i) + " on the " + WhiteTemplateName(features_) +
                  " template needs " + std::to_string(RegressionClasses(structure_, i)) + " classes and " +
                  std::to_string(WhiteFeatureCount(features_)) + " features, not " + std::to_string(r.classes()) +
                  " and " + std::to_string(r.dimension()));
  }
}

std::array<double, kNumFinalCalls> SoftmaxCallModel::Probabilities(const Hand& holding) const {
  const std::vector<double> x = EncodeWhite(features_, holding);
  std::array<double, kNumFinalCalls> p{};
  if (structure_ == SoftmaxStructure::kFlat) {
    regressions_[0].Probabilities(x, p);
    return p;
  }
  const std::vector<double> strain = regressions_[0].Probabilities(x);
  p[0] = strain[0];
  for (int s = 0; s < kNumStrains; ++s) {
    const std::vector<double> level = regressions_[1 + static_cast<std::size_t>(s)].Probabilities(x);
    for (int l = 1; l <= kNumLevels; ++l)
      p[static_cast<std::size_t>(Call::Bid(l, StrainAt(s)).index())] =
          strain[1 + static_cast<std::size_t>(s)] * level[static_cast<std::size_t>(l - 1)];
  }
  return p;
}

Call SoftmaxCallModel::Predict(const Hand& holding, std::uint64_t legal) const {
  const auto is_legal = [legal](Call c) { return ((legal >> c.index()) & 1u) != 0; };
  const std::vector<double> x = EncodeWhite(features_, holding);
  if (structure_ == SoftmaxStructure::kFlat) {
    std::vector<bool> allowed(kNumFinalCalls);
    for (int i = 0; i < kNumFinalCalls; ++i) allowed[static_cast<std::size_t>(i)] = is_legal(Call::FromIndex(i));
    return Call::FromIndex(MostProbable(regressions_[0].Probabilities(x), allowed));
  }
  std::vector<bool> strain_allowed(kNumStrainClasses, false);
  strain_allowed[0] = is_legal(Call::Pass());
  for (int s = 0; s < kNumStrains; ++s)
    for (int l = 1; l <= kNumLevels; ++l)
      if (is_legal(Call::Bid(l, StrainAt(s)))) strain_allowed[1 + static_cast<std::size_t>(s)] = true;
  const int strain = MostProbable(regressions_[0].Probabilities(x), strain_allowed);
  if (strain == 0) return Call::Pass();
  std::vector<bool> level_allowed(kLevelClasses);
  for (int l = 1; l <= kNumLevels; ++l)
    level_allowed[static_cast<std::size_t>(l - 1)] = is_legal(Call::Bid(l, StrainAt(strain - 1)));
  const int level = 1 + MostProbable(regressions_[static_cast<std::size_t>(strain)].Probabilities(x), level_allowed);
  return Call::Bid(level, StrainAt(strain - 1));
}

std::string SoftmaxCallModel::BidderName() const {
  std::string name = std::string(kKind) + "-" + SoftmaxTaskName(task_) + "-" + WhiteTemplateName(features_);
  if (structure_ == SoftmaxStructure::kTwoStage) name += "-two-stage";
  return name;
}

std::string SoftmaxCallModel::SavePayload() const {
  PayloadWriter w;
  w.Line("task", SoftmaxTaskName(task_));
  w.Line("features", WhiteTemplateName(features_));
  w.Line("structure", SoftmaxStructureName(structure_));
  for (std::size_t i = 0; i < regressions_.size(); ++i) {
    const SoftmaxRegression& r = regressions_[i];
    w.Words({"regression", RegressionName(structure_, i), std::to_string(r.classes()), std::to_string(r.dimension())});
    for (Eigen::Index l = 0; l < r.theta().rows(); ++l) {
      const Eigen::VectorXd row = r.theta().row(l).transpose();
      w.Line("theta", std::span<const double>(row.data(), static_cast<std::size_t>(row.size())));
    }
  }
  w.Line("end", std::span<const double>());
  return w.text();
}

std::shared_ptr<const SoftmaxCallModel> SoftmaxCallModel::LoadPayload(std::string_view payload) {
  PayloadReader r(payload);
  const std::string task_name = r.ExpectWord("task");
  const auto task = ParseSoftmaxTask(task_name);
  if (!task) r.Fail("unknown task " + QuotedExcerpt(task_name) + " (known: opening, contract)");
  const std::string features_name = r.ExpectWord("features");
  const auto features = ParseWhiteTemplate(features_name);
  if (!features) r.Fail("unknown feature template " + QuotedExcerpt(features_name) + " (known: raw, domain)");
  const std::string structure_name = r.ExpectWord("structure");
  const auto structure = ParseSoftmaxStructure(structure_name);
  if (!structure) r.Fail("unknown structure " + QuotedExcerpt(structure_name) + " (known: flat, two_stage)");
  const int dimension = WhiteFeatureCount(*features);
  std::vector<SoftmaxRegression> regressions;
  for (std::size_t i = 0; i < RegressionCount(*structure); ++i) {
    const std::vector<std::string> head = r.Expect("regression", 3);
    const int classes = RegressionClasses(*structure, i);
    if (head[0] != RegressionName(*structure, i) || head[1] != std::to_string(classes) ||
        head[2] != std::to_string(dimension))
      r.Fail("expected \"regression " + RegressionName(*structure, i) + " " + std::to_string(classes) + " " +
             std::to_string(dimension) + "\"");
    Eigen::MatrixXd theta(classes - 1, dimension);
    for (int l = 0; l + 1 < classes; ++l) {
      const std::vector<double> row = r.ExpectNumbers("theta", static_cast<std::size_t>(dimension));
      for (int j = 0; j < dimension; ++j) theta(l, j) = row[static_cast<std::size_t>(j)];
    }
    regressions.emplace_back(std::move(theta));
  }
  r.Expect("end", 0);
  r.ExpectEnd();
  return std::make_shared<const SoftmaxCallModel>(*task, *features, *structure, std::move(regressions));
}

std::shared_ptr<const SoftmaxCallModel> TrainSoftmaxCallModel(SoftmaxTask task, WhiteTemplate features,
                                                              SoftmaxStructure structure,
                                                              std::span<const Hand> holdings,
                                                              std::span<const Call> calls,
                                                              const SoftmaxTrainParams& params, SoftmaxCallTrace* trace,
                                                              const SoftmaxEpochCallback& on_epoch) {
  if (holdings.size() != calls.size())
    throw Error("softmax: " + std::to_string(holdings.size()) + " holdings but " + std::to_string(calls.size()) +
                " calls");
  for (Call c : calls)
    if (!c.IsPass() && !c.IsBid()) throw Error("softmax: a label must be PASS or a bid, not " + CallName(c));
  SoftmaxCallTrace t;
  std::vector<SoftmaxRegression> regressions;
  const auto train = [&](const std::string& name, int classes, std::span<const Hand> h, std::span<const int> y) {
    SoftmaxTrainTrace one;
    regressions.push_back(TrainSoftmax(classes, WhiteRows(features, h), y, params, &one, on_epoch));
    t.regressions.push_back(name);
    t.traces.push_back(one);
    t.examples.push_back(h.size());
  };
  if (structure == SoftmaxStructure::kFlat) {
    std::vector<int> y;
    for (Call c : calls) y.push_back(c.index());
    train("calls", kNumFinalCalls, holdings, y);
  } else {
    std::vector<int> strain;
    for (Call c : calls) strain.push_back(StrainClassOf(c));
    train("strain", kNumStrainClasses, holdings, strain);
    for (int s = 0; s < kNumStrains; ++s) {
      std::vector<Hand> h;
      std::vector<int> level;
      for (std::size_t i = 0; i < calls.size(); ++i)
        if (calls[i].IsBid() && calls[i].strain() == StrainAt(s)) {
          h.push_back(holdings[i]);
          level.push_back(calls[i].level() - 1);
        }
      train("level-" + StrainName(StrainAt(s)), kLevelClasses, h, level);
    }
  }
  if (trace) *trace = std::move(t);
  return std::make_shared<const SoftmaxCallModel>(task, features, structure, std::move(regressions));
}

}  // namespace bidlab
