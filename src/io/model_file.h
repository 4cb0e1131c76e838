// The model file every learner saves to: one header line
//   "bidlab-model KIND VERSION\n"
// followed by the learner's own payload (text or binary). The header lets
// bidlab refuse a model of the wrong kind or version with a clear message.
#pragma once

#include <optional>
#include <string>

namespace bidlab {

struct ModelFile {
  std::string kind;
  int version = 0;
  std::string payload;
};

// Written atomically (temporary file, then rename).
void WriteModelFile(const std::string& path, const ModelFile& model);
// Throws InputError naming the file when it is not a bidlab model.
ModelFile ReadModelFile(const std::string& path);
// The model at `path` when it is a bidlab model of `kind` (throws
// InputError when its version is not `version`); nullopt when `path` is not
// a file, not a bidlab model, or a model of another kind.
std::optional<ModelFile> ReadModelFileOfKind(const std::string& path, const std::string& kind, int version);
// Throws InputError unless the model is of `kind` at `version`.
void RequireModelKind(const std::string& path, const ModelFile& model, const std::string& kind, int version);

}  // namespace bidlab
