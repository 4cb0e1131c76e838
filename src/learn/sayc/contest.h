// The four-seat auction as a competing SAYC player reads it before calling:
// every call with who made it (relative to the player to call: me, left-hand
// opponent, partner, right-hand opponent), which side opened, the last bid
// and whether it stands doubled, both sides' vulnerability, and what each of
// the four players has shown (a Picture each: the opponents play the same
// system, so their calls are read with the same rules).
//
// A Contest exists only once an opponent of the player to call has made a
// call other than pass; until then the player bids the uncontested SAYC.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/auction.h"
#include "core/bridge.h"
#include "core/call.h"
#include "learn/sayc/picture.h"

namespace bidlab::sayc {

// Seats relative to the player to call, clockwise.
enum class Who : std::uint8_t { kMe = 0, kLho = 1, kPartner = 2, kRho = 3 };
constexpr int ToInt(Who w) { return static_cast<int>(w); }
constexpr bool OnMySide(Who w) { return w == Who::kMe || w == Who::kPartner; }

// A competitive style: the same rules with other thresholds, so a league
// meets more than one way of competing (registered as sayc-aggressive and
// sayc-cautious beside the standard "sayc"). Both partners play one style,
// and read the opponents' calls with it too.
struct Style {
  std::string name = "sayc";
  std::string description;  // one line for the system card
  // The fewest HCP for a simple overcall at the one level and at the two
  // level (three more at the three level). Chosen on the validation deals:
  // lighter two-level overcalls on a good suit (5 not vulnerable and 7
  // vulnerable, not the textbook 10) gained against every opponent, the
  // four-seat learner that doubles included; one-level ones from 6 too
  // (from 5 they lost against the four-seat learner).
  int overcall_hcp_one_level = 6;
  int overcall_hcp_two_level = 5;
  bool overcall_any_five = true;       // any five-card suit overcalls at the one level, whatever its honours
  bool weak_jump_any_suit = true;      // any six-card suit makes a weak jump overcall (else a good one)
  int weak_jump_vulnerable_hcp = 5;    // the fewest HCP for a vulnerable weak jump overcall
  int two_level_vulnerable_extra = 2;  // HCP a vulnerable (or sandwiched) two-level overcall needs beyond that
  int penalty_hcp = 0;                 // added to the HCP together a penalty double needs
  int compete_levels = 0;              // levels above the law of total tricks to compete to

  bool operator==(const Style&) const = default;
};

// The registered styles: the standard one first.
const Style& StandardStyle();
const Style& AggressiveStyle();
const Style& CautiousStyle();
// Every registered style, the standard one first: the one list the bidder
// registry, the system cards and the leagues read.
const std::vector<const Style*>& Styles();

// Whether a side is vulnerable on a board.
bool SideIsVulnerable(Vulnerability v, Seat seat);

struct Contest {
  std::vector<Call> calls;       // every call so far, dealer first
  std::vector<Who> who;          // who made each call
  std::array<int, 4> actions{};  // by Who: how many calls other than pass (the rules ask often)
  // Per call: the ids of the competitive rules that could have made it
  // (empty for calls read by the uncontested system, or not read).
  std::vector<std::vector<std::string_view>> made_by;
  std::array<Picture, 4> pictures;  // what each player has shown, by Who
  std::optional<Who> opener;        // who made the first bid
  Call last_bid;                    // PASS when nobody has bid
  std::optional<Who> last_bidder;
  Doubling doubling = Doubling::kUndoubled;
  bool can_double = false, can_redouble = false;
  bool we_vulnerable = false, they_vulnerable = false;
  // The opening side's bids all read as the uncontested system so far.
  bool in_system = false;
  Style style;  // the partnership's competitive thresholds

  const Picture& Of(Who w) const { return pictures[ToInt(w)]; }
  bool WeOpened() const { return opener && OnMySide(*opener); }
  bool TheyOpened() const { return opener && !OnMySide(*opener); }
  Call Opening() const;
  // A bid higher than the last, or X / XX when the laws allow it; PASS always.
  bool Allows(Call call) const;
  // The cheapest bid in a strain (nullopt past 7).
  std::optional<Call> Cheapest(Strain strain) const;
  int Size() const { return static_cast<int>(calls.size()); }

  // The calls of one player, in order; its bids and doubles only.
  std::vector<Call> CallsOf(Who w) const;
  std::optional<Call> LastActionOf(Who w) const;            // the last call other than pass
  int ActionsOf(Who w) const { return actions[ToInt(w)]; }  // how many calls other than pass
  bool HasActed(Who w) const { return ActionsOf(w) > 0; }
  // Whether partner's last action could have been made by a competitive
  // rule whose id starts with `prefix`.
  bool PartnerLastByPrefix(std::string_view prefix) const;
  // A suit bid naturally by the opponents / by my side (a bid in the
  // strain by a rule not marked artificial; cue-bids are read as artificial).
  bool TheyBid(Suit s) const;
  bool WeBid(Suit s) const;
  // The suit of the opponents' first natural suit bid, if any.
  std::optional<Suit> TheirSuit() const;
  // The last bid was made by the right-hand opponent (I act directly over it).
  bool Direct() const { return last_bidder == Who::kRho && calls.back().IsBid(); }
  // The left-hand opponent's bid is followed by two passes: if I pass, the
  // auction ends (the balancing seat).
  bool Balancing() const;
  // The calls since the last bid are all passes, and `n` of them.
  int PassesSinceLastBid() const;
};

}  // namespace bidlab::sayc
