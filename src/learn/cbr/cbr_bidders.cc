#include "learn/cbr/cbr_bidders.h"

#include "learn/cbr/case_sources.h"
#include "learn/cbr/cbr_model.h"
#include "learn/cbr/leave_one_out.h"
#include "learn/opening_only_bidder.h"

namespace bidlab::cbr {

namespace {

constexpr std::uint64_t kDefaultCases = 10000;

std::shared_ptr<const CbrModel> DefaultModel() {
  static const std::shared_ptr<const CbrModel> model = [] {
    std::vector<Case> cases = SaycOpeningCases(0, kDefaultCases);
    const int k = BestK(LeaveOneOutSweep(CaseIndex(cases), PaperKs()).adapted);
    return std::make_shared<const CbrModel>(std::move(cases), CbrParams{k, true},
                                            "SAYC opening calls for North's hands of standard training deals 0-9999");
  }();
  return model;
}

}  // namespace

std::vector<BidderEntry> CbrBidders() {
  return {
      {"cbr",
       "case-based opener (CBridge1a, K by leave-one-out) over SAYC's openings of 10,000 training deals, "
       "then PASS",
       [] { return std::make_unique<CbrBidder>(DefaultModel()); }},
      {"sayc-opening-only", "SAYC's opening call, then PASS (the CBR opener's baseline)",
       [] { return std::make_unique<OpeningOnlyBidder>(MakeBidder("sayc")); }},
      {"sayc-opening-only-either",
       "SAYC's opening call, South opening as dealer when North passes, then PASS (the softmax opener's protocol)",
       [] { return std::make_unique<OpeningOnlyBidder>(MakeBidder("sayc"), /*south_opens_too=*/true); }},
  };
}

}  // namespace bidlab::cbr
