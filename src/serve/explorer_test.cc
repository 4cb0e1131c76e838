#include "serve/explorer.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/error.h"
#include "io/model_file.h"
#include "learn/bandit/bandit_model.h"
#include "learn/bandit/bandit_test_util.h"
#include "learn/bandit/bandit_trainer.h"

namespace bidlab {
namespace {

// A small bandit model file (synthetic yardstick, no DDS), made once.
const std::string& BanditModelPath() {
  static const std::string path = [] {
    const std::vector<BanditDeal> deals = testing::SyntheticDeals(300, 3);
    BanditParams p;
    p.depth = 4;
    p.width = 5;
    p.iterations = 2000;
    p.seed = 1;
    const auto model = TrainBandit(p, deals).model;
    const std::string file = (std::filesystem::temp_directory_path() / "bidlab_serve_test.model").string();
    WriteModelFile(file, {BanditModel::kKind, BanditModel::kVersion, model->SavePayload()});
    return file;
  }();
  return path;
}

const Explorer& TheExplorer() {
  static const Explorer explorer({BanditModelPath()});
  return explorer;
}

TEST(ServeExplorer, ListsBiddersEachWithACard) {
  const ApiResponse r = TheExplorer().Bidders();
  ASSERT_EQ(r.status, 200);
  ASSERT_EQ(r.body["bidders"].size(), 3u);
  EXPECT_EQ(r.body["bidders"][0]["name"], "sayc");
  EXPECT_TRUE(r.body["bidders"][0]["card"]);
  EXPECT_EQ(r.body["bidders"][0]["card_kind"], "sampled");
  EXPECT_EQ(r.body["bidders"][2]["card_kind"], "bandit");
}

TEST(ServeExplorer, SaycsCardIsSampledFromItsBidding) {
  const ApiResponse root = TheExplorer().Card({{"bidder", "0"}});
  ASSERT_EQ(root.status, 200) << root.body.dump();
  EXPECT_EQ(root.body["kind"], "sampled");
  EXPECT_EQ(root.body["caller"], "N");
  bool found = false;
  for (const auto& m : root.body["meanings"])
    if (m["call"] == "1NT") {
      found = true;
      EXPECT_EQ(m["hcp"][0], 15);  // the rule: 15-17, balanced
      EXPECT_EQ(m["hcp"][1], 17);
      EXPECT_EQ(m["text"].get<std::string>().rfind("1NT: natural, non-forcing, 15–17 HCP, balanced", 0), 0u)
          << m["text"];
    }
  EXPECT_TRUE(found);
  const ApiResponse after = TheExplorer().Card({{"bidder", "0"}, {"calls", "1NT"}});
  ASSERT_EQ(after.status, 200) << after.body.dump();
  EXPECT_EQ(after.body["caller"], "S");
  EXPECT_EQ(after.body["calls"], "1NT");
  EXPECT_GT(after.body["reached"].get<int>(), 100);
}

TEST(ServeExplorer, ACardAfterInterferenceForABidderThatCompetes) {
  // SAYC competes: "1S (2H)" is North's 1♠, East's 2♥ overcall, South to call.
  const ApiResponse r = TheExplorer().Card({{"bidder", "0"}, {"calls", "1S (2H)"}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["caller"], "S");
  EXPECT_EQ(r.body["calls"], "1S (2H)");
  EXPECT_NE(r.body["heading"].get<std::string>().find("South after 1♠ (2♥)"), std::string::npos) << r.body.dump();
  EXPECT_GT(r.body["reached"].get<int>(), 30);
  const ApiResponse bandit = TheExplorer().Card({{"bidder", "2"}, {"calls", "1S (2H)"}});
  EXPECT_EQ(bandit.status, 400) << "a bandit bids only the uncontested game";
  const ApiResponse wrong = TheExplorer().Card({{"bidder", "0"}, {"calls", "(1S) (2H)"}});
  EXPECT_EQ(wrong.status, 400) << wrong.body.dump();
}

TEST(ServeExplorer, ARandomDealIsTheSameForTheSameSeed) {
  const ApiResponse a = TheExplorer().Deal({{"seed", "42"}, {"index", "3"}});
  const ApiResponse b = TheExplorer().Deal({{"seed", "42"}, {"index", "3"}});
  ASSERT_EQ(a.status, 200) << a.body.dump();
  EXPECT_EQ(a.body, b.body);
  EXPECT_EQ(a.body["seed"], 42);
  EXPECT_EQ(a.body["auctions"].size(), 3u);
  EXPECT_EQ(a.body["dd"]["tricks"].size(), 5u);
}

TEST(ServeExplorer, TypedHandsAndTypedDeals) {
  const ApiResponse ns =
      TheExplorer().Deal({{"north", "AKQ2.K32.Q32.J32"}, {"south", "J43.AQ4.KJ4.AK54"}, {"seed", "7"}, {"vul", "All"}});
  ASSERT_EQ(ns.status, 200) << ns.body.dump();
  EXPECT_EQ(ns.body["hands"]["N"]["pbn"], "AKQ2.K32.Q32.J32");
  EXPECT_EQ(ns.body["vulnerability"], "All");
  const ApiResponse whole = TheExplorer().Deal({{"deal", ns.body["pbn"]}, {"vul", "All"}});
  ASSERT_EQ(whole.status, 200);
  EXPECT_EQ(whole.body["auctions"], ns.body["auctions"]);
  EXPECT_EQ(whole.body["costs"], ns.body["costs"]);
}

TEST(ServeExplorer, BadDealRequestsAreClear400s) {
  const std::vector<RequestParams> bad = {
      {{"north", "AKQ2.K32.Q32"}, {"south", "J43.AQ4.KJ4.AK54"}},  // 9 cards
      {{"north", "AKQ2.K32.Q32.J32"}},                             // no south
      {{"north", "AKQ2.K32.Q32.J32"}, {"south", "AKQ2.K32.Q32.J32"}},
      {{"deal", "N:nonsense"}},
      {{"deal", "N:AKQ2.K32.Q32.J32 - - -"}, {"north", "AKQ2.K32.Q32.J32"}},
      {{"seed", "-1"}},
      {{"seed", "99999999999999999999999"}},
      {{"vul", "sometimes"}},
      {{"north", "XYZ.K32.Q32.J32"}, {"south", "J43.AQ4.KJ4.AK54"}},
  };
  for (const auto& params : bad) {
    const ApiResponse r = TheExplorer().Deal(params);
    EXPECT_EQ(r.status, 400) << r.body.dump();
    EXPECT_FALSE(r.body["error"].get<std::string>().empty());
  }
  // Every spelling of a vulnerability is one (core/bridge.h: ParseVulnerability).
  const ApiResponse all = TheExplorer().Deal({{"seed", "42"}, {"index", "3"}, {"vul", "All"}});
  ASSERT_EQ(all.status, 200) << all.body.dump();
  EXPECT_EQ(TheExplorer().Deal({{"seed", "42"}, {"index", "3"}, {"vul", "both"}}).body, all.body);
}

TEST(ServeExplorer, CardNodeByNode) {
  const ApiResponse root = TheExplorer().Card({{"bidder", "2"}});
  ASSERT_EQ(root.status, 200) << root.body.dump();
  EXPECT_EQ(root.body["node"], 0);
  EXPECT_EQ(root.body["caller"], "N");
  double share = 0;
  std::string continuing;
  for (const auto& m : root.body["meanings"]) {
    share += m["share"].get<double>();
    if (m["continues"] && continuing.empty()) continuing = m["call"];
  }
  EXPECT_NEAR(share, 1.0, 1e-9);  // every hand opens with some call
  ASSERT_FALSE(continuing.empty());
  const ApiResponse next = TheExplorer().Card({{"bidder", "2"}, {"calls", continuing}});
  ASSERT_EQ(next.status, 200) << next.body.dump();
  EXPECT_EQ(next.body["layer"], 2);
  EXPECT_EQ(next.body["caller"], "S");
  EXPECT_EQ(next.body["calls"], continuing);
}

TEST(ServeExplorer, BadCardRequests) {
  EXPECT_EQ(TheExplorer().Card({}).status, 400);
  EXPECT_EQ(TheExplorer().Card({{"bidder", "0"}, {"calls", "1NT PASS"}}).status, 404);  // over
  EXPECT_EQ(TheExplorer().Card({{"bidder", "77"}}).status, 404);
  EXPECT_EQ(TheExplorer().Card({{"bidder", "2"}, {"calls", "1S 1C"}}).status, 400);  // insufficient
  EXPECT_EQ(TheExplorer().Card({{"bidder", "2"}, {"calls", "X"}}).status, 400);
  EXPECT_EQ(TheExplorer().Card({{"bidder", "2"}, {"calls", "7NT"}}).status, 404);  // terminal
}

TEST(ServeExplorer, AModelThatCannotBeReadIsAnError) { EXPECT_THROW(Explorer({"/nonexistent/model"}), Error); }

}  // namespace
}  // namespace bidlab
