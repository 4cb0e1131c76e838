// The AE-MLP trick predictor end to end on made-up tables whose trick count
// follows the NS high-card points, so a network that learns anything beats
// the majority answer; the D variant's encoder keeps no weight across hands.
#include "learn/ddnet/trick_net.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "data/dealer.h"
#include "learn/ddnet/comparator.h"
#include "learn/ddnet/deal_encoding.h"

namespace bidlab::ddnet {
namespace {

// NS tricks = NS HCP / 3 (0-13) for every strain and declarer of that pair.
std::vector<DealRecord> PointsRecords(int count, std::uint64_t seed) {
  std::vector<DealRecord> records;
  for (int i = 0; i < count; ++i) {
    DealRecord r{DealAt(seed, static_cast<std::uint64_t>(i)), {}};
    const int ns = r.deal.hand(Seat::kNorth).HighCardPoints() + r.deal.hand(Seat::kSouth).HighCardPoints();
    for (int st = 0; st < kNumStrains; ++st)
      for (int s = 0; s < kNumSeats; ++s)
        r.table.Set(SeatAt(s), StrainAt(st), IsNorthSouth(SeatAt(s)) ? ns / 3 : 13 - ns / 3);
    records.push_back(r);
  }
  return records;
}

TrainConfig SmallConfig(Variant variant) {
  TrainConfig config;
  config.variant = variant;
  config.epochs = 6;
  config.ae_max_iterations = 200;
  config.learning_rate = 0.003f;
  return config;
}

TEST(DdnetTrickNetTest, DVariantLearnsWithoutWeightsAcrossHands) {
  const auto train = TrickExamples(PointsRecords(600, 3), ContractKind::kNoTrump);
  const auto validation = TrickExamples(PointsRecords(100, 4), ContractKind::kNoTrump);
  TrainLog log;
  const TrickNet net = TrainTrickNet(ContractKind::kNoTrump, train, validation, SmallConfig(Variant::kD), log, nullptr);
  EXPECT_EQ(log.validation_accuracy.size(), 6u);
  EXPECT_GT(log.ae_iterations, 0);
  const nn::Matrix& w = net.network().layer(0).weights();
  ASSERT_EQ(w.rows(), kInputs);
  ASSERT_EQ(w.cols(), 104);
  int inside = 0;
  for (int i = 0; i < kInputs; ++i)
    for (int j = 0; j < 104; ++j) {
      if (i / 52 == j / 26) inside += w(i, j) != 0.0f;
      else ASSERT_EQ(w(i, j), 0.0f) << "hand " << i / 52 << " reaches the quarter of hand " << j / 26;
    }
  EXPECT_GT(inside, 4 * 52 * 26 * 9 / 10);
  // Within one trick far more often than the spread of NS points allows by chance.
  const TrickAccuracy a = MeasureTricks(net.PredictTricks(validation), validation);
  EXPECT_GT(a.within_one, 0.6);
  EXPECT_GT(a.side, 0.75);
  // Saved and loaded, the model predicts the same.
  const TrickNet back = TrickNet::LoadPayload(net.SavePayload(), "test");
  EXPECT_EQ(back.PredictTricks(validation), net.PredictTricks(validation));
  EXPECT_EQ(back.variant(), Variant::kD);
  EXPECT_TRUE(back.network().layer(0).mask().has_value());
}

TEST(DdnetTrickNetTest, SameSeedSameModel) {
  const auto train = TrickExamples(PointsRecords(50, 5), ContractKind::kSuit);
  TrainConfig config = SmallConfig(Variant::kF);
  config.epochs = 1;
  TrainLog a, b;
  const TrickNet x = TrainTrickNet(ContractKind::kSuit, train, {}, config, a, nullptr);
  const TrickNet y = TrainTrickNet(ContractKind::kSuit, train, {}, config, b, nullptr);
  EXPECT_EQ(x.SavePayload(), y.SavePayload());
  EXPECT_FALSE(x.network().layer(0).mask().has_value());
}

TEST(DdnetTrickNetTest, ComparatorLearnsWhichPairIsStronger) {
  const auto train = TrickExamples(PointsRecords(400, 6), ContractKind::kNoTrump);
  const auto validation = TrickExamples(PointsRecords(100, 7), ContractKind::kNoTrump);
  TrainLog log;
  TrainConfig config = SmallConfig(Variant::kD);
  const Comparator c = TrainComparator(ContractKind::kNoTrump, train, validation, config, log, nullptr);
  EXPECT_GT(ComparatorSideAccuracy(c, validation), 0.75);
  const Comparator back = Comparator::LoadPayload(c.SavePayload(), "test");
  EXPECT_EQ(back.NorthSouthHigher(validation), c.NorthSouthHigher(validation));
  EXPECT_THROW(Comparator::LoadPayload("contract nt\nvariant D\nnetwork 1\n", "bad"), InputError);
}

}  // namespace
}  // namespace bidlab::ddnet
