#include "report/experiment_files.h"

#include <filesystem>

#include "io/file_util.h"

namespace bidlab {

void WriteExperimentFiles(const std::string& dir, const std::string& name, const std::string& markdown,
                          const nlohmann::json& json, const std::vector<ExperimentFile>& extra, std::ostream& out) {
  namespace fs = std::filesystem;
  fs::create_directories(dir);
  const fs::path folder(dir);
  WriteFileAtomically((folder / (name + ".md")).string(), markdown);
  WriteFileAtomically((folder / (name + ".json")).string(), json.dump(2) + "\n");
  for (const ExperimentFile& file : extra) WriteFileAtomically((folder / file.name).string(), file.contents);
  out << markdown << "wrote " << (folder / (name + ".md")).string() << ", " << name << ".json";
  for (const ExperimentFile& file : extra) out << ", " << file.name;
  out << "\n";
}

void WriteExperimentFiles(const std::string& dir, const ExperimentOutput& output, std::ostream& out) {
  WriteExperimentFiles(dir, output.name, output.markdown, output.json, output.files, out);
}

}  // namespace bidlab
