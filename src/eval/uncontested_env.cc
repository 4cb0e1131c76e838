#include "eval/uncontested_env.h"

#include <cstring>

#include "core/error.h"
#include "data/cost_vector.h"

namespace bidlab {

namespace {

// kLegalRows[b] = the legal-call bytes when the last bid is b (0 = none).
const std::array<std::array<std::uint8_t, kNumFinalCalls>, kNumFinalCalls>& LegalRows() {
  static const auto rows = [] {
    std::array<std::array<std::uint8_t, kNumFinalCalls>, kNumFinalCalls> r{};
    for (int b = 0; b < kNumFinalCalls; ++b) WriteLegalBytes(b, r[b].data());
    return r;
  }();
  return rows;
}

}  // namespace

UncontestedEnv::UncontestedEnv(std::vector<ScoredDeal> deals, const UncontestedEnvOptions& options)
    : deals_(std::move(deals)), options_(options) {
  if (deals_.empty()) throw Error("the environment needs at least one deal");
  if (options_.num_envs == 0) throw Error("the environment needs at least one table (num_envs >= 1)");
  if (options_.declarer == DeclarerRule::kReal)
    for (const ScoredDeal& d : deals_)
      if (!d.table) throw Error("the real declarer needs double-dummy tables; these deals have only costs");
  cards_.resize(deals_.size() * 2 * kNumCards);
  for (std::size_t d = 0; d < deals_.size(); ++d) {
    WriteHandBytes(deals_[d].north, &cards_[(2 * d) * kNumCards]);
    WriteHandBytes(deals_[d].south, &cards_[(2 * d + 1) * kNumCards]);
  }
  const std::size_t n = options_.num_envs;
  tables_.resize(n);
  hand_.resize(n * kObservationHandBytes);
  seat_.resize(n);
  bids_.resize(n * kObservationBidsBytes);
  legal_.resize(n * kObservationLegalBytes);
  done_.resize(n);
  reward_.resize(n);
  final_call_.resize(n);
  deal_id_.resize(n);
  Reset();
}

std::uint32_t UncontestedEnv::NextDeal(std::size_t) {
  if (options_.sequential) return static_cast<std::uint32_t>(next_in_order_++ % deals_.size());
  return rng_.Below(static_cast<std::uint32_t>(deals_.size()));
}

void UncontestedEnv::StartDeal(std::size_t table) {
  TableState& s = tables_[table];
  s.deal = NextDeal(table);
  s.last_bid = 0;
  s.num_calls = 0;
  deal_id_[table] = static_cast<std::int64_t>(deals_[s.deal].id);
}

// The caller is North after an even number of N-S calls, South after an odd.
void UncontestedEnv::WriteRow(std::size_t table) {
  const TableState& s = tables_[table];
  const int caller = s.num_calls % 2;  // 0 North, 1 South
  std::memcpy(&hand_[table * kObservationHandBytes], &cards_[(2 * s.deal + caller) * kNumCards], kNumCards);
  seat_[table] = static_cast<std::uint8_t>(caller == 0 ? ToInt(Seat::kNorth) : ToInt(Seat::kSouth));
  std::uint8_t* bids = &bids_[table * kObservationBidsBytes];
  std::memset(bids, 0, kObservationBidsBytes);
  for (int i = 0; i < s.num_calls; ++i) bids[(i % 2 == caller ? 0 : kNumFinalCalls) + s.calls[i].index()] = 1;
  std::memcpy(&legal_[table * kObservationLegalBytes], LegalRows()[s.last_bid].data(), kNumFinalCalls);
}

int UncontestedEnv::FinishCost(const TableState& s, Call final_call) const {
  const ScoredDeal& deal = deals_[s.deal];
  if (options_.declarer == DeclarerRule::kAssumed) return deal.cost.costs[final_call.index()];
  return ScoreUncontestedWithRealDeclarer(std::span<const Call>(s.calls.data(), s.num_calls), *deal.table,
                                          deal.vulnerability, options_.scale, deal.cost.best)
      .cost;
}

void UncontestedEnv::Reset() {
  const OneThreadAtATime::Use use(in_use_, "UncontestedEnv.reset");
  rng_ = SplitMix64(options_.seed);
  next_in_order_ = 0;
  for (std::size_t t = 0; t < tables_.size(); ++t) {
    StartDeal(t);
    WriteRow(t);
    done_[t] = 0;
    reward_[t] = 0;
    final_call_[t] = -1;
  }
}

void UncontestedEnv::Step(std::span<const std::int64_t> actions) {
  const OneThreadAtATime::Use use(in_use_, "UncontestedEnv.step");
  if (actions.size() != tables_.size())
    throw Error("step needs one action per table: " + std::to_string(tables_.size()) + " expected, " +
                std::to_string(actions.size()) + " given");
  for (std::size_t t = 0; t < tables_.size(); ++t) {
    const std::int64_t a = actions[t];
    if (a < 0 || a >= kNumFinalCalls || (a != 0 && a <= tables_[t].last_bid))
      throw IllegalCallError("table " + std::to_string(t) + ": action " + std::to_string(a) +
                             " is not a legal call (PASS = 0 or a bid above the last, " +
                             std::to_string(tables_[t].last_bid + 1) + "..35)");
  }
  for (std::size_t t = 0; t < tables_.size(); ++t) {
    TableState& s = tables_[t];
    const Call call = Call::FromIndex(static_cast<int>(actions[t]));
    s.calls[s.num_calls++] = call;
    // A pass ends the auction unless it is North's opening pass.
    const bool finished = call.IsPass() && s.num_calls > 1;
    if (call.IsBid()) s.last_bid = static_cast<std::uint8_t>(call.index());
    if (finished) {
      const Call final_call = Call::FromIndex(s.last_bid);
      reward_[t] = -static_cast<float>(FinishCost(s, final_call));
      final_call_[t] = static_cast<std::int16_t>(final_call.index());
      done_[t] = 1;
      StartDeal(t);
    } else {
      reward_[t] = 0;
      final_call_[t] = -1;
      done_[t] = 0;
    }
    WriteRow(t);
  }
}

}  // namespace bidlab
