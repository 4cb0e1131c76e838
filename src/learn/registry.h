// The registry of bidders. Each learner or rule system registers by name:
//  - bidders that need no model file ("sayc", "pass") by a factory;
//  - learned models by their model kind ("cstsr", "bandit"), with a loader
//    that rebuilds the bidder from the model's payload.
// The CLI and eval know only the Bidder interface and these names.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "learn/bidder.h"

namespace bidlab {

using BidderFactory = std::function<std::unique_ptr<Bidder>()>;
// Rebuilds a model from its payload (the model file after its header line);
// throws Error when the payload is malformed.
using ModelLoader = std::function<std::unique_ptr<Bidder>(std::string_view payload)>;

struct BidderEntry {
  std::string name;
  std::string description;
  BidderFactory make;
};

struct ModelKind {
  std::string kind;
  int version = 1;  // the payload format version this build reads and writes
  ModelLoader load;
};

// Registration happens once at start-up (see RegisterAllBidders).
void RegisterBidder(BidderEntry entry);
void RegisterModelKind(ModelKind kind);

const std::vector<BidderEntry>& RegisteredBidders();
// Every model kind, in registration order (the conformance suite loops over them).
const std::vector<ModelKind>& RegisteredModelKinds();
// Throws Error listing the registered names when `name` is unknown.
std::unique_ptr<Bidder> MakeBidder(const std::string& name);
// Throws Error when `kind` is unknown.
const ModelKind& FindModelKind(const std::string& kind);

// Registers every bidder and model kind bidlab has (idempotent).
void RegisterAllBidders();

}  // namespace bidlab
