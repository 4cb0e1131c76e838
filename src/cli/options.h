// The options many commands share, each declared here once with its help
// text and its choices: --data, --split, --imp-scale, --declarer,
// --vulnerable, --threads, --json and -o. A command adds the ones it takes;
// enum options fill the enum (no command compares strings).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/bridge.h"
#include "core/imp.h"
#include "data/split.h"
#include "eval/evaluate.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace bidlab {

// The name of --data, for code that forwards it (experiment all).
inline constexpr char kDataOptionName[] = "--data";

// --data FILE: a data-set file, or "standard" (the shipped set); `use`
// says what the command does with it ("its test split scores the openers").
CLI::Option* AddDataOption(CLI::App& cmd, std::string& data, const std::string& use = "");
// --data FILE… (repeatable): the splits of every file, together.
CLI::Option* AddDataOption(CLI::App& cmd, std::vector<std::string>& data);
// --split train|validation|test|all.
CLI::Option* AddSplitOption(CLI::App& cmd, Split& split);
// --imp-scale wbf|thesis.
CLI::Option* AddImpScaleOption(CLI::App& cmd, ImpScale& scale);
// --declarer assumed|real.
CLI::Option* AddDeclarerOption(CLI::App& cmd, DeclarerRule& declarer);
// --vulnerable none|ns|ew|both (ParseVulnerability: every spelling, any case).
CLI::Option* AddVulnerabilityOption(CLI::App& cmd, Vulnerability& vulnerability);
// --vulnerable rotate|none|ns|ew|both (ParseVulnerabilityRule), for matches.
CLI::Option* AddVulnerabilityRuleOption(CLI::App& cmd, VulnerabilityRule& rule);
// The most deals --meaning-deals samples for a call (50 times the default).
inline constexpr std::uint64_t kMaxMeaningDeals = 1'000'000;
// --meaning-deals N: from `min` to kMaxMeaningDeals (bid: 0 = none; explain: 1).
CLI::Option* AddMeaningDealsOption(CLI::App& cmd, std::size_t& deals, std::uint64_t min, const std::string& help);
// --hidden N… : the sizes of a network's hidden ReLU layers, each 1 to 4096.
CLI::Option* AddHiddenLayersOption(CLI::App& cmd, std::vector<int>& hidden);
// --threads N (0 = every core, at most kMaxThreads).
CLI::Option* AddThreadsOption(CLI::App& cmd, int& threads);
// --neural-model and --contested-model: the learned bidders an experiment
// seats, each a model file, "shipped" (data/neural.model, data/contested.model
// on the standard set) or "none".
void AddShippedModelOptions(CLI::App& cmd, std::string& neural, std::string& contested);
// --json: one JSON object instead of text.
CLI::Option* AddJsonFlag(CLI::App& cmd, bool& json);
// -o/--output FILE (checked before any work: OutputFile, with the files
// the command writes `beside` it), required.
CLI::Option* AddOutputFileOption(CLI::App& cmd, std::string& path, const std::string& what,
                                 const std::vector<std::string>& beside = {});
// -o/--output DIR (checked before any work: OutputFolder), required.
CLI::Option* AddOutputFolderOption(CLI::App& cmd, std::string& path, const std::string& what);

}  // namespace bidlab
