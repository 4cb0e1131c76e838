// The human hand evaluators of Mańdziuk & Suchan, "Who should bid higher, NS
// or WE?" (section III, Table I), each a function of one hand (and of the
// trump suit where the rule needs it). A pair's value is the sum of its two
// hands' values (the paper scores each hand separately).
//
//   WPC  Work point count      A 4, K 3, Q 2, J 1
//   BPC  Bamberger             A 7, K 5, Q 3, J 1
//   CPC  Collet                A 4, K 3, Q 2, J ½, 10 ½
//   AKQ  AKQ points            A 4, K 3, Q 2
//   AS   Assert system         WPC + 2 per void + 1 per singleton + 1 per
//                              suit of more than 4 cards
//   R34  Rule of three and four  WPC + 1 per card beyond the 4th in the
//                              trump suit, beyond the 3rd in other suits (in
//                              no trump every suit is a non-trump suit)
//   PV   Plus value            WPC + ¼ per ace, + ½ per suit holding the 10
//                              with another honour (A K Q J) or with the 9,
//                              + ½ per suit with 3 honours (A K Q J 10) or
//                              2 of the top 3 (A K Q)
#pragma once

#include <array>
#include <optional>
#include <string>

#include "core/bridge.h"
#include "core/hand.h"

namespace bidlab {

enum class Evaluator { kWpc, kBpc, kCpc, kAkq, kAssert, kRuleOf34, kPlusValue };
inline constexpr std::array<Evaluator, 7> kAllEvaluators = {
    Evaluator::kWpc,    Evaluator::kBpc,      Evaluator::kCpc,      Evaluator::kAkq,
    Evaluator::kAssert, Evaluator::kRuleOf34, Evaluator::kPlusValue};

double WorkPointCount(const Hand& hand);
double BambergerPointCount(const Hand& hand);
double ColletPointCount(const Hand& hand);
double AkqPoints(const Hand& hand);
double AssertSystem(const Hand& hand);
// `trump` empty = no trump.
double RuleOfThreeAndFour(const Hand& hand, std::optional<Suit> trump);
double PlusValue(const Hand& hand);

double Evaluate(Evaluator e, const Hand& hand, std::optional<Suit> trump);
// North + South minus West + East.
double PairDifference(Evaluator e, const Deal& deal, std::optional<Suit> trump);

std::string EvaluatorName(Evaluator e);  // "Work point count", … (Table III's rows)
std::string EvaluatorKey(Evaluator e);   // "wpc", "bpc", "cpc", "akq", "assert", "r34", "pv"

}  // namespace bidlab
