#include "learn/sayc/contest.h"

#include <algorithm>

namespace bidlab::sayc {

namespace {

// Conventional calls name a strain without promising it: Stayman, transfers,
// the strong 2C and its relays, Blackwood, cue-bids, Michaels and the
// unusual 2NT (rule ids say which rule made a call).
bool Artificial(const std::vector<std::string_view>& ids) {
  static constexpr std::string_view kMarks[] = {"stayman", "transfer", "2c",       "jacoby", "bw",
                                                "relay",   "cue",      "michaels", "unusual"};
  for (std::string_view id : ids)
    for (std::string_view mark : kMarks)
      if (id.find(mark) != std::string_view::npos) return true;
  return false;
}

bool NaturalSuitBid(const Contest& c, int i, Suit s) {
  const Call call = c.calls[i];
  if (!call.IsBid() || call.strain() != StrainOf(s) || Artificial(c.made_by[i])) return false;
  // The first side to bid a suit naturally owns it: a later bid of it by the
  // other side is a cue-bid (1♥ (2♦) 3♦ (3♥): East's 3♥ does not make
  // hearts theirs, and opener's 4♥ is natural).
  for (int j = 0; j < i; ++j)
    if (c.calls[j].IsBid() && c.calls[j].strain() == call.strain() && !Artificial(c.made_by[j]))
      return OnMySide(c.who[j]) == OnMySide(c.who[i]);
  return true;
}

}  // namespace

const Style& StandardStyle() {
  static const Style style;
  return style;
}

const Style& AggressiveStyle() {
  static const Style style = [] {
    Style s;
    s.name = "sayc-aggressive";
    s.description =
        "overcalls from 5 HCP at the one level and 4 at the two (6 vulnerable), penalty doubles with 2 HCP fewer "
        "together, competes one level above the law of total tricks";
    s.overcall_hcp_one_level = 5;
    s.overcall_hcp_two_level = 4;
    s.penalty_hcp = -2;
    s.compete_levels = 1;
    return s;
  }();
  return style;
}

const Style& CautiousStyle() {
  static const Style style = [] {
    Style s;
    s.name = "sayc-cautious";
    s.description =
        "overcalls with 9+ HCP at the one level and a good suit (two of the top five honours), 10+ at the two level "
        "(12+ vulnerable), weak jump overcalls on a good suit only (8+ HCP vulnerable), penalty doubles with 2 HCP "
        "more together";
    s.overcall_hcp_one_level = 9;
    s.overcall_hcp_two_level = 10;
    s.overcall_any_five = false;
    s.weak_jump_any_suit = false;
    s.weak_jump_vulnerable_hcp = 8;
    s.two_level_vulnerable_extra = 2;
    s.penalty_hcp = 2;
    return s;
  }();
  return style;
}

const std::vector<const Style*>& Styles() {
  static const std::vector<const Style*> styles = {&StandardStyle(), &AggressiveStyle(), &CautiousStyle()};
  return styles;
}

bool SideIsVulnerable(Vulnerability v, Seat seat) {
  switch (v) {
    case Vulnerability::kNone: return false;
    case Vulnerability::kNorthSouth: return IsNorthSouth(seat);
    case Vulnerability::kEastWest: return !IsNorthSouth(seat);
    case Vulnerability::kBoth: return true;
  }
  return false;
}

Call Contest::Opening() const {
  for (const Call call : calls)
    if (call.IsBid()) return call;
  return Call::Pass();
}

bool Contest::Allows(Call call) const {
  if (call.IsPass()) return true;
  if (call.IsDouble()) return can_double;
  if (call.IsRedouble()) return can_redouble;
  return call.index() > last_bid.index();
}

std::optional<Call> Contest::Cheapest(Strain strain) const {
  for (int level = 1; level <= kNumLevels; ++level) {
    const Call c = Call::Bid(level, strain);
    if (Allows(c)) return c;
  }
  return std::nullopt;
}

std::vector<Call> Contest::CallsOf(Who w) const {
  std::vector<Call> out;
  for (int i = 0; i < Size(); ++i)
    if (who[i] == w && !calls[i].IsPass()) out.push_back(calls[i]);
  return out;
}

std::optional<Call> Contest::LastActionOf(Who w) const {
  for (int i = Size() - 1; i >= 0; --i)
    if (who[i] == w && !calls[i].IsPass()) return calls[i];
  return std::nullopt;
}

bool Contest::PartnerLastByPrefix(std::string_view prefix) const {
  for (int i = Size() - 1; i >= 0; --i) {
    if (who[i] != Who::kPartner || calls[i].IsPass()) continue;
    for (std::string_view id : made_by[i])
      if (id.substr(0, prefix.size()) == prefix) return true;
    return false;
  }
  return false;
}

bool Contest::TheyBid(Suit s) const {
  for (int i = 0; i < Size(); ++i)
    if (!OnMySide(who[i]) && NaturalSuitBid(*this, i, s)) return true;
  return false;
}

bool Contest::WeBid(Suit s) const {
  for (int i = 0; i < Size(); ++i)
    if (OnMySide(who[i]) && NaturalSuitBid(*this, i, s)) return true;
  return false;
}

std::optional<Suit> Contest::TheirSuit() const {
  for (int i = 0; i < Size(); ++i)
    if (!OnMySide(who[i]) && calls[i].IsBid() && calls[i].strain() != Strain::kNoTrump &&
        NaturalSuitBid(*this, i, static_cast<Suit>(calls[i].strain())))
      return static_cast<Suit>(calls[i].strain());
  return std::nullopt;
}

int Contest::PassesSinceLastBid() const {
  int n = 0;
  for (int i = Size() - 1; i >= 0 && calls[i].IsPass(); --i) ++n;
  return n;
}

bool Contest::Balancing() const {
  return last_bidder == Who::kLho && Size() >= 3 && calls[Size() - 3].IsBid() && PassesSinceLastBid() == 2;
}

}  // namespace bidlab::sayc
