#include "experiments/train/league_pool.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "learn/neural/exploration.h"

namespace bidlab {

std::vector<double> LeagueProbabilities(std::span<const double> recent, const std::vector<bool>& fixed_share,
                                        const LeaguePriority& priority) {
  const std::size_t n = recent.size();
  if (n == 0 || fixed_share.size() != n) throw Error("league: no opponent, or a share for each missing");
  const auto m = static_cast<std::size_t>(std::count(fixed_share.begin(), fixed_share.end(), false));
  const bool given = priority.fixed_share > 0 && m > 0 && m < n;
  std::vector<double> p(n, given ? priority.fixed_share / static_cast<double>(n - m) : 1.0 / static_cast<double>(n));
  if (m == 0) return p;
  // exp(−r/T) relative to the smallest r, so that no weight overflows.
  double lowest = INFINITY;
  for (std::size_t o = 0; o < n; ++o)
    if (!fixed_share[o]) lowest = std::min(lowest, recent[o]);
  double total = 0;
  std::vector<double> weight(n, 0.0);
  for (std::size_t o = 0; o < n; ++o)
    if (!fixed_share[o]) total += weight[o] = std::exp(-(recent[o] - lowest) / priority.temperature);
  const double share = given ? 1 - priority.fixed_share : static_cast<double>(m) / static_cast<double>(n);
  for (std::size_t o = 0; o < n; ++o)
    if (!fixed_share[o])
      p[o] = share * (priority.floor / static_cast<double>(m) + (1 - priority.floor) * weight[o] / total);
  return p;
}

std::size_t DrawOpponent(std::span<const double> probabilities, std::uint64_t seed) {
  const double u = static_cast<double>(neural::MixSeed(seed, 0x1ea9) >> 11) * 0x1.0p-53;
  double acc = 0;
  for (std::size_t o = 0; o < probabilities.size(); ++o) {
    acc += probabilities[o];
    if (u < acc) return o;
  }
  return probabilities.size() - 1;  // u within rounding of 1
}

double RecentResult(double recent, double imps) { return recent + kRecentWeight * (imps - recent); }

}  // namespace bidlab
