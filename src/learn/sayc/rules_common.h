// Helpers the SAYC rule tables share: suit words, the cheapest bid in a
// strain, whether partner's call forces a reply, and the placement plan (the
// combined strength and the best strain as the player to call sees them).
#pragma once

#include <optional>

#include "core/call.h"
#include "learn/sayc/hand_eval.h"
#include "learn/sayc/rule.h"
#include "learn/sayc/situation.h"

namespace bidlab::sayc {

inline constexpr Suit kClubs = Suit::kClubs;
inline constexpr Suit kDiamonds = Suit::kDiamonds;
inline constexpr Suit kHearts = Suit::kHearts;
inline constexpr Suit kSpades = Suit::kSpades;
inline constexpr Strain kNoTrump = Strain::kNoTrump;

// Points for a game and for slams, as club players count them (HCP, plus
// distribution with a fit).
inline constexpr int kGamePoints = 25;
inline constexpr int kSlamPoints = 33;
// Blackwood is a slam try: it stops at five with two aces missing, so it may
// start a point short of slam values.
inline constexpr int kSlamTryPoints = 32;
inline constexpr int kGrandPoints = 37;

constexpr bool IsMajor(Suit s) { return s == kHearts || s == kSpades; }
constexpr Suit OtherMajor(Suit s) { return s == kHearts ? kSpades : kHearts; }
// The suit of a suit bid; nullopt for no trump and PASS.
std::optional<Suit> SuitOfBid(Call call);
// The lowest bid in `strain` higher than the last bid; nullopt past 7.
std::optional<Call> Cheapest(const Situation& s, Strain strain);
inline std::optional<Call> Cheapest(const Situation& s, Suit suit) { return Cheapest(s, StrainOf(suit)); }
// Partner's last call demands a bid (one-round force, or a game force
// below game).
bool Forced(const Situation& s);

// The placement plan: how strong the partnership is together and where to
// play, as the player to call sees it from partner's picture and own hand.
struct Plan {
  std::optional<Suit> fit;  // the best known fit of 8+ cards (majors first)
  int fit_length = 0;
  Strain strain = kNoTrump;      // where to play: the fit's suit, or no trump, or a minor fit
  int points = 0;                // own HCP plus distribution for `strain`
  int sure = 0;                  // combined with the bottom of partner's range
  int likely = 0;                // with partner's likely HCP (Picture::LikelyHcp)
  int mid = 0;                   // with the middle of partner's range
  int best = 0;                  // with the top of partner's range
  bool partner_limited = false;  // partner's range is narrow (6 HCP or less wide)
};
Plan MakePlan(const Situation& s, const HandEval& hand);

// The rule families, in the order SaycRules() assembles them.
void AddConventionRules(RuleBook& book);  // signoffs, Blackwood answers
void AddOpeningRules(RuleBook& book);
void AddNoTrumpRules(RuleBook& book);           // 1NT, 2NT, 2C-2D-2NT: Stayman, transfers
void AddStrongAndPreemptRules(RuleBook& book);  // 2C, weak twos, preempts
void AddSuitResponseRules(RuleBook& book);      // responses to 1C/1D/1H/1S
void AddOpenerRebidRules(RuleBook& book);
void AddResponderRebidRules(RuleBook& book);
void AddPlacementRules(RuleBook& book);  // the general rules: slam, game, invitation, partial, fallbacks

}  // namespace bidlab::sayc
