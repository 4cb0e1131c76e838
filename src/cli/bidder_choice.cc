#include "cli/bidder_choice.h"

#include <CLI/CLI.hpp>

#include "core/error.h"
#include "io/model_file.h"
#include "learn/registry.h"

namespace bidlab {

void AddBidderOptions(CLI::App& cmd, BidderChoice& choice) {
  cmd.add_option("--model", choice.model, "a model file written by bidlab train");
  cmd.add_option("--bidder", choice.bidder, "a bidder that needs no model file (pass, …)");
}

std::unique_ptr<Bidder> LoadModelBidder(const std::string& path) {
  RegisterAllBidders();
  const ModelFile model = ReadModelFile(path);
  const ModelKind& kind = FindModelKind(model.kind);
  RequireModelKind(path, model, kind.kind, kind.version);
  try {
    return kind.load(model.payload);
  } catch (const InputError&) {
    throw;
  } catch (const Error& e) {
    throw InputError(path, 0, e.what());
  }
}

std::unique_ptr<Bidder> OpenBidder(const BidderChoice& choice) {
  RegisterAllBidders();
  if (choice.model.empty() == choice.bidder.empty())
    throw Error("give exactly one of --model FILE or --bidder NAME");
  if (!choice.model.empty()) return LoadModelBidder(choice.model);
  return MakeBidder(choice.bidder);
}

}  // namespace bidlab
