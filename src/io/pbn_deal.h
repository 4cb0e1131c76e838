// The PBN text form of hands and deals (PBN 2.1 §3.4.11): a hand is
// "spades.hearts.diamonds.clubs" with ranks AKQJT98765432 in each suit, a
// deal is "F:h1 h2 h3 h4" with the hands clockwise from seat F, "-" for an
// unknown hand.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/hand.h"

namespace bidlab {

// Throws Error saying what was expected when `text` is not a hand.
Hand ParseHandPbn(std::string_view text);
std::string FormatHandPbn(Hand hand);

// A full deal (all four hands given, each 13 cards, no duplicates). Throws
// Error saying what was expected otherwise.
Deal ParseDealPbn(std::string_view text);
// "N:…" with North first.
std::string FormatDealPbn(const Deal& deal, Seat first = Seat::kNorth);

}  // namespace bidlab
