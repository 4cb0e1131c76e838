// CSTSR, cost-sensitive two-sided regression (thesis §3.1, §4.1): one ridge
// regression per final call estimates that call's cost from the hand
// features; the bidder makes the call of least estimated cost
// (learn/baseline/one_call_bidder.h).
//
// For call k, with x_i the features of example i (slot 0 the constant 1)
// and c_ik its cost in IMPs:
//
//   minimise over w_k:   Σ_i (w_k·x_i − c_ik)²  +  λ Σ_{j≥1} w_kj²
//
// the bias weight w_k0 is NOT penalised (a penalised bias would pull every
// estimate toward 0 IMPs, i.e. toward the cheap calls, by an amount that
// depends on the scale of the costs; unpenalised, adding a constant to every
// cost adds it to every estimate). Closed form by learn/cstsr/ridge.h, all
// 36 calls and every λ of the grid from one pass over the data. λ is chosen
// on the validation deals from the thesis's grid {1e-6, 1e-5, …, 1e3}: the
// λ of least validation cost, the first of the grid on a tie.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "learn/baseline/cost_example.h"
#include "learn/baseline/one_call_bidder.h"
#include "learn/eigen.h"
#include "learn/registry.h"

namespace bidlab {

// {1e-6, 1e-5, …, 1e3} (thesis §4.1).
std::vector<double> DefaultCstsrLambdas();

struct CstsrParams {
  FeatureSpec features;
  // The λ grid; one value means "use this λ" (no validation needed).
  std::vector<double> lambdas = DefaultCstsrLambdas();
};

class CstsrModel : public CallCostModel {
 public:
  static constexpr const char* kKind = "cstsr";
  static constexpr int kVersion = 2;  // 2: the "hands" line replaced "both_hands"

  // weights: FeatureCount(spec) × 36, column k = call k's weights, row 0 the bias.
  CstsrModel(FeatureSpec spec, double lambda, Eigen::MatrixXd weights);

  std::string Kind() const override { return kKind; }
  const FeatureSpec& features() const override { return spec_; }
  void EstimateCosts(std::span<const double> x, std::span<double, kNumFinalCalls> out) const override;
  std::string Describe() const override;

  double lambda() const { return lambda_; }
  const Eigen::MatrixXd& weights() const { return weights_; }

  // The model-file payload (version kVersion):
  //   features NAME            binary | condensed | condensed2 | condensed3
  //   hands north              or "hands both joint" / "hands both side_by_side":
  //                            the optimistic learner (hand_features.h)
  //   lambda λ
  //   dimension d              FeatureCount: 53, 6, 21, 56 for one hand
  //   call PASS w_0 … w_{d−1}  36 lines, PASS, 1C … 7NT in order; w_0 the
  //   …                        bias, then the slots of hand_features.h
  //   end
  std::string SavePayload() const;
  // Throws Error saying which payload line is wrong.
  static std::shared_ptr<const CstsrModel> LoadPayload(std::string_view payload);

 private:
  FeatureSpec spec_;
  double lambda_;
  Eigen::MatrixXd weights_;
};

struct CstsrGridPoint {
  double lambda = 0;
  double validation_cost = 0;
};

struct CstsrResult {
  std::shared_ptr<const CstsrModel> model;
  std::vector<CstsrGridPoint> grid;       // every λ tried, in grid order (empty without validation)
  std::optional<double> validation_cost;  // of the chosen λ
  std::size_t train_examples = 0;
};

// Trains on `train`, choosing λ on `validation` when the grid has more than
// one value (throws Error if there are then no validation examples).
CstsrResult TrainCstsr(const CstsrParams& params, std::span<const CostExample> train,
                       std::span<const CostExample> validation);

// The registry entry: model kind "cstsr", loaded as a OneCallBidder.
ModelKind CstsrModelKind();

}  // namespace bidlab
