#include "experiments/train/contested_reinforcement.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "core/board.h"
#include "core/error.h"
#include "core/imp.h"
#include "data/cost_vector.h"
#include "eval/evaluate.h"
#include "eval/handover_seat.h"
#include "eval/match_doubles.h"
#include "eval/uncontested_seat.h"
#include "learn/contested_neural/contested_bidder.h"
#include "learn/contested_neural/contested_input.h"
#include "learn/contested_neural/imitation.h"
#include "learn/contested_neural/policy_gradient.h"
#include "learn/neural/chunks.h"
#include "learn/neural/exploration.h"
#include "learn/nn/sparse_forward.h"

namespace bidlab {

using contested_neural::ContestedModel;
using contested_neural::kInputs;
using neural::ForEachChunk;
using neural::MixSeed;

void ReinforceParams::Validate() const {
  if (steps < 1) throw Error("reinforce: --steps must be at least 1");
  if (boards_per_step < 1) throw Error("reinforce: boards per step must be at least 1");
  if (!(learning_rate > 0) || !(final_learning_rate > 0)) throw Error("reinforce: learning rates must be positive");
  if (!(entropy >= 0)) throw Error("reinforce: the entropy bonus must be at least 0");
  if (!(rollout_threshold >= 0 && rollout_threshold <= 1)) throw Error("reinforce: τ must be in [0, 1]");
  if (!(target_scale > 0)) throw Error("reinforce: the target scale must be positive");
  if (validate_every < 1) throw Error("reinforce: validate_every must be at least 1");
  if (snapshot_every < 0) throw Error("reinforce: --snapshot-every must be at least 0");
  if (!(priority.temperature > 0)) throw Error("reinforce: the priority temperature must be positive");
  if (!(priority.floor >= 0 && priority.floor <= 1)) throw Error("reinforce: the priority floor must be in [0, 1]");
  if (!(priority.fixed_share >= 0 && priority.fixed_share < 1))
    throw Error("reinforce: --pass-share must be in [0, 1)");
  if (!(double_penalty >= 0)) throw Error("reinforce: --double-penalty must be at least 0");
  if (!(max_doubles_made >= 0 && max_doubles_made <= 1)) throw Error("reinforce: --max-doubles-made must be in [0, 1]");
  if (min_doubles < 1) throw Error("reinforce: --min-doubles must be at least 1");
  if (!(max_uncontested_cost >= 0)) throw Error("reinforce: --max-uncontested-cost must be at least 0");
  if (!(imitation_weight >= 0)) throw Error("reinforce: --imitation-weight must be at least 0");
}

nlohmann::json ReinforceParams::ToJson() const {
  return {{"steps", steps},
          {"boards_per_step", boards_per_step},
          {"learning_rate", learning_rate},
          {"final_learning_rate", final_learning_rate},
          {"entropy", entropy},
          {"rollout_threshold", rollout_threshold},
          {"target_scale", target_scale},
          {"validate_every", validate_every},
          {"snapshot_every", snapshot_every},
          {"priority_temperature", priority.temperature},
          {"priority_floor", priority.floor},
          {"pass_share", priority.fixed_share},
          {"double_penalty", double_penalty},
          {"max_doubles_made", max_doubles_made},
          {"min_doubles", min_doubles},
          {"max_uncontested_cost", max_uncontested_cost},
          {"imitation_weight", imitation_weight},
          {"seed", seed}};
}

nlohmann::json ReinforceCurveJson(const std::vector<ReinforcePoint>& curve) {
  nlohmann::json out = nlohmann::json::array();
  for (const ReinforcePoint& p : curve) {
    nlohmann::json members = nlohmann::json::array();
    for (const MemberResult& m : p.members)
      members.push_back({{"name", m.name},
                         {"imps", m.imps},
                         {"standard_error", m.standard_error},
                         {"against_best", m.against_best},
                         {"doubles_level", m.doubles_level},
                         {"doubles", m.doubles},
                         {"doubles_made", m.doubles_made}});
    out.push_back({{"step", p.step},
                   {"seconds", p.seconds},
                   {"train_imps", p.train_imps},
                   {"validation_imps", p.validation_imps},
                   {"validation_stderr", p.validation_stderr},
                   {"worst", p.worst},
                   {"members", members},
                   {"doubles_made", p.doubles_made},
                   {"uncontested_cost", p.uncontested_cost},
                   {"qualified", p.qualified}});
  }
  return out;
}

namespace {

constexpr std::size_t kPlayChunk = 16;      // boards per chunk of play
constexpr std::size_t kRolloutChunk = 256;  // rollouts per chunk

std::vector<ReinforcePoint> CurveFromJson(const nlohmann::json& j) {
  std::vector<ReinforcePoint> curve;
  for (const nlohmann::json& p : j) {
    ReinforcePoint point{p.at("step").get<int>(),
                         p.at("seconds").get<double>(),
                         p.at("train_imps").get<double>(),
                         p.at("validation_imps").get<double>(),
                         p.at("validation_stderr").get<double>(),
                         p.value("worst", std::string()),
                         {},
                         p.value("doubles_made", 0.0),
                         p.value("uncontested_cost", 0.0),
                         p.value("qualified", true)};
    for (const nlohmann::json& m : p.value("members", nlohmann::json::array()))
      point.members.push_back({m.at("name").get<std::string>(), m.at("imps").get<double>(),
                               m.at("standard_error").get<double>(), m.at("against_best").get<bool>(),
                               m.value("doubles_level", 0), m.value("doubles", std::size_t{0}),
                               m.value("doubles_made", std::size_t{0})});
    curve.push_back(std::move(point));
  }
  return curve;
}

bool NorthSouth(Seat seat) { return ToInt(seat) % 2 == 0; }

// One board of a step: which board, whether the network sits North-South,
// and against which opponent of the pool.
struct Slot {
  std::size_t board = 0;
  bool network_ns = true;
  std::size_t opponent = 0;
};

// One of the network's decisions while playing: its slot, the auction
// before it, its input row, scores and legal calls, and the uncontested
// teacher's call there (-1: none asked, the opponents have spoken).
struct Decision {
  std::uint32_t slot = 0;
  Auction before;
  std::vector<float> row;
  std::array<float, kNumCalls> scores{};
  std::uint64_t legal = 0;
  int teacher = -1;
};

// A call of a decision followed to the end of the auction.
struct Rollout {
  std::uint32_t decision = 0;
  int call = 0;
  Auction auction;
  double imps = 0;  // its target: IMPs less the penalty of an unsound double
};

BidRequest RequestOf(const MatchBoard& board, const Auction& auction) {
  const Seat seat = auction.NextToCall();
  return BidRequest{seat, board.deal.hand(seat), &auction, std::nullopt, board.vulnerability};
}

// Scores of the network for one caller; its input row in *row.
std::array<float, kNumCalls> ScoresOf(const nn::Network& net, const MatchBoard& board, const Auction& auction,
                                      std::vector<float>* row, nn::ForwardScratch& scratch) {
  row->resize(kInputs);
  const Seat seat = auction.NextToCall();
  contested_neural::EncodeInput(board.deal.hand(seat), seat, board.vulnerability, auction, row->data());
  std::array<float, kNumCalls> out{};
  nn::ForwardRow(net, row->data(), out.data(), scratch);
  return out;
}

// Completes every auction of rollouts[first, last): the network's seats
// greedy, the opponent's as it bids.
void FinishAuctions(const nn::Network& net, std::span<const MatchBoard> train, std::span<const Slot> slots,
                    std::span<const Decision> decisions, std::span<Rollout> rollouts,
                    std::span<const std::unique_ptr<Bidder>> opponents) {
  const auto board_of = [&](const Rollout& r) -> const MatchBoard& {
    return train[slots[decisions[r.decision].slot].board];
  };
  std::vector<std::size_t> ours;
  contested_neural::InputEntries input;
  nn::ForwardScratch scratch;
  // The network does not change while the rollouts finish: each player's
  // first-layer sums over their own inputs serve all their calls here.
  nn::LeadingSums leading;
  while (true) {
    ours.clear();
    bool any = false;
    for (std::size_t i = 0; i < rollouts.size(); ++i) {
      Rollout& r = rollouts[i];
      if (r.auction.IsComplete()) continue;
      any = true;
      const Seat seat = r.auction.NextToCall();
      if (NorthSouth(seat) == slots[decisions[r.decision].slot].network_ns) {
        ours.push_back(i);
      } else {
        r.auction.Add(opponents[slots[decisions[r.decision].slot].opponent]->Bid(RequestOf(board_of(r), r.auction)));
      }
    }
    if (!any) break;
    if (ours.empty()) continue;
    for (const std::size_t i : ours) {
      Rollout& r = rollouts[i];
      const Seat seat = r.auction.NextToCall();
      const MatchBoard& b = board_of(r);
      contested_neural::EncodeInput(b.deal.hand(seat), seat, b.vulnerability, r.auction, input);
      float scores[kNumCalls];
      leading.Forward(net, input.row(), contested_neural::kPlayerInputs, scores, scratch);
      r.auction.Add(Call::FromIndex(contested_neural::BestLegal(scores, LegalCallMask(r.auction))));
    }
  }
}

// Adds to *dz (the policy gradient's, averaged over the rows) the gradient
// of `weight` × the cross-entropy of the teacher's call at each row that
// has one, averaged over all the rows alike: each anchored decision weighs
// as much in every batch.
void AddImitation(const nn::Matrix& scores, std::span<const int> teacher, std::span<const std::uint64_t> legal,
                  double weight, nn::Matrix* dz) {
  std::vector<Eigen::Index> rows;
  for (std::size_t r = 0; r < teacher.size(); ++r)
    if (teacher[r] >= 0) rows.push_back(static_cast<Eigen::Index>(r));
  if (rows.empty()) return;
  nn::Matrix logits(static_cast<Eigen::Index>(rows.size()), scores.cols());
  std::vector<int> targets;
  std::vector<std::uint64_t> masks;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    logits.row(static_cast<Eigen::Index>(i)) = scores.row(rows[i]);
    targets.push_back(teacher[static_cast<std::size_t>(rows[i])]);
    masks.push_back(legal[static_cast<std::size_t>(rows[i])]);
  }
  nn::Matrix cross;
  contested_neural::LegalCrossEntropy(logits, targets, masks, &cross);
  // LegalCrossEntropy averages over the anchored rows; rescale to all of them.
  const auto scale = static_cast<float>(weight * static_cast<double>(rows.size()) / static_cast<double>(scores.rows()));
  for (std::size_t i = 0; i < rows.size(); ++i) dz->row(rows[i]) += scale * cross.row(static_cast<Eigen::Index>(i));
}

}  // namespace

