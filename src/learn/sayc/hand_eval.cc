#include "learn/sayc/hand_eval.h"

#include <algorithm>
#include <bit>
#include <functional>

namespace bidlab::sayc {

HandEval::HandEval(Hand hand) : hand_(hand), hcp_(hand.HighCardPoints()) {
  for (int s = 0; s < kNumSuits; ++s) len_[s] = hand.Length(SuitAt(s));
  shape_ = len_;
  std::sort(shape_.begin(), shape_.end(), std::greater<>());
  // 4-3-3-3, 4-4-3-2 and 5-3-3-2 are the shapes with no suit longer than
  // five, no singleton and at most one doubleton.
  balanced_ = shape_[0] <= 5 && shape_[3] >= 2 && shape_[2] >= 3;
}

int HandEval::LengthPoints() const {
  int points = 0;
  for (int n : len_) points += std::max(0, n - 4);
  return points;
}

int HandEval::SupportPoints(Suit trump) const {
  const int trumps = Len(trump);
  if (trumps < 3) return hcp_;
  int points = hcp_;
  for (int s = 0; s < kNumSuits; ++s) {
    if (SuitAt(s) == trump) continue;
    const int n = len_[s];
    if (trumps >= 4) points += n == 0 ? 5 : n == 1 ? 3 : n == 2 ? 1 : 0;
    else points += n == 0 ? 3 : n == 1 ? 2 : n == 2 ? 1 : 0;
  }
  return points;
}

int HandEval::SuitHcp(Suit s) const {
  const unsigned m = hand_.SuitMask(s);
  return 4 * ((m >> kAceRank) & 1u) + 3 * ((m >> kKingRank) & 1u) + 2 * ((m >> kQueenRank) & 1u) +
         ((m >> kJackRank) & 1u);
}

int HandEval::TopHonours(Suit s, int n) const {
  const unsigned m = hand_.SuitMask(s);
  int count = 0;
  for (int r = kAceRank; r > kAceRank - n; --r) count += (m >> r) & 1u;
  return count;
}

int HandEval::QuickTrickHalves() const {
  int halves = 0;
  for (int i = 0; i < kNumSuits; ++i) {
    const Suit s = SuitAt(i);
    const unsigned m = hand_.SuitMask(s);
    const bool ace = (m >> kAceRank) & 1u, king = (m >> kKingRank) & 1u, queen = (m >> kQueenRank) & 1u;
    if (ace) halves += king ? 4 : queen ? 3 : 2;
    else if (king) halves += queen ? 2 : Len(s) >= 2 ? 1 : 0;
  }
  return halves;
}

bool HandEval::Stopper(Suit s) const {
  const unsigned m = hand_.SuitMask(s);
  const int n = Len(s);
  if ((m >> kAceRank) & 1u) return true;
  if (((m >> kKingRank) & 1u) && n >= 2) return true;
  if (((m >> kQueenRank) & 1u) && n >= 3) return true;
  if (((m >> kJackRank) & 1u) && n >= 4) return true;
  return n >= 5;
}

int HandEval::Aces() const {
  int aces = 0;
  for (int s = 0; s < kNumSuits; ++s) aces += (hand_.SuitMask(SuitAt(s)) >> kAceRank) & 1u;
  return aces;
}

int HandEval::Kings() const {
  int kings = 0;
  for (int s = 0; s < kNumSuits; ++s) kings += (hand_.SuitMask(SuitAt(s)) >> kKingRank) & 1u;
  return kings;
}

Suit HandEval::LongestSuit() const {
  int best = 3;
  for (int s = 2; s >= 0; --s)
    if (len_[s] > len_[best]) best = s;
  return SuitAt(best);
}

}  // namespace bidlab::sayc
