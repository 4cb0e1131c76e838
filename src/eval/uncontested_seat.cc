#include "eval/uncontested_seat.h"

#include "core/board.h"
#include "core/error.h"
#include "eval/evaluate.h"
#include "learn/bidder_names.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

constexpr bool SameSide(Seat a, Seat b) { return ((ToInt(a) ^ ToInt(b)) & 1) == 0; }

}  // namespace

UncontestedView ViewOfOwnSide(const BidRequest& request) {
  const Auction& real = *request.auction;
  UncontestedView view;
  // The side's calls in order alternate between its two players, the first
  // of them to speak being "North".
  int own_calls = 0;
  for (int i = 0; i < real.size(); ++i) {
    if (!SameSide(real.SeatOfCall(i), request.seat)) continue;
    ++own_calls;
    if (view.over) continue;  // the adapter's passes after the view ended
    const Call call = real.calls()[static_cast<std::size_t>(i)];
    if (!IsLegalUncontested(view.auction, call)) {
      view.over = true;  // not a call this side's bidder could have made uncontested
      continue;
    }
    view.auction.Add(call);
    if (!view.auction.IsComplete()) view.auction.Add(Call::Pass());  // the "opponent" after it
    view.over = view.auction.IsComplete();
  }
  view.seat = own_calls % 2 == 0 ? Seat::kNorth : Seat::kSouth;
  const bool own = IsVulnerable(request.vulnerability, request.seat);
  const bool theirs = IsVulnerable(request.vulnerability, NextSeat(request.seat));
  view.vulnerability = static_cast<Vulnerability>((own ? 1 : 0) | (theirs ? 2 : 0));
  return view;
}

UncontestedSeat::UncontestedSeat(std::unique_ptr<Bidder> inner) : inner_(std::move(inner)) {
  if (inner_->SeesPartnerHand())
    throw Error("bidder " + inner_->Name() + " sees its partner's hand: it cannot sit at a contested table");
}

Call UncontestedSeat::Bid(const BidRequest& request) {
  const UncontestedView view = ViewOfOwnSide(request);
  if (view.over) return Call::Pass();
  BidRequest own{view.seat, request.hand, &view.auction, std::nullopt, view.vulnerability};
  const Call call = inner_->Bid(own);
  if (!IsLegalUncontested(view.auction, call))
    throw IllegalCallError("bidder " + inner_->Name() + " made an illegal call " + CallName(call) +
                           " in its uncontested view \"" + FormatAuction(view.auction) + "\" (seat " +
                           SeatChar(request.seat) + " at the table, after \"" + FormatAuction(*request.auction) +
                           "\")");
  return request.auction->IsLegal(call) ? call : Call::Pass();
}

std::string UncontestedSeat::Explain(const BidRequest& request) {
  const UncontestedView view = ViewOfOwnSide(request);
  if (view.over) return "the uncontested auction is over";
  return inner_->Explain(BidRequest{view.seat, request.hand, &view.auction, std::nullopt, view.vulnerability});
}

std::unique_ptr<Bidder> SeatAtContestedTable(const Bidder& bidder) {
  if (bidder.Competes()) return bidder.Clone();
  return std::make_unique<UncontestedSeat>(bidder.Clone());
}

std::unique_ptr<Bidder> MakeContestedBidder(const std::string& name) {
  RegisterAllBidders();
  if (const std::string inner = UncontestedSeatOf(name); !inner.empty())
    return std::make_unique<UncontestedSeat>(MakeBidder(inner));
  if (!IsRegisteredBidder(name)) ThrowUnknownBidder(name, true);
  return SeatAtContestedTable(*MakeBidder(name));
}

}  // namespace bidlab
