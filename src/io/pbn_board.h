// One game of a PBN file (Portable Bridge Notation 2.1, shared/data/external/
// spec/pbn_v21.txt) as bidlab reads and writes it: every tag as written, and
// the parts bidlab understands decoded — deal, dealer, vulnerability, the
// auction (§3.5), the auction's notes and the double-dummy table (§5.7, or
// BridgeComposer's [DoubleDummyTricks]). The play section and supplemental
// tables other than the OptimumResultTable are not decoded.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/bridge.h"
#include "core/call.h"
#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

struct PbnBoard {
  long line = 0;  // line of the game's first tag in its file
  // Every tag as read, in order, after inheritance (§4.8 "#" and "##", and the
  // tags a later table of the same board leaves out; see pbn_reader.h). A tag
  // repeated inside a game is ignored (§3.4), so each name occurs once except
  // Note.
  std::vector<std::pair<std::string, std::string>> tags;
  std::optional<Deal> deal;  // when all four hands are given (13 cards each)
  std::string deal_text;     // the Deal tag as written ("-" for unknown hands)
  Seat dealer = Seat::kNorth;
  Vulnerability vulnerability = Vulnerability::kNone;
  std::string board;  // Board tag value

  // The auction, from the Auction section. `auction_first` makes auction[0]:
  // the Auction tag's seat moved past any leading "-" (a seat before the
  // dealer), so it is the dealer whenever there are calls; the dealer too
  // when there is no Auction section.
  Seat auction_first = Seat::kNorth;
  std::vector<Call> auction;  // annotations stripped, "AP" expanded to passes
  // The note each call refers to ("=2=" -> 2), 0 for none; one per call of
  // `auction`, or empty when no call has a note.
  std::vector<int> auction_note_refs;
  bool auction_complete = false;  // ended by passes (incl. AP), not cut off
  // What the Auction section holds after the last call of `auction` that is
  // not a call sequence bidlab can represent, as written, tokens separated by
  // spaces: an irregularity (§3.9 "^I" insufficient bid accepted, "^S" a
  // skipped turn) or a placeholder "AC" (any call) from bidding-challenge
  // files, and everything after it. Empty for a regular auction. When not
  // empty, `auction_complete` is false.
  std::string auction_rest;
  // The auction's Note tags, "1:text" as written: those after the calls, and
  // any placed after the play that the auction refers to. The play's own
  // notes stay only in `tags`.
  std::vector<std::string> notes;

  std::string contract, declarer, result;  // as written
  // What is wrong with the Contract, Declarer and Result tags, which bidlab
  // keeps as written rather than rejecting the game (real archives hold typos
  // like "3NR" and auctions whose Declarer disagrees with them): a bad value,
  // a result for a passed-out board, or a disagreement with the complete
  // auction. Each "line N: what"; empty when all is well.
  std::vector<std::string> warnings;
  std::optional<DoubleDummyTable> dd_table;  // from OptimumResultTable or DoubleDummyTricks

  // The value of tag `name`, "" when absent.
  std::string Tag(std::string_view name) const {
    for (const auto& [tag, value] : tags)
      if (tag == name) return value;
    return {};
  }
  bool HasTag(std::string_view name) const {
    for (const auto& tag : tags)
      if (tag.first == name) return true;
    return false;
  }
};

}  // namespace bidlab
