#include "learn/csosr/csosr.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <numeric>
#include <thread>

#include "core/error.h"
#include "io/pbn_deal.h"
#include "learn/baseline/payload_text.h"
#include "learn/csosr/one_sided_svm.h"

namespace bidlab {

namespace {

RowMajorMatrix FeatureRows(const FeatureSpec& spec, std::span<const CostExample> examples) {
  return FeatureMatrix(spec, examples);
}

// For call k: costs c_ik and sides z_ik (+1 when c_ik is example i's least cost).
struct CallTargets {
  std::vector<double> costs;
  std::vector<std::int8_t> sides;
};

std::vector<CallTargets> TargetsOf(std::span<const CostExample> examples) {
  std::vector<CallTargets> targets(kNumFinalCalls);
  for (auto& t : targets) {
    t.costs.resize(examples.size());
    t.sides.resize(examples.size());
  }
  for (std::size_t i = 0; i < examples.size(); ++i) {
    const auto& c = examples[i].costs;
    const int least = *std::min_element(c.begin(), c.end());
    for (int k = 0; k < kNumFinalCalls; ++k) {
      targets[k].costs[i] = c[k];
      targets[k].sides[i] = c[k] == least ? 1 : -1;
    }
  }
  return targets;
}

int ThreadCount(int requested) {
  return requested > 0 ? requested : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// Runs body(t) on `threads` threads and rethrows the first exception.
template <typename Body>
void RunThreads(int threads, Body body) {
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(threads));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      try {
        body(t);
      } catch (...) {
        errors[t] = std::current_exception();
      }
    });
  for (auto& th : pool) th.join();
  for (auto& e : errors)
    if (e) std::rethrow_exception(e);
}

// One C of one γ: every call's β (n × 36) and bias.
struct GridSolution {
  Eigen::MatrixXd beta;
  std::array<double, kNumFinalCalls> bias{};
  long iterations = 0;
  int unconverged = 0;
};

// estimates(v, k·|C| … ) for the validation rows: Σ_t β_tk K(x_t, v) + b_k.
std::vector<double> ValidationCosts(const RowMajorMatrix& x, const RowMajorMatrix& x_val, double gamma,
                                    const std::vector<GridSolution>& solutions, std::span<const CostExample> validation,
                                    int threads) {
  const Eigen::Index n = x.rows(), m = x_val.rows();
  const Eigen::Index calls = kNumFinalCalls;
  const Eigen::Index grid = static_cast<Eigen::Index>(solutions.size());
  Eigen::MatrixXd stacked(n, calls * grid);
  for (Eigen::Index c = 0; c < grid; ++c) stacked.middleCols(c * calls, calls) = solutions[c].beta;
  Eigen::MatrixXd estimates(m, calls * grid);
  const Eigen::VectorXd norms = x.rowwise().squaredNorm();
  constexpr Eigen::Index kBlock = 256;
  const Eigen::Index blocks = (m + kBlock - 1) / kBlock;
  RunThreads(threads, [&](int t) {
    RowMajorMatrix k;
    for (Eigen::Index b = t; b < blocks; b += threads) {
      const Eigen::Index first = b * kBlock, rows = std::min(kBlock, m - first);
      const RowMajorMatrix part = x_val.middleRows(first, rows);
      GaussianKernelBlock(part, x, norms, gamma, k);
      estimates.middleRows(first, rows).noalias() = k * stacked;
    }
  });
  std::vector<double> costs;
  for (Eigen::Index c = 0; c < grid; ++c) {
    Eigen::MatrixXd e = estimates.middleCols(c * calls, calls);
    for (int call = 0; call < kNumFinalCalls; ++call) e.col(call).array() += solutions[c].bias[call];
    costs.push_back(AverageCostOfCheapest(e, validation));
  }
  return costs;
}

}  // namespace

CsosrModel::CsosrModel(FeatureSpec spec, double cost_C, double gamma, std::vector<SupportVector> vectors,
                       std::array<double, kNumFinalCalls> bias)
    : spec_(spec), cost_C_(cost_C), gamma_(gamma), vectors_(std::move(vectors)), bias_(bias) {
  const int d = FeatureCount(spec_);
  const Eigen::Index m = static_cast<Eigen::Index>(vectors_.size());
  sv_features_.resize(m, d);
  beta_.resize(m, kNumFinalCalls);
  std::vector<double> row(static_cast<std::size_t>(d));
  for (Eigen::Index t = 0; t < m; ++t) {
    const SupportVector& v = vectors_[static_cast<std::size_t>(t)];
    EncodeFeatures(spec_, v.north, v.south, row);
    for (int j = 0; j < d; ++j) sv_features_(t, j) = row[j];
    for (int k = 0; k < kNumFinalCalls; ++k) beta_(t, k) = v.beta[k];
  }
  sv_norms_ = sv_features_.rowwise().squaredNorm();
}

