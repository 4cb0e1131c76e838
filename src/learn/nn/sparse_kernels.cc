#include "learn/nn/sparse_kernels.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <utility>

#ifdef __AVX512F__
#include <immintrin.h>
#endif

namespace bidlab::nn {

namespace {

// One vector register of floats, read from or written to any float: 16 with
// AVX-512, else 8 (AVX2; the compiler splits them for SSE).
#ifdef __AVX512F__
constexpr int kLanes = 16;
#else
constexpr int kLanes = 8;
#endif
using Floats = float __attribute__((vector_size(kLanes * sizeof(float)), aligned(4), may_alias));
// Vectors summed together: enough independent sums to hide the multiply-add's
// latency, half the registers (AVX-512 has 32, AVX2 16). With AVX-512 a
// hidden layer of 256 is one pass over the entries.
constexpr int kVectors = kLanes == 16 ? 16 : 8;

// z[c] = start[c] (0 without) + Σ_t value[t] · w[index[t] · stride + c], t in
// order, for the columns c of kCount vectors: vector v at column kLanes·v,
// the last at `last` (it may overlap the one before: those outputs come out
// the same again). `sum += a * row` compiles to one fused multiply-add per
// lane, as the narrower path does for one float.
template <int kCount>
void AddRows(const float* w, std::ptrdiff_t stride, const int* index, const float* value, int count, const float* start,
             float* z, int last) {
  int at[kCount];
  for (int v = 0; v < kCount; ++v) at[v] = v + 1 < kCount ? kLanes * v : last;
  Floats sum[kCount];
  for (int v = 0; v < kCount; ++v) sum[v] = start ? *reinterpret_cast<const Floats*>(start + at[v]) : Floats{};
  for (int t = 0; t < count; ++t) {
    const float a = value[t];
    const float* row = w + static_cast<std::ptrdiff_t>(index[t]) * stride;
    for (int v = 0; v < kCount; ++v) sum[v] += a * *reinterpret_cast<const Floats*>(row + at[v]);
  }
  for (int v = 0; v < kCount; ++v) *reinterpret_cast<Floats*>(z + at[v]) = sum[v];
}

using AddRowsFunction = void (*)(const float*, std::ptrdiff_t, const int*, const float*, int, const float*, float*,
                                 int);
template <int... k>
constexpr std::array<AddRowsFunction, sizeof...(k)> AddRowsTable(std::integer_sequence<int, k...>) {
  return {&AddRows<k + 1>...};
}
// AddRows<1> … AddRows<kVectors>: the last block of a row, by its vectors.
constexpr auto kAddRowsOf = AddRowsTable(std::make_integer_sequence<int, kVectors>{});

}  // namespace

void AddRowsProduct(const float* w, int n, const float* start, const int* index, const float* value, int count,
                    float* z) {
  if (n < kLanes) {  // narrower than a vector: one output at a time
    for (int c = 0; c < n; ++c) {
      float sum = start ? start[c] : 0.0f;
      for (int t = 0; t < count; ++t) sum += value[t] * w[static_cast<std::ptrdiff_t>(index[t]) * n + c];
      z[c] = sum;
    }
    return;
  }
  const auto at = [&](int j) { return start ? start + j : nullptr; };
  int j = 0;
  for (; j + kVectors * kLanes <= n; j += kVectors * kLanes)
    AddRows<kVectors>(w + j, n, index, value, count, at(j), z + j, kLanes * (kVectors - 1));
  if (j == n) return;
  // The rest: whole vectors, the last one ending at column n.
  const int vectors = (n - j + kLanes - 1) / kLanes;
  kAddRowsOf[static_cast<std::size_t>(vectors - 1)](w + j, n, index, value, count, at(j), z + j, n - kLanes - j);
}

#ifdef __AVX512F__

namespace {

// The entries of x[0, n) that `keep` (a comparison with 0) selects, sixteen
// at a time: each block's kept values and positions packed to the front of
// one register and stored whole (the slack takes what lies past them).
template <int kPredicate>
int Select(const float* x, int n, float* value, int* index) {
  int count = 0;
  __m512i at = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const __m512i step = _mm512_set1_epi32(16);
  for (int k = 0; k < n; k += 16) {
    const __mmask16 in = n - k >= 16 ? __mmask16(0xffff) : static_cast<__mmask16>((1u << (n - k)) - 1);
    const __m512 v = _mm512_maskz_loadu_ps(in, x + k);
    const __mmask16 keep = _mm512_mask_cmp_ps_mask(in, v, _mm512_setzero_ps(), kPredicate);
    if (keep != 0) {
      _mm512_storeu_ps(value + count, _mm512_maskz_compress_ps(keep, v));
      _mm512_storeu_si512(index + count, _mm512_maskz_compress_epi32(keep, at));
      count += __builtin_popcount(keep);
    }
    at = _mm512_add_epi32(at, step);
  }
  return count;
}

}  // namespace

int NonZero(const float* x, int n, float* value, int* index) { return Select<_CMP_NEQ_UQ>(x, n, value, index); }
int ReluNonZero(const float* x, int n, float* value, int* index) { return Select<_CMP_NLE_UQ>(x, n, value, index); }

#else

int NonZero(const float* x, int n, float* value, int* index) {
  int count = 0, k = 0;
  const auto take = [&](int from, int to) {
    for (int i = from; i < to; ++i) {
      value[count] = x[i];
      index[count] = i;
      count += x[i] != 0.0f;
    }
  };
  // Eight zeros (+0) in a row are skipped at once: most of a bidder's input is zero.
  for (; k + 8 <= n; k += 8) {
    std::uint64_t bits[4];
    std::memcpy(bits, x + k, sizeof bits);
    if ((bits[0] | bits[1] | bits[2] | bits[3]) != 0) take(k, k + 8);
  }
  take(k, n);
  return count;
}

int ReluNonZero(const float* x, int n, float* value, int* index) {
  int count = 0;
  for (int i = 0; i < n; ++i) {
    value[count] = x[i];
    index[count] = i;
    count += !(x[i] <= 0.0f);
  }
  return count;
}

#endif

}  // namespace bidlab::nn
