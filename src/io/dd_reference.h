// Readers for published double-dummy results in two formats that are not
// PBN, used as external ground truth:
//  - DDS's test-hand lists (hands/list1000.txt …): a line
//      PBN dealer vul trump first "N:…"
//    later followed by
//      TABLE t1 … t20   (strain-major S,H,D,C,NT; declarer N,E,S,W inside)
//  - Ginsberg's GIB library lines: "W N E S:hhhh…" with hands West, North,
//    East, South and 20 hex digits of tricks for NORTH-SOUTH, in groups NT,
//    S, H, D, C, each group by leader S, E, N, W (declarer E, N, W, S).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

struct ReferenceDeal {
  long line = 0;  // where the deal is given
  Deal deal;
  DoubleDummyTable table;
};

// Throws InputError naming the file and line on anything malformed.
std::vector<ReferenceDeal> ParseDdsTestList(std::string_view text, const std::string& name);
std::vector<ReferenceDeal> ParseGibLibrary(std::string_view text, const std::string& name);

}  // namespace bidlab
