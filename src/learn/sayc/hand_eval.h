// What a SAYC player counts in a hand before calling: high-card points,
// suit lengths, shape, distributional points and honour quality. All pure
// functions of the hand; the numbers a bridge teacher writes on the board.
//
//   HCP             A=4 K=3 Q=2 J=1 (Milton Work)
//   length points   +1 for each card past the fourth in a suit (opener)
//   support points  HCP + shortness with a fit: void 5, singleton 3,
//                   doubleton 1 (four+ trumps); void 3, singleton 2,
//                   doubleton 1 (three trumps)
//   balanced        4-3-3-3, 4-4-3-2 or 5-3-3-2
//   rule of 20      HCP + the lengths of the two longest suits >= 20
#pragma once

#include <array>

#include "core/bridge.h"
#include "core/hand.h"

namespace bidlab::sayc {

class HandEval {
 public:
  explicit HandEval(Hand hand);

  Hand hand() const { return hand_; }
  int hcp() const { return hcp_; }
  int Len(Suit s) const { return len_[ToInt(s)]; }
  int Len(int s) const { return len_[s]; }
  // Lengths sorted longest first (the "shape", e.g. {5,4,3,1}).
  const std::array<int, kNumSuits>& shape() const { return shape_; }
  bool Balanced() const { return balanced_; }
  // 4-3-3-3, 4-4-3-2, 5-3-3-2 or 5-4-2-2 / 6-3-2-2 (no singleton, no void).
  bool SemiBalanced() const { return shape_[3] >= 2 && shape_[0] <= 6; }
  int LengthPoints() const;
  int TotalPoints() const { return hcp_ + LengthPoints(); }
  // HCP plus shortness counted for a fit in `trump` (see the header comment);
  // plain HCP when the hand holds fewer than three trumps.
  int SupportPoints(Suit trump) const;
  bool RuleOf20() const { return hcp_ + shape_[0] + shape_[1] >= 20; }
  // HCP in one suit.
  int SuitHcp(Suit s) const;
  // How many of the top `n` honours (A K Q J T) of suit s the hand holds.
  int TopHonours(Suit s, int n) const;
  // A suit a preempt or weak two can be built on: two of the top three
  // honours, or three of the top five.
  bool GoodSuit(Suit s) const { return TopHonours(s, 3) >= 2 || TopHonours(s, 5) >= 3; }
  // A stopper for no trump: A, Kx, Qxx or Jxxx.
  bool Stopper(Suit s) const;
  int Aces() const;
  int Kings() const;
  // Defensive (quick) tricks, counted in halves so they stay integers: per
  // suit AK 4, AQ 3, A 2, KQ 2, K with a guard 1 (the standard table:
  // AK 2, AQ 1½, A 1, KQ 1, Kx ½).
  int QuickTrickHalves() const;
  // The longest suit; ties go to the higher-ranking suit.
  Suit LongestSuit() const;
  int Shortest() const { return shape_[3]; }

 private:
  Hand hand_;
  int hcp_ = 0;
  std::array<int, kNumSuits> len_{};
  std::array<int, kNumSuits> shape_{};
  bool balanced_ = false;
};

}  // namespace bidlab::sayc
