#include "learn/sayc/contest_reader.h"

#include <array>
#include <memory>
#include <string>
#include <unordered_map>

#include "learn/sayc/contest.h"

namespace bidlab::sayc {

namespace {

constexpr int SideOf(Seat s) { return ToInt(s) % 2; }
Who Relative(Seat from, Seat other) { return static_cast<Who>((ToInt(other) - ToInt(from) + kNumSeats) % kNumSeats); }

// What is known at one point of the auction, by absolute seat.
struct Walk {
  Vulnerability vulnerability;
  Auction prefix;  // the calls read so far
  std::array<Picture, kNumSeats> pictures;
  std::vector<std::vector<std::string_view>> made_by;
  std::array<bool, 2> acted{};                // the side has made a call other than pass
  std::array<bool, 2> in_system{true, true};  // the side's calls all read as its uncontested system
  std::array<std::vector<Call>, 2> system_calls;

  Style style;

  Walk(Seat dealer, Vulnerability v, Style s) : vulnerability(v), prefix(dealer), style(std::move(s)) {}

  // The Contest of the player to call now.
  std::shared_ptr<const Contest> ContestFor(Seat seat) const {
    auto c = std::make_shared<Contest>();
    c->calls = prefix.calls();
    c->made_by = made_by;
    for (int i = 0; i < prefix.size(); ++i) {
      const Who w = Relative(seat, prefix.SeatOfCall(i));
      c->who.push_back(w);
      if (!prefix.calls()[i].IsPass()) ++c->actions[ToInt(w)];
      if (!c->opener && prefix.calls()[i].IsBid()) c->opener = w;
    }
    for (int s = 0; s < kNumSeats; ++s) c->pictures[ToInt(Relative(seat, SeatAt(s)))] = pictures[s];
    if (const auto bid = prefix.LastBid()) {
      c->last_bid = *bid;
      c->last_bidder = Relative(seat, *prefix.LastBidder());
    }
    c->doubling = prefix.doubling();
    c->can_double = prefix.CanDouble();
    c->can_redouble = prefix.CanRedouble();
    c->we_vulnerable = SideIsVulnerable(vulnerability, seat);
    c->they_vulnerable = SideIsVulnerable(vulnerability, NextSeat(seat));
    const int side = SideOf(seat);
    const bool opening_side = c->opener && OnMySide(*c->opener);
    c->in_system = opening_side && in_system[side];
    c->style = style;
    return c;
  }

  Situation SituationFor(Seat seat) const {
    Situation s;
    s.contest = ContestFor(seat);
    s.me = pictures[ToInt(seat)];
    s.partner = pictures[ToInt(Partner(seat))];
    return s;
  }

  // Reads the side's system calls with the uncontested book: both players'
  // pictures and the ids of the rules behind the last call.
  void ReadSystem(const RuleBook& system, int side, Seat caller) {
    const std::vector<Call>& calls = system_calls[side];
    const Situation s = system.Interpret(calls);
    pictures[ToInt(caller)] = s.partner;
    pictures[ToInt(Partner(caller))] = s.me;
    if (calls.back().IsBid() && !s.made_by.empty()) made_by.back() = s.made_by.back();
  }

  // Reads a call with the competitive rules of the tiers in [lo, hi]: the
  // lowest tier that has any rule that could have made it.
  bool ReadCompetitive(const RuleBook& competition, const Situation& s, Seat caller, Call call, Tier lo, Tier hi) {
    std::optional<Shown> either;
    std::vector<std::string_view> ids;
    Tier tier = hi;
    competition.ForEachApplying(s, [&](const Rule& rule) {
      if (rule.tier < lo || rule.tier > hi) return true;
      if (!ids.empty() && rule.tier > tier) return false;
      Shown shown{pictures[ToInt(caller)], Force::kNone};
      if (!rule.shows(s, call, shown)) return true;
      tier = rule.tier;
      ids.push_back(rule.id);
      if (!either) either = shown;
      else either->picture = Picture::Either(either->picture, shown.picture);
      return true;
    });
    if (!either) return false;
    pictures[ToInt(caller)] = either->picture;
    made_by.back() = std::move(ids);
    return true;
  }

