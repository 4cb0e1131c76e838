#include "learn/bandit/bandit_trainer.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <limits>
#include <mutex>
#include <thread>

#include "core/error.h"

namespace bidlab {

// The learning state of one node. "Live" statistics take every example as it
// is applied; the "snapshot" is what decisions read, re-solved from the live
// statistics at the end of each pile.
struct BanditTrainer::NodeState {
  // Live. shared_gram = λI + Σ xxᵀ over the node's visits (FULL UPDATE: the
  // Gram matrix of every terminal call); own_gram[k] that of a call learning
  // on its own (a non-terminal call, or every call under SINGLE UPDATE).
  BanditMatrix shared_gram;
  BanditWeights b = BanditWeights::Zero();        // column m: Σ r·x of call m
  std::array<double, kNumFinalCalls> count{};     // T_m
  std::array<std::int8_t, kNumFinalCalls> own{};  // index into own_gram, -1 = none yet
  std::vector<BanditMatrix> own_gram;
  std::uint64_t visits = 0;
  std::uint64_t own_dirty = 0;  // calls whose own Gram changed since the last solve
  bool dirty = false;

  // Snapshot. Gram matrices are kept as their Cholesky factors L (S = LLᵀ):
  // a re-solve is one factorisation, S⁻¹x two triangular solves, and
  // xᵀS⁻¹x = ‖L⁻¹x‖² (LinUCB). For a shared call, column m of `snap` is b_m
  // and its estimate b_mᵀ(S⁻¹x); for an own call it is w_m itself.
  BanditMatrix shared_factor;
  BanditWeights snap = BanditWeights::Zero();
  std::vector<BanditMatrix> own_factor;
  std::array<double, kNumFinalCalls> snap_count{};
  double snap_total = 0;
  std::uint64_t shared_calls = 0;  // bit m: call m learns through the shared Gram matrix
};

// A fixed set of threads that run one task together (the caller is thread 0).
class BanditTrainer::Pool {
 public:
  explicit Pool(int threads) : threads_(threads) {
    for (int t = 1; t < threads; ++t) workers_.emplace_back([this, t] { Loop(t); });
  }
  ~Pool() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    for (auto& w : workers_) w.join();
  }
  int threads() const { return threads_; }
  void Run(const std::function<void(int)>& task) {
    if (threads_ == 1) {
      task(0);
      return;
    }
    {
      std::lock_guard lock(mutex_);
      task_ = &task;
      pending_ = threads_ - 1;
      ++generation_;
    }
    wake_.notify_all();
    task(0);
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return pending_ == 0; });
    task_ = nullptr;
  }

 private:
  void Loop(int t) {
    std::uint64_t seen = 0;
    for (;;) {
      const std::function<void(int)>* task;
      {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
        if (stop_) return;
        seen = generation_;
        task = task_;
      }
      (*task)(t);
      {
        std::lock_guard lock(mutex_);
        if (--pending_ == 0) done_.notify_one();
      }
    }
  }

  int threads_;
  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  const std::function<void(int)>* task_ = nullptr;
  int pending_ = 0;
  std::uint64_t generation_ = 0;
  bool stop_ = false;
};

namespace {

// The generator of iteration t: SplitMix64 mixing of the seed and t.
SplitMix64 IterationRng(std::uint64_t seed, std::uint64_t t) {
  SplitMix64 mixer(seed ^ 0x6A09E667F3BCC909ull);
  return SplitMix64(mixer.Next() ^ SplitMix64(t).Next());
}

double Uniform01(SplitMix64& rng) { return static_cast<double>(rng.Next() >> 11) * 0x1.0p-53; }

}  // namespace

