// An evaluation shared across the ranks of an mpirun job: rank 0 hands out
// chunks of the deals, each rank bids and scores its chunks with its own
// threads, and every rank ends with every deal's outcome, in deal order:
// the same EvalResult as one process, and the same on every rank, so that
// whatever follows (the next bidder of an experiment) runs alike everywhere.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "cluster/cluster.h"
#include "eval/evaluate.h"

namespace bidlab {

// `score(begin, end)` gives the outcomes of deals [begin, end); every rank
// calls this with the same `count` and an equivalent `score`.
std::vector<DealOutcome> OutcomesAcrossRanks(
    const Cluster& cluster, std::size_t count,
    const std::function<std::vector<DealOutcome>(std::size_t begin, std::size_t end)>& score);

// Chunks of deals (or boards) small enough that every rank gets about eight,
// so that a slow rank holds the others back little, and never below 8.
std::size_t RankChunkSize(std::size_t count, int ranks);

// The bytes of outcomes as they travel between ranks, and back.
Bytes EncodeOutcomes(const std::vector<DealOutcome>& outcomes);
std::vector<DealOutcome> DecodeOutcomes(const Bytes& bytes);

}  // namespace bidlab
