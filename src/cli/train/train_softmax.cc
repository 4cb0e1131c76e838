// bidlab train softmax: White's softmax classifiers (learn/softmax) of the
// opening bid (labels: real game records or SAYC) or the final contract
// (labels: the best contract of each deal's double-dummy costs).
#include <CLI/CLI.hpp>

#include <sstream>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/opening_examples.h"
#include "experiments/stopwatch.h"
#include "experiments/train/softmax_training.h"
#include "io/model_file.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

SoftmaxTrainingOptions DefaultTraining() {
  SoftmaxTrainingOptions o;
  o.task_name = "opening";
  o.features_name = "domain";
  return o;
}

struct TrainSoftmaxCommand {
  SoftmaxTrainingOptions training = DefaultTraining();
  std::string structure = "flat";
  std::string data;
  Split split = Split::kTrain;
  double dev_fraction = 0.5;
  std::string contract_label = "lowest";
  std::string subset = "all";
  std::uint64_t split_seed = 1;
  std::uint64_t sayc_deals = 80000;
  std::string output;
  bool json = false;
};

// The examples the command's --labels name, for its task.
TrainDev LoadExamples(const TrainSoftmaxCommand& c, SoftmaxTask task) {
  if (c.training.labels.rfind("pbn:", 0) == 0) {
    if (task != SoftmaxTask::kOpening) throw Error("--labels pbn:DIR gives opening bids; use --task opening");
    std::vector<OpeningExample> examples;
    std::stringstream paths(c.training.labels.substr(4));
    for (std::string path; std::getline(paths, path, ',');)
      for (OpeningExample& e : ReadOpeningExamples(path)) examples.push_back(std::move(e));
    auto splits = SplitOpeningExamples(examples, c.split_seed);
    return {std::move(splits[0]), std::move(splits[1])};
  }
  if (c.training.labels == "sayc") {
    if (task != SoftmaxTask::kOpening) throw Error("--labels sayc gives opening bids; use --task opening");
    RegisterAllBidders();
    const auto sayc = MakeBidder("sayc");
    // Standard deals (DESIGN.md §1): hands alone need no solving, so the whole train range has labels.
    const IndexRange train = SplitRange(kStandardCount, Split::kTrain);
    const IndexRange validation = SplitRange(kStandardCount, Split::kValidation);
    if (c.sayc_deals > train.size()) throw Error("--sayc-deals: the standard train split has 80,000 deals");
    return {BidderOpenings(*sayc, kStandardSeed, train.begin, c.sayc_deals),
            BidderOpenings(*sayc, kStandardSeed, validation.begin, validation.size())};
  }
  if (c.training.labels == "dd") {
    if (task != SoftmaxTask::kContract) throw Error("--labels dd gives final contracts; use --task contract");
    if (c.data.empty()) throw Error("--labels dd needs --data FILE (a data set with double-dummy tables)");
    if (c.split != Split::kTrain && c.split != Split::kValidation)
      throw Error("--split must be train or validation, not \"" + SplitName(c.split) + "\" (never test)");
    return ContractTrainDev(LoadDataset(c.data), c.split, c.dev_fraction, *ParseContractLabel(c.contract_label));
  }
  throw Error("--labels must be pbn:DIR, sayc or dd, not \"" + c.training.labels + "\"");
}

void RunTrainSoftmax(TrainSoftmaxCommand c, CliStreams& io) {
  const Stopwatch stopwatch;
  SoftmaxTrainingOptions& o = c.training;
  o.task = *ParseSoftmaxTask(o.task_name);
  o.features = *ParseWhiteTemplate(o.features_name);
  o.structure = *ParseSoftmaxStructure(c.structure);
  o.agreed_only = c.subset == "agreed";
  const TrainDev data = LoadExamples(c, o.task);
  const SoftmaxTraining t = TrainSoftmax(o, data, io.err);
  WriteModelFile(c.output, {SoftmaxCallModel::kKind, SoftmaxCallModel::kVersion, t.model->SavePayload()});
  io.out << (c.json ? SoftmaxTrainingJson(t, o, c.output, stopwatch.Seconds()).dump() + "\n"
                    : SoftmaxTrainingText(t, c.output, stopwatch.Seconds()));
}

}  // namespace

void AddTrainSoftmax(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "softmax",
      "White's softmax regression (\"Do I Hear 3NT?\"): the opening bid from one hand, or the final "
      "contract from both N-S hands");
  auto c = std::make_shared<TrainSoftmaxCommand>();
  cmd->add_option("--task", c->training.task_name, "opening or contract")
      ->check(CLI::IsMember({"opening", "contract"}))
      ->capture_default_str();
  cmd->add_option("--features", c->training.features_name,
                  "raw (53: the cards) or domain (142: lengths, suit HCP, HCP)")
      ->check(CLI::IsMember({"raw", "domain"}))
      ->capture_default_str();
  cmd->add_option("--structure", c->structure, "flat (one regression over 36 calls) or two_stage (strain, then level)")
      ->check(CLI::IsMember({"flat", "two_stage", "two-stage"}))
      ->capture_default_str();
  cmd->add_option(
         "--labels", c->training.labels,
         "pbn:PATH[,PATH…] (real opening bids, 70% train / 20% dev by hand), sayc (SAYC's openings of the standard "
         "deals) or dd (best contracts from --data's double-dummy costs)")
      ->required();
  AddDataOption(*cmd, c->data, "with --labels dd (its double-dummy tables)");
  AddSplitOption(*cmd, c->split);  // with --labels dd: train (dev = validation) or validation (halves, --dev-fraction)
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
  cmd->add_option("--alpha", c->training.params.alpha, "learning rate α (White: 0.05)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--tolerance", c->training.params.tolerance,
                  "stop when the norm of θ changes less in an epoch (White: 0.01)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  cmd->add_option("--max-epochs", c->training.params.max_epochs, "epochs at most (White: 1000)")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--batch-size", c->training.params.batch_size,
                  "1 = White's stochastic gradient ascent; more = mini-batches (mean gradient, wants a larger α)")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--seed", c->training.params.seed, "seed of the shuffling")
      ->capture_default_str()
      ->check(WholeNumber(0));
  AddOutputFileOption(*cmd, c->output, "model file to write");
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] { RunTrainSoftmax(*c, io); });
}

}  // namespace bidlab
