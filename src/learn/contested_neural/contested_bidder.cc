#include "learn/contested_neural/contested_bidder.h"

#include <algorithm>
#include <array>
#include <cstdio>
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

std::string ContestedBidder::Explain(const BidRequest& request) {
  const nn::RowVector scores = CallScores(*model_, request);
  const std::uint64_t mask = LegalCallMask(*request.auction);
  std::vector<int> legal;
  for (int c = 0; c < kNumCalls; ++c)
    if ((mask >> c) & 1u) legal.push_back(c);
  std::stable_sort(legal.begin(), legal.end(), [&](int a, int b) { return scores(a) > scores(b); });
  double p[kNumCalls];
  LegalPolicy(scores.data(), mask, p);
  char text[64];
  std::snprintf(text, sizeof text, "%s: probability %.2f", CallName(Call::FromIndex(legal[0])).c_str(), p[legal[0]]);
  std::string out = text;
  for (std::size_t k = 1; k < std::min<std::size_t>(legal.size(), 3); ++k) {
    std::snprintf(text, sizeof text, "%s %s %.2f", k == 1 ? " (then" : ",", CallName(Call::FromIndex(legal[k])).c_str(),
                  p[legal[k]]);
    out += text;
  }
  return legal.size() > 1 ? out + ")" : out;
}

}  // namespace bidlab::contested_neural
