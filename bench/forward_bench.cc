// Google Benchmark for the bidding networks' forward pass: the four-seat
// bidder's shape (525 → 256 → 256 → 38, ReLU) on the inputs of real
// decisions (random deals, random four-seat auctions), rows per second of
// the sparse row-by-row pass (nn/sparse_forward.h) against one dense matrix
// product per layer (Eigen's GEMM, Network::Predict) on batches of 1, 64 and
// 4,096 rows. What chose the sparse pass for the bidders and their trainers.
#include <benchmark/benchmark.h>

#include <random>

#include "data/dealer.h"
#include "learn/contested_neural/contested_input.h"
#include "learn/contested_neural/contested_model.h"
#include "learn/nn/sparse_forward.h"

namespace bidlab {
namespace {

// Input rows of `rows` decisions: every call of random auctions (random
// legal calls, passes half the time) on random deals.
nn::Matrix DecisionRows(int rows) {
  std::mt19937_64 rng(36);
  nn::Matrix x(rows, contested_neural::kInputs);
  int r = 0;
  for (std::uint64_t i = 0; r < rows; ++i) {
    const Deal deal = DealAt(36, i);
    Auction auction(SeatAt(static_cast<int>(rng() % 4)));
    const auto vulnerability = static_cast<Vulnerability>(rng() % 4);
    while (!auction.IsComplete() && r < rows) {
      const Seat seat = auction.NextToCall();
      contested_neural::EncodeInput(deal.hand(seat), seat, vulnerability, auction, x.data() + r++ * x.cols());
      const std::vector<Call> legal = LegalCalls(auction);
      auction.Add(rng() % 2 ? Call::Pass() : legal[rng() % legal.size()]);
    }
  }
  return x;
}

const nn::Network& BiddersNetwork() {
  static const nn::Network net = contested_neural::NewContestedNetwork({256, 256}, 1);
  return net;
}

void BM_ForwardSparseRows(benchmark::State& state) {
  const nn::Matrix x = DecisionRows(static_cast<int>(state.range(0)));
  nn::Matrix out(x.rows(), kNumCalls);
  nn::ForwardScratch scratch;
  for (auto _ : state) {
    nn::ForwardRows(BiddersNetwork(), x.data(), static_cast<std::size_t>(x.rows()), out.data(), scratch);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * x.rows());
}
BENCHMARK(BM_ForwardSparseRows)->Arg(1)->Arg(64)->Arg(4096);

void BM_ForwardDenseGemm(benchmark::State& state) {
  const nn::Matrix x = DecisionRows(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(BiddersNetwork().Predict(x).data());
  state.SetItemsProcessed(state.iterations() * x.rows());
}
BENCHMARK(BM_ForwardDenseGemm)->Arg(1)->Arg(64)->Arg(4096);

}  // namespace
}  // namespace bidlab