namespace {

// How a setting of the run is named to a user: its option.
std::string SettingName(const std::string& key) {
  if (key == "opponents") return "opponents (--against, --league, --exploit)";
  if (key == "train_boards") return "training boards (--boards)";
  if (key == "validation_boards") return "validation boards (--validation-boards)";
  std::string option = "--" + key;
  std::replace(option.begin(), option.end(), '_', '-');
  return option;
}

// A resumed run continues the checkpoint's: every setting but the number of
// steps (more steps continue it) must be the one it started with, or the
// model would mix two runs and its best step compare figures of both.
// `stored`: the checkpoint's info "reinforce" (the parameters under
// "params"); `now`: this run's, the parameters among the rest.
void RequireSameSettings(const nlohmann::json& stored, const nlohmann::json& now, const std::string& checkpoint) {
  const nlohmann::json& stored_params = stored.at("params");
  for (const auto& [key, value] : now.items()) {
    const nlohmann::json& had = stored_params.contains(key) ? stored_params : stored;
    if (key == "steps" || !had.contains(key) || had.at(key) == value) continue;  // a key older models lack: unchecked
    throw Error("cannot resume from " + checkpoint + ": its run had " + SettingName(key) + " " + had.at(key).dump() +
                ", this one has " + value.dump() +
                " (a run resumes only with the settings it started with, --steps aside; delete the checkpoint to "
                "start again, or choose another output)");
  }
}

}  // namespace