  void Read(const RuleBook& system, const RuleBook& competition, Call call) {
    const Seat caller = prefix.NextToCall();
    const int side = SideOf(caller);
    const bool contested = acted[1 - side];
    const Situation before = contested ? SituationFor(caller) : Situation();
    prefix.Add(call);
    made_by.emplace_back();
    if (!call.IsPass()) acted[side] = true;

    if (!contested) {
      // The opponents have only passed: the side bids its system. A pass
      // after the side's opening ends what the system can read.
      std::vector<Call>& calls = system_calls[side];
      const bool readable = call.IsBid() || calls.empty();
      if (!in_system[side] || !readable) {
        in_system[side] = false;
        return;
      }
      calls.push_back(call);
      ReadSystem(system, side, caller);
      return;
    }
    const Contest& c = *before.contest;
    if (ReadCompetitive(competition, before, caller, call, Tier::kSpecific, Tier::kSpecific)) {
      in_system[side] = false;
      return;
    }
    const bool opening_side = c.opener && !c.TheyOpened();
    if (opening_side && in_system[side] && !system_calls[side].empty() && SystemCallFits(c, call)) {
      system_calls[side].push_back(call);
      ReadSystem(system, side, caller);
      return;
    }
    in_system[side] = false;
    ReadCompetitive(competition, before, caller, call, Tier::kGeneral, Tier::kFallback);
  }
};

// What a walk depends on: the books, the board and the calls read.
struct WalkKey {
  const RuleBook* system;
  const RuleBook* competition;
  Seat dealer;
  Vulnerability vulnerability;
  Style style;
  std::vector<Call> calls;
  bool operator==(const WalkKey&) const = default;
};

struct WalkKeyHash {
  std::size_t operator()(const WalkKey& key) const {
    std::size_t h =
        std::hash<std::string>()(key.style.name) ^ (ToInt(key.dealer) * 131 + static_cast<int>(key.vulnerability));
    for (const Call call : key.calls) h = h * 1000003 + static_cast<std::size_t>(call.index());
    return h;
  }
};

// The walk of an auction's first `count` calls. Reading a call depends only
// on the calls before it, so each thread keeps the walks it has made: a
// decision then reads one call more than the decision before it at the table
// (or the rollout it branches from) instead of the whole auction again.
// The walk returned is the kept one: valid until the thread's next WalkOf.
const Walk& WalkOf(const RuleBook& system, const RuleBook& competition, const Auction& auction, int count,
                   Vulnerability vulnerability, const Style& style) {
  constexpr std::size_t kMaxWalksKept = 1 << 12;
  thread_local std::unordered_map<WalkKey, Walk, WalkKeyHash> kept;
  WalkKey key{&system,       &competition, auction.dealer(),
              vulnerability, style,        std::vector<Call>(auction.calls().begin(), auction.calls().begin() + count)};
  if (const auto found = kept.find(key); found != kept.end()) return found->second;
  Walk walk = count == 0 ? Walk(auction.dealer(), vulnerability, style)
                         : WalkOf(system, competition, auction, count - 1, vulnerability, style);
  if (count > 0) walk.Read(system, competition, auction.calls()[count - 1]);
  if (kept.size() >= kMaxWalksKept) kept.clear();
  return kept.emplace(std::move(key), std::move(walk)).first->second;
}

}  // namespace

std::vector<Call> SideCalls(const Auction& auction, Seat seat) {
  std::vector<Call> calls;
  for (int i = 0; i < auction.size(); ++i)
    if (SideOf(auction.SeatOfCall(i)) == SideOf(seat)) calls.push_back(auction.calls()[i]);
  return calls;
}

bool SystemCallFits(const Contest& contest, Call call) {
  if (!call.IsBid() || !contest.Allows(call)) return false;
  if (call.strain() == Strain::kNoTrump) return true;
  return !contest.TheyBid(static_cast<Suit>(call.strain()));
}

Reading ReadAuction(const RuleBook& system, const RuleBook& competition, const Auction& auction, Seat seat,
                    Vulnerability vulnerability, const Style& style) {
  bool contested = false;
  for (int i = 0; i < auction.size(); ++i)
    contested = contested || (SideOf(auction.SeatOfCall(i)) != SideOf(seat) && !auction.calls()[i].IsPass());
  if (!contested) return {system.Interpret(SideCalls(auction, seat)), std::nullopt};

  const Walk& walk = WalkOf(system, competition, auction, auction.size(), vulnerability, style);
  Reading reading{walk.SituationFor(seat), std::nullopt};
  const int side = SideOf(seat);
  if (reading.situation.contest->in_system && !walk.system_calls[side].empty())
    reading.system = system.Interpret(walk.system_calls[side]);
  return reading;
}

}  // namespace bidlab::sayc
