#include "data/dataset_builder.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/dealer.h"
#include "io/file_lock.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

class DatasetBuilderTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("bidlab_builder_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
  DdsSolver solver_{0};
};

TEST_F(DatasetBuilderTest, BuildsTheDealsOfTheSeedWithTheirTables) {
  BuildRequest r{3, 5, 6, Vulnerability::kNone, Path("a.bdl"), 4};
  int calls = 0;
  BuildDataset(r, solver_, [&](const BuildProgress& p) {
    ++calls;
    EXPECT_LE(p.done, 6u);
  });
  EXPECT_GE(calls, 1);
  EXPECT_FALSE(fs::exists(JournalPath(r.output)));
  const Dataset d = ReadDatasetFile(r.output);
  ASSERT_EQ(d.records.size(), 6u);
  EXPECT_EQ(d.header.first, 5u);
  const auto tables = solver_.Solve(std::vector<Deal>{DealAt(3, 7)});
  EXPECT_EQ(d.records[2].deal, DealAt(3, 7));
  EXPECT_EQ(d.records[2].table, tables[0]);
}

// An interrupted build (journal with a torn last batch) resumes and produces
// exactly the file an uninterrupted build makes.
TEST_F(DatasetBuilderTest, ResumesAfterInterruptionToTheSameBytes) {
  BuildRequest whole{9, 0, 7, Vulnerability::kNone, Path("whole.bdl"), 3};
  BuildDataset(whole, solver_, nullptr);

  BuildRequest part{9, 0, 3, Vulnerability::kNone, Path("tmp.bdl")};
  BuildDataset(part, solver_, nullptr);
  // Turn the finished 3-deal file into a journal of the 7-deal request:
  // header, one batch of 3, and a torn second batch.
  const Dataset first3 = ReadDatasetFile(part.output);
  BuildRequest resumed{9, 0, 7, Vulnerability::kNone, Path("resumed.bdl"), 3};
  std::vector<std::uint8_t> journal =
      EncodeHeader({DatasetOrigin::kGenerated, 9, 0, 7, Vulnerability::kNone}, "BIDLABDJ");
  std::vector<std::uint8_t> block(4 + kDatasetRecordBytes * 3);
  block[0] = 3;
  for (std::size_t i = 0; i < 3; ++i) EncodeRecord(first3.records[i], block.data() + 4 + kDatasetRecordBytes * i);
  const std::uint64_t sum = Fnv1a64(block.data(), block.size());
  journal.insert(journal.end(), block.begin(), block.end());
  for (int i = 0; i < 8; ++i) journal.push_back(static_cast<std::uint8_t>(sum >> (8 * i)));
  journal.insert(journal.end(), {5, 0, 0, 0, 1, 2, 3});  // torn
  WriteFileAtomically(JournalPath(resumed.output), journal);

  EXPECT_EQ(ReadJournal(JournalPath(resumed.output), resumed).size(), 3u);
  BuildProgress first, last;
  int batches = 0;
  BuildDataset(resumed, solver_, [&](const BuildProgress& p) {
    if (batches++ == 0) first = p;
    last = p;
  });
  EXPECT_EQ(batches, 3);  // before the first batch (3 resumed), then 3 + 1
  EXPECT_EQ(first.done, 3u);
  EXPECT_EQ(first.resumed, 3u);
  EXPECT_EQ(last.resumed, 3u);
  EXPECT_EQ(last.done, 7u);
  EXPECT_EQ(ReadFileBytes(resumed.output), ReadFileBytes(whole.output));
}

TEST_F(DatasetBuilderTest, RefusesAJournalOfAnotherBuild) {
  BuildRequest r{9, 0, 7, Vulnerability::kNone, Path("x.bdl")};
  WriteFileAtomically(JournalPath(r.output),
                      EncodeHeader({DatasetOrigin::kGenerated, 8, 0, 7, Vulnerability::kNone}, "BIDLABDJ"));
  try {
    BuildDataset(r, solver_, nullptr);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("this build journal is for seed 8"), std::string::npos) << e.what();
  }
}

TEST_F(DatasetBuilderTest, ShardsMergeIntoTheSingleBuildByteForByte) {
  BuildRequest whole{4, 100, 9, Vulnerability::kNone, Path("whole.bdl")};
  BuildDataset(whole, solver_, nullptr);
  BuildRequest a{4, 100, 4, Vulnerability::kNone, Path("a.bdl")};
  BuildRequest b{4, 104, 5, Vulnerability::kNone, Path("b.bdl")};
  BuildDataset(b, solver_, nullptr);
  BuildDataset(a, solver_, nullptr);
  WriteDatasetFile(MergeShards({b.output, a.output}), Path("merged.bdl"));
  EXPECT_EQ(ReadFileBytes(Path("merged.bdl")), ReadFileBytes(whole.output));

  // A gap is refused, naming the shard.
  BuildRequest c{4, 109, 2, Vulnerability::kNone, Path("c.bdl")};
  BuildDataset(c, solver_, nullptr);
  try {
    MergeShards({a.output, c.output});
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("c.bdl: starts at deal 109, expected 104"), std::string::npos) << e.what();
  }
}

