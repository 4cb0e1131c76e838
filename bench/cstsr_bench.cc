// CSTSR training on 80,000 deals and one-call bidders' prediction speed,
// plus the pieces of CSOSR's grid search (kernel matrix, one SMO solve).
// Uses the standard data set when it is built, synthetic deals otherwise
// (bench/synthetic_deals.h; the label says which).
//
//   build/bidlab_bench --benchmark_filter='Cstsr|Csosr|Kernel'
#include <benchmark/benchmark.h>

#include "synthetic_deals.h"
#include "eval/evaluate.h"
#include "learn/baseline/cost_example.h"
#include "learn/csosr/csosr.h"
#include "learn/csosr/one_sided_svm.h"
#include "learn/cstsr/cstsr.h"

namespace bidlab {
namespace {

constexpr std::size_t kStandardDeals = 100000;

struct BenchData {
  std::string what;
  std::vector<CostExample> train, validation, test;
  BenchData() {
    const Dataset d = bench::BenchDataset(kStandardDeals, what);
    train = CostExamplesOf(d, Split::kTrain);
    validation = CostExamplesOf(d, Split::kValidation);
    test = CostExamplesOf(d, Split::kTest);
  }
};

const BenchData& Data() {
  static const BenchData data;
  return data;
}

FeatureSpec SpecOf(const benchmark::State& state) {
  return {static_cast<FeatureSet>(state.range(0)), state.range(1) != 0};
}

// Training on the 80,000 training deals: features, moments, and one λ
// (range(2) = 0) or the whole grid of ten with the validation cost of each
// (range(2) = 1).
void BM_CstsrTrain(benchmark::State& state) {
  const BenchData& data = Data();
  CstsrParams params;
  params.features = SpecOf(state);
  if (state.range(2) == 0) params.lambdas = {1e-3};
  for (auto _ : state) {
    const CstsrResult r = TrainCstsr(params, data.train, state.range(2) ? data.validation : std::span<const CostExample>());
    benchmark::DoNotOptimize(r.model.get());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(data.train.size()));
  state.SetLabel(data.what + " " + FeatureSpecName(params.features) + (state.range(2) ? ", 10 lambdas" : ", 1 lambda"));
}
BENCHMARK(BM_CstsrTrain)
    ->ArgsProduct({{0, 1, 2, 3}, {0, 1}, {0}})
    ->Args({2, 0, 1})
    ->Args({3, 1, 1})
    ->Unit(benchmark::kMillisecond);

// Whole uncontested auctions (the eval path) by a trained CSTSR bidder on one
// thread: deals per second.
void BM_CstsrBid(benchmark::State& state) {
  const BenchData& data = Data();
  CstsrParams params;
  params.features = SpecOf(state);
  params.lambdas = {1e-3};
  OneCallBidder bidder(TrainCstsr(params, data.train, {}).model);
  std::size_t i = 0;
  for (auto _ : state) {
    const CostExample& e = data.test[i++ % data.test.size()];
    benchmark::DoNotOptimize(BidUncontested(bidder, e.north, e.south));
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.SetLabel(data.what + " " + FeatureSpecName(params.features) + ", deals/s");
}
BENCHMARK(BM_CstsrBid)->ArgsProduct({{0, 1, 2, 3}, {0, 1}});

// The kernel matrix of n training deals (binary features), both threads.
void BM_KernelMatrix(benchmark::State& state) {
  const BenchData& data = Data();
  const std::size_t n = static_cast<std::size_t>(state.range(0));
  const RowMajorMatrix x = FeatureMatrix({FeatureSet::kBinary, false}, std::span(data.train).first(n));
  for (auto _ : state) {
    KernelMatrix k(x, 0.01, 2);
    benchmark::DoNotOptimize(k.Row(0));
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(n * n));
  state.SetLabel(data.what + " binary, entries/s");
}
BENCHMARK(BM_KernelMatrix)->Arg(5000)->Arg(20000)->UseRealTime()->Unit(benchmark::kMillisecond);

// One SMO solve (call 3NT, condensed features, γ = 0.1) on n deals, the
// kernel precomputed: range(1) is C.
void BM_CsosrSolve(benchmark::State& state) {
  const BenchData& data = Data();
  const std::size_t n = static_cast<std::size_t>(state.range(0));
  const std::span<const CostExample> sample = std::span(data.train).first(n);
  const RowMajorMatrix x = FeatureMatrix({FeatureSet::kCondensed, false}, sample);
  const KernelMatrix k(x, 0.1, 2);
  PrecomputedKernelRows rows(k);
  const int call = Call::Bid(3, Strain::kNoTrump).index();
  std::vector<double> costs;
  std::vector<std::int8_t> sides;
  for (const CostExample& e : sample) {
    costs.push_back(e.costs[call]);
    sides.push_back(e.costs[call] == *std::min_element(e.costs.begin(), e.costs.end()) ? 1 : -1);
  }
  long iterations = 0;
  for (auto _ : state) {
    const OneSidedSolution s = SolveOneSided(rows, {costs, sides, static_cast<double>(state.range(1))}, {});
    iterations = s.iterations;
  }
  state.counters["smo_steps"] = static_cast<double>(iterations);
  state.SetLabel(data.what + " condensed, 3NT, gamma 0.1");
}
// (20,000 deals with C = 1000 takes many minutes a call: see the README.)
BENCHMARK(BM_CsosrSolve)->Args({2000, 1})->Args({2000, 1000})->Args({20000, 1})->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace bidlab


// bidlab_bench is linked from every bench/*.cc; another file may define the
// main() of Google Benchmark too. This one is weak, so it is used only when
// no other is (one shared bench/bench_main.cc would be cleaner).
__attribute__((weak)) int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
