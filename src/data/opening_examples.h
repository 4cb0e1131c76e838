// Opening-bid examples, the labelled data of the softmax (White) and
// case-based (Bellamy-McIntyre) opening bidders: a hand and the first call its
// player made, for every player up to and including the first non-pass call
// of an auction (all four players of a passed-out board).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/call.h"
#include "core/hand.h"
#include "io/pbn_board.h"

namespace bidlab {

struct OpeningExample {
  Hand hand;
  int position = 1;    // seat in the bidding order: 1 = dealer, 2-4 after 1-3 passes
  Call call;           // PASS, or the opening bid
  std::string source;  // "file:line" of the board, or "deal N" for generated deals
};

// Some archives (rpbridge.net's, endplay/example3.pbn) start the auction at
// the opener, leaving out the passes before it, while the Auction tag still
// names the dealer. When a complete auction's real declarer disagrees with
// the Declarer tag but agrees once the auction starts k seats later, this
// returns k (the passes left out); 0 otherwise.
int DroppedLeadingPasses(const PbnBoard& board);

// The examples of one board (with the passes DroppedLeadingPasses finds
// restored); none when the board lacks a hand or its auction
// stops (or has an irregularity) before the first non-pass call.
std::vector<OpeningExample> OpeningExamples(const PbnBoard& board, const std::string& file);

// The examples of every board of a PBN file, or of every .pbn file (any case)
// under a directory, in sorted path order. A file that is not valid PBN
// throws InputError naming it.
std::vector<OpeningExample> ReadOpeningExamples(const std::string& file_or_dir);

// For each example: true when the same hand at the same position was seen at
// more than one table and every table made the same call (White's "all labels
// agreed" subset).
std::vector<bool> LabelsAgreed(const std::vector<OpeningExample>& examples);

// The same hand at the same position gets the same key, so a train/dev split
// can keep all tables of a deal on one side.
std::uint64_t OpeningKey(const OpeningExample& example);

}  // namespace bidlab
