#include "learn/bandit/exploration.h"

#include <bit>
#include <cmath>
#include <limits>

#include "data/dealer.h"

namespace bidlab {

std::string UcbRuleName(UcbRule rule) { return rule == UcbRule::kUcb1 ? "ucb1" : "linucb"; }

std::optional<UcbRule> ParseUcbRule(std::string_view name) {
  if (name == "ucb1") return UcbRule::kUcb1;
  if (name == "linucb") return UcbRule::kLinUcb;
  return std::nullopt;
}

double Ucb1Uncertainty(double total, double count) {
  if (count <= 0) return std::numeric_limits<double>::infinity();
  if (total <= 1) return 0.0;
  return std::sqrt(2.0 * std::log(total) / count);
}

int ChooseUpperConfidence(std::span<const double> estimates, std::span<const double> uncertainties, double alpha,
                          std::uint64_t allowed, std::uint64_t tie_seed) {
  // Two passes: the best score (an infinite uncertainty ranks above every
  // finite score; among infinite ones the estimate decides), then a random
  // pick among the arms that reach it.
  bool best_infinite = false;
  double best = -std::numeric_limits<double>::infinity();
  int tied = 0;
  for (std::uint64_t bits = allowed; bits; bits &= bits - 1) {
    const int m = std::countr_zero(bits);
    const bool infinite = std::isinf(uncertainties[m]);
    const double score = infinite ? estimates[m] : estimates[m] + alpha * uncertainties[m];
    if (infinite != best_infinite ? infinite : score > best) {
      best_infinite = infinite;
      best = score;
      tied = 1;
    } else if (infinite == best_infinite && score == best) {
      ++tied;
    }
  }
  if (tied == 0) return -1;
  int pick = tied == 1 ? 0 : static_cast<int>(SplitMix64(tie_seed).Below(static_cast<std::uint32_t>(tied)));
  for (std::uint64_t bits = allowed; bits; bits &= bits - 1) {
    const int m = std::countr_zero(bits);
    const bool infinite = std::isinf(uncertainties[m]);
    const double score = infinite ? estimates[m] : estimates[m] + alpha * uncertainties[m];
    if (infinite == best_infinite && score == best && pick-- == 0) return m;
  }
  return -1;  // unreachable
}

}  // namespace bidlab
