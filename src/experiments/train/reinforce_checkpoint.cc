#include "experiments/train/reinforce_checkpoint.h"

#include <charconv>
#include <filesystem>

#include "core/error.h"
#include "core/excerpt.h"
#include "io/model_file.h"
#include "learn/model_info.h"

namespace bidlab {

namespace {

using contested_neural::ContestedModel;

constexpr const char* kKind = "contested-rl-checkpoint";
constexpr int kVersion = 1;

ModelFile ModelFileOf(const ContestedModel& model) {
  return {ContestedModel::kKind, ContestedModel::kVersion, model.SavePayload()};
}

void AddSection(std::string& out, const char* name, const std::string& bytes) {
  out += std::string(name) + " " + std::to_string(bytes.size()) + "\n" + bytes;
}

// The section `name` of `payload` from *at.
std::string_view Section(std::string_view payload, std::size_t* at, const std::string& name, const std::string& path) {
  const std::size_t eol = payload.find('\n', *at);
  const std::string_view head = payload.substr(*at, eol == std::string_view::npos ? 0 : eol - *at);
  std::size_t bytes = 0;
  const bool named = head.size() > name.size() && head.substr(0, name.size() + 1) == name + " ";
  const auto [end, ec] = named ? std::from_chars(head.data() + name.size() + 1, head.data() + head.size(), bytes)
                               : std::from_chars_result{nullptr, std::errc::invalid_argument};
  if (eol == std::string_view::npos || ec != std::errc() || end != head.data() + head.size() ||
      bytes > payload.size() - eol - 1)
    throw InputError(path, 0, "expected the section \"" + name + " BYTES\" and its bytes, not " + QuotedExcerpt(head));
  *at = eol + 1 + bytes;
  return payload.substr(eol + 1, bytes);
}

std::shared_ptr<const ContestedModel> ModelOfSection(std::string_view bytes, const std::string& path) {
  return LoadPayloadOf(path, [&] { return ContestedModel::LoadPayload(bytes); });
}

}  // namespace

std::string ModelFileChecksum(const ContestedModel& model) { return ModelChecksum(ModelFileOf(model)); }

std::string ModelFileChecksum(const std::string& path) { return ModelChecksum(ReadModelFile(path)); }

void WriteReinforceCheckpoint(const std::string& path, const ReinforceCheckpointFile& file) {
  nlohmann::json snapshots = nlohmann::json::array();
  for (const auto& [step, checksum] : file.snapshots) snapshots.push_back({{"step", step}, {"fnv1a64", checksum}});
  const nlohmann::json head = {
      {"snapshots", snapshots},
      {"outputs", file.outputs},
      {"interval", {{"expected", file.state.interval_expected}, {"decisions", file.state.interval_decisions}}}};
  std::string payload = head.dump() + "\n";
  AddSection(payload, "latest", file.state.latest->SavePayload());
  AddSection(payload, "kept", file.state.kept ? file.state.kept->SavePayload() : "");
  AddSection(payload, "optimizer", file.state.optimizer);
  WriteModelFile(path, {kKind, kVersion, payload});
}

std::optional<ReinforceCheckpointFile> ReadReinforceCheckpoint(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;
  const std::optional<ModelFile> model = ReadModelFileOfKind(path, kKind, kVersion);
  if (!model) {
    if (ReadModelFileOfKind(path, ContestedModel::kKind, ContestedModel::kVersion))
      throw Error(path +
                  " is a checkpoint of an older bidlab, without the optimizer's state a run needs to continue the "
                  "same: delete it to start again");
    throw Error(path + " is not a checkpoint of train contested-rl: delete it or choose another output");
  }
  const std::string_view payload = model->payload;
  const std::size_t eol = payload.find('\n');
  if (eol == std::string_view::npos) throw InputError(path, 2, "expected a JSON line, then the sections");
  const nlohmann::json head = ModelInfoLine(payload.substr(0, eol), path);
  ReinforceCheckpointFile file;
  try {
    for (const nlohmann::json& s : head.at("snapshots"))
      file.snapshots[s.at("step").get<int>()] = s.at("fnv1a64").get<std::string>();
    file.outputs = head.at("outputs").get<std::vector<std::string>>();
    file.state.interval_expected = head.at("interval").at("expected").get<double>();
    file.state.interval_decisions = head.at("interval").at("decisions").get<long>();
  } catch (const nlohmann::json::exception& e) {
    throw InputError(path, 2, std::string("the checkpoint's record: ") + e.what());
  }
  std::size_t at = eol + 1;
  file.state.latest = ModelOfSection(Section(payload, &at, "latest", path), path);
  const std::string_view kept = Section(payload, &at, "kept", path);
  if (!kept.empty()) file.state.kept = ModelOfSection(kept, path);
  file.state.optimizer = std::string(Section(payload, &at, "optimizer", path));
  if (at != payload.size()) throw InputError(path, 0, "the checkpoint goes on past its last section");
  return file;
}

}  // namespace bidlab
