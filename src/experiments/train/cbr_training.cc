#include "experiments/train/cbr_training.h"

#include <cstdio>

#include "experiments/cbr/case_source_spec.h"
#include "experiments/progress.h"
#include "experiments/stopwatch.h"
#include "io/model_file.h"
#include "learn/cbr/case_index.h"

namespace bidlab::cbr {

CbrTraining ChooseK(const std::vector<Case>& cases, CbrParams params,
                    const std::function<void(std::size_t, std::size_t)>& progress) {
  CbrTraining t{{}, params};
  if (params.k != 0) return t;
  const CaseIndex index(cases);
  const SweepResult sweep = LeaveOneOutSweep(index, PaperKs(), progress);
  t.rows = params.adapt ? sweep.adapted : sweep.plain;
  t.params.k = BestK(t.rows);
  return t;
}

std::string CbrTrainingText(const CbrTraining& t, const CbrModel& model, const std::string& model_path,
                            double seconds) {
  const std::size_t n = model.index().size();
  std::string out;
  char text[200];
  for (const SweepRow& r : t.rows) {
    std::snprintf(text, sizeof text, "  K %-3d leave-one-out %6zu of %zu correct (%.2f%%), %zu PASS answers%s\n", r.k,
                  r.correct, n, 100.0 * static_cast<double>(r.correct) / static_cast<double>(n), r.passes,
                  r.k == t.params.k ? "  <- chosen" : "");
    out += text;
  }
  std::snprintf(text, sizeof text, "%s: %zu cases (%.1f s)\n", CbrVariantName(t.params).c_str(), n, seconds);
  return out + text + "  " + model.source() + "\nwrote " + model_path + "\n";
}

nlohmann::json CbrTrainingJson(const CbrTraining& t, const CbrModel& model, const std::string& model_path,
                               double seconds) {
  nlohmann::json grid = nlohmann::json::array();
  for (const SweepRow& r : t.rows) grid.push_back({{"k", r.k}, {"correct", r.correct}, {"pass_answers", r.passes}});
  return {{"model", model_path},           {"kind", CbrModel::kKind},  {"bidder", CbrVariantName(t.params)},
          {"cases", model.index().size()}, {"source", model.source()}, {"k", t.params.k},
          {"adapt", t.params.adapt},       {"leave_one_out", grid},    {"seconds", seconds}};
}

std::string TrainCbrFromCases(const std::string& cases_spec, CbrParams params, const std::string& output, bool json,
                              std::ostream& err) {
  const Stopwatch stopwatch;
  StagedProgress progress(err);
  auto stage = [&](const std::string& what) {
    return [&progress, what](std::uint64_t done, std::uint64_t total) { progress.Update(what, done, total, "cases"); };
  };
  CaseSource source = LoadCaseSource(cases_spec, stage("cases " + cases_spec));
  const CbrTraining t = ChooseK(source.cases, params, stage("leave-one-out"));
  progress.Finish();
  const CbrModel model(std::move(source.cases), t.params, source.description);
  WriteModelFile(output, {CbrModel::kKind, CbrModel::kVersion, model.SavePayload()});
  return json ? CbrTrainingJson(t, model, output, stopwatch.Seconds()).dump() + "\n"
              : CbrTrainingText(t, model, output, stopwatch.Seconds());
}

}  // namespace bidlab::cbr
