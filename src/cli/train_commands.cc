// bidlab train LEARNER …: one subcommand per learner, each in its own file
// (train_cstsr.cc, train_csosr.cc, …) sharing train_common.h.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/train_common.h"

namespace bidlab {

void AddTrainCbr(CLI::App& train, CliStreams& io);      // train_cbr.cc
void AddTrainSoftmax(CLI::App& train, CliStreams& io);  // train_softmax.cc
void AddTrainDdnet(CLI::App& train, CliStreams& io);    // train_ddnet.cc (also adds eval-ddnet)
void AddTrainNeural(CLI::App& train, CliStreams& io);   // train_neural.cc

void AddTrainCommands(CLI::App& app, CliStreams& io) {
  auto* train = app.add_subcommand("train", "Train a learner on a data set and write a model file");
  train->require_subcommand(1);
  AddTrainCstsr(*train, io);
  AddTrainCsosr(*train, io);
  AddTrainCbr(*train, io);
  AddTrainSoftmax(*train, io);
  AddTrainDdnet(*train, io);
  AddTrainNeural(*train, io);
}

}  // namespace bidlab
