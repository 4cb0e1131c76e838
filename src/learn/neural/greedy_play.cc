// Greedy play of many deals at once: every auction advances one call per
// round, all callers of a round in one forward pass.
#include <numeric>
#include <thread>

#include "learn/neural/neural_trainer.h"

namespace bidlab::neural {

namespace {

// Plays deals [first, first + count); final_calls[i] = deal i's final call.
void PlayGreedily(const nn::Network& network, std::span<const NeuralDeal> deals, int* final_calls) {
  std::vector<std::uint32_t> open(deals.size());
  std::iota(open.begin(), open.end(), 0u);
  std::vector<BiddingState> states(deals.size());
  nn::Matrix x;
  while (!open.empty()) {
    x.resize(static_cast<Eigen::Index>(open.size()), kInputs);
    for (std::size_t r = 0; r < open.size(); ++r) {
      const BiddingState& s = states[open[r]];
      EncodeDecision(deals[open[r]], s, x.data() + r * kInputs);
    }
    const nn::Matrix q = network.Predict(x);
    std::size_t kept = 0;
    for (std::size_t r = 0; r < open.size(); ++r) {
      BiddingState& s = states[open[r]];
      const int c = CheapestLegal(q.data() + r * kNumFinalCalls, s.LegalMask());
      if (s.Ends(c)) {
        final_calls[open[r]] = FinalCallAfter(s, c);
      } else {
        s = s.After(c);
        open[kept++] = open[r];
      }
    }
    open.resize(kept);
  }
}

}  // namespace

double GreedyAverageCost(const nn::Network& network, std::span<const NeuralDeal> deals, int threads,
                         std::vector<int>* final_calls) {
  if (deals.empty()) return 0;
  std::vector<int> finals(deals.size());
  const std::size_t parts = static_cast<std::size_t>(std::max(1, threads));
  std::vector<std::thread> workers;
  for (std::size_t p = 0; p < parts; ++p) {
    const std::size_t first = deals.size() * p / parts, last = deals.size() * (p + 1) / parts;
    workers.emplace_back(
        [&, first, last] { PlayGreedily(network, deals.subspan(first, last - first), finals.data() + first); });
  }
  for (std::thread& t : workers) t.join();
  double total = 0;
  for (std::size_t i = 0; i < deals.size(); ++i) total += deals[i].costs[static_cast<std::size_t>(finals[i])];
  if (final_calls) *final_calls = std::move(finals);
  return total / static_cast<double>(deals.size());
}

}  // namespace bidlab::neural
