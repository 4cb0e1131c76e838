// The report's sample deals: a few deals of a data set's test split, spread
// evenly over it, each with every bidder's auction (report/deal_view.h).
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "learn/bidder.h"

namespace bidlab {

struct Gallery {
  nlohmann::json deals = nlohmann::json::array();
  std::string note;  // where the deals come from
};

// `count` deals of `data` ("standard" or a data-set file)'s test split.
// Throws Error when the file cannot be read or has no test deals.
Gallery SampleDeals(const std::string& data, int count, const std::vector<std::unique_ptr<Bidder>>& bidders);

// The report's sample deals with the bidders it shows by default (sayc, pass
// and the shipped neural model when present) and the model files `models`.
// `data` empty: the standard set, or while it is being built its test shard;
// with neither, or `count` 0, no deals and a note saying so.
Gallery SampleDealsOfShippedBidders(const std::string& data, int count, const std::vector<std::string>& models);

}  // namespace bidlab
