#include "io/model_file.h"

#include <filesystem>
#include <sstream>

#include "core/error.h"
#include "io/file_util.h"

namespace bidlab {

namespace {
constexpr const char* kHeaderWord = "bidlab-model";
}

void WriteModelFile(const std::string& path, const ModelFile& model) {
  WriteFileAtomically(path, std::string(kHeaderWord) + " " + model.kind + " " + std::to_string(model.version) +
                                "\n" + model.payload);
}

ModelFile ReadModelFile(const std::string& path) {
  const std::string text = ReadFileText(path);
  const auto newline = text.find('\n');
  std::istringstream header(text.substr(0, newline == std::string::npos ? 0 : newline));
  std::string word;
  ModelFile model;
  if (!(header >> word >> model.kind >> model.version) || word != kHeaderWord)
    throw InputError(path, 1, "not a bidlab model file (expected a first line \"bidlab-model KIND VERSION\")");
  model.payload = text.substr(newline + 1);
  return model;
}

std::optional<ModelFile> ReadModelFileOfKind(const std::string& path, const std::string& kind, int version) {
  std::error_code ec;
  if (path.empty() || !std::filesystem::is_regular_file(path, ec)) return std::nullopt;
  ModelFile file;
  try {
    file = ReadModelFile(path);
  } catch (const InputError&) {
    return std::nullopt;  // some other file
  }
  if (file.kind != kind) return std::nullopt;
  RequireModelKind(path, file, kind, version);
  return file;
}

void RequireModelKind(const std::string& path, const ModelFile& model, const std::string& kind, int version) {
  if (model.kind != kind)
    throw InputError(path, 1, "a " + model.kind + " model, expected a " + kind + " model");
  if (model.version != version)
    throw InputError(path, 1, model.kind + " model format version " + std::to_string(model.version) +
                                  ", this bidlab reads version " + std::to_string(version));
}

}  // namespace bidlab
