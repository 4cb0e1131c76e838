#include "experiments/train/contested_reinforcement.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "core/board.h"
#include "core/error.h"
#include "core/imp.h"
#include "data/cost_vector.h"
#include "eval/uncontested_seat.h"
#include "learn/contested_neural/contested_bidder.h"
#include "learn/contested_neural/contested_input.h"
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
          {"seed", seed}};
}

nlohmann::json ReinforceCurveJson(const std::vector<ReinforcePoint>& curve) {
  nlohmann::json out = nlohmann::json::array();
  for (const ReinforcePoint& p : curve)
    out.push_back({{"step", p.step},
                   {"seconds", p.seconds},
                   {"train_imps", p.train_imps},
                   {"validation_imps", p.validation_imps},
                   {"validation_stderr", p.validation_stderr}});
  return out;
}

namespace {

constexpr std::size_t kPlayChunk = 16;      // boards per chunk of play
constexpr std::size_t kRolloutChunk = 256;  // rollouts per chunk

std::vector<ReinforcePoint> CurveFromJson(const nlohmann::json& j) {
  std::vector<ReinforcePoint> curve;
  for (const nlohmann::json& p : j)
    curve.push_back({p.at("step").get<int>(), p.at("seconds").get<double>(), p.at("train_imps").get<double>(),
                     p.at("validation_imps").get<double>(), p.at("validation_stderr").get<double>()});
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
// before it, its input row, scores and legal calls.
struct Decision {
  std::uint32_t slot = 0;
  Auction before;
  std::vector<float> row;
  std::array<float, kNumCalls> scores{};
  std::uint64_t legal = 0;
};

// A call of a decision followed to the end of the auction.
struct Rollout {
  std::uint32_t decision = 0;
  int call = 0;
  Auction auction;
  int imps = 0;
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
// greedy (one batch per round), the opponent's as it bids.
void FinishAuctions(const nn::Network& net, std::span<const MatchBoard> train, std::span<const Slot> slots,
                    std::span<const Decision> decisions, std::span<Rollout> rollouts,
                    std::span<const std::unique_ptr<Bidder>> opponents) {
  const auto board_of = [&](const Rollout& r) -> const MatchBoard& {
    return train[slots[decisions[r.decision].slot].board];
  };
  std::vector<std::size_t> ours;
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
    nn::Matrix x(static_cast<Eigen::Index>(ours.size()), kInputs);
    for (std::size_t k = 0; k < ours.size(); ++k) {
      const Rollout& r = rollouts[ours[k]];
      const Seat seat = r.auction.NextToCall();
      const MatchBoard& b = board_of(r);
      contested_neural::EncodeInput(b.deal.hand(seat), seat, b.vulnerability, r.auction, x.data() + k * kInputs);
    }
    const nn::Matrix s = nn::SparseForward(net, x);
    for (std::size_t k = 0; k < ours.size(); ++k) {
      Rollout& r = rollouts[ours[k]];
      r.auction.Add(Call::FromIndex(contested_neural::BestLegal(s.data() + k * kNumCalls, LegalCallMask(r.auction))));
    }
  }
}

}  // namespace

namespace {

// How a setting of the run is named to a user: its option.
std::string SettingName(const std::string& key) {
  if (key == "opponents") return "opponents (--opponent, --also-against)";
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

ReinforceResult TrainReinforce(const ContestedModel& start, const ReinforceParams& params,
                               std::span<const MatchBoard> train, std::span<const MatchBoard> validation,
                               std::span<const ReinforceOpponent> opponents, const ReinforceOptions& options) {
  params.Validate();
  if (train.empty() || validation.empty()) throw Error("reinforce: no training or no validation boards");
  if (opponents.empty()) throw Error("reinforce: no opponent");
  const auto began = std::chrono::steady_clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count(); };
  const int threads = std::max(1, options.threads);
  std::vector<std::unique_ptr<Bidder>> seated;
  std::string names;
  for (const ReinforceOpponent& o : opponents) {
    seated.push_back(SeatAtContestedTable(*o.bidder));
    names += (names.empty() ? "" : ", ") + seated.back()->Name();
  }
  // What the models' info records of this run (below), which a resumed run shares.
  nlohmann::json settings = params.ToJson();
  settings["opponents"] = names;
  settings["train_boards"] = train.size();
  settings["validation_boards"] = validation.size();
  for (const auto& [k, v] : options.note.items()) settings[k] = v;
  if (options.resume_latest)
    RequireSameSettings(options.resume_latest->info().at("reinforce"), settings, options.resume_name);
  const auto clones = [&] {
    std::vector<std::unique_ptr<Bidder>> out;
    for (const auto& o : seated) out.push_back(o->Clone());
    return out;
  };

  // The reference North-South score of every training board, opponent and
  // side of the network ([1]: North-South): the opponent's own table, or
  // the best the network's side could make alone.
  std::vector<std::vector<std::array<int, 2>>> reference(seated.size(), std::vector<std::array<int, 2>>(train.size()));
  ForEachChunk(train.size(), 1024, threads, [&](std::size_t first, std::size_t last) {
    for (std::size_t o = 0; o < seated.size(); ++o) {
      const std::unique_ptr<Bidder> ns = seated[o]->Clone(), ew = seated[o]->Clone();
      for (std::size_t i = first; i < last; ++i) {
        if (opponents[o].against_best) {
          reference[o][i] = {BestScoreOfOneSide(train[i], false), BestScoreOfOneSide(train[i], true)};
        } else {
          const int own_table = PlayTable(*ns, *ew, train[i]).score;
          reference[o][i] = {own_table, own_table};
        }
      }
    }
  });
  const std::vector<MatchBoard> validation_boards(validation.begin(), validation.end());

  nn::Network net = start.network();
  ReinforceResult result;
  std::shared_ptr<const ContestedModel> best;
  double best_imps = -INFINITY;
  int best_step = 0;
  if (options.resume_latest) {
    const nlohmann::json& info = options.resume_latest->info().at("reinforce");
    net = options.resume_latest->network();
    result.steps_done = info.at("steps_done").get<int>();
    result.curve = CurveFromJson(info.at("curve"));
    best = options.resume_best ? options.resume_best : options.resume_latest;
    const nlohmann::json& best_info = best->info().at("reinforce");
    best_imps = best_info.at("best_validation_imps").get<double>();
    best_step = best_info.at("best_step").get<int>();
  }
  const double before_seconds = result.curve.empty() ? 0 : result.curve.back().seconds;
  const auto model_of = [&](const nn::Network& network, int step, double imps, int at) {
    nlohmann::json info = start.info();
    if (info.contains("reinforce")) info.erase("reinforce");
    info["reinforce"] = {{"params", params.ToJson()},    {"opponents", names},
                         {"steps_done", step},           {"best_step", at},
                         {"best_validation_imps", imps}, {"curve", ReinforceCurveJson(result.curve)},
                         {"train_boards", train.size()}, {"validation_boards", validation.size()}};
    for (const auto& [k, v] : options.note.items()) info["reinforce"][k] = v;
    return std::make_shared<const ContestedModel>(network, info);
  };

  nn::Adam adam(static_cast<float>(params.learning_rate));
  double interval_expected = 0;
  long interval_decisions = 0;
  const auto B = static_cast<std::size_t>(params.boards_per_step);
  while (result.steps_done < params.steps) {
    const int step = result.steps_done;
    const std::uint64_t step_seed = MixSeed(params.seed, static_cast<std::uint64_t>(step));
    std::vector<Slot> slots(B);
    for (std::size_t k = 0; k < B; ++k)
      slots[k] = {static_cast<std::size_t>(MixSeed(step_seed, k) % train.size()), ((step + k) & 1u) == 0,
                  (static_cast<std::size_t>(step) * B + k) / 2 % seated.size()};

    // Play: the network draws from its policy at its seats.
    std::vector<std::vector<Decision>> by_slot(B);
    ForEachChunk(B, kPlayChunk, threads, [&](std::size_t first, std::size_t last) {
      const std::vector<std::unique_ptr<Bidder>> opp = clones();
      nn::ForwardScratch scratch;
      for (std::size_t k = first; k < last; ++k) {
        const MatchBoard& board = train[slots[k].board];
        Auction auction(board.dealer);
        while (!auction.IsComplete()) {
          if (NorthSouth(auction.NextToCall()) != slots[k].network_ns) {
            auction.Add(opp[slots[k].opponent]->Bid(RequestOf(board, auction)));
            continue;
          }
          Decision d;
          d.slot = static_cast<std::uint32_t>(k);
          d.before = auction;
          d.scores = ScoresOf(net, board, auction, &d.row, scratch);
          d.legal = LegalCallMask(auction);
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
      }
    });
    std::vector<Decision> decisions;
    for (auto& v : by_slot)
      for (Decision& d : v) decisions.push_back(std::move(d));
    if (decisions.empty()) {  // the opponent's side bid every board alone: nothing to learn
      ++result.steps_done;
      continue;
    }

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
        const Slot& slot = slots[decisions[r.decision].slot];
        const int score = ScoreAuction(r.auction, train[slot.board]).score;
        const int diff = score - reference[slot.opponent][slot.board][slot.network_ns ? 1 : 0];
        r.imps = Imps(slot.network_ns ? diff : -diff);
      }
    });