BanditTrainer::BanditTrainer(const BanditParams& params, std::span<const BanditDeal> deals, int threads)
    : params_(params), structure_(params.structure, params.depth, params.width, params.width_counts), deals_(deals) {
  params_.Validate();
  if (params.depth > kMaxBanditDepth) throw Error("bandit depth must be at most " + std::to_string(kMaxBanditDepth));
  if (deals.empty()) throw Error("bandit training needs at least one deal");
  if (deals.size() > std::numeric_limits<std::uint32_t>::max()) throw Error("too many training deals");
  if (params.scaling == FeatureScaling::kNone) {
    // Learn on the features as they are; Model() maps the weights back.
    const BanditVector scales = Eigen::Map<const BanditVector>(BanditFeatureScales().data());
    unscaled_.assign(deals.begin(), deals.end());
    for (BanditDeal& d : unscaled_) {
      d.north = d.north.cwiseProduct(scales);
      d.south = d.south.cwiseProduct(scales);
    }
    deals_ = unscaled_;
  }
  states_.resize(static_cast<std::size_t>(structure_.size()));
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  pool_ = std::make_unique<Pool>(std::clamp(threads > 0 ? threads : static_cast<int>(cores), 1, 64));
}

BanditTrainer::~BanditTrainer() = default;

BanditTrainer::NodeState& BanditTrainer::StateOf(int node) {
  std::unique_ptr<NodeState>& s = states_[static_cast<std::size_t>(node)];
  if (!s) {
    s = std::make_unique<NodeState>();
    const BanditNode& n = structure_.node(node);
    s->shared_gram = BanditMatrix::Identity() * params_.lambda;
    s->shared_factor = BanditMatrix::Identity() * std::sqrt(params_.lambda);
    s->own.fill(-1);
    s->shared_calls = params_.update == UpdateRule::kFull ? n.allowed & ~n.continuing : 0;
  }
  return *s;
}

int BanditTrainer::Choose(int node, const BanditVector& x, SplitMix64& rng, bool& penetrated) const {
  const BanditNode& n = structure_.node(node);
  const NodeState* s = states_[static_cast<std::size_t>(node)].get();
  std::array<double, kNumFinalCalls> estimates{}, uncertainties{};
  const bool linucb = params_.ucb == UcbRule::kLinUcb;
  // An arm that has learned nothing: estimate 0; UCB1 +∞, LinUCB
  // sqrt(xᵀ(λI)⁻¹x).
  const double fresh = linucb ? std::sqrt(x.squaredNorm() / params_.lambda) : std::numeric_limits<double>::infinity();
  if (s == nullptr) {
    uncertainties.fill(fresh);
  } else {
    BanditVector z;
    double shared_uncertainty = 0;
    if (s->shared_calls) {
      z = s->shared_factor.triangularView<Eigen::Lower>().solve(x);  // L⁻¹x
      shared_uncertainty = z.norm();
      s->shared_factor.transpose().triangularView<Eigen::Upper>().solveInPlace(z);  // S⁻¹x
    }
    const double two_log_total = s->snap_total > 1 ? 2.0 * std::log(s->snap_total) : 0.0;
    for (std::uint64_t bits = n.allowed; bits; bits &= bits - 1) {
      const int m = std::countr_zero(bits);
      const bool shared = (s->shared_calls >> m) & 1u;
      estimates[m] = s->snap.col(m).dot(shared ? z : x);
      if (!linucb) {
        // Ucb1Uncertainty(total, count) with the logarithm taken once.
        const double count = s->snap_count[m];
        uncertainties[m] = count > 0 ? std::sqrt(two_log_total / count) : fresh;
      } else if (shared) {
        uncertainties[m] = shared_uncertainty;
      } else {
        const int k = s->own[m];
        const bool solved = k >= 0 && static_cast<std::size_t>(k) < s->own_factor.size();
        uncertainties[m] =
            solved ? s->own_factor[static_cast<std::size_t>(k)].triangularView<Eigen::Lower>().solve(x).norm() : fresh;
      }
    }
  }
  int call = ChooseUpperConfidence(estimates, uncertainties, params_.alpha, n.allowed, rng.Next());
  penetrated = false;
  if (!((n.continuing >> call) & 1u) && n.continuing != 0 && params_.penetrate > 0 &&
      Uniform01(rng) < params_.penetrate) {
    // By the uncertainty alone: every estimate counts as 0 (ties at random).
    static constexpr std::array<double, kNumFinalCalls> kNoEstimates{};
    const bool by_reward = params_.penetrate_by == PenetrateBy::kReward;
    call = ChooseUpperConfidence(by_reward ? std::span<const double>(estimates) : kNoEstimates, uncertainties,
                                 by_reward ? params_.alpha : 1.0, n.continuing, rng.Next());
    penetrated = true;
  }
  return call;
}

