// The thesis's test of CBridge1 (§4.4, §4.6): take each case out of the case
// base in turn, ask for its call from the rest, and count how often the
// original call comes back — for several k at once (one retrieval of the
// largest k per case; the decision for a smaller k reads its first k
// neighbours), for CBridge1 and CBridge1a (same neighbours, adapted votes).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "learn/cbr/case_index.h"

namespace bidlab::cbr {

struct SweepRow {
  int k = 0;
  std::size_t correct = 0;           // the case's own call retrieved
  std::size_t correct_non_pass = 0;  // of those, calls other than PASS
  std::size_t passes = 0;            // PASS answered
  double avg_similarity = 0;         // mean over cases of the mean similarity (%) of the k retrieved
};

struct SweepResult {
  std::size_t cases = 0;
  std::size_t pass_cases = 0;     // cases whose own call is PASS
  std::vector<SweepRow> plain;    // CBridge1, one row per k
  std::vector<SweepRow> adapted;  // CBridge1a
};

// `ks` ascending, each ≥ 1. `progress(done, total)` is called now and then.
SweepResult LeaveOneOutSweep(const CaseIndex& index, std::span<const int> ks,
                             const std::function<void(std::size_t, std::size_t)>& progress = {});

// K = 1 … 20 and 60: the thesis's sweep (§4.4; 60 in its text).
std::vector<int> PaperKs();

// The k of the most correct answers, ties to the smaller k.
int BestK(const std::vector<SweepRow>& rows);

}  // namespace bidlab::cbr
