#include "eval/sampled_system.h"

#include <algorithm>
#include <cstdio>

#include "core/auction.h"
#include "core/error.h"
#include "data/dealer.h"

namespace bidlab {

namespace {

CallObservation Observe(Call call, const Hand& hand) {
  CallObservation o;
  o.call = call;
  o.hcp = hand.HighCardPoints();
  for (int s = 0; s < kNumSuits; ++s) o.lengths[static_cast<std::size_t>(s)] = hand.Length(SuitAt(s));
  return o;
}

Call CallFor(Bidder& bidder, Seat seat, const Hand& hand, const Auction& auction) {
  BidRequest request;
  request.seat = seat;
  request.hand = hand;
  request.auction = &auction;
  return bidder.Bid(request);
}

}  // namespace

SampledSystem SampleSystem(Bidder& bidder, std::size_t deals, std::uint64_t seed, int with_responses) {
  if (bidder.SeesPartnerHand()) throw Error("a sampled system needs a bidder that sees only its own hand");
  SampledSystem system;
  system.deals = deals;
  std::vector<CallObservation> openings;
  std::vector<Deal> sampled;
  for (std::size_t i = 0; i < deals; ++i) {
    sampled.push_back(DealAt(seed, i));
    openings.push_back(Observe(CallFor(bidder, Seat::kNorth, sampled.back().hand(Seat::kNorth), Auction()),
                               sampled.back().hand(Seat::kNorth)));
  }
  system.openings = SummariseCalls(openings, static_cast<double>(deals));

  std::vector<int> order;
  for (int c = 1; c < kNumFinalCalls; ++c)
    if (system.openings[static_cast<std::size_t>(c)].share > 0) order.push_back(c);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return system.openings[static_cast<std::size_t>(a)].share > system.openings[static_cast<std::size_t>(b)].share;
  });
  order.resize(std::min<std::size_t>(order.size(), static_cast<std::size_t>(std::max(with_responses, 0))));
  std::sort(order.begin(), order.end());
  for (int opening : order) {
    SampledResponses r;
    r.opening = Call::FromIndex(opening);
    Auction auction;
    auction.Add(r.opening);
    auction.Add(Call::Pass());
    std::vector<CallObservation> responses;
    for (std::size_t i = 0; i < deals; ++i) {
      if (openings[i].call != r.opening) continue;
      const Hand& south = sampled[i].hand(Seat::kSouth);
      responses.push_back(Observe(CallFor(bidder, Seat::kSouth, south, auction), south));
    }
    r.deals = responses.size();
    r.responses = SummariseCalls(responses, static_cast<double>(r.deals));
    system.responses.push_back(std::move(r));
  }
  return system;
}

std::string SampledSystemMarkdown(const std::vector<std::string>& names, const std::vector<SampledSystem>& systems) {
  std::vector<std::vector<OpeningSummary>> columns;
  for (const SampledSystem& s : systems) columns.push_back(s.openings);
  char text[200];
  std::snprintf(text, sizeof text,
                "Opening bids (%zu sampled North hands; HCP range = central 99%%, suit lengths = central 95%%; "
                "[share of hands]):\n\n",
                systems.empty() ? std::size_t{0} : systems.front().deals);
  std::string md = text + OpeningTableMarkdown(names, columns);
  for (std::size_t k = 0; k < systems.size(); ++k)
    for (const SampledResponses& r : systems[k].responses) {
      std::snprintf(text, sizeof text, "\n%s: responses to %s (%zu hands):\n\n| Response | South's hand |\n|---|---|\n",
                    names[k].c_str(), CallName(r.opening).c_str(), r.deals);
      md += text;
      for (const OpeningSummary& s : r.responses)
        if (s.share > 0) md += "| " + CallName(s.call) + " | " + s.description + " |\n";
    }
  return md;
}

}  // namespace bidlab
