// The four-seat learned bidder: its input layout by known answers, only
// legal calls over many random contested auctions (doubles of partner,
// redoubles without a double and insufficient bids are masked out), and a
// model that saves and loads to the same scores.
#include "learn/contested_neural/contested_bidder.h"

#include <gtest/gtest.h>

#include <numeric>
#include <random>

#include "core/error.h"
#include "data/dealer.h"
#include "learn/contested_neural/contested_input.h"
#include "learn/registry.h"

namespace bidlab::contested_neural {
namespace {

std::shared_ptr<const ContestedModel> Untrained(std::uint64_t seed) {
  return std::make_shared<const ContestedModel>(NewContestedNetwork({32}, seed), nlohmann::json{{"note", "untrained"}});
}

TEST(ContestedInput, KnownAnswers) {
  // Dealer North, 1S by North, X by East: South to call, East-West vulnerable.
  const Auction auction = ParseAuction("1S X", Seat::kNorth);
  const Hand hand = DealAt(1, 0).hand(Seat::kSouth);
  std::vector<float> row(kInputs, -1.0f);
  EncodeInput(hand, Seat::kSouth, Vulnerability::kEastWest, auction, row.data());
  float cards = 0;
  for (int c = 0; c < kNumCards; ++c) cards += row[static_cast<std::size_t>(c)];
  EXPECT_EQ(cards, 13.0f);
  EXPECT_FLOAT_EQ(row[52], static_cast<float>(hand.HighCardPoints()) / 10.0f);
  const std::size_t vul = 57, place = 59, bids = 63, passes = bids + kBidsInputs, legal = passes + 4;
  EXPECT_EQ(row[vul], 0.0f) << "South's side is not vulnerable";
  EXPECT_EQ(row[vul + 1], 1.0f) << "East-West are";
  EXPECT_EQ(row[place + 2], 1.0f) << "South calls third after the dealer";
  const std::size_t one_spade = static_cast<std::size_t>(Call::Bid(1, Strain::kSpades).index() - 1);
  EXPECT_EQ(row[bids + (0 * 4 + 2) * kNumBids + one_spade], 1.0f) << "partner (player 2) bid 1S";
  EXPECT_EQ(row[bids + (1 * 4 + 3) * kNumBids + one_spade], 1.0f) << "the right-hand opponent (3) doubled it";
  EXPECT_EQ(std::accumulate(row.begin() + bids, row.begin() + passes, 0.0f), 2.0f);
  EXPECT_EQ(std::accumulate(row.begin() + passes, row.begin() + legal, 0.0f), 0.0f) << "no pass before the bid";
  EXPECT_EQ(row[legal + 0], 1.0f) << "PASS";
  EXPECT_EQ(row[legal + static_cast<std::size_t>(one_spade + 1)], 0.0f) << "1S is insufficient";
  EXPECT_EQ(row[legal + static_cast<std::size_t>(one_spade + 2)], 1.0f) << "1NT";
  EXPECT_EQ(row[legal + kDoubleIndex], 0.0f) << "no double of a doubled bid";
  EXPECT_EQ(row[legal + kRedoubleIndex], 1.0f) << "our bid stands doubled";
  EXPECT_EQ(legal + kNumCalls, static_cast<std::size_t>(kInputs));
  EXPECT_THROW(EncodeInput(hand, Seat::kWest, Vulnerability::kNone, auction, row.data()), Error) << "not West's turn";
}

TEST(ContestedModel, BestLegalIgnoresIllegalCalls) {
  std::vector<float> scores(kNumCalls, 0.0f);
  scores[kDoubleIndex] = 9;
  scores[5] = 3;
  scores[7] = 3;
  EXPECT_EQ(BestLegal(scores.data(), (std::uint64_t{1} << 5) | (std::uint64_t{1} << 7) | 1u), 5) << "ties to the lower";
  EXPECT_EQ(BestLegal(scores.data(), ~std::uint64_t{0}), kDoubleIndex);
  EXPECT_EQ(BestLegal(scores.data(), 0), -1);
}

// Random auctions: East and West make random legal calls (passes half the
// time), North and South are the bidder, until the auction ends.
TEST(ContestedBidder, MakesOnlyLegalCallsInRandomAuctions) {
  std::mt19937_64 rng(25);
  long calls = 0, doubles = 0;
  for (std::uint64_t model_seed = 1; model_seed <= 4; ++model_seed) {
    ContestedBidder bidder(Untrained(model_seed));
    EXPECT_TRUE(bidder.Competes());
    for (std::uint64_t i = 0; i < 250; ++i) {
      const Deal deal = DealAt(model_seed, i);
      Auction auction(SeatAt(static_cast<int>(rng() % 4)));
      const auto vulnerability = static_cast<Vulnerability>(rng() % 4);
      while (!auction.IsComplete()) {
        const Seat seat = auction.NextToCall();
        Call call;
        if (seat == Seat::kNorth || seat == Seat::kSouth) {
          call = bidder.Bid({seat, deal.hand(seat), &auction, std::nullopt, vulnerability});
          ASSERT_EQ(auction.WhyIllegal(call), "") << FormatAuction(auction) << " then " << CallName(call);
          ++calls;
          doubles += call.IsDouble() || call.IsRedouble();
        } else {
          const std::vector<Call> legal = LegalCalls(auction);
          call = rng() % 2 ? Call::Pass() : legal[rng() % legal.size()];
        }
        auction.Add(call);
      }
    }
  }
  EXPECT_GT(calls, 1000);
  EXPECT_GT(doubles, 0) << "the untrained networks should double or redouble sometimes";
}

// One code path: the trainers score their decisions in batches
// (nn::SparseForward on many rows), the bidder one request at a time; on
// 10,000 decisions of random four-seat auctions, with the network's shape of
// the shipped model, both give the same scores to the bit and the same call.
TEST(ContestedBidder, BatchedScoresGiveTheBiddersCalls) {
  std::mt19937_64 rng(36);
  const auto model = std::make_shared<const ContestedModel>(NewContestedNetwork({256, 256}, 9), nlohmann::json{});
  ContestedBidder bidder(model);
  std::vector<Auction> auctions;
  std::vector<BidRequest> requests;
  auctions.reserve(10000);
  for (std::uint64_t i = 0; auctions.size() < 10000; ++i) {
    const Deal deal = DealAt(36, i);
    Auction auction(SeatAt(static_cast<int>(rng() % 4)));
    const auto vulnerability = static_cast<Vulnerability>(rng() % 4);
    while (!auction.IsComplete() && auctions.size() < 10000) {
      const Seat seat = auction.NextToCall();
      auctions.push_back(auction);
      requests.push_back({seat, deal.hand(seat), nullptr, std::nullopt, vulnerability});
      const std::vector<Call> legal = LegalCalls(auction);
      auction.Add(rng() % 2 ? Call::Pass() : legal[rng() % legal.size()]);
    }
  }
  nn::Matrix x(static_cast<Eigen::Index>(requests.size()), kInputs);
  for (std::size_t k = 0; k < requests.size(); ++k) {
    requests[k].auction = &auctions[k];
    EncodeInput(requests[k].hand, requests[k].seat, requests[k].vulnerability, auctions[k], x.data() + k * kInputs);
  }
  const nn::Matrix scores = nn::SparseForward(model->network(), x);
  for (std::size_t k = 0; k < requests.size(); ++k) {
    // The bidder reads its input as non-zero entries, the trainer as rows.
    const nn::RowVector alone = CallScores(*model, requests[k]);
    for (int c = 0; c < kNumCalls; ++c)
      ASSERT_EQ(alone(c), scores(static_cast<Eigen::Index>(k), c)) << "decision " << k << ", call " << c;
    ASSERT_EQ(bidder.Bid(requests[k]).index(), BestLegal(scores.data() + k * kNumCalls, LegalCallMask(auctions[k])))
        << "decision " << k << ": " << FormatAuction(auctions[k]);
  }
}

TEST(ContestedBidder, SavedAndLoadedScoresTheSame) {
  const auto model = Untrained(3);
  const auto loaded = ContestedModel::LoadPayload(model->SavePayload());
  EXPECT_EQ(loaded->info(), model->info());
  ContestedBidder a(model), b(loaded);
  const Auction auction = ParseAuction("1H 2C", Seat::kEast);  // West to call
  const BidRequest request{Seat::kWest, DealAt(5, 1).hand(Seat::kWest), &auction, std::nullopt, Vulnerability::kBoth};
  const nn::RowVector sa = CallScores(*model, request), sb = CallScores(*loaded, request);
  for (int c = 0; c < kNumCalls; ++c) EXPECT_EQ(sa(c), sb(c));
  EXPECT_EQ(a.Bid(request), b.Bid(request));
  EXPECT_EQ(a.Clone()->Bid(request), a.Bid(request));
  EXPECT_NE(a.Explain(request).find("probability"), std::string::npos) << a.Explain(request);
}

TEST(ContestedBidder, RegisteredAndRefusesOtherNetworks) {
  RegisterAllBidders();
  const ModelKind& kind = FindModelKind(ContestedModel::kKind);
  const std::unique_ptr<Bidder> bidder = kind.load(Untrained(4)->SavePayload());
  EXPECT_EQ(bidder->Name(), "contested-neural");
  EXPECT_TRUE(bidder->Competes());
  std::mt19937_64 rng(1);
  nn::Network other;
  other.Add(nn::DenseLayer(10, kNumCalls, nn::Activation::kLinear, rng));
  EXPECT_THROW((ContestedModel{other, nlohmann::json::object()}), Error);
  EXPECT_THROW(ContestedModel::LoadPayload("{}\n" + other.Save()), Error);
  EXPECT_THROW(ContestedModel::LoadPayload("not json\n" + other.Save()), Error);
}

}  // namespace
}  // namespace bidlab::contested_neural
