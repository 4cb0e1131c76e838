// What the end-to-end CLI tests share: running `bidlab ARGS…` in process,
// a tiny data set with made-up double-dummy tables (no DDS), and a scratch
// folder per test.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "data/dealer.h"
#include "io/dataset_file.h"

namespace bidlab::testing {

struct CliRun {
  int status;
  std::string out, err;
};

inline CliRun Bidlab(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int status = RunCli(args, out, err);
  return {status, out.str(), err.str()};
}

// `count` deals of `seed` whose N-S tricks grow with their HCP and trump fit.
inline Dataset TinyDataset(std::uint64_t seed, std::uint64_t count) {
  Dataset d;
  d.header.seed = seed;
  d.header.count = count;
  for (std::uint64_t i = 0; i < count; ++i) {
    DealRecord r;
    r.deal = DealAt(seed, i);
    const Hand& n = r.deal.hand(Seat::kNorth);
    const Hand& s = r.deal.hand(Seat::kSouth);
    const int hcp = n.HighCardPoints() + s.HighCardPoints();
    for (int st = 0; st < kNumStrains; ++st) {
      const int fit = st == 4 ? 8 : n.Length(SuitAt(st)) + s.Length(SuitAt(st));
      const int tricks = std::clamp(static_cast<int>(6.5 + (hcp - 20) / 3.0 + 0.8 * (fit - 8)), 0, 13);
      for (Seat seat : {Seat::kNorth, Seat::kSouth}) r.table.Set(seat, StrainAt(st), tricks);
      for (Seat seat : {Seat::kEast, Seat::kWest}) r.table.Set(seat, StrainAt(st), 13 - tricks);
    }
    d.records.push_back(r);
  }
  return d;
}

// A fresh folder named after the running test, removed afterwards.
class ScratchDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("bidlab_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->test_suite_name()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  std::filesystem::path dir_;
};

}  // namespace bidlab::testing
