// A small match for the tests of what reads or shows a match's log: the
// competing test bidder against SAYC on the first boards of the shipped
// standard set (tables from the file, no DDS but par), and its log as
// `bidlab match --log` writes it.
#pragma once

#include <string>
#include <vector>

#include "core/board.h"
#include "data/dataset_ops.h"
#include "eval/contest_test_bidders.h"
#include "eval/duplicate_match.h"
#include "learn/registry.h"

namespace bidlab::testing {

struct SmallMatch {
  std::vector<MatchBoard> boards;
  MatchResult result;
  std::string log;  // one JSON line a board
};

inline const SmallMatch& TheSmallMatch() {
  static const SmallMatch match = [] {
    RegisterAllBidders();
    const Dataset data = LoadDataset("standard");
    SmallMatch m;
    for (std::uint64_t i = 0; i < 24; ++i)
      m.boards.push_back(
          {i + 1, data.records[i].deal, data.records[i].table, BoardDealer(i + 1), BoardVulnerability(i + 1)});
    m.result = PlayMatch(Competitor(), *MakeBidder("sayc"), m.boards, {.threads = 1});
    for (std::size_t i = 0; i < m.boards.size(); ++i)
      m.log += BoardLogJson(m.result.summary, m.boards[i], m.result.boards[i]).dump() + "\n";
    return m;
  }();
  return match;
}

}  // namespace bidlab::testing
