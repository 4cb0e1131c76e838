// Reading BBO's LIN hand records (io/lin_record.h) as the files in
// shared/data/external/lin/ write them.
//
// A file is "key|value|" pairs; line breaks and spaces between pairs do not
// count. Decoded keys:
//  - vg: the title; rs: results, two entries a board from vg's first board
//    (open room, closed room), given to the records by board and room;
//  - pn: players S,W,N,E of the open room, then (optionally) of the closed
//    room; a later pn changes the players of the records after it;
//  - qx: starts a record, "o12" / "c12" (room and board; text after a comma
//    is a label); without qx each md starts a record;
//  - md: dealer digit (1 S, 2 W, 3 N, 4 E), then the hands of S, W, N, E,
//    each "S…H…D…C…" with ranks AKQJT98765432; the fourth hand may be left
//    out (it holds the cards the others do not);
//  - sv: vulnerability 0/o none, n N-S, e E-W, b both; without sv the board
//    number's (core/board.h, with a warning);
//  - mb: a call (p, d, r, 1C … 7N, any case), "!" at the end for an alert;
//    an: the explanation of the call before it; pc: a card played; mc: the
//    claim (tricks of the declarer's side in all, 0-13).
// Other keys (pg, nt, st, ob, ah, …) carry no data bidlab keeps and are
// skipped, as PBN's unknown tags are.
//
// Rejected with InputError(file, line, "record: what was expected"), at the
// first problem: a key that is not two letters, a value without its closing
// "|", a bad qx, md, sv, mb, pc or mc value, a deal without 13 distinct
// cards a hand, an illegal call (Laws 18-19), a card played twice or not in
// the deal, an explanation with no call before it, a call, card or claim
// before the record's deal. Kept with a warning (LinRecord::warnings): calls
// after the auction has ended, which real records hold (an extra pass).
#pragma once

#include <string>
#include <string_view>

#include "io/lin_record.h"

namespace bidlab {

// `file_name` only names the input in error messages.
LinFile ParseLin(std::string_view text, const std::string& file_name);
LinFile ReadLinFile(const std::string& path);

}  // namespace bidlab
