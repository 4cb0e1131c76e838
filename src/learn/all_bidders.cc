// Registers every bidder and model kind bidlab has. Each learner adds one
// line here (docs/architecture.md, "Adding a bidder").
#include "learn/bandit/bandit_model.h"
#include "learn/cbr/cbr_bidders.h"
#include "learn/cbr/cbr_model.h"
#include "learn/contested_neural/contested_model.h"
#include "learn/csosr/csosr.h"
#include "learn/cstsr/cstsr.h"
#include "learn/neural/neural_model.h"
#include "learn/pass_bidder.h"
#include "learn/registry.h"
#include "learn/sayc/sayc_bidder.h"
#include "learn/softmax/softmax_bidder.h"

namespace bidlab {

void RegisterAllBidders() {
  static const bool once = [] {
    RegisterBidder({"pass", "always passes (the yardstick's ceiling)", [] { return std::make_unique<PassBidder>(); }});
    RegisterBidder({"sayc", "Standard American Yellow Card, rule-based; competes in the four-seat game",
                    [] { return std::make_unique<SaycBidder>(); }});
    // The league's variants: the same rules with other competitive thresholds.
    for (const sayc::Style* style : sayc::Styles()) {
      if (style == &sayc::StandardStyle()) continue;  // "sayc", above
      RegisterBidder({style->name, "competing SAYC, " + style->description,
                      [style] { return std::make_unique<SaycBidder>(*style); }});
    }
    RegisterModelKind(CstsrModelKind());
    RegisterModelKind(CsosrModelKind());
    RegisterModelKind(BanditModelKind());
    RegisterModelKind(cbr::CbrModelKind());
    for (BidderEntry& e : cbr::CbrBidders()) RegisterBidder(std::move(e));
    RegisterModelKind(SoftmaxModelKind());
    RegisterModelKind(neural::NeuralModelKind());
    RegisterModelKind(contested_neural::ContestedModelKind());
    return true;
  }();
  (void)once;
}

}  // namespace bidlab
