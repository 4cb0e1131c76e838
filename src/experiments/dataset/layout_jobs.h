// The solved layouts behind the a-priori yardstick (data/apriori.h): every
// deal's R layouts of East-West's cards, solved by DDS into a data set of
// imported deals (deal i's layouts at i·R … i·R + R − 1), resumably — an
// interrupted solve goes on from its journal, a finished file is read again
// rather than solved. `dataset layouts`, `eval --layouts` and `experiment
// challenges` share it.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

// Solves layouts 0 … layouts − 1 of seed `seed` of every deal into `path`.
void BuildLayouts(const std::vector<Deal>& deals, std::uint64_t layouts, std::uint64_t seed, const std::string& path,
                  int threads, std::ostream& log);

// The tables of a layouts file, `R` a deal (R = its deals / deals.size()).
// Throws InputError naming the file when its count is not a multiple of the
// deals' or a layout's North or South hand is not its deal's.
std::vector<std::vector<DoubleDummyTable>> ReadLayouts(const std::string& path, const std::vector<Deal>& deals);

}  // namespace bidlab
