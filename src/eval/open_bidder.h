// A bidder from what a user names: a registered bidder ("sayc", "pass", …)
// or a model file written by `bidlab train`, loaded through the registry of
// model kinds (learn/registry.h).
#pragma once

#include <memory>
#include <string>

#include "learn/bidder.h"

namespace bidlab {

// Loads any model file through the registry of model kinds; with `kind`,
// refuses a file of another kind.
std::unique_ptr<Bidder> LoadModelBidder(const std::string& path, const std::string& kind = "");

bool IsRegisteredName(const std::string& name);

// A registered name, else a model file; throws Error naming both
// possibilities when it is neither.
std::unique_ptr<Bidder> OpenNamedBidder(const std::string& name);

// The same for a four-seat table: a model file (seated later, through
// SeatAtContestedTable, by whoever plays it), else a name as
// MakeContestedBidder reads it ("sayc", "sayc-uncontested", …).
std::unique_ptr<Bidder> OpenContestedBidder(const std::string& name);

}  // namespace bidlab
