// Google Benchmark for the bandit learner on synthetic deals (no data set
// needed): training iterations of the default configuration, and bidding
// throughput on one core through the model and through the eval path. The
// end-to-end figure on real data is `bidlab bench bandit --data FILE`.
#include <benchmark/benchmark.h>

#include "eval/evaluate.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_test_util.h"
#include "learn/bandit/bandit_trainer.h"

namespace bidlab {
namespace {

const std::vector<BanditDeal>& Deals() {
  static const std::vector<BanditDeal> deals = testing::SyntheticDeals(20000, 2014);
  return deals;
}

std::shared_ptr<const BanditModel> Trained() {
  static const std::shared_ptr<const BanditModel> model = [] {
    BanditParams p;
    p.iterations = 200000;
    return TrainBandit(p, Deals()).model;
  }();
  return model;
}

// Iterations of Algorithm 1 with the default configuration, one thread.
void BM_BanditTrainIterations(benchmark::State& state) {
  BanditParams p;
  BanditTrainer trainer(p, Deals(), static_cast<int>(state.range(0)));
  for (auto _ : state) trainer.Run(static_cast<std::uint64_t>(p.pile) * 10);
  state.SetItemsProcessed(state.iterations() * p.pile * 10);
}
BENCHMARK(BM_BanditTrainIterations)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// The final contract of a deal from precomputed features.
void BM_BanditModelFinalCall(benchmark::State& state) {
  const auto model = Trained();
  std::size_t i = 0;
  for (auto _ : state) {
    const BanditDeal& d = Deals()[i++ % Deals().size()];
    benchmark::DoNotOptimize(model->FinalCall(d.north, d.south));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BanditModelFinalCall);

// A whole uncontested auction through the Bidder interface (hands in,
// legal calls checked), as eval bids it.
void BM_BanditBidUncontested(benchmark::State& state) {
  BanditBidder bidder(Trained());
  std::vector<Deal> deals;
  for (std::uint64_t i = 0; i < 1000; ++i) deals.push_back(DealAt(2014, i));
  std::size_t i = 0;
  for (auto _ : state) {
    const Deal& d = deals[i++ % deals.size()];
    benchmark::DoNotOptimize(BidUncontested(bidder, d.hand(Seat::kNorth), d.hand(Seat::kSouth)));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BanditBidUncontested);

}  // namespace
}  // namespace bidlab

// main() is bench/cstsr_bench.cc's (one for all of bidlab_bench).