TEST_F(DatasetBuilderTest, VerifyFindsATamperedTable) {
  BuildRequest r{6, 0, 4, Vulnerability::kNone, Path("v.bdl")};
  BuildDataset(r, solver_, nullptr);
  Dataset d = ReadDatasetFile(r.output);
  EXPECT_TRUE(VerifyDataset(d, 4, solver_, nullptr).problems.empty());
  d.records[1].table.Set(Seat::kNorth, Strain::kNoTrump,
                         (d.records[1].table.Tricks(Seat::kNorth, Strain::kNoTrump) + 1) % 14);
  const VerifyReport report = VerifyDataset(d, 4, solver_, nullptr);
  ASSERT_EQ(report.problems.size(), 1u);
  EXPECT_NE(report.problems[0].find("deal 1"), std::string::npos);
}

// Issue 20, case 10: a second build of the same output is refused while
// the first holds the lock, naming the process; the journal is untouched.
TEST_F(DatasetBuilderTest, ASecondBuildOfTheSameOutputIsRefusedWhileTheFirstRuns) {
  BuildRequest r{9, 0, 3, Vulnerability::kNone, Path("locked.bdl")};
  {
    const FileLock first(r.output + ".lock", "the build of " + r.output);  // as a running build holds it
    try {
      BuildDataset(r, solver_, nullptr);
      FAIL();
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()), "the build of " + r.output + " is locked by process " +
                                           std::to_string(::getpid()) + " (" + r.output +
                                           ".lock): wait for it to finish or stop it");
    }
    EXPECT_FALSE(fs::exists(JournalPath(r.output)));
    EXPECT_FALSE(fs::exists(r.output));
  }
  // Released (and removed) when the holder is done: the build runs.
  EXPECT_FALSE(fs::exists(r.output + ".lock"));
  EXPECT_EQ(BuildDataset(r, solver_, nullptr), BuildOutcome::kBuilt);
  EXPECT_FALSE(fs::exists(r.output + ".lock"));
}

// The process id of a process that has ended.
pid_t DeadPid() {
  const pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  ::waitpid(child, nullptr, 0);
  return child;
}

// Case 11: temporaries of killed writers are removed, a live writer's kept;
// a finished build is not solved again; another set is never overwritten.
TEST_F(DatasetBuilderTest, StaleTemporariesGoAndAFinishedBuildIsNotRedone) {
  BuildRequest r{9, 0, 3, Vulnerability::kNone, Path("done.bdl")};
  const std::string stale = r.output + ".tmp." + std::to_string(DeadPid());
  const std::string stale_journal = JournalPath(r.output) + ".tmp." + std::to_string(DeadPid());
  const std::string live = r.output + ".tmp." + std::to_string(::getppid());
  for (const std::string& t : {stale, stale_journal, live}) WriteFileAtomically(t, std::string("partial"));
  EXPECT_EQ(BuildDataset(r, solver_, nullptr), BuildOutcome::kBuilt);
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_FALSE(fs::exists(stale_journal));
  EXPECT_TRUE(fs::exists(live));

  const auto bytes = ReadFileBytes(r.output);
  int batches = 0;
  EXPECT_EQ(BuildDataset(r, solver_, [&](const BuildProgress&) { ++batches; }), BuildOutcome::kAlreadyComplete);
  EXPECT_EQ(batches, 0);
  EXPECT_EQ(ReadFileBytes(r.output), bytes);

  BuildRequest other{10, 0, 3, Vulnerability::kNone, r.output};
  try {
    BuildDataset(other, solver_, nullptr);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), r.output +
                                         " already exists and holds another data set (seed 9, deals 0+3); "
                                         "remove it or choose another output");
  }
  EXPECT_EQ(ReadFileBytes(r.output), bytes);
}

// Imported deals (real boards, in no seed's order): an interrupted build
// resumes from its journal, and the file holds the deals as given with
// their tables; a build of other deals is refused rather than mixed in.
TEST_F(DatasetBuilderTest, BuildsImportedDealsAndResumes) {
  BuildRequest r;
  r.output = Path("imported.bdl");
  r.batch = 3;
  for (const std::uint64_t i : {5u, 1u, 9u, 2u, 7u, 4u, 8u}) r.deals.push_back(DealAt(11, i));
  struct Stop {};
  EXPECT_THROW(BuildDataset(r, solver_,
                            [](const BuildProgress& p) {
                              if (p.done >= 3) throw Stop{};  // interrupted after the first batch
                            }),
               Stop);
  ASSERT_TRUE(fs::exists(JournalPath(r.output)));
  std::uint64_t resumed = 99;
  EXPECT_EQ(BuildDataset(r, solver_, [&](const BuildProgress& p) { resumed = std::min(resumed, p.resumed); }),
            BuildOutcome::kBuilt);
  EXPECT_EQ(resumed, 3u);
  const Dataset d = ReadDatasetFile(r.output);
  EXPECT_EQ(d.header.origin, DatasetOrigin::kImported);
  EXPECT_EQ(d.header.seed, ImportedDealsFingerprint(r.deals));
  ASSERT_EQ(d.records.size(), r.deals.size());
  const std::vector<DoubleDummyTable> tables = solver_.Solve(r.deals);
  for (std::size_t i = 0; i < r.deals.size(); ++i) {
    EXPECT_EQ(d.records[i].deal, r.deals[i]);
    EXPECT_EQ(d.records[i].table, tables[i]);
  }
  EXPECT_EQ(BuildDataset(r, solver_, nullptr), BuildOutcome::kAlreadyComplete);
  BuildRequest other = r;
  other.deals.pop_back();
  EXPECT_THROW(BuildDataset(other, solver_, nullptr), Error);
}

}  // namespace
}  // namespace bidlab
