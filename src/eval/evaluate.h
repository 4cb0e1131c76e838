// The yardstick applied to any bidder (DESIGN.md §1): each deal is bid in the
// uncontested setting (North first, East and West pass), the final call is
// scored against the deal's cost vector, and costs are averaged overall and
// by contract type (thesis Table 4.3: PASS, PARTIAL, GAME, SLAM, GRAND).
#pragma once

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "core/auction.h"
#include "core/error.h"
#include "eval/scored_deal.h"
#include "learn/bidder.h"

namespace bidlab {

enum class ContractType { kPass = 0, kPartial, kGame, kSlam, kGrand };
inline constexpr int kNumContractTypes = 5;
ContractType ContractTypeOf(Call final_call);
std::string ContractTypeName(ContractType type);  // PASS PARTIAL GAME SLAM GRAND

enum class DeclarerRule { kAssumed, kReal };

struct EvalOptions {
  DeclarerRule declarer = DeclarerRule::kAssumed;
  ImpScale scale = ImpScale::kWbf;  // for the real declarer's cost
  int threads = 0;                  // 0 = every core
  bool keep_auctions = false;       // fill EvalResult::outcomes
};

struct DealOutcome {
  std::uint64_t id = 0;
  Auction auction;
  Call final_call;
  Seat declarer = Seat::kNorth;
  int cost = 0;
};

struct TypeTally {
  std::size_t deals = 0;
  long total_cost = 0;
  double AverageCost() const { return deals ? static_cast<double>(total_cost) / static_cast<double>(deals) : 0.0; }
};

struct EvalResult {
  std::string bidder;
  std::size_t deals = 0;
  long total_cost = 0;
  double avg_cost = 0;
  std::array<TypeTally, kNumContractTypes> by_type{};  // by the bidder's final contract
  std::vector<DealOutcome> outcomes;                   // when EvalOptions::keep_auctions
};

// A bidder made a call that is not legal in the uncontested setting.
class IllegalCallError : public Error {
 public:
  using Error::Error;
};

// Sees each call a bidder makes (North and South's in the uncontested
// setting) once it is found legal, before it joins the auction
// (request.auction is the auction the call was made after).
using CallObserver = std::function<void(const BidRequest& request, Call call)>;

// Bids one deal; throws IllegalCallError naming the bidder, the call and the auction
// when the bidder makes a call that is not legal in the uncontested setting.
Auction BidUncontested(Bidder& bidder, const Hand& north, const Hand& south, std::uint64_t deal_id = 0,
                       const CallObserver& observe = {});

// An uncontested auction (its first speaker's calls in North's place) as it
// goes at the table of `dealer`: a pass first when East or West deals; four
// passes when passed out. With East or South dealing, South speaks first.
Auction AtTheTable(const Auction& north_first, Seat dealer);

// Evaluates `bidder` on every deal (in parallel on clones of the bidder).
EvalResult Evaluate(const Bidder& bidder, const std::vector<ScoredDeal>& deals, const EvalOptions& options = {});

}  // namespace bidlab
