// The checkpoint of `train contested-rl`, OUTPUT.checkpoint: everything a
// run needs to continue bit for bit (contested_reinforcement.h's
// ReinforceCheckpoint: the latest network and its record, the kept model,
// Adam's state, the interval's sums) and what the run wrote beside it: the
// checksum of each snapshot its league lists and of the model it left at
// the output path, so that a resumed run refuses files that are not its own.
//
// A model file (io/model_file.h, checksummed) of kind
// "contested-rl-checkpoint", version 1, whose payload is one line of JSON
//   {"snapshots": [{"step": S, "fnv1a64": "HEX"}…], "outputs": ["HEX"…],
//    "interval": {"expected": X, "decisions": N}}
// then three sections, each "NAME BYTES\n" and BYTES bytes: "latest" (a
// contested-neural payload), "kept" (the same, or 0 bytes: none yet) and
// "optimizer" (nn::Adam::Save).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "experiments/train/contested_reinforcement.h"
#include "learn/contested_neural/contested_model.h"

namespace bidlab {

struct ReinforceCheckpointFile {
  ReinforceCheckpoint state;
  std::map<int, std::string> snapshots;  // step: the checksum of its file (ModelFileChecksum)
  // The checksums of the models the output path may hold: the one written
  // before this checkpoint and the one written after it.
  std::vector<std::string> outputs;
};

// The checksum of the model file `model` is written as (io/model_file.h's
// ModelChecksum).
std::string ModelFileChecksum(const contested_neural::ContestedModel& model);
// … of the model file at `path` (throws InputError when it is not one).
std::string ModelFileChecksum(const std::string& path);

void WriteReinforceCheckpoint(const std::string& path, const ReinforceCheckpointFile& file);
// nullopt when there is no file at `path`; throws Error when it is not a
// checkpoint of this kind (a checkpoint of an older bidlab, which held no
// optimizer state, is refused naming it) and InputError when it is damaged.
std::optional<ReinforceCheckpointFile> ReadReinforceCheckpoint(const std::string& path);

}  // namespace bidlab
