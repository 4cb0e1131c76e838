#include "eval/call_meaning.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <optional>
#include <utility>

#include "core/call_text.h"
#include "core/error.h"
#include "data/dealer.h"

namespace bidlab {

namespace {

// Whether `bidder` bids `target`'s calls itself on `deal` (East and West
// pass); `request` then asks for the next call.
bool BidsItself(Bidder& bidder, const Deal& deal, const Auction& target, Auction& auction, BidRequest& request) {
  auction = Auction(Seat::kNorth);
  request.auction = &auction;
  for (const Call expected : target.calls()) {
    const Seat seat = auction.NextToCall();
    if (IsNorthSouth(seat)) {
      request.seat = seat;
      request.hand = deal.hand(seat);
      if (bidder.Bid(request) != expected) return false;
    }
    auction.Add(expected);
  }
  request.seat = auction.NextToCall();
  request.hand = deal.hand(request.seat);
  return true;
}

std::string Range(int low, int high) {
  return low == high ? std::to_string(low) : std::to_string(low) + "–" + std::to_string(high);
}

// "20–22 HCP, balanced, no 5-card major", "11–15 HCP, unbalanced, 5–6♠, 0–1♦".
std::string MeaningText(const OpeningSummary& s) {
  std::string text = Range(s.hcp_low, s.hcp_high) + " HCP";
  if (s.balanced >= 0.9) text += ", balanced";
  if (s.balanced <= 0.05) text += ", unbalanced";
  for (int suit = kNumSuits - 1; suit >= 0; --suit) {
    const auto k = static_cast<std::size_t>(suit);
    const std::string symbol = SuitSymbol(SuitAt(suit));
    if (s.length_low[k] >= 4) text += ", " + Range(s.length_low[k], s.length_high[k]) + symbol;
    if (s.length_high[k] <= 1) text += ", " + Range(s.length_low[k], s.length_high[k]) + symbol;
  }
  const auto spades = static_cast<std::size_t>(ToInt(Suit::kSpades));
  const auto hearts = static_cast<std::size_t>(ToInt(Suit::kHearts));
  if (s.length_high[spades] <= 4 && s.length_high[hearts] <= 4) text += ", no 5-card major";
  return text;
}

}  // namespace

AuctionMeanings MeaningsAfter(Bidder& bidder, const Auction& auction, const MeaningSampling& sampling) {
  if (bidder.SeesPartnerHand()) throw Error("a call's meaning needs a bidder that sees only its own hand");
  if (!auction.IsUncontested() || auction.IsComplete() || !IsNorthSouth(auction.NextToCall()))
    throw Error("meaning: \"" + FormatAuction(auction) +
                "\" is not an uncontested auction with North or South to call");
  AuctionMeanings meanings;
  meanings.caller = auction.NextToCall();
  std::vector<CallObservation> observations;
  Auction replay;
  BidRequest request;
  for (std::size_t i = 0; i < sampling.max_deals; ++i) {
    if (i >= sampling.min_deals && observations.size() >= sampling.enough) break;
    ++meanings.deals;
    const Deal deal = DealAt(sampling.seed, i);
    if (!BidsItself(bidder, deal, auction, replay, request)) continue;
    CallObservation o;
    o.call = bidder.Bid(request);
    o.hcp = request.hand.HighCardPoints();
    for (int s = 0; s < kNumSuits; ++s) o.lengths[static_cast<std::size_t>(s)] = request.hand.Length(SuitAt(s));
    observations.push_back(o);
  }
  meanings.reached = observations.size();
  const std::vector<OpeningSummary> summaries =
      SummariseCalls(observations, static_cast<double>(observations.size()), kMeaningCoverage, kMeaningCoverage);
  std::vector<std::size_t> counts(summaries.size());
  for (const CallObservation& o : observations) ++counts[static_cast<std::size_t>(o.call.index())];
  for (const OpeningSummary& s : summaries) {
    const std::size_t n = counts[static_cast<std::size_t>(s.call.index())];
    if (n > 0) meanings.calls.push_back({s, n, MeaningText(s)});
  }
  return meanings;
}

std::string MeaningLine(const CallMeaning& meaning) {
  char tail[64];
  if (meaning.hands < 30) std::snprintf(tail, sizeof tail, " (few hands: %zu)", meaning.hands);
  else std::snprintf(tail, sizeof tail, " (%.1f%% of the hands here)", 100 * meaning.summary.share);
  return CallSymbolName(meaning.summary.call) + ": " + meaning.text + tail;
}

std::string MeaningsText(const AuctionMeanings& meanings, const Auction& auction) {
  std::string text = MeaningsHeading(meanings, auction) + "\n";
  for (const CallMeaning& m : meanings.calls) text += "  " + MeaningLine(m) + "\n";
  if (meanings.calls.empty()) text += "  no sampled deal reaches this auction\n";
  return text;
}

std::string MeaningsCard(Bidder& bidder, const MeaningSampling& sampling, int responses) {
  const Auction opening;
  const AuctionMeanings openings = MeaningsAfter(bidder, opening, sampling);
  std::string card = MeaningsText(openings, opening);
  std::vector<const CallMeaning*> bids;
  for (const CallMeaning& m : openings.calls)
    if (m.summary.call.IsBid()) bids.push_back(&m);
  std::stable_sort(bids.begin(), bids.end(),
                   [](const CallMeaning* a, const CallMeaning* b) { return a->hands > b->hands; });
  bids.resize(std::min(bids.size(), static_cast<std::size_t>(std::max(responses, 0))));
  std::sort(bids.begin(), bids.end(),
            [](const CallMeaning* a, const CallMeaning* b) { return a->summary.call < b->summary.call; });
  for (const CallMeaning* m : bids) {
    const Auction after = UncontestedAuction(std::vector<Call>{m->summary.call});
    card += "\n" + MeaningsText(MeaningsAfter(bidder, after, sampling), after);
  }
  return card;
}

Auction NorthSouthAuction(std::string_view calls) {
  static const std::array<std::pair<std::string_view, char>, 4> kSymbols = {
      {{"♣", 'C'}, {"♦", 'D'}, {"♥", 'H'}, {"♠", 'S'}}};
  std::vector<Call> north_south;
  std::string word;
  const auto flush = [&] {
    if (word.empty()) return;
    for (const auto& [symbol, letter] : kSymbols)
      if (const auto at = word.find(symbol); at != std::string::npos) word.replace(at, symbol.size(), 1, letter);
    const std::optional<Call> call = ParseCall(word);
    if (!call || !(call->IsPass() || call->IsBid()))
      throw Error("auction: \"" + word + "\" is not a call (PASS, 1C … 7NT)");
    north_south.push_back(*call);
    word.clear();
  };
  for (const char ch : calls) {
    if (ch == ' ' || ch == ',' || ch == '-') flush();
    else word += ch;
  }
  flush();
  return UncontestedAuction(north_south);
}

const CallMeaning* FindMeaning(const AuctionMeanings& meanings, Call call) {
  for (const CallMeaning& m : meanings.calls)
    if (m.summary.call == call) return &m;
  return nullptr;
}

std::string MeaningsHeading(const AuctionMeanings& meanings, const Auction& auction) {
  std::string calls;
  for (const Call call : NorthSouthCalls(auction)) calls += (calls.empty() ? "" : " ") + CallSymbolName(call);
  const std::string who = meanings.caller == Seat::kNorth ? "North" : "South";
  char counts[160];
  std::snprintf(counts, sizeof counts, " (%zu of %zu sampled deals bid this far; HCP and lengths: central 90%%)",
                meanings.reached, meanings.deals);
  return (calls.empty() ? who + " opens" : who + " after " + calls) + counts;
}

}  // namespace bidlab
