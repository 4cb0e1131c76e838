// A bidder's system as it actually plays, for bidders that read whole hands
// (the neural bidder, SAYC) where enumerating hand classes (Table A.1,
// learn/bandit/opening_table.h) would only approximate: North's opening
// call on sampled hands, and South's first response to the commonest
// openings, each summarised per call as an HCP range and suit lengths.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "learn/bandit/opening_table.h"
#include "learn/bidder.h"

namespace bidlab {

struct SampledResponses {
  Call opening;
  std::size_t deals = 0;                  // sampled deals North opened with it
  std::vector<OpeningSummary> responses;  // South's call, shares out of `deals`
};

struct SampledSystem {
  std::size_t deals = 0;
  std::vector<OpeningSummary> openings;  // shares out of `deals`
  std::vector<SampledResponses> responses;
};

// Deals DealAt(seed, 0 … deals − 1); responses to the `with_responses`
// commonest opening bids.
SampledSystem SampleSystem(Bidder& bidder, std::size_t deals, std::uint64_t seed, int with_responses = 4);

// The openings side by side (one column per system), then each system's
// responses, rows for the calls it makes.
std::string SampledSystemMarkdown(const std::vector<std::string>& names, const std::vector<SampledSystem>& systems);

}  // namespace bidlab
