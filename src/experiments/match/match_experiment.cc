#include "experiments/match/match_experiment.h"

#include "core/board.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/standard_set.h"
#include "experiments/match/match_doubles_text.h"
#include "experiments/match/match_hard_text.h"
#include "experiments/number_text.h"

namespace bidlab {

Split DefaultMatchSplit(const Dataset& dataset) {
  return IsPartOfStandard(dataset.header, dataset.records.size()) ? Split::kTest : Split::kAll;
}

std::vector<MatchBoard> MatchBoardsOf(const Dataset& dataset, const MatchExperimentOptions& options) {
  const IndexRange range = NonEmptySplitRange(dataset.header, dataset.records.size(), options.split);
  std::size_t end = range.end;
  if (options.boards > 0) {
    if (options.boards > range.size())
      throw Error("--boards " + std::to_string(options.boards) + ": the " + SplitName(options.split) +
                  " split has only " + std::to_string(range.size()) + " deals");
    end = range.begin + options.boards;
  }
  std::vector<MatchBoard> boards;
  boards.reserve(end - range.begin);
  for (std::size_t i = range.begin; i < end; ++i) {
    MatchBoard b;
    b.number = dataset.header.first + i + 1;
    b.deal = dataset.records[i].deal;
    b.table = dataset.records[i].table;
    // A board read from real records (LIN, PBN) keeps the dealer and the
    // vulnerability it was played with; the rotation stands in for what its
    // record does not say. Its number stays its position: unique in a log.
    const BoardInfo* played = dataset.boards.empty() ? nullptr : &dataset.boards[i];
    b.dealer = options.vulnerability      ? Seat::kNorth
               : played && played->dealer ? *played->dealer
                                          : BoardDealer(b.number);
    b.vulnerability = options.vulnerability             ? *options.vulnerability
                      : played && played->vulnerability ? *played->vulnerability
                                                        : BoardVulnerability(b.number);
    boards.push_back(b);
  }
  return boards;
}

std::string MatchVulnerabilityName(const std::optional<Vulnerability>& vulnerability) {
  return vulnerability ? VulnerabilityName(*vulnerability) : "rotate";
}

namespace {

// "test split", and why when the command chose it.
std::string SplitText(const MatchExperimentOptions& o) {
  std::string text = SplitName(o.split) + " split";
  if (o.split_by_default)
    text +=
        o.split == Split::kTest ? ", the default for the standard set; --split all plays every deal" : ", the default";
  return text;
}

// "5123 (+3.21)": boards and A's average IMPs on them.
std::string PartCell(const TableTally::Part& part) {
  if (part.boards == 0) return "0";
  return std::to_string(part.boards) + " (" +
         Signed(static_cast<double>(part.imps) / static_cast<double>(part.boards)) + ")";
}

nlohmann::json PartJson(const TableTally::Part& part) { return {{"boards", part.boards}, {"imps", part.imps}}; }

nlohmann::json TallyJson(const TableTally& t) {
  return {{"declared_by_a", PartJson(t.declared_by_a)},
          {"declared_by_b", PartJson(t.declared_by_b)},
          {"passed_out", PartJson(t.passed_out)},
          {"doubled", t.doubled},
          {"redoubled", t.redoubled},
          {"slams", t.slams}};
}

}  // namespace

std::string MatchMarkdown(const MatchSummary& s, const MatchExperimentOptions& o) {
  std::string md = "## Match: A = " + s.a + " against B = " + s.b + "\n\n";
  md += std::to_string(s.boards) + " boards of " + o.data + " (" + SplitText(o) + "), " +
        (o.vulnerability ? "vulnerable " + VulnerabilityName(*o.vulnerability) + ", dealer North"
                         : std::string("dealer and vulnerability by board number")) +
        "; each board at two tables, contracts scored double-dummy.\n\n";
  md += "**" + s.a + ": " + Signed(s.imps_per_board) + " IMPs/board ± " + Fixed(s.standard_error, 2) +
        "** (standard error); 95% interval " + Signed(s.interval_low) + " … " + Signed(s.interval_high) + "; " +
        std::to_string(s.total_imps) + " IMPs in all.\n\n";
  md += "Boards (and A's average IMPs on them) | table 1: A N-S | table 2: B N-S\n";
  md += "--- | ---: | ---:\n";
  const TableTally& t1 = s.tables[0];
  const TableTally& t2 = s.tables[1];
  md += "declared by A (" + s.a + ") | " + PartCell(t1.declared_by_a) + " | " + PartCell(t2.declared_by_a) + "\n";
  md += "declared by B (" + s.b + ") | " + PartCell(t1.declared_by_b) + " | " + PartCell(t2.declared_by_b) + "\n";
  md += "passed out | " + PartCell(t1.passed_out) + " | " + PartCell(t2.passed_out) + "\n";
  md += "doubled contracts | " + std::to_string(t1.doubled) + " | " + std::to_string(t2.doubled) + "\n";
  md += "redoubled contracts | " + std::to_string(t1.redoubled) + " | " + std::to_string(t2.redoubled) + "\n";
  md += "slams (6 or 7) | " + std::to_string(t1.slams) + " | " + std::to_string(t2.slams) + "\n\n";
  md +=
      "Against double-dummy par (DDS, the board's dealer and vulnerability), average IMPs per table from each "
      "pair's own side: " +
      s.a + " " + Signed(s.a_against_par) + ", " + s.b + " " + Signed(s.b_against_par) + ".\n\n";
  md += DoublesMarkdown(s);
  md += "\n" + HardDecisionsMarkdown(s);
  return md;
}

nlohmann::json MatchJson(const MatchSummary& s, const MatchExperimentOptions& o) {
  nlohmann::json tables = nlohmann::json::array();
  for (const TableTally& t : s.tables) tables.push_back(TallyJson(t));
  return {{"ns", s.a},
          {"ew", s.b},
          {"boards", s.boards},
          {"imps_per_board", s.imps_per_board},
          {"stderr", s.standard_error},
          {"interval95", {s.interval_low, s.interval_high}},
          {"total_imps", s.total_imps},
          {"tables", tables},
          {"against_par", {{"ns", s.a_against_par}, {"ew", s.b_against_par}}},
          {"doubles", {{"ns", DoublesJson(s.doubles[0])}, {"ew", DoublesJson(s.doubles[1])}}},
          {"hard_decisions",
           {{"ns", HardDecisionsJson(s.hard[0], s.doubles[0].sacrifices)},
            {"ew", HardDecisionsJson(s.hard[1], s.doubles[1].sacrifices)}}},
          {"data", o.data},
          {"split", SplitName(o.split)},
          {"vulnerable", MatchVulnerabilityName(o.vulnerability)}};
}

ExperimentOutput MatchOutput(const MatchSummary& summary, const MatchExperimentOptions& options) {
  return {"match", MatchMarkdown(summary, options), MatchJson(summary, options), {}};
}

std::string MatchLogJsonl(const MatchResult& result, const std::vector<MatchBoard>& boards) {
  std::string log;
  for (std::size_t i = 0; i < boards.size(); ++i)
    log += BoardLogJson(result.summary, boards[i], result.boards[i]).dump() + "\n";
  return log;
}

}  // namespace bidlab
