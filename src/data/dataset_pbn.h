// Data sets to and from PBN boards (`bidlab dataset export` / `import`).
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "data/split.h"
#include "dd/dds_solver.h"
#include "io/dataset_file.h"
#include "io/pbn_board.h"

namespace bidlab {

// Deals `range` of `data` as boards with their double-dummy tables: an
// imported set's with the board number, dealer and vulnerability their
// records gave ("?" for what they did not give), a generated set's
// numbered by their deal index + 1 with dealer and vulnerability "?": a
// generated deal has neither (its costs are for the set's vulnerability,
// and a match deals it by the board rotation).
std::vector<PbnBoard> DatasetBoards(const Dataset& data, IndexRange range);

// What a board's record says of it: its number (a Board tag of 1 to 2^32 - 1),
// dealer and vulnerability (when their tags are there).
BoardInfo BoardInfoOf(const PbnBoard& board);

// The boards of PBN files, or of LIN files (name ending ".lin", any case) as
// io/lin_pbn.h converts them, one board per deal: the record of a deal
// already read (the other room, another file) is left out, saying how many
// on `log`, and so is each warning of a board (a LIN call after the end of
// the auction, a LIN record without sv, a PBN Contract tag the auction
// disagrees with), "FILE: line N: what". Throws InputError naming the file
// and line of a board without a complete deal, and naming a file with no
// board at all (an empty file, a LIN file of only vg).
std::vector<PbnBoard> ReadBoardsForDataset(const std::vector<std::string>& paths, std::ostream& log);

// A data set of the boards' deals, with what each record said of its board
// (BoardInfoOf); a board without a table is solved by
// `solver` (saying so on `log`). Throws InputError naming `source` and the
// line of a board without a complete deal.
Dataset DatasetFromBoards(const std::vector<PbnBoard>& boards, Vulnerability vulnerability, const std::string& source,
                          const DdsSolver& solver, std::ostream& log);

// Deals first … first + count - 1 of `seed` as a PBN file (header, then
// boards numbered i + 1, dealer North), handed to `write` in pieces of about
// 64 KiB: any count takes the memory of one piece.
void StreamDealsPbn(std::uint64_t seed, std::uint64_t first, std::uint64_t count, Vulnerability vulnerability,
                    const std::function<void(const std::string&)>& write);

// Adds its double-dummy table to every board, solving in DDS's batches and
// calling `progress(done, total)` after each. Throws InputError naming
// `source` and the line of a board without a complete deal.
void SolveBoards(std::vector<PbnBoard>& boards, const std::string& source, const DdsSolver& solver,
                 const std::function<void(std::size_t done, std::size_t total)>& progress);

// "A:B": deals A to B-1 (0-based positions; either end may be omitted),
// clipped to `count`. Throws Error saying what is expected.
IndexRange ParseIndexRange(const std::string& text, std::size_t count);

}  // namespace bidlab
