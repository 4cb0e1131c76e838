// `bidlab bench ddnet`: samples/s of the AE-MLP trick predictor
// (208–104–52–13–14) for training (forward, backward, RMSProp) and for
// inference, on one thread.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "learn/ddnet/trick_net.h"

namespace bidlab {

struct DdnetBenchOptions {
  int samples = 20000;
  int batch = 64;
  ddnet::Variant variant = ddnet::Variant::kD;
};

// Throws Error when samples < batch.
nlohmann::json BenchDdnet(const DdnetBenchOptions& options);
std::string BenchDdnetText(const nlohmann::json& result);

}  // namespace bidlab