    // Targets (IMPs × scale): followed calls their own (reweighted below τ),
    // the others the greedy call's.
    std::vector<float> targets(decisions.size() * kNumCalls, 0.0f);
    std::vector<std::array<int, kNumCalls>> got(decisions.size());
    for (auto& g : got) g.fill(INT32_MIN);
    for (const Rollout& r : rollouts) got[r.decision][static_cast<std::size_t>(r.call)] = r.imps;
    nn::Matrix x(static_cast<Eigen::Index>(decisions.size()), kInputs);
    std::vector<std::uint64_t> legal(decisions.size());
    for (std::size_t i = 0; i < decisions.size(); ++i) {
      const double base = got[i][static_cast<std::size_t>(greedy[i])];
      for (int c = 0; c < kNumCalls; ++c) {
        const double p = policies[i][static_cast<std::size_t>(c)];
        if (p <= 0) continue;
        const int t = got[i][static_cast<std::size_t>(c)];
        double target = base;
        if (t != INT32_MIN) target = (p >= tau || c == greedy[i]) ? t : base + (t - base) * tau / p;
        targets[i * kNumCalls + static_cast<std::size_t>(c)] = static_cast<float>(target * params.target_scale);
      }
      std::copy(decisions[i].row.begin(), decisions[i].row.end(), x.data() + i * kInputs);
      legal[i] = decisions[i].legal;
    }

