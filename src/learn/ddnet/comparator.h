// The DeepChess-like comparator of Mańdziuk & Suchan (section IV, Fig. 6-7):
// two towers (the pre-trained encoder cloned, each topped by 52 and 13 units)
// read a deal and the same deal rotated by 90°; a 3-way softmax over their 26
// outputs says which promises NS more tricks: left, equal, or right. On a deal
// and its rotation "left" means NS should bid higher, "right" WE.
#pragma once

#include "learn/ddnet/trick_net.h"

namespace bidlab::ddnet {

enum ComparatorClass { kLeftBetter = 0, kEqual = 1, kRightBetter = 2 };
// Left = example.deal (NS tricks `tricks`), right = its rotation (`rotated_tricks`).
ComparatorClass ComparatorTruth(const TrickExample& example);

class Comparator {
 public:
  static constexpr const char* kKind = "ddnet-comparator";
  static constexpr int kVersion = 1;

  Comparator() = default;
  Comparator(ContractKind kind, Variant variant, nn::Network left, nn::Network right, nn::Network joint)
      : kind_(kind), variant_(variant), left_(std::move(left)), right_(std::move(right)), joint_(std::move(joint)) {}

  ContractKind kind() const { return kind_; }
  Variant variant() const { return variant_; }

  // Row i: P(left better), P(equal), P(right better) for example i.
  nn::Matrix Predict(const std::vector<TrickExample>& examples) const;
  // Whether NS should bid higher: P(left) ≥ P(right).
  std::vector<bool> NorthSouthHigher(const std::vector<TrickExample>& examples) const;

  // One training step on a batch (x = deals, xr = their rotations, t = one-hot classes); returns the loss.
  double TrainStep(const nn::Matrix& x, const nn::Matrix& xr, const nn::Matrix& t, nn::RmsProp& optimiser);

  std::string SavePayload() const;
  static Comparator LoadPayload(const std::string& payload, const std::string& name);

 private:
  ContractKind kind_ = ContractKind::kNoTrump;
  Variant variant_ = Variant::kD;
  nn::Network left_, right_, joint_;
};

// Pre-trains the autoencoder, clones its encoder into both towers, trains on
// (deal, deal rotated) pairs; keeps the epoch whose validation "who bids
// higher" accuracy is best.
Comparator TrainComparator(ContractKind kind, const std::vector<TrickExample>& train,
                           const std::vector<TrickExample>& validation, const TrainConfig& config, TrainLog& log,
                           const TrainProgress& progress);

// Share of examples where the comparator's side matches (tricks ≥ 7).
double ComparatorSideAccuracy(const Comparator& comparator, const std::vector<TrickExample>& examples);

}  // namespace bidlab::ddnet
