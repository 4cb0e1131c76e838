// bidlab train softmax: White's softmax classifiers (learn/softmax) of the
// opening bid (labels: real game records or SAYC) or the final contract
// (labels: the best contract of each deal's double-dummy costs).
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/opening_examples.h"
#include "io/model_file.h"
#include "learn/registry.h"
#include "learn/softmax/white_data.h"

namespace bidlab {

namespace {

struct TrainSoftmaxCommand {
  std::string task = "opening";
  std::string features = "domain";
  std::string structure = "flat";
  std::string labels;
  std::string data;
  std::string split = "train";
  double dev_fraction = 0.5;
  std::string contract_label = "lowest";
  std::string subset = "all";
  std::uint64_t split_seed = 1;
  std::uint64_t sayc_deals = 80000;
  SoftmaxTrainParams params;
  std::string output;
  bool json = false;
};

// The examples the command's --labels name, for its task.
TrainDev LoadExamples(const TrainSoftmaxCommand& c, SoftmaxTask task) {
  if (c.labels.rfind("pbn:", 0) == 0) {
    if (task != SoftmaxTask::kOpening) throw Error("--labels pbn:DIR gives opening bids; use --task opening");
    std::vector<OpeningExample> examples;
    std::stringstream paths(c.labels.substr(4));
    for (std::string path; std::getline(paths, path, ',');)
      for (OpeningExample& e : ReadOpeningExamples(path)) examples.push_back(std::move(e));
    auto splits = SplitOpeningExamples(examples, c.split_seed);
    return {std::move(splits[0]), std::move(splits[1])};
  }
  if (c.labels == "sayc") {
    if (task != SoftmaxTask::kOpening) throw Error("--labels sayc gives opening bids; use --task opening");
    RegisterAllBidders();
    const auto sayc = MakeBidder("sayc");
    // Standard deals (DESIGN.md §1): hands alone need no solving, so the whole train range has labels.
    if (c.sayc_deals > 80000) throw Error("--sayc-deals: the standard train split has 80,000 deals");
    return {BidderOpenings(*sayc, kStandardSeed, 0, c.sayc_deals), BidderOpenings(*sayc, kStandardSeed, 80000, 10000)};
  }
  if (c.labels == "dd") {
    if (task != SoftmaxTask::kContract) throw Error("--labels dd gives final contracts; use --task contract");
    if (c.data.empty()) throw Error("--labels dd needs --data FILE (a data set with double-dummy tables)");
    const auto split = ParseSplit(c.split);
    if (!split) throw Error("--split must be train or validation, not \"" + c.split + "\"");
    return ContractTrainDev(LoadDataset(c.data), *split, c.dev_fraction, *ParseContractLabel(c.contract_label));
  }
  throw Error("--labels must be pbn:DIR, sayc or dd, not \"" + c.labels + "\"");
}

LabelledHoldings AgreedOnly(const LabelledHoldings& all) {
  LabelledHoldings out;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all.agreed[i]) {
      out.holdings.push_back(all.holdings[i]);
      out.calls.push_back(all.calls[i]);
      out.agreed.push_back(true);
    }
  return out;
}

void RunTrainSoftmax(const TrainSoftmaxCommand& c, CliStreams& io) {
  const auto start = std::chrono::steady_clock::now();
  const SoftmaxTask task = *ParseSoftmaxTask(c.task);
  const WhiteTemplate features = *ParseWhiteTemplate(c.features);
  const SoftmaxStructure structure = *ParseSoftmaxStructure(c.structure);
  TrainDev data = LoadExamples(c, task);
  if (c.subset == "agreed") data.train = AgreedOnly(data.train);
  if (data.train.size() == 0) throw Error("no training examples");
  SoftmaxCallTrace trace;
  const auto training = std::chrono::steady_clock::now();
  ProgressLine progress(io.err, "softmax " + c.task + " (" + std::to_string(data.train.size()) + " examples)");
  const auto model = TrainSoftmaxCallModel(
      task, features, structure, data.train.holdings, data.train.calls, c.params, &trace,
      [&](int epoch, int max_epochs, double) {
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - training).count();
        const double rate = epoch / std::max(elapsed, 1e-9);
        // At most: training may stop early by the tolerance.
        progress.Update(static_cast<std::uint64_t>(epoch), static_cast<std::uint64_t>(max_epochs), rate,
                        (max_epochs - epoch) / rate, "epochs");
      });
  progress.Finish();
  const double train_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - training).count();
  WriteModelFile(c.output, {SoftmaxCallModel::kKind, SoftmaxCallModel::kVersion, model->SavePayload()});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double train_accuracy = ScoreSoftmax(*model, data.train).Accuracy();
  const CallConfusion dev = ScoreSoftmax(*model, data.dev);
  const CallConfusion dev_agreed = ScoreSoftmax(*model, data.dev, true);

  if (c.json) {
    nlohmann::json regressions = nlohmann::json::array();
    for (std::size_t i = 0; i < trace.regressions.size(); ++i)
      regressions.push_back({{"name", trace.regressions[i]},
                             {"examples", trace.examples[i]},
                             {"epochs", trace.traces[i].epochs},
                             {"converged", trace.traces[i].converged},
                             {"last_norm_change", trace.traces[i].last_norm_change}});
    io.out << nlohmann::json{{"model", c.output},           {"kind", SoftmaxCallModel::kKind},
                             {"bidder", model->BidderName()}, {"task", c.task},
                             {"features", c.features},       {"structure", SoftmaxStructureName(structure)},
                             {"labels", c.labels},           {"train_examples", data.train.size()},
                             {"dev_examples", data.dev.size()}, {"dev_agreed_examples", dev_agreed.total},
                             {"train_accuracy", train_accuracy}, {"dev_accuracy", dev.Accuracy()},
                             {"dev_agreed_accuracy", dev_agreed.Accuracy()}, {"regressions", regressions},
                             {"train_seconds", train_seconds}, {"seconds", seconds}}
                  .dump()
           << "\n";
    return;
  }
  char line[240];
  for (std::size_t i = 0; i < trace.regressions.size(); ++i) {
    std::snprintf(line, sizeof line, "  %-9s %7zu examples, %4d epochs%s (last |change of norm| %.4g)\n",
                  trace.regressions[i].c_str(), trace.examples[i], trace.traces[i].epochs,
                  trace.traces[i].converged ? ", converged" : "", trace.traces[i].last_norm_change);
    io.out << line;
  }
  std::snprintf(line, sizeof line, "%s: train accuracy %.1f%% on %zu, dev %.1f%% on %zu", model->BidderName().c_str(),
                100 * train_accuracy, data.train.size(), 100 * dev.Accuracy(), data.dev.size());
  io.out << line;
  if (dev_agreed.total > 0) {
    std::snprintf(line, sizeof line, " (labels agreed: %.1f%% on %ld)", 100 * dev_agreed.Accuracy(), dev_agreed.total);
    io.out << line;
  }
  std::snprintf(line, sizeof line, " (training %.1f s of %.1f s)\nwrote %s\n", train_seconds, seconds,
                c.output.c_str());
  io.out << line;
}

}  // namespace

