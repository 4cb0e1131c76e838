#include "features/evaluators.h"

namespace bidlab {

namespace {

bool HasRank(unsigned suit_mask, int rank) { return (suit_mask >> rank) & 1u; }

// The hand's A, K, Q, J and 10 at the given values (halves are exact in double).
double HonourPoints(const Hand& hand, double ace, double king, double queen, double jack, double ten) {
  double total = 0;
  for (int s = 0; s < kNumSuits; ++s) {
    const unsigned m = hand.SuitMask(SuitAt(s));
    total += ace * HasRank(m, kAceRank) + king * HasRank(m, kKingRank) + queen * HasRank(m, kQueenRank) +
             jack * HasRank(m, kJackRank) + ten * HasRank(m, kTenRank);
  }
  return total;
}

}  // namespace

double WorkPointCount(const Hand& hand) { return HonourPoints(hand, 4, 3, 2, 1, 0); }
double BambergerPointCount(const Hand& hand) { return HonourPoints(hand, 7, 5, 3, 1, 0); }
double ColletPointCount(const Hand& hand) { return HonourPoints(hand, 4, 3, 2, 0.5, 0.5); }
double AkqPoints(const Hand& hand) { return HonourPoints(hand, 4, 3, 2, 0, 0); }

double AssertSystem(const Hand& hand) {
  double bonus = 0;
  for (int s = 0; s < kNumSuits; ++s) {
    const int length = hand.Length(SuitAt(s));
    if (length == 0) bonus += 2;
    if (length == 1) bonus += 1;
    if (length > 4) bonus += 1;
  }
  return WorkPointCount(hand) + bonus;
}

double RuleOfThreeAndFour(const Hand& hand, std::optional<Suit> trump) {
  double bonus = 0;
  for (int s = 0; s < kNumSuits; ++s) {
    const int length = hand.Length(SuitAt(s));
    const int counted_from = trump && *trump == SuitAt(s) ? 5 : 4;  // the first card that earns a point
    if (length >= counted_from) bonus += length - counted_from + 1;
  }
  return WorkPointCount(hand) + bonus;
}

double PlusValue(const Hand& hand) {
  double bonus = 0;
  for (int s = 0; s < kNumSuits; ++s) {
    const unsigned m = hand.SuitMask(SuitAt(s));
    const int top3 = HasRank(m, kAceRank) + HasRank(m, kKingRank) + HasRank(m, kQueenRank);
    const int honours = top3 + HasRank(m, kJackRank) + HasRank(m, kTenRank);
    if (HasRank(m, kAceRank)) bonus += 0.25;
    if (HasRank(m, kTenRank) && (honours >= 2 || HasRank(m, kTenRank - 1))) bonus += 0.5;
    if (honours >= 3 || top3 >= 2) bonus += 0.5;
  }
  return WorkPointCount(hand) + bonus;
}

double Evaluate(Evaluator e, const Hand& hand, std::optional<Suit> trump) {
  switch (e) {
    case Evaluator::kWpc: return WorkPointCount(hand);
    case Evaluator::kBpc: return BambergerPointCount(hand);
    case Evaluator::kCpc: return ColletPointCount(hand);
    case Evaluator::kAkq: return AkqPoints(hand);
    case Evaluator::kAssert: return AssertSystem(hand);
    case Evaluator::kRuleOf34: return RuleOfThreeAndFour(hand, trump);
    case Evaluator::kPlusValue: return PlusValue(hand);
  }
  return 0;
}

double PairDifference(Evaluator e, const Deal& deal, std::optional<Suit> trump) {
  return Evaluate(e, deal.hand(Seat::kNorth), trump) + Evaluate(e, deal.hand(Seat::kSouth), trump) -
         Evaluate(e, deal.hand(Seat::kWest), trump) - Evaluate(e, deal.hand(Seat::kEast), trump);
}

std::string EvaluatorName(Evaluator e) {
  switch (e) {
    case Evaluator::kWpc: return "Work point count";
    case Evaluator::kBpc: return "Bamberger point count";
    case Evaluator::kCpc: return "Collet point count";
    case Evaluator::kAkq: return "AKQ points";
    case Evaluator::kAssert: return "Assert system";
    case Evaluator::kRuleOf34: return "Rule of three and four";
    case Evaluator::kPlusValue: return "Plus value";
  }
  return "";
}

std::string EvaluatorKey(Evaluator e) {
  switch (e) {
    case Evaluator::kWpc: return "wpc";
    case Evaluator::kBpc: return "bpc";
    case Evaluator::kCpc: return "cpc";
    case Evaluator::kAkq: return "akq";
    case Evaluator::kAssert: return "assert";
    case Evaluator::kRuleOf34: return "r34";
    case Evaluator::kPlusValue: return "pv";
  }
  return "";
}

}  // namespace bidlab