double UnsoundDoublePenalty(const TableResult& table, bool network_north_south, double penalty) {
  const DoubledTable doubled = DoubledFrom(table, network_north_south);
  return doubled.doubled && !doubled.declared_by_pair && doubled.made ? penalty : 0;
}

void SetWorstDoubles(MemberResult& member, const PairDoubles& doubles, int min_doubles) {
  member.doubles_level = 0;
  for (int level = 1; level <= kNumLevels; ++level) {
    const DoubledContracts& d = doubles.penalty[static_cast<std::size_t>(level - 1)];
    if (d.count < static_cast<std::size_t>(min_doubles)) continue;
    // made/count above the kept one's, compared without division.
    if (member.doubles_level == 0 || d.made * member.doubles > member.doubles_made * d.count) {
      member.doubles_level = level;
      member.doubles = d.count;
      member.doubles_made = d.made;
    }
  }
}

bool WithinLimits(const ReinforcePoint& point, const ReinforceParams& params) {
  return point.doubles_made <= params.max_doubles_made &&
         (params.max_uncontested_cost == 0 || point.uncontested_cost <= params.max_uncontested_cost);
}

bool KeptBefore(const ReinforcePoint& point, bool best_qualified, double best_imps) {
  return point.qualified != best_qualified ? point.qualified : point.validation_imps > best_imps;
}

