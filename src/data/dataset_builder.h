// Building a data set of generated deals, or of given (imported) deals, with
// their double-dummy tables:
// streamed to a journal (OUTPUT.partial) batch by batch, so an interrupted
// build resumes where it stopped and loses nothing finished; the final file
// appears, complete and checksummed, only when every deal is solved.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/bridge.h"
#include "dd/dds_solver.h"
#include "io/dataset_file.h"

namespace bidlab {

struct BuildRequest {
  std::uint64_t seed = 0;
  std::uint64_t first = 0;
  std::uint64_t count = 0;
  Vulnerability vulnerability = Vulnerability::kNone;
  std::string output;  // the final data-set file (".xz" to compress it)
  // Deals solved and journaled at a time: DDS's largest batch keeps both
  // cores busy; an interruption loses at most one batch.
  std::uint64_t batch = 40;
  // Imported deals (real boards) to solve instead of seed's: when not empty,
  // the data set holds these, in this order (origin kImported, count their
  // number, first 0), and its seed field is their fingerprint
  // (ImportedDealsFingerprint), so a journal or file of other deals is
  // recognised. seed and first are then ignored.
  std::vector<Deal> deals{};
  // What the imported deals' records said of their boards (one per deal, or
  // none): written into the final file (format version 2), not the journal.
  std::vector<BoardInfo> boards{};
};

struct BuildProgress {
  std::uint64_t done = 0;  // deals solved, including those resumed
  std::uint64_t total = 0;
  std::uint64_t resumed = 0;    // deals found in the journal at start
  double deals_per_second = 0;  // over this run's solving only
  double seconds_left = 0;
  std::uint64_t batch = 0;  // deals per batch this run (smaller than asked when a small build spreads over ranks)
};

// FNV-1a-64 of the deals' encodings: the seed field of an imported build.
std::uint64_t ImportedDealsFingerprint(const std::vector<Deal>& deals);

// The journal that holds a build in progress.
std::string JournalPath(const std::string& output);
// The files a build keeps beside its output while it runs, by what they
// append to its name: the journal and the lock.
std::vector<std::string> BuildFilesBeside();

// kSolvedForRoot: under mpirun, a rank other than 0 solved the batches rank 0
// handed it; rank 0 wrote the file.
enum class BuildOutcome { kBuilt, kAlreadyComplete, kSolvedForRoot };

// Under mpirun, rank 0 hands batches to the ranks as they become free (itself
// included), journals them in order and writes the file, byte for byte what
// one process writes; every rank solves with `solver`'s threads.
// Solves the deals not yet in the journal, calling `progress` once before
// the first batch (done = resumed) and after each batch, then writes the data set to `output` and removes the journal.
// Holds OUTPUT.lock meanwhile: a second build of the same output throws
// Error naming the process that holds it. Removes the temporary files of
// writes that a killed build left behind (OUTPUT.tmp.PID of dead PIDs).
// When `output` already is this request's complete data set (checksum and
// all) and no journal is pending, solves nothing: kAlreadyComplete.
// Throws Error if the journal belongs to another request, or if `output`
// exists and is not this request's data set (it is never overwritten).
BuildOutcome BuildDataset(const BuildRequest& request, const DdsSolver& solver,
                          const std::function<void(const BuildProgress&)>& progress);

// The records already in a build journal (a prefix of the request's deals);
// a torn last batch is ignored. Throws InputError if the file is not a
// journal or was made for another request.
std::vector<DealRecord> ReadJournal(const std::string& journal_path, const BuildRequest& request);

// The deals a build journal holds so far, as a data set (first = the
// journal's first deal, count = the deals finished): a usable sample of a
// long build still in progress, of a seed's deals or of given ones (an
// import, a constrained build: the journal's records as they are).
Dataset SnapshotJournal(const std::string& journal_path);

}  // namespace bidlab
