#include "learn/sayc/rule.h"

#include <algorithm>

#include "core/error.h"

namespace bidlab::sayc {

Rule FixedRule(std::string id, std::string family, std::string meaning, When when,
               const std::function<std::optional<Call>(const Situation&)>& call, const Requirement& requirement,
               Force force, const Extra& extra, Tier tier) {
  Rule rule{std::move(id), std::move(family), std::move(meaning), std::move(when), nullptr, nullptr, tier};
  rule.choose = [call, requirement, extra](const Situation& s, const HandEval& h) -> std::optional<Call> {
    const std::optional<Call> c = call(s);
    if (!c || !requirement(s).Fits(h) || (extra && !extra(s, h))) return std::nullopt;
    return c;
  };
  rule.shows = [call, requirement, force](const Situation& s, Call made, Shown& shown) {
    const std::optional<Call> c = call(s);
    if (!c || *c != made) return false;
    shown.picture = Picture::Narrowed(shown.picture, requirement(s));
    shown.force = force;
    return true;
  };
  return rule;
}

Rule FixedRule(std::string id, std::string family, std::string meaning, When when, Call call, Picture requirement,
               Force force, const Extra& extra, Tier tier) {
  return FixedRule(
      std::move(id), std::move(family), std::move(meaning), std::move(when),
      [call](const Situation&) { return std::optional<Call>(call); },
      [requirement](const Situation&) { return requirement; }, force, extra, tier);
}

Rule ShowingInstead(Rule rule, Picture shown) {
  return ShowingInstead(std::move(rule), [shown](const Situation&) { return shown; });
}

Rule ShowingInstead(Rule rule, const Requirement& shown_in) {
  rule.shows = [original = std::move(rule.shows), shown_in](const Situation& s, Call call, Shown& out) {
    const Picture before = out.picture;
    if (!original(s, call, out)) return false;
    const Picture shown = shown_in(s);
    // The HCP range told replaces the requirement's; lengths and balance add up.
    Picture told = out.picture;
    told.hcp = before.hcp;
    told.Hcp(shown.hcp.lo, shown.hcp.hi);
    Picture rest = shown;
    rest.hcp = told.hcp;
    out.picture = Picture::Narrowed(told, rest);
    return true;
  };
  return rule;
}

Call C(std::string_view text) {
  const std::optional<Call> call = ParseCall(text);
  if (!call) throw Error("sayc rule table: \"" + std::string(text) + "\" is not a call");
  return *call;
}

When Seq(std::string sequence) { return SequenceIs{std::move(sequence)}; }

void RuleBook::SortByTier() {
  std::stable_sort(rules_.begin(), rules_.end(), [](const Rule& a, const Rule& b) { return a.tier < b.tier; });
  by_sequence_.clear();
  unindexed_.clear();
  for (std::size_t i = 0; i < rules_.size(); ++i) {
    if (const SequenceIs* seq = rules_[i].when.target<SequenceIs>()) by_sequence_[seq->sequence].push_back(i);
    else unindexed_.push_back(i);
  }
  indexed_ = true;
}

Situation RuleBook::Build(const std::vector<Call>& bids, std::size_t count, const Picture (&pictures)[2],
                          const std::vector<Force>& forces, const std::vector<std::vector<std::string_view>>& made_by,
                          bool north_passed) const {
  Situation s;
  s.bids.assign(bids.begin(), bids.begin() + static_cast<std::ptrdiff_t>(count));
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) s.text += ' ';
    s.text += CallName(bids[i]);
  }
  const int role = static_cast<int>(count % 2);  // 0 = the opener (or the opening seat) is to call
  s.me = pictures[role];
  s.partner = pictures[1 - role];
  s.forces.assign(forces.begin(), forces.begin() + static_cast<std::ptrdiff_t>(count));
  s.made_by.assign(made_by.begin(), made_by.begin() + static_cast<std::ptrdiff_t>(count));
  s.north_passed = north_passed;
  return s;
}

Situation RuleBook::Interpret(const Auction& auction) const { return Interpret(NorthSouthCalls(auction)); }

Situation RuleBook::Interpret(std::span<const Call> calls) const {
  const bool north_passed = !calls.empty() && calls.front().IsPass();
  std::vector<Call> bids(calls.begin() + (north_passed ? 1 : 0), calls.end());
  if (!bids.empty() && !bids.back().IsBid()) throw Error("sayc: asked to call after the auction ended");

  Picture pictures[2];
  std::vector<Force> forces;
  std::vector<std::vector<std::string_view>> made_by;
  const auto read = [&](const Situation& s, Call call,
                        Picture& picture) -> std::pair<Force, std::vector<std::string_view>> {
    // Among the rules that apply and could have made `call`, the lowest tier
    // that has any: what they show together.
    std::optional<Shown> either;
    std::vector<std::string_view> ids;
    Tier tier = Tier::kFallback;
    ForEachApplying(s, [&](const Rule& rule) {
      if (!ids.empty() && rule.tier > tier) return false;  // rules are ordered by tier
      Shown shown{picture, Force::kNone};
      if (!rule.shows(s, call, shown)) return true;
      tier = rule.tier;
      ids.push_back(rule.id);
      if (!either) either = shown;
      else {
        either->picture = Picture::Either(either->picture, shown.picture);
        either->force = std::min(either->force, shown.force);
      }
      return true;
    });
    if (!either) return {Force::kNone, {}};
    picture = either->picture;
    return {either->force, ids};
  };

  if (north_passed) {
    // North's opening pass: read in the opening situation; North then answers as the responder.
    const Situation opening = Build(bids, 0, pictures, forces, made_by, false);
    read(opening, Call::Pass(), pictures[1]);
  }
  for (std::size_t i = 0; i < bids.size(); ++i) {
    const Situation s = Build(bids, i, pictures, forces, made_by, north_passed);
    auto [force, ids] = read(s, bids[i], pictures[i % 2]);
    forces.push_back(force);
    made_by.push_back(std::move(ids));
  }
  return Build(bids, bids.size(), pictures, forces, made_by, north_passed);
}

namespace {
// Whether `rule` reads `call` as its own in `situation`.
bool Reads(const Rule& rule, const Situation& situation, Call call) {
  Shown shown{situation.me, Force::kNone};
  return rule.shows(situation, call, shown);
}
}  // namespace

bool RuleBook::ClaimedBySpecific(const Situation& situation, Call call) const {
  bool claimed = false;
  ForEachApplying(situation, [&](const Rule& rule) {
    if (rule.tier != Tier::kSpecific) return false;
    Shown shown{situation.me, Force::kNone};
    claimed = rule.shows(situation, call, shown);
    return !claimed;
  });
  return claimed;
}

RuleBook::Decision RuleBook::Decide(const Situation& situation, const HandEval& hand) const {
  std::optional<Decision> decision;
  ForEachApplying(situation, [&](const Rule& rule) {
    const std::optional<Call> call = rule.choose(situation, hand);
    if (!call || !(call->IsPass() || (call->IsBid() && situation.Allows(*call)))) return true;
    // A rule must not make a bid that partner would read as another specific
    // rule's (a call means what the specific sequence says): a general rule,
    // or a specific one that leaves the reading of its call to the general
    // rules.
    if (call->IsBid() &&
        (rule.tier == Tier::kGeneral || (rule.tier == Tier::kSpecific && !Reads(rule, situation, *call))) &&
        ClaimedBySpecific(situation, *call))
      return true;
    decision = Decision{*call, &rule};
    return false;
  });
  if (decision) return *decision;
  throw Error("sayc: no rule fits (the rule book must end with a rule that always fits)");
}

}  // namespace bidlab::sayc