BanditWalk BanditTrainer::Walk(std::uint64_t iteration) const {
  SplitMix64 rng = IterationRng(params_.seed, iteration);
  BanditWalk w;
  w.deal = rng.Below(static_cast<std::uint32_t>(deals_.size()));
  const BanditDeal& deal = deals_[w.deal];
  int node = 0;
  for (;;) {
    const BanditNode& n = structure_.node(node);
    bool penetrated = false;
    const int call = Choose(node, n.NorthCalls() ? deal.north : deal.south, rng, penetrated);
    w.node[static_cast<std::size_t>(w.steps)] = node;
    w.call[static_cast<std::size_t>(w.steps)] = static_cast<std::uint8_t>(call | (penetrated ? 0x80 : 0));
    ++w.steps;
    const int child = n.children[static_cast<std::size_t>(call)];
    if (child < 0) {
      w.final_call = n.FinalCallOf(call);
      break;
    }
    node = child;
  }
  w.reward = deal.reward[static_cast<std::size_t>(w.final_call)];
  return w;
}

void BanditTrainer::ForEachExample(const BanditWalk& walk, const std::function<void(const BanditExample&)>& fn) const {
  const BanditDeal& deal = deals_[walk.deal];
  const bool full = params_.update == UpdateRule::kFull;
  for (int k = 0; k < walk.steps; ++k) {
    const int node = walk.node[static_cast<std::size_t>(k)];
    const BanditNode& n = structure_.node(node);
    const int chosen = walk.call[static_cast<std::size_t>(k)] & 0x7F;
    const std::uint64_t terminal = n.allowed & ~n.continuing;
    BanditExample e;
    e.node = node;
    e.north = n.NorthCalls();
    if (full) {
      // Every terminal call's reward is known: its final contract is
      // FinalCallOf (PASS: the label; a bid: itself).
      for (std::uint64_t bits = terminal; bits; bits &= bits - 1) {
        e.call = std::countr_zero(bits);
        e.reward = deal.reward[static_cast<std::size_t>(n.FinalCallOf(e.call))];
        e.shared = true;
        fn(e);
      }
      if ((terminal >> chosen) & 1u) continue;  // already taught above, with the same reward
    }
    e.call = chosen;
    e.reward = walk.reward;
    e.shared = false;
    fn(e);
  }
}

void BanditTrainer::Apply(const BanditWalk& walk, int part, int parts, std::vector<int>& dirty) {
  const BanditDeal& deal = deals_[walk.deal];
  const bool full = params_.update == UpdateRule::kFull;
  for (int k = 0; k < walk.steps; ++k) {
    const int node = walk.node[static_cast<std::size_t>(k)];
    if (node % parts != part) continue;
    const BanditNode& n = structure_.node(node);
    NodeState& s = StateOf(node);
    const BanditVector& x = n.NorthCalls() ? deal.north : deal.south;
    if (!s.dirty) {
      s.dirty = true;
      dirty.push_back(node);
    }
    ++s.visits;
    const int chosen = walk.call[static_cast<std::size_t>(k)] & 0x7F;
    const std::uint64_t terminal = n.allowed & ~n.continuing;
    // Exactly the examples of ForEachExample, with the shared calls' common
    // Gram update done once.
    if (full) {
      s.shared_gram.selfadjointView<Eigen::Lower>().rankUpdate(x);
      for (std::uint64_t bits = terminal; bits; bits &= bits - 1) {
        const int m = std::countr_zero(bits);
        s.b.col(m).noalias() += deal.reward[static_cast<std::size_t>(n.FinalCallOf(m))] * x;
        s.count[static_cast<std::size_t>(m)] += 1;
      }
      if ((terminal >> chosen) & 1u) continue;
    }
    std::int8_t& own = s.own[static_cast<std::size_t>(chosen)];
    if (own < 0) {
      own = static_cast<std::int8_t>(s.own_gram.size());
      s.own_gram.push_back(BanditMatrix::Identity() * params_.lambda);
    }
    s.own_gram[static_cast<std::size_t>(own)].selfadjointView<Eigen::Lower>().rankUpdate(x);
    s.b.col(chosen).noalias() += walk.reward * x;
    s.count[static_cast<std::size_t>(chosen)] += 1;
    s.own_dirty |= std::uint64_t{1} << chosen;
  }
}

