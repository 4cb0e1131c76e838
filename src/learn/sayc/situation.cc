#include "learn/sayc/situation.h"

#include <algorithm>

namespace bidlab::sayc {

bool Situation::StartsWith(std::string_view prefix) const {
  if (prefix.empty()) return true;
  if (text.size() < prefix.size() || text.compare(0, prefix.size(), prefix) != 0) return false;
  return text.size() == prefix.size() || text[prefix.size()] == ' ';
}

std::optional<Call> Situation::LastBid() const {
  return bids.empty() ? std::nullopt : std::optional<Call>(bids.back());
}

std::optional<Call> Situation::PartnerLast() const {
  return bids.empty() ? std::nullopt : std::optional<Call>(bids.back());
}

bool Situation::PartnerLastBy(std::string_view id) const {
  if (made_by.empty()) return false;
  const auto& ids = made_by.back();
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

bool Situation::AnyBy(std::string_view id) const {
  for (const auto& ids : made_by)
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) return true;
  return false;
}

bool Situation::BidBy(int i, std::string_view prefix) const {
  if (i < 0 || i >= static_cast<int>(made_by.size())) return false;
  for (std::string_view id : made_by[i])
    if (id.substr(0, prefix.size()) == prefix) return true;
  return false;
}

bool Situation::GameReached() const { return !bids.empty() && IsGameOrMore(bids.back()); }

bool Situation::GameForcedBelowGame() const {
  if (GameReached()) return false;
  return std::find(forces.begin(), forces.end(), Force::kGame) != forces.end();
}

bool Situation::PartnerBid(Suit s) const {
  for (int i = Size() - 1; i >= 0; i -= 2)
    if (bids[i].strain() == StrainOf(s)) return true;
  return false;
}

bool Situation::IBid(Suit s) const {
  for (int i = Size() - 2; i >= 0; i -= 2)
    if (bids[i].strain() == StrainOf(s)) return true;
  return false;
}

bool IsGameOrMore(Call bid) { return bid.IsBid() && bid.index() >= GameIn(bid.strain()).index(); }

Call GameIn(Strain strain) {
  switch (strain) {
    case Strain::kNoTrump: return Call::Bid(3, Strain::kNoTrump);
    case Strain::kHearts:
    case Strain::kSpades: return Call::Bid(4, strain);
    default: return Call::Bid(5, strain);
  }
}

}  // namespace bidlab::sayc
