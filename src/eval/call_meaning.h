// What a call means, read from the bidder itself: deal random hands, let the
// bidder bid them, keep the deals on which it bids the given auction on its
// own, and summarise the hands that then make each call (HCP range, suit
// lengths, balance, how often). A bridge player's "what does 2NT show?" for
// any bidder that sees only its own hand — learned or rule-based; for a rule
// system it checks the rule against what the bidder does.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/auction.h"
#include "learn/bandit/opening_table.h"
#include "learn/bidder.h"

namespace bidlab {

// The HCP range and each suit's lengths cover the central 90% of the hands
// that make a call (5% cut at each end).
inline constexpr double kMeaningCoverage = 0.90;

struct MeaningSampling {
  std::uint64_t seed = 1;          // deals DealAt(seed, 0, 1, …)
  std::size_t min_deals = 20000;   // always this many deals
  std::size_t max_deals = 200000;  // more while fewer than `enough` deals reach the auction
  std::size_t enough = 2000;
  // The board's, shown to the bidder (contested bidders heed it).
  Vulnerability vulnerability = Vulnerability::kNone;
  // Every seat's calls must be the bidder's own, East and West's passes in
  // an uncontested-looking auction too: a four-seat table's meanings.
  bool every_seat = false;
  // The share of a call's hands its HCP and length ranges cover; 1: all of
  // them (a check of a rule system against its own hands).
  double coverage = kMeaningCoverage;
};

// The one sampling every place that shows a meaning uses (`bidlab bid`,
// `bidlab explain --auction`, the explorer, the table): the same call after
// the same auction by the same bidder then reads the same everywhere.
// Seed 1, `deals` deals, up to 10 times more while fewer than a tenth of
// them reach the auction; kMeaningDeals is few enough for a page to wait on.
inline constexpr std::size_t kMeaningDeals = 20000;
MeaningSampling StandardMeaningSampling(std::size_t deals = kMeaningDeals,
                                        Vulnerability vulnerability = Vulnerability::kNone);

// Below this many sampled hands a call's ranges say more about the sample
// than the call: its meaning says only that.
inline constexpr std::size_t kMinMeaningHands = 30;

struct CallMeaning {
  OpeningSummary summary;  // share = of the hands that reached the auction
  std::size_t hands = 0;   // sampled hands that made the call
  // Of those, the deals on which partner called next (the opponent between
  // passed) and how many times partner passed: forcing when never.
  std::size_t partner_calls = 0, partner_passes = 0;
  // "natural, forcing, 20–22 HCP, balanced, no 5-card major; on 312 hands",
  // or "too few sampled hands to say: 7".
  std::string text;
};

struct AuctionMeanings {
  Seat caller = Seat::kNorth;
  std::size_t deals = 0;           // deals sampled
  std::size_t reached = 0;         // of them, deals on which the bidder bid the auction itself
  std::vector<CallMeaning> calls;  // the calls it makes there, in call order
};

// The meaning of every call `bidder` makes after `auction`, not over: an
// uncontested one with North or South to call (East and West pass), or —
// for a bidder that competes — a contested one or one with East or West to
// call, where the bidder bids every seat of the sampled deals itself
// (opponents' calls, doubles and all). Throws
// Error for other bidders or auctions, or one that sees partner's hand.
AuctionMeanings MeaningsAfter(Bidder& bidder, const Auction& auction, const MeaningSampling& sampling = {});

// "2NT: natural, forcing, 20–22 HCP, balanced; on 312 hands (3.1% of the
// hands here)"; no share when too few hands were sampled to say.
std::string MeaningLine(const CallMeaning& meaning);
// Every call made there, one MeaningLine a line, under MeaningsHeading.
std::string MeaningsText(const AuctionMeanings& meanings, const Auction& auction);
// A card of meanings: North's openings, then South's responses to the
// `responses` commonest opening bids, each as MeaningsText.
std::string MeaningsCard(Bidder& bidder, const MeaningSampling& sampling, int responses = 4);
// MeaningsCard with two responses, then the calls after interference, for
// a bidder that competes: East's actions after each of North's two
// commonest openings and South's answer to East's commonest, then South's
// actions after East opens them and North's answer to South's commonest
// (its doubles included). Throws Error for a bidder that does not compete.
std::string ContestedMeaningsCard(Bidder& bidder, const MeaningSampling& sampling);
// "1NT 2C" (North and South's calls; PASS, 1C … 7NT, 1♣ … 7NT) as an
// uncontested auction, East and West's passes inserted; throws Error naming
// the word that is not a call, or the call that is illegal.
Auction NorthSouthAuction(std::string_view calls);
// "1S (2H) X" or "(1H) 1S": every call of a four-seat auction in order,
// the opponents' (East, West) in parentheses; dealer North, or East when
// the first call is the opponents'. Throws Error naming a word that is not
// a call, in the wrong seat, or illegal, or when the auction is over.
Auction FourSeatAuction(std::string_view calls);
// Whether typed calls are a four-seat auction (they have parentheses).
bool IsFourSeatText(std::string_view calls);
// FourSeatAuction when the text has parentheses, else NorthSouthAuction.
Auction TypedAuction(std::string_view calls);
// `auction`'s calls as a person types them, each spelled by `name`
// (CallName, CallSymbolName): North and South's for an uncontested auction
// with one of them to call ("1NT 2C"), else every call with the opponents'
// in parentheses ("1S (2H)").
std::string AuctionCallsText(const Auction& auction, std::string (*name)(Call));

// The entry of `call`, or nullptr when the bidder never made it there.
const CallMeaning* FindMeaning(const AuctionMeanings& meanings, Call call);
// "North opens" / "South after 1♣ Pass: …": which hands a list describes.
std::string MeaningsHeading(const AuctionMeanings& meanings, const Auction& auction);

}  // namespace bidlab
