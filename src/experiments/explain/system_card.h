// The system card `bidlab explain NAME` prints: a registered bidder's rules
// with their meanings, or what a model file's learner shows of its system.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace bidlab {

// The card of a registered bidder that has one (sayc, pass); nullopt otherwise.
std::optional<std::string> RegisteredBidderCard(const std::string& name);

// The card of a model file whose kind has one: a bandit model's opening bids
// beside SAYC's (thesis Table A.1), a neural model's openings and responses
// sampled on `deals` hands. nullopt when `path` is a file of another kind.
std::optional<std::string> ModelFileCard(const std::string& path, std::size_t deals);

// `bidlab explain NAME`: the card of a registered bidder or a model file;
// with `auction` (North and South's calls so far, "" = the opening), what
// each call the bidder makes next shows, sampled on `deals` deals (up to ten
// times more for rare auctions). Throws Error naming the registered bidders
// when NAME is neither.
std::string ExplainText(const std::string& name, const std::optional<std::string>& auction, std::size_t deals);

}  // namespace bidlab
