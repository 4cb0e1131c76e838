#include "core/auction.h"

#include "core/error.h"

namespace bidlab {
std::string Auction::WhyIllegal(Call call) const {
  if (call.index() >= kNumCalls) return "not a call (index " + std::to_string(call.index()) + ")";
  const std::string name = CallName(call);
  if (IsComplete()) return name + " comes after the end of the auction";  // Law 22, 39
  if (call.IsPass()) return "";
  const Seat caller = NextToCall();
  if (call.IsBid()) {
    // Law 18D: a bid must supersede the last bid.
    if (call.index() <= last_bid_.index()) return name + " is insufficient: the last bid is " + CallName(last_bid_);
    return "";
  }
  if (last_bid_.IsPass()) return name + ": there is no bid to " + (call.IsDouble() ? "double" : "redouble");
  const Seat bidder = SeatOfCall(last_bid_position_);
  const std::string contract = CallName(last_bid_) + " by " + SeatChar(bidder);
  if (call.IsDouble()) {
    // Law 19A1: only the last bid, made by an opponent, not yet doubled.
    if (CanDouble()) return "";
    if (IsNorthSouth(caller) == IsNorthSouth(bidder)) return "X: cannot double your own side's bid (" + contract + ")";
    return "X: " + contract + " is already doubled";
  }
  // Law 19B1: only an opponent's double of our side's bid, not yet redoubled.
  if (CanRedouble()) return "";
  if (doubling_ == Doubling::kUndoubled) return "XX: " + contract + " has not been doubled";
  if (doubling_ == Doubling::kRedoubled) return "XX: " + contract + " is already redoubled";
  return "XX: cannot redouble your own side's double of " + contract;
}

bool Auction::IsLegal(Call call) const { return WhyIllegal(call).empty(); }

void Auction::Add(Call call) {
  if (std::string why = WhyIllegal(call); !why.empty()) throw Error(why);
  const Seat caller = NextToCall();
  if (call.IsPass()) {
    ++trailing_passes_;
  } else {
    trailing_passes_ = 0;
    if (call.IsBid()) {
      last_bid_ = call;
      last_bid_position_ = size();
      doubling_ = Doubling::kUndoubled;
    } else {
      doubling_ = call.IsDouble() ? Doubling::kDoubled : Doubling::kRedoubled;
    }
    if (!call.IsBid() || !IsNorthSouth(caller)) uncontested_ = false;
  }
  if (dealer_ != Seat::kNorth) uncontested_ = false;
  calls_.push_back(call);
}

std::uint64_t LegalCallMask(const Auction& auction) {
  if (auction.IsComplete()) return 0;
  // PASS and every bid above the last one.
  std::uint64_t mask = 1;
  mask |= ((std::uint64_t{1} << (kNumBids + 1)) - 1) & ~((std::uint64_t{2} << auction.LastBidIndex()) - 1);
  if (auction.CanDouble()) mask |= std::uint64_t{1} << kDoubleIndex;
  if (auction.CanRedouble()) mask |= std::uint64_t{1} << kRedoubleIndex;
  return mask;
}

std::uint64_t LegalCallMaskUncontested(const Auction& auction) {
  if (!auction.IsUncontested() || auction.IsComplete()) return 0;
  if (!IsNorthSouth(auction.NextToCall())) return 1;
  return 1 | (((std::uint64_t{1} << (kNumBids + 1)) - 1) & ~((std::uint64_t{2} << auction.LastBidIndex()) - 1));
}

namespace {

std::vector<Call> CallsOfMask(std::uint64_t mask) {
  std::vector<Call> calls;
  for (int i = 0; i < kNumCalls; ++i)
    if ((mask >> i) & 1u) calls.push_back(Call::FromIndex(i));
  return calls;
}

}  // namespace

std::vector<Call> LegalCalls(const Auction& auction) { return CallsOfMask(LegalCallMask(auction)); }
std::vector<Call> LegalCallsUncontested(const Auction& auction) {
  return CallsOfMask(LegalCallMaskUncontested(auction));
}

Auction UncontestedAuction(std::span<const Call> north_south_calls) {
  Auction auction(Seat::kNorth);
  for (const Call call : north_south_calls) {
    if (!IsLegalUncontested(auction, call)) {
      std::string why = auction.WhyIllegal(call);
      if (why.empty()) why = "North and South may only pass or bid higher (DESIGN.md §1)";
      throw Error("uncontested auction: " + CallName(call) + " by " + SeatChar(auction.NextToCall()) +
                  " is illegal: " + why);
    }
    auction.Add(call);
    if (!auction.IsComplete()) auction.Add(Call::Pass());  // East or West
  }
  return auction;
}

std::vector<Call> NorthSouthCalls(const Auction& auction) {
  std::vector<Call> calls;
  for (int i = 0; i < auction.size(); ++i)
    if (IsNorthSouth(auction.SeatOfCall(i))) calls.push_back(auction.calls()[i]);
  return calls;
}

std::string FormatAuction(const Auction& auction) {
  std::string text;
  for (const Call call : auction.calls()) {
    if (!text.empty()) text += ' ';
    text += CallName(call);
  }
  return text;
}

Auction ParseAuction(std::string_view text, Seat dealer) {
  Auction auction(dealer);
  std::size_t pos = 0;
  while (pos < text.size()) {
    if (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\n' || text[pos] == '\r') {
      ++pos;
      continue;
    }
    std::size_t end = pos;
    while (end < text.size() && text[end] != ' ' && text[end] != '\t' && text[end] != '\n' && text[end] != '\r') ++end;
    const std::string_view word = text.substr(pos, end - pos);
    const auto call = ParseCall(word);
    if (!call) throw Error("auction: '" + std::string(word) + "' is not a call (expected PASS, 1C..7NT, X or XX)");
    const std::string why = auction.WhyIllegal(*call);
    if (!why.empty())
      throw Error("auction: call " + std::to_string(auction.size() + 1) + " (" + std::string(word) + " by " +
                  SeatChar(auction.NextToCall()) + ") is illegal: " + why);
    auction.Add(*call);
    pos = end;
  }
  return auction;
}

}  // namespace bidlab
