#include "serve/table_api.h"

#include <gtest/gtest.h>

#include <string>

#include "core/auction.h"
#include "core/call.h"

namespace bidlab {
namespace {

// SAYC and pass, the shipped neural model (uncontested) and the four-seat model.
const Explorer& TheExplorer() {
  static const Explorer explorer(
      {std::string(BIDLAB_DATA_DIR) + "/neural.model", std::string(BIDLAB_DATA_DIR) + "/contested.model"});
  return explorer;
}

ApiResponse Bid(const RequestParams& params) { return BidApi(TheExplorer(), params); }
ApiResponse Table(const RequestParams& params) { return TableApi(TheExplorer(), params); }

// 15 HCP, 4-3-3-3: SAYC opens 1NT.
constexpr const char* kNotrump = "AKQ2.K32.Q32.J32";
// 11 HCP and five good spades: over 1♣, SAYC overcalls 1♠.
constexpr const char* kOvercall = "AKJ54.32.K32.432";

TEST(ServeBid, SaycOpensOneNotrumpWithFifteenBalanced) {
  const ApiResponse r = Bid({{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["bidder"], "sayc");
  EXPECT_EQ(r.body["call"], "1NT");
  EXPECT_EQ(r.body["dealer"], "N");
  EXPECT_EQ(r.body["vulnerable"], "None");
  EXPECT_FALSE(r.body["reason"].get<std::string>().empty());
  // A rule system scores nothing: its one candidate is its call.
  ASSERT_EQ(r.body["candidates"].size(), 1u);
  EXPECT_EQ(r.body["candidates"][0]["call"], "1NT");
  EXPECT_TRUE(r.body["candidates"][0]["score"].is_null());
  EXPECT_TRUE(r.body["score_kind"].is_null());
  EXPECT_FALSE(r.body["candidates"][0].contains("meaning"));  // meanings=0 by default
}

TEST(ServeBid, SaycOvercallsInTheFourSeatGame) {
  const ApiResponse r = Bid({{"bidder", "sayc"}, {"seat", "e"}, {"hand", kOvercall}, {"auction", "1C"}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["call"], "1S");
  EXPECT_EQ(r.body["auction"], nlohmann::json::array({"1C"}));
}

TEST(ServeBid, MeaningsAreSampledAtTheTable) {
  const ApiResponse r = Bid({{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}, {"meanings", "1"}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  const auto& meaning = r.body["candidates"][0]["meaning"];
  ASSERT_TRUE(meaning.is_object()) << r.body.dump();
  EXPECT_EQ(meaning["text"].get<std::string>().rfind("natural, non-forcing, 15–17 HCP, balanced", 0), 0u)
      << meaning.dump();
  EXPECT_GT(meaning["hands"].get<int>(), 100);
  EXPECT_GE(r.body["sampled"]["deals"].get<int>(), 5000);
}

TEST(ServeBid, TheFourSeatModelsCandidatesAreItsLegalCallsByProbability) {
  // After North's 1♣, East may double but not redouble.
  const ApiResponse r = Bid({{"bidder", "contested-neural"}, {"seat", "E"}, {"hand", kOvercall}, {"auction", "1C"}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["score_kind"], "probability");
  const auto& candidates = r.body["candidates"];
  Auction auction;
  auction.Add(Call::FromIndex(1));  // 1C
  ASSERT_EQ(candidates.size(), LegalCalls(auction).size());
  EXPECT_EQ(candidates[0]["call"], r.body["call"]);
  double total = 0, previous = 1;
  bool doubles = false;
  for (const auto& c : candidates) {
    const double p = c["score"].get<double>();
    EXPECT_LE(p, previous + 1e-12) << "not best first";
    previous = p;
    total += p;
    EXPECT_NE(c["call"], "XX");
    doubles |= c["call"] == "X";
  }
  EXPECT_TRUE(doubles);
  EXPECT_NEAR(total, 1.0, 1e-6);
}

TEST(ServeBid, AnUncontestedModelAtAContestedTableListsOnlyLegalCalls) {
  // The neural model opens as if East had passed; after East's 1♠ its 1♣, 1♦ and 1♥ are not candidates.
  const ApiResponse r =
      Bid({{"bidder", "neural"}, {"seat", "S"}, {"hand", kNotrump}, {"auction", "1S"}, {"dealer", "E"}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["bidder"], "neural (uncontested)");
  EXPECT_EQ(r.body["score_kind"], "probability");  // the shipped model is a policy
  Auction auction(Seat::kEast);
  auction.Add(*ParseCall("1S"));
  for (const auto& c : r.body["candidates"]) EXPECT_TRUE(auction.IsLegal(*ParseCall(c["call"].get<std::string>())));
}

TEST(ServeBid, ABoardNumberSetsDealerAndVulnerability) {
  // Board 2: dealer East, North-South vulnerable.
  const ApiResponse r = Bid({{"bidder", "sayc"}, {"seat", "E"}, {"hand", kNotrump}, {"board", "2"}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["dealer"], "E");
  EXPECT_EQ(r.body["vulnerable"], "NS");
  EXPECT_EQ(r.body["board"], 2);
}

TEST(ServeBid, BadRequestsNameWhatIsWrong) {
  const std::vector<std::pair<RequestParams, std::string>> bad = {
      {{{"seat", "N"}, {"hand", kNotrump}}, "bidder: give a bidder's name"},
      {{{"bidder", "nobody"}, {"seat", "N"}, {"hand", kNotrump}}, "bidder: no bidder \"nobody\""},
      {{{"bidder", "sayc"}, {"hand", kNotrump}}, "seat: give the seat"},
      {{{"bidder", "sayc"}, {"seat", "Q"}, {"hand", kNotrump}}, "seat: expected N, E, S or W"},
      {{{"bidder", "sayc"}, {"seat", "E"}, {"hand", kNotrump}}, "seat: E is not to call: N calls next"},
      {{{"bidder", "sayc"}, {"seat", "N"}, {"hand", "AKQ.K32.Q32.J32"}}, "hand: expected 13 cards, found 12"},
      {{{"bidder", "sayc"}, {"seat", "S"}, {"hand", kNotrump}, {"auction", "1C,1C"}}, "auction: call 2 (E): "},
      {{{"bidder", "sayc"}, {"seat", "E"}, {"hand", kNotrump}, {"auction", "1C,XX"}}, "auction: call 2 (E): "},
      {{{"bidder", "sayc"}, {"seat", "E"}, {"hand", kNotrump}, {"auction", "1Q"}}, "auction: call 1, \"1Q\", is not"},
      {{{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}, {"auction", "P,P,P,P"}}, "auction: it is over"},
      {{{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}, {"auction", "P,P,P,P,P"}}, "after the auction is over"},
      {{{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}, {"meanings", "2"}}, "meanings: expected 0 or 1"},
      {{{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}, {"board", "3"}, {"dealer", "N"}}, "board: give a board"},
      {{{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}, {"board", "0"}}, "board: boards are numbered from 1"},
      {{{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}, {"vulnerable", "often"}}, "vulnerable: expected one of"},
  };
  for (const auto& [params, message] : bad) {
    const ApiResponse r = Bid(params);
    EXPECT_GE(r.status, 400) << r.body.dump();
    EXPECT_LT(r.status, 500) << r.body.dump();
    EXPECT_NE(r.body["error"].get<std::string>().find(message), std::string::npos) << r.body.dump();
  }
  // No auction is longer than the laws allow: a request cannot make the server read more.
  std::string long_auction = "P,P,P";
  for (int i = 0; i < 400; ++i) long_auction += ",X";
  const ApiResponse r = Bid({{"bidder", "sayc"}, {"seat", "N"}, {"hand", kNotrump}, {"auction", long_auction}});
  EXPECT_EQ(r.status, 400);
}

// Passes in `seat` until the auction ends, as a player would: each answer's
// calls, then the seat's pass, sent back. Returns the last answer.
ApiResponse PassThrough(RequestParams params) {
  for (int turn = 0; turn < 100; ++turn) {
    const ApiResponse r = Table(params);
    if (r.status != 200 || r.body["over"]) return r;
    EXPECT_EQ(r.body["next"], params.at("seat"));
    std::string calls;
    for (const auto& c : r.body["auction"]) calls += c.get<std::string>() + ",";
    params["auction"] = calls + "PASS";
  }
  ADD_FAILURE() << "the auction did not end";
  return {};
}

TEST(ServeTable, ThePlayerPassesThroughAndSeesTheReview) {
  const RequestParams params = {{"seat", "W"},       {"board", "5"},        {"seed", "11"},
                                {"partner", "sayc"}, {"opponents", "sayc"}, {"meanings", "0"}};
  const ApiResponse first = Table(params);
  ASSERT_EQ(first.status, 200) << first.body.dump();
  EXPECT_EQ(first.body["dealer"], "N");  // board 5: dealer North, N-S vulnerable
  EXPECT_EQ(first.body["vulnerable"], "NS");
  EXPECT_EQ(first.body["seed"], 11);
  EXPECT_EQ(first.body["hand"]["pbn"].get<std::string>().size(), 16u);  // 13 cards and three dots
  // North, East and South call before West.
  ASSERT_EQ(first.body["added"].size(), 3u);
  EXPECT_EQ(first.body["added"][0]["seat"], "N");
  EXPECT_EQ(first.body["added"][0]["bidder"], "sayc");
  EXPECT_TRUE(first.body["added"][0]["meaning"].is_null());
  EXPECT_FALSE(first.body.contains("review"));

  const ApiResponse last = PassThrough(params);
  ASSERT_EQ(last.status, 200) << last.body.dump();
  ASSERT_TRUE(last.body["over"]);
  const auto& review = last.body["review"];
  // West only passed: each of West's turns is listed, marked where SAYC would have called otherwise.
  int west_turns = 0;
  for (std::size_t i = 0; i < last.body["auction"].size(); ++i)
    if (i % 4 == 3) ++west_turns;
  ASSERT_EQ(review["your_calls"].size(), static_cast<std::size_t>(west_turns));
  for (const auto& c : review["your_calls"]) {
    EXPECT_EQ(c["call"], "PASS");
    EXPECT_EQ(c["differs"], c["bot"] != "PASS");
  }
  // East-West's score is minus North-South's.
  EXPECT_EQ(review["your_score"], -review["score"].get<int>());
  EXPECT_EQ(review["your_par"], -review["par"]["score"].get<int>());
  EXPECT_EQ(review["hands"].size(), 4u);
  EXPECT_EQ(review["dd"]["tricks"].size(), 5u);
  // The tricks are the declarer's in the contract's strain, read from the double-dummy table.
  if (review.contains("declarer")) {
    const std::string contract = review["contract"];  // "3NT by N", "4HX by S"
    const std::string strain = contract.substr(1, contract.find_first_of("X ") - 1);
    const auto& dd = review["dd"];
    std::size_t row = 0, column = 0;
    while (dd["strains"][row] != strain) ++row;
    while (dd["seats"][column] != review["declarer"]) ++column;
    EXPECT_EQ(review["tricks"], dd["tricks"][row][column]) << review.dump();
  }
  // With SAYC in West too, the bots' own auction.
  EXPECT_TRUE(review["bots"]["grid"].is_object());
}

TEST(ServeTable, TheFourSeatModelAnswersWithMeanings) {
  const RequestParams params = {{"seat", "S"},
                                {"dealer", "E"},
                                {"seed", "3"},
                                {"partner", "contested-neural"},
                                {"opponents", "contested-neural"}};
  const ApiResponse r = Table(params);
  ASSERT_EQ(r.status, 200) << r.body.dump();
  ASSERT_EQ(r.body["added"].size(), 1u);  // East deals, South is next
  const auto& east = r.body["added"][0];
  EXPECT_EQ(east["seat"], "E");
  EXPECT_NE(east["reason"].get<std::string>().find("probability"), std::string::npos) << east.dump();
  EXPECT_TRUE(east["meaning"]["sampled"]["deals"].get<int>() >= 5000) << east.dump();
  EXPECT_EQ(r.body["next"], "S");
  EXPECT_FALSE(r.body["legal"].empty());
}

TEST(ServeTable, AnAuctionNotBidAtThisTableIsRefused) {
  // North's call on a seeded deal, then the same deal sent back with another call for North.
  const RequestParams params = {
      {"seat", "S"}, {"seed", "5"}, {"partner", "sayc"}, {"opponents", "sayc"}, {"meanings", "0"}};
  const ApiResponse r = Table(params);
  ASSERT_EQ(r.status, 200) << r.body.dump();
  const std::string north = r.body["auction"][0];
  RequestParams wrong = params;
  wrong["auction"] = north == "7NT" ? "6NT" : "7NT";
  const ApiResponse refused = Table(wrong);
  EXPECT_EQ(refused.status, 409) << refused.body.dump();
  EXPECT_NE(refused.body["error"].get<std::string>().find("auction: call 1 (N)"), std::string::npos);
  const std::vector<RequestParams> bad = {
      {{"partner", "sayc"}, {"opponents", "sayc"}},                                         // no seat
      {{"seat", "S"}, {"opponents", "sayc"}},                                               // no partner
      {{"seat", "S"}, {"partner", "sayc"}, {"opponents", "sayc"}, {"deal", "N:nonsense"}},  // a bad deal
      {{"seat", "S"}, {"partner", "sayc"}, {"opponents", "sayc"}, {"hand", "AKQ.K32.Q32.J32"}},
  };
  for (const auto& p : bad) EXPECT_EQ(Table(p).status / 100, 4) << Table(p).body.dump();
}

TEST(ServeTable, ATypedHandIsTheSeatsAndTheRestIsDealtBySeed) {
  const RequestParams params = {{"seat", "E"},       {"hand", kOvercall},   {"seed", "9"},
                                {"partner", "sayc"}, {"opponents", "sayc"}, {"meanings", "0"}};
  const ApiResponse a = Table(params);
  ASSERT_EQ(a.status, 200) << a.body.dump();
  EXPECT_EQ(a.body["hand"]["pbn"], kOvercall);
  EXPECT_EQ(Table(params).body, a.body);
}

}  // namespace
}  // namespace bidlab