    // One step of Adam.
    nn::Matrix dz;
    const double expected = contested_neural::LegalPolicyGradient(net.Forward(x), targets, legal, params.entropy, &dz);
    net.Gradients(dz);
    const double fraction = static_cast<double>(step) / std::max(1, params.steps - 1);
    adam.set_learning_rate(
        static_cast<float>(params.learning_rate + (params.final_learning_rate - params.learning_rate) * fraction));
    adam.Step(net.Parameters());
    interval_expected += expected / params.target_scale * static_cast<double>(decisions.size());
    interval_decisions += static_cast<long>(decisions.size());
    ++result.steps_done;
    if (options.on_progress) options.on_progress(result.steps_done, params.steps);

    const bool last = result.steps_done == params.steps;
    const bool out_of_time = options.max_minutes > 0 && elapsed() > options.max_minutes * 60;
    if (result.steps_done % params.validate_every != 0 && !last && !out_of_time) continue;
    const contested_neural::ContestedBidder bidder(std::make_shared<const ContestedModel>(net, nlohmann::json{}));
    MatchOptions match;
    match.threads = threads;
    const MatchSummary v = PlayMatch(bidder, *seated.front(), validation_boards, match).summary;
    ReinforcePoint point{result.steps_done, before_seconds + elapsed(),
                         interval_decisions ? interval_expected / static_cast<double>(interval_decisions) : 0,
                         v.imps_per_board, v.standard_error};
    interval_expected = 0;
    interval_decisions = 0;
    result.curve.push_back(point);
    if (options.on_point) options.on_point(point);
    if (v.imps_per_board > best_imps) {
      best_imps = v.imps_per_board;
      best_step = result.steps_done;
      best = nullptr;
    }
    const auto latest = model_of(net, result.steps_done, best_imps, best_step);
    if (!best) best = latest;
    if (options.on_checkpoint) options.on_checkpoint(*latest, *best);
    if (out_of_time && !last) {
      result.stopped_by_time = true;
      break;
    }
  }
  if (!best) best = model_of(net, result.steps_done, best_imps, best_step);
  // The best model's info carries the whole curve.
  nlohmann::json info = best->info();
  info["reinforce"]["curve"] = ReinforceCurveJson(result.curve);
  info["reinforce"]["steps_done"] = result.steps_done;
  result.model = std::make_shared<const ContestedModel>(best->network(), info);
  result.best_step = best_step;
  result.best_imps = best_imps;
  result.seconds = elapsed();
  return result;
}

}  // namespace bidlab
