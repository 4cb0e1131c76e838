// What the names of bidders mean beyond the registry's own (learn/
// registry.h): at a four-seat table "NAME-uncontested" is NAME bidding as if
// the opponents passed (eval/uncontested_seat.h: MakeContestedBidder), and an
// unknown name is answered with the known ones and the closest.
#pragma once

#include <string>
#include <string_view>

namespace bidlab {

inline constexpr std::string_view kUncontestedSuffix = "-uncontested";

// Whether `name` is a registered bidder's (so far: see RegisterAllBidders).
bool IsRegisteredBidder(const std::string& name);
// The bidder NAME of "NAME-uncontested" when NAME is registered, else "".
std::string UncontestedSeatOf(const std::string& name);
// Throws Error: `name` is no bidder; lists the registered ones (and, for a
// `four_seats` table, their NAME-uncontested forms) and the closest of them.
[[noreturn]] void ThrowUnknownBidder(const std::string& name, bool four_seats);

}  // namespace bidlab
