#include "eval/contested_env.h"

#include "core/error.h"
#include "core/imp.h"
#include "eval/evaluate.h"
#include "eval/uncontested_seat.h"

namespace bidlab {

ContestedEnv::ContestedEnv(std::vector<MatchBoard> boards, const ContestedEnvOptions& options)
    : boards_(std::move(boards)), options_(options) {
  if (boards_.empty()) throw Error("the environment needs at least one board");
  if (options_.num_envs == 0) throw Error("the environment needs at least one table (num_envs >= 1)");
  if (options_.opponent) opponent_ = SeatAtContestedTable(*options_.opponent);
  if (options_.reference) reference_ = SeatAtContestedTable(*options_.reference);
  const std::size_t n = options_.num_envs;
  tables_.resize(n);
  hand_.resize(n * kNumCards);
  seat_.resize(n);
  dealer_.resize(n);
  vulnerability_.resize(n);
  bids_.resize(n * kContestedBidsBytes);
  passes_.resize(n * kContestedPassesBytes);
  auction_.resize(n * kMaxAuctionCalls);
  legal_.resize(n * kContestedLegalBytes);
  done_.resize(n);
  reward_.resize(n);
  score_.resize(n);
  deal_id_.resize(n);
  Reset();
}

bool ContestedEnv::AgentCalls(Seat seat) const {
  return !opponent_ || IsNorthSouth(seat) == options_.agent_north_south;
}

void ContestedEnv::StartBoard(std::size_t table) {
  TableState& s = tables_[table];
  s.board = options_.sequential ? static_cast<std::uint32_t>(next_in_order_++ % boards_.size())
                                : rng_.Below(static_cast<std::uint32_t>(boards_.size()));
  const MatchBoard& board = boards_[s.board];
  s.auction = Auction(board.dealer);
  deal_id_[table] = static_cast<std::int64_t>(board.number - 1 - options_.first);
  OpponentsCall(s);  // the dealer may be an opponent
}

void ContestedEnv::OpponentsCall(TableState& s) {
  const MatchBoard& board = boards_[s.board];
  while (!s.auction.IsComplete() && !AgentCalls(s.auction.NextToCall())) {
    const Seat seat = s.auction.NextToCall();
    const Call call = opponent_->Bid({seat, board.deal.hand(seat), &s.auction, std::nullopt, board.vulnerability});
    if (const std::string why = s.auction.WhyIllegal(call); !why.empty())
      throw IllegalCallError("opponent " + opponent_->Name() + " in seat " + SeatChar(seat) + " made an illegal call " +
                             CallName(call) + " on board " + std::to_string(board.number) + ": " + why);
    s.auction.Add(call);
  }
}

void ContestedEnv::Finish(std::size_t table) {
  TableState& s = tables_[table];
  const MatchBoard& board = boards_[s.board];
  const int score = ScoreAuction(std::move(s.auction), board).score;
  const int target = reference_ ? PlayTable(*reference_, *reference_, board).score
                                : ParOf(board.table, board.dealer, board.vulnerability).score;
  const int imps = Imps(score - target);
  reward_[table] = static_cast<float>(AgentCalls(Seat::kNorth) ? imps : -imps);
  score_[table] = score;
  done_[table] = 1;
}

void ContestedEnv::WriteRow(std::size_t table) {
  const TableState& s = tables_[table];
  const MatchBoard& board = boards_[s.board];
  const Seat seat = s.auction.NextToCall();
  WriteContestedObservation({seat, board.deal.hand(seat), &s.auction, std::nullopt, board.vulnerability},
                            {&hand_[table * kNumCards], &seat_[table], &dealer_[table], &vulnerability_[table],
                             &bids_[table * kContestedBidsBytes], &passes_[table * kContestedPassesBytes],
                             &auction_[table * kMaxAuctionCalls], &legal_[table * kContestedLegalBytes]});
}

void ContestedEnv::Reset() {
  const OneThreadAtATime::Use use(in_use_, "ContestedEnv.reset");
  rng_ = SplitMix64(options_.seed);
  next_in_order_ = 0;
  for (std::size_t t = 0; t < tables_.size(); ++t) {
    StartBoard(t);
    WriteRow(t);
    done_[t] = 0;
    reward_[t] = 0;
    score_[t] = 0;
  }
}

void ContestedEnv::Step(std::span<const std::int64_t> actions) {
  const OneThreadAtATime::Use use(in_use_, "ContestedEnv.step");
  if (actions.size() != tables_.size())
    throw Error("step needs one action per table: " + std::to_string(tables_.size()) + " expected, " +
                std::to_string(actions.size()) + " given");
  for (std::size_t t = 0; t < tables_.size(); ++t) {
    const std::int64_t a = actions[t];
    const Auction& auction = tables_[t].auction;
    if (a < 0 || a >= kNumCalls)
      throw IllegalCallError("table " + std::to_string(t) + ": action " + std::to_string(a) +
                             " is not a call index (0 PASS, 1-35 1C-7NT, 36 X, 37 XX)");
    if (const std::string why = auction.WhyIllegal(Call::FromIndex(static_cast<int>(a))); !why.empty())
      throw IllegalCallError("table " + std::to_string(t) + ": action " + std::to_string(a) + " (" +
                             CallName(Call::FromIndex(static_cast<int>(a))) + ") is not a legal call after \"" +
                             FormatAuction(auction) + "\": " + why);
  }
  for (std::size_t t = 0; t < tables_.size(); ++t) {
    TableState& s = tables_[t];
    s.auction.Add(Call::FromIndex(static_cast<int>(actions[t])));
    OpponentsCall(s);
    if (s.auction.IsComplete()) {
      Finish(t);
      StartBoard(t);
    } else {
      reward_[t] = 0;
      score_[t] = 0;
      done_[t] = 0;
    }
    WriteRow(t);
  }
}

}  // namespace bidlab
