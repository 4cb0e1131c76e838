// The CBR opening bidder (issue 8, beyond the thesis): CBridge1 or
// CBridge1a retrieval over a case base decides North's opening call; every
// later call is PASS (the thesis's baseline continuation: the opening is the
// final contract, and when partner should respond, it passes). Registered
// as model kind "cbr": `bidlab train cbr` writes the model file,
// `bidlab eval --model` and `bidlab bid --model` use it.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "learn/bidder.h"
#include "learn/cbr/case_index.h"
#include "learn/registry.h"

namespace bidlab::cbr {

struct CbrParams {
  int k = 10;          // neighbours that vote (the thesis's first run: 10)
  bool adapt = false;  // CBridge1a's adaptation of the retrieved bids
};

// "cbridge1-k10", "cbridge1a-k13".
std::string CbrVariantName(const CbrParams& params);

struct CbrDecision {
  Call call;
  std::vector<Neighbour> neighbours;  // most similar first
  std::vector<Call> votes;            // each neighbour's call, adapted when the model adapts
};

class CbrModel {
 public:
  static constexpr const char* kKind = "cbr";
  static constexpr int kVersion = 1;

  // Throws Error when k < 1 or a case's call is not PASS or a bid.
  CbrModel(std::vector<Case> cases, CbrParams params, std::string source);

  const CaseIndex& index() const { return index_; }
  const CbrParams& params() const { return params_; }
  const std::string& source() const { return source_; }

  // The call for `hand` from `position` (1 = dealer).
  CbrDecision Decide(const Hand& hand, int position) const;

  // Payload (version kVersion), one record a line:
  //   k K
  //   adapt 0|1
  //   source WORDS…
  //   cases N
  //   case HAND POSITION CALL GROUP     (N lines; HAND in PBN, S.H.D.C)
  std::string SavePayload() const;
  // Throws Error "payload line N: …" when malformed.
  static std::shared_ptr<const CbrModel> LoadPayload(std::string_view payload);

 private:
  CaseIndex index_;
  CbrParams params_;
  std::string source_;
};

class CbrBidder : public Bidder {
 public:
  explicit CbrBidder(std::shared_ptr<const CbrModel> model);
  std::string Name() const override { return CbrVariantName(model_->params()); }
  // The retrieved call for the first call of the auction; PASS afterwards.
  Call Bid(const BidRequest& request) override;
  // "1H: 6 of 10 nearest cases (similarity 92.4% … 88.1%)".
  std::string Explain(const BidRequest& request) override;
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<CbrBidder>(model_); }

 private:
  std::shared_ptr<const CbrModel> model_;
};

ModelKind CbrModelKind();

}  // namespace bidlab::cbr
