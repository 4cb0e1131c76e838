// The one self-contained HTML file of `bidlab report`: every experiment's
// tables (published figures beside ours, differences coloured), its charts
// (Vega-Lite, inlined with the libraries: the file opens offline), its own
// pictures where no chart was drawn, the experiments that are missing, the
// duplicate matches with their 95% intervals (report/match_results.h), and a
// gallery of sample deals (report/deal_view.h).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "report/results_dir.h"

namespace bidlab {

struct ReportInputs {
  std::string source;  // the results folder, for the header
  std::vector<ExperimentResult> results;
  std::vector<std::string> expected;               // experiments bidlab can run, in order
  nlohmann::json deals = nlohmann::json::array();  // DealJson of each sample
  std::string gallery_note;                        // where the deals come from, or why there are none
};

std::string BuildReportHtml(const ReportInputs& inputs);
// What `bidlab report` says it wrote: the results found, those missing, the
// sample deals, the page's size.
std::string ReportSummaryText(const ReportInputs& inputs, const std::string& output, std::size_t html_bytes);

// JSON safe inside <script type="application/json">: "</" and "<!--" can
// end or confuse the element.
std::string ScriptSafeJson(const nlohmann::json& json);
// JavaScript safe inside <script>: the minified libraries must not end it early.
std::string ScriptSafeJs(std::string_view js);

}  // namespace bidlab