int BestScoreOfOneSide(const MatchBoard& board, bool north_south) {
  if (north_south) return BestScore(board.table, board.vulnerability);
  // East-West's is North-South's best on the table turned one seat round.
  DoubleDummyTable turned;
  for (int s = 0; s < kNumStrains; ++s) {
    const auto strain = static_cast<Strain>(s);
    turned.Set(Seat::kNorth, strain, board.table.Tricks(Seat::kEast, strain));
    turned.Set(Seat::kSouth, strain, board.table.Tricks(Seat::kWest, strain));
  }
  const auto v = static_cast<int>(board.vulnerability);  // bit 0: North-South, bit 1: East-West
  return -BestScore(turned, static_cast<Vulnerability>(((v & 1) << 1) | (v >> 1)));
}

namespace {

// The validation point's match against each opponent given: IMPs/board
// and its standard error, or for an opponent scored against the best
// contract the network's cost against it, both ways round.
std::vector<MemberResult> PlayMembers(const Bidder& network, std::span<const std::unique_ptr<Bidder>> seated,
                                      std::span<const ReinforceOpponent> opponents, std::span<const std::string> names,
                                      const std::vector<MatchBoard>& boards, int min_doubles, int threads) {
  std::vector<MemberResult> out;
  for (std::size_t o = 0; o < opponents.size(); ++o) {
    MemberResult m;
    m.name = names[o];
    m.against_best = opponents[o].against_best;
    if (!m.against_best) {
      MatchOptions match;
      match.threads = threads;
      const MatchSummary v = PlayMatch(network, *seated[o], boards, match).summary;
      m.imps = v.imps_per_board;
      m.standard_error = v.standard_error;
      SetWorstDoubles(m, v.doubles[0], min_doubles);
    } else {
      std::vector<int> cost(boards.size());
      ForEachChunk(boards.size(), kPlayChunk, threads, [&](std::size_t first, std::size_t last) {
        const std::unique_ptr<Bidder> net = SeatAtContestedTable(network), opp = seated[o]->Clone();
        for (std::size_t i = first; i < last; ++i) {
          const int ns = PlayTable(*net, *opp, boards[i]).score - BestScoreOfOneSide(boards[i], true);
          const int ew = PlayTable(*opp, *net, boards[i]).score - BestScoreOfOneSide(boards[i], false);
          cost[i] = Imps(ns) + Imps(-ew);
        }
      });
      double sum = 0, squares = 0;
      for (const int c : cost) {
        sum += c / 2.0;
        squares += c / 2.0 * (c / 2.0);
      }
      const auto n = static_cast<double>(boards.size());
      m.imps = sum / n;
      m.standard_error = n > 1 ? std::sqrt(std::max(0.0, squares / n - m.imps * m.imps) / (n - 1)) : 0;
    }
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace

ReinforceResult TrainReinforce(const ContestedModel& start, const ReinforceParams& params,
                               std::span<const MatchBoard> train, std::span<const MatchBoard> validation,
                               std::span<const ReinforceOpponent> opponents, const ReinforceOptions& options) {
  params.Validate();
  if (train.empty() || validation.empty()) throw Error("reinforce: no training or no validation boards");
  if (std::all_of(opponents.begin(), opponents.end(), [](const ReinforceOpponent& o) { return o.against_best; }))
    throw Error("reinforce: no opponent scored as a match (the passing pair alone chooses no model)");
  if (params.imitation_weight > 0 && options.uncontested_teacher == nullptr)
    throw Error("reinforce: --imitation-weight needs an uncontested teacher");
  const std::unique_ptr<Bidder> teacher =
      params.imitation_weight > 0 ? SeatAtContestedTable(*options.uncontested_teacher) : nullptr;
  if (params.max_uncontested_cost > 0 && options.uncontested.empty())
    throw Error("reinforce: --max-uncontested-cost needs the uncontested validation deals");
  const auto began = std::chrono::steady_clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count(); };
  const int threads = std::max(1, options.threads);
  // The pool: the opponents given, then the snapshots as they are taken.
  std::vector<std::unique_ptr<Bidder>> seated;
  std::vector<std::string> member_names;
  std::vector<bool> fixed_share;
  std::string names;
  for (const ReinforceOpponent& o : opponents) {
    seated.push_back(SeatAtContestedTable(*o.bidder));
    member_names.push_back(o.name.empty() ? seated.back()->Name() : o.name);
    fixed_share.push_back(o.against_best);
    names += (names.empty() ? "" : ", ") + member_names.back();
  }
  // What the models' info records of this run (below), which a resumed run shares.
  nlohmann::json settings = params.ToJson();
  settings["opponents"] = names;
  settings["train_boards"] = train.size();
  settings["validation_boards"] = validation.size();
  for (const auto& [k, v] : options.note.items()) settings[k] = v;
  if (options.resume)
    RequireSameSettings(options.resume->latest->info().at("reinforce"), settings, options.resume_name);
  const std::vector<MatchBoard> validation_boards(validation.begin(), validation.end());
  const std::vector<ScoredDeal> uncontested_deals(options.uncontested.begin(), options.uncontested.end());

  nn::Network net = start.network();
  ReinforceResult result;
  std::shared_ptr<const ContestedModel> best;
  double best_imps = -INFINITY;
  bool best_qualified = false;
  int best_step = 0;
  std::vector<double> recent(seated.size(), 0.0);  // r_o of league_pool.h
  std::vector<int> snapshot_steps;
  const auto add_snapshot = [&](std::shared_ptr<const ContestedModel> model, int step) {
    seated.push_back(std::make_unique<contested_neural::ContestedBidder>(std::move(model)));
    member_names.push_back("snapshot " + std::to_string(step));
    fixed_share.push_back(false);
    recent.push_back(0.0);
    snapshot_steps.push_back(step);
  };
  nn::Adam adam(static_cast<float>(params.learning_rate));
  double interval_expected = 0;
  long interval_decisions = 0;
  // A checkpoint written before its step's validation: the validation comes first.
  bool validation_due = false;
  if (options.resume) {
    const ReinforceCheckpoint& from = *options.resume;
    const std::string cannot = "cannot resume from " + options.resume_name + ": ";
    const nlohmann::json& info = from.latest->info().at("reinforce");
    net = from.latest->network();
    result.steps_done = info.at("steps_done").get<int>();
    if (result.steps_done > params.steps)
      throw Error(cannot + "its run has done " + std::to_string(result.steps_done) + " steps, more than --steps " +
                  std::to_string(params.steps) +
                  " (--steps may only grow; delete the checkpoint to start again, or choose another output)");
    result.curve = CurveFromJson(info.at("curve"));
    best = from.kept;
    best_step = info.at("best_step").get<int>();
    if ((best != nullptr) != (best_step > 0) ||
        (best && best->info().at("reinforce").at("best_step").get<int>() != best_step))
      throw Error(cannot + "its kept model is not the one its record names (step " + std::to_string(best_step) + ")");
    if (best) {
      best_imps = info.at("best_validation_imps").get<double>();
      best_qualified = info.value("best_qualified", true);  // a run without limits qualifies every point
    }
    const nlohmann::json& league = info.at("league");
    const auto steps = league.at("snapshot_steps").get<std::vector<int>>();
    if (steps.size() != options.resume_snapshots.size())
      throw Error(cannot + "it lists " + std::to_string(steps.size()) + " snapshots, " +
                  std::to_string(options.resume_snapshots.size()) + " were found");
    for (std::size_t k = 0; k < steps.size(); ++k) add_snapshot(options.resume_snapshots[k], steps[k]);
    recent = league.at("recent").get<std::vector<double>>();
    if (recent.size() != seated.size()) throw Error(cannot + "its league has another size");
    adam.Load(from.optimizer, net.Parameters(), options.resume_name);
    interval_expected = from.interval_expected;
    interval_decisions = from.interval_decisions;
    validation_due = result.steps_done > 0 && (result.curve.empty() || result.curve.back().step != result.steps_done);
  }
  // The step's products skip the zeros of the sparse inputs and activations:
  // its scores are the play's to the bit.
  net.set_product(nn::Product::kSparse);
  const double before_seconds = result.curve.empty() ? 0 : result.curve.back().seconds;
  const auto model_of = [&](const nn::Network& network, int step, double imps, int at) {
    // A start trained by reinforcement already keeps that record, in order.
    nlohmann::json info = start.info();
    if (info.contains("reinforce")) {
      info["earlier_reinforce"].push_back(info["reinforce"]);
      info.erase("reinforce");
    }
    info["reinforce"] = {{"params", params.ToJson()},
                         {"opponents", names},
                         {"steps_done", step},
                         {"best_step", at},
                         {"best_validation_imps", imps},
                         {"best_qualified", best_qualified},
                         {"curve", ReinforceCurveJson(result.curve)},
                         {"train_boards", train.size()},
                         {"validation_boards", validation.size()},
                         {"league", {{"snapshot_steps", snapshot_steps}, {"recent", recent}}}};
    for (const auto& [k, v] : options.note.items()) info["reinforce"][k] = v;
    return std::make_shared<const ContestedModel>(network, info);
  };
  // The model the run ends with: the kept one, its info carrying the whole curve.
  const auto kept_of = [&](const ContestedModel& kept) {
    nlohmann::json info = kept.info();
    info["reinforce"]["curve"] = ReinforceCurveJson(result.curve);
    info["reinforce"]["steps_done"] = result.steps_done;
    return std::make_shared<const ContestedModel>(kept.network(), info);
  };
  const auto checkpoint = [&] {
    if (!options.on_checkpoint) return;
    options.on_checkpoint({model_of(net, result.steps_done, best_imps, best_step), best ? kept_of(*best) : nullptr,
                           adam.Save(), interval_expected, interval_decisions});
  };
  const auto clones = [&] {
    std::vector<std::unique_ptr<Bidder>> out;
    for (const auto& o : seated) out.push_back(o->Clone());
    return out;
  };
  // The validation match of the network as it is (each opponent given), the
  // point kept when it is the best so far, then the checkpoint.
  const auto validate = [&] {
    const contested_neural::ContestedBidder bidder(std::make_shared<const ContestedModel>(net, nlohmann::json{}));
    ReinforcePoint point{
        result.steps_done,
        0,
        interval_decisions ? interval_expected / static_cast<double>(interval_decisions) : 0,
        INFINITY,
        0,
        "",
        PlayMembers(bidder, seated, opponents, member_names, validation_boards, params.min_doubles, threads),
        0,
        0,
        true};
    for (const MemberResult& m : point.members) {
      if (!m.against_best && m.imps < point.validation_imps) {
        point.validation_imps = m.imps;
        point.validation_stderr = m.standard_error;
        point.worst = m.name;
      }
      if (m.doubles_level > 0)
        point.doubles_made = std::max(point.doubles_made, static_cast<double>(m.doubles_made) / m.doubles);
    }
    if (!options.uncontested.empty()) {
      EvalOptions eval;
      eval.threads = threads;
      point.uncontested_cost = Evaluate(bidder, uncontested_deals, eval).avg_cost;
    }
    point.qualified = WithinLimits(point, params);
    point.seconds = before_seconds + elapsed();
    interval_expected = 0;
    interval_decisions = 0;
    result.curve.push_back(point);
    if (options.on_point) options.on_point(point);
    if (KeptBefore(point, best_qualified, best_imps)) {
      best_imps = point.validation_imps;
      best_qualified = point.qualified;
      best_step = result.steps_done;
      best = model_of(net, best_step, best_imps, best_step);
    }
    checkpoint();
  };

  if (validation_due) validate();
  const auto B = static_cast<std::size_t>(params.boards_per_step);
  while (result.steps_done < params.steps) {
    const int step = result.steps_done;
    const std::uint64_t step_seed = MixSeed(params.seed, static_cast<std::uint64_t>(step));
    const std::vector<double> chances = LeagueProbabilities(recent, fixed_share, params.priority);
    std::vector<Slot> slots(B);
    for (std::size_t k = 0; k < B; ++k)
      slots[k] = {static_cast<std::size_t>(MixSeed(step_seed, k) % train.size()), ((step + k) & 1u) == 0,
                  DrawOpponent(chances, MixSeed(step_seed, 0xd7a3 + k))};

    // Play: the network draws from its policy at its seats; the opponent's
    // pair bids the board both ways for the reference (North-South score),
    // or the best contract of the network's side is.
    std::vector<std::vector<Decision>> by_slot(B);
    std::vector<int> reference(B), played_imps(B);
    ForEachChunk(B, kPlayChunk, threads, [&](std::size_t first, std::size_t last) {
      const std::vector<std::unique_ptr<Bidder>> opp = clones();
      const std::unique_ptr<Bidder> anchor = teacher ? teacher->Clone() : nullptr;
      nn::ForwardScratch scratch;
      for (std::size_t k = first; k < last; ++k) {
        const MatchBoard& board = train[slots[k].board];
        Bidder& opponent = *opp[slots[k].opponent];
        reference[k] = fixed_share[slots[k].opponent] ? BestScoreOfOneSide(board, slots[k].network_ns)
                                                      : PlayTable(opponent, opponent, board).score;
        Auction auction(board.dealer);
        while (!auction.IsComplete()) {
          if (NorthSouth(auction.NextToCall()) != slots[k].network_ns) {
            auction.Add(opponent.Bid(RequestOf(board, auction)));
            continue;
          }
          Decision d;
          d.slot = static_cast<std::uint32_t>(k);
          d.before = auction;
          d.scores = ScoresOf(net, board, auction, &d.row, scratch);
          d.legal = LegalCallMask(auction);
          if (anchor) {
            if (const BidRequest request = RequestOf(board, auction); !OpponentsHaveSpoken(request)) {
              const int call = anchor->Bid(request).index();
              if ((d.legal >> call) & 1u) d.teacher = call;
            }
          }
          double pi[kNumCalls];
          contested_neural::LegalPolicy(d.scores.data(), d.legal, pi);
          const std::uint64_t draw = MixSeed(step_seed, (k << 8) + static_cast<std::uint64_t>(auction.size()));
          double u = static_cast<double>(draw >> 11) * 0x1.0p-53, acc = 0;
          int call = -1;
          for (int c = 0; c < kNumCalls; ++c)
            if (pi[c] > 0) {
              call = c;
              acc += pi[c];
              if (u < acc) break;
            }
          auction.Add(Call::FromIndex(call));
          by_slot[k].push_back(std::move(d));
        }
        const int diff = ScoreAuction(auction, board).score - reference[k];
        played_imps[k] = Imps(slots[k].network_ns ? diff : -diff);
      }
    });
    // The recent results of the opponents met (league_pool.h).
    std::vector<double> met_imps(seated.size(), 0.0);
    std::vector<int> met(seated.size(), 0);
    for (std::size_t k = 0; k < B; ++k) {
      met_imps[slots[k].opponent] += played_imps[k];
      ++met[slots[k].opponent];
    }
    for (std::size_t o = 0; o < seated.size(); ++o)
      if (met[o] > 0) recent[o] = RecentResult(recent[o], met_imps[o] / met[o]);
    std::vector<Decision> decisions;
    for (auto& v : by_slot)
      for (Decision& d : v) decisions.push_back(std::move(d));

    // Rollouts: each followed call of each decision to the end of the auction.
    const double tau = params.rollout_threshold;
    std::vector<Rollout> rollouts;
    std::vector<std::array<double, kNumCalls>> policies(decisions.size());
    std::vector<int> greedy(decisions.size());
    for (std::size_t i = 0; i < decisions.size(); ++i) {
      const Decision& d = decisions[i];
      contested_neural::LegalPolicy(d.scores.data(), d.legal, policies[i].data());
      greedy[i] = contested_neural::BestLegal(d.scores.data(), d.legal);
      for (int c = 0; c < kNumCalls; ++c) {
        const double p = policies[i][static_cast<std::size_t>(c)];
        if (p <= 0) continue;
        bool follow = c == greedy[i] || p >= tau;
        if (!follow) {
          const std::uint64_t draw = MixSeed(MixSeed(step_seed, 0x5eed + i), static_cast<std::uint64_t>(c));
          follow = static_cast<double>(draw >> 11) * 0x1.0p-53 < p / tau;
        }
        if (!follow) continue;
        Rollout r;
        r.decision = static_cast<std::uint32_t>(i);
        r.call = c;
        r.auction = d.before;
        r.auction.Add(Call::FromIndex(c));
        rollouts.push_back(std::move(r));
      }
    }
    ForEachChunk(rollouts.size(), kRolloutChunk, threads, [&](std::size_t first, std::size_t last) {
      const std::vector<std::unique_ptr<Bidder>> opp = clones();
      std::span<Rollout> part(rollouts.data() + first, last - first);
      FinishAuctions(net, train, slots, decisions, part, opp);
      for (Rollout& r : part) {
        const std::uint32_t k = decisions[r.decision].slot;
        const TableResult table = ScoreAuction(r.auction, train[slots[k].board]);
        const int diff = table.score - reference[k];
        r.imps = Imps(slots[k].network_ns ? diff : -diff) -
                 UnsoundDoublePenalty(table, slots[k].network_ns, params.double_penalty);
      }
    });

    // Targets (IMPs × scale): followed calls their own (reweighted below τ),
    // the others the greedy call's.
    std::vector<float> targets(decisions.size() * kNumCalls, 0.0f);
    std::vector<std::array<double, kNumCalls>> got(decisions.size());
    for (auto& g : got) g.fill(NAN);  // not followed
    for (const Rollout& r : rollouts) got[r.decision][static_cast<std::size_t>(r.call)] = r.imps;
    nn::Matrix x(static_cast<Eigen::Index>(decisions.size()), kInputs);
    std::vector<std::uint64_t> legal(decisions.size());
    std::vector<int> teacher_calls(decisions.size());
    for (std::size_t i = 0; i < decisions.size(); ++i) {
      const double base = got[i][static_cast<std::size_t>(greedy[i])];
      for (int c = 0; c < kNumCalls; ++c) {
        const double p = policies[i][static_cast<std::size_t>(c)];
        if (p <= 0) continue;
        const double t = got[i][static_cast<std::size_t>(c)];
        double target = base;
        if (!std::isnan(t)) target = (p >= tau || c == greedy[i]) ? t : base + (t - base) * tau / p;
        targets[i * kNumCalls + static_cast<std::size_t>(c)] = static_cast<float>(target * params.target_scale);
      }
      std::copy(decisions[i].row.begin(), decisions[i].row.end(), x.data() + i * kInputs);
      legal[i] = decisions[i].legal;
      teacher_calls[i] = decisions[i].teacher;
    }

    // One step of Adam.
    nn::Matrix dz;
    const nn::Matrix& scores = net.Forward(x);
    const double expected = contested_neural::LegalPolicyGradient(scores, targets, legal, params.entropy, &dz);
    if (teacher) AddImitation(scores, teacher_calls, legal, params.imitation_weight, &dz);
    net.Gradients(dz);
    const double fraction = static_cast<double>(step) / std::max(1, params.steps - 1);
    adam.set_learning_rate(
        static_cast<float>(params.learning_rate + (params.final_learning_rate - params.learning_rate) * fraction));
    adam.Step(net.Parameters());
    interval_expected += expected / params.target_scale * static_cast<double>(decisions.size());
    interval_decisions += static_cast<long>(decisions.size());
    ++result.steps_done;
    if (options.on_progress) options.on_progress(result.steps_done, params.steps);
    if (params.snapshot_every > 0 && result.steps_done % params.snapshot_every == 0) {
      auto snapshot = std::make_shared<const ContestedModel>(
          net, nlohmann::json{{"snapshot_of", start.info().value("stage", "")}, {"step", result.steps_done}});
      if (options.on_snapshot) options.on_snapshot(*snapshot, result.steps_done);
      add_snapshot(std::move(snapshot), result.steps_done);
    }

    const bool last = result.steps_done == params.steps;
    const bool out_of_time = options.max_minutes > 0 && elapsed() > options.max_minutes * 60;
    if (result.steps_done % params.validate_every != 0 && !last && !out_of_time) continue;
    // The state before the validation: a run stopped during it resumes with
    // the validation, not the steps before it.
    checkpoint();
    validate();
    if (out_of_time && !last) {
      result.stopped_by_time = true;
      break;
    }
  }
  if (!best) best = model_of(net, result.steps_done, best_imps, best_step);
  result.model = kept_of(*best);
  result.best_step = best_step;
  result.best_imps = best_imps;
  result.seconds = elapsed();
  return result;
}

}  // namespace bidlab
