// bidlab match, bench match and the par of bidlab costs, end to end.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_test_util.h"
#include "data/cost_vector.h"
#include "data/dataset_ops.h"
#include "dd/dds_solver.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

using testing::Bidlab;
using testing::CliRun;

class MatchCli : public testing::ScratchDirTest {};

std::vector<nlohmann::json> JsonLines(const std::string& text) {
  std::vector<nlohmann::json> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) lines.push_back(nlohmann::json::parse(line));
  return lines;
}

TEST_F(MatchCli, APairAgainstItselfIsZeroAndTheLogHasEveryBoard) {
  const CliRun run = Bidlab({"match", "--ns", "sayc", "--ew", "sayc", "--data", "standard", "--split", "test",
                             "--boards", "64", "--threads", "2", "--log", Path("m.jsonl"), "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["imps_per_board"], 0.0);
  EXPECT_EQ(j["stderr"], 0.0);
  EXPECT_EQ(j["boards"], 64);
  EXPECT_EQ(j["ns"], j["ew"]);
  EXPECT_EQ(j["vulnerable"], "rotate");
  const auto lines = JsonLines(ReadFileText(Path("m.jsonl")));
  ASSERT_EQ(lines.size(), 64u);
  // The test split starts at deal 90,000: board 90,001, dealt by North
  // (90,000 mod 4 = 0), vulnerable as board 1 of the cycle (90,000 mod 16 = 0).
  EXPECT_EQ(lines[0]["board"], 90001);
  EXPECT_EQ(lines[0]["dealer"], "N");
  EXPECT_EQ(lines[0]["vulnerable"], "None");
  EXPECT_EQ(lines[1]["dealer"], "E");
  EXPECT_EQ(lines[1]["vulnerable"], "NS");
  for (const auto& line : lines) {
    EXPECT_EQ(line["imps"], 0);
    EXPECT_EQ(line["tables"][0]["score"], line["tables"][1]["score"]);
    EXPECT_TRUE(line.contains("par"));
    EXPECT_EQ(line["deal"].get<std::string>().substr(0, 2), "N:");
  }
}

TEST_F(MatchCli, TheMatchAsLinIsTheLogAsLinAndImportsAsItsDeals) {
  const CliRun run = Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--split", "test", "--boards", "8", "--threads",
                             "1", "--log", Path("m.jsonl"), "--lin", Path("m.lin")});
  ASSERT_EQ(run.status, 0) << run.err;
  const CliRun convert = Bidlab({"match-lin", Path("m.jsonl"), "-o", Path("again.lin")});
  ASSERT_EQ(convert.status, 0) << convert.err;
  EXPECT_EQ(convert.out, Path("m.jsonl") +
                             ": 8 boards, every line checked; double-dummy tables confirmed: 8 by the shipped data "
                             "sets', 0 re-solved by DDS\nwrote " +
                             Path("again.lin") + " (8 boards, two tables each)\n");
  const std::string lin = ReadFileText(Path("m.lin"));
  EXPECT_EQ(ReadFileText(Path("again.lin")), lin);
  EXPECT_EQ(lin.substr(0, 3), "vg|");
  EXPECT_NE(lin.find("qx|o90001|"), std::string::npos);
  EXPECT_NE(lin.find("qx|c90001|"), std::string::npos);
  // Both rooms play the same deal: the data set holds it once.
  const CliRun import = Bidlab({"dataset", "import", Path("m.lin"), "-o", Path("m.bdl"), "--threads", "1"});
  ASSERT_EQ(import.status, 0) << import.err;
  EXPECT_EQ(import.out, "wrote " + Path("m.bdl") + " (8 deals)\n");
  EXPECT_NE(import.err.find("left out 8 records of deals played at another table too"), std::string::npos);
}

TEST_F(MatchCli, BadLinIsOneClearMessage) {
  WriteFileAtomically(Path("bad.lin"), std::string("vg|x|\nqx|o1|md|3SAKQ|"));
  const CliRun run = Bidlab({"dataset", "import", Path("bad.lin"), "-o", Path("bad.bdl")});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "bidlab: " + Path("bad.lin") +
                         ":2: board 1, open room: md: expected the hands of South, West, North and East separated by "
                         "commas, not 1 hands\n");
  EXPECT_FALSE(std::filesystem::exists(Path("bad.bdl")));
}

