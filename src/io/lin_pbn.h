// LIN records to PBN boards and back (`bidlab dataset import FILE.lin`, the
// round trips tested on shared/data/external/lin/).
//
// What crosses: board number, room ([Room "Open"/"Closed"]), players, deal,
// dealer, vulnerability, the auction, the contract and declarer the auction
// reaches and the declarer's tricks ([Result], from rs when it names the
// auction's contract, else from the claim), and vg's event, segment and teams
// ([Event], [Stage], [HomeTeam], [VisitTeam]). An alerted or explained call
// gets a PBN note ("=1=") holding its explanation, or "(alerted)" when it has
// none; back in LIN every call with a note is alerted. Not carried: the
// cards played (bidlab's PBN boards have no play section) and the claim
// (PBN's Result holds the tricks).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/contract.h"
#include "io/lin_record.h"
#include "io/pbn_board.h"

namespace bidlab {

// A result of LIN's rs: "3NE+1", "4SWx-2", "PASS".
struct LinResult {
  Contract contract;
  int tricks = 0;  // the declarer's; 0 when passed out
  friend bool operator==(const LinResult&, const LinResult&) = default;
};
std::optional<LinResult> ParseLinResult(std::string_view text);
std::string FormatLinResult(const LinResult& result);

// Throws Error naming the record when it has more alerts than PBN's 32 notes.
std::vector<PbnBoard> LinToPbn(const LinFile& file);
// Throws Error naming the board when it has no complete deal or its auction
// does not start with the dealer.
LinFile PbnToLin(const std::vector<PbnBoard>& boards);

}  // namespace bidlab
