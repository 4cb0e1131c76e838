// The neural model's system card for `bidlab explain MODEL`: how it was
// trained, its opening bids beside SAYC's and its first responses, sampled
// (eval/sampled_system.h: it reads whole hands, not hand classes).
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "learn/neural/neural_model.h"

namespace bidlab {

// `name` heads the card (the model file's path); `deals` hands are sampled.
std::string NeuralSystemCard(const std::string& name, std::shared_ptr<const neural::NeuralModel> model,
                             std::size_t deals = 20000);

}  // namespace bidlab
