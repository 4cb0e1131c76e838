// What `bidlab train cbr` reports: the leave-one-out sweep that chose K (when
// K was not given) and the case base, as text or one JSON object.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "learn/cbr/cbr_model.h"
#include "learn/cbr/leave_one_out.h"

namespace bidlab::cbr {

struct CbrTraining {
  std::vector<SweepRow> rows;  // the sweep (empty when K was given)
  CbrParams params;
};

// Chooses K by leave-one-out on `cases` unless params.k is set.
CbrTraining ChooseK(const std::vector<Case>& cases, CbrParams params,
                    const std::function<void(std::size_t, std::size_t)>& progress);

std::string CbrTrainingText(const CbrTraining& t, const CbrModel& model, const std::string& model_path, double seconds);
nlohmann::json CbrTrainingJson(const CbrTraining& t, const CbrModel& model, const std::string& model_path,
                               double seconds);

// `bidlab train cbr`: the case base of `cases_spec` (case_source_spec.h),
// K chosen unless params.k is set (progress on `err`), the model written to
// `output`; returns the report as text or JSON.
std::string TrainCbrFromCases(const std::string& cases_spec, CbrParams params, const std::string& output, bool json,
                              std::ostream& err);

}  // namespace bidlab::cbr
