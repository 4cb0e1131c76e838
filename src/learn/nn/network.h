// A small feed-forward network: dense layers applied in order to a batch
// (one sample per row). The interface is what any learner needs: forward on a
// batch, backward from the output, and the parameters with their gradients
// for an optimiser; networks save to and load from text.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "learn/nn/dense_layer.h"

namespace bidlab::nn {

// One trainable tensor and its gradient (both views into a layer).
struct Parameter {
  float* value;
  const float* gradient;
  Eigen::Index size;
};

class Network {
 public:
  void Add(DenseLayer layer);

  int inputs() const;
  int outputs() const;
  int depth() const { return static_cast<int>(layers_.size()); }
  DenseLayer& layer(int i) { return layers_.at(static_cast<std::size_t>(i)); }
  const DenseLayer& layer(int i) const { return layers_.at(static_cast<std::size_t>(i)); }

  // Every layer's product (dense_layer.h): Product::kSparse for sparse inputs.
  void set_product(Product product);

  // Forward pass remembering every layer's batch for Backward.
  const Matrix& Forward(const Matrix& x);
  // Inference only (const, safe to share).
  Matrix Predict(const Matrix& x) const;

  // From dL/dZ of the last layer (see OutputGradient) or dL/dA of the
  // output: fills every gradient and returns dL/dX.
  Matrix BackwardPre(const Matrix& dz_output);
  Matrix BackwardPost(const Matrix& da_output);
  // BackwardPre without dL/dX: the gradients only.
  void Gradients(const Matrix& dz_output);

  std::vector<Parameter> Parameters();
  std::size_t ParameterCount() const;
  // For data-parallel training on a copy of the same shape: add its
  // gradients to this network's, and give it this network's weights.
  void AddGradients(const Network& other);
  void CopyWeightsTo(Network& other) const;
  // Every gradient in one vector (layer by layer: weights, then bias) and
  // back: how the ranks of a job sum theirs (data-parallel training).
  std::vector<double> FlatGradients() const;
  void SetFlatGradients(std::span<const double> flat);
  // Polyak averaging: moves `average` (same shape) by `rate` of the way to
  // this network's weights.
  void UpdateAverage(Network& average, float rate) const;

  // Text: "network LAYERS", then per layer "dense IN OUT ACTIVATION MASKED"
  // and its weights (row by row), biases and, when masked, the mask.
  std::string Save() const;
  // Throws InputError naming `name` when the text is not a saved network.
  static Network Load(std::string_view text, const std::string& name);

 private:
  std::vector<DenseLayer> layers_;
};

enum class Loss {
  kCrossEntropy,  // softmax output: −Σ t log a; sigmoid output: eq. (1) of the paper, summed over outputs
  kSquared,       // ½ Σ (a − t)²
};

// Mean over the batch's rows.
double LossValue(Loss loss, Activation output, const Matrix& a, const Matrix& target);
// dL/dZ of the output layer for the mean loss; cross-entropy must sit on a
// softmax or sigmoid output (where dL/dZ = (a − t)/n).
Matrix OutputGradient(Loss loss, Activation output, const Matrix& a, const Matrix& target);

// RMSProp (Hinton's lecture 6e): r ← ρr + (1−ρ)g², p ← p − η g / (√r + ε).
class RmsProp {
 public:
  explicit RmsProp(float learning_rate = 0.001f, float rho = 0.9f, float epsilon = 1e-7f)
      : eta_(learning_rate), rho_(rho), epsilon_(epsilon) {}
  void Step(const std::vector<Parameter>& parameters);

 private:
  float eta_, rho_, epsilon_;
  std::vector<std::vector<float>> r_;
};

// Adam (Kingma & Ba 2015): bias-corrected first and second moments,
// p ← p − η m̂ / (√v̂ + ε).
class Adam {
 public:
  explicit Adam(float learning_rate = 0.001f, float beta1 = 0.9f, float beta2 = 0.999f, float epsilon = 1e-8f)
      : eta_(learning_rate), beta1_(beta1), beta2_(beta2), epsilon_(epsilon) {}
  void set_learning_rate(float eta) { eta_ = eta; }
  void Step(const std::vector<Parameter>& parameters);

  // Its state (the steps taken and both moments, each float as the 8 hex
  // digits of its bits: exact) and back, so that a resumed run steps on as
  // if it had never stopped. Load throws InputError naming `name` unless the
  // text is a saved state whose moments fit `parameters`.
  std::string Save() const;
  void Load(std::string_view text, const std::vector<Parameter>& parameters, const std::string& name);

 private:
  float eta_, beta1_, beta2_, epsilon_;
  long steps_ = 0;
  std::vector<std::vector<float>> m_, v_;
};

}  // namespace bidlab::nn
