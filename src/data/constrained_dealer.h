// Deals dealt under a stated constraint: training sources rich in the hard
// decisions that random deals rarely hold (slams, the five level). Deal i of
// (seed, constraint) is the first deal, in a stream drawn from (seed, i)
// alone, that meets the constraint — so any range can be dealt anywhere, as
// with DealAt — and is uniform over the deals that meet it.
//
// Constraints, as the command line writes them:
//   ns-hcp:N    North and South hold N or more high-card points together
//   side-hcp:N  one partnership (either) holds N or more
//   fits:N      each partnership has a fit of N or more cards in some suit
#pragma once

#include <cstdint>
#include <string>

#include "core/hand.h"

namespace bidlab {

struct DealConstraint {
  enum class Kind { kNorthSouthHcp, kSideHcp, kBothFits };
  Kind kind = Kind::kNorthSouthHcp;
  int value = 25;
  friend bool operator==(const DealConstraint&, const DealConstraint&) = default;
};

// Reads "ns-hcp:25", "side-hcp:25" or "fits:9"; throws Error naming what
// was expected otherwise (HCP 0 to 40, fits 7 to 13).
DealConstraint ParseDealConstraint(const std::string& text);
std::string DealConstraintName(const DealConstraint& constraint);  // "ns-hcp:25"

bool Meets(const Deal& deal, const DealConstraint& constraint);

// The most deals tried for one: a constraint met less often than once in
// this many (fits:13) throws Error rather than search on.
inline constexpr std::uint64_t kMaxConstrainedTries = 1u << 20;

// Deal `index` of `seed` under `constraint`.
Deal ConstrainedDealAt(std::uint64_t seed, std::uint64_t index, const DealConstraint& constraint);

}  // namespace bidlab
