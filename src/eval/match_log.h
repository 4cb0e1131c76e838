// A match's log read back: the JSON lines `bidlab match --log` writes
// (BoardLogJson in eval/duplicate_match.h, one board a line), so `bidlab
// serve --match-log` shows the match again without its data set or bidders.
//
// Every line is checked against the rules it was written by, not trusted:
// each auction legal and complete from the board's dealer, each contract the
// one its auction reaches, tricks the double-dummy table's for that declarer,
// each score the contract's, the IMPs those of the two scores, par (score
// and contracts) DDS's for the board's dealer and vulnerability, the pairs
// the same on every line and no board twice. A line that breaks one is an
// InputError "FILE:LINE: what was expected". The double-dummy table those
// checks rest on is the log's own, so ReadMatchLog confirms the tables too:
// every board whose deal is one of a shipped data set's (the standard set,
// what `bidlab match` plays by default, and the hard-decision deals) against
// the set's table, no DDS needed, and a sample of the others re-solved by DDS. A hand-edited table, with tricks
// and scores edited to match, is refused.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "eval/duplicate_match.h"
#include "io/dataset_file.h"

namespace bidlab {

struct LoggedBoard {
  MatchBoard board;
  BoardResult result;
  long line = 0;  // the log's line it was read from
};

struct MatchLog {
  std::string name;                 // the file as given
  MatchSummary summary;             // SummariseMatch over every board
  std::vector<LoggedBoard> boards;  // in the log's order
  std::size_t tables_shipped = 0;   // boards whose table a shipped data set's confirmed (ReadMatchLog)
  std::size_t tables_resolved = 0;  // boards whose table DDS re-solved and confirmed (ReadMatchLog)
};

// A board line is under 10 KB (the longest auction has 319 calls); a longer
// line is refused as it is read, so /dev/zero is not read to the memory limit.
inline constexpr std::size_t kMaxMatchLogLineBytes = 64 * 1024;
// The boards ReadMatchLog re-solves of those no shipped data set holds: all
// of them when there are at most this many, else this many spread evenly
// (about 2 s of DDS on two cores, so that a log is read in a few seconds).
inline constexpr std::size_t kMatchLogTablesResolved = 16;

// `text` is the log's content, `name` names it in messages. Blank lines are
// refused too: the writer never leaves one. Throws InputError.
MatchLog ParseMatchLog(std::string_view text, const std::string& name);

// Compares the table of every board whose deal is one of `reference`'s with
// the reference's table; throws InputError "FILE:LINE: dd_table: …" at the
// first that differs. Returns whether each board was found (by position).
std::vector<bool> CheckMatchLogTablesAgainst(const MatchLog& log, const Dataset& reference,
                                             const std::string& reference_name);

// Re-solves the deals of `sample` boards spread evenly over those `skip`
// does not mark (every such board when there are no more; `skip` empty:
// none skipped) and compares DDS's tables with the logged ones; throws
// InputError "FILE:LINE: dd_table: …" at the first that differs. Returns
// the number of boards re-solved. `progress` sees (deals solved, deals to
// solve) after each of DDS's batches (DDS: about 8 deals a second here).
using MatchLogProgress = std::function<void(std::size_t solved, std::size_t total)>;
std::size_t CheckMatchLogTables(const MatchLog& log, const DdsSolver& solver, std::size_t sample,
                                const MatchLogProgress& progress = {}, const std::vector<bool>& skip = {});

// Reads the file at `path` (ParseMatchLog, a line at most
// kMaxMatchLogLineBytes) and confirms its tables: against the shipped data
// sets (CheckMatchLogTablesAgainst, ShippedDatasetPaths), then a sample
// of the rest by DDS (CheckMatchLogTables with kMatchLogTablesResolved);
// throws Error when it cannot be read, InputError when a line is not a
// board of a match.
MatchLog ReadMatchLog(const std::string& path, const MatchLogProgress& progress = {});

// What reading `log` checked, for its reader: "500 boards, every line checked;
// double-dummy tables confirmed: 500 by the shipped data sets', 0 re-solved by
// DDS" (and ", N not re-solved" when the sample left some).
std::string MatchLogChecked(const MatchLog& log);

}  // namespace bidlab
