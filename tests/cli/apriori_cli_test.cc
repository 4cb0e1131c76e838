// The a-priori yardstick end to end: dataset layouts, eval --layouts, and
// dataset build --constraint.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_test_util.h"
#include "data/dataset_ops.h"

namespace bidlab {
namespace {

using testing::Bidlab;
using testing::CliRun;

class APrioriCli : public testing::ScratchDirTest {};

TEST_F(APrioriCli, EvalReadsTheLayoutsOfItsDealsAndRefusesOthers) {
  ASSERT_EQ(Bidlab({"dataset", "build", "--count", "6", "--seed", "3", "--threads", "1", "-o", Path("d.bdl")}).status,
            0);
  const CliRun layouts =
      Bidlab({"dataset", "layouts", "--data", Path("d.bdl"), "--layouts", "2", "--threads", "1", "-o", Path("l.bdl")});
  ASSERT_EQ(layouts.status, 0) << layouts.err;
  EXPECT_NE(layouts.out.find("2 layouts for each of 6 deals"), std::string::npos) << layouts.out;
  const Dataset solved = LoadDataset(Path("l.bdl"));
  const Dataset deals = LoadDataset(Path("d.bdl"));
  ASSERT_EQ(solved.records.size(), 12u);
  for (std::size_t i = 0; i < 12; ++i)  // deal i's layouts keep its North and South hands
    EXPECT_EQ(solved.records[i].deal.hand(Seat::kNorth), deals.records[i / 2].deal.hand(Seat::kNorth));

  const CliRun eval =
      Bidlab({"eval", "--bidder", "sayc", "--data", Path("d.bdl"), "--layouts", Path("l.bdl"), "--json"});
  ASSERT_EQ(eval.status, 0) << eval.err;
  const nlohmann::json j = nlohmann::json::parse(eval.out);
  EXPECT_EQ(j["a_priori"]["layouts"], 2);
  EXPECT_EQ(j["a_priori"]["deals"], 6);
  EXPECT_GE(j["a_priori"]["avg_cost"].get<double>(), 0.0);
  const CliRun text = Bidlab({"eval", "--bidder", "sayc", "--data", Path("d.bdl"), "--layouts", Path("l.bdl")});
  EXPECT_NE(text.out.find("a-priori cost (2 layouts of East-West's cards a deal)"), std::string::npos) << text.out;

  // The layouts of other deals are refused, naming the file.
  ASSERT_EQ(Bidlab({"dataset", "build", "--count", "6", "--seed", "4", "--threads", "1", "-o", Path("e.bdl")}).status,
            0);
  const CliRun other = Bidlab({"eval", "--bidder", "sayc", "--data", Path("e.bdl"), "--layouts", Path("l.bdl")});
  EXPECT_NE(other.status, 0);
  EXPECT_NE(other.err.find("l.bdl"), std::string::npos) << other.err;
  EXPECT_NE(other.err.find("expected layout 0 of deal 0"), std::string::npos) << other.err;
}

TEST_F(APrioriCli, AConstrainedBuildHoldsOnlyDealsThatMeetIt) {
  const CliRun run = Bidlab({"dataset", "build", "--count", "5", "--seed", "1", "--constraint", "ns-hcp:25",
                             "--threads", "1", "-o", Path("h.bdl")});
  ASSERT_EQ(run.status, 0) << run.err;
  for (const DealRecord& r : LoadDataset(Path("h.bdl")).records)
    EXPECT_GE(r.deal.hand(Seat::kNorth).HighCardPoints() + r.deal.hand(Seat::kSouth).HighCardPoints(), 25);
  const CliRun bad =
      Bidlab({"dataset", "build", "--count", "5", "--seed", "1", "--constraint", "hcp:25", "-o", Path("x.bdl")});
  EXPECT_NE(bad.status, 0);
  EXPECT_NE(bad.err.find("expected ns-hcp:N"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace bidlab
