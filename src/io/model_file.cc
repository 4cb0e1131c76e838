#include "io/model_file.h"

#include <charconv>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "core/error.h"
#include "io/bounded_file.h"
#include "io/dataset_file.h"
#include "io/file_util.h"

namespace bidlab {

namespace {

constexpr std::string_view kHeaderWord = "bidlab-model";
// The longest first line a model may have, and the largest file (the shipped
// models take a few MB; a CBR model of a million cases about 100 MB).
constexpr std::size_t kMaxHeaderBytes = 200;
constexpr std::uint64_t kMaxModelBytes = std::uint64_t{1} << 30;
constexpr std::string_view kChecksumPrefix = "fnv1a64:";

// "bidlab-model KIND VERSION\n" + payload: what the checksum covers, and the
// whole file of the format before checksums.
std::string UncheckedText(const ModelFile& model) {
  return std::string(kHeaderWord) + " " + model.kind + " " + std::to_string(model.version) + "\n" + model.payload;
}

std::uint64_t Checksum(std::string_view text) {
  return Fnv1a64(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
}

std::string Hex16(std::uint64_t value) {
  char digits[17];
  std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(value));
  return digits;
}

// Words separated by exactly one space: a flipped bit in a separator makes
// the header unreadable rather than another valid header.
std::vector<std::string_view> SplitOnSpaces(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t start = 0;
  while (true) {
    const std::size_t space = line.find(' ', start);
    words.push_back(line.substr(start, space == std::string_view::npos ? std::string_view::npos : space - start));
    if (space == std::string_view::npos) return words;
    start = space + 1;
  }
}

// The file's text, its first line first: a file without a model's header
// line (/dev/zero) is given to ParseModelFile to refuse before more is read.
std::string ReadModelText(const std::string& path) {
  BoundedFile file(path);
  std::string text = file.Read(kMaxHeaderBytes + 1);
  if (text.find('\n') == std::string::npos) return text;
  return text + file.ReadRest(kMaxModelBytes, "a model file takes");
}

bool IsKindWord(std::string_view word) {
  if (word.empty() || word.size() > 32) return false;
  for (char c : word)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
  return true;
}

}  // namespace

std::string FormatModelFile(const ModelFile& model) {
  const std::string unchecked = UncheckedText(model);
  const std::size_t newline = unchecked.find('\n');
  return unchecked.substr(0, newline) + " " + std::string(kChecksumPrefix) + Hex16(Checksum(unchecked)) +
         unchecked.substr(newline);
}

std::string ModelChecksum(const ModelFile& model) { return Hex16(Checksum(UncheckedText(model))); }

ModelFile ParseModelFile(std::string_view text, const std::string& name) {
  const std::size_t newline = text.find('\n');
  const std::string_view line = text.substr(0, std::min(newline, kMaxHeaderBytes));
  const std::vector<std::string_view> words = SplitOnSpaces(line);
  ModelFile model;
  const bool shaped = newline != std::string_view::npos && newline <= kMaxHeaderBytes &&
                      (words.size() == 3 || words.size() == 4) && words[0] == kHeaderWord && IsKindWord(words[1]);
  const auto [end, ec] = shaped ? std::from_chars(words[2].data(), words[2].data() + words[2].size(), model.version)
                                : std::from_chars_result{nullptr, std::errc::invalid_argument};
  if (!shaped || ec != std::errc() || end != words[2].data() + words[2].size() || model.version < 0)
    throw InputError(name, 1,
                     "not a bidlab model file (expected a first line \"bidlab-model KIND VERSION fnv1a64:CHECKSUM\")");
  model.kind = std::string(words[1]);
  model.payload = std::string(text.substr(newline + 1));
  model.checksummed = words.size() == 4;
  if (model.checksummed) {
    const std::string_view stated = words[3];
    const std::string expected = Hex16(Checksum(UncheckedText(model)));
    if (stated.substr(0, kChecksumPrefix.size()) != kChecksumPrefix || stated.size() != kChecksumPrefix.size() + 16)
      throw InputError(name, 1, "the model's checksum must read fnv1a64: and 16 hex digits");
    if (stated.substr(kChecksumPrefix.size()) != expected)
      throw InputError(name, 0,
                       "checksum mismatch: the model file is damaged (it says " +
                           std::string(stated.substr(kChecksumPrefix.size())) + ", its contents give " + expected +
                           ")");
  }
  return model;
}

void WriteModelFile(const std::string& path, const ModelFile& model) {
  WriteFileAtomically(path, FormatModelFile(model));
}

ModelFile ReadModelFile(const std::string& path) { return ParseModelFile(ReadModelText(path), path); }

std::optional<ModelFile> ReadModelFileOfKind(const std::string& path, const std::string& kind, int version) {
  std::error_code ec;
  if (path.empty() || !std::filesystem::is_regular_file(path, ec)) return std::nullopt;
  const std::string text = ReadModelText(path);
  if (text.rfind(std::string(kHeaderWord) + " ", 0) != 0) return std::nullopt;  // some other file
  ModelFile file;
  try {
    file = ParseModelFile(text, path);
  } catch (const InputError&) {
    // A model header of another kind is another kind's business; a damaged
    // model of this kind is an error.
    if (text.rfind(std::string(kHeaderWord) + " " + kind + " ", 0) == 0) throw;
    return std::nullopt;
  }
  if (file.kind != kind) return std::nullopt;
  RequireModelKind(path, file, kind, version);
  return file;
}

void RequireModelKind(const std::string& path, const ModelFile& model, const std::string& kind, int version) {
  if (model.kind != kind) throw InputError(path, 1, "a " + model.kind + " model, expected a " + kind + " model");
  if (model.version != version)
    throw InputError(path, 1,
                     model.kind + " model format version " + std::to_string(model.version) +
                         ", this bidlab reads version " + std::to_string(version));
}

}  // namespace bidlab
