// `bidlab bench bandit`: training speed of a bandit configuration
// (iterations/s, wall time) and bidding throughput on one core (deals/s,
// through the eval path and through the model alone).
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "io/dataset_file.h"
#include "learn/bandit/bandit_params.h"

namespace bidlab {

struct BenchBanditOptions {
  BanditParams params;
  std::string data;  // the data set's name, for messages
  int threads = 1;
  int bid_rounds = 5;
  double seconds_before = 0;  // spent before (loading the data), counted in the wall time
};

struct BenchBanditResult {
  std::string params;  // described
  std::size_t train_deals = 0, bid_deals = 0;
  double train_seconds = 0, iterations_per_second = 0, wall_seconds = 0;
  double eval_rate = 0, model_rate = 0;  // deals/s on one core
  long checksum = 0;                     // of the calls, so the timed loop is not optimised away
};

BenchBanditResult RunBenchBandit(const BenchBanditOptions& options, const Dataset& dataset, std::ostream& log);
std::string BenchBanditText(const BenchBanditResult& result);
nlohmann::json BenchBanditJson(const BenchBanditResult& result);

// `bidlab bench bandit`: loads options.data (its time counted in the wall
// time), runs, and returns the text or the JSON line.
std::string BenchBanditOfData(BenchBanditOptions options, bool json, std::ostream& log);

}  // namespace bidlab
