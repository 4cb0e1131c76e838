// bidlab train cbr --cases SPEC -o MODEL: a CBR opening bidder (learn/cbr):
// stores the case base; K (and nothing else) is chosen by leave-one-out
// accuracy on the case base unless given.
#include <CLI/CLI.hpp>

#include <memory>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/cbr/case_source_spec.h"
#include "experiments/train/cbr_training.h"
#include "io/shared_data.h"

namespace bidlab {

namespace {

struct TrainCbrCommand {
  std::string cases;
  std::string output;
  int k = 0;  // 0 = choose by leave-one-out
  bool adapt = false;
  bool json = false;
};

}  // namespace

void AddTrainCbr(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "cbr",
      "Case-based opening bidder (Bellamy-McIntyre's CBridge1/CBridge1a): the K nearest cases vote on North's "
      "opening call, then every call is PASS; K chosen by leave-one-out on the case base");
  auto c = std::make_shared<TrainCbrCommand>();
  cmd->add_option("--cases", c->cases,
                  std::string("the case base: records (the game records in external/pbn of the shared data: ") +
                      kSharedDataHelp +
                      "), pbn:PATH[,PATH...] (opening calls of PBN files or "
                      "folders) or sayc[:N] (SAYC's "
                      "openings for North's hands of the first N standard training deals; default all 80,000)")
      ->required();
  AddOutputFileOption(*cmd, c->output, "the model file to write");
  cmd->add_option("--k", c->k, "neighbours that vote (default: the best leave-one-out K of 1-20 and 60)")
      ->check(WholeNumber(1, 100000))
      ->default_str("");
  cmd->add_flag("--adapt", c->adapt, "CBridge1a: move a retrieved bid in the case's longest suit to ours");
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] { io.out << cbr::TrainCbrFromCases(c->cases, {c->k, c->adapt}, c->output, c->json, io.err); });
}

}  // namespace bidlab
