#include "core/board.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

// Read off a printed duplicate board: 1 N none, 2 E NS, 3 S EW, 4 W both,
// 16 W EW; board 17 is dealt and vulnerable as board 1.
TEST(BoardRotation, FirstBoardsAsPrintedOnBoards) {
  EXPECT_EQ(BoardDealer(1), Seat::kNorth);
  EXPECT_EQ(BoardVulnerability(1), Vulnerability::kNone);
  EXPECT_EQ(BoardDealer(2), Seat::kEast);
  EXPECT_EQ(BoardVulnerability(2), Vulnerability::kNorthSouth);
  EXPECT_EQ(BoardDealer(3), Seat::kSouth);
  EXPECT_EQ(BoardVulnerability(3), Vulnerability::kEastWest);
  EXPECT_EQ(BoardDealer(4), Seat::kWest);
  EXPECT_EQ(BoardVulnerability(4), Vulnerability::kBoth);
  EXPECT_EQ(BoardDealer(16), Seat::kWest);
  EXPECT_EQ(BoardVulnerability(16), Vulnerability::kEastWest);
  EXPECT_EQ(BoardDealer(17), Seat::kNorth);
  EXPECT_EQ(BoardVulnerability(17), Vulnerability::kNone);
}

// Over 16 boards each side is vulnerable on exactly 8, both sides on 4,
// nobody on 4; the cycle repeats.
TEST(BoardRotation, EachSideVulnerableHalfTheTime) {
  int north_south = 0, east_west = 0, both = 0, none = 0;
  for (std::uint64_t b = 1; b <= 16; ++b) {
    const Vulnerability v = BoardVulnerability(b);
    north_south += IsVulnerable(v, Seat::kNorth);
    east_west += IsVulnerable(v, Seat::kWest);
    both += v == Vulnerability::kBoth;
    none += v == Vulnerability::kNone;
    EXPECT_EQ(BoardVulnerability(b + 16), v);
    EXPECT_EQ(BoardDealer(b + 16), BoardDealer(b));
  }
  EXPECT_EQ(north_south, 8);
  EXPECT_EQ(east_west, 8);
  EXPECT_EQ(both, 4);
  EXPECT_EQ(none, 4);
}

TEST(BoardRotation, VulnerabilityOfASeat) {
  EXPECT_TRUE(IsVulnerable(Vulnerability::kNorthSouth, Seat::kSouth));
  EXPECT_FALSE(IsVulnerable(Vulnerability::kNorthSouth, Seat::kEast));
  EXPECT_TRUE(IsVulnerable(Vulnerability::kEastWest, Seat::kWest));
  EXPECT_TRUE(IsVulnerable(Vulnerability::kBoth, Seat::kNorth));
  EXPECT_FALSE(IsVulnerable(Vulnerability::kNone, Seat::kWest));
}

TEST(VulnerabilitySpelling, EveryCommonSpellingInAnyCase) {
  using V = Vulnerability;
  for (const char* none : {"None", "none", "NONE", "-", "Love", "love"}) EXPECT_EQ(ParseVulnerability(none), V::kNone);
  for (const char* ns : {"NS", "ns", "Ns"}) EXPECT_EQ(ParseVulnerability(ns), V::kNorthSouth);
  for (const char* ew : {"EW", "ew", "eW"}) EXPECT_EQ(ParseVulnerability(ew), V::kEastWest);
  for (const char* all : {"All", "all", "ALL", "Both", "both"}) EXPECT_EQ(ParseVulnerability(all), V::kBoth);
  for (const char* bad : {"", "N", "NSEW", "rotate", "nones", "both "})
    EXPECT_EQ(ParseVulnerability(bad), std::nullopt);
  // Every name written is read back.
  for (V v : {V::kNone, V::kNorthSouth, V::kEastWest, V::kBoth}) EXPECT_EQ(ParseVulnerability(VulnerabilityName(v)), v);
}

TEST(VulnerabilitySpelling, AMatchRuleIsRotateOrAFixedVulnerability) {
  for (const char* rotate : {"rotate", "Rotate", "ROTATE"}) {
    ASSERT_EQ(ParseVulnerabilityRule(rotate), VulnerabilityRule::kRotate);
    EXPECT_EQ(FixedVulnerability(VulnerabilityRule::kRotate), std::nullopt);
  }
  EXPECT_EQ(ParseVulnerabilityRule("rotated"), std::nullopt);
  EXPECT_EQ(ParseVulnerabilityRule("x"), std::nullopt);
  const std::pair<const char*, Vulnerability> fixed[] = {
      {"none", Vulnerability::kNone}, {"NS", Vulnerability::kNorthSouth}, {"ew", Vulnerability::kEastWest},
      {"All", Vulnerability::kBoth},  {"both", Vulnerability::kBoth},     {"-", Vulnerability::kNone}};
  for (const auto& [name, v] : fixed) {
    const std::optional<VulnerabilityRule> rule = ParseVulnerabilityRule(name);
    ASSERT_TRUE(rule.has_value()) << name;
    EXPECT_EQ(FixedVulnerability(*rule), v) << name;
  }
}

}  // namespace
}  // namespace bidlab
