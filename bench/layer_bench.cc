// Google Benchmark for what bounds the learned bidders' forward pass: the
// shipped uncontested network's second layer (data/neural.model, 256 → 256,
// most of a call's multiply-adds) on the first-layer outputs of 4,096 real
// decisions (the network bidding synthetic deals), one row at a time.
//   SecondLayerShipped      the bidders' product (AddRowsProduct, float32)
//   SecondLayerInL1         the same on 16 weight rows (16 KB, in the L1
//                           cache), the same number of entries per row: the
//                           most keeping weights in the L1 cache (batches
//                           sharing blocks of columns) could gain
//   SecondLayerBf16Weights  the weights rounded to bfloat16 and widened as
//                           they are read (half the bytes; AVX-512)
//   SecondLayerBf16Pairs    inputs and weights in bfloat16, two inputs per
//                           dot product (VDPBF16PS; AVX512-BF16 CPUs only)
//   SecondLayerInt8Quads    inputs in 8 bits, weights in 8 bits with a scale
//                           per column, four inputs per dot product
//                           (VPDPBUSD; AVX512-VNNI CPUs only)
// The last three change the scores (they round), so they are measured here
// only, to say whether a lower precision would pay for its rounding.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#ifdef __AVX512F__
#include <immintrin.h>
#endif
#if defined(__GNUC__) && !defined(__clang__)
// GCC 12 takes its own intrinsics' undefined merge source for an
// uninitialized variable once they are inlined here.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "io/model_file.h"
#include "learn/neural/neural_model.h"
#include "learn/neural/neural_trainer.h"
#include "learn/nn/sparse_forward.h"
#include "learn/nn/sparse_kernels.h"
#include "synthetic_deals.h"

namespace bidlab {
namespace {

constexpr int kWidth = 256;  // the shipped network's hidden layers
constexpr std::size_t kRows = 4096;

const nn::Network& Shipped() {
  static const std::shared_ptr<const neural::NeuralModel> model =
      neural::NeuralModel::LoadPayload(ReadModelFile(std::string(BIDLAB_DATA_DIR) + "/neural.model").payload);
  return model->network();
}

// The first layer's outputs (after the ReLU) at each call of the shipped
// network bidding synthetic deals, until kRows calls.
const std::vector<std::vector<float>>& Hidden() {
  static const std::vector<std::vector<float>> rows = [] {
    const nn::Network& net = Shipped();
    std::vector<std::vector<float>> out;
    nn::ForwardScratch scratch;
    std::vector<float> scores(static_cast<std::size_t>(net.outputs()));
    for (const neural::NeuralDeal& d : neural::NeuralDealsOf(bench::SyntheticDataset(2000), Split::kAll)) {
      for (neural::BiddingState state; out.size() < kRows;) {
        neural::InputEntries x;
        neural::EncodeInput(d.hands[static_cast<std::size_t>(state.Mover())], state, x);
        std::vector<float> h(kWidth);
        nn::AddRowsProduct(net.layer(0).weights().data(), kWidth, net.layer(0).bias().data(), x.index.data(),
                           x.value.data(), x.count, h.data());
        for (float& v : h) v = std::max(v, 0.0f);
        out.push_back(std::move(h));
        nn::ForwardRow(net, x.row(), scores.data(), scratch);
        const int call = neural::CheapestLegal(scores.data(), state.LegalMask());
        if (state.Ends(call)) break;
        state = state.After(call);
      }
      if (out.size() == kRows) break;
    }
    return out;
  }();
  return rows;
}

// Each row's non-zero entries, as the sparse pass reads them.
struct Entries {
  std::vector<std::vector<int>> index;
  std::vector<std::vector<float>> value;
  double per_row = 0;
};

const Entries& NonZeroEntries() {
  static const Entries e = [] {
    Entries out;
    std::size_t total = 0;
    for (const std::vector<float>& h : Hidden()) {
      out.index.emplace_back();
      out.value.emplace_back();
      for (int i = 0; i < kWidth; ++i)
        if (h[static_cast<std::size_t>(i)] > 0) {
          out.index.back().push_back(i);
          out.value.back().push_back(h[static_cast<std::size_t>(i)]);
        }
      total += out.index.back().size();
    }
    out.per_row = static_cast<double>(total) / static_cast<double>(out.index.size());
    return out;
  }();
  return e;
}

void Count(benchmark::State& state, double entries_per_row) {
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kRows));
  state.counters["entries/row"] = entries_per_row;
  state.counters["multiply-adds/s"] = benchmark::Counter(
      static_cast<double>(state.iterations()) * static_cast<double>(kRows) * entries_per_row * kWidth,
      benchmark::Counter::kIsRate);
}

