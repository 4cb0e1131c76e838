#include "learn/cstsr/cstsr.h"

#include <cmath>

#include "core/error.h"
#include "learn/baseline/payload_text.h"
#include "learn/cstsr/ridge.h"

namespace bidlab {

std::vector<double> DefaultCstsrLambdas() {
  std::vector<double> grid;
  for (int e = -6; e <= 3; ++e) grid.push_back(std::pow(10.0, e));
  return grid;
}

CstsrModel::CstsrModel(FeatureSpec spec, double lambda, Eigen::MatrixXd weights)
    : spec_(spec), lambda_(lambda), weights_(std::move(weights)) {
  if (weights_.rows() != FeatureCount(spec_) || weights_.cols() != kNumFinalCalls)
    throw Error("a CSTSR model on " + FeatureSpecName(spec_) + " needs " + std::to_string(FeatureCount(spec_)) +
                "×36 weights, not " + std::to_string(weights_.rows()) + "×" + std::to_string(weights_.cols()));
}

void CstsrModel::EstimateCosts(std::span<const double> x, std::span<double, kNumFinalCalls> out) const {
  const Eigen::Index d = weights_.rows();
  if (static_cast<Eigen::Index>(x.size()) != d)
    throw Error("CSTSR model: " + std::to_string(x.size()) + " features given, " + std::to_string(d) + " expected");
  for (int k = 0; k < kNumFinalCalls; ++k) {
    const double* w = weights_.col(k).data();
    double sum = 0;
    for (Eigen::Index j = 0; j < d; ++j) sum += w[j] * x[j];
    out[k] = sum;
  }
}

std::string CstsrModel::Describe() const { return "lambda " + PayloadWriter::Number(lambda_); }

std::string CstsrModel::SavePayload() const {
  PayloadWriter w;
  WriteFeatureSpec(w, spec_);
  w.Line("lambda", lambda_);
  w.Line("dimension", static_cast<long long>(weights_.rows()));
  for (int k = 0; k < kNumFinalCalls; ++k) {
    const Eigen::VectorXd column = weights_.col(k);
    w.Line("call " + CallName(Call::FromIndex(k)), std::span<const double>(column.data(), column.size()));
  }
  w.Line("end", std::span<const double>());
  return w.text();
}

std::shared_ptr<const CstsrModel> CstsrModel::LoadPayload(std::string_view payload) {
  PayloadReader r(payload);
  const FeatureSpec spec = ReadFeatureSpec(r);
  const double lambda = r.ExpectNumber("lambda");
  const long long d = r.ExpectInteger("dimension");
  if (d != FeatureCount(spec))
    r.Fail("dimension " + std::to_string(d) + " does not fit " + FeatureSpecName(spec) + " (" +
           std::to_string(FeatureCount(spec)) + ")");
  Eigen::MatrixXd weights(d, kNumFinalCalls);
  for (int k = 0; k < kNumFinalCalls; ++k) {
    const std::vector<std::string> words = r.Expect("call", static_cast<std::size_t>(d) + 1);
    if (words[0] != CallName(Call::FromIndex(k)))
      r.Fail("expected the weights of " + CallName(Call::FromIndex(k)) + ", found " + words[0]);
    for (long long j = 0; j < d; ++j) weights(j, k) = r.ParseNumber(words[static_cast<std::size_t>(j) + 1]);
  }
  r.Expect("end", 0);
  r.ExpectEnd();
  return std::make_shared<const CstsrModel>(spec, lambda, std::move(weights));
}

CstsrResult TrainCstsr(const CstsrParams& params, std::span<const CostExample> train,
                       std::span<const CostExample> validation) {
  if (train.empty()) throw Error("CSTSR needs training deals");
  if (params.lambdas.empty()) throw Error("CSTSR needs at least one lambda");
  const bool choose = params.lambdas.size() > 1;
  if (choose && validation.empty()) throw Error("choosing lambda needs validation deals");

  const Eigen::MatrixXd x = FeatureMatrix(params.features, train);
  // The ridge problem sees the features without the constant slot 0: its
  // weight is the intercept, which ridge.h leaves unpenalised.
  const RidgeRegression ridge(x.rightCols(x.cols() - 1), CostMatrix(train));

  CstsrResult result;
  result.train_examples = train.size();
  for (double lambda : params.lambdas) {
    const RidgeSolution s = ridge.Solve(lambda);
    Eigen::MatrixXd weights(x.cols(), kNumFinalCalls);
    weights.row(0) = s.bias;
    weights.bottomRows(x.cols() - 1) = s.weights;
    auto model = std::make_shared<const CstsrModel>(params.features, lambda, std::move(weights));
    if (validation.empty()) {
      result.model = std::move(model);
      continue;
    }
    const double cost = OneCallAverageCost(*model, validation);
    result.grid.push_back({lambda, cost});
    if (!result.validation_cost || cost < *result.validation_cost) {
      result.validation_cost = cost;
      result.model = std::move(model);
    }
  }
  return result;
}

ModelKind CstsrModelKind() {
  return {CstsrModel::kKind, CstsrModel::kVersion, [](std::string_view payload) -> std::unique_ptr<Bidder> {
            return std::make_unique<OneCallBidder>(CstsrModel::LoadPayload(payload));
          }};
}

}  // namespace bidlab
