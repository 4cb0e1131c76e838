// An auction: the dealer and the calls made so far, clockwise from the
// dealer. It knows whose turn it is, when the auction is over (Law 22: three
// passes after a call, or four passes at the start = passed out), the last bid
// and who made it, and whether that bid stands doubled or redoubled.
//
// Two settings share this type:
//  - the general game (Laws 18-19), checked by WhyIllegal / Add / LegalCalls;
//  - the thesis's uncontested N-S setting (DESIGN.md §1): dealer North, East
//    and West always pass, North and South call PASS or a bid higher than the
//    last. IsLegalUncontested is the allocation-free hot check learners use.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/bridge.h"
#include "core/call.h"

namespace bidlab {

// Whether the last bid stands undoubled, doubled or redoubled (Law 19).
enum class Doubling : std::uint8_t { kUndoubled = 0, kDoubled = 1, kRedoubled = 2 };
inline constexpr int kNumDoublings = 3;
constexpr int ToInt(Doubling d) { return static_cast<int>(d); }

class Auction {
 public:
  explicit Auction(Seat dealer = Seat::kNorth) : dealer_(dealer), uncontested_(dealer == Seat::kNorth) {}

  Seat dealer() const { return dealer_; }
  const std::vector<Call>& calls() const { return calls_; }
  int size() const { return static_cast<int>(calls_.size()); }
  bool empty() const { return calls_.empty(); }
  // The seat that made call number i (0 = the dealer's first call).
  Seat SeatOfCall(int i) const { return SeatAt((ToInt(dealer_) + i) % kNumSeats); }
  Seat NextToCall() const { return SeatOfCall(size()); }

  // Law 22: over after three consecutive passes following any call, or after
  // four passes at the start (passed out).
  bool IsComplete() const { return trailing_passes_ >= (last_bid_.IsPass() ? 4 : 3); }
  bool IsPassedOut() const { return last_bid_.IsPass() && trailing_passes_ >= 4; }

  std::optional<Call> LastBid() const { return last_bid_.IsPass() ? std::nullopt : std::optional<Call>(last_bid_); }
  // Index of the last bid (1..35), 0 when nobody has bid: "higher than the
  // last bid" is simply call.index() > LastBidIndex().
  int LastBidIndex() const { return last_bid_.index(); }
  std::optional<Seat> LastBidder() const {
    return last_bid_.IsPass() ? std::nullopt : std::optional<Seat>(SeatOfCall(last_bid_position_));
  }
  // Position in calls() of the last bid, -1 when nobody has bid.
  int LastBidPosition() const { return last_bid_position_; }
  // The state of the last bid (undoubled when there is none).
  Doubling doubling() const { return doubling_; }
  // True while dealer is North, East and West have only passed and nobody has
  // doubled: the auction belongs to the thesis's uncontested setting.
  bool IsUncontested() const { return uncontested_; }

  // "" when `call` is legal now in the general game (Laws 18-19, 22),
  // otherwise a sentence saying why not, e.g. "1H is insufficient: the last
  // bid is 1S".
  std::string WhyIllegal(Call call) const;
  bool IsLegal(Call call) const;
  // Law 19A1: the last bid was made by an opponent and is not yet doubled.
  bool CanDouble() const {
    return !IsComplete() && !last_bid_.IsPass() && doubling_ == Doubling::kUndoubled &&
           !SameSide(NextToCall(), SeatOfCall(last_bid_position_));
  }
  // Law 19B1: our side's last bid stands doubled (by an opponent).
  bool CanRedouble() const {
    return !IsComplete() && doubling_ == Doubling::kDoubled && SameSide(NextToCall(), SeatOfCall(last_bid_position_));
  }
  // Appends a legal call; throws Error with WhyIllegal's reason otherwise.
  void Add(Call call);

  friend bool operator==(const Auction&, const Auction&) = default;

 private:
  Seat dealer_;
  std::vector<Call> calls_;
  Call last_bid_;  // PASS = no bid yet
  int last_bid_position_ = -1;
  Doubling doubling_ = Doubling::kUndoubled;
  int trailing_passes_ = 0;
  bool uncontested_;

  static constexpr bool SameSide(Seat a, Seat b) { return ((ToInt(a) ^ ToInt(b)) & 1) == 0; }
};

// The uncontested N-S setting (DESIGN.md §1). Legal: PASS, or, when North or
// South is to call, a bid higher than the last; never after the end, never X
// or XX, and nothing but PASS from East or West. Requires an uncontested
// auction (returns false otherwise). No allocation: learners call this in
// their inner loops.
inline bool IsLegalUncontested(const Auction& auction, Call call) {
  if (!auction.IsUncontested() || auction.IsComplete()) return false;
  if (call.IsPass()) return true;
  return IsNorthSouth(auction.NextToCall()) && call.IsBid() && call.index() > auction.LastBidIndex();
}

// Legal calls now, in index order (PASS, bids, X, XX). Empty when complete.
std::vector<Call> LegalCalls(const Auction& auction);
std::vector<Call> LegalCallsUncontested(const Auction& auction);
// The same sets as bit masks (bit i = call index i, 38 bits), for callers
// that must not allocate.
std::uint64_t LegalCallMask(const Auction& auction);
std::uint64_t LegalCallMaskUncontested(const Auction& auction);

// An uncontested auction from North and South's calls only, in order
// (N, S, N, …): the pass of East or West after each is inserted unless the
// auction is already over, so the result is complete exactly when the N-S
// calls end it (a pass after a bid, or two opening passes). Throws Error on
// an illegal sequence or a call after the end.
Auction UncontestedAuction(std::span<const Call> north_south_calls);
// The calls North and South made, in order (E/W passes dropped).
std::vector<Call> NorthSouthCalls(const Auction& auction);

// "1S 2H 4S PASS PASS PASS" (call names from CallName, space separated).
std::string FormatAuction(const Auction& auction);
// Reads calls separated by spaces (any ParseCall spelling) starting with
// `dealer`; throws Error naming the offending call when a word is not a call
// or a call is illegal.
Auction ParseAuction(std::string_view text, Seat dealer = Seat::kNorth);

}  // namespace bidlab
