// `bidlab explain MODEL` for a neural model file (experiments/neural/neural_card.h).
#include <optional>

#include "cli/neural_cli.h"
#include "experiments/neural/neural_card.h"
#include "io/model_file.h"

namespace bidlab {

bool ExplainNeuralModelFile(const std::string& path, std::ostream& out, std::size_t deals) {
  const std::optional<ModelFile> file =
      ReadModelFileOfKind(path, neural::NeuralModel::kKind, neural::NeuralModel::kVersion);
  if (!file) return false;
  out << NeuralSystemCard(path, neural::NeuralModel::LoadPayload(file->payload), deals);
  return true;
}

}  // namespace bidlab
