#include "learn/softmax/softmax_bidder.h"

#include <algorithm>
#include <cstdio>
#include <numeric>

#include "core/error.h"

namespace bidlab {

SoftmaxBidder::SoftmaxBidder(std::shared_ptr<const SoftmaxCallModel> model) : model_(std::move(model)) {}

std::optional<Hand> SoftmaxBidder::Holding(const BidRequest& request) const {
  // Only North's first call; then the call made is the contract.
  if (request.auction == nullptr || !request.auction->empty() || request.seat != Seat::kNorth) return std::nullopt;
  if (model_->task() == SoftmaxTask::kOpening) return request.hand;
  if (!request.partner_hand) throw Error("bidder " + Name() + " sees both hands, but was not shown partner's hand");
  return PartnershipHolding(request.hand, *request.partner_hand);
}

Call SoftmaxBidder::Bid(const BidRequest& request) {
  const std::optional<Hand> holding = Holding(request);
  if (!holding) return Call::Pass();
  return model_->Predict(*holding, LegalCallMaskUncontested(*request.auction));
}

std::string SoftmaxBidder::Explain(const BidRequest& request) {
  const std::optional<Hand> holding = Holding(request);
  if (!holding) return "pass: the softmax bidder has made its one call";
  const std::array<double, kNumFinalCalls> p = model_->Probabilities(*holding);
  std::array<int, kNumFinalCalls> order{};
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return p[a] > p[b]; });
  std::string text = CallName(Bid(request)) + ": most probable";
  char part[64];
  for (int r = 0; r < 3; ++r) {
    std::snprintf(part, sizeof part, "%s %s %.0f%%", r == 0 ? " (" : ",", CallName(Call::FromIndex(order[r])).c_str(),
                  100 * p[order[r]]);
    text += part;
  }
  return text + ")";
}

ModelKind SoftmaxModelKind() {
  return {SoftmaxCallModel::kKind, SoftmaxCallModel::kVersion, [](std::string_view payload) -> std::unique_ptr<Bidder> {
            return std::make_unique<SoftmaxBidder>(SoftmaxCallModel::LoadPayload(payload));
          }};
}

}  // namespace bidlab
