// bidlab train csosr: CSOSR (learn/csosr), (C, gamma) chosen on the
// validation split; the grid search reports progress on stderr.
#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "experiments/progress.h"
#include "cli/train_common.h"
#include "learn/csosr/csosr.h"

namespace bidlab {

namespace {

struct TrainCsosrCommand {
  TrainDataOptions data;
  std::vector<double> costs_C, gammas;
  std::size_t subsample = CsosrParams().subsample;
  double tolerance = CsosrParams().tolerance;
  double kernel_gb = static_cast<double>(CsosrParams().kernel_bytes) / (1 << 30);
};

void RunTrainCsosr(const TrainCsosrCommand& c, CliStreams& io) {
  const auto start = std::chrono::steady_clock::now();
  const TrainingSplits splits = LoadTrainingSplits(c.data);
  CsosrParams params;
  params.features = TrainFeatureSpec(c.data);
  if (!c.costs_C.empty()) params.costs_C = c.costs_C;
  if (!c.gammas.empty()) params.gammas = c.gammas;
  params.subsample = c.subsample;
  params.tolerance = c.tolerance;
  params.threads = c.data.threads;
  params.kernel_bytes = static_cast<std::size_t>(c.kernel_gb * (1 << 30));
  const std::string name = OneCallBidderName(CsosrModel::kKind, params.features);
  ProgressLine line(io.err, "train " + name);
  const CsosrResult r = TrainCsosr(params, splits.train, splits.validation, [&](const CsosrProgress& p) {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double rate = static_cast<double>(p.solved) / std::max(elapsed, 1e-9);
    line.Update(p.solved, p.total, rate, static_cast<double>(p.total - p.solved) / std::max(rate, 1e-9), "solves");
  });
  line.Finish();
  WriteTrainedModel(c.data.output, CsosrModel::kKind, CsosrModel::kVersion, r.model->SavePayload());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  if (c.data.json) {
    nlohmann::json grid = nlohmann::json::array();
    for (const CsosrGridPoint& g : r.grid)
      grid.push_back({{"C", g.cost_C}, {"gamma", g.gamma}, {"validation_cost", g.validation_cost},
                      {"iterations", g.iterations}, {"unconverged", g.unconverged}});
    nlohmann::json j = {{"model", c.data.output},
                        {"kind", CsosrModel::kKind},
                        {"bidder", name},
                        {"features", FeatureSetName(params.features.set)},
                        {"optimistic", params.features.both_hands},
                        {"dimensions", FeatureCount(params.features)},
                        {"imp_scale", c.data.imp_scale},
                        {"C", r.model->cost_C()},
                        {"gamma", r.model->gamma()},
                        {"support_vectors", r.model->support_vectors().size()},
                        {"grid", grid},
                        {"train_deals", r.train_examples},
                        {"validation_deals", splits.validation.size()},
                        {"seconds", seconds}};
    j["validation_cost"] = r.validation_cost ? nlohmann::json(*r.validation_cost) : nlohmann::json(nullptr);
    io.out << j.dump() << "\n";
    return;
  }
  char text[220];
  for (const CsosrGridPoint& g : r.grid) {
    std::snprintf(text, sizeof text, "  C %-6g gamma %-6g validation cost %.4f (%ld SMO steps%s)%s\n", g.cost_C,
                  g.gamma, g.validation_cost, g.iterations,
                  g.unconverged ? (", " + std::to_string(g.unconverged) + " calls unconverged").c_str() : "",
                  g.cost_C == r.model->cost_C() && g.gamma == r.model->gamma() ? "  <- chosen" : "");
    io.out << text;
  }
  std::snprintf(text, sizeof text, "%s: %s, trained on %zu deals", name.c_str(), r.model->Describe().c_str(),
                r.train_examples);
  io.out << text;
  if (r.validation_cost) {
    std::snprintf(text, sizeof text, ", validation cost %.4f IMP on %zu deals", *r.validation_cost,
                  splits.validation.size());
    io.out << text;
  }
  std::snprintf(text, sizeof text, " (%.1f s)\nwrote %s\n", seconds, c.data.output.c_str());
  io.out << text;
}

}  // namespace

void AddTrainCsosr(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "csosr", "Cost-sensitive one-sided regression (Tu & Lin 2010): one Gaussian-kernel one-sided SVR per "
               "call, (C, gamma) chosen on the validation split (thesis §3.1, §4.1)");
  auto c = std::make_shared<TrainCsosrCommand>();
  AddTrainDataOptions(*cmd, c->data);
  cmd->add_option("--C", c->costs_C, "C values (default 1 10 100 1000)")->check(CLI::PositiveNumber);
  cmd->add_option("--gamma", c->gammas, "Gaussian kernel gamma values (default 0.001 0.01 0.1 1)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--subsample", c->subsample, "train on the first N training deals (0 = all)")
      ->capture_default_str();
  cmd->add_option("--tolerance", c->tolerance, "SMO stopping tolerance (IMPs)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--kernel-gb", c->kernel_gb,
                  "largest kernel matrix kept whole in memory, GB (larger: rows cached)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->callback([c, &io] { RunTrainCsosr(*c, io); });
}

}  // namespace bidlab
