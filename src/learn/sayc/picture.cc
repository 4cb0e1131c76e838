#include "learn/sayc/picture.h"

#include <algorithm>

namespace bidlab::sayc {

namespace {
Range Intersect(Range before, Range now) {
  const Range r{std::max(before.lo, now.lo), std::min(before.hi, now.hi)};
  return r.lo <= r.hi ? r : now;
}
Range Hull(Range a, Range b) { return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)}; }
}  // namespace

Picture& Picture::Hcp(int lo, int hi) {
  hcp = Intersect(hcp, {lo, hi});
  return *this;
}

Picture& Picture::AtLeast(Suit s, int n) {
  Range& r = len[ToInt(s)];
  r.lo = std::max(r.lo, n);
  r.hi = std::max(r.hi, r.lo);
  return *this;
}

Picture& Picture::AtMost(Suit s, int n) {
  Range& r = len[ToInt(s)];
  r.hi = std::min(r.hi, n);
  r.lo = std::min(r.lo, r.hi);
  return *this;
}

int Picture::LikelyHcp() const { return std::min(hcp.lo + 2, MidHcp()); }

bool Picture::Fits(const HandEval& hand) const {
  if (hand.hcp() < hcp.lo || hand.hcp() > hcp.hi) return false;
  for (int s = 0; s < kNumSuits; ++s)
    if (hand.Len(s) < len[s].lo || hand.Len(s) > len[s].hi) return false;
  return !balanced || hand.Balanced();
}

Picture Picture::Narrowed(const Picture& before, const Picture& now) {
  Picture p;
  p.hcp = Intersect(before.hcp, now.hcp);
  for (int s = 0; s < kNumSuits; ++s) p.len[s] = Intersect(before.len[s], now.len[s]);
  p.balanced = before.balanced || now.balanced;
  return p;
}

Picture Picture::Either(const Picture& a, const Picture& b) {
  Picture p;
  p.hcp = Hull(a.hcp, b.hcp);
  for (int s = 0; s < kNumSuits; ++s) p.len[s] = Hull(a.len[s], b.len[s]);
  p.balanced = a.balanced && b.balanced;
  return p;
}

std::string Picture::Describe() const {
  std::string text =
      (hcp.lo == hcp.hi ? std::to_string(hcp.lo) : std::to_string(hcp.lo) + "-" + std::to_string(hcp.hi)) + " HCP";
  if (balanced) text += ", balanced";
  for (int s = kNumSuits - 1; s >= 0; --s) {
    const Range r = len[s];
    if (r.lo == 0 && r.hi == 13) continue;
    text += std::string(", ") + SuitChar(SuitAt(s)) + " ";
    if (r.hi == 13) text += std::to_string(r.lo) + "+";
    else if (r.lo == 0) text += "0-" + std::to_string(r.hi);
    else if (r.lo == r.hi) text += std::to_string(r.lo);
    else text += std::to_string(r.lo) + "-" + std::to_string(r.hi);
  }
  return text;
}

}  // namespace bidlab::sayc