void CsosrModel::EstimateCosts(std::span<const double> x, std::span<double, kNumFinalCalls> out) const {
  if (static_cast<Eigen::Index>(x.size()) != sv_features_.cols())
    throw Error("CSOSR model: " + std::to_string(x.size()) + " features given, " + std::to_string(sv_features_.cols()) +
                " expected");
  const Eigen::Map<const Eigen::VectorXd> v(x.data(), static_cast<Eigen::Index>(x.size()));
  const Eigen::VectorXd dot = sv_features_ * v;
  const Eigen::VectorXd k =
      (-gamma_ * ((sv_norms_.array() + v.squaredNorm()) - 2.0 * dot.array()).max(0.0)).exp().matrix();
  const Eigen::VectorXd f = beta_.transpose() * k;
  for (int c = 0; c < kNumFinalCalls; ++c) out[c] = f(c) + bias_[c];
}

std::string CsosrModel::Describe() const {
  return "C " + PayloadWriter::Number(cost_C_) + ", gamma " + PayloadWriter::Number(gamma_) + ", " +
         std::to_string(vectors_.size()) + " support vectors";
}

std::string CsosrModel::SavePayload() const {
  PayloadWriter w;
  WriteFeatureSpec(w, spec_);
  w.Line("C", cost_C_);
  w.Line("gamma", gamma_);
  w.Line("bias", bias_);
  w.Line("support_vectors", static_cast<long long>(vectors_.size()));
  for (const SupportVector& v : vectors_) w.Line("sv " + FormatHandPbn(v.north) + " " + FormatHandPbn(v.south), v.beta);
  w.Line("end", std::span<const double>());
  return w.text();
}

std::shared_ptr<const CsosrModel> CsosrModel::LoadPayload(std::string_view payload) {
  PayloadReader r(payload);
  const FeatureSpec spec = ReadFeatureSpec(r);
  const double cost_C = r.ExpectNumber("C");
  const double gamma = r.ExpectNumber("gamma");
  if (!(cost_C > 0) || !(gamma > 0)) r.Fail("C and gamma must be positive");
  const std::vector<double> b = r.ExpectNumbers("bias", kNumFinalCalls);
  std::array<double, kNumFinalCalls> bias{};
  std::copy(b.begin(), b.end(), bias.begin());
  const long long count = r.ExpectInteger("support_vectors");
  if (count < 0 || static_cast<unsigned long long>(count) > r.LinesLeft())
    r.Fail(std::to_string(count) + " support vectors, but " + std::to_string(r.LinesLeft()) + " lines follow");
  std::vector<SupportVector> vectors;
  vectors.reserve(static_cast<std::size_t>(count));
  for (long long t = 0; t < count; ++t) {
    const std::vector<std::string> words = r.Expect("sv", 2 + kNumFinalCalls);
    SupportVector v;
    try {
      v.north = ParseHandPbn(words[0]);
      v.south = ParseHandPbn(words[1]);
    } catch (const Error& e) {
      r.Fail(e.what());
    }
    for (int k = 0; k < kNumFinalCalls; ++k) v.beta[k] = r.ParseNumber(words[2 + static_cast<std::size_t>(k)]);
    vectors.push_back(v);
  }
  r.Expect("end", 0);
  r.ExpectEnd();
  return std::make_shared<const CsosrModel>(spec, cost_C, gamma, std::move(vectors), bias);
}

