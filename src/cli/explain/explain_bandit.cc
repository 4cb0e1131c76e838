// `bidlab explain MODEL` for a bandit model file: its system card
// (experiments/thesis/bandit_card.h).
#include <optional>
#include <ostream>

#include "cli/bandit_cli.h"
#include "experiments/thesis/bandit_card.h"
#include "io/model_file.h"

namespace bidlab {

bool ExplainBanditModelFile(const std::string& path, std::ostream& out) {
  const std::optional<ModelFile> file = ReadModelFileOfKind(path, BanditModel::kKind, BanditModel::kVersion);
  if (!file) return false;  // some other file: not ours to explain
  out << BanditModelCard(path, BanditModel::LoadPayload(file->payload));
  return true;
}

}  // namespace bidlab
