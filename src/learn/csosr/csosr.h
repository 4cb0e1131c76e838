// CSOSR, cost-sensitive one-sided regression (Tu & Lin 2010; thesis §3.1,
// §4.1): for each of the 36 final calls a Gaussian-kernel one-sided support
// vector regression (learn/csosr/one_sided_svm.h states the exact problem)
// estimates the call's cost; the bidder makes the call of least estimated
// cost (learn/baseline/one_call_bidder.h).
//
// For call k and example i, the side is z_ik = +1 when c_ik equals the
// example's least cost (every cheapest call, ties included: the one-sided
// loss then bounds the cost of the call predicted, Tu & Lin's Theorem 1), and
// −1 otherwise. As in the thesis: kernel exp(−γ‖x − x'‖²) on the raw
// features (no scaling), C ∈ {1, 10, 100, 1000}, γ ∈ {1e-3, 1e-2, 1e-1, 1},
// trained on a 20,000-deal subsample of the training deals (the first
// 20,000: the deals are already in random order), (C, γ) chosen by the
// cost on the validation deals.
//
// The grid search: for each γ the kernel matrix of the training examples
// is computed once (kept whole when it fits in CsosrParams::kernel_bytes,
// else rows are cached); the 36 calls are shared among the threads, and
// each thread solves its call for every C in increasing order, each solve
// warm-started from the previous C's solution.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "learn/baseline/cost_example.h"
#include "learn/baseline/one_call_bidder.h"
#include "learn/csosr/gaussian_kernel.h"
#include "learn/eigen.h"
#include "learn/registry.h"

namespace bidlab {

struct CsosrParams {
  FeatureSpec features;
  std::vector<double> costs_C = {1, 10, 100, 1000};    // the C grid (thesis §4.1)
  std::vector<double> gammas = {1e-3, 1e-2, 1e-1, 1};  // the γ grid (thesis §4.1)
  std::size_t subsample = 20000;                       // train on the first `subsample` training deals; 0 = all
  double tolerance = 1e-3;                             // SMO stopping tolerance (IMPs)
  int threads = 0;                                     // 0 = every core
  std::size_t kernel_bytes = std::size_t{3} << 30;     // largest kernel matrix kept whole
};

class CsosrModel : public CallCostModel {
 public:
  static constexpr const char* kKind = "csosr";
  static constexpr int kVersion = 2;  // 2: the "hands" line replaced "both_hands"

  // One support vector: the deal's N and S hands (South is used only with
  // both hands) and its 36 coefficients β_k (0 where it is not a support
  // vector of call k).
  struct SupportVector {
    Hand north, south;
    std::array<double, kNumFinalCalls> beta{};
  };

  CsosrModel(FeatureSpec spec, double cost_C, double gamma, std::vector<SupportVector> vectors,
             std::array<double, kNumFinalCalls> bias);

  std::string Kind() const override { return kKind; }
  const FeatureSpec& features() const override { return spec_; }
  // f_k(x) = Σ_t β_tk exp(−γ‖x_t − x‖²) + b_k.
  void EstimateCosts(std::span<const double> x, std::span<double, kNumFinalCalls> out) const override;
  std::string Describe() const override;

  double cost_C() const { return cost_C_; }
  double gamma() const { return gamma_; }
  const std::vector<SupportVector>& support_vectors() const { return vectors_; }
  const std::array<double, kNumFinalCalls>& bias() const { return bias_; }

  // The model-file payload (version kVersion):
  //   features NAME                 binary | condensed | condensed2 | condensed3
  //   hands north                   or "hands both joint" / "hands both side_by_side":
  //                                 the optimistic learner (hand_features.h)
  //   C value
  //   gamma value
  //   bias b_PASS … b_7NT           36 numbers
  //   support_vectors m
  //   sv NORTH SOUTH β_PASS … β_7NT m lines; hands in PBN (S.H.D.C)
  //   end
  std::string SavePayload() const;
  static std::shared_ptr<const CsosrModel> LoadPayload(std::string_view payload);

 private:
  FeatureSpec spec_;
  double cost_C_, gamma_;
  std::vector<SupportVector> vectors_;
  std::array<double, kNumFinalCalls> bias_;
  RowMajorMatrix sv_features_;  // m × d
  Eigen::VectorXd sv_norms_;    // ‖x_t‖²
  Eigen::MatrixXd beta_;        // m × 36
};

struct CsosrGridPoint {
  double cost_C = 0, gamma = 0;
  double validation_cost = 0;
  long iterations = 0;  // SMO steps over the 36 calls
  int unconverged = 0;  // calls that hit the iteration limit
};

struct CsosrProgress {
  std::size_t solved = 0, total = 0;  // (call, C, γ) problems
  double gamma = 0;
};

struct CsosrResult {
  std::shared_ptr<const CsosrModel> model;
  std::vector<CsosrGridPoint> grid;       // γ outer, C inner (increasing)
  std::optional<double> validation_cost;  // of the chosen (C, γ)
  std::size_t train_examples = 0;
};

// Trains on the first params.subsample deals of `train`, choosing (C, γ) on
// `validation` when the grid has more than one point (throws Error if there
// are then no validation deals). `progress` is called (from any thread, one
// call at a time) after each solve.
CsosrResult TrainCsosr(const CsosrParams& params, std::span<const CostExample> train,
                       std::span<const CostExample> validation,
                       const std::function<void(const CsosrProgress&)>& progress = {});

// The registry entry: model kind "csosr", loaded as a OneCallBidder.
ModelKind CsosrModelKind();

}  // namespace bidlab
