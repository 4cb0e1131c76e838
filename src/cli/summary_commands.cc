// bidlab summary: the main job until the learners exist — what the standard
// data set holds (best contracts, contract types, the cost of passing) and a
// sample of it re-solved against DDS.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <filesystem>
#include <vector>
#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/dataset_summary.h"
#include "eval/evaluate.h"

namespace bidlab {

namespace {

struct SummaryOptions {
  std::string data = "standard";
  std::uint64_t sample = 40;
  bool json = false;
};

// The standard set, or while it is being built, each of its complete shards
// (kept apart: each knows its own first deal, which re-solving checks, and
// complete shards need not be contiguous).
std::vector<Dataset> LoadSummaryData(const std::string& name, CliStreams& io) {
  if (name != "standard" || std::filesystem::exists(StandardDatasetPath())) return {LoadDataset(name)};
  const auto shards = CompleteStandardShards();
  if (shards.empty()) return {LoadDataset(name)};  // throws the explanation
  io.err << "note: the standard data set is still being built; summarising its " << shards.size()
         << " complete shard(s) of 10,000 deals\n";
  std::vector<Dataset> parts;
  for (const auto& path : shards) parts.push_back(ReadDatasetFile(path));
  return parts;
}

void RunSummary(const SummaryOptions& o, CliStreams& io) {
  const std::vector<Dataset> parts = LoadSummaryData(o.data, io);
  Dataset data;  // all parts' deals, for the counts (which do not depend on deal numbers)
  data.header = parts.front().header;
  for (const Dataset& part : parts) data.records.insert(data.records.end(), part.records.begin(), part.records.end());
  data.header.count = data.records.size();
  const DatasetSummary s = SummariseDataset(data);
  std::array<std::size_t, kNumContractTypes> by_type{};
  for (int c = 0; c < kNumFinalCalls; ++c) by_type[static_cast<int>(ContractTypeOf(Call::FromIndex(c)))] += s.best_call[c];

  ProgressLine line(io.err, "re-solving a sample with DDS");
  const auto start = std::chrono::steady_clock::now();
  // The sample is shared out among the parts (at least one deal each, the
  // remainder to the first parts); each is re-solved against its own deal numbers.
  const auto part_sample = [&](std::size_t p) {
    return std::max<std::uint64_t>(1, o.sample / parts.size() + (p < o.sample % parts.size() ? 1 : 0));
  };
  std::uint64_t total = 0;
  for (std::size_t p = 0; p < parts.size(); ++p) total += part_sample(p);
  const DdsSolver solver;
  VerifyReport report;
  std::uint64_t before = 0;  // deals re-solved in the earlier parts
  for (std::size_t p = 0; p < parts.size(); ++p) {
    const VerifyReport r = VerifyDataset(parts[p], part_sample(p), solver, [&](std::uint64_t done, std::uint64_t) {
      const std::uint64_t all_done = before + done;
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      line.Update(all_done, total, static_cast<double>(all_done) / secs,
                  static_cast<double>(total - all_done) * secs / static_cast<double>(std::max<std::uint64_t>(all_done, 1)), "deals");
    });
    report.deals_checked += r.deals_checked;
    report.tables_resolved += r.tables_resolved;
    before += r.tables_resolved;
    report.problems.insert(report.problems.end(), r.problems.begin(), r.problems.end());
  }
  line.Finish();

  if (o.json) {
    nlohmann::json best = nlohmann::json::object(), types = nlohmann::json::object();
    for (int c = 0; c < kNumFinalCalls; ++c) best[CallName(Call::FromIndex(c))] = s.best_call[c];
    for (int t = 0; t < kNumContractTypes; ++t) types[ContractTypeName(static_cast<ContractType>(t))] = by_type[t];
    io.out << nlohmann::json{{"deals", s.deals}, {"best_call", best}, {"best_type", types},
                             {"pass_cost", s.pass_cost}, {"mean_best_score", s.mean_best_score},
                             {"resolved", report.tables_resolved}, {"problems", report.problems}}
                  .dump()
           << "\n";
  } else {
    char text[128];
    io.out << s.deals << " deals (seed " << data.header.seed << ", vulnerability "
           << VulnerabilityName(data.header.vulnerability) << ")\n\nbest contract (the call of highest N-S score):\n";
    io.out << "        C       D       H       S      NT\n";
    for (int level = 1; level <= kNumLevels; ++level) {
      io.out << "  " << level;
      for (int st = 0; st < kNumStrains; ++st) {
        std::snprintf(text, sizeof text, " %6.2f%%", 100.0 * static_cast<double>(s.best_call[Call::Bid(level, StrainAt(st)).index()]) / static_cast<double>(s.deals));
        io.out << text;
      }
      io.out << "\n";
    }
    std::snprintf(text, sizeof text, "  PASS %6.2f%%\n\nbest contract type:\n", 100.0 * static_cast<double>(s.best_call[0]) / static_cast<double>(s.deals));
    io.out << text;
    for (int t = 0; t < kNumContractTypes; ++t) {
      std::snprintf(text, sizeof text, "  %-8s %7zu %6.2f%%\n", ContractTypeName(static_cast<ContractType>(t)).c_str(), by_type[t],
                    100.0 * static_cast<double>(by_type[t]) / static_cast<double>(s.deals));
      io.out << text;
    }
    std::snprintf(text, sizeof text, "\naverage best N-S score %.1f; always passing costs %.4f IMP a deal\n", s.mean_best_score, s.pass_cost);
    io.out << text;
    io.out << "DDS re-solved " << report.tables_resolved << " deals of the sample: "
           << (report.problems.empty() ? "every table matches" : std::to_string(report.problems.size()) + " differ") << "\n";
  }
  for (const auto& p : report.problems) io.err << p << "\n";
  if (!report.problems.empty()) throw Error("the data set disagrees with DDS");
}

}  // namespace

void AddSummaryCommands(CLI::App& app, CliStreams& io) {
  auto o = std::make_shared<SummaryOptions>();
  auto* cmd = app.add_subcommand("summary", "What a data set holds (best contracts and types, the cost of passing), "
                                            "with a sample re-solved by DDS");
  cmd->add_option("--data", o->data, "data-set file, or \"standard\"")->capture_default_str();
  cmd->add_option("--sample", o->sample, "deals to re-solve with DDS")->capture_default_str()->check(WholeNumber(0));
  cmd->add_flag("--json", o->json, "print one JSON object");
  cmd->callback([o, &io] { RunSummary(*o, io); });
}

}  // namespace bidlab
