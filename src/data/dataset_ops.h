// Operations on whole data sets: the shipped standard set, merging shards,
// and verifying a set against DDS.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "data/split.h"
#include "dd/dds_solver.h"
#include "io/dataset_file.h"

namespace bidlab {

// The standard benchmark: 100,000 deals of seed 2014, vulnerability none.
inline constexpr std::uint64_t kStandardSeed = 2014;
inline constexpr std::uint64_t kStandardCount = 100000;

// The positions in `dataset` of a split's deals. The standard split is
// defined on deal indices (train 0-79,999, validation 80,000-89,999, test
// 90,000-99,999 of seed 2014), so any generated part of the standard set —
// a shard, or a build still in progress — splits by index; every other set
// splits by position, 80/10/10.
IndexRange DatasetSplitRange(const DatasetHeader& header, std::size_t count, Split split);

// DatasetSplitRange, but throws Error naming the split when it holds no deal:
// what measures a bidder on a split (eval, match) uses, so an empty split is
// refused instead of reported as a result of 0 deals.
IndexRange NonEmptySplitRange(const DatasetHeader& header, std::size_t count, Split split);

// The shipped standard data set (xz-compressed, in the repository's data/).
std::string StandardDatasetPath();
// The neural bidder the default `bidlab train neural --data standard` trains
// (data/neural.model, shipped: the training takes most of an hour).
std::string ShippedNeuralModelPath();
// data/contested.model: the learned four-seat bidder (issue 25).
std::string ShippedContestedModelPath();
// A model option as given: "none" → "", "shipped" → `shipped` when the data
// set is the standard one (its models trained on its training split) and the
// file is there, else ""; any other value as it is.
std::string ShippedOrGivenModel(const std::string& given, const std::string& shipped, const std::string& data_name);
// The data sets bidlab ships, solved once: the standard set, then the
// hard-decision deals (data/hard/*.bdl.xz, by name); those present.
std::vector<std::string> ShippedDatasetPaths();
// The standard set's shards that are complete (data/shards/standard-*.bdl),
// in the order of their first deal: what exists while the set is being built.
std::vector<std::string> CompleteStandardShards();
// Reads a data-set file; the name "standard" means the shipped standard set.
Dataset LoadDataset(const std::string& path_or_standard);
// Whether LoadDataset would find the file ("standard": the shipped set).
bool DatasetExists(const std::string& path_or_standard);

// Joins shards of one generated set (same seed and vulnerability, ranges
// that follow each other once sorted) into the set a single build would
// make, byte for byte. Throws Error naming the file that does not fit.
Dataset MergeShards(const std::vector<std::string>& paths);

// `sample` positions of 0 … count − 1 spread evenly from the first (all of
// them when sample >= count): the deals a check re-solves.
std::vector<std::uint64_t> EvenlySpread(std::uint64_t count, std::uint64_t sample);

struct VerifyReport {
  std::uint64_t deals_checked = 0;    // regenerated from the seed and compared
  std::uint64_t tables_resolved = 0;  // re-solved by DDS and compared
  std::vector<std::string> problems;  // empty when the set is sound
};

// Checks that a generated set's deals are deal first+i of its seed, and
// re-solves `sample` deals spread evenly over the set (all if sample >= count)
// comparing every table with DDS. `progress` gets (solved, sample).
VerifyReport VerifyDataset(const Dataset& dataset, std::uint64_t sample, const DdsSolver& solver,
                           const std::function<void(std::uint64_t, std::uint64_t)>& progress);

}  // namespace bidlab
