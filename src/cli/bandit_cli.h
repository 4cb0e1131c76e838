// The bandit learner's commands (train bandit, bench bandit, explain of a
// bandit model, the experiments of thesis chapter 4 and Appendix A), shared
// by the files that register them. The work is in src/experiments/.
#pragma once

#include <iosfwd>
#include <string>

#include "cli/cli.h"
#include "learn/bandit/bandit_params.h"

namespace CLI {
class App;
}

namespace bidlab {

// The subcommand `name` of `app`, created with `description` when no other
// command group has made it yet.
CLI::App& SubcommandGroup(CLI::App& app, const std::string& name, const std::string& description);

// Declares the hyper-parameter options of `bidlab train bandit` on `cmd`
// (one declaration for train, bench and the experiments).
void AddBanditParamOptions(CLI::App& cmd, BanditParams& params);

// bidlab train bandit (cli/train/train_bandit.cc)
void AddTrainBandit(CLI::App& train, CliStreams& io);
// bidlab bench bandit (cli/bench/bench_bandit.cc)
void AddBenchBandit(CLI::App& bench, CliStreams& io);
// `bidlab explain MODEL` for a bandit model file: prints its table of
// opening bids (thesis Table A.1) beside SAYC's and returns true; false when
// `path` is not a bandit model file (the caller explains it otherwise).
bool ExplainBanditModelFile(const std::string& path, std::ostream& out);

// bidlab experiment figure4.1 … figure4.3, table4.2 … table4.4, tablea.1,
// bandit-ab (cli/experiment/experiment_bandit.cc).
void AddBanditFigures(CLI::App& experiment, CliStreams& io);
void AddBanditTables(CLI::App& experiment, CliStreams& io);
void AddBanditAb(CLI::App& experiment, CliStreams& io);

}  // namespace bidlab
