// `bidlab experiment cbr` (issue 8): the thesis's leave-one-out K sweeps of
// CBridge1 and CBridge1a on each case base beside the published numbers,
// the accuracy against case-base size, the PASS-majority check, and the CBR
// opener's IMP cost on the standard test split through the one eval path.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "eval/evaluate.h"
#include "experiments/experiment_output.h"
#include "io/dataset_file.h"
#include "learn/cbr/case_sources.h"
#include "learn/cbr/leave_one_out.h"

namespace bidlab::cbr {

struct CbrExperimentOptions {
  std::optional<CaseSource> real_cases;  // case base (1), read by the caller; none = skip
  std::optional<Dataset> test_data;      // its test split scores the openers; none = skip
  std::string test_source;               // where test_data came from, for the report
  bool quick = false;                    // smaller case bases and 1,000 test deals: the same pipeline in under a minute
  int threads = 0;                       // for Evaluate (0 = every core)
};

struct SweptBase {
  std::string name;         // "sayc-2091", "pbn"
  std::string description;  // where the cases come from
  SweepResult sweep;
  double seconds = 0;  // the leave-one-out run
};

struct SizePoint {
  std::size_t cases = 0;
  SweepResult sweep;
};

struct ImpRow {
  std::string bidder;
  std::string case_base;  // "" for bidders without one
  int k = 0;              // chosen by leave-one-out on the case base; 0 when none
  double loo_percent = 0;
  EvalResult eval;
  double sayc_agreement = -1;  // share of test hands opened as SAYC opens them; -1 = not measured
};

struct CbrExperimentResult {
  std::vector<int> ks;
  std::vector<SweptBase> bases;
  std::vector<SizePoint> curve;
  std::vector<ImpRow> imp;
  std::string test_source;
  std::size_t test_deals = 0;
};

using ExperimentProgress = std::function<void(const std::string& stage, std::size_t done, std::size_t total)>;

CbrExperimentResult RunCbrExperiment(const CbrExperimentOptions& options, const ExperimentProgress& progress = {});

std::string CbrExperimentMarkdown(const CbrExperimentResult& result);
nlohmann::json CbrExperimentJson(const CbrExperimentResult& result);
// Leave-one-out accuracy against case-base size (log x).
std::string CbrAccuracySvg(const CbrExperimentResult& result);
// cbr.md (with `notes` after it), cbr.json and cbr_accuracy_vs_size.svg.
ExperimentOutput CbrExperimentOutput(const CbrExperimentResult& result, const std::string& notes);

}  // namespace bidlab::cbr
