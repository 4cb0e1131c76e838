#include "core/imp.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace bidlab {
namespace {

const std::string kDir = BIDLAB_EXTERNAL_DIR "/external/scoring/";

std::vector<std::vector<std::string>> ReadRows(const std::string& path, char separator) {
  std::vector<std::vector<std::string>> rows;
  std::ifstream in(path);
  std::string line;
  bool header = true;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (header) {
      header = false;
      continue;
    }
    std::vector<std::string> fields;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, separator)) fields.push_back(field);
    rows.push_back(fields);
  }
  return rows;
}

// Each row of the WBF scale: its first and last difference (multiples of 10).
struct Row {
  int low, high, imps;
};
constexpr Row kRows[] = {{0, 10, 0},       {20, 40, 1},      {50, 80, 2},      {90, 120, 3},     {130, 160, 4},
                         {170, 210, 5},    {220, 260, 6},    {270, 310, 7},    {320, 360, 8},    {370, 420, 9},
                         {430, 490, 10},   {500, 590, 11},   {600, 740, 12},   {750, 890, 13},   {900, 1090, 14},
                         {1100, 1290, 15}, {1300, 1490, 16}, {1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19},
                         {2250, 2490, 20}, {2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, 100000, 24}};

TEST(Imps, WbfScaleAtEveryRowBoundary) {
  for (const Row& row : kRows) {
    EXPECT_EQ(Imps(row.low), row.imps) << row.low;
    EXPECT_EQ(Imps(row.high), row.imps) << row.high;
    EXPECT_EQ(Imps(-row.low), -row.imps) << -row.low;
    EXPECT_EQ(Imps(-row.high), -row.imps) << -row.high;
  }
}

TEST(Imps, WbfScaleKnownValues) {
  EXPECT_EQ(Imps(0), 0);
  EXPECT_EQ(Imps(10), 0);
  EXPECT_EQ(Imps(20), 1);
  EXPECT_EQ(Imps(80), 2);
  EXPECT_EQ(Imps(420), 9);  // 4H NV bid and made against a pass-out
  EXPECT_EQ(Imps(430), 10);
  EXPECT_EQ(Imps(620), 12);   // vulnerable game swing
  EXPECT_EQ(Imps(1430), 16);  // 6S V making vs 0
  EXPECT_EQ(Imps(3990), 23);
  EXPECT_EQ(Imps(4000), 24);
  EXPECT_EQ(Imps(7600), 24);
  EXPECT_EQ(Imps(-7600), -24);
  EXPECT_EQ(Imps(1'000'000'000), 24);
  EXPECT_EQ(Imps(-2'147'483'647 - 1), -24);  // no overflow on the most negative int
}

// DESIGN.md §1: a difference equal to a row's upper bound is one IMP more in
// the thesis's arithmetic; everything else equals WBF.
TEST(Imps, ThesisScaleAddsOneAtUpperBoundsOnly) {
  EXPECT_EQ(Imps(80, ImpScale::kThesis), 3);
  EXPECT_EQ(Imps(420, ImpScale::kThesis), 10);
  EXPECT_EQ(Imps(10, ImpScale::kThesis), 1);
  EXPECT_EQ(Imps(0, ImpScale::kThesis), 0);
  EXPECT_EQ(Imps(3990, ImpScale::kThesis), 24);
  EXPECT_EQ(Imps(-80, ImpScale::kThesis), -3);
  for (int d = 0; d <= 5000; d += 10) {
    bool upper_bound = false;
    for (const Row& row : kRows) upper_bound |= d == row.high;
    EXPECT_EQ(Imps(d, ImpScale::kThesis), Imps(d) + (upper_bound ? 1 : 0)) << d;
    EXPECT_EQ(Imps(-d, ImpScale::kThesis), -Imps(d, ImpScale::kThesis)) << d;
  }
}

TEST(Imps, MonotoneAndAntisymmetricInBothScales) {
  for (const ImpScale scale : {ImpScale::kWbf, ImpScale::kThesis})
    for (int d = -5000; d <= 5000; d += 10) {
      EXPECT_LE(Imps(d, scale), Imps(d + 10, scale));
      EXPECT_EQ(Imps(-d, scale), -Imps(d, scale));
    }
}

TEST(Imps, ScaleNames) {
  EXPECT_EQ(ParseImpScale("wbf"), ImpScale::kWbf);
  EXPECT_EQ(ParseImpScale("thesis"), ImpScale::kThesis);
  EXPECT_EQ(ParseImpScale("vp"), std::nullopt);
  EXPECT_EQ(ImpScaleName(ImpScale::kThesis), "thesis");
  EXPECT_EQ(ImpScaleName(ImpScale::kWbf), "wbf");
}

TEST(ImpsExternal, WbfTableBridgescorer) {
  const auto rows = ReadRows(kDir + "imp_table_wbf.tsv", '\t');
  if (rows.empty()) GTEST_SKIP() << "external data absent: " << kDir << "imp_table_wbf.tsv";
  ASSERT_EQ(rows.size(), 25u);
  for (const auto& r : rows) {
    const int low = std::stoi(r[0]);
    const int high = r[1] == "inf" ? 10000 : std::stoi(r[1]);
    const int imps = std::stoi(r[2]);
    for (int d = low; d <= high; d += 10) {
      EXPECT_EQ(Imps(d), imps) << d;
      EXPECT_EQ(Imps(-d), -imps) << -d;
    }
  }
}

// IMPs a real team match (RealBridge 2021) recorded for 139 board pairs.
TEST(ImpsExternal, RealBridge2021Match) {
  const auto rows = ReadRows(kDir + "imp_pairs_realbridge2021.csv", ',');
  if (rows.empty()) GTEST_SKIP() << "external data absent: " << kDir << "imp_pairs_realbridge2021.csv";
  ASSERT_EQ(rows.size(), 139u);
  for (const auto& r : rows) EXPECT_EQ(Imps(std::stoi(r[5]) - std::stoi(r[6])), std::stoi(r[7])) << "board " << r[0];
}

}  // namespace
}  // namespace bidlab
