// Deals with made-up double-dummy tables, for benchmarks that need the
// shape of the standard data set (100,000 deals) before it is built. The
// tricks follow a crude law (N-S take 6.5 tricks plus 1/3 per HCP above 20
// and 0.8 per trump beyond eight, plus a little noise), so the cost vectors
// look like real ones to a learner's timing, not to its accuracy.
#pragma once

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>

#include "data/dataset_ops.h"
#include "data/dealer.h"
#include "io/dataset_file.h"

namespace bidlab::bench {

inline Dataset SyntheticDataset(std::size_t count, std::uint64_t seed = 2014) {
  Dataset d;
  d.header.seed = seed;
  d.header.count = count;
  d.records.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    DealRecord r;
    r.deal = DealAt(seed, i);
    const Hand& n = r.deal.hand(Seat::kNorth);
    const Hand& s = r.deal.hand(Seat::kSouth);
    const int hcp = n.HighCardPoints() + s.HighCardPoints();
    SplitMix64 noise(seed * 1000003 + i);
    for (int st = 0; st < kNumStrains; ++st) {
      const Strain strain = StrainAt(st);
      const int fit = strain == Strain::kNoTrump ? 8 : n.Length(SuitAt(st)) + s.Length(SuitAt(st));
      for (Seat declarer : {Seat::kNorth, Seat::kSouth}) {
        const double expected = 6.5 + (hcp - 20) / 3.0 + 0.8 * (fit - 8) + (static_cast<int>(noise.Below(3)) - 1);
        const int tricks = std::clamp(static_cast<int>(std::lround(expected)), 0, 13);
        r.table.Set(declarer, strain, tricks);
        r.table.Set(declarer == Seat::kNorth ? Seat::kEast : Seat::kWest, strain, 13 - tricks);
      }
    }
    d.records.push_back(r);
  }
  return d;
}

// The standard set when it is there (its first `count` deals), else a
// synthetic one of `count` deals. `what` says which.
inline Dataset BenchDataset(std::size_t count, std::string& what) {
  if (std::filesystem::exists(StandardDatasetPath())) {
    Dataset d = LoadDataset("standard");
    if (d.records.size() >= count) {
      d.records.resize(count);
      d.header.count = count;
      what = "standard";
      return d;
    }
  }
  what = "synthetic";
  return SyntheticDataset(count);
}

}  // namespace bidlab::bench
