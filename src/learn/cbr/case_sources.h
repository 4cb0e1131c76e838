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

struct CaseSource {
  std::vector<Case> cases;
  std::string description;  // for reports and the model file
};

}  // namespace bidlab::cbr
