// Writing PBN 2.1 files (spec/pbn_v21.txt) from PbnBoards, and making the
// board `bidlab deal` and `bidlab solve` write: a deal with its number,
// dealer, vulnerability and (optionally) double-dummy table.
//
// FormatPbn writes what bidlab reads, so ParsePbn gives back the same boards:
//  - two "%" header lines ("% PBN 2.1"), then the games separated by blank
//    lines, LF line ends;
//  - per game, the tags of the Mandatory Tag Set that the board has, in the
//    standard's order (§3.4), then its other tags in their order; Board,
//    Dealer, Vulnerable, Deal, Declarer, Contract and Result come from the
//    board's fields (deal_text, or the deal with the dealer first). Board is
//    always written ("" without a number), so no game reads as another table
//    of the game before it (see pbn_reader.h);
//  - the Auction section: [Auction "<dealer>"], four calls a line (Pass, X,
//    XX, 1C … 7NT, each followed by its "=n=" note reference), then
//    auction_rest as written, or "*" when the auction is not complete; then
//    the Note tags;
//  - the double-dummy table as [OptimumResultTable "Declarer;Denomination\2R;
//    Result\2R"] and 20 rows "N  C  7": declarers N, E, S, W, each in C, D, H,
//    S, NT (§5.7).
// Not written: the play, supplemental sections other than the table (bidlab
// does not keep them), comments, [DoubleDummyTricks] (replaced by the table).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bridge.h"
#include "core/dd_table.h"
#include "core/hand.h"
#include "io/pbn_board.h"

namespace bidlab {

// Throws Error naming the board when it cannot be written as valid PBN: an
// illegal auction or one that does not start with the dealer, a note reference
// without its note, a tag name that is not a PBN name, or a tag value with a
// control character or that reads as inheritance ("#", "##…").
std::string FormatPbn(const std::vector<PbnBoard>& boards);
// The same text in pieces, for output too large to hold: the file's header,
// then each board (`number`: its 1-based place in the file, for messages).
std::string FormatPbnHeader();
std::string FormatPbnBoard(const PbnBoard& board, int number);
// Writes FormatPbn(boards) atomically (WriteFileAtomically).
void WritePbnFile(const std::string& path, const std::vector<PbnBoard>& boards);

// A board holding only a deal: tags Board, Dealer, Vulnerable, Deal (dealer's
// hand first) and, with a table, the OptimumResultTable.
PbnBoard MakePbnBoard(const Deal& deal, std::uint64_t board_number, Seat dealer, Vulnerability vulnerability,
                      const std::optional<DoubleDummyTable>& dd_table = std::nullopt);

}  // namespace bidlab
