#include "learn/contested_neural/contested_bidder.h"

#include <algorithm>
#include <array>
#include <vector>

#include "core/error.h"
#include "learn/contested_neural/contested_input.h"
#include "learn/contested_neural/policy_gradient.h"

namespace bidlab::contested_neural {

void CallScores(const ContestedModel& model, const BidRequest& request, nn::ForwardScratch& scratch, float* scores,
                nn::LeadingSums* leading) {
  if (request.auction == nullptr) throw Error("the contested bidder needs the auction so far");
  InputEntries x;
  EncodeInput(request.hand, request.seat, request.vulnerability, *request.auction, x);
  if (leading) leading->Forward(model.network(), x.row(), kPlayerInputs, scores, scratch);
  else nn::ForwardRow(model.network(), x.row(), scores, scratch);
}

nn::RowVector CallScores(const ContestedModel& model, const BidRequest& request) {
  nn::ForwardScratch scratch;
  nn::RowVector scores(kNumCalls);
  CallScores(model, request, scratch, scores.data());
  return scores;
}

Call ContestedBidder::Bid(const BidRequest& request) {
  float scores[kNumCalls];
  CallScores(*model_, request, scratch_, scores, &leading_);
  return Call::FromIndex(BestLegal(scores, LegalCallMask(*request.auction)));
}

ScoredCalls ContestedBidder::Scores(const BidRequest& request) {
  const nn::RowVector scores = CallScores(*model_, request);
  const std::uint64_t mask = LegalCallMask(*request.auction);
  std::vector<int> legal;
  for (int c = 0; c < kNumCalls; ++c)
    if ((mask >> c) & 1u) legal.push_back(c);
  std::stable_sort(legal.begin(), legal.end(), [&](int a, int b) { return scores(a) > scores(b); });
  double p[kNumCalls];
  LegalPolicy(scores.data(), mask, p);
  ScoredCalls out{"probability", {}};
  for (int c : legal) out.calls.emplace_back(Call::FromIndex(c), p[c]);
  return out;
}

std::string ContestedBidder::Explain(const BidRequest& request) { return ScoresLine(Scores(request)); }

}  // namespace bidlab::contested_neural
