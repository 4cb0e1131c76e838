// bidlab train ddnet: an AE-MLP trick predictor (F or D) or a comparator for
// no trump or suits (learn/ddnet); bidlab eval-ddnet: its accuracy on a split.
#include <CLI/CLI.hpp>

#include <nlohmann/json.hpp>

#include "cli/ddnet_cli.h"
#include "cli/option_checks.h"
#include "core/error.h"
#include "io/model_file.h"
#include "learn/ddnet/comparator.h"
#include "learn/ddnet/ddnet_data.h"

namespace bidlab {

namespace {

struct TrainDdnetCommand {
  std::vector<std::string> data;
  std::string contracts = "suit";
  std::string variant = "D";
  bool comparator = false;
  std::size_t train_deals = 0, validation_deals = 2000;
  ddnet::TrainConfig config;
  std::string output;
  bool json = false;
};

ddnet::ContractKind Kind(const std::string& name) {
  return name == "nt" ? ddnet::ContractKind::kNoTrump : ddnet::ContractKind::kSuit;
}

void RunTrainDdnet(const TrainDdnetCommand& c, CliStreams& io) {
  RequireOutputIsNotAnInput(c.output, c.data);
  const ddnet::SplitRecords data = ddnet::LoadSplitRecords(DdnetDataPaths(c.data));
  const ddnet::ContractKind kind = Kind(c.contracts);
  const auto train = ddnet::TrickExamples(ddnet::FirstRecords(data.train, c.train_deals), kind);
  const auto validation = ddnet::TrickExamples(ddnet::FirstRecords(data.validation, c.validation_deals), kind);
  if (train.empty()) throw Error("train ddnet: the data holds no training deals");
  ddnet::TrainConfig config = c.config;
  config.variant = c.variant == "F" ? ddnet::Variant::kF : ddnet::Variant::kD;
  ddnet::TrainLog log;
  DdnetProgress progress(io.err);
  if (c.comparator) {
    const ddnet::Comparator model = ddnet::TrainComparator(kind, train, validation, config, log, progress.Callback());
    WriteModelFile(c.output, {ddnet::Comparator::kKind, ddnet::Comparator::kVersion, model.SavePayload()});
  } else {
    const ddnet::TrickNet model = ddnet::TrainTrickNet(kind, train, validation, config, log, progress.Callback());
    WriteModelFile(c.output, {ddnet::TrickNet::kKind, ddnet::TrickNet::kVersion, model.SavePayload()});
  }
  progress.Finish();
  const double best = log.best_epoch ? log.validation_accuracy[static_cast<std::size_t>(log.best_epoch - 1)] : 0;
  const nlohmann::json summary = {{"model", c.output},          {"train_examples", train.size()},
                                  {"validation_examples", validation.size()},
                                  {"ae_iterations", log.ae_iterations}, {"best_epoch", log.best_epoch},
                                  {"validation_accuracy", best}, {"seconds", log.seconds},
                                  {"samples_per_second", static_cast<double>(log.samples_seen) / std::max(log.seconds, 1e-9)}};
  if (c.json) {
    io.out << summary.dump() << "\n";
  } else {
    io.out << "wrote " << c.output << ": " << train.size() << " training examples, autoencoder "
           << log.ae_iterations << " iterations, best epoch " << log.best_epoch << " (validation "
           << (c.comparator ? "side" : "exact") << " accuracy " << 100 * best << "%), " << log.seconds << " s\n";
  }
}

struct EvalDdnetCommand {
  std::vector<std::string> data;
  std::string model;
  std::string split = "test";
  bool json = false;
};

void RunEvalDdnet(const EvalDdnetCommand& c, CliStreams& io) {
  const ModelFile file = ReadModelFile(c.model);
  const ddnet::SplitRecords data = ddnet::LoadSplitRecords(DdnetDataPaths(c.data));
  const std::vector<DealRecord>& records = c.split == "validation" ? data.validation : data.test;
  if (records.empty()) throw Error("eval-ddnet: the data holds no " + c.split + " deals");
  nlohmann::json out = {{"model", c.model}, {"split", c.split}, {"deals", records.size()}};
  if (file.kind == ddnet::Comparator::kKind) {
    RequireModelKind(c.model, file, ddnet::Comparator::kKind, ddnet::Comparator::kVersion);
    const ddnet::Comparator model = ddnet::Comparator::LoadPayload(file.payload, c.model);
    const auto examples = ddnet::TrickExamples(records, model.kind());
    out["contracts"] = ddnet::ContractKindName(model.kind());
    out["examples"] = examples.size();
    out["side"] = ddnet::ComparatorSideAccuracy(model, examples);
  } else {
    RequireModelKind(c.model, file, ddnet::TrickNet::kKind, ddnet::TrickNet::kVersion);
    const ddnet::TrickNet model = ddnet::TrickNet::LoadPayload(file.payload, c.model);
    const auto examples = ddnet::TrickExamples(records, model.kind());
    const ddnet::TrickAccuracy a = ddnet::MeasureTricks(model.PredictTricks(examples), examples);
    out["contracts"] = ddnet::ContractKindName(model.kind());
    out["variant"] = ddnet::VariantName(model.variant());
    out["examples"] = a.examples;
    out["exact"] = a.exact;
    out["within_one"] = a.within_one;
    out["within_two"] = a.within_two;
    out["side"] = a.side;
  }
  if (c.json) {
    io.out << out.dump() << "\n";
    return;
  }
  io.out << c.model << " on " << records.size() << " " << c.split << " deals (" << out["examples"].get<std::size_t>()
         << " " << out["contracts"].get<std::string>() << " examples):\n";
  if (out.contains("exact"))
    io.out << "  exact " << 100 * out["exact"].get<double>() << "%, within one " << 100 * out["within_one"].get<double>()
           << "%, within two " << 100 * out["within_two"].get<double>() << "%\n";
  io.out << "  who bids higher (NS ≥ 7 tricks): " << 100 * out["side"].get<double>() << "%\n";
}

}  // namespace

void AddTrainDdnet(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand("ddnet", "Mańdziuk & Suchan's AE-MLP double-dummy trick predictor (F or D) or "
                                            "the NS-vs-WE comparator, for no trump or suits");
  auto c = std::make_shared<TrainDdnetCommand>();
  AddDdnetDataOption(*cmd, c->data);
  cmd->add_option("--contracts", c->contracts, "nt or suit")->check(CLI::IsMember({"nt", "suit"}))->capture_default_str();
  cmd->add_option("--variant", c->variant, "F (fully connected encoder) or D (each hand to its own quarter)")
      ->check(CLI::IsMember({"F", "D"}))
      ->capture_default_str();
  cmd->add_flag("--comparator", c->comparator, "train the two-tower comparator instead of the trick predictor");
  cmd->add_option("--train-deals", c->train_deals, "training deals to use (0 = all)")->capture_default_str();
  cmd->add_option("--validation-deals", c->validation_deals, "validation deals for choosing the epoch (0 = all)")
      ->capture_default_str();
  cmd->add_option("--epochs", c->config.epochs, "fine-tuning epochs")->check(WholeNumber(1, INT32_MAX))->capture_default_str();
  cmd->add_option("--batch", c->config.batch, "mini-batch size")->check(WholeNumber(1, INT32_MAX))->capture_default_str();
  cmd->add_option("--learning-rate", c->config.learning_rate, "RMSProp η")->check(CLI::PositiveNumber)->capture_default_str();
  cmd->add_option("--ae-iterations", c->config.ae_max_iterations, "autoencoder iterations at most")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--seed", c->config.seed, "random seed (weights, shuffling)")->capture_default_str()->check(WholeNumber(0));
  cmd->add_flag("--permute-suits", c->config.permute_suits,
                "not in the paper: relabel the suits of each training deal at random every epoch (trumps kept)");
  cmd->add_option("-o,--output", c->output, "model file to write")->required()->check(OutputFile());
  cmd->add_flag("--json", c->json, "print one JSON line");
  cmd->callback([c, &io] { RunTrainDdnet(*c, io); });

  CLI::App& root = *train.get_parent();
  auto* eval = root.add_subcommand("eval-ddnet", "A ddnet model's accuracy: exact, within one and two tricks, and "
                                                 "who should bid higher, on the validation or test split");
  auto e = std::make_shared<EvalDdnetCommand>();
  AddDdnetDataOption(*eval, e->data);
  eval->add_option("--model", e->model, "model file from `bidlab train ddnet`")->required();
  eval->add_option("--split", e->split, "validation or test")
      ->check(CLI::IsMember({"validation", "test"}))
      ->capture_default_str();
  eval->add_flag("--json", e->json, "print one JSON line");
  eval->callback([e, &io] { RunEvalDdnet(*e, io); });
}

}  // namespace bidlab
