#include "experiments/dataset/dataset_jobs.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/dataset_pbn.h"
#include "dd/dds_solver.h"
#include "experiments/progress.h"
#include "io/interrupt_notice.h"
#include "io/pbn_reader.h"
#include "io/pbn_writer.h"
#include "io/streamed_file.h"

namespace bidlab {

void RunDatasetBuild(const BuildRequest& request, int threads, std::ostream& out, std::ostream& err) {
  const DdsSolver solver(threads);
  ProgressLine line(err, "dataset build " + request.output);
  const InterruptNotice notice("interrupted: run the same command to resume (" + JournalPath(request.output) +
                               " keeps the deals solved so far)");
  bool first_report = true;  // made before the first batch
  const BuildOutcome outcome = BuildDataset(request, solver, [&](const BuildProgress& p) {
    if (std::exchange(first_report, false)) {
      if (p.resumed > 0) err << "resuming: " << p.resumed << " of " << p.total << " deals done\n";
      else
        err << "dataset build: " << (request.deals.empty() ? "dealing and solving " : "solving ") << p.total
            << " deals, " << p.batch << " a batch (progress after each batch)\n";
      return;
    }
    line.Update(p.done, p.total, p.deals_per_second, p.seconds_left, "deals");  // the builder knows its rate
  });
  line.Finish();
  if (outcome == BuildOutcome::kAlreadyComplete)
    out << request.output << " is already complete (" << request.count << " deals, checksum ok): nothing to do\n";
  else out << "wrote " << request.output << " (" << request.count << " deals)\n";
}

std::string DatasetInfoText(const std::string& path, bool json) {
  const Dataset d = LoadDataset(path);
  const nlohmann::json j = {
      {"file", path},
      {"version", d.header.with_boards ? kDatasetVersionWithBoards : kDatasetVersion},
      {"boards", d.header.with_boards ? "each deal's number, dealer and vulnerability, from its record"
                                      : "none (deal i is board i + 1 of the set, North dealing)"},
      {"origin", d.header.origin == DatasetOrigin::kGenerated ? "generated" : "imported"},
      {"seed", d.header.seed},
      {"first", d.header.first},
      {"count", d.header.count},
      {"vulnerable", VulnerabilityName(d.header.vulnerability)}};
  if (json) return j.dump() + "\n";
  std::string text;
  for (const auto& [key, value] : j.items())
    text += key + ": " + (value.is_string() ? value.get<std::string>() : value.dump()) + "\n";
  return text;
}

void RunDatasetVerify(const std::string& path, std::uint64_t sample, int threads, std::ostream& out,
                      std::ostream& err) {
  const Dataset data = LoadDataset(path);
  ProgressLine line(err, "dataset verify");
  const VerifyReport report =
      VerifyDataset(data, sample, DdsSolver(threads),
                    [&](std::uint64_t done, std::uint64_t total) { line.Update(done, total, "deals"); });
  line.Finish();
  for (const auto& problem : report.problems) err << path << ": " << problem << "\n";
  if (!report.problems.empty()) throw Error(path + ": " + std::to_string(report.problems.size()) + " problems found");
  out << path << ": checksum ok, " << report.deals_checked << " deals match their seed, " << report.tables_resolved
      << " tables match DDS\n";
}

void WriteDealsPbn(std::uint64_t seed, std::uint64_t first, std::uint64_t count, Vulnerability vulnerability,
                   const std::string& output, std::ostream& out) {
  std::optional<AtomicFile> file;
  if (!output.empty()) file.emplace(output);
  StreamDealsPbn(seed, first, count, vulnerability, [&](const std::string& text) {
    if (file) file->Write(text);
    else out << text;
  });
  if (file) file->Commit();
}

void SolvePbnFile(const std::string& input, const std::string& output, int threads, std::ostream& err) {
  std::vector<PbnBoard> boards = ReadPbnFile(input);
  ProgressLine line(err, "solve " + input);
  SolveBoards(boards, input, DdsSolver(threads),
              [&](std::size_t done, std::size_t total) { line.Update(done, total, "deals"); });
  line.Finish();
  WritePbnFile(output, boards);
}

}  // namespace bidlab
