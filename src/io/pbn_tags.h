// The PBN reader's tags (io/pbn_reader.h): the tag names PBN 2.1 and bidlab
// know (§3.4, §4, §5), reading a tag pair with its section data, and
// decoding the values bidlab reads (Dealer, Vulnerable, Deal, Result,
// OptimumResultTable, DoubleDummyTricks). Internal to the reader.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bridge.h"
#include "core/dd_table.h"
#include "core/hand.h"
#include "io/pbn_lexer.h"

namespace bidlab::pbn {

// ---------------------------------------------------------------------------
// Tag names.

// The tags whose values bidlab decodes: they must be written as strings.
bool IsDecodedTag(std::string_view name);
// §3.1, §5: the Auction and Play sections and the supplemental tables carry
// section data after their tag pair.
bool IsSectionTag(std::string_view name);
// Tags PBN 2.1 defines without section data (§3.4, §4), and BridgeComposer's
// DoubleDummyTricks. Text after one of them is an error; after an unknown tag
// it is that tag's section, which a parser skips (§4.9).
bool IsKnownPlainTag(std::string_view name);
// §4.8: these tags may not use "#" or "##".
bool MayNotInherit(std::string_view name);
// Tags that describe one table's play of a board rather than the board or the
// event: a later table of the same board that leaves them out does not take
// them from the earlier one.
bool IsTableTag(std::string_view name);

// ---------------------------------------------------------------------------
// Games as read: tag pairs with their section data.

struct GameTag {
  std::string name;
  std::string value;
  long line = 0;            // line of the value
  bool quoted = true;       // false for the tolerated [Event Random Deal #]
  std::vector<Token> data;  // section data after the tag pair
};

// The tag pair after a '[' the lexer read on line `open_line`.
GameTag ReadTagPair(Lexer& lexer, long open_line);
// The first tag called `name`, or nullptr.
const GameTag* Find(const std::vector<GameTag>& tags, std::string_view name);

// ---------------------------------------------------------------------------
// Decoding tag values.

// ASCII letters in lower case.
std::string Lower(std::string_view text);
// "N", "E", "S" or "W".
std::optional<Seat> ParseSeatText(std::string_view text);
// §3.4: "?" is the value of a mandatory tag that is unknown.
bool IsUnknown(std::string_view value);
// One to three digits, at most `max`.
bool ParseSmallNumber(std::string_view text, int max, int& value);
// §3.4.15: "n", "NS n", "EW n", "NS n EW m", "EW n NS m", optionally after
// "^"; n = 0..13, and both sides' tricks add up to 13.
bool IsResult(std::string_view text);

struct DecodedDeal {
  std::optional<Deal> deal;
  bool end_position = false;  // §3.10: every hand has fewer than 13 cards
};

// §3.4.11: "F:h1 h2 h3 h4", single spaces, "-" for an unknown hand; a hand of
// 13 cards means every given hand has 13 (else it is an end position).
DecodedDeal DecodeDeal(const Lexer& lexer, const GameTag& tag);
// §5.7, with the columns found by name (§5.2: order free, "+"/"-" sort
// marks and "\width" suffixes allowed). bidlab needs all 20 entries.
DoubleDummyTable DecodeOptimumResultTable(const Lexer& lexer, const GameTag& tag);
// BridgeComposer's [DoubleDummyTricks]: 20 hexadecimal digits, declarer N, S,
// E, W, and for each NT, S, H, D, C (shared/data/external/dd/README.md).
DoubleDummyTable DecodeDoubleDummyTricks(const Lexer& lexer, const GameTag& tag);

}  // namespace bidlab::pbn