TEST_F(MatchCli, SwappingThePairsNegatesTheResult) {
  const CliRun ab = Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--boards", "200", "--split", "test", "--json"});
  const CliRun ba = Bidlab({"match", "--ns", "pass", "--ew", "sayc", "--boards", "200", "--split", "test", "--json"});
  ASSERT_EQ(ab.status, 0) << ab.err;
  ASSERT_EQ(ba.status, 0) << ba.err;
  const auto a = nlohmann::json::parse(ab.out), b = nlohmann::json::parse(ba.out);
  EXPECT_EQ(a["total_imps"], -b["total_imps"].get<long>());
  EXPECT_GT(a["imps_per_board"].get<double>(), 0.0);  // bidding beats always passing
  const CliRun text = Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--boards", "200", "--split", "test"});
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("IMPs/board"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("95% interval"), std::string::npos) << text.out;
}

// The doubles in --json recount from the log: each pair's penalty doubles
// at a level are the other pair's doubled contracts at that level, and the
// text names them.
TEST_F(MatchCli, TheDoublesAreTheLogsDoubledContracts) {
  const CliRun run = Bidlab({"match", "--ns", "sayc", "--ew", "sayc-uncontested", "--split", "test", "--boards", "300",
                             "--log", Path("m.jsonl"), "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  std::array<std::array<int, 8>, 2> doubled_by{};  // [doubling pair: 0 = ns pair][level]
  std::array<int, 2> made_against{};
  for (const auto& line : JsonLines(ReadFileText(Path("m.jsonl"))))
    for (int t = 0; t < 2; ++t) {
      const auto& table = line["tables"][t];
      const std::string contract = table["contract"];
      if (contract.find('X') == std::string::npos) continue;
      const int level = contract[0] - '0';
      const bool declared_by_ns = table["declarer"] == "N" || table["declarer"] == "S";
      const int declaring_pair = declared_by_ns == (t == 0) ? 0 : 1;  // the --ns pair sits N-S at table 1
      ++doubled_by[1 - declaring_pair][level];
      made_against[1 - declaring_pair] += table["tricks"].get<int>() >= level + 6;
    }
  int total = 0;
  for (int pair = 0; pair < 2; ++pair) {
    const auto& doubles = j["doubles"][pair == 0 ? "ns" : "ew"];
    int made = 0;
    for (int level = 1; level <= 7; ++level) {
      EXPECT_EQ(doubles["penalty_doubles"][level - 1]["level"], level);
      EXPECT_EQ(doubles["penalty_doubles"][level - 1]["count"], doubled_by[pair][level]) << pair << " " << level;
      made += doubles["penalty_doubles"][level - 1]["made"].get<int>();
      total += doubled_by[pair][level];
    }
    EXPECT_EQ(made, made_against[pair]);
  }
  EXPECT_GT(total, 0);  // competing SAYC doubles on 300 boards
  const CliRun text =
      Bidlab({"match", "--ns", "sayc", "--ew", "sayc-uncontested", "--split", "test", "--boards", "300"});
  EXPECT_NE(text.out.find("all penalty doubles"), std::string::npos) << text.out;
}

// The hard decisions in --json recount from the log: each pair's slams are
// its own final contracts at 6 or 7, its makeable slams the tables where its
// side takes 12+ tricks in the log's double-dummy table, and the text names them.
TEST_F(MatchCli, TheSlamsAreTheLogsSlamContracts) {
  const CliRun run = Bidlab({"match", "--ns", "sayc", "--ew", "sayc-aggressive", "--split", "test", "--boards", "300",
                             "--log", Path("m.jsonl"), "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  std::array<int, 2> slams{}, down{}, makeable{}, sacrifices{};
  for (const auto& line : JsonLines(ReadFileText(Path("m.jsonl"))))
    for (int t = 0; t < 2; ++t) {
      for (int pair = 0; pair < 2; ++pair) {  // the --ns pair sits N-S at table 1
        const bool north_south = (pair == 0) == (t == 0);
        int most = 0;
        for (const char* seat : north_south ? std::array{"N", "S"} : std::array{"E", "W"})
          for (const auto& [strain, tricks] : line["dd_table"][seat].items()) most = std::max(most, tricks.get<int>());
        makeable[pair] += most >= 12;
      }
      const auto& table = line["tables"][t];
      if (!table.contains("declarer")) continue;  // passed out
      const std::string contract = table["contract"];
      const int level = contract[0] - '0';
      const bool declared_by_ns = table["declarer"] == "N" || table["declarer"] == "S";
      const int pair = declared_by_ns == (t == 0) ? 0 : 1;
      const bool made = table["tricks"].get<int>() >= level + 6;
      if (level >= 6) ++slams[pair], down[pair] += !made;
      sacrifices[pair] += contract.find('X') != std::string::npos && !made;
    }
  for (int pair = 0; pair < 2; ++pair) {
    const auto& h = j["hard_decisions"][pair == 0 ? "ns" : "ew"];
    EXPECT_EQ(h["slams"]["small"].get<int>() + h["slams"]["grand"].get<int>(), slams[pair]) << pair;
    EXPECT_EQ(h["slams"]["down"], down[pair]) << pair;
    EXPECT_EQ(h["makeable_slams"]["tables"], makeable[pair]) << pair;
    EXPECT_LE(h["makeable_slams"]["missed"].get<int>(), makeable[pair]);
    EXPECT_EQ(h["sacrifices"]["count"], sacrifices[pair]) << pair;
    EXPECT_EQ(h["sacrifices"]["count"], j["doubles"][pair == 0 ? "ns" : "ew"]["sacrifices"]["count"]);
    EXPECT_LE(h["sacrifices"]["cheaper"].get<int>() + h["sacrifices"]["phantoms"].get<int>(), sacrifices[pair]);
  }
  EXPECT_GT(slams[0] + slams[1], 0);  // 300 boards hold slams
  const CliRun text = Bidlab({"match", "--ns", "sayc", "--ew", "sayc-aggressive", "--split", "test", "--boards", "50"});
  EXPECT_NE(text.out.find("makeable slams missed"), std::string::npos) << text.out;
}

// bidlab serve --match-log reads every log before it listens: a log it
// cannot show is one message naming the file and line, and a failed exit.
TEST_F(MatchCli, ServeRefusesAMalformedLogAtStartup) {
  const CliRun played =
      Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--split", "test", "--boards", "3", "--log", Path("m.jsonl")});
  ASSERT_EQ(played.status, 0) << played.err;
  std::string log = ReadFileText(Path("m.jsonl"));
  log.insert(log.find('\n') + 1, "{\"board\": 7}\n");
  WriteFileAtomically(Path("bad.jsonl"), log);
  const CliRun served =
      Bidlab({"serve", "--port", "0", "--match-log", Path("m.jsonl"), "--match-log", Path("bad.jsonl")});
  EXPECT_NE(served.status, 0);
  EXPECT_NE(served.err.find(Path("bad.jsonl") + ":2: no \"dealer\" field"), std::string::npos) << served.err;
  EXPECT_EQ(served.out.find("http://"), std::string::npos) << "it listened: " << served.out;
  const CliRun missing = Bidlab({"serve", "--port", "0", "--match-log", Path("none.jsonl")});
  EXPECT_NE(missing.status, 0);
  EXPECT_NE(missing.err.find("none.jsonl"), std::string::npos) << missing.err;
}

TEST_F(MatchCli, FixedVulnerabilityDealsFromNorth) {
  const CliRun run = Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--boards", "8", "--vulnerable", "both", "--log",
                             Path("v.jsonl"), "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  for (const auto& line : JsonLines(ReadFileText(Path("v.jsonl")))) {
    EXPECT_EQ(line["dealer"], "N");
    EXPECT_EQ(line["vulnerable"], "All");
  }
}

TEST_F(MatchCli, BadChoicesAreRefused) {
  EXPECT_NE(Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--vulnerable", "sometimes"}).status, 0);
  const CliRun no_pair = Bidlab({"match", "--ns", "sayc", "--boards", "4"});
  EXPECT_NE(no_pair.status, 0);
  EXPECT_NE(no_pair.err.find("--ew"), std::string::npos) << no_pair.err;
  const CliRun unknown = Bidlab({"match", "--ns", "no-such-bidder", "--ew", "pass", "--boards", "4"});
  EXPECT_NE(unknown.status, 0);
  EXPECT_NE(unknown.err.find("no-such-bidder"), std::string::npos) << unknown.err;
}

// The example four-seat program (protocol 2) through a match, and a
// protocol-1 program seated through the uncontested adapter.
TEST_F(MatchCli, ExternalProgramsOfBothProtocols) {
  const std::string examples = std::string(BIDLAB_DATA_DIR) + "/../examples/";
  if (std::system("python3 -c pass > /dev/null 2>&1") != 0) GTEST_SKIP() << "python3 is absent";
  const CliRun run = Bidlab({"match", "--ns-cmd", "python3 " + examples + "contested_bidder.py", "--ew-cmd-uncontested",
                             "sh " + examples + "nt_bidder.sh", "--boards", "40", "--threads", "1", "--cmd-timeout",
                             "120", "--log", Path("x.jsonl"), "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["ew"], "external:sh " + examples + "nt_bidder.sh (uncontested)");
  // The four-seat program enters the opponents' auction somewhere: a call
  // other than PASS after the nt_bidder pair has bid.
  bool competed = false;
  for (const auto& line : JsonLines(ReadFileText(Path("x.jsonl")))) {
    const int dealer = static_cast<int>(std::string("NESW").find(line["dealer"].get<std::string>()));
    for (int t = 0; t < 2; ++t) {
      const auto& calls = line["tables"][t]["auction"];
      const int program_side = t;  // table 1: N-S (seats 0, 2); table 2: E-W (1, 3)
      bool opponents_bid = false;
      for (std::size_t i = 0; i < calls.size(); ++i) {
        const bool program = (dealer + static_cast<int>(i)) % 2 == program_side;
        if (!program && calls[i] != "PASS") opponents_bid = true;
        if (program && opponents_bid && calls[i] != "PASS") competed = true;
      }
    }
  }
  EXPECT_TRUE(competed);
}

TEST_F(MatchCli, CostsGivesTheBoardsPar) {
  const std::string camrose = std::string(BIDLAB_EXTERNAL_DIR) + "/external/dd/pbn_with_dd/Camrose24_1.pbn";
  if (!std::filesystem::exists(camrose)) GTEST_SKIP() << "external data absent: " << camrose;
  // Board 1: dealer N, nobody vulnerable; BridgeComposer: "EW 140", "EW 1S+2".
  const CliRun run = Bidlab({"costs", camrose, "--index", "0", "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["par"]["score"], -140);
  EXPECT_EQ(j["par"]["contracts"], nlohmann::json::array({"1S-EW+2"}));
  EXPECT_EQ(j["par"]["dealer"], "N");
}

TEST_F(MatchCli, TheStandardSetPlaysItsTestSplitByDefault) {
  const CliRun run =
      Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--boards", "2", "--log", Path("d.jsonl"), "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out)["split"], "test");
  EXPECT_EQ(JsonLines(ReadFileText(Path("d.jsonl")))[0]["board"], 90001);  // deal 90,000 opens the test split
  const CliRun text = Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--boards", "2"});
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("2 boards of standard (test split, the default for the standard set; --split all plays "
                          "every deal)"),
            std::string::npos)
      << text.out;
  // Asked for, the whole set starts at board 1, and the heading names the split only.
  const CliRun all =
      Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--boards", "2", "--split", "all", "--log", Path("a.jsonl")});
  ASSERT_EQ(all.status, 0) << all.err;
  EXPECT_EQ(JsonLines(ReadFileText(Path("a.jsonl")))[0]["board"], 1);
  EXPECT_NE(all.out.find("2 boards of standard (all split)"), std::string::npos) << all.out;
}

// One vulnerability for the costs and the par: --vulnerable prices both, in
// any spelling; without it the costs are the yardstick's and the par the board's.
TEST_F(MatchCli, CostsAndParFollowTheVulnerabilityAsked) {
  const Dataset standard = LoadDataset("standard");
  // Board 0 is board 1 of the rotation: dealer North, nobody vulnerable.
  const DoubleDummyTable& table = standard.records[0].table;
  const CliRun ew = Bidlab({"costs", "standard", "--index", "0", "--vulnerable", "EW", "--json"});
  ASSERT_EQ(ew.status, 0) << ew.err;
  const nlohmann::json j = nlohmann::json::parse(ew.out);
  EXPECT_EQ(j["vulnerable"], "EW");
  EXPECT_EQ(j["par"]["vulnerable"], "EW");
  EXPECT_EQ(j["par"]["dealer"], "N");
  EXPECT_EQ(j["par"]["score"], ParOf(table, Seat::kNorth, Vulnerability::kEastWest).score);
  EXPECT_EQ(j["costs"], nlohmann::json(MakeCostVector(table, Vulnerability::kEastWest).costs));
  for (const char* spelling : {"ew", "Ew"})
    EXPECT_EQ(Bidlab({"costs", "standard", "--index", "0", "--vulnerable", spelling, "--json"}).out, ew.out);
  const CliRun board = Bidlab({"costs", "standard", "--index", "1", "--json"});  // board 2: dealer E, NS vulnerable
  ASSERT_EQ(board.status, 0) << board.err;
  const nlohmann::json b = nlohmann::json::parse(board.out);
  EXPECT_EQ(b["vulnerable"], "None");
  EXPECT_EQ(b["par"]["vulnerable"], "NS");
  EXPECT_EQ(b["par"]["dealer"], "E");
  const CliRun text = Bidlab({"costs", "standard", "--index", "0", "--vulnerable", "all"});
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("dealer N, vulnerable All)"), std::string::npos) << text.out;
  // The par in the contract spelling of every other command ("4♥ by EW"), not DDS's ("4H-EW").
  const std::string par = ParContractsText(ParOf(table, Seat::kNorth, Vulnerability::kBoth).contracts);
  EXPECT_NE(text.out.find(" (" + par + "; dealer N"), std::string::npos) << text.out;
  EXPECT_NE(par.find(" by "), std::string::npos) << par;
  EXPECT_NE(text.out.find("(vulnerable All)"), std::string::npos) << text.out;
}

TEST_F(MatchCli, EverySpellingOfAVulnerabilityIsOne) {
  for (const char* spelling : {"both", "All", "ALL", "Both"}) {
    const CliRun run =
        Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--boards", "2", "--vulnerable", spelling, "--json"});
    ASSERT_EQ(run.status, 0) << spelling << ": " << run.err;
    EXPECT_EQ(nlohmann::json::parse(run.out)["vulnerable"], "All") << spelling;
  }
  const CliRun rotate = Bidlab({"match", "--ns", "sayc", "--ew", "pass", "--boards", "2", "--vulnerable", "Rotate"});
  EXPECT_EQ(rotate.status, 0) << rotate.err;
  const CliRun bad = Bidlab({"costs", "standard", "--index", "0", "--vulnerable", "rotate"});
  EXPECT_NE(bad.status, 0);
  EXPECT_NE(bad.err.find("none (or -, love), ns, ew, both (or all); any case"), std::string::npos) << bad.err;
}

TEST_F(MatchCli, BenchMatchReportsBothThreadCounts) {
  const CliRun run = Bidlab({"bench", "match", "--boards", "50", "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  ASSERT_EQ(j["runs"].size(), 2u);
  for (const auto& r : j["runs"]) {
    EXPECT_GT(r["boards_per_s"].get<double>(), 0.0);
    EXPECT_GE(r["bidder_share"].get<double>(), 0.0);
    EXPECT_LE(r["bidder_share"].get<double>(), 1.0);
    // Two tables of at least four calls a board.
    EXPECT_GE(r["calls_per_s"].get<double>(), 8 * r["boards_per_s"].get<double>());
  }
}

TEST_F(MatchCli, BenchMatchTakesTheShippedContestedModel) {
  const CliRun run =
      Bidlab({"bench", "match", "--boards", "20", "--bidder", BIDLAB_DATA_DIR "/contested.model", "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["bidder"], "contested-neural");
  EXPECT_GT(j["runs"][0]["calls_per_bidder_s"].get<double>(), 0.0);
}

}  // namespace
}  // namespace bidlab