// The product over the rows' entries, their positions taken modulo `rows`.
void SecondLayer(benchmark::State& state, int rows) {
  const Entries& e = NonZeroEntries();
  const nn::DenseLayer& layer = Shipped().layer(1);
  std::vector<std::vector<int>> index = e.index;
  for (std::vector<int>& row : index)
    for (int& i : row) i %= rows;
  alignas(64) float z[kWidth];
  for (auto _ : state)
    for (std::size_t r = 0; r < kRows; ++r) {
      nn::AddRowsProduct(layer.weights().data(), kWidth, layer.bias().data(), index[r].data(), e.value[r].data(),
                         static_cast<int>(index[r].size()), z);
      benchmark::DoNotOptimize(z);
    }
  Count(state, e.per_row);
}

void BM_SecondLayerShipped(benchmark::State& state) { SecondLayer(state, kWidth); }
BENCHMARK(BM_SecondLayerShipped);

void BM_SecondLayerInL1(benchmark::State& state) { SecondLayer(state, 16); }
BENCHMARK(BM_SecondLayerInL1);

// n values on 64-byte boundaries, as the network's own weights are (a vector
// read across two cache lines costs two reads).
template <class T>
std::unique_ptr<T[], decltype(&std::free)> Aligned(std::size_t n) {
  const std::size_t bytes = (n * sizeof(T) + 63) / 64 * 64;
  return {static_cast<T*>(std::aligned_alloc(64, bytes)), &std::free};
}

// bfloat16: a float's top 16 bits, rounded to nearest even (used by the
// AVX-512 forms only: a CPU without AVX-512 builds none of them).
[[maybe_unused]] std::uint16_t Bfloat16(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  u += 0x7fff + ((u >> 16) & 1);
  return static_cast<std::uint16_t>(u >> 16);
}

// Each row's inputs in groups of `size` (inputs size·g … size·g + size − 1),
// packed into 32 bits by pack(row, first input), for the groups not all zero.
struct Groups {
  std::vector<std::vector<int>> index;
  std::vector<std::vector<std::uint32_t>> value;
  double per_row = 0;
};

template <class Pack>
Groups GroupsOf(int size, Pack pack) {
  Groups out;
  std::size_t total = 0;
  for (std::size_t r = 0; r < kRows; ++r) {
    out.index.emplace_back();
    out.value.emplace_back();
    for (int g = 0; g < kWidth / size; ++g)
      if (const std::uint32_t packed = pack(r, size * g); packed != 0) {
        out.index.back().push_back(g);
        out.value.back().push_back(packed);
      }
    total += out.index.back().size();
  }
  out.per_row = static_cast<double>(total) / static_cast<double>(kRows);
  return out;
}

#ifdef __AVX512F__

void BM_SecondLayerBf16Weights(benchmark::State& state) {
  const Entries& e = NonZeroEntries();
  const nn::DenseLayer& layer = Shipped().layer(1);
  const std::size_t size = static_cast<std::size_t>(kWidth) * kWidth;
  const auto w = Aligned<std::uint16_t>(size);
  for (std::size_t i = 0; i < size; ++i) w[i] = Bfloat16(layer.weights().data()[i]);
  const float* bias = layer.bias().data();
  alignas(64) float z[kWidth];
  for (auto _ : state)
    for (std::size_t r = 0; r < kRows; ++r) {
      __m512 sum[kWidth / 16];
      for (int v = 0; v < kWidth / 16; ++v) sum[v] = _mm512_loadu_ps(bias + 16 * v);
      for (std::size_t t = 0; t < e.index[r].size(); ++t) {
        const __m512 a = _mm512_set1_ps(e.value[r][t]);
        const std::uint16_t* row = w.get() + static_cast<std::ptrdiff_t>(e.index[r][t]) * kWidth;
        for (int v = 0; v < kWidth / 16; ++v) {
          const __m256i half = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + 16 * v));
          const __m512 wide = _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(half), 16));
          sum[v] = _mm512_fmadd_ps(a, wide, sum[v]);
        }
      }
      for (int v = 0; v < kWidth / 16; ++v) _mm512_storeu_ps(z + 16 * v, sum[v]);
      benchmark::DoNotOptimize(z);
    }
  Count(state, e.per_row);
}
BENCHMARK(BM_SecondLayerBf16Weights);

#endif

#ifdef __AVX512BF16__

