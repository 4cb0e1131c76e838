// Training a softmax regression (learn/softmax/softmax_regression.h) by
// gradient ascent on its log-likelihood.
//
//  - batch_size 1: White's stochastic gradient ascent (eq. 3), one example
//    at a time in a freshly shuffled order each epoch,
//      θ_l += α (1{y = l} − P(l | x)) x.
//  - batch_size B > 1: mini-batches of B examples (Eigen products on the
//    sparse rows), each step θ += α · (the batch's summed gradient) / B.
//    The mean keeps the step bounded for any B; it takes far fewer, cheaper
//    steps per epoch, so it wants a larger α than White's 0.05.
//
// Training stops when the Frobenius norm of θ changes by less than
// `tolerance` over an epoch (White: "the change in the norm of the
// parameter matrix θ is less than 0.01") or after `max_epochs` epochs
// (White: 1,000; his opening-bid models always reach it).
#pragma once

#include <cstdint>
#include <functional>
#include <span>

#include "learn/softmax/softmax_regression.h"

namespace bidlab {

struct SoftmaxTrainParams {
  double alpha = 0.05;      // White's learning rate
  double tolerance = 0.01;  // stop when | ‖θ‖ − ‖θ_previous epoch‖ | < tolerance
  int max_epochs = 1000;    // White's cap
  int batch_size = 1;       // 1 = White's stochastic gradient ascent
  std::uint64_t seed = 1;   // the shuffling of the examples
};

struct SoftmaxTrainTrace {
  int epochs = 0;          // epochs run
  bool converged = false;  // stopped by the tolerance, not the cap
  double last_norm_change = 0;
};

// Called after each epoch with (epochs done, max_epochs, |Δ‖θ‖|).
using SoftmaxEpochCallback = std::function<void(int, int, double)>;

// Trains from all-zero weights. Throws Error on bad parameters or labels.
// With no examples the model stays at zero (every class equally likely).
SoftmaxRegression TrainSoftmax(int classes, const SparseRows& x, std::span<const int> labels,
                               const SoftmaxTrainParams& params, SoftmaxTrainTrace* trace = nullptr,
                               const SoftmaxEpochCallback& on_epoch = {});

}  // namespace bidlab
