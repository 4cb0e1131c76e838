#include "experiments/cbr/case_source_spec.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "core/error.h"

namespace bidlab::cbr {
namespace {

TEST(CbrCaseSources, BadSpecsSayWhatIsAccepted) {
  EXPECT_THROW(LoadCaseSource("sayc:0"), Error);
  EXPECT_THROW(LoadCaseSource("sayc:80001"), Error);
  EXPECT_THROW(LoadCaseSource("sayc:12x"), Error);
  EXPECT_THROW(LoadCaseSource("wbridge5"), Error);
  EXPECT_THROW(LoadCaseSource("pbn:"), Error);
  EXPECT_EQ(LoadCaseSource("sayc:10").cases.size(), 10u);
}

TEST(CbrCaseSources, RealRecordsShareGroupsAcrossTables) {
  const std::string dir = std::string(BIDLAB_EXTERNAL_DIR) + "/external/pbn/";
  if (!std::filesystem::exists(dir)) GTEST_SKIP() << "no real PBN records at " << dir;
  const CaseSource source = LoadCaseSource("pbn:" + dir + "vugraph_etc99," + dir + "vugraph_eyc00");
  ASSERT_GT(source.cases.size(), 1000u);
  std::map<std::uint32_t, std::pair<std::uint64_t, int>> seen;
  for (const Case& c : source.cases) {
    const auto [it, added] = seen.emplace(c.group, std::pair(c.hand.mask(), c.position));
    EXPECT_EQ(it->second, std::pair(c.hand.mask(), c.position));  // one hand and position per group
  }
  EXPECT_LT(seen.size(), source.cases.size());  // some boards were played at several tables
}

}  // namespace
}  // namespace bidlab::cbr
