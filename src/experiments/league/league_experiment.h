// `bidlab experiment league`: the round robin (league.h) of every bidder
// that can sit at a four-seat table — competing SAYC and its styles, SAYC
// that never enters the opponents' auction, the uncontested neural bidder
// and bandit through the adapter, the learned four-seat bidder, and any
// model files given — on a split's boards, as league.md and league.json.
#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "data/split.h"
#include "experiments/experiment_output.h"

namespace bidlab {

struct LeagueOptions {
  std::string data_name = "standard";
  Split split = Split::kTest;
  std::size_t boards = 0;  // the first N boards of the split; 0 = all (--quick: 1,000)
  bool quick = false;      // smoke test: 1,000 boards, a short bandit on 5,000 training deals
  int threads = 0;
};

// Where the learned members come from: each model option a file, "none" or
// "shipped" (data/neural.model, data/contested.model: on the standard set
// only); `bandit_model` empty to train the default bandit now, as `experiment
// compare` does; `models`: more model files, each a member.
struct LeagueInputs {
  std::string bandit_model;
  std::string neural_model = "shipped";
  std::string contested_model = "shipped";
  std::vector<std::string> models;
};

// The rule-based members, by the names MakeContestedBidder knows; the first,
// competing SAYC, anchors the ratings. `experiment compare` plays the
// learned four-seat bidder against them too.
const std::vector<std::string>& RuleBasedLeagueNames();

// Loads the data set and the models, plays the league, and writes nothing.
// Throws Error on a bad model file (naming it) or a split without boards.
ExperimentOutput RunLeagueExperiment(const LeagueOptions& options, const LeagueInputs& inputs, std::ostream& log);

}  // namespace bidlab
