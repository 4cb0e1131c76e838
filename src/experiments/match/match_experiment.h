// `bidlab match`: a duplicate match of two pairs on the boards of a data set
// (eval/duplicate_match.h), its text, JSON and per-board log.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/split.h"
#include "eval/duplicate_match.h"
#include "experiments/experiment_output.h"
#include "io/dataset_file.h"

namespace bidlab {

struct MatchExperimentOptions {
  std::string data = "standard";  // named in the output only
  Split split = Split::kAll;
  bool split_by_default = false;  // chosen by DefaultMatchSplit, not asked for: the heading says so
  // nullopt: dealer and vulnerability as an imported board was played
  // (dataset.boards), else by the board rotation, the data set's
  // deal i being board i + 1 (i counts from the set's first deal); a fixed
  // vulnerability: every board dealt by North with it.
  std::optional<Vulnerability> vulnerability;
  std::size_t boards = 0;  // the first N boards of the split; 0 = all
  int threads = 0;
};

// The split a match plays when none is asked for: the test split of the
// standard set (or of a part of it), so that a match never plays the deals
// the learners trained on; all of any other data set.
Split DefaultMatchSplit(const Dataset& dataset);

// The boards of a split of `dataset` as the options say.
std::vector<MatchBoard> MatchBoardsOf(const Dataset& dataset, const MatchExperimentOptions& options);

// "rotate", or the fixed vulnerability's PBN name.
std::string MatchVulnerabilityName(const std::optional<Vulnerability>& vulnerability);

// The summary for people (markdown), and as JSON: imps_per_board, stderr,
// interval, boards, ns, ew, total_imps, tables, against_par, doubles (each
// pair's, DoublesJson), and the options.
std::string MatchMarkdown(const MatchSummary& summary, const MatchExperimentOptions& options);
nlohmann::json MatchJson(const MatchSummary& summary, const MatchExperimentOptions& options);
ExperimentOutput MatchOutput(const MatchSummary& summary, const MatchExperimentOptions& options);

// One JSON line per board (BoardLogJson), in board order.
std::string MatchLogJsonl(const MatchResult& result, const std::vector<MatchBoard>& boards);

}  // namespace bidlab
