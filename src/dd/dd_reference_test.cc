// DDS through bidlab's adapter against double-dummy tables published by
// others (../shared/data/external/dd, see its README): DDS's own test hands
// and Ginsberg's GIB library. The whole of list1000.txt is a longer test
// (label "long"); the default run checks a sample.
#include <gtest/gtest.h>

#include <filesystem>

#include "dd/dds_solver.h"
#include "io/dd_reference.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

const std::string kDir = std::string(BIDLAB_EXTERNAL_DIR) + "/external/dd/";

std::vector<ReferenceDeal> Load(const std::string& file, bool gib) {
  const std::string path = kDir + file;
  if (!std::filesystem::exists(path)) return {};
  const std::string text = ReadFileText(path);
  return gib ? ParseGibLibrary(text, path) : ParseDdsTestList(text, path);
}

void ExpectSolvedAsPublished(const std::vector<ReferenceDeal>& refs, const std::string& file) {
  std::vector<Deal> deals;
  for (const auto& r : refs) deals.push_back(r.deal);
  const auto tables = DdsSolver().Solve(deals);
  ASSERT_EQ(tables.size(), refs.size());
  for (std::size_t i = 0; i < refs.size(); ++i)
    EXPECT_EQ(tables[i], refs[i].table) << file << ":" << refs[i].line << " " << FormatDealPbn(refs[i].deal);
}

TEST(DdsReference, ReadsTheDdsListFormat) {
  const auto refs = Load("dds/list1000.txt", false);
  if (refs.empty()) GTEST_SKIP() << "external data absent: " << kDir << "dds/list1000.txt";
  ASSERT_EQ(refs.size(), 1000u);
  // First record: TABLE 5 8 5 8 | 6 6 6 6 | 5 7 5 7 | 7 5 7 5 | 6 6 6 6 (S H D C NT).
  EXPECT_EQ(refs[0].table.Tricks(Seat::kEast, Strain::kSpades), 8);
  EXPECT_EQ(refs[0].table.Tricks(Seat::kNorth, Strain::kClubs), 7);
  EXPECT_EQ(refs[0].table.Tricks(Seat::kWest, Strain::kDiamonds), 7);
}

TEST(DdsReference, SampleOfList1000MatchesDds) {
  auto refs = Load("dds/list1000.txt", false);
  if (refs.empty()) GTEST_SKIP() << "external data absent: " << kDir << "dds/list1000.txt";
  std::vector<ReferenceDeal> sample;
  for (std::size_t i = 0; i < refs.size(); i += 25) sample.push_back(refs[i]);  // 40 deals
  ExpectSolvedAsPublished(sample, "list1000.txt");
}

TEST(DdsReference, GibLibrarySol10MatchesDds) {
  const auto refs = Load("dds/sol10.txt", true);
  if (refs.empty()) GTEST_SKIP() << "external data absent: " << kDir << "dds/sol10.txt";
  ASSERT_EQ(refs.size(), 10u);
  ExpectSolvedAsPublished(refs, "sol10.txt");
}

TEST(DdsReference, NothingMakes) {
  const auto refs = Load("dds/nothing_makes.txt", false);
  if (refs.empty()) GTEST_SKIP() << "external data absent: " << kDir << "dds/nothing_makes.txt";
  for (int st = 0; st < kNumStrains; ++st)
    for (int s = 0; s < kNumSeats; ++s) EXPECT_LE(refs[0].table.Tricks(SeatAt(s), StrainAt(st)), 6);
  ExpectSolvedAsPublished(refs, "nothing_makes.txt");
}

// The README's note: every seat makes exactly 3NT (9 tricks) on this deal.
TEST(DdsReference, EveryoneMakesThreeNoTrump) {
  const std::string path = kDir + "dds/everyone_makes_3N.pbn";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "external data absent: " << path;
  const std::string text = ReadFileText(path);
  const auto open = text.find("[Deal \"");
  ASSERT_NE(open, std::string::npos);
  const auto close = text.find('"', open + 7);
  const Deal deal = ParseDealPbn(text.substr(open + 7, close - open - 7));
  const auto table = DdsSolver().Solve(std::vector<Deal>{deal})[0];
  for (int s = 0; s < kNumSeats; ++s) EXPECT_EQ(table.Tricks(SeatAt(s), Strain::kNoTrump), 9);
  EXPECT_EQ(table.Tricks(Seat::kNorth, Strain::kSpades), 11);
  EXPECT_EQ(table.Tricks(Seat::kEast, Strain::kDiamonds), 11);
}

TEST(DdsReferenceLong, AllOfList1000MatchesDds) {
  const auto refs = Load("dds/list1000.txt", false);
  if (refs.empty()) GTEST_SKIP() << "external data absent: " << kDir << "dds/list1000.txt";
  ExpectSolvedAsPublished(refs, "list1000.txt");
}

}  // namespace
}  // namespace bidlab
