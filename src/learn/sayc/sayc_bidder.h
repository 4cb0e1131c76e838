// A rule-based bidder of Standard American Yellow Card as a competent club
// player bids it, in any seat and against opponents who compete: while they
// pass it bids the uncontested system (exactly the calls of the thesis's
// N-S setting), and once they act it overcalls, doubles, advances, competes
// by the law of total tricks and doubles for penalty (contest_reader.h,
// competitive_common.h). The system is one ordered table of small rules (rule.h), each
// with a one-line meaning: SaycSystemCard() prints them, and Explain names
// the rule behind each call. Both partners run the same table and read the
// auction with it, so the partnership's understanding comes from the
// auction alone; the bidder sees only its own hand.
#pragma once

#include <memory>
#include <string>

#include "learn/bidder.h"
#include "learn/sayc/contest.h"
#include "learn/sayc/rule.h"

namespace bidlab {

namespace sayc {
// The whole system, assembled once (thread-safe, immutable).
const RuleBook& SaycRules();
}  // namespace sayc

class SaycBidder : public Bidder {
 public:
  // The standard style, or a league variant (sayc::AggressiveStyle(), …).
  explicit SaycBidder(sayc::Style style = sayc::StandardStyle()) : style_(std::move(style)) {}
  std::string Name() const override { return style_.name; }
  Call Bid(const BidRequest& request) override;
  // "1NT: 15-17 HCP, balanced (a five-card major allowed)" — the meaning of
  // the rule that makes the call for this request.
  std::string Explain(const BidRequest& request) override;
  bool Competes() const override { return true; }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<SaycBidder>(style_); }

  // The rule that makes the call for this request (for tests and traces).
  const sayc::Rule& RuleFor(const BidRequest& request) const;

 private:
  sayc::Style style_;
};

// The system card: each family of rules with the meanings of its rules, in
// the order they are tried; a variant's card says how its style differs.
std::string SaycSystemCard(const sayc::Style& style = sayc::StandardStyle());

}  // namespace bidlab
