// The bandit model's system card for `bidlab explain MODEL`: its table of
// opening bids (thesis Table A.1), beside SAYC's when that bidder is
// registered, and what its calls mean.
#pragma once

#include <memory>
#include <string>

#include "learn/bandit/bandit_model.h"

namespace bidlab {

// `name`: the model file's name, for the first line.
std::string BanditModelCard(const std::string& name, std::shared_ptr<const BanditModel> model);

}  // namespace bidlab
