// The same call after the same auction by the same bidder reads the same in
// `bidlab bid`, `bidlab explain --auction` and the explorer's card: all
// three sample it with StandardMeaningSampling.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "serve/explorer.h"

namespace bidlab {
namespace {

std::string CliOut(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  EXPECT_EQ(RunCli(args, out, err), 0) << err.str();
  return out.str();
}

// The rest of the line of `text` that starts at `prefix`.
std::string LineFrom(const std::string& text, const std::string& prefix) {
  const std::size_t at = text.find(prefix);
  if (at == std::string::npos) return "";
  return text.substr(at, text.find('\n', at) - at);
}

TEST(MeaningAgreement, BidExplainAndTheExplorerShowOneMeaningOfSaycsTransfer) {
  // SAYC: North opens 1NT, South with five hearts transfers with 2♦.
  const std::string bid =
      CliOut({"bid", "--bidder", "sayc", "--north", "AKQ2.K32.Q32.J32", "--south", "97.AQJ54.K8.Q976"});
  const std::string from_bid = LineFrom(bid, "2♦: ");
  ASSERT_FALSE(from_bid.empty()) << bid;
  const std::string explain = CliOut({"explain", "sayc", "--auction", "1NT"});
  EXPECT_EQ(LineFrom(explain, "2♦: "), from_bid) << explain;
  const Explorer explorer({});
  const ApiResponse card = explorer.Card({{"bidder", "0"}, {"calls", "1NT"}});
  ASSERT_EQ(card.status, 200) << card.body.dump();
  std::string from_explorer;
  for (const auto& m : card.body["meanings"])
    if (m["call"] == "2D") from_explorer = m["text"].get<std::string>();
  EXPECT_EQ(from_explorer, from_bid) << card.body.dump();
}

}  // namespace
}  // namespace bidlab
