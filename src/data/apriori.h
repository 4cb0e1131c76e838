// The a-priori yardstick (DESIGN.md §1c): a deal's North and South hands
// kept, East and West's 26 cards dealt again at random R times (layout k of a
// seed is a function of the seed, the North-South hands and k alone), each
// layout solved double-dummy, and each final call's §1 cost averaged over
// the layouts, every layout's cost taken against that layout's own best
// contract. The contract of least average cost is the a-priori optimum: what
// a bidder that sees both North-South hands but not East-West's would bid.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/bridge.h"
#include "core/call.h"
#include "core/contract.h"
#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

// Layout `k` of `deal` for `seed`: North and South as dealt; the 26 cards of
// East and West shuffled (Fisher-Yates, SplitMix64 started from the seed, the
// North-South cards and k), the first 13 to East. Every split of those cards
// is equally likely.
Deal LayoutOf(const Deal& deal, std::uint64_t seed, std::uint64_t k);

// Layouts 0 … count − 1.
std::vector<Deal> LayoutsOf(const Deal& deal, std::uint64_t seed, std::uint64_t count);

// The average §1 cost of each final call (PASS, 1C … 7NT) over the layouts'
// tables, the assumed declarer (the better of North and South) chosen on
// each layout: the a-priori cost vector.
std::array<double, kNumFinalCalls> APrioriCosts(std::span<const DoubleDummyTable> layouts, Vulnerability vulnerability);

// The contract, declared by North or by South for every layout, of least
// average cost, with that cost (the lower call, then North, when two tie;
// passed out when passing costs least).
struct APrioriContract {
  Contract contract;
  double cost = 0;
};
APrioriContract APrioriOptimum(std::span<const DoubleDummyTable> layouts, Vulnerability vulnerability);

}  // namespace bidlab
