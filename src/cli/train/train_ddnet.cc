// bidlab train ddnet: an AE-MLP trick predictor (F or D) or a comparator for
// no trump or suits (experiments/train/ddnet_training.h); bidlab eval-ddnet:
// its accuracy on a split (experiments/ddnet/ddnet_eval.h).
#include <CLI/CLI.hpp>

#include <map>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/named_choices.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "experiments/ddnet/ddnet_eval.h"
#include "experiments/train/ddnet_training.h"
#include "experiments/train/training_data.h"

namespace bidlab {

namespace {

struct TrainDdnetCommand {
  std::vector<std::string> data;
  DdnetTrainingOptions options;
  std::string output;
  bool json = false;
};

void RunTrainDdnet(const TrainDdnetCommand& c, CliStreams& io) {
  RequireOutputIsNotAnInput(c.output, c.data);
  const DdnetTraining t = TrainDdnet(c.options, LoadDdnetData(c.data), io.err);
  WriteModelFile(c.output, t.model);
  io.out << (c.json ? DdnetTrainingJson(t, c.output).dump() + "\n" : DdnetTrainingText(t, c.output));
}

struct EvalDdnetCommand {
  std::vector<std::string> data;
  std::string model;
  Split split = Split::kTest;
  bool json = false;
};

void RunEvalDdnet(const EvalDdnetCommand& c, CliStreams& io) {
  if (c.split != Split::kValidation && c.split != Split::kTest)
    throw Error("eval-ddnet: --split must be validation or test, not " + SplitName(c.split));
  const ModelFile file = ReadModelFile(c.model);
  const ddnet::SplitRecords data = LoadDdnetData(c.data);
  const std::vector<DealRecord>& records = c.split == Split::kValidation ? data.validation : data.test;
  if (records.empty()) throw Error("eval-ddnet: the data holds no " + SplitName(c.split) + " deals");
  const nlohmann::json result = EvalDdnetModel(file, c.model, records, SplitName(c.split));
  io.out << (c.json ? result.dump() + "\n" : EvalDdnetText(result));
}

}  // namespace

void AddTrainDdnet(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand("ddnet",
                                   "Mańdziuk & Suchan's AE-MLP double-dummy trick predictor (F or D) or "
                                   "the NS-vs-WE comparator, for no trump or suits");
  auto c = std::make_shared<TrainDdnetCommand>();
  AddDdnetDataOption(*cmd, c->data);
  const std::map<std::string, ddnet::ContractKind> kinds = {{"nt", ddnet::ContractKind::kNoTrump},
                                                            {"suit", ddnet::ContractKind::kSuit}};
  cmd->add_option("--contracts", c->options.kind, "nt or suit")
      ->transform(NamedChoices(kinds))
      ->type_name("TEXT")
      ->default_str("suit");
  AddDdnetVariantOption(*cmd, c->options.config.variant);
  cmd->add_flag("--comparator", c->options.comparator, "train the two-tower comparator instead of the trick predictor");
  cmd->add_option("--train-deals", c->options.train_deals, "training deals to use (0 = all)")
      ->check(WholeNumber(0, INT32_MAX));
  cmd->add_option("--validation-deals", c->options.validation_deals,
                  "validation deals for choosing the epoch (0 = all)")
      ->check(WholeNumber(0, INT32_MAX));
  AddDdnetConfigOptions(*cmd, c->options.config);
  cmd->add_option("--batch", c->options.config.batch, "mini-batch size")->check(WholeNumber(1, INT32_MAX));
  cmd->add_option("--learning-rate", c->options.config.learning_rate, "RMSProp η")->check(LearningRate());
  AddOutputFileOption(*cmd, c->output, "model file to write");
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] { RunTrainDdnet(*c, io); });

  auto* eval = train.get_parent()->add_subcommand(
      "eval-ddnet",
      "A ddnet model's accuracy: exact, within one and two tricks, and who should bid higher, on the "
      "validation or test split");
  auto e = std::make_shared<EvalDdnetCommand>();
  AddDdnetDataOption(*eval, e->data);
  eval->add_option("--model", e->model, "model file from `bidlab train ddnet`")->required();
  AddSplitOption(*eval, e->split)->description("validation or test");
  AddJsonFlag(*eval, e->json);
  eval->callback([e, &io] { RunEvalDdnet(*e, io); });
}

}  // namespace bidlab
