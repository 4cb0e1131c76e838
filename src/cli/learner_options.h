// The options of the learners' commands, declared once for train, bench,
// explain and the experiments that take them.
#pragma once

#include <string>
#include <vector>

#include "core/imp.h"
#include "experiments/train/neural_training.h"
#include "experiments/train/one_call_training.h"
#include "experiments/train/training_extra.h"
#include "features/hand_features.h"
#include "learn/bandit/bandit_params.h"
#include "learn/ddnet/trick_net.h"

namespace CLI {
class App;
}

namespace bidlab {

// --data, --features, --optimistic, --pairing, --imp-scale, --symmetries, -o/--output, --threads, --json.
void AddTrainDataOptions(CLI::App& cmd, TrainDataOptions& options);
// --symmetries N: each training deal and N − 1 of its relabellings.
void AddSymmetriesOption(CLI::App& cmd, int& copies);

// The bandit's hyper-parameters (thesis chapter 3).
void AddBanditParamOptions(CLI::App& cmd, BanditParams& params);

// --steps, --minutes, --seed, the network and training options, --threads (not --data).
void AddNeuralParamOptions(CLI::App& cmd, neural::NeuralParams& params, NeuralRunOptions& run);

// --train-extra FILE and --train-extra-share P: deals added to the
// training split only (experiments/train/training_extra.h).
void AddTrainExtraOptions(CLI::App& cmd, TrainExtra& extra);

// --data FILE… (repeatable); none = the standard set, or while it is being
// built its shards, complete or still being solved.
void AddDdnetDataOption(CLI::App& cmd, std::vector<std::string>& data);
// --variant F|D.
void AddDdnetVariantOption(CLI::App& cmd, ddnet::Variant& variant);
// --epochs, --ae-iterations, --seed, --permute-suits.
void AddDdnetConfigOptions(CLI::App& cmd, ddnet::TrainConfig& config);

}  // namespace bidlab
