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

// The search bidder (learn/search/search_bidder.h) over the neural model in
// `path`; throws Error when the file is not a neural model.
std::unique_ptr<Bidder> LoadSearchBidder(const std::string& path);

bool IsRegisteredName(const std::string& name);

// The file of a shipped model named as learn/bidder_names.h's
// kShippedModelNames name them ("neural" → data/neural.model, "contested"
// → data/contested.model); "" for any other name.
std::string ShippedModelPath(const std::string& name);
// A registered bidder or a shipped model by name; throws Error listing the
// names (and the closest) when it is neither.
std::unique_ptr<Bidder> MakeNamedBidder(const std::string& name);

// A registered name or a shipped model, else a model file; throws Error
// naming both possibilities when it is neither.
std::unique_ptr<Bidder> OpenNamedBidder(const std::string& name);

// A pair at a contested table: a model file, a shipped model, or a name
// MakeContestedBidder knows ("sayc", "pass", "sayc-uncontested", …; eval/uncontested_seat.h).
std::unique_ptr<Bidder> OpenContestedBidder(const std::string& name);

// An external program spoken to over a pipe (learn/external/external_bidder.h):
// protocol 2 when `four_seats` (it competes), else protocol 1.
std::unique_ptr<Bidder> OpenExternalBidder(const std::string& command, double timeout_seconds, bool four_seats);

}  // namespace bidlab