void BanditTrainer::Solve(int node) {
  NodeState& s = *states_[static_cast<std::size_t>(node)];
  s.dirty = false;
  const bool full = params_.update == UpdateRule::kFull;
  // Only the lower triangle of the Gram matrices is kept up to date, and
  // only it is read.
  if (full) {
    const Eigen::LLT<BanditMatrix, Eigen::Lower> llt(s.shared_gram);
    s.shared_factor = llt.matrixL();
    for (std::uint64_t bits = s.shared_calls; bits; bits &= bits - 1) {
      const int m = std::countr_zero(bits);
      s.snap.col(m) = s.b.col(m);
    }
  }
  for (std::uint64_t bits = s.own_dirty; bits; bits &= bits - 1) {
    const int m = std::countr_zero(bits);
    const auto k = static_cast<std::size_t>(s.own[static_cast<std::size_t>(m)]);
    if (s.own_factor.size() <= k) s.own_factor.resize(k + 1);
    const Eigen::LLT<BanditMatrix, Eigen::Lower> llt(s.own_gram[k]);
    s.own_factor[k] = llt.matrixL();
    s.snap.col(m) = llt.solve(s.b.col(m));
  }
  s.own_dirty = 0;
  s.snap_count = s.count;
  s.snap_total = 0;
  if (params_.ucb1_total == Ucb1Total::kVisits) s.snap_total = static_cast<double>(s.visits);
  else
    for (double c : s.count) s.snap_total += c;
}

void BanditTrainer::Run(std::uint64_t count) {
  const auto pile = static_cast<std::uint64_t>(params_.pile);
  const int threads = pool_->threads();
  std::vector<BanditWalk> walks(static_cast<std::size_t>(std::min<std::uint64_t>(pile, count)));
  std::vector<std::vector<int>> dirty(static_cast<std::size_t>(threads));
  std::vector<std::uint64_t> penetrations(static_cast<std::size_t>(threads));
  const std::uint64_t end = done_ + count;
  while (done_ < end) {
    // A pile ends at the next multiple of `pile` (or at the end of the run).
    const std::uint64_t stop = std::min(end, (done_ / pile + 1) * pile);
    const std::size_t n = static_cast<std::size_t>(stop - done_);
    const std::uint64_t first = done_;
    const bool parallel = threads > 1 && n >= 8;
    auto walk_part = [&](int t) {
      const std::size_t begin = n * static_cast<std::size_t>(t) / static_cast<std::size_t>(threads);
      const std::size_t last = n * static_cast<std::size_t>(t + 1) / static_cast<std::size_t>(threads);
      for (std::size_t i = begin; i < last; ++i) {
        walks[i] = Walk(first + i);
        for (int k = 0; k < walks[i].steps; ++k)
          penetrations[static_cast<std::size_t>(t)] += walks[i].call[static_cast<std::size_t>(k)] >> 7;
      }
    };
    auto apply_part = [&](int t) {
      for (std::size_t i = 0; i < n; ++i) Apply(walks[i], t, threads, dirty[static_cast<std::size_t>(t)]);
      for (int node : dirty[static_cast<std::size_t>(t)]) Solve(node);
      dirty[static_cast<std::size_t>(t)].clear();
    };
    if (parallel) {
      pool_->Run(walk_part);
      pool_->Run(apply_part);
    } else {
      for (int t = 0; t < threads; ++t) walk_part(t);
      for (int t = 0; t < threads; ++t) apply_part(t);
    }
    for (std::size_t i = 0; i < n; ++i) {
      const BanditWalk& w = walks[i];
      const bool full = params_.update == UpdateRule::kFull;
      for (int k = 0; k < w.steps; ++k) {
        if (!full) {
          ++examples_;
          continue;
        }
        const BanditNode& node = structure_.node(w.node[static_cast<std::size_t>(k)]);
        const std::uint64_t terminal = node.allowed & ~node.continuing;
        examples_ += static_cast<std::uint64_t>(std::popcount(terminal)) +
                     (((terminal >> (w.call[static_cast<std::size_t>(k)] & 0x7F)) & 1u) ? 0 : 1);
      }
    }
    done_ = stop;
  }
  for (std::uint64_t p : penetrations) penetrations_ += p;
}

