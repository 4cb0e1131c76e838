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
// InputError "FILE:LINE: what was expected".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "eval/duplicate_match.h"

namespace bidlab {

struct LoggedBoard {
  MatchBoard board;
  BoardResult result;
};

struct MatchLog {
  std::string name;                 // the file as given
  MatchSummary summary;             // SummariseMatch over every board
  std::vector<LoggedBoard> boards;  // in the log's order
};

// `text` is the log's content, `name` names it in messages. Blank lines are
// refused too: the writer never leaves one. Throws InputError.
MatchLog ParseMatchLog(std::string_view text, const std::string& name);

// Reads the file at `path`; throws Error when it cannot be read, InputError
// when a line is not a board of a match.
MatchLog ReadMatchLog(const std::string& path);

}  // namespace bidlab
