#include "data/dataset_builder.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <limits>
#include <vector>

#include "cluster/work_farm.h"
#include "core/error.h"
#include "data/dealer.h"
#include "io/bounded_file.h"
#include "io/file_lock.h"
#include "io/file_util.h"
#include "io/streamed_file.h"

namespace bidlab {

namespace {

// Journal layout: a data-set header with this magic and the requested count,
// then batches of [u32 n][n records][u64 FNV-1a of the n and the records].
constexpr char kJournalMagic[8] = {'B', 'I', 'D', 'L', 'A', 'B', 'D', 'J'};

constexpr std::size_t kDealBytes = 13;  // the deal part of a record's encoding (io/dataset_file.h)

DatasetHeader HeaderOf(const BuildRequest& r) {
  if (!r.deals.empty())
    return {DatasetOrigin::kImported, ImportedDealsFingerprint(r.deals), 0, r.deals.size(), r.vulnerability};
  return {DatasetOrigin::kGenerated, r.seed, r.first, r.count, r.vulnerability};
}

// The header of the finished file: the journal's, with the boards an import keeps.
DatasetHeader FileHeaderOf(const BuildRequest& r) {
  DatasetHeader header = HeaderOf(r);
  header.with_boards = !r.boards.empty();
  return header;
}

std::uint64_t CountOf(const BuildRequest& r) { return r.deals.empty() ? r.count : r.deals.size(); }

// Deal i of the request (0 = its first).
Deal DealOf(const BuildRequest& r, std::uint64_t i) {
  return r.deals.empty() ? DealAt(r.seed, r.first + i) : r.deals[i];
}

void EncodeDeal(const Deal& deal, std::uint8_t* out) {
  std::uint8_t record[kDatasetRecordBytes];
  EncodeRecord({deal, DoubleDummyTable{}}, record);
  std::copy(record, record + kDealBytes, out);
}

Deal DecodeDeal(const std::uint8_t* in) {
  std::uint8_t record[kDatasetRecordBytes] = {};
  std::copy(in, in + kDealBytes, record);
  return DecodeRecord(record).deal;
}

void WriteAll(int fd, const std::vector<std::uint8_t>& bytes, const std::string& path) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) throw Error("cannot write " + path + ": " + std::strerror(errno));
    done += static_cast<std::size_t>(n);
  }
}

// A batch handed to a rank: [u64 seed][u64 first deal][u64 deals], and for
// imported deals the deals themselves (13 bytes each) after it; solved, it
// comes back as its records, in the data-set file's encoding.
Bytes DescribeBatch(const BuildRequest& r, std::uint64_t from, std::uint64_t n) {
  const std::size_t deal_bytes = r.deals.empty() ? 0 : static_cast<std::size_t>(kDealBytes * n);
  Bytes job(24 + deal_bytes);
  const std::uint64_t first = r.first + from;
  for (int i = 0; i < 8; ++i) {
    job[i] = static_cast<std::uint8_t>(r.seed >> (8 * i));
    job[8 + i] = static_cast<std::uint8_t>(first >> (8 * i));
    job[16 + i] = static_cast<std::uint8_t>(n >> (8 * i));
  }
  if (deal_bytes > 0) {
    for (std::uint64_t i = 0; i < n; ++i) EncodeDeal(r.deals[from + i], job.data() + 24 + kDealBytes * i);
  }
  return job;
}

Bytes SolveBatch(const Bytes& job, const DdsSolver& solver) {
  if (job.size() < 24) throw Error("internal: a batch description of " + std::to_string(job.size()) + " bytes");
  const std::uint64_t seed = GetU64(job.data()), first = GetU64(job.data() + 8), n = GetU64(job.data() + 16);
  const bool imported = job.size() > 24;
  if (imported && job.size() != 24 + kDealBytes * n)
    throw Error("internal: a batch of " + std::to_string(n) + " imported deals in " + std::to_string(job.size()) +
                " bytes");
  std::vector<Deal> deals;
  for (std::uint64_t i = 0; i < n; ++i)
    deals.push_back(imported ? DecodeDeal(job.data() + 24 + kDealBytes * i) : DealAt(seed, first + i));
  const std::vector<DoubleDummyTable> tables = solver.Solve(deals);
  Bytes solved(kDatasetRecordBytes * n);
  for (std::uint64_t i = 0; i < n; ++i) EncodeRecord({deals[i], tables[i]}, solved.data() + kDatasetRecordBytes * i);
  return solved;
}

