#include "eval/call_meaning.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <optional>
#include <utility>

#include "core/call_text.h"
#include "core/error.h"
#include "data/dealer.h"
#include "eval/batch_answers.h"

namespace bidlab {

namespace {

// Whether an auction is read at four seats: contested, or East or West to
// call (the bidder then bids every seat of the sampled deals).
bool FourSeats(const Auction& auction) { return !auction.IsUncontested() || !IsNorthSouth(auction.NextToCall()); }

// Whether `bidder` bids `target`'s calls itself on `deal` — North and
// South's (East and West pass) in an uncontested auction, every seat's when
// `every_seat`; `request` then asks for the next call.
bool BidsItself(Bidder& bidder, const Deal& deal, const Auction& target, bool every_seat, Auction& auction,
                BidRequest& request) {
  auction = Auction(target.dealer());
  request.auction = &auction;
  for (const Call expected : target.calls()) {
    const Seat seat = auction.NextToCall();
    if (every_seat || IsNorthSouth(seat)) {
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

// What a sampled call's hands have in common beyond the summary.
struct CallCounts {
  std::size_t hands = 0;
  std::size_t suit_three = 0;    // hands with 3+ cards in the bid suit
  std::size_t no_shortness = 0;  // hands with no void or singleton
  std::size_t partner_calls = 0, partner_passes = 0;
};

// Natural or artificial, by a rule a player can check: a suit bid is
// natural when at least 85% of its hands hold 3+ cards in the suit (a
// 1♣/1♦ opening on three is natural; a transfer or Stayman is not); a
// notrump bid when at least half its hands have no void or singleton (a
// 5-4-2-2 3NT is natural; a 5-5 "unusual" 2NT, with a singleton or void, not).
// Pass, double and redouble are not classified: "".
std::string NaturalText(const OpeningSummary& s, const CallCounts& c) {
  if (!s.call.IsBid()) return "";
  if (s.call.strain() == Strain::kNoTrump) return 2 * c.no_shortness >= c.hands ? "natural" : "artificial";
  return c.suit_three >= 0.85 * static_cast<double>(c.hands) ? "natural" : "artificial";
}

// "forcing" when partner, calling next on at least kMinMeaningHands deals,
// never passed; "non-forcing" when partner passed some; "" when partner
// rarely called next (the auction ended, or the opponent bid between).
std::string ForcingText(const CallCounts& c) {
  if (c.partner_calls < kMinMeaningHands) return "";
  return c.partner_passes == 0 ? "forcing" : "non-forcing";
}

// "natural, forcing, 20–22 HCP, balanced, no 5-card major; on 312 hands",
// "artificial, 11–15 HCP, unbalanced, ♠5–6, ♦0–1; on 40 hands". The suit
// before its length: "5♠" would read as a bid.
std::string MeaningText(const OpeningSummary& s, const CallCounts& c) {
  if (c.hands < kMinMeaningHands) return "too few sampled hands to say: " + std::to_string(c.hands);
  std::string text;
  for (const std::string& word : {NaturalText(s, c), ForcingText(c)})
    if (!word.empty()) text += word + ", ";
  text += Range(s.hcp_low, s.hcp_high) + " HCP";
  if (s.balanced >= 0.9) text += ", balanced";
  if (s.balanced <= 0.05) text += ", unbalanced";
  for (int suit = kNumSuits - 1; suit >= 0; --suit) {
    const auto k = static_cast<std::size_t>(suit);
    const std::string symbol = SuitSymbol(SuitAt(suit));
    if (s.length_low[k] >= 4 || s.length_high[k] <= 1) text += ", " + symbol + Range(s.length_low[k], s.length_high[k]);
  }
  const auto spades = static_cast<std::size_t>(ToInt(Suit::kSpades));
  const auto hearts = static_cast<std::size_t>(ToInt(Suit::kHearts));
  if (s.length_high[spades] <= 4 && s.length_high[hearts] <= 4) text += ", no 5-card major";
  return text + "; on " + std::to_string(c.hands) + " hands";
}

// Partner's call after `call` on `deal` — the opponent between bids it
// (every seat) or passes — or nullopt when partner does not call next.
std::optional<Call> PartnerNext(Bidder& bidder, const Deal& deal, const Auction& before, Call call, bool every_seat,
                                BidRequest request) {
  Auction next = before;
  next.Add(call);
  if (next.IsComplete()) return std::nullopt;
  request.auction = &next;
  if (every_seat) {
    request.seat = next.NextToCall();
    request.hand = deal.hand(request.seat);
    if (!bidder.Bid(request).IsPass()) return std::nullopt;
  }
  next.Add(Call::Pass());
  if (next.IsComplete()) return std::nullopt;
  request.seat = next.NextToCall();
  request.hand = deal.hand(request.seat);
  return bidder.Bid(request);
}

}  // namespace

AuctionMeanings MeaningsAfter(Bidder& asked, const Auction& auction, const MeaningSampling& sampling) {
  const std::unique_ptr<Bidder> stand_in = asked.MeaningSampler();
  Bidder& bidder = stand_in ? *stand_in : asked;
  if (bidder.SeesPartnerHand()) throw Error("a call's meaning needs a bidder that sees only its own hand");
  if (auction.IsComplete()) throw Error("meaning: \"" + FormatAuction(auction) + "\" is over");
  const bool every_seat = sampling.every_seat || FourSeats(auction);
  if (every_seat && !bidder.Competes())
    throw Error("meaning: \"" + FormatAuction(auction) + "\" is contested or has East or West to call, and " +
                bidder.Name() + " bids only the uncontested game");
  AuctionMeanings meanings;
  meanings.caller = auction.NextToCall();
  std::vector<CallObservation> observations;
  std::vector<CallCounts> counts(kNumCalls);
  Auction replay;
  BidRequest request;
  request.vulnerability = sampling.vulnerability;
  for (std::size_t i = 0; i < sampling.max_deals; ++i) {
    if (i >= sampling.min_deals && observations.size() >= sampling.enough) break;
    ++meanings.deals;
    const Deal deal = DealAt(sampling.seed, i);
    if (!BidsItself(bidder, deal, auction, every_seat, replay, request)) continue;
    CallObservation o;
    o.call = bidder.Bid(request);
    o.hcp = request.hand.HighCardPoints();
    for (int s = 0; s < kNumSuits; ++s) o.lengths[static_cast<std::size_t>(s)] = request.hand.Length(SuitAt(s));
    CallCounts& c = counts[static_cast<std::size_t>(o.call.index())];
    ++c.hands;
    if (o.call.IsBid() && o.call.strain() != Strain::kNoTrump &&
        request.hand.Length(SuitAt(ToInt(o.call.strain()))) >= 3)
      ++c.suit_three;
    if (std::all_of(o.lengths.begin(), o.lengths.end(), [](int n) { return n >= 2; })) ++c.no_shortness;
    if (!o.call.IsPass()) {
      if (const std::optional<Call> answer = PartnerNext(bidder, deal, replay, o.call, every_seat, request)) {
        ++c.partner_calls;
        if (answer->IsPass()) ++c.partner_passes;
      }
    }
    observations.push_back(o);
  }
  meanings.reached = observations.size();
  const std::vector<OpeningSummary> summaries =
      SummariseCalls(observations, static_cast<double>(observations.size()), sampling.coverage, sampling.coverage);
  for (const OpeningSummary& s : summaries) {
    const CallCounts& c = counts[static_cast<std::size_t>(s.call.index())];
    if (c.hands > 0) meanings.calls.push_back({s, c.hands, c.partner_calls, c.partner_passes, MeaningText(s, c)});
  }
  return meanings;
}

MeaningSampling StandardMeaningSampling(std::size_t deals, Vulnerability vulnerability) {
  MeaningSampling sampling;
  sampling.seed = 1;
  sampling.min_deals = deals;
  sampling.max_deals = 10 * deals;
  sampling.enough = deals / 10;
  sampling.vulnerability = vulnerability;
  return sampling;
}

std::string MeaningLine(const CallMeaning& meaning) {
  const std::string head =
      CallSymbolName(meaning.summary.call) + ": " +
      (meaning.text.empty() ? "too few sampled hands to say: " + std::to_string(meaning.hands) : meaning.text);
  if (meaning.hands < kMinMeaningHands) return head;
  char tail[64];
  std::snprintf(tail, sizeof tail, " (%.1f%% of the hands here)", 100 * meaning.summary.share);
  return head + tail;
}

std::string MeaningsText(const AuctionMeanings& meanings, const Auction& auction) {
  std::string text = MeaningsHeading(meanings, auction) + "\n";
  for (const CallMeaning& m : meanings.calls) text += "  " + MeaningLine(m) + "\n";
  if (meanings.calls.empty()) text += "  no sampled deal reaches this auction\n";
  return text;
}

namespace {

// The `n` commonest calls of `meanings` other than PASS, commonest first.
std::vector<Call> CommonestActions(const AuctionMeanings& meanings, std::size_t n) {
  std::vector<const CallMeaning*> calls;
  for (const CallMeaning& m : meanings.calls)
    if (!m.summary.call.IsPass()) calls.push_back(&m);
  std::stable_sort(calls.begin(), calls.end(),
                   [](const CallMeaning* a, const CallMeaning* b) { return a->hands > b->hands; });
  std::vector<Call> out;
  for (std::size_t i = 0; i < std::min(n, calls.size()); ++i) out.push_back(calls[i]->summary.call);
  return out;
}

Auction AuctionOf(Seat dealer, std::initializer_list<Call> calls) {
  Auction auction(dealer);
  for (const Call c : calls) auction.Add(c);
  return auction;
}

// MeaningsCard from North's openings already sampled.
std::string CardOfOpenings(Bidder& bidder, const AuctionMeanings& openings, const MeaningSampling& sampling,
                           int responses) {
  std::string card = MeaningsText(openings, Auction());
  std::vector<Call> bids = CommonestActions(openings, static_cast<std::size_t>(std::max(responses, 0)));
  std::sort(bids.begin(), bids.end());
  for (const Call bid : bids) {
    const Auction after = UncontestedAuction(std::vector<Call>{bid});
    card += "\n" + MeaningsText(MeaningsAfter(bidder, after, sampling), after);
  }
  return card;
}

}  // namespace

std::string MeaningsCard(Bidder& bidder_asked, const MeaningSampling& sampling, int responses) {
  // Every auction of the card replays the openings of the same deals.
  const std::unique_ptr<Bidder> bidder = MakeRememberingBidder(bidder_asked.Clone());
  return CardOfOpenings(*bidder, MeaningsAfter(*bidder, Auction(), sampling), sampling, responses);
}

std::string ContestedMeaningsCard(Bidder& bidder_asked, const MeaningSampling& sampling) {
  if (!bidder_asked.Competes())
    throw Error(bidder_asked.Name() + " bids only the uncontested game: it has no contested card");
  const std::unique_ptr<Bidder> remembering = MakeRememberingBidder(bidder_asked.Clone());
  Bidder& bidder = *remembering;
  const AuctionMeanings north = MeaningsAfter(bidder, Auction(), sampling);
  std::string card = CardOfOpenings(bidder, north, sampling, 2);
  const std::vector<Call> openings = CommonestActions(north, 2);
  const auto section = [&](const Auction& auction) {
    const AuctionMeanings meanings = MeaningsAfter(bidder, auction, sampling);
    card += "\n" + MeaningsText(meanings, auction);
    return meanings;
  };
  card += "\nAfter interference (the bidder bids all four seats of the sampled deals):\n";
  for (const Call opening : openings) {
    // East's overcalls and doubles, then South's answer to the commonest.
    const AuctionMeanings east = section(AuctionOf(Seat::kNorth, {opening}));
    for (const Call interference : CommonestActions(east, 1)) section(AuctionOf(Seat::kNorth, {opening, interference}));
  }
  // The opponents open: South's overcalls and doubles, then North's answer.
  for (const Call opening : openings) {
    const AuctionMeanings south = section(AuctionOf(Seat::kEast, {opening}));
    for (const Call action : CommonestActions(south, 1))
      section(AuctionOf(Seat::kEast, {opening, action, Call::Pass()}));
  }
  return card;
}

namespace {

// The words of an auction typed by a person ("1NT 2♣", "1S,(2H),X").
std::vector<std::string> AuctionWords(std::string_view calls) {
  std::vector<std::string> words;
  std::string word;
  for (const char ch : calls) {
    if (ch == ' ' || ch == ',' || ch == '-') {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += ch;
    }
  }
  if (!word.empty()) words.push_back(word);
  return words;
}

// "2♥", "2H", "X", "Pass" as a call; nullopt for anything else.
std::optional<Call> CallOfWord(std::string word) {
  static const std::array<std::pair<std::string_view, char>, 4> kSymbols = {
      {{"♣", 'C'}, {"♦", 'D'}, {"♥", 'H'}, {"♠", 'S'}}};
  for (const auto& [symbol, letter] : kSymbols)
    if (const auto at = word.find(symbol); at != std::string::npos) word.replace(at, symbol.size(), 1, letter);
  return ParseCall(word);
}

}  // namespace

Auction NorthSouthAuction(std::string_view calls) {
  std::vector<Call> north_south;
  for (const std::string& word : AuctionWords(calls)) {
    const std::optional<Call> call = CallOfWord(word);
    if (!call || !(call->IsPass() || call->IsBid()))
      throw Error("auction: \"" + word + "\" is not a call (PASS, 1C … 7NT)");
    north_south.push_back(*call);
  }
  return UncontestedAuction(north_south);
}

bool IsFourSeatText(std::string_view calls) { return calls.find('(') != std::string_view::npos; }

Auction FourSeatAuction(std::string_view calls) {
  const std::vector<std::string> words = AuctionWords(calls);
  const auto theirs = [](const std::string& w) { return w.size() > 2 && w.front() == '(' && w.back() == ')'; };
  Auction auction(!words.empty() && theirs(words.front()) ? Seat::kEast : Seat::kNorth);
  for (const std::string& word : words) {
    const bool opponents = theirs(word);
    const std::string text = opponents ? word.substr(1, word.size() - 2) : word;
    const std::optional<Call> call = CallOfWord(text);
    if (!call) throw Error("auction: \"" + word + "\" is not a call (Pass, 1C … 7NT, X, XX)");
    if (opponents == IsNorthSouth(auction.NextToCall()))
      throw Error("auction: \"" + word + "\" is " + SeatWord(auction.NextToCall()) +
                  "'s call: the opponents' calls (East, West) go in parentheses, ours (North, South) without, "
                  "as in \"1S (2H) X\" or \"(1H) 1S\"");
    if (!auction.IsLegal(*call))
      throw Error("auction: " + text + " is not legal after \"" + FormatAuction(auction) + "\"");
    auction.Add(*call);
  }
  if (auction.IsComplete()) throw Error("auction: \"" + std::string(calls) + "\" is over: nobody is left to call");
  return auction;
}

Auction TypedAuction(std::string_view calls) {
  return IsFourSeatText(calls) ? FourSeatAuction(calls) : NorthSouthAuction(calls);
}

const CallMeaning* FindMeaning(const AuctionMeanings& meanings, Call call) {
  for (const CallMeaning& m : meanings.calls)
    if (m.summary.call == call) return &m;
  return nullptr;
}

std::string AuctionCallsText(const Auction& auction, std::string (*name)(Call)) {
  std::string calls;
  if (!FourSeats(auction)) {
    for (const Call call : NorthSouthCalls(auction)) calls += (calls.empty() ? "" : " ") + name(call);
  } else {  // every call, the opponents' in parentheses
    for (int i = 0; i < auction.size(); ++i) {
      const std::string text = name(auction.calls()[static_cast<std::size_t>(i)]);
      calls += (calls.empty() ? "" : " ") + (IsNorthSouth(auction.SeatOfCall(i)) ? text : "(" + text + ")");
    }
  }
  return calls;
}

std::string MeaningsHeading(const AuctionMeanings& meanings, const Auction& auction) {
  const std::string calls = AuctionCallsText(auction, CallSymbolName);
  const std::string who = SeatWord(meanings.caller);
  char counts[160];
  std::snprintf(counts, sizeof counts, " (%zu of %zu sampled deals bid this far; HCP and lengths: central 90%%)",
                meanings.reached, meanings.deals);
  return (calls.empty() ? who + " opens" : who + " after " + calls) + counts;
}

}  // namespace bidlab
