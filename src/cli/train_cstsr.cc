// bidlab train cstsr: CSTSR (learn/cstsr), λ chosen on the validation split.
#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli/train_common.h"
#include "learn/cstsr/cstsr.h"

namespace bidlab {

namespace {

struct TrainCstsrCommand {
  TrainDataOptions data;
  std::vector<double> lambdas;
};

void RunTrainCstsr(const TrainCstsrCommand& c, CliStreams& io) {
  const auto start = std::chrono::steady_clock::now();
  const TrainingSplits splits = LoadTrainingSplits(c.data);
  CstsrParams params;
  params.features = TrainFeatureSpec(c.data);
  if (!c.lambdas.empty()) params.lambdas = c.lambdas;
  const CstsrResult r = TrainCstsr(params, splits.train, splits.validation);
  WriteTrainedModel(c.data.output, CstsrModel::kKind, CstsrModel::kVersion, r.model->SavePayload());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string name = OneCallBidderName(CstsrModel::kKind, params.features);

  if (c.data.json) {
    nlohmann::json grid = nlohmann::json::array();
    for (const CstsrGridPoint& g : r.grid) grid.push_back({{"lambda", g.lambda}, {"validation_cost", g.validation_cost}});
    nlohmann::json j = {{"model", c.data.output},          {"kind", CstsrModel::kKind},
                        {"bidder", name},                   {"features", FeatureSetName(params.features.set)},
                        {"optimistic", params.features.both_hands}, {"dimensions", FeatureCount(params.features)},
                        {"imp_scale", c.data.imp_scale},    {"lambda", r.model->lambda()},
                        {"grid", grid},                     {"train_deals", r.train_examples},
                        {"validation_deals", splits.validation.size()}, {"seconds", seconds}};
    j["validation_cost"] = r.validation_cost ? nlohmann::json(*r.validation_cost) : nlohmann::json(nullptr);
    io.out << j.dump() << "\n";
    return;
  }
  char line[200];
  for (const CstsrGridPoint& g : r.grid) {
    std::snprintf(line, sizeof line, "  lambda %-8g validation cost %.4f%s\n", g.lambda, g.validation_cost,
                  g.lambda == r.model->lambda() ? "  <- chosen" : "");
    io.out << line;
  }
  std::snprintf(line, sizeof line, "%s: lambda %g, trained on %zu deals", name.c_str(), r.model->lambda(),
                r.train_examples);
  io.out << line;
  if (r.validation_cost) {
    std::snprintf(line, sizeof line, ", validation cost %.4f IMP on %zu deals", *r.validation_cost,
                  splits.validation.size());
    io.out << line;
  }
  std::snprintf(line, sizeof line, " (%.1f s)\nwrote %s\n", seconds, c.data.output.c_str());
  io.out << line;
}

}  // namespace

void AddTrainCstsr(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "cstsr", "Cost-sensitive two-sided regression: one ridge regression per call (thesis §3.1), the bias "
               "unpenalised; lambda chosen on the validation split");
  auto c = std::make_shared<TrainCstsrCommand>();
  AddTrainDataOptions(*cmd, c->data);
  cmd->add_option("--lambda", c->lambdas,
                  "ridge lambda; several values = a grid to choose from on validation "
                  "(default: 1e-6 1e-5 ... 1e3, chosen on validation)")
      ->check(CLI::NonNegativeNumber);
  cmd->callback([c, &io] { RunTrainCstsr(*c, io); });
}

}  // namespace bidlab
