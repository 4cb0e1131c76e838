// Where CBR case bases come from (issue 8): the opening calls of real game
// records (data/opening_examples.h), and the reference SAYC bidder's opening
// call for North's hand of the standard deals — one consistent system, as
// the thesis wanted (§4.2: "all the cases must come from sources using
// identical conventions"), in any quantity.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "data/opening_examples.h"
#include "learn/cbr/case_index.h"

namespace bidlab::cbr {

// One case per example; the same hand at the same position (one board at
// several tables) shares a group.
std::vector<Case> CasesFromExamples(const std::vector<OpeningExample>& examples);

// SAYC's opening call (seat North, empty auction; the bidder made through
// the registry by name "sayc") for North's hand of standard deals
// DealAt(2014, first … first + count - 1); case i is deal first + i, in
// group i. `progress(done)` is called now and then.
std::vector<Case> SaycOpeningCases(std::uint64_t first, std::uint64_t count,
                                   const std::function<void(std::uint64_t done)>& progress = {});

// The real game records under the shared PBN folder (`pbn_root`, default
// ../shared/data/external/pbn beside the clone), comma-separated: human
// vugraph and tournament play and robot matches. Left out: ben/BBA (deals
// selected to contain one convention, so their openings are no sample of
// openings), ben/Challenges (given starting auctions) and pbnjveri (PBN
// conformance fixtures, some invalid on purpose).
std::string GameRecordPaths(const std::string& pbn_root = "");

struct CaseSource {
  std::vector<Case> cases;
  std::string description;  // for reports and the model file
};

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