void BM_SecondLayerBf16Pairs(benchmark::State& state) {
  const nn::DenseLayer& layer = Shipped().layer(1);
  const float* weights = layer.weights().data();
  // Inputs 2p and 2p + 1 side by side in each 32-bit lane of pair row p.
  const auto w = Aligned<std::uint32_t>(static_cast<std::size_t>(kWidth / 2) * kWidth);
  for (int p = 0; p < kWidth / 2; ++p)
    for (int c = 0; c < kWidth; ++c)
      w[static_cast<std::size_t>(p * kWidth + c)] =
          static_cast<std::uint32_t>(Bfloat16(weights[(2 * p + 1) * kWidth + c])) << 16 |
          Bfloat16(weights[2 * p * kWidth + c]);
  // Each row's pairs with an input above zero (the inputs are ReLU's).
  const Groups pairs = GroupsOf(2, [](std::size_t r, int first) {
    const std::vector<float>& h = Hidden()[r];
    return static_cast<std::uint32_t>(Bfloat16(h[static_cast<std::size_t>(first + 1)])) << 16 |
           Bfloat16(h[static_cast<std::size_t>(first)]);
  });
  const float* bias = layer.bias().data();
  alignas(64) float z[kWidth];
  for (auto _ : state)
    for (std::size_t r = 0; r < kRows; ++r) {
      __m512 sum[kWidth / 16];
      for (int v = 0; v < kWidth / 16; ++v) sum[v] = _mm512_loadu_ps(bias + 16 * v);
      for (std::size_t t = 0; t < pairs.index[r].size(); ++t) {
        const __m512bh a = reinterpret_cast<__m512bh>(_mm512_set1_epi32(static_cast<int>(pairs.value[r][t])));
        const std::uint32_t* row = w.get() + static_cast<std::ptrdiff_t>(pairs.index[r][t]) * kWidth;
        for (int v = 0; v < kWidth / 16; ++v)
          sum[v] = _mm512_dpbf16_ps(sum[v], reinterpret_cast<__m512bh>(_mm512_loadu_si512(row + 16 * v)), a);
      }
      for (int v = 0; v < kWidth / 16; ++v) _mm512_storeu_ps(z + 16 * v, sum[v]);
      benchmark::DoNotOptimize(z);
    }
  Count(state, NonZeroEntries().per_row);
  state.counters["pairs/row"] = pairs.per_row;
}
BENCHMARK(BM_SecondLayerBf16Pairs);

#endif

#ifdef __AVX512VNNI__

void BM_SecondLayerInt8Quads(benchmark::State& state) {
  const nn::DenseLayer& layer = Shipped().layer(1);
  const float* weights = layer.weights().data();
  // Each column's weights over its largest magnitude, in [-127, 127]; inputs
  // 4q … 4q + 3 side by side in each 32-bit lane of quad row q.
  std::vector<float> column_scale(kWidth);
  for (int c = 0; c < kWidth; ++c) {
    float top = 0;
    for (int k = 0; k < kWidth; ++k) top = std::max(top, std::abs(weights[k * kWidth + c]));
    column_scale[static_cast<std::size_t>(c)] = top > 0 ? top / 127 : 1;
  }
  const auto w = Aligned<std::int8_t>(static_cast<std::size_t>(kWidth) * kWidth);
  for (int q = 0; q < kWidth / 4; ++q)
    for (int c = 0; c < kWidth; ++c)
      for (int k = 0; k < 4; ++k)
        w[static_cast<std::size_t>((q * kWidth + c) * 4 + k)] = static_cast<std::int8_t>(
            std::lround(weights[(4 * q + k) * kWidth + c] / column_scale[static_cast<std::size_t>(c)]));
  // Each row's inputs over its largest, in [0, 255]; its quads not all zero.
  std::vector<float> row_scale;
  for (const std::vector<float>& h : Hidden()) {
    const float top = *std::max_element(h.begin(), h.end());
    row_scale.push_back(top > 0 ? top / 255 : 1);
  }
  const Groups quads = GroupsOf(4, [&](std::size_t r, int first) {
    std::uint32_t packed = 0;
    for (int k = 0; k < 4; ++k)
      packed |= static_cast<std::uint32_t>(std::lround(Hidden()[r][static_cast<std::size_t>(first + k)] / row_scale[r]))
                << (8 * k);
    return packed;
  });
  const float* bias = layer.bias().data();
  alignas(64) float z[kWidth];
  for (auto _ : state)
    for (std::size_t r = 0; r < kRows; ++r) {
      __m512i sum[kWidth / 16];
      for (int v = 0; v < kWidth / 16; ++v) sum[v] = _mm512_setzero_si512();
      for (std::size_t t = 0; t < quads.index[r].size(); ++t) {
        const __m512i a = _mm512_set1_epi32(static_cast<int>(quads.value[r][t]));
        const std::int8_t* row = w.get() + static_cast<std::ptrdiff_t>(quads.index[r][t]) * kWidth * 4;
        for (int v = 0; v < kWidth / 16; ++v) sum[v] = _mm512_dpbusd_epi32(sum[v], a, _mm512_loadu_si512(row + 64 * v));
      }
      const __m512 scale = _mm512_set1_ps(row_scale[r]);
      for (int v = 0; v < kWidth / 16; ++v)
        _mm512_storeu_ps(z + 16 * v,
                         _mm512_fmadd_ps(_mm512_cvtepi32_ps(sum[v]),
                                         _mm512_mul_ps(scale, _mm512_loadu_ps(column_scale.data() + 16 * v)),
                                         _mm512_loadu_ps(bias + 16 * v)));
      benchmark::DoNotOptimize(z);
    }
  Count(state, NonZeroEntries().per_row);
  state.counters["quads/row"] = quads.per_row;
}
BENCHMARK(BM_SecondLayerInt8Quads);

#endif

}  // namespace
}  // namespace bidlab
