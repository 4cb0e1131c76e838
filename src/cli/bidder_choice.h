// The options that pick a bidder, shared by eval, bid and explain:
// --model FILE (a trained model), --bidder NAME (a registered bidder that
// needs no model file), --bidder-cmd "PROGRAM ARGS" (an external program
// spoken to over a pipe, learn/external/external_bidder.h).
#pragma once

#include <memory>
#include <string>

#include "eval/open_bidder.h"
#include "learn/bidder.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace bidlab {

struct BidderChoice {
  std::string model;
  std::string bidder;
  std::string command;            // --bidder-cmd
  double command_timeout = 10.0;  // --bidder-timeout, seconds per answer
};

void AddBidderOptions(CLI::App& cmd, BidderChoice& choice);
// --bidder NAME alone.
CLI::Option* AddBidderNameOption(CLI::App& cmd, std::string& name);
// Throws Error unless exactly one is given, or when the model cannot be loaded.
std::unique_ptr<Bidder> OpenBidder(const BidderChoice& choice);

}  // namespace bidlab
