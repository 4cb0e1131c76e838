// Bidding challenges scored by experts: PBN boards with [Scoring "Facit"]
// and a score table in the comment after that tag, as Richard Pavlicek's
// challenges (shared/data/external/pbn/ben/Challenges/) write it, in either
// form:
//  - "{2n 10 2h 7 2c 6 …}": contract, points, … (strain letters in any case);
//  - BridgeComposer's block "{…Score Table: 2N 10\n 2\h 7\n …}" where "\n" is
//    written out and "\s \h \d \c" stand for the suits; a robot's result file
//    adds "Facit Score: 10\nRunning Score: 10" (its points on the board and
//    its total so far).
// The experts' best contract earns 10 points, the others listed fewer; a
// contract not listed scores as the lowest listed one above it in its strain
// (stopping in 1NT where 2NT earns 10 earns 10), any other and a pass-out 0. A contract is level and strain
// ("4h", "3N"), optionally after its declarer and before its doubling
// ("N6N": 6NT by North; "E4Sx": 4S doubled by East, a defence; "1NXX";
// "E1NP": 1NT by East undoubled, beside "E1NX"); one
// without a declarer counts whoever of North and South declares it. "P" is a
// pass-out.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/auction.h"
#include "core/bridge.h"
#include "core/call.h"
#include "core/contract.h"
#include "core/hand.h"

namespace bidlab {

inline constexpr int kFacitTop = 10;

struct FacitEntry {
  std::optional<Seat> declarer;  // none: North or South
  Call bid;                      // PASS: the board passed out
  Doubling doubling = Doubling::kUndoubled;
  int points = 0;
  friend bool operator==(const FacitEntry&, const FacitEntry&) = default;
};

// The points a table gives `contract`: those of its entry; for a contract not
// listed, those of the lowest listed contract above it in the same strain
// (same declarer, same doubling), as BridgeComposer scores the robots' result
// files; else 0 (and 0 for a pass-out).
int FacitPoints(const std::vector<FacitEntry>& table, const Contract& contract);

struct FacitBoard {
  long line = 0;      // the board's first tag
  std::string board;  // Board tag
  Deal deal;
  Seat dealer = Seat::kNorth;
  Vulnerability vulnerability = Vulnerability::kNone;
  std::vector<FacitEntry> table;  // in the file's order
  // The challenge has East-West calls of its own (an Auction section such as
  // "AC 4S AC Pass", AC = any call of North-South); bidlab's bidders bid every
  // board with East-West passing.
  bool opponents_bid = false;
  // From a result file: the points its auction earned and the total so far.
  std::optional<int> published_points, running_score;
  std::string contract, declarer;     // the file's Contract and Declarer tags (a result file's), as written
  std::vector<std::string> warnings;  // "line N: what" (ParseFacitTable)
};

// The entries of a score-table comment; throws InputError(file, line, what
// was expected) for anything but contract-points pairs (points outside 0-10,
// a contract named twice) and for a table where no contract earns 10 (the
// experts' best). With `warnings`, a contract named twice is kept
// at its first points and said there instead (pav_second120's board 58
// lists 3S at 4 and at 1).
std::vector<FacitEntry> ParseFacitTable(std::string_view comment, const std::string& file, long line,
                                        std::vector<std::string>* warnings = nullptr);

// Every board of a PBN file; each needs a full deal, [Scoring "Facit"] and
// its table. Throws InputError naming the file, the board's line and what
// was expected; a contract named twice in a table is a warning of the board.
std::vector<FacitBoard> ParseFacitPbn(std::string_view text, const std::string& file);
std::vector<FacitBoard> ReadFacitPbn(const std::string& path);

}  // namespace bidlab
