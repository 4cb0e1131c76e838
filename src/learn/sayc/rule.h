// One SAYC rule: in which situations it applies, what a hand must hold for
// it, the call it makes, and what that call shows partner. The system is an
// ordered table of these (RuleBook): the first rule that applies and fits
// the hand makes the call, and reading the auction back runs the same table
// in reverse (which rules could have made each call, and so what it showed).
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/auction.h"
#include "core/call.h"
#include "learn/sayc/hand_eval.h"
#include "learn/sayc/picture.h"
#include "learn/sayc/situation.h"

namespace bidlab::sayc {

// What a call tells partner.
struct Shown {
  Picture picture;  // the caller's picture, narrowed by the call
  Force force = Force::kNone;
};

// Specific rules (a named sequence) take precedence over the general
// placement rules when a call is read back; fallbacks only when nothing else
// could have made it.
enum class Tier : std::uint8_t { kSpecific = 0, kGeneral = 1, kFallback = 2 };

using When = std::function<bool(const Situation&)>;
using Choose = std::function<std::optional<Call>(const Situation&, const HandEval&)>;
// Narrows `shown` to what `call` says when this rule made it; false when the
// rule never makes `call` in this situation.
using Shows = std::function<bool(const Situation&, Call, Shown&)>;
// A requirement on the hand beyond its picture (not shown to partner).
using Extra = std::function<bool(const Situation&, const HandEval&)>;
// A hand requirement (and what the call shows) that depends on the auction.
using Requirement = std::function<Picture(const Situation&)>;

struct Rule {
  std::string id;       // "open-1nt": stable, for tests and traces
  std::string family;   // "Openings": the heading on the system card
  std::string meaning;  // "1NT: 15-17 HCP, balanced": one line for people
  When when;
  Choose choose;
  Shows shows;
  Tier tier = Tier::kSpecific;
};

// A rule that makes one call (which may depend on the auction, e.g. "raise
// partner's suit") with a hand that fits a picture: the picture is both the
// requirement and what the call shows.
Rule FixedRule(std::string id, std::string family, std::string meaning, When when,
               const std::function<std::optional<Call>(const Situation&)>& call, const Requirement& requirement,
               Force force = Force::kNone, const Extra& extra = nullptr, Tier tier = Tier::kSpecific);
// The same with a constant call and picture.
Rule FixedRule(std::string id, std::string family, std::string meaning, When when, Call call, Picture requirement,
               Force force = Force::kNone, const Extra& extra = nullptr, Tier tier = Tier::kSpecific);

// The same rule, telling partner the HCP range of `shown` instead of its
// requirement's, and its lengths and balance besides (e.g. one-level
// openings show 12-21 HCP although the rule of 20 opens some 10s).
Rule ShowingInstead(Rule rule, Picture shown);
Rule ShowingInstead(Rule rule, const Requirement& shown);

// Parses a call written as in FormatAuction ("1NT", "PASS"); for rule tables.
Call C(std::string_view text);
// A When matching one exact sequence ("1NT 2C"). A named type so that a
// RuleBook can index its rules by sequence instead of asking each one.
struct SequenceIs {
  std::string sequence;
  bool operator()(const Situation& s) const { return s.text == sequence; }
};
When Seq(std::string sequence);

class RuleBook {
 public:
  void Add(Rule rule) {
    rules_.push_back(std::move(rule));
    indexed_ = false;
  }
  // Orders the rules by tier, keeping the order within each tier (reading
  // the auction relies on it), and indexes them by sequence.
  void SortByTier();
  const std::vector<Rule>& rules() const { return rules_; }

  // Calls visit(rule) on each rule that applies in `situation`, in the
  // book's order, until visit returns false. The same as asking every
  // rule's `when`, but rules made for one exact sequence (Seq) are looked
  // up by the situation's text.
  template <class Visit>
  void ForEachApplying(const Situation& situation, Visit&& visit) const;

  // The situation of the player to call, read from the auction. The auction
  // must be uncontested and not complete.
  Situation Interpret(const Auction& auction) const;
  // The same from the partnership's calls alone, in order (the first
  // player's, the second's, …); at most one opening pass.
  Situation Interpret(std::span<const Call> calls) const;
  // The first rule that applies and fits, with its call (legal in the
  // uncontested setting). Every book ends with a rule that always fits.
  struct Decision {
    Call call;
    const Rule* rule = nullptr;
  };
  Decision Decide(const Situation& situation, const HandEval& hand) const;

 private:
  Situation Build(const std::vector<Call>& bids, std::size_t count, const Picture (&pictures)[2],
                  const std::vector<Force>& forces, const std::vector<std::vector<std::string_view>>& made_by,
                  bool north_passed) const;
  bool ClaimedBySpecific(const Situation& situation, Call call) const;
  std::vector<Rule> rules_;
  // Built by SortByTier: the positions of the rules that apply in exactly
  // one sequence, by that sequence, and of all the others, ascending.
  bool indexed_ = false;
  std::unordered_map<std::string, std::vector<std::size_t>> by_sequence_;
  std::vector<std::size_t> unindexed_;
};

template <class Visit>
void RuleBook::ForEachApplying(const Situation& situation, Visit&& visit) const {
  if (!indexed_) {
    for (const Rule& rule : rules_)
      if (rule.when(situation) && !visit(rule)) return;
    return;
  }
  static const std::vector<std::size_t> kNone;
  const auto found = by_sequence_.find(situation.text);
  const std::vector<std::size_t>& exact = found == by_sequence_.end() ? kNone : found->second;
  // Merge the two ascending lists of positions.
  std::size_t e = 0, u = 0;
  while (e < exact.size() || u < unindexed_.size()) {
    const bool take_exact = u == unindexed_.size() || (e < exact.size() && exact[e] < unindexed_[u]);
    if (take_exact) {
      if (!visit(rules_[exact[e++]])) return;
      continue;
    }
    const Rule& rule = rules_[unindexed_[u++]];
    if (rule.when(situation) && !visit(rule)) return;
  }
}

}  // namespace bidlab::sayc
