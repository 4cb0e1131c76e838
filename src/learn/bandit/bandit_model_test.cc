#include "learn/bandit/bandit_model.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "eval/evaluate.h"
#include "features/hand_features.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_test_util.h"
#include "learn/bandit/bandit_trainer.h"

namespace bidlab {
namespace {

std::shared_ptr<const BanditModel> TrainedModel(StructureKind kind, UcbRule ucb) {
  static const std::vector<BanditDeal> deals = testing::SyntheticDeals(500, 9);
  BanditParams p;
  p.structure = kind;
  p.depth = 6;
  p.width = 5;
  p.ucb = ucb;
  p.alpha = 4;
  p.penetrate = 0.5;
  p.iterations = 8000;
  p.seed = 5;
  return TrainBandit(p, deals).model;
}

TEST(BanditFeatures, AreCondensed2DividedByTheScales) {
  const Deal d = DealAt(1, 0);
  std::array<double, kBanditDim> raw{};
  EncodeHand(FeatureSet::kCondensed2, d.hand(Seat::kNorth), raw);
  const BanditVector x = BanditFeatures(d.hand(Seat::kNorth));
  const auto& s = BanditFeatureScales();
  EXPECT_EQ(s[0], 1.0);    // bias
  EXPECT_EQ(s[1], 10.0);   // HCP
  EXPECT_EQ(s[2], 4.0);    // clubs
  EXPECT_EQ(s[6], 100.0);  // HCP²
  EXPECT_EQ(s[7], 40.0);   // HCP·clubs
  EXPECT_EQ(s[20], 16.0);  // spades²
  for (int j = 0; j < kBanditDim; ++j)
    EXPECT_DOUBLE_EQ(x[j] * s[static_cast<std::size_t>(j)], raw[static_cast<std::size_t>(j)]) << j;
}

TEST(BanditModel, EveryAuctionItMakesIsLegal) {
  for (StructureKind kind : {StructureKind::kTree, StructureKind::kLayered}) {
    for (UcbRule ucb : {UcbRule::kUcb1, UcbRule::kLinUcb}) {
      BanditBidder bidder(TrainedModel(kind, ucb));
      int longest = 0;
      for (std::uint64_t i = 0; i < 3000; ++i) {
        const Deal d = DealAt(77, i);
        // BidUncontested throws on any illegal call.
        const Auction a = BidUncontested(bidder, d.hand(Seat::kNorth), d.hand(Seat::kSouth), i);
        ASSERT_TRUE(a.IsComplete());
        const std::vector<Call> ns = NorthSouthCalls(a);
        longest = std::max(longest, static_cast<int>(ns.size()));
        // The auction is the one the model's nodes make.
        int expected[kMaxBanditDepth + 2];
        const int n = bidder.model().BidSequence(BanditFeatures(d.hand(Seat::kNorth)),
                                                 BanditFeatures(d.hand(Seat::kSouth)), expected);
        ASSERT_EQ(static_cast<int>(ns.size()), n);
        for (int k = 0; k < n; ++k) EXPECT_EQ(ns[static_cast<std::size_t>(k)].index(), expected[k]);
      }
      EXPECT_LE(longest, 7);  // ℓ = 6 bids and the closing pass
    }
  }
}

TEST(BanditModel, SaveLoadRoundTrip) {
  const auto model = TrainedModel(StructureKind::kTree, UcbRule::kUcb1);
  const std::string payload = model->SavePayload();
  const auto loaded = BanditModel::LoadPayload(payload);
  EXPECT_EQ(loaded->SavePayload(), payload);
  EXPECT_EQ(loaded->params().Describe(), model->params().Describe());
  BanditBidder a(model), b(loaded);
  for (std::uint64_t i = 0; i < 500; ++i) {
    const Deal d = DealAt(78, i);
    EXPECT_EQ(FormatAuction(BidUncontested(a, d.hand(Seat::kNorth), d.hand(Seat::kSouth))),
              FormatAuction(BidUncontested(b, d.hand(Seat::kNorth), d.hand(Seat::kSouth))));
  }
}

TEST(BanditModel, SavesTheReadingsItWasTrainedWith) {
  static const std::vector<BanditDeal> deals = testing::SyntheticDeals(200, 9);
  BanditParams p;
  p.depth = 3;
  p.iterations = 2000;
  p.ucb1_total = Ucb1Total::kVisits;
  p.penetrate_by = PenetrateBy::kUncertainty;
  p.scaling = FeatureScaling::kNone;
  p.width_counts = WidthCounts::kCalls;
  const auto model = TrainBandit(p, deals).model;
  const auto loaded = BanditModel::LoadPayload(model->SavePayload());
  EXPECT_EQ(loaded->params().ucb1_total, Ucb1Total::kVisits);
  EXPECT_EQ(loaded->params().penetrate_by, PenetrateBy::kUncertainty);
  EXPECT_EQ(loaded->params().scaling, FeatureScaling::kNone);
  EXPECT_EQ(loaded->structure().size(), model->structure().size());
  EXPECT_EQ(loaded->params().width_counts, WidthCounts::kCalls);
  EXPECT_EQ(loaded->params().Describe(), model->params().Describe());
  std::string wrong = model->SavePayload();
  wrong.replace(wrong.find("ucb1_total visits"), 17, "ucb1_total often");
  EXPECT_THROW(BanditModel::LoadPayload(wrong), Error);
}

TEST(BanditModel, RejectsDamagedPayloads) {
  const std::string payload = TrainedModel(StructureKind::kLayered, UcbRule::kLinUcb)->SavePayload();
  EXPECT_THROW(BanditModel::LoadPayload(payload.substr(0, payload.size() - 8)), Error);
  std::string wrong = payload;
  wrong.replace(wrong.find("depth 6"), 7, "depth 5");
  EXPECT_THROW(BanditModel::LoadPayload(wrong), Error);
  EXPECT_THROW(BanditModel::LoadPayload("structure tree\n"), Error);
}

std::string LoadError(const std::string& payload) {
  try {
    BanditModel::LoadPayload(payload);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

// A small file claiming a huge structure is refused before allocating it;
// a weights count off by one says which number is wrong.
TEST(BanditModel, SizesAreCheckedBeforeAllocating) {
  const std::string payload = TrainedModel(StructureKind::kLayered, UcbRule::kLinUcb)->SavePayload();
  std::string huge = payload;
  huge.replace(huge.find("structure layered"), 17, "structure tree");
  huge.replace(huge.find("depth 6"), 7, "depth 40");
  huge.replace(huge.find("width 5"), 7, "width 36");
  EXPECT_NE(LoadError(huge).find("has 68719476736 bidding nodes; at most 100000 are allowed"), std::string::npos)
      << LoadError(huge);
  const std::size_t at = payload.find("\nweights ") + 9;
  const std::size_t end = payload.find('\n', at);
  const long long bytes = std::stoll(payload.substr(at, end - at));
  std::string short_line = payload;
  short_line.replace(at, end - at, std::to_string(bytes - 1));
  EXPECT_EQ(LoadError(short_line), "bandit model: the weights line says " + std::to_string(bytes - 1) +
                                       " bytes, the structure needs " + std::to_string(bytes));
  EXPECT_EQ(LoadError(payload.substr(0, payload.size() - 1)), "bandit model: " + std::to_string(bytes - 1) +
                                                                  " bytes of weights follow, the structure needs " +
                                                                  std::to_string(bytes));
}

}  // namespace
}  // namespace bidlab
