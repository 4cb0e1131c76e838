// What the ddnet commands (train ddnet, eval-ddnet, experiment ddnet, bench
// ddnet) share: the data files they read and the training options.
#pragma once

#include <string>
#include <vector>

#include "learn/ddnet/ddnet_data.h"
#include "learn/ddnet/trick_net.h"

namespace CLI {
class App;
}

namespace bidlab {

// --data FILE… (repeatable); none = the standard set, or while it is being
// built its shards, complete or still being solved.
void AddDdnetDataOption(CLI::App& cmd, std::vector<std::string>& data);
// The splits of those files (a ".partial" build journal read as its
// snapshot), a deal counted once. Throws InputError for an unreadable file.
ddnet::SplitRecords LoadDdnetData(const std::vector<std::string>& data);

// --variant F|D.
void AddDdnetVariantOption(CLI::App& cmd, ddnet::Variant& variant);
// --epochs, --ae-iterations, --seed, --permute-suits.
void AddDdnetConfigOptions(CLI::App& cmd, ddnet::TrainConfig& config);

}  // namespace bidlab
