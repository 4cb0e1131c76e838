#include "learn/bandit/bandit_model.h"

#include <bit>
#include <cmath>
#include <cstring>

#include "core/error.h"
#include "core/excerpt.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/baseline/payload_text.h"

namespace bidlab {

BanditModel::BanditModel(const BanditParams& params, std::vector<BanditWeights> weights,
                         std::vector<std::uint64_t> visits, std::uint64_t train_deals)
    : params_(params),
      structure_(params.structure, params.depth, params.width, params.width_counts),
      weights_(std::move(weights)),
      visits_(std::move(visits)),
      train_deals_(train_deals) {
  if (weights_.size() != static_cast<std::size_t>(structure_.size()) || visits_.size() != weights_.size())
    throw Error("bandit model: " + std::to_string(weights_.size()) + " weight sets for a structure of " +
                std::to_string(structure_.size()) + " nodes");
  // Calls a node may not make carry no weights.
  for (int i = 0; i < structure_.size(); ++i)
    for (int c = 0; c < kNumFinalCalls; ++c)
      if (!((structure_.node(i).allowed >> c) & 1u)) weights_[static_cast<std::size_t>(i)].col(c).setZero();
}

int BanditModel::Predict(int node, const BanditVector& x) const {
  const BanditNode& n = structure_.node(node);
  const Eigen::Matrix<double, kNumFinalCalls, 1> estimates = weights_[static_cast<std::size_t>(node)].transpose() * x;
  int best = -1;
  for (std::uint64_t bits = n.allowed; bits; bits &= bits - 1) {
    const int c = std::countr_zero(bits);
    if (best < 0 || estimates[c] > estimates[best]) best = c;
  }
  return best;
}

double BanditModel::Estimate(int node, int call, const BanditVector& x) const {
  return weights_[static_cast<std::size_t>(node)].col(call).dot(x);
}

int BanditModel::BidSequence(const BanditVector& north, const BanditVector& south, int* out) const {
  int node = 0;
  int count = 0;
  for (;;) {
    const BanditNode& n = structure_.node(node);
    const int call = Predict(node, n.NorthCalls() ? north : south);
    out[count++] = call;
    const int child = n.children[static_cast<std::size_t>(call)];
    if (child >= 0) {
      node = child;
      continue;
    }
    // A terminal call: partner passes after a bid, or after North's opening
    // PASS (passed out); any other PASS ends the auction itself.
    if (call != 0 || node == 0) out[count++] = 0;
    return count;
  }
}

int BanditModel::FinalCall(const BanditVector& north, const BanditVector& south) const {
  int node = 0;
  for (;;) {
    const BanditNode& n = structure_.node(node);
    const int call = Predict(node, n.NorthCalls() ? north : south);
    const int child = n.children[static_cast<std::size_t>(call)];
    if (child < 0) return n.FinalCallOf(call);
    node = child;
  }
}

namespace {

void PutU64(std::string& out, std::uint64_t v) {
  for (int b = 0; b < 8; ++b) out.push_back(static_cast<char>((v >> (8 * b)) & 0xFF));
}

std::uint64_t GetU64At(std::string_view in, std::size_t at) {
  std::uint64_t v = 0;
  for (int b = 0; b < 8; ++b) v |= static_cast<std::uint64_t>(static_cast<unsigned char>(in[at + b])) << (8 * b);
  return v;
}

}  // namespace

std::string BanditModel::SavePayload() const {
  PayloadWriter w;
  const BanditParams& p = params_;
  w.Line("structure", StructureKindName(p.structure));
  w.Line("depth", static_cast<long long>(p.depth));
  w.Line("width", static_cast<long long>(p.width));
  w.Line("ucb", UcbRuleName(p.ucb));
  w.Line("alpha", p.alpha);
  w.Line("penetrate", p.penetrate);
  w.Line("pile", static_cast<long long>(p.pile));
  w.Line("update", UpdateRuleName(p.update));
  w.Line("lambda", p.lambda);
  w.Line("iterations", static_cast<long long>(p.iterations));
  w.Line("seed", std::to_string(p.seed));
  w.Line("ucb1_total", Ucb1TotalName(p.ucb1_total));
  w.Line("penetrate_by", PenetrateByName(p.penetrate_by));
  w.Line("trained_features", FeatureScalingName(p.scaling));
  w.Line("width_counts", WidthCountsName(p.width_counts));
  w.Line("train_deals", static_cast<long long>(train_deals_));
  w.Line("dimension", static_cast<long long>(kBanditDim));
  w.Line("feature_scales", std::span<const double>(BanditFeatureScales()));
  w.Line("nodes", static_cast<long long>(structure_.size()));
  std::string binary;
  for (int i = 0; i < structure_.size(); ++i) {
    PutU64(binary, visits_[static_cast<std::size_t>(i)]);
    for (std::uint64_t bits = structure_.node(i).allowed; bits; bits &= bits - 1) {
      const int c = std::countr_zero(bits);
      for (int j = 0; j < kBanditDim; ++j) {
        const double v = weights_[static_cast<std::size_t>(i)](j, c);
        if (!std::isfinite(v)) throw Error("a bandit model holds a weight that is not finite");
        PutU64(binary, std::bit_cast<std::uint64_t>(v));
      }
    }
  }
  w.Line("weights", static_cast<long long>(binary.size()));
  return w.text() + binary;
}

std::shared_ptr<const BanditModel> BanditModel::LoadPayload(std::string_view payload) {
  // The text part ends with the "weights BYTES" line.
  const std::size_t key = payload.find("\nweights ");
  if (key == std::string_view::npos) throw Error("bandit model: no \"weights\" line");
  const std::size_t text_end = payload.find('\n', key + 1);
  if (text_end == std::string_view::npos) throw Error("bandit model: the \"weights\" line does not end");
  PayloadReader r(payload.substr(0, text_end + 1));
  BanditParams p;
  const auto kind = ParseStructureKind(r.ExpectWord("structure"));
  if (!kind) r.Fail("structure must be tree or layered");
  p.structure = *kind;
  p.depth = static_cast<int>(r.ExpectInteger("depth"));
  p.width = static_cast<int>(r.ExpectInteger("width"));
  const auto ucb = ParseUcbRule(r.ExpectWord("ucb"));
  if (!ucb) r.Fail("ucb must be ucb1 or linucb");
  p.ucb = *ucb;
  p.alpha = r.ExpectNumber("alpha");
  p.penetrate = r.ExpectNumber("penetrate");
  p.pile = static_cast<int>(r.ExpectInteger("pile"));
  const auto update = ParseUpdateRule(r.ExpectWord("update"));
  if (!update) r.Fail("update must be full or single");
  p.update = *update;
  p.lambda = r.ExpectNumber("lambda");
  const long long iterations = r.ExpectInteger("iterations");
  if (iterations < 0) r.Fail("iterations must be >= 0");
  p.iterations = static_cast<std::uint64_t>(iterations);
  const std::string seed = r.ExpectWord("seed");
  try {
    std::size_t used = 0;
    p.seed = std::stoull(seed, &used);
    if (used != seed.size()) throw std::invalid_argument(seed);
  } catch (const std::exception&) {
    r.Fail("seed must be an unsigned integer, got " + QuotedExcerpt(seed));
  }
  const auto total = ParseUcb1Total(r.ExpectWord("ucb1_total"));
  if (!total) r.Fail("ucb1_total must be examples or visits");
  p.ucb1_total = *total;
  const auto by = ParsePenetrateBy(r.ExpectWord("penetrate_by"));
  if (!by) r.Fail("penetrate_by must be reward or uncertainty");
  p.penetrate_by = *by;
  const auto scaling = ParseFeatureScaling(r.ExpectWord("trained_features"));
  if (!scaling) r.Fail("trained_features must be fixed or none");
  p.scaling = *scaling;
  const auto counts = ParseWidthCounts(r.ExpectWord("width_counts"));
  if (!counts) r.Fail("width_counts must be bids or calls");
  p.width_counts = *counts;
  const long long train_deals = r.ExpectInteger("train_deals");
  if (r.ExpectInteger("dimension") != kBanditDim) r.Fail("dimension must be " + std::to_string(kBanditDim));
  const std::vector<double> scales = r.ExpectNumbers("feature_scales", kBanditDim);
  for (int j = 0; j < kBanditDim; ++j)
    if (scales[static_cast<std::size_t>(j)] != BanditFeatureScales()[static_cast<std::size_t>(j)])
      r.Fail("feature_scales differ from this bidlab's (slot " + std::to_string(j) + ")");
  try {
    p.Validate();
  } catch (const Error& e) {
    r.Fail(e.what());
  }
  const BanditStructure structure(p.structure, p.depth, p.width, p.width_counts);
  if (r.ExpectInteger("nodes") != structure.size())
    r.Fail("nodes must be " + std::to_string(structure.size()) + " for this structure");
  const long long bytes = r.ExpectInteger("weights");
  r.ExpectEnd();
  std::size_t expected = 0;
  for (const BanditNode& n : structure.nodes())
    expected += 8 + 8 * static_cast<std::size_t>(kBanditDim * std::popcount(n.allowed));
  const std::string_view binary = payload.substr(text_end + 1);
  if (bytes < 0 || static_cast<std::size_t>(bytes) != expected)
    throw Error("bandit model: the weights line says " + std::to_string(bytes) + " bytes, the structure needs " +
                std::to_string(expected));
  if (binary.size() != expected)
    throw Error("bandit model: " + std::to_string(binary.size()) + " bytes of weights follow, the structure needs " +
                std::to_string(expected));
  std::vector<BanditWeights> weights(static_cast<std::size_t>(structure.size()), BanditWeights::Zero());
  std::vector<std::uint64_t> visits(static_cast<std::size_t>(structure.size()), 0);
  std::size_t at = 0;
  for (int i = 0; i < structure.size(); ++i) {
    visits[static_cast<std::size_t>(i)] = GetU64At(binary, at);
    at += 8;
    for (std::uint64_t bits = structure.node(i).allowed; bits; bits &= bits - 1) {
      const int c = std::countr_zero(bits);
      for (int j = 0; j < kBanditDim; ++j, at += 8) {
        const double v = std::bit_cast<double>(GetU64At(binary, at));
        if (!std::isfinite(v)) throw Error("bandit model: a weight of node " + std::to_string(i) + " is not finite");
        weights[static_cast<std::size_t>(i)](j, c) = v;
      }
    }
  }
  return std::make_shared<const BanditModel>(p, std::move(weights), std::move(visits),
                                             static_cast<std::uint64_t>(train_deals));
}

ModelKind BanditModelKind() {
  return {BanditModel::kKind, BanditModel::kVersion, [](std::string_view payload) -> std::unique_ptr<Bidder> {
            return std::make_unique<BanditBidder>(BanditModel::LoadPayload(payload));
          }};
}

}  // namespace bidlab
