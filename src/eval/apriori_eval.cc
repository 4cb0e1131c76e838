#include "eval/apriori_eval.h"

#include <cstdio>

#include "core/error.h"
#include "core/scoring.h"
#include "data/apriori.h"
#include "data/cost_vector.h"

namespace bidlab {

namespace {

// The real declarer's contract over every layout.
double RealDeclarerCost(const Auction& auction, const std::vector<DoubleDummyTable>& layouts,
                        Vulnerability vulnerability) {
  const Contract contract = FinalContract(auction);
  long sum = 0;
  for (const DoubleDummyTable& t : layouts) {
    const int score = contract.IsPassedOut()
                          ? 0
                          : NorthSouthScore(contract, t.Tricks(contract.declarer, contract.strain), vulnerability);
    sum += Imps(BestScore(t, vulnerability) - score);
  }
  return static_cast<double>(sum) / static_cast<double>(layouts.size());
}

}  // namespace

APrioriEvalResult EvaluateAPriori(const std::vector<DealOutcome>& outcomes, const std::vector<ScoredDeal>& deals,
                                  const std::vector<std::vector<DoubleDummyTable>>& layouts, DeclarerRule declarer) {
  if (outcomes.size() != deals.size() || layouts.size() != deals.size())
    throw Error("a-priori costs: " + std::to_string(outcomes.size()) + " auctions, " + std::to_string(deals.size()) +
                " deals and " + std::to_string(layouts.size()) + " lists of layouts");
  APrioriEvalResult r;
  r.deals = deals.size();
  r.layouts = layouts.empty() ? 0 : layouts.front().size();
  double total = 0;
  for (std::size_t i = 0; i < deals.size(); ++i) {
    if (layouts[i].size() != r.layouts || r.layouts == 0)
      throw Error("a-priori costs: deal " + std::to_string(deals[i].id) + " has " + std::to_string(layouts[i].size()) +
                  " layouts, expected " + std::to_string(r.layouts));
    const DealOutcome& o = outcomes[i];
    const double cost = declarer == DeclarerRule::kReal
                            ? RealDeclarerCost(o.auction, layouts[i], deals[i].vulnerability)
                            : APrioriCosts(layouts[i], deals[i].vulnerability)[o.final_call.index()];
    total += cost;
    const int type = static_cast<int>(ContractTypeOf(o.final_call));
    r.type_cost[type] += cost;
    ++r.type_deals[type];
  }
  r.avg_cost = r.deals == 0 ? 0.0 : total / static_cast<double>(r.deals);
  for (int t = 0; t < kNumContractTypes; ++t)
    if (r.type_deals[t] > 0) r.type_cost[t] /= static_cast<double>(r.type_deals[t]);
  return r;
}

nlohmann::json APrioriEvalJson(const APrioriEvalResult& r) {
  nlohmann::json by_type = nlohmann::json::object();
  for (int t = 0; t < kNumContractTypes; ++t)
    by_type[ContractTypeName(static_cast<ContractType>(t))] = {{"deals", r.type_deals[t]},
                                                               {"avg_cost", r.type_cost[t]}};
  return {{"layouts", r.layouts}, {"deals", r.deals}, {"avg_cost", r.avg_cost}, {"by_type", by_type}};
}

std::string FormatAPrioriEval(const APrioriEvalResult& r) {
  char line[160];
  std::snprintf(line, sizeof line, "a-priori cost (%zu layouts of East-West's cards a deal): %.4f IMPs\n", r.layouts,
                r.avg_cost);
  std::string text = line;
  for (int t = 0; t < kNumContractTypes; ++t) {
    if (r.type_deals[t] == 0) continue;
    std::snprintf(line, sizeof line, "  %-8s %7zu deals  %.4f\n",
                  ContractTypeName(static_cast<ContractType>(t)).c_str(), r.type_deals[t], r.type_cost[t]);
    text += line;
  }
  return text;
}

}  // namespace bidlab
