#include "learn/cbr/cbr_model.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "core/error.h"
#include "io/pbn_deal.h"
#include "learn/baseline/payload_text.h"
#include "learn/cbr/adaptation.h"
#include "learn/cbr/vote.h"

namespace bidlab::cbr {

std::string CbrVariantName(const CbrParams& params) {
  return std::string(params.adapt ? "cbridge1a" : "cbridge1") + "-k" + std::to_string(params.k);
}

namespace {

std::vector<Case> CheckedCases(std::vector<Case> cases) {
  for (std::size_t i = 0; i < cases.size(); ++i)
    if (!cases[i].call.IsPass() && !cases[i].call.IsBid())
      throw Error("case " + std::to_string(i) + ": " + CallName(cases[i].call) +
                  " cannot be an opening call (PASS or a bid expected)");
  return cases;
}

}  // namespace

CbrModel::CbrModel(std::vector<Case> cases, CbrParams params, std::string source)
    : index_(CheckedCases(std::move(cases))), params_(params), source_(std::move(source)) {
  if (params_.k < 1) throw Error("cbr: k must be at least 1, not " + std::to_string(params_.k));
}

CbrDecision CbrModel::Decide(const Hand& hand, int position) const {
  CbrDecision d;
  const HandProfile query = ProfileOf(hand);
  index_.Nearest(query, position, params_.k, std::nullopt, d.neighbours);
  MajorityVote vote;
  for (const Neighbour& n : d.neighbours) {
    const Call call = index_.cases()[n.id].call;
    d.votes.push_back(params_.adapt ? AdaptCall(call, index_.profile(n.id), query) : call);
    vote.Add(d.votes.back());
  }
  d.call = vote.Winner();
  return d;
}

std::string CbrModel::SavePayload() const {
  PayloadWriter w;
  w.Line("k", static_cast<long long>(params_.k));
  w.Line("adapt", static_cast<long long>(params_.adapt ? 1 : 0));
  w.Line("source", source_);
  w.Line("cases", static_cast<long long>(index_.size()));
  for (const Case& c : index_.cases())
    w.Words({"case", FormatHandPbn(c.hand), std::to_string(c.position), CallName(c.call), std::to_string(c.group)});
  return w.text();
}

std::shared_ptr<const CbrModel> CbrModel::LoadPayload(std::string_view payload) {
  PayloadReader r(payload);
  CbrParams params;
  const long long k = r.ExpectInteger("k");
  if (k < 1 || k > 100000) r.Fail("k must be from 1 to 100000");
  params.k = static_cast<int>(k);
  const long long adapt = r.ExpectInteger("adapt");
  if (adapt != 0 && adapt != 1) r.Fail("adapt must be 0 or 1");
  params.adapt = adapt == 1;
  std::vector<std::string> words = r.NextWords();
  if (words.empty() || words[0] != "source") r.Fail("expected the source line");
  std::string source;
  for (std::size_t i = 1; i < words.size(); ++i) source += (i > 1 ? " " : "") + words[i];
  const long long n = r.ExpectInteger("cases");
  if (n < 1 || n > 100000000) r.Fail("the number of cases must be from 1 to 100000000");
  std::vector<Case> cases;
  cases.reserve(
      static_cast<std::size_t>(std::min(n, 1LL << 20)));  // the count is not trusted before the lines are read
  for (long long i = 0; i < n; ++i) {
    const std::vector<std::string> f = r.Expect("case", 4);
    Case c;
    try {
      c.hand = ParseHandPbn(f[0]);
    } catch (const Error& e) {
      r.Fail(e.what());
    }
    if (c.hand.Size() != kCardsPerHand)
      r.Fail("the hand " + f[0] + " has " + std::to_string(c.hand.Size()) + " cards, not 13");
    if (f[1].size() != 1 || f[1][0] < '1' || f[1][0] > '4') r.Fail("position " + f[1] + " is not 1-4");
    c.position = f[1][0] - '0';
    const std::optional<Call> call = ParseCall(f[2]);
    if (!call || !(call->IsPass() || call->IsBid())) r.Fail("expected PASS or a bid, not " + f[2]);
    c.call = *call;
    const auto [end, ec] = std::from_chars(f[3].data(), f[3].data() + f[3].size(), c.group);
    if (ec != std::errc() || end != f[3].data() + f[3].size()) r.Fail("group " + f[3] + " is not a whole number");
    cases.push_back(c);
  }
  r.ExpectEnd();
  return std::make_shared<CbrModel>(std::move(cases), params, source);
}

CbrBidder::CbrBidder(std::shared_ptr<const CbrModel> model) : model_(std::move(model)) {}

Call CbrBidder::Bid(const BidRequest& request) {
  if (request.auction == nullptr || !request.auction->empty()) return Call::Pass();
  return model_->Decide(request.hand, 1).call;
}

std::string CbrBidder::Explain(const BidRequest& request) {
  if (request.auction == nullptr || !request.auction->empty())
    return "PASS: only the first call of the auction is retrieved";
  const CbrDecision d = model_->Decide(request.hand, 1);
  int agree = 0;
  for (const Call c : d.votes) agree += c == d.call;
  if (d.neighbours.empty()) return "PASS: no case to retrieve";
  char line[200];
  std::snprintf(line, sizeof line, "%s: %d of %zu nearest cases%s (similarity %.1f%% ... %.1f%%)",
                CallName(d.call).c_str(), agree, d.neighbours.size(), model_->params().adapt ? " after adaptation" : "",
                SimilarityPercent(d.neighbours.front().similarity), SimilarityPercent(d.neighbours.back().similarity));
  return line;
}

ModelKind CbrModelKind() {
  return {CbrModel::kKind, CbrModel::kVersion, [](std::string_view payload) -> std::unique_ptr<Bidder> {
            return std::make_unique<CbrBidder>(CbrModel::LoadPayload(payload));
          }};
}

}  // namespace bidlab::cbr
