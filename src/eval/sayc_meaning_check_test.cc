// A rule system's sampled meanings against the hands it bids with: on 300
// deals of another seed, every call SAYC makes in the first three calls of
// North and South's uncontested auction lies inside the full range
// (coverage 1) of the hands it made that call with on the sampled deals.
// The shown meanings cover the central 90% only (a 21-point 1♠ opening is
// legal SAYC but outside "12–18 HCP"), so the check uses every hand, and
// checks what the text states: the HCP range, the suit lengths it names and
// "balanced". Lengths it does not name are left out: a rare shape (eight
// clubs and a pass) need not be among the sampled hands. SAYC's own rule
// shows beside the meaning in `bid`.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/call_text.h"
#include "data/dealer.h"
#include "eval/call_meaning.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {
namespace {

// 4333, 4432 or 5332: no suit under two, at most one doubleton.
bool Balanced(const Hand& hand) {
  int doubletons = 0;
  for (int suit = 0; suit < kNumSuits; ++suit) {
    const int n = hand.Length(SuitAt(suit));
    if (n < 2) return false;
    doubletons += n == 2;
  }
  return doubletons <= 1;
}

TEST(SaycMeaningCheck, EveryCallLiesInsideTheFullRangeOfItsSampledHands) {
  SaycBidder sayc;
  MeaningSampling sampling = StandardMeaningSampling();
  sampling.coverage = 1.0;
  std::map<std::string, AuctionMeanings> cache;
  int checked = 0;
  for (std::size_t i = 0; i < 300; ++i) {
    const Deal deal = DealAt(7, i);
    Auction auction(Seat::kNorth);
    for (int ours = 0; ours < 3 && !auction.IsComplete();) {
      if (!IsNorthSouth(auction.NextToCall())) {
        auction.Add(Call::Pass());
        continue;
      }
      ++ours;
      BidRequest request;
      request.auction = &auction;
      request.seat = auction.NextToCall();
      request.hand = deal.hand(request.seat);
      const Call call = sayc.Bid(request);
      const std::string key = FormatAuction(auction);
      if (!cache.contains(key)) cache.emplace(key, MeaningsAfter(sayc, auction, sampling));
      const CallMeaning* meaning = FindMeaning(cache.at(key), call);
      const std::string what = "after \"" + key + "\" " + CallSymbolName(call) + ": ";
      if (meaning && meaning->hands >= kMinMeaningHands) {  // else its meaning says too few to say
        ++checked;
        const OpeningSummary& s = meaning->summary;
        const int hcp = request.hand.HighCardPoints();
        EXPECT_TRUE(hcp >= s.hcp_low && hcp <= s.hcp_high) << what << hcp << " HCP; " << meaning->text;
        // The lengths the text states (a suit's "♥5–6" when it is 4+ or 0–1), and "balanced".
        for (int suit = 0; suit < kNumSuits; ++suit) {
          const int n = request.hand.Length(SuitAt(suit));
          const auto k = static_cast<std::size_t>(suit);
          if (s.length_low[k] >= 4 || s.length_high[k] <= 1) {
            EXPECT_TRUE(n >= s.length_low[k] && n <= s.length_high[k])
                << what << n << " cards in " << SuitSymbol(SuitAt(suit)) << "; " << meaning->text;
          }
        }
        if (meaning->text.find(", balanced") != std::string::npos) {
          EXPECT_TRUE(Balanced(request.hand)) << what << "unbalanced; " << meaning->text;
        }
      }
      auction.Add(call);
    }
  }
  EXPECT_GT(checked, 500);  // most of the 300 deals' first calls rest on enough hands
}

}  // namespace
}  // namespace bidlab
