// The boards the contested-game tests play: the first deals of the shipped
// standard set, dealer and vulnerability by the board rotation (deal i is
// board i + 1).
#pragma once

#include <vector>

#include "core/board.h"
#include "data/dataset_ops.h"
#include "eval/duplicate_match.h"

namespace bidlab::testing {

inline std::vector<MatchBoard> FirstStandardBoards(std::size_t count) {
  const Dataset data = LoadDataset("standard");
  std::vector<MatchBoard> boards;
  for (std::size_t i = 0; i < count; ++i)
    boards.push_back(
        {i + 1, data.records[i].deal, data.records[i].table, BoardDealer(i + 1), BoardVulnerability(i + 1)});
  return boards;
}

}  // namespace bidlab::testing
