// Reading PBN 2.1 files (import format, spec/pbn_v21.txt) into PbnBoards.
//
// Rejected with InputError(file, line, what was expected), at the first
// problem:
//  - syntax: tag pairs (§3.3), strings (no tab, on one line), comments ({}
//    and ;, §3.8), the "%" escape in column 1 (§2.4), control characters
//    (§2.2), text where a tag is expected, section tokens of tables (§3.2);
//    games end at semi-empty lines (§3);
//  - the values bidlab decodes: Dealer, Vulnerable (§3.4.9-10, either case),
//    Deal (§3.4.11: "F:" and four hands separated by single spaces, "-" for
//    an unknown hand, no card twice, 13 cards a hand unless every hand has
//    fewer: an end position, §3.10), Note ("n:text", n = 1..32, after the
//    Auction or Play section, each n once per section), OptimumResultTable
//    (§5.7: all 20 rows, columns found by name) and DoubleDummyTricks (20 hex
//    digits: declarer N, S, E, W, each NT, S, H, D, C), which must agree;
//    "?" or "" is an unknown value (§3.4);
//  - the Auction section (§3.5): the Dealer tag must be there; call tokens;
//    "-" only before the first call, which is the dealer's; legality (Laws
//    18-19 and 22, core/auction.h); nothing after "*" or "+", no "+" or "AP"
//    after the end; annotations after a call: at most one suffix or NAG
//    $1-$6, at most one note reference (with its Note tag), NAGs 0-255 that
//    are not card NAGs ($7-$12, $14); "^I" before an insufficient bid (§3.9);
//  - inheritance (§4.8): "#" takes the value of the same tag in the nearest
//    earlier game ("" if none); "##text" gives text here and to every later
//    game that leaves the tag out, until the tag is given again; neither for
//    Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play or Note. A
//    tag repeated in a game is ignored (§3.4) unless bidlab decodes it and the
//    values differ, or it has a section.
//
// Kept as written and checked into PbnBoard::warnings instead: Contract,
// Declarer and Result (syntax; no result when all passed, "0" tolerated;
// agreement with a complete regular auction). Real archives break these
// (rpbridge: "3NR", "4S" for 4SX, auctions without the dealer's opening
// passes), and bidlab does not decode them.
//
// Accepted beyond the letter of the standard, because real files need it:
//  - "1N" for 1NT, "P" for Pass (any spelling core/call.h's ParseCall takes);
//  - a tag value without quotes ([Event Random Deal #]) for tags bidlab does
//    not decode, read as its words separated by single spaces;
//  - another table of the same board: a game with neither Board nor Deal tag
//    but with an Auction, Contract or Play, right after a game with a Deal,
//    takes from that game every tag it leaves out except those of the table
//    itself (players, Declarer, Contract, Result, Auction, Play, Note,
//    Score*, Room, Table, Termination, Time, UTCTime, sections other than the
//    OptimumResultTable), as rpbridge.net's archive is written;
//  - a note the auction refers to placed after the Play section;
//  - "AC" (any call, in bidding-challenge files): it and everything after it
//    go to PbnBoard::auction_rest, as do irregularities (^I, ^S, §3.9);
//  - bytes 128-255 in strings and comments (Latin-1 or UTF-8 text), lines of
//    any length, unknown tags and their sections (§4.9).
// Not read: the play section (its tokens are not checked), and the values of
// tags bidlab does not decode (Date, Round, Score, Scoring, tables other than
// the OptimumResultTable, …), which stay in PbnBoard::tags as text.
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