CsosrResult TrainCsosr(const CsosrParams& params, std::span<const CostExample> train,
                       std::span<const CostExample> validation,
                       const std::function<void(const CsosrProgress&)>& progress) {
  if (train.empty()) throw Error("CSOSR needs training deals");
  if (params.costs_C.empty() || params.gammas.empty()) throw Error("CSOSR needs at least one C and one gamma");
  for (double v : params.costs_C)
    if (!(v > 0)) throw Error("CSOSR: C must be positive");
  for (double v : params.gammas)
    if (!(v > 0)) throw Error("CSOSR: gamma must be positive");
  const bool choose = params.costs_C.size() * params.gammas.size() > 1;
  if (choose && validation.empty()) throw Error("choosing C and gamma needs validation deals");

  const std::span<const CostExample> sample =
      params.subsample > 0 && params.subsample < train.size() ? train.first(params.subsample) : train;
  const int threads = ThreadCount(params.threads);
  const RowMajorMatrix x = FeatureRows(params.features, sample);
  const RowMajorMatrix x_val = FeatureRows(params.features, validation);
  const std::vector<CallTargets> targets = TargetsOf(sample);
  std::vector<double> cs = params.costs_C;
  std::sort(cs.begin(), cs.end());
  const Eigen::Index n = x.rows();

  // Hardest calls first, so that no thread is left alone with a long solve
  // at the end of a γ: SMO takes longest where the cheapest examples and the
  // others are both numerous (calls that are almost never cheapest finish
  // in a few steps).
  std::array<int, kNumFinalCalls> call_order{};
  {
    std::array<std::size_t, kNumFinalCalls> balance{};
    for (int k = 0; k < kNumFinalCalls; ++k) {
      const auto cheapest = static_cast<std::size_t>(std::count(targets[k].sides.begin(), targets[k].sides.end(), 1));
      balance[k] = std::min(cheapest, targets[k].sides.size() - cheapest);
    }
    std::iota(call_order.begin(), call_order.end(), 0);
    std::stable_sort(call_order.begin(), call_order.end(), [&](int a, int b) { return balance[a] > balance[b]; });
  }

  CsosrResult result;
  result.train_examples = sample.size();
  const std::size_t total = static_cast<std::size_t>(kNumFinalCalls) * cs.size() * params.gammas.size();
  std::atomic<std::size_t> solved{0};
  std::mutex progress_mutex;
  GridSolution best;
  double best_C = 0, best_gamma = 0;
  OneSidedOptions options;
  options.tolerance = params.tolerance;

  for (double gamma : params.gammas) {
    std::unique_ptr<KernelMatrix> matrix;
    if (KernelMatrix::BytesFor(static_cast<std::size_t>(n)) <= params.kernel_bytes)
      matrix = std::make_unique<KernelMatrix>(x, gamma, threads);
    const std::size_t cache_rows =
        params.kernel_bytes / (static_cast<std::size_t>(n) * sizeof(float)) / static_cast<std::size_t>(threads);

    std::vector<GridSolution> solutions(cs.size());
    for (auto& s : solutions) s.beta.resize(n, kNumFinalCalls);
    std::mutex result_mutex;
    std::atomic<int> next_job{0};
    RunThreads(threads, [&](int) {
      std::unique_ptr<KernelRows> rows;
      if (matrix) rows = std::make_unique<PrecomputedKernelRows>(*matrix);
      else rows = std::make_unique<CachedKernelRows>(x, gamma, cache_rows);
      for (int job = next_job++; job < kNumFinalCalls; job = next_job++) {
        const int call = call_order[static_cast<std::size_t>(job)];
        OneSidedSolution previous;
        for (std::size_t c = 0; c < cs.size(); ++c) {
          const OneSidedProblem problem{targets[call].costs, targets[call].sides, cs[c]};
          OneSidedSolution s = SolveOneSided(*rows, problem, options, c > 0 ? &previous : nullptr);
          {
            const std::lock_guard lock(result_mutex);
            for (Eigen::Index i = 0; i < n; ++i) solutions[c].beta(i, call) = s.beta[static_cast<std::size_t>(i)];
            solutions[c].bias[call] = s.bias;
            solutions[c].iterations += s.iterations;
            if (!s.converged) ++solutions[c].unconverged;
          }
          previous = std::move(s);
          const std::size_t done = ++solved;
          if (progress) {
            const std::lock_guard lock(progress_mutex);
            progress({done, total, gamma});
          }
        }
      }
    });
    matrix.reset();

    std::vector<double> costs;
    if (!validation.empty()) costs = ValidationCosts(x, x_val, gamma, solutions, validation, threads);
    for (std::size_t c = 0; c < cs.size(); ++c) {
      if (!validation.empty()) {
        result.grid.push_back({cs[c], gamma, costs[c], solutions[c].iterations, solutions[c].unconverged});
        if (result.validation_cost && costs[c] >= *result.validation_cost) continue;
        result.validation_cost = costs[c];
      }
      best = std::move(solutions[c]);
      best_C = cs[c];
      best_gamma = gamma;
      if (validation.empty()) break;
    }
  }

  std::vector<CsosrModel::SupportVector> vectors;
  for (Eigen::Index i = 0; i < n; ++i) {
    if (best.beta.row(i).cwiseAbs().maxCoeff() == 0) continue;
    CsosrModel::SupportVector v;
    v.north = sample[static_cast<std::size_t>(i)].north;
    v.south = sample[static_cast<std::size_t>(i)].south;
    for (int k = 0; k < kNumFinalCalls; ++k) v.beta[k] = best.beta(i, k);
    vectors.push_back(v);
  }
  result.model = std::make_shared<const CsosrModel>(params.features, best_C, best_gamma, std::move(vectors), best.bias);
  return result;
}

ModelKind CsosrModelKind() {
  return {CsosrModel::kKind, CsosrModel::kVersion, [](std::string_view payload) -> std::unique_ptr<Bidder> {
            return std::make_unique<OneCallBidder>(CsosrModel::LoadPayload(payload));
          }};
}

}  // namespace bidlab
