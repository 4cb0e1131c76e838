// Fast inference of a Network, one input row at a time: every layer's
// product is the sum of the weight rows (W is inputs × outputs, row-major) of
// the inputs that are not zero. The bidding networks' inputs are sparse (13 of
// 52 card bits and a handful of auction bits are set) and so, after a ReLU,
// are their hidden layers (about half the units are zero), so most of the
// dense product's multiply-adds are skipped.
//
// Float32 throughout, straight from the layers' own weights; no allocation
// once a scratch has grown to the network's widths. Each output starts at its
// bias and adds its non-zero inputs' terms in input order, whatever the batch
// a row comes in: a decision gets the same scores, to the bit, alone or in a
// batch, in training, in a match or in a meaning sample. The result equals the
// dense product (DenseLayer::Apply) up to float rounding.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "learn/nn/network.h"
#include "learn/nn/sparse_row.h"

namespace bidlab::nn {

// Buffers reused from call to call: one per thread.
class ForwardScratch {
 public:
  // Grows the buffers to `net`'s widths (nothing to do once they fit).
  void Fit(const Network& net);

 private:
  friend void ForwardRow(const Network& net, const float* x, float* out, ForwardScratch& scratch);
  friend void ForwardRow(const Network& net, SparseRow x, float* out, ForwardScratch& scratch);
  friend class LeadingSums;
  std::vector<float> values_;  // a layer's non-zero inputs … (with the scans' slack)
  std::vector<int> indices_;   // … and where they are
  std::vector<float> layer_;   // a hidden layer's activations
};

// A bidder's first-layer sums over the leading entries of its rows (those
// at positions below a bound the caller names: a player's hand, seat and
// vulnerability), kept for the rows that lead with the same entries, as a
// player's every call at a table does: such a row adds only its other
// entries' terms to them, so its scores are the same to the bit. For
// networks that do not change (a loaded model's): sums are kept by the
// network's address.
class LeadingSums {
 public:
  // ForwardRow(net, x, out, scratch), the first layer's terms of the entries
  // of x at positions below `lead` from kept sums when they were kept.
  void Forward(const Network& net, SparseRow x, int lead, float* out, ForwardScratch& scratch);

 private:
  struct Kept {
    const Network* net = nullptr;
    std::vector<int> index;  // the leading entries
    std::vector<float> value;
    std::vector<float> sums;  // the first layer's bias plus their terms
    std::uint64_t used = 0;   // when last used, for replacing the oldest
  };
  static constexpr int kKept = 4;  // a table's four players
  std::array<Kept, kKept> kept_;
  std::uint64_t clock_ = 0;
};

// out[0, net.outputs()) = the network's output for the row x[0, net.inputs()).
void ForwardRow(const Network& net, const float* x, float* out, ForwardScratch& scratch);
// The same from the row's non-zero entries (an encoder that writes them
// directly skips writing and scanning the zeros). Throws Error when the
// positions do not ascend within the network's inputs.
void ForwardRow(const Network& net, SparseRow x, float* out, ForwardScratch& scratch);
// ForwardRow on `rows` consecutive rows of x into consecutive rows of out.
void ForwardRows(const Network& net, const float* x, std::size_t rows, float* out, ForwardScratch& scratch);
// ForwardRows on a batch (one sample per row of x); allocates the result.
Matrix SparseForward(const Network& net, const Matrix& x);

}  // namespace bidlab::nn
