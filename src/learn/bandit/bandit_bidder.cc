#include "learn/bandit/bandit_bidder.h"

#include <algorithm>
#include <cstdio>
#include <numeric>

#include "core/error.h"

namespace bidlab {

BanditBidder::BanditBidder(std::shared_ptr<const BanditModel> model)
    : model_(std::move(model)),
      name_("bandit-" + StructureKindName(model_->params().structure) + std::to_string(model_->params().depth)) {}

int BanditBidder::NodeOf(const BidRequest& request) const {
  if (request.auction == nullptr) throw Error("bidder " + name_ + " was not shown the auction");
  const Auction& auction = *request.auction;
  if (!auction.IsUncontested() || !IsNorthSouth(request.seat)) return -1;
  // Dealer North: North and South make the calls at even positions.
  Call calls[kNumCalls];
  int count = 0;
  const std::vector<Call>& all = auction.calls();
  for (std::size_t i = 0; i < all.size(); i += 2) {
    if (count == kNumCalls) return -1;
    calls[count++] = all[i];
  }
  if ((count % 2 == 0) != (request.seat == Seat::kNorth)) return -1;
  return model_->structure().NodeAfter(calls, count);
}

Call BanditBidder::Bid(const BidRequest& request) {
  const int node = NodeOf(request);
  if (node < 0) return Call::Pass();
  const Call call = Call::FromIndex(model_->Predict(node, BanditFeatures(request.hand)));
  // The node's label is the last bid, so its calls are legal; stay safe if
  // asked about an auction the model did not make.
  return IsLegalUncontested(*request.auction, call) ? call : Call::Pass();
}

std::string BanditBidder::Explain(const BidRequest& request) {
  const int node = NodeOf(request);
  if (node < 0) return "pass: the auction has reached a terminal node";
  const BanditNode& n = model_->structure().node(node);
  const BanditVector x = BanditFeatures(request.hand);
  std::vector<int> calls;
  for (int c = 0; c < kNumFinalCalls; ++c)
    if ((n.allowed >> c) & 1u) calls.push_back(c);
  std::stable_sort(calls.begin(), calls.end(),
                   [&](int a, int b) { return model_->Estimate(node, a, x) > model_->Estimate(node, b, x); });
  char part[96];
  std::snprintf(part, sizeof part, "layer %d node (%llu training visits): %s, estimated reward %.2f", n.layer,
                static_cast<unsigned long long>(model_->visits(node)), CallName(Call::FromIndex(calls[0])).c_str(),
                model_->Estimate(node, calls[0], x));
  std::string text = part;
  if (calls.size() > 1) {
    text += " (then";
    for (std::size_t r = 1; r < std::min<std::size_t>(3, calls.size()); ++r) {
      std::snprintf(part, sizeof part, "%s %s %.2f", r == 1 ? "" : ",", CallName(Call::FromIndex(calls[r])).c_str(),
                    model_->Estimate(node, calls[r], x));
      text += part;
    }
    text += ")";
  }
  // The bandit maximises reward = 24 − cost: say so where the figures are read.
  return text + "; reward = 24 − expected cost in IMPs";
}

}  // namespace bidlab
