// One deal as the report's gallery and the explorer show it, as JSON: the
// four hands, the double-dummy table, the score and cost of every final
// call (the yardstick, DESIGN.md §1) and each bidder's auction with its
// explanations, contract, score and cost. web/deal_view.js draws it.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/dd_table.h"
#include "core/hand.h"
#include "data/cost_vector.h"
#include "learn/bidder.h"

namespace bidlab {

// {"pbn": "AKQ2.K32.Q32.J32", "suits": {"S": "AKQ2", …}, "hcp": 12}.
nlohmann::json HandJson(Hand hand);

// {"strains": ["C",…,"NT"], "seats": ["N","E","S","W"], "tricks": [[N,E,S,W] per strain]}.
nlohmann::json DdTableJson(const DoubleDummyTable& table);

// The 36 final calls with their N-S score and cost (assumed declarer), and
// the best score.
nlohmann::json CostsJson(const CostVector& cost);

// `bidder` bids North/South in the uncontested setting. Each call carries
// the bidder's explanation, when it gives one; "grid" is the auction in four
// columns (report/auction_grid.h). With `cost`, the contract's
// score and cost on the yardstick (assumed declarer) and, with `table` too,
// the tricks. A bidder that makes an illegal call yields {"bidder", "error"}.
nlohmann::json AuctionJson(Bidder& bidder, Hand north, Hand south, const DoubleDummyTable* table = nullptr,
                           const CostVector* cost = nullptr);

struct DealView {
  Deal deal;
  Vulnerability vulnerability = Vulnerability::kNone;
  std::optional<DoubleDummyTable> table;  // solved with DDS when absent
  std::string title;                      // "test deal 90017"
};

// The whole view; solves the deal with DDS when it has no table.
nlohmann::json DealJson(const DealView& view, const std::vector<std::unique_ptr<Bidder>>& bidders);

}  // namespace bidlab
