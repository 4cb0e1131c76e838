// Helpers the competitive SAYC rule tables share: who did what in the
// four-seat auction, stoppers in the opponents' suits, suit quality for an
// overcall, the fit the partnership knows of, and the law of total tricks
// ("bid to the level of your trumps": with N trumps together, contract for
// N − 6 tricks above book; the total tricks of both sides are about the sum
// of both sides' trumps).
#pragma once

#include <optional>
#include <string>

#include "learn/sayc/contest.h"
#include "learn/sayc/rules_common.h"

namespace bidlab::sayc {

inline const Contest& Ctx(const Situation& s) { return *s.contest; }
inline bool Contested(const Situation& s) { return s.contest != nullptr; }

// The opponents opened and my side has made no call but pass.
bool WeAreSilentAfterTheirOpening(const Situation& s);
// The last bid is the opponents' natural suit bid (their suit to double or overcall).
std::optional<Suit> TheirLastSuit(const Contest& c);
// A suit neither side has bid naturally.
bool Unbid(const Contest& c, Suit s);
// A stopper in every suit the opponents have bid naturally.
bool StopsTheirSuits(const Contest& c, const HandEval& h);
// A takeout double: short in the opponents' suits, three or more cards in
// every unbid major and two in every unbid minor, 10+ HCP at the one level (12, 14, 16 above), or
// 17+ HCP of any shape up to the two level.
bool TakeoutDoubleFits(const Contest& c, const HandEval& h);
// The fewest HCP a takeout double shows over a bid at `level`.
int TakeoutMinimum(int level);
// A suit worth overcalling with at the one level: five cards with two of
// the top five honours, or six cards.
bool OvercallQuality(const HandEval& h, Suit s);
// The longest suit of the hand among those the opponents have not bid (ties:
// the higher-ranking), majors first among equals.
std::optional<Suit> BestUnbidSuit(const Contest& c, const HandEval& h, bool majors_first);

// The partnership's trumps in a suit as I know them: mine and the fewest
// partner has shown.
int KnownFit(const Situation& s, const HandEval& h, Suit suit);
// The suit of our side's best known fit of 8+ cards (majors first).
std::optional<Suit> OurFit(const Situation& s, const HandEval& h);
// The opponents' known trumps in a suit (both their pictures' minimum lengths).
int TheirFit(const Contest& c, Suit suit);
// My side's combined HCP: mine and the bottom of partner's shown range.
int CombinedHcp(const Situation& s, const HandEval& h);
// The call `levels` above the cheapest bid in a strain, if legal and at most
// seven.
std::optional<Call> Jump(const Contest& c, Strain strain, int levels);

// Over partner's preemptive raise of my major (opened or overcalled): game
// with 17+ points, read as 15-21 HCP.
std::optional<Call> GameOverPreemptiveRaise(const Contest& c, Suit major, const HandEval& h);
bool ShowsGameOverPreemptiveRaise(Call call, Shown& shown);

// A rule whose call may differ by auction and hand; `shows` reads it back.
Rule CompRule(std::string id, std::string family, std::string meaning, When when, Choose choose, Shows shows,
              Tier tier = Tier::kSpecific);

// The competitive rule families, in the order CompetitiveRules() assembles them.
void AddOvercallRules(RuleBook& book);                    // simple, weak jump, 1NT, Michaels, unusual 2NT
void AddCompetitiveResponseRules(RuleBook& book);         // partner opened, the opponents came in
void AddDoubleRules(RuleBook& book);                      // takeout, negative, penalty, reopening doubles
void AddOverOneNoTrumpInterferenceRules(RuleBook& book);  // partner's 1NT, they came in
void AddAdvanceRules(RuleBook& book);                     // partner overcalled or doubled
void AddDoublerRebidRules(RuleBook& book);                // my takeout double, partner answered
void AddBalancingRules(RuleBook& book);                   // the pass-out seat
void AddCompetitiveJudgementRules(RuleBook& book);        // law of total tricks, sacrifices, penalty doubles, games

// The competitive rules, assembled once (thread-safe, immutable).
const RuleBook& CompetitiveRules();

}  // namespace bidlab::sayc
