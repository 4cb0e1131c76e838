// Where `train cbr --cases` and `experiment cbr --pbn` find their cases: a
// spec naming PBN files, the shared game records or SAYC's openings, read
// here and handed to the learner (learn/cbr/case_sources.h makes the cases).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "learn/cbr/case_sources.h"

namespace bidlab::cbr {

// The real game records under the shared PBN folder (`pbn_root`, default
// ../shared/data/external/pbn beside the clone), comma-separated: human
// vugraph and tournament play and robot matches. Left out: ben/BBA (deals
// selected to contain one convention, so their openings are no sample of
// openings), ben/Challenges (given starting auctions) and pbnjveri (PBN
// conformance fixtures, some invalid on purpose).
std::string GameRecordPaths(const std::string& pbn_root = "");

// A --cases spec:
//   pbn:PATH[,PATH…]  every opening example of PBN files or folders (a folder
//              is read whole: a file in it that is not valid PBN is an error)
//   records    the game records of the shared PBN folder (GameRecordPaths)
//   sayc[:N]   SAYC's openings for North's hands of training deals 0 … N-1
//              of the standard set (N ≤ 80,000, the training range; default all)
// Throws Error saying what is accepted.
CaseSource LoadCaseSource(const std::string& spec,
                          const std::function<void(std::uint64_t done, std::uint64_t total)>& progress = {});

}  // namespace bidlab::cbr
