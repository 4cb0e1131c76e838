// The bidders the real-board experiments run (challenges, experts): SAYC,
// the shipped neural bidder and the shipped four-seat model.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "learn/bidder.h"

namespace bidlab {

// `neural_model` and `contested_model`: a model file, "shipped" for
// data/neural.model and data/contested.model, "none" to leave it out.
std::vector<std::unique_ptr<Bidder>> ShippedBidders(const std::string& neural_model,
                                                    const std::string& contested_model);

std::vector<const Bidder*> Pointers(const std::vector<std::unique_ptr<Bidder>>& bidders);

}  // namespace bidlab
