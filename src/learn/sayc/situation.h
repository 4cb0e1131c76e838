// The auction as a SAYC player reads it before calling: the partnership's
// bids from the opening on (East and West always pass in the uncontested
// setting, and a pass by North or South after a bid ends the auction), what
// each call has shown (a Picture per player), which rules could have made
// each call, and whether partner's last call forces a reply.
//
// A situation is derived from the auction alone; both players derive the
// same one, which is how the partnership shares its understanding.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/call.h"
#include "learn/sayc/picture.h"

namespace bidlab::sayc {

struct Contest;

// What a call asks of partner.
enum class Force : std::uint8_t {
  kNone = 0,      // partner may pass
  kOneRound = 1,  // partner must bid once more
  kGame = 2,      // neither may pass below game
  kSignoff = 3,   // partner must pass
};

class Situation {
 public:
  // The partnership's bids from the opening bid on; the opener made bids
  // 0, 2, 4, … and the responder bids 1, 3, 5, ….
  std::vector<Call> bids;
  // The bids in one string, "1NT 2C 2H" ("" before the opening).
  std::string text;
  // What the player to call and partner have shown.
  Picture me, partner;
  // Per bid: what it demands of the other player, and the ids of the rules
  // that could have made it.
  std::vector<Force> forces;
  std::vector<std::vector<std::string_view>> made_by;
  // North passed first and South opened: the responder is a passed hand.
  bool north_passed = false;
  // The four-seat auction, once an opponent has called something other than
  // pass (null in the uncontested setting): the competitive rules read it.
  std::shared_ptr<const Contest> contest;

  bool Opening() const { return bids.empty(); }
  bool OpenerToCall() const { return bids.size() % 2 == 0; }
  int Size() const { return static_cast<int>(bids.size()); }
  // How many bids the player to call has made.
  int MyBidCount() const { return Size() / 2; }
  bool Is(std::string_view sequence) const { return text == sequence; }
  bool StartsWith(std::string_view prefix) const;

  Call OpeningBid() const { return bids.front(); }
  std::optional<Call> LastBid() const;
  int LastIndex() const { return bids.empty() ? 0 : bids.back().index(); }
  // Partner's last bid (nullopt when there is none).
  std::optional<Call> PartnerLast() const;
  // Whether a bid is higher than the last (PASS is always allowed).
  bool Allows(Call call) const { return call.IsPass() || call.index() > LastIndex(); }

  // Whether rule `id` could have made partner's last bid / any bid of the auction.
  bool PartnerLastBy(std::string_view id) const;
  bool AnyBy(std::string_view id) const;
  // Whether a rule whose id starts with `prefix` could have made bid i.
  bool BidBy(int i, std::string_view prefix) const;
  bool PartnerLastByPrefix(std::string_view prefix) const { return Size() >= 1 && BidBy(Size() - 1, prefix); }
  bool MyLastByPrefix(std::string_view prefix) const { return Size() >= 2 && BidBy(Size() - 2, prefix); }
  // The opener's first bid was a natural one-level suit bid.
  bool OneSuitOpening() const { return !bids.empty() && bids[0].level() == 1 && bids[0].strain() != Strain::kNoTrump; }
  // What partner's last call demands of me.
  Force PartnerForce() const { return forces.empty() ? Force::kNone : forces.back(); }
  // A call forced to game and the last bid is not yet a game (3NT, 4H, 4S,
  // 5C, 5D or higher).
  bool GameForcedBelowGame() const;
  bool GameReached() const;
  // Suits the player to call / partner has bid naturally (by the call's
  // strain; conventional calls included, so rules check made_by first).
  bool PartnerBid(Suit s) const;
  bool IBid(Suit s) const;
};

// Whether a final bid is a game or more (3NT, 4H, 4S, 5C, 5D and up).
bool IsGameOrMore(Call bid);
// The lowest game in a strain: 3NT, 4H, 4S, 5C, 5D.
Call GameIn(Strain strain);

}  // namespace bidlab::sayc