void AddTrainSoftmax(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "softmax", "White's softmax regression (\"Do I Hear 3NT?\"): the opening bid from one hand, or the final "
                 "contract from both N-S hands");
  auto c = std::make_shared<TrainSoftmaxCommand>();
  cmd->add_option("--task", c->task, "opening or contract")
      ->check(CLI::IsMember({"opening", "contract"}))
      ->capture_default_str();
  cmd->add_option("--features", c->features, "raw (53: the cards) or domain (142: lengths, suit HCP, HCP)")
      ->check(CLI::IsMember({"raw", "domain"}))
      ->capture_default_str();
  cmd->add_option("--structure", c->structure, "flat (one regression over 36 calls) or two_stage (strain, then level)")
      ->check(CLI::IsMember({"flat", "two_stage", "two-stage"}))
      ->capture_default_str();
  cmd->add_option("--labels", c->labels,
                  "pbn:PATH[,PATH…] (real opening bids, 70% train / 20% dev by hand), sayc (SAYC's openings of the standard "
                  "deals) or dd (best contracts from --data's double-dummy costs)")
      ->required();
  cmd->add_option("--data", c->data, "with --labels dd: data-set file with double-dummy tables");
  cmd->add_option("--split", c->split,
                  "with --labels dd: train (dev = validation) or validation (split in two, see --dev-fraction); "
                  "never test")
      ->check(CLI::IsMember({"train", "validation", "valid", "val"}))
      ->capture_default_str();
  cmd->add_option("--dev-fraction", c->dev_fraction, "with --split validation: the share kept for dev")
      ->check(CLI::Range(0.0, 0.99))
      ->capture_default_str();
  cmd->add_option("--contract-label", c->contract_label,
                  "with dd: which call of least cost is the label: lowest (1S for any spade partscore) or highest "
                  "(the level the tricks make)")
      ->check(CLI::IsMember({"lowest", "highest"}))
      ->capture_default_str();
  cmd->add_option("--subset", c->subset, "with pbn: train on all hands or only on those whose labels agreed")
      ->check(CLI::IsMember({"all", "agreed"}))
      ->capture_default_str();
  cmd->add_option("--split-seed", c->split_seed, "with pbn: seed of the by-hand 70/20/10 split")->capture_default_str();
  cmd->add_option("--sayc-deals", c->sayc_deals, "with sayc: training deals (0 … N−1 of the standard set)")
      ->check(CLI::Range(1, 80000))
      ->capture_default_str();
  cmd->add_option("--alpha", c->params.alpha, "learning rate α (White: 0.05)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--tolerance", c->params.tolerance, "stop when the norm of θ changes less in an epoch (White: 0.01)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  cmd->add_option("--max-epochs", c->params.max_epochs, "epochs at most (White: 1000)")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--batch-size", c->params.batch_size,
                  "1 = White's stochastic gradient ascent; more = mini-batches (mean gradient, wants a larger α)")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--seed", c->params.seed, "seed of the shuffling")->capture_default_str()->check(WholeNumber(0));
  cmd->add_option("-o,--output", c->output, "model file to write")->required()->check(OutputFile());
  cmd->add_flag("--json", c->json, "print one JSON object describing the training");
  cmd->callback([c, &io] { RunTrainSoftmax(*c, io); });
}

}  // namespace bidlab
