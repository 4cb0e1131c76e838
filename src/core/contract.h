// A contract: the final bid of an auction (level and strain), whether it was
// doubled or redoubled, and the declarer; or "passed out" (no contract).
//
// Two declarers are used in bidlab (DESIGN.md §1):
//  - the REAL declarer (Laws, Definitions: "Declarer"): of the side that made
//    the final bid, the player who first bid its strain;
//  - the thesis's ASSUMED declarer: of North and South, the one who takes more
//    tricks double-dummy in the strain (ties go to North).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/auction.h"
#include "core/bridge.h"
#include "core/call.h"
#include "core/call_text.h"
#include "core/dd_table.h"

namespace bidlab {

struct Contract {
  int level = 0;  // 1..7; 0 = passed out
  Strain strain = Strain::kClubs;
  Doubling doubling = Doubling::kUndoubled;
  Seat declarer = Seat::kNorth;

  static constexpr Contract PassedOut() { return Contract{}; }
  // `bid` must be a bid (1C..7NT).
  static constexpr Contract Of(Call bid, Seat declarer, Doubling doubling = Doubling::kUndoubled) {
    return Contract{bid.level(), bid.strain(), doubling, declarer};
  }
  constexpr bool IsPassedOut() const { return level == 0; }
  // The final bid; PASS when passed out.
  constexpr Call bid() const { return IsPassedOut() ? Call::Pass() : Call::Bid(level, strain); }
  // Law 77: book is six tricks; the contract needs level + 6.
  constexpr int TricksNeeded() const { return level + 6; }

  friend constexpr bool operator==(const Contract&, const Contract&) = default;
};

// The contract a complete auction reaches, with the real declarer and the
// doubled state of the final bid. Throws Error if the auction is not complete.
Contract FinalContract(const Auction& auction);

// The real declarer of an uncontested auction given by North and South's
// calls only (N, S, N, … as UncontestedAuction takes them): whichever of N/S
// first bid the strain of the last bid. nullopt when nobody bid. No
// allocation, for learners' inner loops.
std::optional<Seat> RealNorthSouthDeclarer(std::span<const Call> north_south_calls);

// The thesis's contract for a final call (PASS or a bid) in the uncontested
// setting: undoubled, declared by the better of N and S in the strain.
inline Contract AssumedContract(Call final_call, const DoubleDummyTable& table) {
  if (!final_call.IsBid()) return Contract::PassedOut();
  return Contract::Of(final_call, table.BestNorthSouthDeclarer(final_call.strain()));
}

// PBN's [Contract] value (PBN 2.1 §3.4.8): "Pass", or level, strain
// (C D H S NT) and "", "X" or "XX": "4SX", "3NT", "7NTXX". No declarer.
std::string FormatContractPbn(const Contract& contract);
// Reads the same; case-insensitive, "N" accepted for NT (real files write
// "4Dx"). The declarer is PBN's separate [Declarer] tag. nullopt when `text`
// is not a contract.
std::optional<Contract> ParseContractPbn(std::string_view text, Seat declarer = Seat::kNorth);
// The one spelling of a contract: its bid spelled by `name`, then "X" or
// "XX" when doubled or redoubled, then the declarer — "4♥X by S", "3NT by N",
// "passed out". CallSymbolName (the default) writes text for people;
// CallName writes what JSON carries ("4HX by S", drawn in symbols by
// web/deal_view.js).
std::string ContractName(const Contract& contract, std::string (*name)(Call) = CallSymbolName);
// The same without the declarer: "4♥X", "3NT", "passed out".
std::string ContractBidName(const Contract& contract, std::string (*name)(Call) = CallSymbolName);

}  // namespace bidlab
