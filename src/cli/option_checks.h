// The checks every command's options share, declared once: whole numbers
// that refuse a sign or overflow instead of wrapping, thread counts, bounded
// real numbers, and output paths checked before any work is done. Each
// refusal says what was given and what is allowed.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "io/output_path.h"

namespace bidlab {

inline constexpr int kMaxThreads = 64;

// Digits only (no sign), from `min` to `max`: "--count: must be a whole
// number from 1 to 18446744073709551615, not "-5"".
CLI::Validator WholeNumber(std::uint64_t min, std::uint64_t max = std::numeric_limits<std::uint64_t>::max());
// 0 (every core) or 1 to kMaxThreads.
CLI::Validator ThreadCount();
// A finite number from `min` to `max`.
CLI::Validator NumberInRange(double min, double max);

// The ranges real-number options share, each a NumberInRange:
CLI::Validator LearningRate();      // a step size: 1e-9 to 10
CLI::Validator WallMinutes();       // a time limit in minutes, 0 (none) to a year, 525600
CLI::Validator Weight();            // a weight, a bonus or a penalty: 0 to 1e6
CLI::Validator PositiveConstant();  // a regularisation, kernel or tolerance constant: 1e-12 to 1e12

// The options of `app` and of all its subcommands that take a number (an
// integer or real type, or a list of them) without one of the three checks
// above, each "bidlab COMMAND --OPTION": every count option of every command
// states its range, so this is empty (tests/cli/option_checks_test.cc).
std::vector<std::string> NumbersWithoutARange(CLI::App& app);

// What `bidlab experiment …` writes in its folder (report/experiment_files.h):
// NAME.md, NAME.json, pictures, CSV tables, models/.
std::vector<std::string> ResultsFiles();

// -o of a file or a folder (io/output_path.h). Every option a command
// writes to takes one of these: RequireNoOutputIsAnInput finds them by it.
// `beside`: the files the command writes beside the file, named by what
// it appends (".checkpoint", ".snapshot-#": io/output_path.h's PathOption);
// `inside`: the files it writes in the folder (by default a results
// folder's: ResultsFiles).
CLI::Validator OutputFile(const std::vector<std::string>& beside = {});
CLI::Validator OutputFolder(const std::vector<std::string>& inside = ResultsFiles());
// A cache: a file the command reads when it is there and writes (its
// folder made when missing), checked as an output like OutputFile.
CLI::Validator CacheFile(const std::vector<std::string>& beside);
// An input folder whose files `inside` the command reads (`report`'s
// results folder); it checks nothing itself.
CLI::Validator InputFolder(const std::vector<std::string>& inside);

// Throws Error when a file an output option of the command `app` parsed
// (one that checks OutputFile or OutputFolder) stands for is one another of
// its options or arguments names, or another output's
// (RequireOutputsAreNotInputs): `match --data std.bdl --log std.bdl` is
// refused before any work, as is `train contested-rl --against
// x.model.snapshot-10 -o x.model`.
void RequireNoOutputIsAnInput(CLI::App& app);

// Throws Error unless deals first … first + count − 1 all have an index
// (below 2^64).
void RequireDealRange(std::uint64_t first, std::uint64_t count);

}  // namespace bidlab