// The request's batch (DDS's largest): a call into DDS costs about as much
// as a few deals whatever its size, so smaller batches cost CPU (measured:
// 0.32 s a deal in batches of 40, 0.40 in batches of 15, 0.49 in batches of
// 7). Across ranks, smaller only when the deals left would not give every
// rank two batches, so that a small build still spreads over the ranks.
std::uint64_t BatchSize(std::uint64_t batch, std::uint64_t left, int ranks) {
  batch = std::max<std::uint64_t>(1, batch);
  if (ranks == 1) return batch;
  const std::uint64_t spread = 2 * static_cast<std::uint64_t>(ranks);
  return std::clamp<std::uint64_t>((left + spread - 1) / spread, 1, batch);
}

}  // namespace

std::uint64_t ImportedDealsFingerprint(const std::vector<Deal>& deals) {
  std::uint64_t hash = Fnv1a64(nullptr, 0);
  std::uint8_t bytes[kDealBytes];
  for (const Deal& deal : deals) {
    EncodeDeal(deal, bytes);
    hash = Fnv1a64(bytes, kDealBytes, hash);
  }
  return hash;
}

std::string JournalPath(const std::string& output) { return output + ".partial"; }

namespace {

// A journal's bytes, no more than its header's count of deals can take (a
// batch of at least one record between its 4-byte count and its 8-byte
// checksum).
std::vector<std::uint8_t> ReadJournalBytes(const std::string& journal_path) {
  BoundedFile file(journal_path);
  std::string bytes = file.Read(kDatasetHeaderBytes);
  if (bytes.size() == kDatasetHeaderBytes) {
    const std::uint64_t count =
        DecodeHeader(reinterpret_cast<const std::uint8_t*>(bytes.data()), kJournalMagic, journal_path).count;
    constexpr std::uint64_t kMostPerDeal = kDatasetRecordBytes + 12;
    const std::uint64_t most = count > std::numeric_limits<std::uint64_t>::max() / kMostPerDeal
                                   ? std::numeric_limits<std::uint64_t>::max()
                                   : count * kMostPerDeal;
    bytes += file.ReadRest(most, "the journal of a build of " + std::to_string(count) + " deals takes");
  }
  return {bytes.begin(), bytes.end()};
}

}  // namespace

std::vector<std::string> BuildFilesBeside() { return {".partial", ".lock"}; }

namespace {

// The records of the journal's whole batches after its header (a torn last
// batch ignored), each passed to `check` with its position before it is kept.
std::vector<DealRecord> JournalRecords(const std::vector<std::uint8_t>& bytes,
                                       const std::function<void(const DealRecord&, std::size_t)>& check) {
  std::vector<DealRecord> records;
  std::size_t pos = kDatasetHeaderBytes;
  while (pos + 4 <= bytes.size()) {
    const std::uint32_t n = GetU32(bytes.data() + pos);
    const std::size_t block = 4 + kDatasetRecordBytes * n;
    if (n == 0 || pos + block + 8 > bytes.size()) break;  // torn batch
    if (Fnv1a64(bytes.data() + pos, block) != GetU64(bytes.data() + pos + block)) break;
    for (std::uint32_t i = 0; i < n; ++i) {
      DealRecord record = DecodeRecord(bytes.data() + pos + 4 + kDatasetRecordBytes * i);
      check(record, records.size());
      records.push_back(record);
    }
    pos += block + 8;
  }
  return records;
}

}  // namespace

