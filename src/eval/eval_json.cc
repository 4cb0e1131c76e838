#include "eval/eval_json.h"

#include <cstdio>

namespace bidlab {

nlohmann::json EvalResultJson(const EvalResult& result) {
  nlohmann::json by_type = nlohmann::json::object();
  for (int t = 0; t < kNumContractTypes; ++t) {
    const TypeTally& tally = result.by_type[t];
    by_type[ContractTypeName(static_cast<ContractType>(t))] = {
        {"deals", tally.deals}, {"total_cost", tally.total_cost}, {"avg_cost", tally.AverageCost()}};
  }
  return {{"bidder", result.bidder},
          {"deals", result.deals},
          {"avg_cost", result.avg_cost},
          {"total_cost", result.total_cost},
          {"by_type", by_type}};
}

std::string FormatEvalTable(const EvalResult& result) {
  char line[160];
  std::string text;
  std::snprintf(line, sizeof line, "%s: %zu deals, average cost %.4f IMP\n", result.bidder.c_str(), result.deals,
                result.avg_cost);
  text += line;
  std::snprintf(line, sizeof line, "  %-8s %8s %12s %10s\n", "type", "deals", "total cost", "avg cost");
  text += line;
  for (int t = 0; t < kNumContractTypes; ++t) {
    const TypeTally& tally = result.by_type[t];
    std::snprintf(line, sizeof line, "  %-8s %8zu %12ld %10.4f\n",
                  ContractTypeName(static_cast<ContractType>(t)).c_str(), tally.deals, tally.total_cost,
                  tally.AverageCost());
    text += line;
  }
  return text;
}

std::string DeclarerRuleName(DeclarerRule declarer) { return declarer == DeclarerRule::kReal ? "real" : "assumed"; }

std::optional<DeclarerRule> ParseDeclarerRule(std::string_view name) {
  if (name == "assumed") return DeclarerRule::kAssumed;
  if (name == "real") return DeclarerRule::kReal;
  return std::nullopt;
}

}  // namespace bidlab
