// Double-dummy par through the DDS adapter: against par figures published by
// others (BridgeComposer's [OptimumScore]/[ParContract] in two PBN files of
// ../shared/data/external, see dd/README.md) and against tables whose par a
// player works out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include "dd/dds_solver.h"
#include "io/pbn_reader.h"

namespace bidlab {
namespace {

const std::string kExternal = std::string(BIDLAB_EXTERNAL_DIR) + "/external/";

// A table where each side takes `ns[strain]` tricks with N or S declaring and
// the rest with E or W declaring (strains C D H S NT).
DoubleDummyTable Complementary(const std::array<int, kNumStrains>& ns) {
  DoubleDummyTable table;
  for (int s = 0; s < kNumStrains; ++s)
    for (int seat = 0; seat < kNumSeats; ++seat)
      table.Set(SeatAt(seat), StrainAt(s), IsNorthSouth(SeatAt(seat)) ? ns[s] : 13 - ns[s]);
  return table;
}

// N-S make 4S (10 tricks: 420 not vulnerable); E-W take 9 tricks in hearts,
// so 5H doubled goes two down: -300 for E-W, cheaper than -420. Nothing else
// makes above it for either side. Par: N-S +300 in 5H doubled by E-W, -2.
TEST(DoubleDummyPar, ASacrificeThatPays) {
  const DoubleDummyTable table = Complementary({6, 6, 4, 10, 6});
  const DoubleDummyPar par = ParOf(table, Seat::kNorth, Vulnerability::kNone);
  EXPECT_EQ(par.score, 300);
  EXPECT_EQ(par.contracts, std::vector<std::string>{"5H*-EW-2"});
}

// DDS's par strings in the one contract spelling people read (core/contract.h).
TEST(DoubleDummyPar, ParContractNamesSpellContractsAsEverywhereElse) {
  EXPECT_EQ(ParContractName("5H*-EW-2"), "5♥X by EW -2");
  EXPECT_EQ(ParContractName("4S-NS"), "4♠ by NS");
  EXPECT_EQ(ParContractName("3N-NS"), "3NT by NS");
  EXPECT_EQ(ParContractName("4N-W+1"), "4NT by W +1");
  EXPECT_EQ(ParContractName("pass"), "pass");  // not a contract: unchanged
  EXPECT_EQ(ParContractName("8S-NS"), "8S-NS");
  EXPECT_EQ(ParContractsText({"4S-NS", "5H*-EW-2"}), "4♠ by NS, 5♥X by EW -2");
  EXPECT_EQ(ParContractsText({}), "passed out");
}

// The same deal with E-W taking only 8 tricks in hearts: 5H doubled is -500,
// worse than letting 4S make (-420). Par: 4S by N-S, +420.
TEST(DoubleDummyPar, ASacrificeThatDoesNotPay) {
  const DoubleDummyTable table = Complementary({6, 6, 5, 10, 6});
  const DoubleDummyPar par = ParOf(table, Seat::kNorth, Vulnerability::kNone);
  EXPECT_EQ(par.score, 420);
  EXPECT_EQ(par.contracts, std::vector<std::string>{"4S-NS"});
}

// Favourable vulnerability, E-W dealing: N-S vulnerable make 4S (620); E-W
// not vulnerable go three down in 5C doubled (-500). A doubled contract going
// down is par, scored +500 from N-S's side although E-W declare.
TEST(DoubleDummyPar, ADoubledContractGoingDown) {
  const DoubleDummyTable table = Complementary({5, 6, 6, 10, 7});  // E-W: 4NT doubled would be -800
  const DoubleDummyPar par = ParOf(table, Seat::kEast, Vulnerability::kNorthSouth);
  EXPECT_EQ(par.score, 500);
  EXPECT_EQ(par.contracts, std::vector<std::string>{"5C*-EW-3"});
}

// Every declarer takes six tricks in every strain (the opening lead decides
// the seventh): no contract makes, the deal is passed out at par.
TEST(DoubleDummyPar, PassedOut) {
  DoubleDummyTable table;
  for (int s = 0; s < kNumStrains; ++s)
    for (int seat = 0; seat < kNumSeats; ++seat) table.Set(SeatAt(seat), StrainAt(s), 6);
  for (int dealer = 0; dealer < kNumSeats; ++dealer) {
    const DoubleDummyPar par = ParOf(table, SeatAt(dealer), Vulnerability::kBoth);
    EXPECT_EQ(par.score, 0);
    EXPECT_TRUE(par.contracts.empty());
  }
}

// An E-W game is negative whoever deals (the score is N-S's).
TEST(DoubleDummyPar, ScoreIsNorthSouthsWhoeverDeals) {
  const DoubleDummyTable table = Complementary({7, 7, 3, 3, 6});  // E-W: 10 tricks in hearts and spades
  for (int dealer = 0; dealer < kNumSeats; ++dealer) {
    const DoubleDummyPar par = ParOf(table, SeatAt(dealer), Vulnerability::kNone);
    EXPECT_LT(par.score, 0) << "dealer " << SeatChar(SeatAt(dealer));
  }
}

// BridgeComposer writes "EW 140" (the side, then its own score) and
// "NS 5CX-1; NS 5HX-1"; DDS writes the score from N-S's side and
// "5C*-NS-1", "4N-W+1", "3N-EW".
int NorthSouthScore(const std::string& optimum) {
  const std::string side = optimum.substr(0, 2);
  const int score = std::stoi(optimum.substr(3));
  return side == "NS" ? score : -score;
}

std::vector<std::string> DdsContracts(const std::string& par_contract) {
  std::vector<std::string> contracts;
  std::size_t start = 0;
  while (start < par_contract.size()) {
    std::size_t end = par_contract.find(';', start);
    if (end == std::string::npos) end = par_contract.size();
    std::string one = par_contract.substr(start, end - start);
    one.erase(0, one.find_first_not_of(' '));
    const std::size_t space = one.find(' ');
    const std::string side = one.substr(0, space);
    std::string rest = one.substr(space + 1);  // "5CX-1", "3N+1", "4S="
    const std::size_t result_at = rest.find_first_of("=+-");
    std::string bid = rest.substr(0, result_at);
    const std::string result = rest.substr(result_at);
    const bool doubled = !bid.empty() && bid.back() == 'X';
    if (doubled) bid.pop_back();
    contracts.push_back(bid + (doubled ? "*" : "") + "-" + side + (result == "=" ? "" : result));
    start = end + 1;
  }
  std::sort(contracts.begin(), contracts.end());
  return contracts;
}

void ExpectParAsPublished(const std::string& file, std::size_t expected_boards) {
  const std::string path = kExternal + file;
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "external data absent: " << path;
  std::size_t checked = 0;
  for (const PbnBoard& board : ReadPbnFile(path)) {
    if (!board.HasTag("OptimumScore")) continue;
    ASSERT_TRUE(board.dd_table) << file << ":" << board.line;
    const DoubleDummyPar par = ParOf(*board.dd_table, board.dealer, board.vulnerability);
    std::vector<std::string> contracts = par.contracts;
    std::sort(contracts.begin(), contracts.end());
    EXPECT_EQ(par.score, NorthSouthScore(board.Tag("OptimumScore"))) << file << ":" << board.line;
    EXPECT_EQ(contracts, DdsContracts(board.Tag("ParContract"))) << file << ":" << board.line;
    ++checked;
  }
  EXPECT_EQ(checked, expected_boards);
}

TEST(DoubleDummyPar, Camrose2024AsBridgeComposerWroteIt) { ExpectParAsPublished("dd/pbn_with_dd/Camrose24_1.pbn", 32); }

TEST(DoubleDummyPar, BenMatchBoardsAsBridgeComposerWroteThem) {
  ExpectParAsPublished("pbn/ben/nov22_match_bad.pbn", 63);
}

}  // namespace
}  // namespace bidlab
