// What the names of bidders mean beyond the registry's own (learn/
// registry.h): at a four-seat table "NAME-uncontested" is NAME bidding as if
// the opponents passed (eval/uncontested_seat.h: MakeContestedBidder), and an
// unknown name is answered with the known ones and the closest.
#pragma once

#include <string>
#include <string_view>

namespace bidlab {

inline constexpr std::string_view kUncontestedSuffix = "-uncontested";
// The models bidlab ships, by name, besides the registered bidders: "neural"
// (data/neural.model) and "contested" (data/contested.model, whose bidder's
// tables call it "contested-neural", a name it answers to too), and
// "neural-search" (data/neural.model searched at its close decisions,
// learn/search/search_bidder.h); opened by eval/open_bidder.h, since a
// learner never opens a file.
inline constexpr std::string_view kSearchBidderName = "neural-search";
inline constexpr std::string_view kShippedModelNames[] = {"neural", "contested", "contested-neural", kSearchBidderName};

// Whether `name` is a registered bidder's (so far: see RegisterAllBidders).
bool IsRegisteredBidder(const std::string& name);
// The bidder NAME of "NAME-uncontested" when NAME is registered, else "".
std::string UncontestedSeatOf(const std::string& name);
// Throws Error: `name` is no bidder; lists the registered ones and the
// shipped models (and, for a `four_seats` table, the registered ones'
// NAME-uncontested forms) and the closest of them, whatever its case.
[[noreturn]] void ThrowUnknownBidder(const std::string& name, bool four_seats);

}  // namespace bidlab
