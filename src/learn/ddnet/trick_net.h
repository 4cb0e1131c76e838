// The AE-MLP trick predictor of Mańdziuk & Suchan (sections II-B, V-B, V-C):
// an autoencoder 208–104–208 (sigmoid, cross-entropy, RMSProp) pre-trained on
// the deals, its encoder then topped by 52 and 13 units and a 14-way softmax
// (tricks 0-13 for NS) and fine-tuned. Variant F connects every input to
// every code unit; variant D joins each hand's 52 inputs only to its own
// quarter of the 104 units (a block-diagonal mask). One model per contract
// kind (no trump, suits).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "learn/ddnet/trick_examples.h"
#include "learn/nn/network.h"

namespace bidlab::ddnet {

enum class Variant { kF, kD };
std::string VariantName(Variant v);  // "F", "D"

struct TrainConfig {
  Variant variant = Variant::kD;
  int code_units = 104;
  float learning_rate = 0.001f;  // η₁ of the paper, also used for fine-tuning
  int batch = 64;
  std::uint64_t seed = 1;
  // Autoencoder: stop when the mean error of 100 iterations changes by less
  // than 0.01 from the previous 100 (the paper), or after max iterations.
  int ae_check_every = 100;
  double ae_tolerance = 0.01;
  int ae_max_iterations = 5000;
  // Fine-tuning: epochs over the training examples; the epoch with the best
  // validation accuracy is kept.
  // On the standard set's 80,000 training deals the best validation epochs
  // were 26-30 of 30 (the whole experiment 22 min on two busy cores); 60 were
  // needed with 2,000 deals. More still helps a little, at the cost of time.
  int epochs = 30;
  // Not in the paper: each epoch relabels every training deal's suits at
  // random (keeping the trump suit), an exact symmetry of the DD table that
  // multiplies scarce examples (NT ×24, suits ×6).
  bool permute_suits = false;
};

struct TrainLog {
  std::vector<double> ae_error;  // mean per-sample cross-entropy, every ae_check_every iterations
  int ae_iterations = 0;
  std::vector<double> train_loss;           // per epoch (fine-tuning or comparator)
  std::vector<double> validation_accuracy;  // per epoch
  int best_epoch = 0;                       // 1-based
  double seconds = 0;
  std::uint64_t samples_seen = 0;  // forward+backward passes, for samples/s
};

// (phase, done, total): "autoencoder" in iterations, "fine-tune" in epochs.
using TrainProgress = std::function<void(const std::string&, std::uint64_t, std::uint64_t)>;

// Fine-tuning's epochs, the one loop of the trick predictor and the
// comparator: `train_epoch` runs an epoch and returns its mean loss,
// `snapshot` copies the model as it is, `accuracy` measures it on the
// validation examples (when `validate`). Keeps the epoch of best validation
// accuracy (the last one without validation), logging each epoch's loss and
// accuracy (−epoch without validation) and reporting `phase` progress.
template <typename Model>
Model KeepBestEpoch(const TrainConfig& config, bool validate, const std::string& phase, TrainLog& log,
                    const TrainProgress& progress, const std::function<double()>& train_epoch,
                    const std::function<Model()>& snapshot, const std::function<double(const Model&)>& accuracy) {
  std::optional<Model> best;
  double best_accuracy = -1;
  for (int epoch = 1; epoch <= config.epochs; ++epoch) {
    log.train_loss.push_back(train_epoch());
    if (validate) {
      Model candidate = snapshot();
      const double value = accuracy(candidate);
      log.validation_accuracy.push_back(value);
      if (value > best_accuracy) {
        best_accuracy = value;
        best = std::move(candidate);
        log.best_epoch = epoch;
      }
    } else {
      log.validation_accuracy.push_back(-static_cast<double>(epoch));
    }
    if (progress) progress(phase, static_cast<std::uint64_t>(epoch), static_cast<std::uint64_t>(config.epochs));
  }
  return best ? std::move(*best) : snapshot();
}

// The 208–104–208 autoencoder of the examples' deals; returns its two layers.
nn::Network TrainAutoencoder(const std::vector<TrickExample>& examples, const TrainConfig& config, TrainLog& log,
                             const TrainProgress& progress);
// The encoder layer (the first of `autoencoder`) followed by fresh tanh 52 and
// 13 units (the paper's MLP sizes), drawn from `rng`.
nn::Network EncoderTower(const nn::Network& autoencoder, std::mt19937_64& rng);

// Every ddnet model payload starts "contract nt|suit\nvariant F|D\n".
std::string PayloadHeader(ContractKind kind, Variant variant);
struct PayloadHead {
  ContractKind kind;
  Variant variant;
  std::string rest;  // the saved networks
};
// Throws InputError naming `name` when the header lines are missing or wrong.
PayloadHead ParsePayloadHeader(const std::string& payload, const std::string& name);

class TrickNet {
 public:
  static constexpr const char* kKind = "ddnet-tricks";
  static constexpr int kVersion = 1;

  TrickNet() = default;
  TrickNet(ContractKind kind, Variant variant, nn::Network network)
      : kind_(kind), variant_(variant), network_(std::move(network)) {}

  ContractKind kind() const { return kind_; }
  Variant variant() const { return variant_; }
  const nn::Network& network() const { return network_; }
  nn::Network& network() { return network_; }

  // Most likely NS tricks (suit contracts: spades are trumps).
  std::vector<int> PredictTricks(const std::vector<TrickExample>& examples) const;

  std::string SavePayload() const;
  static TrickNet LoadPayload(const std::string& payload, const std::string& name);

 private:
  ContractKind kind_ = ContractKind::kNoTrump;
  Variant variant_ = Variant::kD;
  nn::Network network_;
};

// Pre-trains, fine-tunes on `train`, keeps the epoch best on `validation`.
TrickNet TrainTrickNet(ContractKind kind, const std::vector<TrickExample>& train,
                       const std::vector<TrickExample>& validation, const TrainConfig& config, TrainLog& log,
                       const TrainProgress& progress);

struct TrickAccuracy {
  std::uint64_t examples = 0;
  double exact = 0, within_one = 0, within_two = 0;  // shares 0-1
  double side = 0;                                   // "who should bid higher": (predicted ≥ 7) == (true ≥ 7)
};
TrickAccuracy MeasureTricks(const std::vector<int>& predicted, const std::vector<TrickExample>& examples);

// Runs `network` over the examples in batches; row i = the output for example i.
nn::Matrix PredictInBatches(const nn::Network& network, const std::vector<TrickExample>& examples, bool rotated);

}  // namespace bidlab::ddnet
