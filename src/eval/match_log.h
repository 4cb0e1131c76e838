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
// checks rest on is the log's own, so reading a file also re-solves deals
// with DDS and compares (CheckMatchLogTables): a hand-edited table, with
// tricks and scores edited to match, is refused too.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "eval/duplicate_match.h"

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
  std::size_t tables_resolved = 0;  // boards whose table DDS re-solved and confirmed (ReadMatchLog)
};

// A board line is under 10 KB (the longest auction has 319 calls); a longer
// line is refused as it is read, so /dev/zero is not read to the memory limit.
inline constexpr std::size_t kMaxMatchLogLineBytes = 64 * 1024;
// The boards whose deals ReadMatchLog re-solves: every board of a log of at
// most this many, else this many spread evenly over it (a second or two of DDS).
inline constexpr std::size_t kMatchLogTablesResolved = 200;

// `text` is the log's content, `name` names it in messages. Blank lines are
// refused too: the writer never leaves one. Throws InputError.
MatchLog ParseMatchLog(std::string_view text, const std::string& name);

// Re-solves the deals of `sample` boards spread evenly over the log (every
// board when it has no more) and compares DDS's tables with the logged ones;
// throws InputError "FILE:LINE: dd_table: …" at the first that differs.
// Returns the number of boards re-solved. `progress` sees (deals solved,
// deals to solve) after each of DDS's batches: the check is most of the
// time a log takes to read (DDS, a few tens of milliseconds a deal).
using MatchLogProgress = std::function<void(std::size_t solved, std::size_t total)>;
std::size_t CheckMatchLogTables(const MatchLog& log, const DdsSolver& solver, std::size_t sample,
                                const MatchLogProgress& progress = {});

// Reads the file at `path` (ParseMatchLog, a line at most
// kMaxMatchLogLineBytes) and checks its tables (CheckMatchLogTables with
// kMatchLogTablesResolved); throws Error when it cannot be read, InputError
// when a line is not a board of a match.
MatchLog ReadMatchLog(const std::string& path, const MatchLogProgress& progress = {});

}  // namespace bidlab
