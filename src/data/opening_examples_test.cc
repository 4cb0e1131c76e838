#include "data/opening_examples.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "io/pbn_deal.h"
#include "io/pbn_reader.h"

namespace bidlab {
namespace {

// N: void hearts... as in pbn_reader_test; East deals here.
constexpr const char* kDeal = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

std::string Board(const std::string& dealer, const std::string& auction) {
  return "[Board \"1\"]\n[Dealer \"" + dealer + "\"]\n[Vulnerable \"None\"]\n[Deal \"" + kDeal + "\"]\n[Auction \"" +
         dealer + "\"]\n" + auction + "\n\n";
}

TEST(OpeningExamples, PassesBeforeTheOpeningAndTheOpenerAreExamples) {
  // East deals and passes, South passes, West opens 1C.
  const auto boards = ParsePbn(Board("E", "Pass Pass 1C 1H\nPass Pass Pass"), "t.pbn");
  const auto examples = OpeningExamples(boards.at(0), "t.pbn");
  ASSERT_EQ(examples.size(), 3u);
  const Deal deal = *boards[0].deal;
  EXPECT_EQ(examples[0].hand, deal.hand(Seat::kEast));
  EXPECT_EQ(examples[0].position, 1);
  EXPECT_EQ(examples[0].call, Call::Pass());
  EXPECT_EQ(examples[1].hand, deal.hand(Seat::kSouth));
  EXPECT_EQ(examples[2].hand, deal.hand(Seat::kWest));
  EXPECT_EQ(examples[2].position, 3);
  EXPECT_EQ(examples[2].call, Call::Bid(1, Strain::kClubs));
  EXPECT_EQ(examples[2].source, "t.pbn:1");
}

TEST(OpeningExamples, PassedOutBoardGivesFourPassesCutOffAuctionNone) {
  const auto passed_out = ParsePbn(Board("N", "Pass Pass Pass Pass"), "t.pbn");
  EXPECT_EQ(OpeningExamples(passed_out.at(0), "t.pbn").size(), 4u);
  const auto cut_off = ParsePbn(Board("N", "Pass Pass"), "t.pbn");
  EXPECT_TRUE(OpeningExamples(cut_off.at(0), "t.pbn").empty());
}

TEST(OpeningExamples, LabelsAgreeOnlyWhenSeveralTablesMadeTheSameCall) {
  const Deal deal = *ParsePbn(Board("N", "1D Pass Pass Pass"), "t.pbn").at(0).deal;
  const Hand north = deal.hand(Seat::kNorth), east = deal.hand(Seat::kEast);
  const Call one_d = Call::Bid(1, Strain::kDiamonds), two_d = Call::Bid(2, Strain::kDiamonds);
  const std::vector<OpeningExample> examples = {
      {north, 1, one_d, "a"}, {north, 1, one_d, "b"},  // two tables agree
      {east, 1, one_d, "c"},  {east, 1, two_d, "d"},   // two tables disagree
      {north, 2, one_d, "e"},                          // same hand, other position: alone
  };
  EXPECT_EQ(LabelsAgreed(examples), (std::vector<bool>{true, true, false, false, false}));
}

TEST(OpeningExamples, PassesLeftOutBeforeTheOpenerAreRestoredFromTheDeclarer) {
  // rpbridge.net's archive writes "1NT Pass 3NT AP" for North dealing, East
  // opening: read from North, North would declare, but the Declarer tag says East.
  const std::string board = std::string("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"") + kDeal +
                            "\"]\n[Declarer \"E\"]\n[Contract \"3NT\"]\n[Auction \"N\"]\n1NT Pass 3NT AP\n\n";
  const auto boards = ParsePbn(board, "t.pbn");
  EXPECT_EQ(DroppedLeadingPasses(boards.at(0)), 1);
  const auto examples = OpeningExamples(boards.at(0), "t.pbn");
  ASSERT_EQ(examples.size(), 2u);
  EXPECT_EQ(examples[0].hand, boards[0].deal->hand(Seat::kNorth));
  EXPECT_EQ(examples[0].call, Call::Pass());
  EXPECT_EQ(examples[1].hand, boards[0].deal->hand(Seat::kEast));
  EXPECT_EQ(examples[1].position, 2);
  EXPECT_EQ(examples[1].call, Call::Bid(1, Strain::kNoTrump));
  // The same auction with North declaring is taken as written.
  std::string north = board;
  north.replace(north.find("[Declarer \"E\"]"), 14, "[Declarer \"N\"]");
  const auto as_written = ParsePbn(north, "t.pbn");
  EXPECT_EQ(DroppedLeadingPasses(as_written.at(0)), 0);
  EXPECT_EQ(OpeningExamples(as_written.at(0), "t.pbn").size(), 1u);
}

TEST(OpeningExamples, RealArchivesYieldExamples) {
  const std::filesystem::path dir = std::filesystem::path(BIDLAB_EXTERNAL_DIR) / "external/pbn/vugraph_eyc00";
  if (!std::filesystem::exists(dir)) GTEST_SKIP() << "external PBN data absent: " << dir;
  const auto examples = ReadOpeningExamples(dir.string());
  // 1,000 auctions of 500 deals: at least one example per auction.
  EXPECT_GE(examples.size(), 1000u);
  int bids = 0;
  for (const auto& e : examples) bids += e.call.IsBid();
  EXPECT_GT(bids, 900);
}

}  // namespace
}  // namespace bidlab
