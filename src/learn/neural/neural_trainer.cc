#include "learn/neural/neural_trainer.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>

#include "cluster/cluster.h"
#include "core/error.h"
#include "data/cost_vector.h"
#include "data/dataset_ops.h"
#include "learn/neural/call_targets.h"
#include "learn/neural/chunks.h"
#include "learn/nn/sparse_forward.h"

namespace bidlab::neural {

namespace {
// The 36 costs of a table (assumed declarer, WBF IMPs) as the trainer stores them.
std::array<float, kNumFinalCalls> CostsOf(const DoubleDummyTable& table, Vulnerability vulnerability) {
  const CostVector cost = MakeCostVector(table, vulnerability);
  std::array<float, kNumFinalCalls> costs;
  for (std::size_t c = 0; c < costs.size(); ++c) costs[c] = static_cast<float>(cost.costs[c]);
  return costs;
}
}  // namespace

std::vector<NeuralDeal> NeuralDealsOf(const Dataset& dataset, Split split) {
  const IndexRange range = DatasetSplitRange(dataset.header, dataset.records.size(), split);
  std::vector<NeuralDeal> deals;
  deals.reserve(range.size());
  for (std::size_t i = range.begin; i < range.end; ++i) {
    const DealRecord& r = dataset.records[i];
    NeuralDeal d;
    d.hands = {r.deal.hand(Seat::kNorth), r.deal.hand(Seat::kSouth)};
    d.table = r.table;
    d.vulnerability = dataset.header.vulnerability;
    d.costs = CostsOf(r.table, d.vulnerability);
    deals.push_back(d);
  }
  return deals;
}

NeuralDeal Relabel(const NeuralDeal& deal, const DealSymmetry& symmetry) {
  if (!deal.table)
    throw Error("a deal without its double-dummy table cannot be relabelled (train with --symmetries 1)");
  NeuralDeal out = deal;
  for (int h = 0; h < 2; ++h)
    out.hands[static_cast<std::size_t>(symmetry.half_turn ? 1 - h : h)] =
        bidlab::Relabel(deal.hands[static_cast<std::size_t>(h)], symmetry);
  out.table = bidlab::Relabel(*deal.table, symmetry);
  out.costs = CostsOf(*out.table, deal.vulnerability);
  return out;
}

std::string NeuralMethodName(NeuralMethod m) {
  return m == NeuralMethod::kPolicyGradient ? "policy-gradient" : "cost-regression";
}

void NeuralParams::Validate() const {
  if (hidden.empty()) throw Error("the neural bidder needs at least one hidden layer");
  for (int h : hidden)
    if (h < 1 || h > 4096) throw Error("hidden layer sizes must be between 1 and 4096");
  if (steps < 1) throw Error("--steps must be at least 1");
  if (deals_per_step < 1 || minibatch < 1) throw Error("--deals-per-step and --minibatch must be at least 1");
  if (!(learning_rate > 0) || !(final_learning_rate > 0)) throw Error("learning rates must be positive");
  if (exploration.start < 0 || exploration.start > 1 || exploration.end < 0 || exploration.end > 1)
    throw Error("exploration ε must lie in [0, 1]");
  if (entropy < 0 || final_entropy < 0) throw Error("the entropy bonus must not be negative");
  if (lookahead < 0 || target_sync < 0 || eval_every < 1)
    throw Error("--lookahead, --target-sync >= 0, --eval-every >= 1");
  if (symmetries < 1 || symmetries > kNumDealSymmetries) throw Error("--symmetries must be between 1 and 48");
  if (!(rollout_threshold >= 0 && rollout_threshold < 1)) throw Error("--rollout-threshold must lie in [0, 1)");
  if (passes < 1 || passes > 100) throw Error("--passes must be between 1 and 100");
  if (!(weight_average >= 0 && weight_average < 1)) throw Error("--weight-average must lie in [0, 1)");
}

nlohmann::json NeuralParams::ToJson() const {
  return {{"method", NeuralMethodName(method)},
          {"entropy", entropy},
          {"final_entropy", final_entropy},
          {"hidden", hidden},
          {"steps", steps},
          {"deals_per_step", deals_per_step},
          {"minibatch", minibatch},
          {"learning_rate", learning_rate},
          {"final_learning_rate", final_learning_rate},
          {"epsilon_start", exploration.start},
          {"epsilon_end", exploration.end},
          {"epsilon_decay_steps", exploration.decay_steps},
          {"lookahead", lookahead},
          {"target_sync", target_sync},
          {"eval_every", eval_every},
          {"symmetries", symmetries},
          {"rollout_threshold", rollout_threshold},
          {"passes", passes},
          {"weight_average", weight_average},
          {"seed", seed}};
}

nlohmann::json CurveToJson(const std::vector<CurvePoint>& curve) {
  nlohmann::json points = nlohmann::json::array();
  for (const CurvePoint& p : curve) {
    points.push_back({{"step", p.step},
                      {"deals_played", p.deals_played},
                      {"seconds", p.seconds},
                      {"train_loss", p.train_loss},
                      {"validation_cost", p.validation_cost}});
    if (p.average_validation_cost) points.back()["average_validation_cost"] = *p.average_validation_cost;
  }
  return points;
}

namespace {

nn::Network MakeNetwork(const NeuralParams& p) {
  std::mt19937_64 rng(MixSeed(p.seed, 0x6e6e));
  nn::Network net;
  int inputs = kInputs;
  for (int h : p.hidden) {
    net.Add(nn::DenseLayer(inputs, h, nn::Activation::kRelu, rng));
    inputs = h;
  }
  net.Add(nn::DenseLayer(inputs, kNumFinalCalls, nn::Activation::kLinear, rng));
  return net;
}

// The deals step `step` plays: `deals_per_step` random training deals, each
// replaced by a random one of its `symmetries` copies.
std::vector<NeuralDeal> DrawDeals(const NeuralParams& p, std::span<const NeuralDeal> train, long step) {
  const std::size_t n = static_cast<std::size_t>(p.deals_per_step);
  std::vector<NeuralDeal> deals(n);
  for (std::size_t e = 0; e < n; ++e) {
    const std::uint64_t draw = MixSeed(p.seed, static_cast<std::uint64_t>(step) * n + e);
    const std::uint64_t index = draw % train.size();
    const std::uint64_t copy = MixSeed(draw, 0x5e7) % static_cast<std::uint64_t>(p.symmetries);
    deals[e] = copy == 0 ? train[index] : Relabel(train[index], DealSymmetry::FromIndex(SymmetryOrder(index)[copy]));
  }
  return deals;
}

// Step 1's decisions, with the network's scores when each was made (36 per
// decision; step 2 weighs its importance-sampled rollouts with them).
struct Played {
  std::vector<Decision> decisions;
  std::vector<float> scores;
};

// Deals per chunk of step 1 (chunks.h).
constexpr std::size_t kPlayChunk = 128;

// Step 1 for deals [first, last): plays each once, exploring.
Played PlayChunk(const nn::Network& net, const NeuralParams& p, const EpsilonGreedy& explore,
                 std::span<const NeuralDeal> deals, std::size_t first, std::size_t last, long step) {
  std::vector<Decision> open(last - first);
  for (std::size_t e = first; e < last; ++e) open[e - first].deal = static_cast<std::uint32_t>(e);
  Played played;
  nn::Matrix x;
  for (int round = 0; !open.empty(); ++round) {
    x.resize(static_cast<Eigen::Index>(open.size()), kInputs);
    for (std::size_t r = 0; r < open.size(); ++r)
      EncodeDecision(deals[open[r].deal], open[r].state, x.data() + r * kInputs);
    const nn::Matrix q = nn::SparseForward(net, x);
    std::size_t kept = 0;
    for (std::size_t r = 0; r < open.size(); ++r) {
      Decision& d = open[r];
      const float* scores = q.data() + r * kNumFinalCalls;
      played.decisions.push_back(d);
      played.scores.insert(played.scores.end(), scores, scores + kNumFinalCalls);
      const std::uint64_t seed = MixSeed(MixSeed(p.seed ^ 0xe5e5, static_cast<std::uint64_t>(step)),
                                         static_cast<std::uint64_t>(round) * deals.size() + d.deal);
      const int c = p.method == NeuralMethod::kPolicyGradient ? SampleFromPolicy(scores, d.state.LegalMask(), seed)
                                                              : explore.Choose(scores, d.state.LegalMask(), step, seed);
      if (d.state.Ends(c)) continue;
      d.state = d.state.After(c);
      open[kept++] = d;
    }
    open.resize(kept);
  }
  return played;
}

// Step 1: plays each deal once, exploring, on `threads` threads; every
// decision made, chunk by chunk.
Played PlayExploring(const nn::Network& net, const NeuralParams& p, const EpsilonGreedy& explore,
                     std::span<const NeuralDeal> deals, long step, int threads) {
  std::vector<Played> chunks((deals.size() + kPlayChunk - 1) / kPlayChunk);
  ForEachChunk(deals.size(), kPlayChunk, threads, [&](std::size_t first, std::size_t last) {
    chunks[first / kPlayChunk] = PlayChunk(net, p, explore, deals, first, last, step);
  });
  Played all;
  for (const Played& c : chunks) {
    all.decisions.insert(all.decisions.end(), c.decisions.begin(), c.decisions.end());
    all.scores.insert(all.scores.end(), c.scores.begin(), c.scores.end());
  }
  return all;
}

// Step 3 cuts each mini-batch into this many shards, each forward and back
// on its own copy of the network (in parallel when threads allow), and sums
// their gradients: the same model whatever the thread count.
constexpr std::size_t kFitShards = 2;

// Step 3 on one shard: rows `rows` of a mini-batch of `count` decisions,
// forward and back on `net`. Returns the loss summed over the rows (policy
// gradient) or twice the squared error summed (cost regression); adds the
// legal calls seen to *terms.
double FitShard(nn::Network& net, const NeuralParams& p, std::span<const NeuralDeal> deals,
                std::span<const Decision> decisions, const std::vector<float>& targets,
                std::span<const std::size_t> rows, std::size_t count, double entropy, long* terms) {
  nn::Matrix x(static_cast<Eigen::Index>(rows.size()), kInputs), dz;
  std::vector<float> t(rows.size() * kNumFinalCalls);
  std::vector<std::uint64_t> legal(rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Decision& d = decisions[rows[r]];
    EncodeDecision(deals[d.deal], d.state, x.data() + r * kInputs);
    std::copy_n(targets.begin() + static_cast<std::ptrdiff_t>(rows[r] * kNumFinalCalls), kNumFinalCalls,
                t.begin() + static_cast<std::ptrdiff_t>(r * kNumFinalCalls));
    legal[r] = d.state.LegalMask();
    *terms += std::popcount(legal[r]);
  }
  const double loss = p.method == NeuralMethod::kPolicyGradient
                          ? PolicyGradientLoss(net.Forward(x), t, legal, entropy, &dz)
                          : 2 * LegalCallLoss(net.Forward(x), t, legal, &dz);
  // Both losses are means over the shard's rows; the gradient is of the mini-batch's mean.
  const double share = static_cast<double>(rows.size()) / static_cast<double>(count);
  dz *= static_cast<float>(share);
  net.Gradients(dz);
  return loss * static_cast<double>(rows.size());
}

// Step 3: one pass of mini-batches over the decisions; returns, before the
// updates, the mean squared error per legal call (cost regression) or the
// loss per decision (policy gradient).
double Fit(nn::Network& net, nn::Adam& adam, const NeuralParams& p, std::span<const NeuralDeal> deals,
           std::span<const Decision> decisions, const std::vector<float>& targets, long step, double entropy,
           int threads) {
  std::vector<std::size_t> order(decisions.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(), std::mt19937_64(MixSeed(p.seed ^ 0xf17, static_cast<std::uint64_t>(step))));
  std::vector<nn::Network> copies(kFitShards - 1, net);  // shard k > 0 runs on copies[k − 1]
  double total = 0;
  long terms = 0;
  for (std::size_t first = 0; first < order.size(); first += static_cast<std::size_t>(p.minibatch)) {
    const std::size_t count = std::min(order.size() - first, static_cast<std::size_t>(p.minibatch));
    std::array<double, kFitShards> loss{};
    std::array<long, kFitShards> shard_terms{};
    // Shard k holds rows [⌈count·k/S⌉, ⌈count·(k+1)/S⌉): shard 0 is never empty.
    const auto bound = [&](std::size_t k) { return (count * k + kFitShards - 1) / kFitShards; };
    const auto run = [&](std::size_t k) {
      const std::span<const std::size_t> rows(order.data() + first + bound(k), bound(k + 1) - bound(k));
      if (!rows.empty())
        loss[k] =
            FitShard(k == 0 ? net : copies[k - 1], p, deals, decisions, targets, rows, count, entropy, &shard_terms[k]);
    };
    ForEachChunk(kFitShards, 1, threads, [&](std::size_t k, std::size_t) { run(k); });
    for (std::size_t k = 0; k < kFitShards; ++k) {
      total += loss[k];
      terms += shard_terms[k];
      if (k > 0 && bound(k + 1) > bound(k)) net.AddGradients(copies[k - 1]);
    }
    adam.Step(net.Parameters());
    for (nn::Network& copy : copies) net.CopyWeightsTo(copy);
  }
  if (p.method == NeuralMethod::kPolicyGradient)
    return total / static_cast<double>(std::max<std::size_t>(order.size(), 1));
  return terms ? total / static_cast<double>(terms) : 0.0;
}

// This rank's part of `items` when a job's ranks share them: a contiguous
// slice, the last ranks one longer when they do not divide evenly.
template <typename T>
std::span<const T> RankShare(const Cluster& cluster, std::span<const T> items) {
  const auto ranks = static_cast<std::size_t>(cluster.size()), rank = static_cast<std::size_t>(cluster.rank());
  const std::size_t first = items.size() * rank / ranks, last = items.size() * (rank + 1) / ranks;
  return items.subspan(first, last - first);
}

// Step 3 across the ranks of a job (data-parallel): every rank cuts its own
// decisions into the same number of mini-batches (one process's count for
// the step's decisions of every rank), and before each update the ranks'
// gradients are summed (Cluster::SumEverywhere gives each rank the very same
// bits), so every rank keeps the same weights. Returns the loss as Fit does,
// over every rank's decisions.
double FitAcrossRanks(const Cluster& cluster, nn::Network& net, nn::Adam& adam, const NeuralParams& p,
                      std::span<const NeuralDeal> deals, std::span<const Decision> decisions,
                      const std::vector<float>& targets, long step, double entropy) {
  std::vector<double> counts(static_cast<std::size_t>(cluster.size()), 0.0);
  counts[static_cast<std::size_t>(cluster.rank())] = static_cast<double>(decisions.size());
  cluster.SumEverywhere(counts);
  double all = 0;
  for (double c : counts) all += c;
  const auto batches = static_cast<std::size_t>(std::ceil(all / static_cast<double>(p.minibatch)));
  std::vector<std::size_t> order(decisions.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(),
               std::mt19937_64(MixSeed(MixSeed(p.seed ^ 0xf17, static_cast<std::uint64_t>(step)),
                                       static_cast<std::uint64_t>(cluster.rank()))));
  // Mini-batch m of a rank holding n decisions: rows [n·m/B, n·(m+1)/B).
  const auto bound = [&](double n, std::size_t m) { return static_cast<std::size_t>(n) * m / batches; };
  const std::size_t gradients = net.ParameterCount();
  double total = 0, terms = 0;
  for (std::size_t m = 0; m < batches; ++m) {
    std::size_t count = 0;  // the mini-batch's decisions on every rank
    for (double n : counts) count += bound(n, m + 1) - bound(n, m);
    const auto mine = static_cast<double>(decisions.size());
    const std::span<const std::size_t> rows(order.data() + bound(mine, m), bound(mine, m + 1) - bound(mine, m));
    std::vector<double> sums(gradients + 2, 0.0);  // the gradients, then the loss and its terms
    if (!rows.empty()) {
      long shard_terms = 0;
      sums[gradients] = FitShard(net, p, deals, decisions, targets, rows, count, entropy, &shard_terms);
      sums[gradients + 1] = static_cast<double>(shard_terms);
      const std::vector<double> own = net.FlatGradients();
      std::copy(own.begin(), own.end(), sums.begin());
    }
    cluster.SumEverywhere(sums);
    net.SetFlatGradients(std::span<const double>(sums).first(gradients));
    adam.Step(net.Parameters());
    total += sums[gradients];
    terms += sums[gradients + 1];
  }
  if (p.method == NeuralMethod::kPolicyGradient) return total / std::max(all, 1.0);
  return terms > 0 ? total / terms : 0.0;
}

// The greedy network's average cost on `deals`, each rank measuring its
// share (alone: GreedyAverageCost itself).
double AverageCostAcrossRanks(const Cluster& cluster, const nn::Network& net, std::span<const NeuralDeal> deals,
                              int threads) {
  if (cluster.size() == 1 || deals.empty()) return GreedyAverageCost(net, deals, threads);
  const std::span<const NeuralDeal> mine = RankShare(cluster, deals);
  std::vector<double> sum = {mine.empty() ? 0.0
                                          : GreedyAverageCost(net, mine, threads) * static_cast<double>(mine.size())};
  cluster.SumEverywhere(sum);
  return sum[0] / static_cast<double>(deals.size());
}

// Whether training stops for time: every rank stops at the same step (one
// that went on alone would wait for the others forever), when any rank's
// clock says so.
bool OutOfTime(const Cluster& cluster, bool here) {
  std::vector<double> votes = {here ? 1.0 : 0.0};
  cluster.SumEverywhere(votes);
  return votes[0] > 0;
}

}  // namespace

double PolicyGradientLoss(const nn::Matrix& scores, std::span<const float> targets,
                          std::span<const std::uint64_t> legal, double entropy_weight, nn::Matrix* dz) {
  const Eigen::Index rows = scores.rows();
  if (dz) *dz = nn::Matrix::Zero(rows, kNumFinalCalls);
  double loss = 0;
  const double beta = entropy_weight;
  for (Eigen::Index r = 0; r < rows; ++r) {
    const std::uint64_t mask = legal[static_cast<std::size_t>(r)];
    const float* target = targets.data() + static_cast<std::size_t>(r) * kNumFinalCalls;
    double lowest = std::numeric_limits<double>::infinity();
    for (int c = 0; c < kNumFinalCalls; ++c)
      if ((mask >> c) & 1u) lowest = std::min(lowest, static_cast<double>(scores(r, c)));
    std::array<double, kNumFinalCalls> pi{};
    double total = 0;
    for (int c = 0; c < kNumFinalCalls; ++c)
      if ((mask >> c) & 1u) total += pi[static_cast<std::size_t>(c)] = std::exp(lowest - scores(r, c));
    double expected = 0, entropy = 0;
    for (int c = 0; c < kNumFinalCalls; ++c) {
      double& p = pi[static_cast<std::size_t>(c)];
      if (p == 0) continue;
      p /= total;
      expected += p * target[c];
      entropy -= p * std::log(p);
    }
    loss += expected - beta * entropy;
    if (!dz) continue;
    for (int c = 0; c < kNumFinalCalls; ++c) {
      const double p = pi[static_cast<std::size_t>(c)];
      if (p == 0) continue;
      (*dz)(r, c) =
          static_cast<float>(-p * (target[c] - expected + beta * (std::log(p) + entropy)) / static_cast<double>(rows));
    }
  }
  return loss / static_cast<double>(std::max<Eigen::Index>(rows, 1));
}

double LegalCallLoss(const nn::Matrix& q, std::span<const float> targets, std::span<const std::uint64_t> legal,
                     nn::Matrix* dz) {
  const Eigen::Index rows = q.rows();
  if (dz) *dz = nn::Matrix::Zero(rows, kNumFinalCalls);
  double loss = 0;
  for (Eigen::Index r = 0; r < rows; ++r) {
    const std::uint64_t mask = legal[static_cast<std::size_t>(r)];
    for (int c = 0; c < kNumFinalCalls; ++c) {
      if (!((mask >> c) & 1u)) continue;
      const float diff = q(r, c) - targets[static_cast<std::size_t>(r) * kNumFinalCalls + static_cast<std::size_t>(c)];
      loss += 0.5 * static_cast<double>(diff) * diff;
      if (dz) (*dz)(r, c) = diff / static_cast<float>(rows);
    }
  }
  return loss / static_cast<double>(std::max<Eigen::Index>(rows, 1));
}

NeuralTrainResult TrainNeural(const NeuralParams& params, std::span<const NeuralDeal> train,
                              std::span<const NeuralDeal> validation, const NeuralTrainOptions& options) {
  params.Validate();
  if (train.empty()) throw Error("the neural bidder needs training deals");
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  // Adds the time since the last call to `phase`.
  double lap_start = 0;
  const auto lap = [&](double& phase) {
    const double now = elapsed();
    phase += now - lap_start;
    lap_start = now;
  };
  EpsilonGreedy explore = params.exploration;
  if (explore.decay_steps <= 0) explore.decay_steps = std::max(1L, params.steps / 2);

  // Under mpirun the ranks share each step's deals and sum their gradients
  // (data-parallel); every rank holds the same network throughout.
  const Cluster& cluster = Cluster::Current();
  nn::Network net = MakeNetwork(params);
  nn::Network target_net = net;
  nn::Adam adam(static_cast<float>(params.learning_rate));
  NeuralTrainResult result;
  nn::Network best = net;
  nn::Network average = net;  // NeuralParams::weight_average
  result.best_validation_cost = std::numeric_limits<double>::infinity();
  double loss_sum = 0;
  long loss_steps = 0;
  std::vector<float> targets;

  const auto checkpoint = [&](long step) {
    CurvePoint point;
    point.step = step;
    point.deals_played = step * params.deals_per_step;
    point.seconds = elapsed();
    point.train_loss = loss_steps ? loss_sum / static_cast<double>(loss_steps) : 0.0;
    lap_start = elapsed();
    const std::span<const NeuralDeal> measured = validation.empty() ? train : validation;
    point.validation_cost = AverageCostAcrossRanks(cluster, net, measured, options.threads);
    if (params.weight_average > 0)
      point.average_validation_cost = AverageCostAcrossRanks(cluster, average, measured, options.threads);
    lap(result.phase_seconds.validation);
    loss_sum = 0;
    loss_steps = 0;
    result.curve.push_back(point);
    if (point.validation_cost < result.best_validation_cost) {
      result.best_validation_cost = point.validation_cost;
      result.best_step = step;
      result.best_is_average = false;
      best = net;
    }
    if (point.average_validation_cost && *point.average_validation_cost < result.best_validation_cost) {
      result.best_validation_cost = *point.average_validation_cost;
      result.best_step = step;
      result.best_is_average = true;
      best = average;
    }
    if (options.on_checkpoint) options.on_checkpoint(point, params.steps);
  };

  checkpoint(0);
  long step = 0;
  while (step < params.steps) {
    if (options.max_minutes > 0 && OutOfTime(cluster, elapsed() > options.max_minutes * 60)) {
      result.stopped_by_time = true;
      break;
    }
    const double progress = static_cast<double>(step) / static_cast<double>(params.steps);
    adam.set_learning_rate(
        static_cast<float>(params.learning_rate + (params.final_learning_rate - params.learning_rate) * progress));
    lap_start = elapsed();
    const std::vector<NeuralDeal> drawn = DrawDeals(params, train, step);
    const std::span<const NeuralDeal> deals = RankShare(cluster, std::span<const NeuralDeal>(drawn));
    const Played played = PlayExploring(net, params, explore, deals, step, options.threads);
    const std::vector<Decision>& decisions = played.decisions;
    lap(result.phase_seconds.play);
    targets.resize(decisions.size() * kNumFinalCalls);
    const bool policy = params.method == NeuralMethod::kPolicyGradient;
    RolloutPolicy rollout;
    rollout.lookahead = params.lookahead;
    rollout.sample = policy;
    rollout.min_probability = params.rollout_threshold;
    rollout.seed = MixSeed(params.seed ^ 0x7011, static_cast<std::uint64_t>(step));
    // The policy is learned on-policy: its rollouts read the live network.
    FillCallTargetsParallel(params.target_sync > 0 && !policy ? target_net : net, deals, decisions, rollout,
                            targets.data(), options.threads, played.scores.data());
    lap(result.phase_seconds.targets);
    const double entropy = params.entropy + (params.final_entropy - params.entropy) * progress;
    for (int pass = 0; pass < params.passes; ++pass) {
      const long fit_step = step * params.passes + pass;
      const double loss = cluster.size() > 1
                              ? FitAcrossRanks(cluster, net, adam, params, deals, decisions, targets, fit_step, entropy)
                              : Fit(net, adam, params, deals, decisions, targets, fit_step, entropy, options.threads);
      if (pass == 0) loss_sum += loss;
    }
    if (params.weight_average > 0) net.UpdateAverage(average, static_cast<float>(1 - params.weight_average));
    lap(result.phase_seconds.fit);
    ++loss_steps;
    result.decisions += static_cast<long>(decisions.size());
    ++step;
    if (params.target_sync > 0 && step % params.target_sync == 0) target_net = net;
    if (step % params.eval_every == 0 || step == params.steps) checkpoint(step);
    if (options.on_progress) options.on_progress(step, params.steps);
  }
  if (result.stopped_by_time && (result.curve.empty() || result.curve.back().step != step)) checkpoint(step);
  std::vector<double> decisions_made = {static_cast<double>(result.decisions)};
  cluster.SumEverywhere(decisions_made);  // every rank's
  result.decisions = static_cast<long>(decisions_made[0]);
  result.steps_done = step;
  result.seconds = elapsed();
  nlohmann::json info = {{"params", params.ToJson()},
                         {"train_deals", train.size()},
                         {"validation_deals", validation.size()},
                         {"steps_done", step},
                         {"stopped_by_time", result.stopped_by_time},
                         {"best_step", result.best_step},
                         {"best_is_average", result.best_is_average},
                         {"validation_cost", result.best_validation_cost},
                         {"seconds", result.seconds},
                         {"decisions", result.decisions},
                         {"phase_seconds",
                          {{"play", result.phase_seconds.play},
                           {"targets", result.phase_seconds.targets},
                           {"fit", result.phase_seconds.fit},
                           {"validation", result.phase_seconds.validation}}},
                         {"curve", CurveToJson(result.curve)}};
  result.model = std::make_shared<const NeuralModel>(std::move(best), std::move(info));
  return result;
}

}  // namespace bidlab::neural
