// One file of BBO's LIN hand records (Bridge Base Online: "key|value|" pairs,
// shared/data/external/lin/README.md describes the format as real files use
// it) as bidlab reads and writes it: the file's title (vg), its results line
// (rs) and each table record (qx … up to the next qx): the deal, dealer,
// vulnerability, players, auction with alerts and explanations, the cards
// played and the claim.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bridge.h"
#include "core/call.h"
#include "core/hand.h"

namespace bidlab {

// md's order of hands and its dealer digits 1-4: South, West, North, East;
// pn's order of names in each room too.
inline constexpr Seat kLinSeats[kNumSeats] = {Seat::kSouth, Seat::kWest, Seat::kNorth, Seat::kEast};

// The board numbers of qx that bidlab reads and writes: 1 to 2^31 − 1 (BBO
// numbers a segment's boards from 1). The writer refuses a record numbered
// outside them, as the reader would.
inline constexpr std::uint64_t kMaxLinBoard = 2147483647;

struct LinCall {
  Call call;
  bool alerted = false;     // written "mb|2D!|"
  std::string explanation;  // the "an" pair after the call, "" when none

  friend bool operator==(const LinCall&, const LinCall&) = default;
};

enum class LinRoom : char { kNone = 0, kOpen = 'o', kClosed = 'c' };

struct LinRecord {
  long line = 0;                                 // line of the record's first pair (qx, or md without qx)
  LinRoom room = LinRoom::kNone;                 // from qx; kNone when the file has no qx
  std::string board;                             // board number as written in qx ("12"); "" without qx
  std::array<std::string, kNumSeats> players{};  // by Seat (N E S W), from pn
  Deal deal;
  Seat dealer = Seat::kNorth;
  Vulnerability vulnerability = Vulnerability::kNone;
  std::vector<LinCall> auction;  // from the dealer; legal (Laws 18-19)
  std::vector<Card> play;        // pc, in the order played from the opening lead
  std::optional<int> claim;      // mc: the declarer's side's tricks in all
  std::string result;            // this table's rs entry as written ("3NE+1", "PASS"), "" when none
  // What the reader kept but a player should know: a vulnerability taken
  // from the board number (no sv), calls after the end of the auction
  // (ignored). Each "line N: what".
  std::vector<std::string> warnings;

  // "board 12, open room", "record 3" without a board.
  std::string Name(std::size_t index) const;
};

struct LinFile {
  std::string title;                 // vg as written: event,segment,scoring,first,last,team,score,team,score
  std::vector<std::string> results;  // rs as written, split at commas
  std::vector<LinRecord> records;
};

}  // namespace bidlab