std::vector<DealRecord> ReadJournal(const std::string& journal_path, const BuildRequest& request) {
  const std::vector<std::uint8_t> bytes = ReadJournalBytes(journal_path);
  if (bytes.size() < kDatasetHeaderBytes) return {};  // torn before the header was complete
  const DatasetHeader header = DecodeHeader(bytes.data(), kJournalMagic, journal_path);
  if (header.origin == DatasetOrigin::kImported && !(header == HeaderOf(request)))
    throw InputError(journal_path, 0,
                     "this build journal is for another import (" + std::to_string(header.count) +
                         " deals); finish that import or delete the journal");
  if (!(header == HeaderOf(request)))
    throw InputError(journal_path, 0,
                     "this build journal is for seed " + std::to_string(header.seed) + ", deals " +
                         std::to_string(header.first) + "+" + std::to_string(header.count) + ", vulnerability " +
                         VulnerabilityName(header.vulnerability) + "; finish that build or delete the journal");
  std::vector<DealRecord> records = JournalRecords(bytes, [&](const DealRecord& record, std::size_t i) {
    const std::uint64_t index = request.first + i;
    if (!(record.deal == DealOf(request, i)))
      throw InputError(journal_path, 0,
                       "deal " + std::to_string(index) + " is not deal " + std::to_string(index) +
                           (request.deals.empty() ? " of seed " + std::to_string(request.seed) : " of the import"));
  });
  if (records.size() > CountOf(request)) throw InputError(journal_path, 0, "journal holds more deals than requested");
  return records;
}

Dataset SnapshotJournal(const std::string& journal_path) {
  const std::vector<std::uint8_t> bytes = ReadJournalBytes(journal_path);
  if (bytes.size() < kDatasetHeaderBytes) throw InputError(journal_path, 0, "truncated build journal");
  const DatasetHeader header = DecodeHeader(bytes.data(), kJournalMagic, journal_path);
  Dataset dataset{header, {}, {}};
  if (header.origin == DatasetOrigin::kImported) {
    // Given deals (an import, a constrained build): the journal's own
    // checksummed records, its header's fingerprint standing for the rest.
    dataset.records = JournalRecords(bytes, [](const DealRecord&, std::size_t) {});
  } else {
    BuildRequest request{header.seed, header.first, header.count, header.vulnerability, ""};
    dataset.records = ReadJournal(journal_path, request);
  }
  if (dataset.records.size() > header.count)
    throw InputError(journal_path, 0, "journal holds more deals than its header says");
  dataset.header.count = dataset.records.size();
  return dataset;
}

