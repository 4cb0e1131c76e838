// A duplicate match (eval/duplicate_match.h) as BBO LIN hand records, so a
// user opens a bidlab match in BBO's handviewer: per board an open-room
// record (pair A North-South) and a closed-room record (pair B North-South),
// each with its auction, and the double-dummy tricks as the claim and in rs.
#pragma once

#include <cstdint>
#include <vector>

#include "eval/match_log.h"
#include "io/lin_record.h"

namespace bidlab {

// Throws Error when board `number` is outside LIN's board numbers, 1 to
// kMaxLinBoard (io/lin_record.h): what `match --lin` checks of every board
// before playing one.
void RequireLinBoardNumber(std::uint64_t number);

// Throws Error when a pair's name holds "," (pn separates names with it) or
// a board's number is outside LIN's (RequireLinBoardNumber).
LinFile MatchLin(const MatchSummary& summary, const std::vector<LoggedBoard>& boards);

}  // namespace bidlab
