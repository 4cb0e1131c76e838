#include "core/contract.h"

#include <cctype>

#include "core/error.h"

namespace bidlab {

Contract FinalContract(const Auction& auction) {
  if (!auction.IsComplete())
    throw Error("no final contract: the auction is not complete (" + FormatAuction(auction) + ")");
  const auto last_bid = auction.LastBid();
  if (!last_bid) return Contract::PassedOut();
  // Laws, Definitions, "Declarer": the first player of the declaring side to
  // bid the final strain.
  const bool north_south = IsNorthSouth(*auction.LastBidder());
  for (int i = 0; i <= auction.LastBidPosition(); ++i) {
    const Call call = auction.calls()[i];
    const Seat seat = auction.SeatOfCall(i);
    if (call.IsBid() && call.strain() == last_bid->strain() && IsNorthSouth(seat) == north_south)
      return Contract::Of(*last_bid, seat, auction.doubling());
  }
  return Contract::Of(*last_bid, *auction.LastBidder(), auction.doubling());  // not reached
}

std::optional<Seat> RealNorthSouthDeclarer(std::span<const Call> north_south_calls) {
  int last = -1;
  for (int i = 0; i < static_cast<int>(north_south_calls.size()); ++i)
    if (north_south_calls[i].IsBid()) last = i;
  if (last < 0) return std::nullopt;
  const Strain strain = north_south_calls[last].strain();
  int first = last;
  for (int i = 0; i < last; ++i)
    if (north_south_calls[i].IsBid() && north_south_calls[i].strain() == strain) {
      first = i;
      break;
    }
  return first % 2 == 0 ? Seat::kNorth : Seat::kSouth;
}

namespace {

// The bid, then "X" or "XX" as PBN and people write a doubled contract.
std::string BidWithRisk(const Contract& contract, std::string (*name)(Call)) {
  static constexpr const char* kRisk[kNumDoublings] = {"", "X", "XX"};
  return name(contract.bid()) + kRisk[ToInt(contract.doubling)];
}

}  // namespace

std::string FormatContractPbn(const Contract& contract) {
  return contract.IsPassedOut() ? "Pass" : BidWithRisk(contract, CallName);
}

std::optional<Contract> ParseContractPbn(std::string_view text, Seat declarer) {
  std::string upper;
  for (char ch : text) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  if (upper == "PASS") return Contract::PassedOut();
  Doubling doubling = Doubling::kUndoubled;
  std::string_view rest = upper;
  if (rest.ends_with("XX")) {
    doubling = Doubling::kRedoubled;
    rest.remove_suffix(2);
  } else if (rest.ends_with("X")) {
    doubling = Doubling::kDoubled;
    rest.remove_suffix(1);
  }
  if (rest.size() < 2 || rest[0] < '1' || rest[0] > '7') return std::nullopt;
  const auto strain = ParseStrain(rest.substr(1));
  if (!strain) return std::nullopt;
  return Contract::Of(Call::Bid(rest[0] - '0', *strain), declarer, doubling);
}

std::string ContractBidName(const Contract& contract, std::string (*name)(Call)) {
  return contract.IsPassedOut() ? "passed out" : BidWithRisk(contract, name);
}

std::string ContractName(const Contract& contract, std::string (*name)(Call)) {
  if (contract.IsPassedOut()) return "passed out";
  return BidWithRisk(contract, name) + " by " + SeatChar(contract.declarer);
}

}  // namespace bidlab
