// Part 1 of the experts experiment (experiments/experts/experts.h): the
// uncontested yardstick on the tables where one side alone bid, that side
// turned to North-South, the experts' contract beside each bidder's.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "eval/evaluate.h"
#include "experiments/experts/expert_tables.h"
#include "learn/bidder.h"

namespace bidlab {

struct YardstickRow {
  std::string bidder;  // "experts" for the tables' own auctions
  double avg_cost = 0;
  // By the experts' contract type on the same tables (PASS stays empty).
  std::array<TypeTally, kNumContractTypes> by_experts_type{};
};

struct YardstickResult {
  std::size_t tables = 0;
  std::array<std::size_t, kNumContractTypes> tables_by_type{};
  std::vector<YardstickRow> rows;  // the experts first, then the bidders
};

YardstickResult UncontestedYardstick(const std::vector<ScoredTable>& tables, const std::vector<const Bidder*>& bidders,
                                     int threads);

}  // namespace bidlab
