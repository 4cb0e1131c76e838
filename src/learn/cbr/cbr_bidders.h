// The CBR module's bidders that need no model file, for `--bidder NAME`:
//   cbr                CBridge1a over SAYC's openings of the first 10,000
//                      standard training deals, K by leave-one-out (the case
//                      base is built on first use, about a second)
//   sayc-opening-only  SAYC's opening call, then PASS: the baseline the CBR
//                      opener is compared with
// Other case bases: `bidlab train cbr --cases …` writes a model file.
#pragma once

#include <vector>

#include "learn/registry.h"

namespace bidlab::cbr {

std::vector<BidderEntry> CbrBidders();

}  // namespace bidlab::cbr