BuildOutcome BuildDataset(const BuildRequest& request, const DdsSolver& solver,
                          const std::function<void(const BuildProgress&)>& progress) {
  namespace fs = std::filesystem;
  const Cluster& cluster = Cluster::Current();
  if (!cluster.IsRoot()) {  // solves what rank 0 hands out; rank 0 alone touches the files
    FarmOut(cluster, {}, [&](const Bytes& job) { return SolveBatch(job, solver); });
    return BuildOutcome::kSolvedForRoot;
  }
  const std::string journal = JournalPath(request.output);
  const FileLock lock(request.output + ".lock", "the build of " + request.output);
  RemoveStaleTemporaries(request.output);
  RemoveStaleTemporaries(journal);
  if (!fs::exists(journal) && fs::exists(request.output)) {
    const Dataset existing = ReadDatasetFile(request.output);
    if (existing.header == FileHeaderOf(request) && existing.boards == request.boards) {
      FarmOut(cluster, {}, nullptr);  // releases the other ranks: nothing to solve
      return BuildOutcome::kAlreadyComplete;
    }
    throw Error(request.output + " already exists and holds another data set (seed " +
                std::to_string(existing.header.seed) + ", deals " + std::to_string(existing.header.first) + "+" +
                std::to_string(existing.header.count) + "); remove it or choose another output");
  }
  std::vector<DealRecord> records;
  if (fs::exists(journal)) records = ReadJournal(journal, request);

  // Rewrite the journal's valid prefix (dropping any torn batch), then append.
  {
    std::vector<std::uint8_t> prefix = EncodeHeader(HeaderOf(request), kJournalMagic);
    if (!records.empty()) {
      std::vector<std::uint8_t> block(4 + kDatasetRecordBytes * records.size());
      const auto n = static_cast<std::uint32_t>(records.size());
      for (int i = 0; i < 4; ++i) block[i] = static_cast<std::uint8_t>(n >> (8 * i));
      for (std::size_t i = 0; i < records.size(); ++i)
        EncodeRecord(records[i], block.data() + 4 + kDatasetRecordBytes * i);
      const std::uint64_t sum = Fnv1a64(block.data(), block.size());
      prefix.insert(prefix.end(), block.begin(), block.end());
      for (int i = 0; i < 8; ++i) prefix.push_back(static_cast<std::uint8_t>(sum >> (8 * i)));
    }
    WriteFileAtomically(journal, prefix);
  }
  const int fd = ::open(journal.c_str(), O_WRONLY | O_APPEND);
  if (fd < 0) throw Error("cannot append to " + journal + ": " + std::strerror(errno));

  BuildProgress state;
  state.total = CountOf(request);
  state.resumed = state.done = records.size();
  const auto start = std::chrono::steady_clock::now();
  auto synced = start;
  const std::uint64_t from = records.size();  // the request's first deal not yet solved (0-based)
  const std::uint64_t left = CountOf(request) - records.size();
  const std::uint64_t batch = BatchSize(request.batch, left, cluster.size());
  state.batch = std::min(batch, left);
  if (progress) progress(state);  // before the first batch: what was resumed, what is left
  try {
    FarmedJobs jobs;
    jobs.count = (left + batch - 1) / batch;
    jobs.describe = [&](std::uint64_t k) {
      return DescribeBatch(request, from + k * batch, std::min(batch, left - k * batch));
    };
    jobs.collect = [&](std::uint64_t k, Bytes solved) {
      const std::uint64_t n = solved.size() / kDatasetRecordBytes;
      for (std::uint64_t i = 0; i < n; ++i) {
        records.push_back(DecodeRecord(solved.data() + kDatasetRecordBytes * i));
        if (!(records.back().deal == DealOf(request, from + k * batch + i)))
          throw Error("internal: a rank solved another deal than deal " +
                      std::to_string(request.first + from + k * batch + i));
      }
      // The journal's block: [u32 n][the n records][u64 FNV-1a of both].
      Bytes block(4);
      for (int i = 0; i < 4; ++i) block[i] = static_cast<std::uint8_t>(n >> (8 * i));
      block.insert(block.end(), solved.begin(), solved.end());
      const std::uint64_t sum = Fnv1a64(block.data(), block.size());
      for (int i = 0; i < 8; ++i) block.push_back(static_cast<std::uint8_t>(sum >> (8 * i)));
      WriteAll(fd, block, journal);
      // Synced at most once a second: hundreds of ranks end more batches a
      // second than a disk syncs. A killed process loses nothing written, a
      // machine that stops at most the last second.
      if (std::chrono::steady_clock::now() - synced >= std::chrono::seconds(1)) {
        ::fdatasync(fd);
        synced = std::chrono::steady_clock::now();
      }

      state.done = records.size();
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      state.deals_per_second = static_cast<double>(state.done - state.resumed) / std::max(seconds, 1e-9);
      state.seconds_left = static_cast<double>(state.total - state.done) / std::max(state.deals_per_second, 1e-9);
      if (progress) progress(state);
    };
    FarmOut(cluster, jobs, [&](const Bytes& job) { return SolveBatch(job, solver); });
  } catch (...) {
    ::close(fd);
    throw;
  }
  ::close(fd);
  WriteDatasetFile(Dataset{FileHeaderOf(request), std::move(records), request.boards}, request.output);
  fs::remove(journal);
  return BuildOutcome::kBuilt;
}

}  // namespace bidlab
