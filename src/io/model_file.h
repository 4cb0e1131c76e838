// The model file every learner saves to: one header line
//   "bidlab-model KIND VERSION fnv1a64:CHECKSUM\n"
// followed by the learner's own payload (text or binary). The header lets
// bidlab refuse a model of the wrong kind or version with a clear message;
// the checksum (FNV-1a-64, 16 hex digits, of "bidlab-model KIND VERSION\n"
// and the payload) makes a damaged file an error instead of another model.
// Files written before the checksum existed (a header of three words) are
// still read; any other header, or a checksum that does not match, is refused.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/error.h"

namespace bidlab {

struct ModelFile {
  std::string kind;
  int version = 0;
  std::string payload;
  bool checksummed = true;  // false: read from a file that had no checksum
};

// The file's bytes (always with the checksum).
std::string FormatModelFile(const ModelFile& model);
// The checksum its header line carries (16 hex digits): two files hold the
// same model exactly when theirs are the same.
std::string ModelChecksum(const ModelFile& model);
// Throws InputError naming `name` when `text` is not a bidlab model or its
// checksum does not match.
ModelFile ParseModelFile(std::string_view text, const std::string& name);

// Written atomically (temporary file, then rename).
void WriteModelFile(const std::string& path, const ModelFile& model);
// Throws InputError naming the file when it is not a bidlab model.
ModelFile ReadModelFile(const std::string& path);
// The model at `path` when it is a bidlab model of `kind` (throws
// InputError when its version is not `version` or it is damaged); nullopt
// when `path` is not a file, not a bidlab model, or a model of another kind.
std::optional<ModelFile> ReadModelFileOfKind(const std::string& path, const std::string& kind, int version);
// Runs `load`, a kind's payload loader, for the model file `path`. The
// loaders see only the payload and name it ("neural model:2: …"); what they
// throw is thrown again as an InputError naming the file.
template <class Load>
auto LoadPayloadOf(const std::string& path, const Load& load) -> decltype(load()) {
  try {
    return load();
  } catch (const InputError& e) {
    throw InputError(path, e.line(), e.detail());
  } catch (const Error& e) {
    throw InputError(path, 0, e.what());
  }
}

// Throws InputError unless the model is of `kind` at `version`.
void RequireModelKind(const std::string& path, const ModelFile& model, const std::string& kind, int version);

}  // namespace bidlab
