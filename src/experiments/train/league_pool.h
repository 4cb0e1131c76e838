// The league of `train contested-rl`: which opponent of the pool the
// learner meets on each board, prioritised by its recent results.
//
// Opponents scored as a match (against their own table) share the draws by
//   p_o = M · ( ε / m + (1 − ε) · exp(−r_o / T) / Σ_j exp(−r_j / T) )
// where r_o is the learner's recent IMPs/board against o (an exponential
// average, RecentResult), T the temperature in IMPs, ε the uniform floor,
// m their number and M their share of the pool (m / n). An opponent that
// beats the learner (r_o < 0) is met more often than one it beats, and
// every one at least ε·M/m of the time. An opponent scored against the best
// contract (the passing pair: its IMPs are a cost, never positive, not a
// margin) keeps a fixed share 1/n, or with `fixed_share` > 0 those
// opponents together take that share (the uncontested game met more often).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace bidlab {

struct LeaguePriority {
  double temperature = 1.0;  // T, IMPs/board
  double floor = 0.5;        // ε: the share drawn uniformly among the match opponents
  double fixed_share = 0;    // the share of the opponents scored against the best contract, together (0: 1/n each)
};

// Each opponent's probability of being drawn. `recent[o]`: r_o;
// `fixed_share[o]`: scored against the best contract (share 1/n, or
// priority.fixed_share split among them).
std::vector<double> LeagueProbabilities(std::span<const double> recent, const std::vector<bool>& fixed_share,
                                        const LeaguePriority& priority);

// The opponent `seed` draws from `probabilities` (the same seed, the same
// opponent).
std::size_t DrawOpponent(std::span<const double> probabilities, std::uint64_t seed);

// r_o after a step where the learner made `imps` per board against o: an
// exponential average with weight kRecentWeight on the newest step.
inline constexpr double kRecentWeight = 0.1;
double RecentResult(double recent, double imps);

}  // namespace bidlab
