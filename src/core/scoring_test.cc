#include "core/scoring.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace bidlab {
namespace {

Contract K(std::string_view text, Seat declarer = Seat::kNorth) { return *ParseContractPbn(text, declarer); }

int Score(std::string_view contract, int tricks, bool vulnerable) {
  return DeclarerScore(K(contract), tricks, vulnerable);
}

// Rows of a comma- or tab-separated file, without '#' comments and the
// header line. Empty when the file is absent.
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

const std::string kDir = BIDLAB_EXTERNAL_DIR "/external/scoring/";

// Counted by hand from the Law 77 table.
TEST(Scoring, MadeContracts) {
  EXPECT_EQ(Score("1C", 7, false), 70);      // 20 + 50
  EXPECT_EQ(Score("1NT", 7, false), 90);     // 40 + 50
  EXPECT_EQ(Score("2S", 8, false), 110);     // 60 + 50
  EXPECT_EQ(Score("2NT", 8, true), 120);     // 70 + 50
  EXPECT_EQ(Score("3NT", 9, false), 400);    // 100 + 300
  EXPECT_EQ(Score("3NT", 9, true), 600);     // 100 + 500
  EXPECT_EQ(Score("4H", 10, false), 420);    // 120 + 300
  EXPECT_EQ(Score("4S", 11, false), 450);    // 120 + 300 + 30
  EXPECT_EQ(Score("4S", 10, true), 620);     // 120 + 500
  EXPECT_EQ(Score("5C", 11, false), 400);    // 100 + 300
  EXPECT_EQ(Score("4D", 10, false), 130);    // 80 + 50: not game
  EXPECT_EQ(Score("3D", 13, false), 190);    // 60 + 50 + 4×20
  EXPECT_EQ(Score("6H", 12, false), 980);    // 180 + 300 + 500
  EXPECT_EQ(Score("6NT", 12, true), 1440);   // 190 + 500 + 750
  EXPECT_EQ(Score("7C", 13, true), 2140);    // 140 + 500 + 1500
  EXPECT_EQ(Score("7NT", 13, false), 1520);  // 220 + 300 + 1000
}

TEST(Scoring, DoubledAndRedoubledMade) {
  EXPECT_EQ(Score("1CX", 7, false), 140);     // 40 + 50 + 50 insult
  EXPECT_EQ(Score("2HX", 8, false), 470);     // 120 + 300 + 50: doubled into game
  EXPECT_EQ(Score("2HX", 9, true), 870);      // 120 + 500 + 50 + 200
  EXPECT_EQ(Score("1NTXX", 7, false), 560);   // 160 + 300 + 100
  EXPECT_EQ(Score("1CXX", 8, true), 630);     // 80 + 50 + 100 + 400
  EXPECT_EQ(Score("4SX", 10, true), 790);     // 240 + 500 + 50
  EXPECT_EQ(Score("7NTXX", 13, true), 2980);  // 880 + 500 + 1500 + 100
  EXPECT_EQ(Score("7NTX", 13, false), 1790);  // 440 + 300 + 1000 + 50
}

TEST(Scoring, DefeatedContracts) {
  EXPECT_EQ(Score("4S", 9, false), -50);
  EXPECT_EQ(Score("4S", 7, true), -300);
  EXPECT_EQ(Score("1CX", 6, false), -100);
  EXPECT_EQ(Score("3NTX", 7, false), -300);
  EXPECT_EQ(Score("3NTX", 6, false), -500);
  EXPECT_EQ(Score("4SX", 6, false), -800);
  EXPECT_EQ(Score("6HX", 9, true), -800);  // 200 + 300 + 300
  EXPECT_EQ(Score("4HX", 8, true), -500);
  EXPECT_EQ(Score("2CXX", 6, false), -600);
  EXPECT_EQ(Score("2CXX", 6, true), -1000);
  EXPECT_EQ(Score("7NTXX", 0, true), -7600);  // down 13, the worst score there is
  EXPECT_EQ(Score("7NT", 0, false), -650);
}

TEST(Scoring, PassedOutScoresZero) {
  EXPECT_EQ(DeclarerScore(Contract::PassedOut(), 0, true), 0);
  EXPECT_EQ(NorthSouthScore(Contract::PassedOut(), 7, Vulnerability::kBoth), 0);
}

TEST(Scoring, NorthSouthPointOfView) {
  // E-W declaring: sign flips and E-W's vulnerability counts.
  EXPECT_EQ(NorthSouthScore(K("4S", Seat::kEast), 10, Vulnerability::kNorthSouth), -420);
  EXPECT_EQ(NorthSouthScore(K("4S", Seat::kWest), 10, Vulnerability::kEastWest), -620);
  EXPECT_EQ(NorthSouthScore(K("4S", Seat::kWest), 9, Vulnerability::kEastWest), 100);
  EXPECT_EQ(NorthSouthScore(K("4S", Seat::kSouth), 10, Vulnerability::kEastWest), 420);
  EXPECT_EQ(NorthSouthScore(K("4S", Seat::kNorth), 10, Vulnerability::kBoth), 620);
}

TEST(Scoring, TableEqualsTheRuleForEveryCase) {
  for (int i = 1; i < kNumFinalCalls; ++i)
    for (int d = 0; d < kNumDoublings; ++d)
      for (int v = 0; v < 2; ++v)
        for (int t = 0; t <= kMaxTricks; ++t) {
          const Call bid = Call::FromIndex(i);
          const Contract c = Contract::Of(bid, Seat::kNorth, static_cast<Doubling>(d));
          EXPECT_EQ(DeclarerScore(c, t, v != 0),
                    ComputeDeclarerScore(bid.level(), bid.strain(), c.doubling, v != 0, t));
        }
}

// Facts that hold for every contract: more tricks never score less; a
// doubled making contract scores more than undoubled, a doubled failing one
// loses more; vulnerability magnifies both.
TEST(Scoring, MonotoneInTricksDoublingAndVulnerability) {
  for (int i = 1; i < kNumFinalCalls; ++i)
    for (int t = 0; t <= kMaxTricks; ++t) {
      const Call bid = Call::FromIndex(i);
      for (int d = 0; d < kNumDoublings; ++d)
        for (int v = 0; v < 2; ++v) {
          const Contract c = Contract::Of(bid, Seat::kNorth, static_cast<Doubling>(d));
          if (t < kMaxTricks) {
            EXPECT_LT(DeclarerScore(c, t, v != 0), DeclarerScore(c, t + 1, v != 0));
          }
          const bool made = t >= c.TricksNeeded();
          if (made) {
            EXPECT_GE(DeclarerScore(c, t, true), DeclarerScore(c, t, false));
          } else {
            EXPECT_LT(DeclarerScore(c, t, true), DeclarerScore(c, t, false));
          }
          if (d > 0) {
            const Contract less = Contract::Of(bid, Seat::kNorth, static_cast<Doubling>(d - 1));
            if (made) EXPECT_GT(DeclarerScore(c, t, v != 0), DeclarerScore(less, t, v != 0));
            else EXPECT_LT(DeclarerScore(c, t, v != 0), DeclarerScore(less, t, v != 0));
          }
        }
    }
}

TEST(Scoring, NorthSouthScoreOfFinalCallUsesTheAssumedDeclarer) {
  DoubleDummyTable t;
  t.Set(Seat::kNorth, Strain::kSpades, 9);
  t.Set(Seat::kSouth, Strain::kSpades, 11);
  t.Set(Seat::kNorth, Strain::kNoTrump, 9);
  t.Set(Seat::kSouth, Strain::kNoTrump, 8);
  EXPECT_EQ(NorthSouthScoreOfFinalCall(Call::Pass(), t, Vulnerability::kBoth), 0);
  EXPECT_EQ(NorthSouthScoreOfFinalCall(*ParseCall("4S"), t, Vulnerability::kNone), 450);
  EXPECT_EQ(NorthSouthScoreOfFinalCall(*ParseCall("4S"), t, Vulnerability::kEastWest), 450);
  EXPECT_EQ(NorthSouthScoreOfFinalCall(*ParseCall("6S"), t, Vulnerability::kNorthSouth), -100);
  EXPECT_EQ(NorthSouthScoreOfFinalCall(*ParseCall("3NT"), t, Vulnerability::kBoth), 600);
  EXPECT_EQ(NorthSouthScoreOfFinalCall(*ParseCall("1C"), t, Vulnerability::kNone), -350);  // 0 tricks
}

// Westbrook's table: every level, strain class and overtrick count.
TEST(ScoringExternal, MadeTableWestbrook) {
  const auto rows = ReadRows(kDir + "duplicate_made_westbrook.tsv", '\t');
  if (rows.empty()) GTEST_SKIP() << "external data absent: " << kDir << "duplicate_made_westbrook.tsv";
  ASSERT_EQ(rows.size(), 84u);
  int checked = 0;
  for (const auto& r : rows) {
    ASSERT_EQ(r.size(), 8u);
    const int level = r[0][0] - '0';
    const char cls = r[0][1];
    const std::vector<Strain> strains = cls == 'm'   ? std::vector<Strain>{Strain::kClubs, Strain::kDiamonds}
                                        : cls == 'M' ? std::vector<Strain>{Strain::kHearts, Strain::kSpades}
                                                     : std::vector<Strain>{Strain::kNoTrump};
    const int tricks = std::stoi(r[1]) + 6;
    for (const Strain s : strains)
      for (int col = 0; col < 6; ++col) {
        const Contract c = Contract::Of(Call::Bid(level, s), Seat::kNorth, static_cast<Doubling>(col % 3));
        EXPECT_EQ(DeclarerScore(c, tricks, col >= 3), std::stoi(r[2 + col])) << ContractName(c) << " " << tricks;
        ++checked;
      }
  }
  EXPECT_EQ(checked, 840);
}

TEST(ScoringExternal, DefeatedTableWestbrook) {
  const auto rows = ReadRows(kDir + "duplicate_defeated_westbrook.tsv", '\t');
  if (rows.empty()) GTEST_SKIP() << "external data absent: " << kDir << "duplicate_defeated_westbrook.tsv";
  ASSERT_EQ(rows.size(), 13u);
  for (const auto& r : rows) {
    const int down = std::stoi(r[0]);
    // Independent of level and strain: check each contract that can go down so far.
    for (int i = 1; i < kNumFinalCalls; ++i) {
      const Call bid = Call::FromIndex(i);
      if (bid.level() + 6 < down) continue;
      for (int col = 0; col < 6; ++col) {
        const Contract c = Contract::Of(bid, Seat::kNorth, static_cast<Doubling>(col % 3));
        EXPECT_EQ(DeclarerScore(c, c.TricksNeeded() - down, col >= 3), -std::stoi(r[1 + col]))
            << ContractName(c) << " down " << down;
      }
    }
  }
}

TEST(ScoringExternal, CasesJasujm) {
  const auto rows = ReadRows(kDir + "duplicate_cases_jasujm.csv", ',');
  if (rows.empty()) GTEST_SKIP() << "external data absent: " << kDir << "duplicate_cases_jasujm.csv";
  ASSERT_EQ(rows.size(), 49u);
  for (const auto& r : rows) {
    const std::string risk = r[2] == "-" ? "" : r[2];
    const Contract c = K(r[0] + r[1] + risk);
    EXPECT_EQ(DeclarerScore(c, std::stoi(r[4]), r[3] == "true"), std::stoi(r[5])) << r[6];
  }
}

// 3,063 results played at the table, with the score the PBN file recorded.
TEST(ScoringExternal, RealResultsFromPbn) {
  const auto rows = ReadRows(kDir + "real_results_from_pbn.csv", ',');
  if (rows.empty()) GTEST_SKIP() << "external data absent: " << kDir << "real_results_from_pbn.csv";
  ASSERT_EQ(rows.size(), 3063u);
  for (const auto& r : rows) {
    ASSERT_EQ(r.size(), 7u);
    const auto vulnerability = ParseVulnerability(r[2]);
    const auto declarer = ParseSeat(r[3][0]);
    ASSERT_TRUE(vulnerability && declarer) << r[0] << " board " << r[1];
    const auto contract = ParseContractPbn(r[4], *declarer);
    ASSERT_TRUE(contract) << r[4];
    ASSERT_EQ(r[6].substr(0, 3), "NS ");
    EXPECT_EQ(NorthSouthScore(*contract, std::stoi(r[5]), *vulnerability), std::stoi(r[6].substr(3)))
        << r[0] << " board " << r[1] << " " << ContractName(*contract);
  }
}

}  // namespace
}  // namespace bidlab
