#include "data/apriori.h"

#include <algorithm>

#include "core/error.h"
#include "core/imp.h"
#include "core/scoring.h"
#include "data/cost_vector.h"
#include "data/dealer.h"

namespace bidlab {

Deal LayoutOf(const Deal& deal, std::uint64_t seed, std::uint64_t k) {
  const std::uint64_t north = deal.hand(Seat::kNorth).mask(), south = deal.hand(Seat::kSouth).mask();
  SplitMix64 mixer(seed);
  SplitMix64 rng(mixer.Next() ^ SplitMix64(north ^ (south << 7) ^ (south >> 57)).Next() ^ SplitMix64(~k).Next());
  std::array<std::uint8_t, 2 * kCardsPerHand> cards{};
  std::size_t n = 0;
  for (int c = 0; c < kNumCards; ++c)
    if (((north | south) >> c & 1u) == 0) cards[n++] = static_cast<std::uint8_t>(c);
  for (int i = static_cast<int>(cards.size()) - 1; i > 0; --i)
    std::swap(cards[i], cards[rng.Below(static_cast<std::uint32_t>(i + 1))]);
  std::array<Hand, kNumSeats> hands{};
  hands[ToInt(Seat::kNorth)] = deal.hand(Seat::kNorth);
  hands[ToInt(Seat::kSouth)] = deal.hand(Seat::kSouth);
  for (std::size_t i = 0; i < cards.size(); ++i)
    hands[ToInt(i < static_cast<std::size_t>(kCardsPerHand) ? Seat::kEast : Seat::kWest)].Add(Card{cards[i]});
  return Deal(hands);
}

std::vector<Deal> LayoutsOf(const Deal& deal, std::uint64_t seed, std::uint64_t count) {
  std::vector<Deal> layouts;
  layouts.reserve(count);
  for (std::uint64_t k = 0; k < count; ++k) layouts.push_back(LayoutOf(deal, seed, k));
  return layouts;
}

std::array<double, kNumFinalCalls> APrioriCosts(std::span<const DoubleDummyTable> layouts,
                                                Vulnerability vulnerability) {
  if (layouts.empty()) throw Error("a-priori costs need at least one layout");
  std::array<double, kNumFinalCalls> sum{};
  for (const DoubleDummyTable& table : layouts) {
    const CostVector v = MakeCostVector(table, vulnerability);
    for (int i = 0; i < kNumFinalCalls; ++i) sum[i] += v.costs[i];
  }
  for (double& c : sum) c /= static_cast<double>(layouts.size());
  return sum;
}

APrioriContract APrioriOptimum(std::span<const DoubleDummyTable> layouts, Vulnerability vulnerability) {
  if (layouts.empty()) throw Error("an a-priori optimum needs at least one layout");
  // [0]: North declares every bid, [1]: South; PASS is the same in both.
  std::array<std::array<long, kNumFinalCalls>, 2> sum{};
  for (const DoubleDummyTable& table : layouts) {
    const int best = BestScore(table, vulnerability);
    for (int d = 0; d < 2; ++d) {
      const Seat declarer = d == 0 ? Seat::kNorth : Seat::kSouth;
      sum[d][0] += Imps(best);
      for (int i = 1; i < kNumFinalCalls; ++i) {
        const Contract c = Contract::Of(Call::FromIndex(i), declarer);
        sum[d][i] += Imps(best - NorthSouthScore(c, table.Tricks(declarer, c.strain), vulnerability));
      }
    }
  }
  int best_call = 0, best_declarer = 0;
  for (int i = 0; i < kNumFinalCalls; ++i)
    for (int d = 0; d < 2; ++d)
      if (sum[d][i] < sum[best_declarer][best_call]) best_call = i, best_declarer = d;
  APrioriContract optimum;
  optimum.contract = best_call == 0
                         ? Contract::PassedOut()
                         : Contract::Of(Call::FromIndex(best_call), best_declarer == 0 ? Seat::kNorth : Seat::kSouth);
  optimum.cost = static_cast<double>(sum[best_declarer][best_call]) / static_cast<double>(layouts.size());
  return optimum;
}

}  // namespace bidlab
