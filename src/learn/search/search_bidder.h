// The neural bidder with a search at its close decisions: where the model
// estimates two or more calls within a margin of each other, it deals
// partner hands that would have bid as partner did (by the same model),
// gives East and West the rest at random, solves each layout double-dummy
// (DDS), plays each candidate call's auction to its end with the model in
// both seats and makes the call of least average §1 cost over the layouts.
// Elsewhere it calls as the model does, so it is as fast there.
//
// Deterministic: a decision's random draws are a function of the settings'
// seed, the caller's hand and the auction alone (not of threads or order).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/call.h"
#include "learn/bidder.h"
#include "learn/neural/neural_model.h"
#include "learn/scoring_bidder.h"

namespace bidlab::search {

// The margins are in the model's own score: IMPs of estimated cost for a
// cost regression, the log of a probability ratio for a policy (2.3: a
// tenth as likely as the likeliest call).
struct SearchSettings {
  int samples = 16;       // layouts solved per searched decision
  int min_samples = 6;    // fewer consistent partner hands found: the model's call, unsearched
  int max_draws = 20000;  // random partner hands tried per decision
  // A partner hand is kept when each of partner's calls so far scores within this of the best call for it.
  float partner_tolerance = 2.3F;
  // The calls searched: those scoring within this of the model's best, at most max_candidates.
  float candidate_margin = 2.3F;
  int max_candidates = 3;
  std::uint64_t seed = 1;
};

// What one decision found, for Explain() and the tests.
struct SearchOutcome {
  Call call;                                      // the call made
  bool searched = false;                          // false: the model's call (one candidate, or too few partner hands)
  int partner_hands = 0;                          // consistent partner hands kept (= layouts solved)
  int draws = 0;                                  // random partner hands tried
  std::vector<std::pair<Call, double>> averages;  // each candidate's average cost (IMPs), best first
};

class SearchBidder : public Bidder, public ScoringBidder {
 public:
  SearchBidder(std::shared_ptr<const neural::NeuralModel> model, SearchSettings settings = {});

  std::string Name() const override { return "neural-search"; }
  Call Bid(const BidRequest& request) override;
  // "4S: searched 16 layouts: 4S 1.2, 6S 3.4 (the model's 6S)" or the model's own line.
  std::string Explain(const BidRequest& request) override;
  // The searched candidates' average costs first, then the model's estimates of the rest.
  ScoredCalls Scores(const BidRequest& request) override;
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<SearchBidder>(model_, settings_); }
  // Its meanings are the model's: sampling a searched call on thousands of hands would take hours.
  std::unique_ptr<Bidder> MeaningSampler() const override;

  // The last request's outcome is kept: Bid() then Explain() or Scores() on
  // the same request search once.
  SearchOutcome Decide(const BidRequest& request);
  // The partner hands Decide() would keep for `request` (at most settings' samples).
  std::vector<Hand> PartnerHands(const BidRequest& request);

 private:
  SearchOutcome Search(const BidRequest& request, const neural::BiddingState& state);

  std::shared_ptr<const neural::NeuralModel> model_;
  SearchSettings settings_;
  nn::ForwardScratch scratch_;
  struct Remembered {
    std::uint64_t hand = 0;
    neural::BiddingState state;
    Vulnerability vulnerability = Vulnerability::kNone;
    SearchOutcome outcome;
  };
  std::optional<Remembered> last_;
};

}  // namespace bidlab::search
