// Google Benchmark for the neural bidder on synthetic deals (no data set
// needed): training steps of the default configuration (play 256 deals,
// follow the legal calls of every decision to the end, one Adam pass) on
// one and two threads, in decisions targeted per second; and bidding through
// the eval path, with a random network of the default shape and with the
// shipped model. The figure on real data is the decisions/s `bidlab train
// neural` prints.
#include <benchmark/benchmark.h>

#include "synthetic_deals.h"
#include "eval/evaluate.h"
#include "eval/open_bidder.h"
#include "learn/baseline/cost_example.h"
#include "learn/neural/neural_bidder.h"
#include "learn/neural/neural_trainer.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

const std::vector<neural::NeuralDeal>& Deals() {
  static const std::vector<neural::NeuralDeal> deals =
      neural::NeuralDealsOf(bench::SyntheticDataset(20000), Split::kAll);
  return deals;
}

// `steps` training steps of the default configuration per iteration.
void BM_NeuralTrainSteps(benchmark::State& state) {
  neural::NeuralParams p;
  p.steps = 20;
  p.eval_every = 1000;  // validation (on one deal) only at the start and the end
  neural::NeuralTrainOptions options;
  options.threads = static_cast<int>(state.range(0));
  long decisions = 0;
  for (auto _ : state) decisions += neural::TrainNeural(p, Deals(), std::span(Deals()).first(1), options).decisions;
  state.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
  state.counters["deals/s"] =
      benchmark::Counter(static_cast<double>(state.iterations() * p.steps * p.deals_per_step), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_NeuralTrainSteps)->Arg(1)->Arg(2)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(1);

// Whole uncontested auctions through the Bidder interface, as eval bids them.
void BM_NeuralBidUncontested(benchmark::State& state) {
  std::mt19937_64 rng(1);
  nn::Network net;
  int inputs = neural::kInputs;
  for (int h : neural::NeuralParams{}.hidden) {  // the default network's shape
    net.Add(nn::DenseLayer(inputs, h, nn::Activation::kRelu, rng));
    inputs = h;
  }
  net.Add(nn::DenseLayer(inputs, kNumFinalCalls, nn::Activation::kLinear, rng));
  neural::NeuralBidder bidder(std::make_shared<const neural::NeuralModel>(std::move(net), nlohmann::json::object()));
  std::size_t i = 0;
  for (auto _ : state) {
    const neural::NeuralDeal& d = Deals()[i++ % Deals().size()];
    benchmark::DoNotOptimize(BidUncontested(bidder, d.hands[0], d.hands[1]));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NeuralBidUncontested);

// The same with the shipped model (data/neural.model), what users run: a
// trained network's hidden layers are sparser than random weights', and its
// auctions are its own.
void BM_NeuralBidUncontestedShipped(benchmark::State& state) {
  RegisterAllBidders();
  const std::unique_ptr<Bidder> bidder = LoadModelBidder(std::string(BIDLAB_DATA_DIR) + "/neural.model");
  std::size_t i = 0;
  std::int64_t calls = 0;  // North's and South's, East and West's passes aside
  for (auto _ : state) {
    const neural::NeuralDeal& d = Deals()[i++ % Deals().size()];
    const Auction auction = BidUncontested(*bidder, d.hands[0], d.hands[1]);
    calls += static_cast<std::int64_t>(NorthSouthCalls(auction).size());
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["calls/deal"] = static_cast<double>(calls) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_NeuralBidUncontestedShipped);

}  // namespace
}  // namespace bidlab
