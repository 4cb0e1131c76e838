// bench api end to end on a few requests: a row for each bidder and mode,
// in text and JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_test_util.h"

namespace bidlab {
namespace {

using testing::Bidlab;
using testing::CliRun;

TEST(BenchApiCli, TimesBothBiddersWithoutAndWithMeanings) {
  const CliRun run = Bidlab({"bench", "api", "--requests", "3", "--meaning-requests", "1", "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["path"], "in-process, without HTTP: add the socket's few tenths of a millisecond");
  EXPECT_EQ(j["models"], nlohmann::json::array({"contested.model"}));
  EXPECT_EQ(j["requests"], 3);
  EXPECT_EQ(j["meaning_requests"], 1);
  EXPECT_EQ(j["seed"], 1);
  ASSERT_EQ(j["rows"].size(), 4u);
  const std::pair<const char*, bool> expected[] = {
      {"sayc", false}, {"sayc", true}, {"contested-neural", false}, {"contested-neural", true}};
  for (std::size_t i = 0; i < 4; ++i) {
    const nlohmann::json& row = j["rows"][i];
    EXPECT_EQ(row["bidder"], expected[i].first);
    EXPECT_EQ(row["meanings"], expected[i].second);
    EXPECT_EQ(row["requests"], expected[i].second ? 1 : 3);
    EXPECT_EQ(row["target_ms"], expected[i].second ? 2000.0 : 50.0);
    const double median = row["median_ms"].get<double>(), p95 = row["p95_ms"].get<double>();
    EXPECT_GE(median, 0.0);
    EXPECT_GE(p95, median);
    EXPECT_GE(row["max_ms"].get<double>(), p95);
    EXPECT_TRUE(row["within_target"].is_boolean());
  }
}

TEST(BenchApiCli, TextNamesThePathAndEveryRow) {
  const CliRun run = Bidlab({"bench", "api", "--requests", "2", "--meaning-requests", "0", "--bidder", "sayc"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("in-process, without HTTP"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("sayc                  no               2"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("sayc                  yes              0"), std::string::npos) << run.out;
}

TEST(BenchApiCli, AnUnknownBidderIsRefusedWithTheServersMessage) {
  const CliRun run = Bidlab({"bench", "api", "--requests", "1", "--meaning-requests", "0", "--bidder", "nobody"});
  EXPECT_NE(run.status, 0);
  EXPECT_NE(run.err.find("/api/bid answered 404 for bidder nobody"), std::string::npos) << run.err;
}

TEST(BenchApiCli, MoreRequestsThanTestBoardsAreRefused) {
  const CliRun run = Bidlab({"bench", "api", "--requests", "10001"});
  EXPECT_NE(run.status, 0);
  EXPECT_NE(run.err.find("--requests 10001: a request a board, and the test split of standard has 10000 boards"),
            std::string::npos)
      << run.err;
}

}  // namespace
}  // namespace bidlab
