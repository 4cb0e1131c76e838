// Reading PBN 2.1 files (import format, spec/pbn_v21.txt) into PbnBoards.
//
// What is checked, and rejected with InputError(file, line, what was
// expected) at the first problem:
//  - the syntax: tag pairs (§3.3), strings, comments ({} and ;, §3.8), the
//    "%" escape in column 1 (§2.4), no control characters (§2.2); games are
//    separated by semi-empty lines (§3);
//  - the tags bidlab decodes: Dealer, Vulnerable, Deal (§3.4.11: 13 cards a
//    hand, no card twice; "-" for an unknown hand; end positions, §3.10),
//    Declarer, Contract, Result (§3.4.13-15), Note ("n:text", n = 1..32),
//    OptimumResultTable (§5.7, all 20 rows) and DoubleDummyTricks (20 hex
//    digits: declarer N, S, E, W, each NT, S, H, D, C);
//  - the Auction section (§3.5): call tokens, annotations (at most one
//    suffix or $1-$6, one note reference with its Note tag, NAGs 0-255 that
//    are not card NAGs), "-" only before the first call, the dealer making the
//    first call, legality (Laws 18-19 and 22, core/auction.h), "AP", "*" and
//    "+" (which must end the section);
//  - consistency: Declarer, Contract and Result agree with a complete auction
//    and with each other; an Auction needs the Dealer, a Play section the
//    Deal and Contract (and Declarer, except in an end position);
//  - inheritance (§4.8): "#" copies the value of the same tag in the nearest
//    earlier game ("" if none); "##text" sets text here and in every later
//    game that leaves the tag out, until the tag is given again; neither is
//    allowed for Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play
//    or Note.
//
// Accepted beyond the letter of the standard, because real files need it:
//  - "1N" for 1NT, "P" for Pass (any spelling core/call.h's ParseCall takes);
//  - a tag value without quotes ([Event Random Deal #]) for tags bidlab does
//    not decode; it is read as its words separated by single spaces;
//  - another table of the same board: a game with neither Board nor Deal tag
//    but with an Auction, Contract or Play, right after a game that has a
//    Deal, takes from that game every tag it leaves out except those of the
//    table itself (players, Declarer, Contract, Result, Auction, Play, Note,
//    Score*, Room, Table, times), as rpbridge.net's archive writes it;
//  - "AC" (any call, in bidding-challenge files) in an auction: it ends the
//    representable part, see PbnBoard::auction_rest;
//  - bytes 128-255 in strings and comments (Latin-1 or UTF-8 text), lines
//    longer than 255 characters, unknown tags and their sections (§4.9).
// Not checked: the play section (kept neither), the contents of tags bidlab
// does not decode (Date, Score, Scoring, …), supplemental tables other than
// the OptimumResultTable beyond their token syntax.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "io/pbn_board.h"

namespace bidlab {

// Every game of `text` that has at least one tag, in order. `file_name` only
// names the input in error messages.
std::vector<PbnBoard> ParsePbn(std::string_view text, const std::string& file_name);
std::vector<PbnBoard> ReadPbnFile(const std::string& path);

}  // namespace bidlab
