#include "data/constrained_dealer.h"

#include <algorithm>
#include <charconv>

#include "core/error.h"
#include "data/dealer.h"

namespace bidlab {

namespace {

constexpr const char* kExpected = "expected ns-hcp:N, side-hcp:N (HCP 0 to 40) or fits:N (7 to 13)";

int PairHcp(const Deal& deal, Seat seat) {
  return deal.hand(seat).HighCardPoints() + deal.hand(Partner(seat)).HighCardPoints();
}

int LongestFit(const Deal& deal, Seat seat) {
  int longest = 0;
  for (int s = 0; s < kNumSuits; ++s)
    longest = std::max(longest, deal.hand(seat).Length(SuitAt(s)) + deal.hand(Partner(seat)).Length(SuitAt(s)));
  return longest;
}

}  // namespace

DealConstraint ParseDealConstraint(const std::string& text) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) throw Error("constraint \"" + text + "\": " + kExpected);
  const std::string name = text.substr(0, colon), number = text.substr(colon + 1);
  int value = -1;
  const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
  if (error != std::errc() || end != number.data() + number.size())
    throw Error("constraint \"" + text + "\": " + kExpected);
  DealConstraint c;
  c.value = value;
  if (name == "ns-hcp" || name == "side-hcp") {
    c.kind = name == "ns-hcp" ? DealConstraint::Kind::kNorthSouthHcp : DealConstraint::Kind::kSideHcp;
    if (value < 0 || value > 40) throw Error("constraint \"" + text + "\": " + kExpected);
  } else if (name == "fits") {
    c.kind = DealConstraint::Kind::kBothFits;
    if (value < 7 || value > 13) throw Error("constraint \"" + text + "\": " + kExpected);
  } else {
    throw Error("constraint \"" + text + "\": " + kExpected);
  }
  return c;
}

std::string DealConstraintName(const DealConstraint& c) {
  const char* name = c.kind == DealConstraint::Kind::kNorthSouthHcp ? "ns-hcp"
                     : c.kind == DealConstraint::Kind::kSideHcp     ? "side-hcp"
                                                                    : "fits";
  return std::string(name) + ":" + std::to_string(c.value);
}

bool Meets(const Deal& deal, const DealConstraint& c) {
  switch (c.kind) {
    case DealConstraint::Kind::kNorthSouthHcp: return PairHcp(deal, Seat::kNorth) >= c.value;
    case DealConstraint::Kind::kSideHcp:
      return PairHcp(deal, Seat::kNorth) >= c.value || PairHcp(deal, Seat::kEast) >= c.value;
    case DealConstraint::Kind::kBothFits:
      return LongestFit(deal, Seat::kNorth) >= c.value && LongestFit(deal, Seat::kEast) >= c.value;
  }
  return false;
}

Deal ConstrainedDealAt(std::uint64_t seed, std::uint64_t index, const DealConstraint& constraint) {
  // A stream of its own for each (seed, index): never DealAt(seed, j) itself,
  // so a constrained set shares no deal with the random set of its seed.
  SplitMix64 mixer(seed ^ 0x636F6E7374726169ull);  // "constrai"
  const std::uint64_t stream = mixer.Next() ^ SplitMix64(index).Next();
  for (std::uint64_t attempt = 0; attempt < kMaxConstrainedTries; ++attempt) {
    const Deal deal = DealAt(stream, attempt);
    if (Meets(deal, constraint)) return deal;
  }
  throw Error("constraint " + DealConstraintName(constraint) + ": no deal met it in " +
              std::to_string(kMaxConstrainedTries) + " tries");
}

}  // namespace bidlab
