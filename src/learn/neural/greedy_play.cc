// Greedy play of many deals at once: every auction advances one call per
// round, all callers of a round in one forward pass.
#include <numeric>

#include "learn/neural/chunks.h"
#include "learn/neural/neural_trainer.h"
#include "learn/nn/sparse_forward.h"

namespace bidlab::neural {

namespace {

// Deals per chunk (chunks.h), so that the validation cost, and with it the
// checkpoint kept, does not depend on the thread count: large batches, and
// the standard validation split (10,000 deals) in two, one per core.
constexpr std::size_t kGreedyChunk = 5000;

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
    const nn::Matrix q = nn::SparseForward(network, x);
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
  ForEachChunk(deals.size(), kGreedyChunk, threads, [&](std::size_t first, std::size_t last) {
    PlayGreedily(network, deals.subspan(first, last - first), finals.data() + first);
  });
  double total = 0;
  for (std::size_t i = 0; i < deals.size(); ++i) total += deals[i].costs[static_cast<std::size_t>(finals[i])];
  if (final_calls) *final_calls = std::move(finals);
  return total / static_cast<double>(deals.size());
}

}  // namespace bidlab::neural
