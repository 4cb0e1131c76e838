// A network's input row given by its non-zero entries (what the sparse
// forward pass, sparse_forward.h, reads), and the buffer the bidders'
// encoders write such a row into. No Eigen here: the encoders' headers
// include it.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace bidlab::nn {

// An input row given by its non-zero entries: their positions, strictly
// ascending (the order in which the dense row's scan finds them, so the
// scores are the same to the bit), and their values.
struct SparseRow {
  const int* index;
  const float* value;
  int count;
};

// An encoder's row of at most N inputs written as its non-zero entries, in
// ascending positions: the bidders' encoders build their rows with it.
template <int N>
struct SparseEntries {
  std::array<int, N> index;
  std::array<float, N> value;
  int count = 0;

  // Adds the entry at `at` unless `v` is zero.
  void Put(int at, float v) {
    if (v == 0.0f) return;
    index[static_cast<std::size_t>(count)] = at;
    value[static_cast<std::size_t>(count++)] = v;
  }
  // The set bits of `bits`, from position `at` up, as ones.
  void PutBits(std::uint64_t bits, int at) {
    for (; bits != 0; bits &= bits - 1) Put(at + std::countr_zero(bits), 1.0f);
  }
  SparseRow row() const { return {index.data(), value.data(), count}; }
  // The dense row dense[0, N): zeros but for the entries.
  void Scatter(float* dense) const {
    std::fill(dense, dense + N, 0.0f);
    for (std::size_t t = 0; t < static_cast<std::size_t>(count); ++t) dense[index[t]] = value[t];
  }
};

}  // namespace bidlab::nn