std::shared_ptr<const BanditModel> BanditTrainer::Model() const {
  std::vector<BanditWeights> weights(static_cast<std::size_t>(structure_.size()), BanditWeights::Zero());
  std::vector<std::uint64_t> visits(static_cast<std::size_t>(structure_.size()), 0);
  for (int i = 0; i < structure_.size(); ++i) {
    const NodeState* s = states_[static_cast<std::size_t>(i)].get();
    if (s == nullptr) continue;
    BanditWeights& w = weights[static_cast<std::size_t>(i)];
    for (std::uint64_t bits = structure_.node(i).allowed; bits; bits &= bits - 1) {
      const int m = std::countr_zero(bits);
      if ((s->shared_calls >> m) & 1u) {
        BanditVector z = s->shared_factor.triangularView<Eigen::Lower>().solve(s->snap.col(m));
        s->shared_factor.transpose().triangularView<Eigen::Upper>().solveInPlace(z);
        w.col(m) = z;
      } else {
        w.col(m) = s->snap.col(m);
      }
    }
    if (params_.scaling == FeatureScaling::kNone)  // ŵ·x_raw = (ŵ ⊙ scales)·x_scaled
      w = Eigen::Map<const BanditVector>(BanditFeatureScales().data()).asDiagonal() * w;
    visits[static_cast<std::size_t>(i)] = s->visits;
  }
  BanditParams p = params_;
  p.iterations = done_;
  return std::make_shared<const BanditModel>(p, std::move(weights), std::move(visits), deals_.size());
}

BanditTrainResult TrainBandit(const BanditParams& params, std::span<const BanditDeal> deals,
                              const BanditTrainOptions& options) {
  BanditTrainer trainer(params, deals, options.threads);
  const auto pile = static_cast<std::uint64_t>(params.pile);
  std::uint64_t every = options.checkpoint_every;
  if (every > 0) every = (every + pile - 1) / pile * pile;
  // Progress in steps of whole piles, about a hundred a run.
  const std::uint64_t step = std::max<std::uint64_t>(pile, (params.iterations / 100 + pile - 1) / pile * pile);
  double seconds = 0;
  while (trainer.done() < params.iterations) {
    std::uint64_t next = std::min(params.iterations, trainer.done() + step);
    if (every > 0) next = std::min(next, (trainer.done() / every + 1) * every);
    const auto start = std::chrono::steady_clock::now();
    trainer.Run(next - trainer.done());
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (options.on_progress) options.on_progress(trainer.done(), params.iterations);
    if (every > 0 && options.on_checkpoint && trainer.done() % every == 0 && trainer.done() < params.iterations)
      options.on_checkpoint({trainer.done(), seconds, trainer.Model()});
  }
  BanditTrainResult result;
  result.model = trainer.Model();
  result.seconds = seconds;
  result.examples = trainer.examples();
  result.penetrations = trainer.penetrations();
  if (options.on_checkpoint) options.on_checkpoint({trainer.done(), seconds, result.model});
  return result;
}

}  // namespace bidlab
