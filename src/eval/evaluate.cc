#include "eval/evaluate.h"

#include "eval/board_eval.h"

#include <exception>

#include "cluster/cluster.h"
#include "cluster/worker_threads.h"
#include "core/contract.h"
#include "core/error.h"
#include "eval/outcomes_across_ranks.h"

namespace bidlab {

ContractType ContractTypeOf(Call final_call) {
  if (!final_call.IsBid()) return ContractType::kPass;
  if (final_call.level() == 7) return ContractType::kGrand;
  if (final_call.level() == 6) return ContractType::kSlam;
  // Game: a contract whose trick score reaches 100 (3NT, 4H, 4S, 5C, 5D).
  const int game_level = final_call.strain() == Strain::kNoTrump                                              ? 3
                         : (final_call.strain() == Strain::kHearts || final_call.strain() == Strain::kSpades) ? 4
                                                                                                              : 5;
  return final_call.level() >= game_level ? ContractType::kGame : ContractType::kPartial;
}

std::string ContractTypeName(ContractType type) {
  static constexpr const char* kNames[] = {"PASS", "PARTIAL", "GAME", "SLAM", "GRAND"};
  return kNames[static_cast<int>(type)];
}

namespace {

// The auction from `auction`'s dealer with East and West passing; `legal`
// decides which calls of North and South are allowed.
Auction BidWithPassingOpponents(Bidder& bidder, const Hand& north, const Hand& south, Auction auction,
                                Vulnerability vulnerability, std::uint64_t deal_id, const CallObserver& observe,
                                bool (*legal)(const Auction&, Call)) {
  BidRequest request;
  request.auction = &auction;
  request.vulnerability = vulnerability;
  const bool sees_partner = bidder.SeesPartnerHand();
  while (!auction.IsComplete()) {
    const Seat seat = auction.NextToCall();
    if (!IsNorthSouth(seat)) {
      auction.Add(Call::Pass());
      continue;
    }
    request.seat = seat;
    request.hand = seat == Seat::kNorth ? north : south;
    if (sees_partner) request.partner_hand = seat == Seat::kNorth ? south : north;
    const Call call = bidder.Bid(request);
    if (!legal(auction, call))
      throw IllegalCallError("bidder " + bidder.Name() + " made an illegal call " + CallName(call) + " on deal " +
                             std::to_string(deal_id) + " after \"" + FormatAuction(auction) + "\"");
    if (observe) observe(request, call);
    auction.Add(call);
  }
  return auction;
}

bool IsLegalCall(const Auction& auction, Call call) { return auction.IsLegal(call); }

}  // namespace

Auction AtTheTable(const Auction& north_first, Seat dealer) {
  Auction auction(dealer);
  if (north_first.IsPassedOut()) {
    for (int i = 0; i < kNumSeats; ++i) auction.Add(Call::Pass());
    return auction;
  }
  if (!IsNorthSouth(dealer)) auction.Add(Call::Pass());
  for (const Call call : north_first.calls()) auction.Add(call);
  return auction;
}

Auction BidUncontested(Bidder& bidder, const Hand& north, const Hand& south, std::uint64_t deal_id,
                       const CallObserver& observe) {
  return BidWithPassingOpponents(bidder, north, south, Auction(Seat::kNorth), Vulnerability::kNone, deal_id, observe,
                                 IsLegalUncontested);
}

Auction BidFromDealer(Bidder& bidder, const ScoredDeal& deal, Seat dealer) {
  if (bidder.Competes())
    return BidWithPassingOpponents(bidder, deal.north, deal.south, Auction(dealer), deal.vulnerability, deal.id, {},
                                   IsLegalCall);
  const bool south_first = dealer == Seat::kEast || dealer == Seat::kSouth;
  return AtTheTable(south_first ? BidUncontested(bidder, deal.south, deal.north, deal.id)
                                : BidUncontested(bidder, deal.north, deal.south, deal.id),
                    dealer);
}

namespace {

// `dealer`: a real board's (board_eval.h); null for the yardstick's deals.
DealOutcome BidAndScore(Bidder& bidder, const ScoredDeal& deal, const Seat* dealer, const EvalOptions& options) {
  DealOutcome outcome;
  outcome.id = deal.id;
  outcome.auction =
      dealer ? BidFromDealer(bidder, deal, *dealer) : BidUncontested(bidder, deal.north, deal.south, deal.id);
  const auto bid = outcome.auction.LastBid();
  outcome.final_call = bid ? *bid : Call::Pass();
  if (options.declarer == DeclarerRule::kReal) {
    if (!deal.table) throw Error("the real declarer needs double-dummy tables; these deals have only costs");
    const AuctionOutcome real =
        ScoreWithRealDeclarer(outcome.auction, *deal.table, deal.vulnerability, options.scale, deal.cost.best);
    outcome.cost = real.cost;
    outcome.declarer = real.contract.declarer;
  } else {
    outcome.cost = deal.cost.costs[outcome.final_call.index()];
    if (bid && deal.table) outcome.declarer = deal.table->BestNorthSouthDeclarer(bid->strain());
    else if (bid) outcome.declarer = *outcome.auction.LastBidder();
  }
  return outcome;
}

// Deals [begin, end) on this process's threads, each with its clone of the bidder.
std::vector<DealOutcome> BidAndScoreHere(const Bidder& bidder, const std::vector<ScoredDeal>& deals,
                                         const std::vector<Seat>* dealers, std::size_t begin, std::size_t end,
                                         const EvalOptions& options) {
  const std::size_t count = end - begin;
  const std::size_t threads = WorkerCount(options.threads, count, 64);
  std::vector<DealOutcome> outcomes(count);
  RunWorkers(threads, [&](std::size_t t) {
    const std::unique_ptr<Bidder> clone = bidder.Clone();
    for (std::size_t i = t; i < count && !StopRequested(i); i += threads) {
      const ScoredDeal& deal = deals[begin + i];
      try {
        outcomes[i] = BidAndScore(*clone, deal, dealers ? &(*dealers)[begin + i] : nullptr, options);
      } catch (const IllegalCallError&) {
        throw;  // already names the deal
      } catch (const StoppedError&) {
        throw;  // not this deal's failure
      } catch (const Error& e) {
        // Other failures (an external program's) get the deal here.
        throw Error("deal " + std::to_string(deal.id) + ": " + e.what());
      }
    }
  });
  return outcomes;
}

EvalResult EvaluateWith(const Bidder& bidder, const std::vector<ScoredDeal>& deals, const std::vector<Seat>* dealers,
                        const EvalOptions& options) {
  // Under mpirun the ranks share the deals; every rank gets every outcome.
  const Cluster& cluster = Cluster::Current();
  std::vector<DealOutcome> outcomes =
      cluster.size() == 1 ? BidAndScoreHere(bidder, deals, dealers, 0, deals.size(), options)
                          : OutcomesAcrossRanks(cluster, deals.size(), [&](std::size_t begin, std::size_t end) {
                              return BidAndScoreHere(bidder, deals, dealers, begin, end, options);
                            });

  EvalResult result;
  result.bidder = bidder.Name();
  result.deals = deals.size();
  for (const DealOutcome& o : outcomes) {
    result.total_cost += o.cost;
    TypeTally& tally = result.by_type[static_cast<int>(ContractTypeOf(o.final_call))];
    ++tally.deals;
    tally.total_cost += o.cost;
  }
  result.avg_cost = deals.empty() ? 0.0 : static_cast<double>(result.total_cost) / static_cast<double>(deals.size());
  if (options.keep_auctions) result.outcomes = std::move(outcomes);
  return result;
}

}  // namespace

EvalResult Evaluate(const Bidder& bidder, const std::vector<ScoredDeal>& deals, const EvalOptions& options) {
  return EvaluateWith(bidder, deals, nullptr, options);
}

EvalResult EvaluateFromDealers(const Bidder& bidder, const std::vector<ScoredDeal>& deals,
                               const std::vector<Seat>& dealers, const EvalOptions& options) {
  if (dealers.size() != deals.size())
    throw Error(std::to_string(dealers.size()) + " dealers for " + std::to_string(deals.size()) + " deals");
  return EvaluateWith(bidder, deals, &dealers, options);
}

}  // namespace bidlab
