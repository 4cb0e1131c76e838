#include "learn/softmax/softmax_call_model.h"

#include <gtest/gtest.h>

#include <numeric>

#include "core/error.h"
#include "data/dealer.h"
#include "eval/evaluate.h"
#include "io/pbn_deal.h"
#include "learn/softmax/softmax_bidder.h"
#include "learn/softmax/white_data.h"

namespace bidlab {
namespace {

// A small two-stage contract model trained on a made-up rule, and a flat
// opening model; both just need some structure in their weights.
Call ToyContract(const Hand& team) {
  const int hcp = team.HighCardPoints();
  if (hcp < 20) return Call::Pass();
  const int level = hcp >= 33 ? 6 : hcp >= 25 ? 3 : 2;
  return Call::Bid(level, team.Length(Suit::kSpades) >= 8 ? Strain::kSpades : Strain::kNoTrump);
}

struct Toy {
  std::vector<Hand> teams;
  std::vector<Call> calls;
};

Toy ToyContracts(int count) {
  Toy toy;
  for (int i = 0; i < count; ++i) {
    const Deal deal = DealAt(5, static_cast<std::uint64_t>(i));
    toy.teams.push_back(PartnershipHolding(deal.hand(Seat::kNorth), deal.hand(Seat::kSouth)));
    toy.calls.push_back(ToyContract(toy.teams.back()));
  }
  return toy;
}

SoftmaxTrainParams Quick() {
  SoftmaxTrainParams p;
  p.max_epochs = 30;
  return p;
}

TEST(SoftmaxCallModel, TwoStageProbabilitiesSumToOneAndTrainOnEachStrain) {
  const Toy toy = ToyContracts(600);
  SoftmaxCallTrace trace;
  const auto model = TrainSoftmaxCallModel(SoftmaxTask::kContract, WhiteTemplate::kDomain, SoftmaxStructure::kTwoStage,
                                           toy.teams, toy.calls, Quick(), &trace);
  ASSERT_EQ(trace.regressions,
            (std::vector<std::string>{"strain", "level-C", "level-D", "level-H", "level-S", "level-NT"}));
  EXPECT_EQ(trace.examples[0], 600u);
  EXPECT_EQ(trace.examples[1], 0u);  // the rule never plays in clubs
  EXPECT_EQ(trace.examples[4] + trace.examples[5] +
                static_cast<std::size_t>(std::count(toy.calls.begin(), toy.calls.end(), Call::Pass())),
            600u);
  for (int i = 0; i < 20; ++i) {
    const auto p = model->Probabilities(toy.teams[static_cast<std::size_t>(i)]);
    EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-12);
  }
  const CallConfusion c = ScoreSoftmax(*model, {toy.teams, toy.calls, std::vector<bool>(600, false), {}});
  EXPECT_GT(c.Accuracy(), 0.8);
}

TEST(SoftmaxCallModel, PredictionRespectsTheLegalCalls) {
  const Toy toy = ToyContracts(300);
  for (SoftmaxStructure s : {SoftmaxStructure::kFlat, SoftmaxStructure::kTwoStage}) {
    const auto model =
        TrainSoftmaxCallModel(SoftmaxTask::kContract, WhiteTemplate::kRaw, s, toy.teams, toy.calls, Quick());
    // Only PASS and 7NT allowed.
    const std::uint64_t legal = 1u | (std::uint64_t{1} << Call::Bid(7, Strain::kNoTrump).index());
    for (int i = 0; i < 30; ++i) {
      const Call c = model->Predict(toy.teams[static_cast<std::size_t>(i)], legal);
      EXPECT_TRUE(c.IsPass() || c == Call::Bid(7, Strain::kNoTrump)) << CallName(c);
    }
  }
}

TEST(SoftmaxCallModel, ReloadedModelPredictsTheSame) {
  const Toy toy = ToyContracts(300);
  for (SoftmaxStructure s : {SoftmaxStructure::kFlat, SoftmaxStructure::kTwoStage}) {
    const auto model =
        TrainSoftmaxCallModel(SoftmaxTask::kContract, WhiteTemplate::kDomain, s, toy.teams, toy.calls, Quick());
    const auto again = SoftmaxCallModel::LoadPayload(model->SavePayload());
    EXPECT_EQ(again->SavePayload(), model->SavePayload());
    for (int i = 0; i < 50; ++i)
      EXPECT_EQ(again->Probabilities(toy.teams[static_cast<std::size_t>(i)]),
                model->Probabilities(toy.teams[static_cast<std::size_t>(i)]));
  }
}

TEST(SoftmaxCallModel, BadPayloadSaysWhichLine) {
  try {
    SoftmaxCallModel::LoadPayload("task opening\nfeatures fancy\n");
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("line 2"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("fancy"), std::string::npos) << e.what();
  }
}

TEST(SoftmaxBidder, OpeningBidderOpensOnceContractBidderSeesBothHands) {
  const Toy toy = ToyContracts(300);
  std::vector<Hand> norths;
  std::vector<Call> openings;
  for (int i = 0; i < 300; ++i) {
    const Hand h = DealAt(5, static_cast<std::uint64_t>(i)).hand(Seat::kNorth);
    norths.push_back(h);
    openings.push_back(h.HighCardPoints() >= 12 ? Call::Bid(1, Strain::kClubs) : Call::Pass());
  }
  SoftmaxBidder opening(TrainSoftmaxCallModel(SoftmaxTask::kOpening, WhiteTemplate::kDomain, SoftmaxStructure::kFlat,
                                              norths, openings, Quick()));
  EXPECT_FALSE(opening.SeesPartnerHand());
  EXPECT_EQ(opening.Name(), "softmax-opening-domain");
  // North with 4 HCP passes and so does everybody (South's 19 HCP unheard);
  // North with 19 opens 1C, then all pass.
  const Hand weak = ParseHandPbn("T987.654.J32.432"), strong = ParseHandPbn("AKQ2.AQ3.KJ4.Q32");
  Auction auction = BidUncontested(opening, weak, strong);
  EXPECT_EQ(FormatAuction(auction), "PASS PASS PASS PASS");
  auction = BidUncontested(opening, strong, weak);
  EXPECT_EQ(FormatAuction(auction), "1C PASS PASS PASS");

  SoftmaxBidder contract(TrainSoftmaxCallModel(SoftmaxTask::kContract, WhiteTemplate::kDomain,
                                               SoftmaxStructure::kTwoStage, toy.teams, toy.calls, Quick()));
  EXPECT_TRUE(contract.SeesPartnerHand());
  EXPECT_EQ(contract.Name(), "softmax-contract-domain-two-stage");
  // 19 + 15 = 34 HCP together: North names a contract at once, then all pass.
  const Auction named = BidUncontested(contract, strong, ParseHandPbn("JT9.KJT9.AQ9.A76"));
  EXPECT_TRUE(named.calls().at(0).IsBid()) << FormatAuction(named);
  EXPECT_EQ(named.size(), 4);
  BidRequest blind{Seat::kNorth, strong, &named, std::nullopt, Vulnerability::kNone};
  const Auction empty;
  blind.auction = &empty;
  EXPECT_THROW(contract.Bid(blind), Error);  // not shown partner's hand
}

TEST(WhiteData, BestContractIsTheLowestOrHighestOfLeastCost) {
  std::array<int, kNumFinalCalls> costs{};
  costs.fill(5);
  costs[static_cast<std::size_t>(Call::Bid(4, Strain::kSpades).index())] = 0;  // 4S making 11 tricks
  costs[static_cast<std::size_t>(Call::Bid(5, Strain::kSpades).index())] = 0;  // scores the same as 5S
  EXPECT_EQ(BestContract(costs), Call::Bid(4, Strain::kSpades));
  EXPECT_EQ(BestContract(costs, ContractLabel::kHighest), Call::Bid(5, Strain::kSpades));
  costs.fill(0);
  EXPECT_EQ(BestContract(costs), Call::Pass());
  EXPECT_EQ(BestContract(costs, ContractLabel::kHighest), Call::Bid(7, Strain::kNoTrump));
}

TEST(WhiteData, SplitKeepsEveryTableOfAHandTogether) {
  std::vector<OpeningExample> examples;
  std::array<int, kNumWhiteSplits> counts{};
  for (int i = 0; i < 5000; ++i) {
    const Hand h = DealAt(3, static_cast<std::uint64_t>(i)).hand(Seat::kEast);
    // Each hand at three tables, one of them at another position.
    examples.push_back({h, 1, Call::Pass(), "a"});
    examples.push_back({h, 1, Call::Pass(), "b"});
    examples.push_back({h, 3, Call::Bid(1, Strain::kHearts), "c"});
    ++counts[static_cast<std::size_t>(WhiteSplitOf(h, 1))];
  }
  const auto splits = SplitOpeningExamples(examples, 1);
  std::size_t total = 0;
  for (int s = 0; s < kNumWhiteSplits; ++s) {
    EXPECT_EQ(splits[static_cast<std::size_t>(s)].size(),
              3u * static_cast<std::size_t>(counts[static_cast<std::size_t>(s)]));
    total += splits[static_cast<std::size_t>(s)].size();
  }
  EXPECT_EQ(total, examples.size());
  EXPECT_NEAR(counts[0] / 5000.0, 0.7, 0.02);
  EXPECT_NEAR(counts[1] / 5000.0, 0.2, 0.02);
  // Two tables at position 1 agree; the position-3 table is alone.
  EXPECT_EQ(splits[0].AgreedCount(), 2u * static_cast<std::size_t>(counts[0]));
}

}  // namespace
}  // namespace bidlab
