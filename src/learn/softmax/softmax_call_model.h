// White's classifiers of a call ("Do I Hear 3NT?"): from a holding — one
// hand for the opening bid, a partnership's two hands for the final
// contract — to one of the 36 final calls (PASS, 1C … 7NT), by softmax
// regression on the raw or domain template (features/white_features.h).
//
// Two structures:
//  - flat: one regression over the 36 calls (the paper's model; class 36,
//    7NT, is the one whose score is fixed at 0);
//  - two_stage (the paper's proposed future work, §IV.B, §V): a regression
//    over the strain (PASS, C, D, H, S, NT), then for each strain one over
//    the level (1 … 7) trained on the examples of that strain. It predicts
//    the most probable strain, then the most probable level in it; its
//    probability of call "level l in strain s" is P(s) · P(l | s).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/call.h"
#include "core/hand.h"
#include "features/white_features.h"
#include "learn/softmax/softmax_trainer.h"

namespace bidlab {

enum class SoftmaxTask { kOpening, kContract };
enum class SoftmaxStructure { kFlat, kTwoStage };

std::string SoftmaxTaskName(SoftmaxTask t);  // opening contract
std::optional<SoftmaxTask> ParseSoftmaxTask(std::string_view name);
std::string SoftmaxStructureName(SoftmaxStructure s);  // flat two_stage
std::optional<SoftmaxStructure> ParseSoftmaxStructure(std::string_view name);

// The strain classes of the two-stage model: 0 PASS, 1 + strain (C D H S NT).
inline constexpr int kNumStrainClasses = 1 + kNumStrains;
int StrainClassOf(Call call);

// The rows of a training matrix: one holding a row.
SparseRows WhiteRows(WhiteTemplate t, std::span<const Hand> holdings);

class SoftmaxCallModel {
 public:
  static constexpr const char* kKind = "softmax";
  static constexpr int kVersion = 1;

  // flat: one regression with 36 classes. two_stage: the strain regression
  // (6 classes) then the level regressions of C, D, H, S, NT (7 classes).
  // Throws Error when the regressions do not fit the structure or template.
  SoftmaxCallModel(SoftmaxTask task, WhiteTemplate features, SoftmaxStructure structure,
                   std::vector<SoftmaxRegression> regressions);

  SoftmaxTask task() const { return task_; }
  WhiteTemplate features() const { return features_; }
  SoftmaxStructure structure() const { return structure_; }
  const std::vector<SoftmaxRegression>& regressions() const { return regressions_; }

  // P(call | holding) for the 36 calls (they sum to 1).
  std::array<double, kNumFinalCalls> Probabilities(const Hand& holding) const;
  // The predicted call among those `legal` (bit i = call index i; every
  // final call when ~0): flat, the most probable; two-stage, the most
  // probable strain having a legal call, then its most probable legal level.
  Call Predict(const Hand& holding, std::uint64_t legal = ~std::uint64_t{0}) const;

  // "softmax-opening-domain", "softmax-contract-raw-two-stage".
  std::string BidderName() const;

  // The model-file payload (version kVersion):
  //   task opening|contract
  //   features raw|domain
  //   structure flat|two_stage
  //   regression NAME CLASSES DIMENSION   NAME: calls | strain | level-C … level-NT
  //   theta w_1 … w_DIMENSION             CLASSES − 1 lines, θ_1 … θ_{K−1}
  //   …
  //   end
  std::string SavePayload() const;
  // Throws Error saying which payload line is wrong.
  static std::shared_ptr<const SoftmaxCallModel> LoadPayload(std::string_view payload);

 private:
  SoftmaxTask task_;
  WhiteTemplate features_;
  SoftmaxStructure structure_;
  std::vector<SoftmaxRegression> regressions_;
};

struct SoftmaxCallTrace {
  std::vector<std::string> regressions;   // "calls", or "strain", "level-C", …
  std::vector<SoftmaxTrainTrace> traces;  // one per regression
  std::vector<std::size_t> examples;      // the examples each was trained on
};

// Trains the model on holdings and their calls (PASS or bids).
std::shared_ptr<const SoftmaxCallModel> TrainSoftmaxCallModel(
    SoftmaxTask task, WhiteTemplate features, SoftmaxStructure structure, std::span<const Hand> holdings,
    std::span<const Call> calls, const SoftmaxTrainParams& params, SoftmaxCallTrace* trace = nullptr,
    const SoftmaxEpochCallback& on_epoch = {});

}  // namespace bidlab
