#include "experiments/summary/data_summary.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/dataset_summary.h"
#include "dd/dds_solver.h"
#include "eval/evaluate.h"
#include "experiments/progress.h"

namespace bidlab {

void SummariseData(const std::vector<Dataset>& parts, std::uint64_t sample, bool json, std::ostream& out,
                   std::ostream& err) {
  Dataset data;  // all parts' deals, for the counts (which do not depend on deal numbers)
  data.header = parts.front().header;
  for (const Dataset& part : parts) data.records.insert(data.records.end(), part.records.begin(), part.records.end());
  data.header.count = data.records.size();
  const DatasetSummary s = SummariseDataset(data);
  std::array<std::size_t, kNumContractTypes> by_type{};
  for (int c = 0; c < kNumFinalCalls; ++c)
    by_type[static_cast<int>(ContractTypeOf(Call::FromIndex(c)))] += s.best_call[c];

  ProgressLine line(err, "re-solving a sample with DDS");
  // The sample is shared out among the parts (at least one deal each, the
  // remainder to the first parts); each is re-solved against its own deal numbers.
  const auto part_sample = [&](std::size_t p) {
    return std::max<std::uint64_t>(1, sample / parts.size() + (p < sample % parts.size() ? 1 : 0));
  };
  std::uint64_t total = 0;
  for (std::size_t p = 0; p < parts.size(); ++p) total += part_sample(p);
  const DdsSolver solver;
  VerifyReport report;
  std::uint64_t before = 0;  // deals re-solved in the earlier parts
  for (std::size_t p = 0; p < parts.size(); ++p) {
    const VerifyReport r = VerifyDataset(parts[p], part_sample(p), solver, [&](std::uint64_t done, std::uint64_t) {
      line.Update(before + done, total, "deals");
    });
    report.deals_checked += r.deals_checked;
    report.tables_resolved += r.tables_resolved;
    before += r.tables_resolved;
    report.problems.insert(report.problems.end(), r.problems.begin(), r.problems.end());
  }
  line.Finish();

  if (json) {
    nlohmann::json best = nlohmann::json::object(), types = nlohmann::json::object();
    for (int c = 0; c < kNumFinalCalls; ++c) best[CallName(Call::FromIndex(c))] = s.best_call[c];
    for (int t = 0; t < kNumContractTypes; ++t) types[ContractTypeName(static_cast<ContractType>(t))] = by_type[t];
    out << nlohmann::json{{"deals", s.deals},
                          {"best_call", best},
                          {"best_type", types},
                          {"pass_cost", s.pass_cost},
                          {"mean_best_score", s.mean_best_score},
                          {"resolved", report.tables_resolved},
                          {"problems", report.problems}}
               .dump()
        << "\n";
  } else {
    char text[128];
    out << s.deals << " deals (seed " << data.header.seed << ", vulnerability "
        << VulnerabilityName(data.header.vulnerability)
        << ")\n\nbest contract (the call of highest N-S score; a tie goes to the lowest call, so a 2-level "
           "partscore, which scores what the 1-level one does, is never counted):\n";
    out << "        C       D       H       S      NT\n";
    for (int level = 1; level <= kNumLevels; ++level) {
      out << "  " << level;
      for (int st = 0; st < kNumStrains; ++st) {
        std::snprintf(text, sizeof text, " %6.2f%%",
                      100.0 * static_cast<double>(s.best_call[Call::Bid(level, StrainAt(st)).index()]) /
                          static_cast<double>(s.deals));
        out << text;
      }
      out << "\n";
    }
    std::snprintf(text, sizeof text, "  PASS %6.2f%%\n\nbest contract type:\n",
                  100.0 * static_cast<double>(s.best_call[0]) / static_cast<double>(s.deals));
    out << text;
    for (int t = 0; t < kNumContractTypes; ++t) {
      std::snprintf(text, sizeof text, "  %-8s %7zu %6.2f%%\n", ContractTypeName(static_cast<ContractType>(t)).c_str(),
                    by_type[t], 100.0 * static_cast<double>(by_type[t]) / static_cast<double>(s.deals));
      out << text;
    }
    std::snprintf(text, sizeof text, "\naverage best N-S score %.1f; always passing costs %.4f IMP a deal\n",
                  s.mean_best_score, s.pass_cost);
    out << text;
    out << "DDS re-solved " << report.tables_resolved << " deals of the sample: "
        << (report.problems.empty() ? "every table matches" : std::to_string(report.problems.size()) + " differ")
        << "\n";
  }
  for (const auto& p : report.problems) err << p << "\n";
  if (!report.problems.empty()) throw Error("the data set disagrees with DDS");
}

std::vector<Dataset> SummaryDataOf(const std::string& name, std::ostream& err) {
  if (name != "standard" || std::filesystem::exists(StandardDatasetPath())) return {LoadDataset(name)};
  const auto shards = CompleteStandardShards();
  if (shards.empty()) return {LoadDataset(name)};  // throws the explanation
  err << "note: the standard data set is still being built; summarising its " << shards.size()
      << " complete shard(s) of 10,000 deals\n";
  std::vector<Dataset> parts;
  for (const auto& path : shards) parts.push_back(ReadDatasetFile(path));
  return parts;
}

}  // namespace bidlab
