// The stage-2 loss: its gradient against finite differences, and that a
// step along it moves probability to the call of the best target.
#include "learn/contested_neural/policy_gradient.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "core/auction.h"

namespace bidlab::contested_neural {
namespace {

// The loss itself, in double precision: −Σ π t − β H, mean over rows.
double Loss(const nn::Matrix& scores, const std::vector<float>& targets, const std::vector<std::uint64_t>& legal,
            double entropy) {
  double total = 0;
  double pi[kNumCalls];
  for (Eigen::Index r = 0; r < scores.rows(); ++r) {
    LegalPolicy(scores.data() + r * kNumCalls, legal[static_cast<std::size_t>(r)], pi);
    for (int c = 0; c < kNumCalls; ++c)
      if (pi[c] > 0)
        total -= pi[c] * targets[static_cast<std::size_t>(r * kNumCalls + c)] - entropy * pi[c] * std::log(pi[c]);
  }
  return total / static_cast<double>(scores.rows());
}

struct Example {
  nn::Matrix scores;
  std::vector<float> targets;
  std::vector<std::uint64_t> legal;
};

Example TwoRows() {
  Example e;
  e.scores = nn::Matrix::Zero(2, kNumCalls);
  e.targets.assign(2 * kNumCalls, 0.0f);
  Auction opening(Seat::kNorth);
  Auction after_one_spade(Seat::kNorth);
  after_one_spade.Add(Call::Bid(1, Strain::kSpades));
  e.legal = {LegalCallMask(opening), LegalCallMask(after_one_spade)};
  for (std::size_t c = 0; c < kNumCalls; ++c) {
    const auto i = static_cast<Eigen::Index>(c);
    e.scores(0, i) = 0.1f * static_cast<float>(c % 7) - 0.2f;
    e.scores(1, i) = 0.05f * static_cast<float>(c % 5);
    e.targets[c] = static_cast<float>((c * 37) % 11) - 5.0f;
    e.targets[kNumCalls + c] = static_cast<float>((c * 13) % 9) - 4.0f;
  }
  return e;
}

TEST(LegalPolicyGradient, MatchesFiniteDifferences) {
  Example e = TwoRows();
  for (double entropy : {0.0, 0.3}) {
    nn::Matrix dz;
    LegalPolicyGradient(e.scores, e.targets, e.legal, entropy, &dz);
    for (int r = 0; r < 2; ++r)
      for (int c = 0; c < kNumCalls; ++c) {
        const float keep = e.scores(r, c);
        const float h = 1e-2f;
        e.scores(r, c) = keep + h;
        const double up = Loss(e.scores, e.targets, e.legal, entropy);
        e.scores(r, c) = keep - h;
        const double down = Loss(e.scores, e.targets, e.legal, entropy);
        e.scores(r, c) = keep;
        const bool legal = (e.legal[static_cast<std::size_t>(r)] >> c) & 1u;
        if (!legal) {
          EXPECT_EQ(dz(r, c), 0.0f) << "an illegal call gets no gradient";
          EXPECT_NEAR(up, down, 1e-9);
        } else {
          EXPECT_NEAR(dz(r, c), (up - down) / (2 * h), 2e-4) << "row " << r << " call " << c << " β " << entropy;
        }
      }
  }
}

TEST(LegalPolicyGradient, ReturnsTheExpectedTargetAndFavoursTheBestCall) {
  // Opening the bidding: every call equally likely, one call worth 10 IMPs.
  nn::Matrix scores = nn::Matrix::Zero(1, kNumCalls);
  std::vector<float> targets(kNumCalls, 0.0f);
  const int best = Call::Bid(1, Strain::kNoTrump).index();
  targets[static_cast<std::size_t>(best)] = 10.0f;
  const std::vector<std::uint64_t> legal = {LegalCallMask(Auction(Seat::kNorth))};
  nn::Matrix dz;
  const double expected = LegalPolicyGradient(scores, targets, legal, 0.0, &dz);
  EXPECT_NEAR(expected, 10.0 / 36, 1e-6) << "36 legal calls at the start: PASS and the 35 bids";
  for (int c = 0; c < kNumCalls; ++c) {
    if (c == best) {
      EXPECT_LT(dz(0, c), 0.0f) << "descending the loss raises the best call's score";
    } else if ((legal[0] >> c) & 1u) {
      EXPECT_GT(dz(0, c), 0.0f);
    }
  }
}

}  // namespace
}  // namespace bidlab::contested_neural
