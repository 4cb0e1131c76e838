// `bidlab bench api`: how long `/api/bid` (serve/table_api.h) takes to
// answer, per bidder, without and with meanings=1, against the latency the
// explorer promises (docs/protocols.md): 50 ms without meanings, 2 s with.
//
// The explorer is built as `bidlab serve` builds it, and each request goes
// through the server's own handler (serve/request_handler.h, the Host check
// and the parameters included) in process: the socket is not measured.
//
// The requests are positions a table meets: on each board of a data set,
// dealer and vulnerability by the board rotation, SAYC bids all four seats
// to the end; a seeded draw picks how many of those calls came before, and
// the next seat asks for its call with its hand and that auction.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eval/duplicate_match.h"
#include "serve/request_handler.h"

namespace bidlab {

// The latency targets, in milliseconds.
inline constexpr double kBidTargetMs = 50;
inline constexpr double kBidMeaningsTargetMs = 2000;

struct BenchApiOptions {
  std::vector<std::string> models;                                  // `bidlab serve --model`, each
  std::vector<std::string> bidders = {"sayc", "contested-neural"};  // the explorer's names
  std::size_t requests = 50;          // without meanings: the first requests of BenchApiRequests
  std::size_t meaning_requests = 10;  // with meanings=1: the first of those
  std::uint64_t seed = 1;             // how far each board's auction has gone
};

// One request's parameters for each board, without bidder and meanings, in
// the order of the boards; the same boards and seed give the same requests.
std::vector<HttpFields> BenchApiRequests(const std::vector<MatchBoard>& boards, std::uint64_t seed);

// `progress(stage, done, total)` after each request.
using BenchApiProgress = std::function<void(const std::string&, std::size_t, std::size_t)>;

// {"path", "models", "requests", "meaning_requests", "seed", "rows": [{"bidder", "meanings", "requests",
//   "median_ms", "p95_ms", "max_ms", "target_ms", "within_target"}]}: one row a bidder and mode, each
// latency the nearest-rank percentile; within_target when the slowest answer is. Throws Error when an
// answer is not 200 (an unknown bidder, a model that cannot be loaded).
nlohmann::json BenchApi(const BenchApiOptions& options, const std::vector<MatchBoard>& boards,
                        const BenchApiProgress& progress = {});
std::string BenchApiText(const nlohmann::json& result);

}  // namespace bidlab
