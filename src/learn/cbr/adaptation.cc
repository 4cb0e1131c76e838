#include "learn/cbr/adaptation.h"

#include <algorithm>

namespace bidlab::cbr {

Suit LongestSuit(const HandProfile& hand) {
  int best = 0;
  for (int s = 1; s < kNumSuits; ++s)
    if (hand.lengths[s] >= hand.lengths[best]) best = s;  // >=: ties go to the higher suit
  return SuitAt(best);
}

bool IsLongestSuit(const HandProfile& hand, Suit suit) {
  return hand.lengths[ToInt(suit)] == *std::max_element(hand.lengths.begin(), hand.lengths.end());
}

Call AdaptCall(Call retrieved, const HandProfile& retrieved_hand, const HandProfile& current) {
  if (!retrieved.IsBid() || retrieved.strain() == Strain::kNoTrump) return retrieved;
  const Suit suit = static_cast<Suit>(ToInt(retrieved.strain()));
  if (!IsLongestSuit(retrieved_hand, suit) || IsLongestSuit(current, suit)) return retrieved;
  return Call::Bid(retrieved.level(), StrainOf(LongestSuit(current)));
}

}  // namespace bidlab::cbr
