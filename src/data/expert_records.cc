#include "data/expert_records.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <optional>

#include "core/contract.h"
#include "core/error.h"
#include "io/dataset_file.h"
#include "io/lin_pbn.h"
#include "io/lin_reader.h"
#include "io/pbn_reader.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

// The files of `dir` whose extension is `extension` (any case), sorted.
std::vector<std::string> FilesIn(const fs::path& dir, const std::string& extension) {
  std::vector<std::string> files;
  if (!fs::is_directory(dir)) return files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    std::string ext = entry.path().extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    if (entry.is_regular_file() && ext == extension) files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

bool IsLin(const std::string& path) {
  std::string ext = fs::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  return ext == ".lin";
}

using DealKey = std::array<std::uint64_t, kNumSeats>;

DealKey KeyOf(const Deal& deal) {
  DealKey key{};
  for (int s = 0; s < kNumSeats; ++s) key[s] = deal.hand(SeatAt(s)).mask();
  return key;
}

// The players of a record, for recognising the same table read twice.
std::string Players(const PbnBoard& b) {
  return b.Tag("North") + "|" + b.Tag("East") + "|" + b.Tag("South") + "|" + b.Tag("West");
}

// Why a record is not kept, or "" when it is.
std::string WhyLeftOut(const PbnBoard& b) {
  if (!b.deal) return "no complete deal";
  if (b.auction.empty()) return "no auction";
  if (!b.auction_rest.empty()) return "an irregular auction (an insufficient bid or a skipped turn)";
  if (!b.auction_complete) return "an auction that stops before its end";
  if (b.auction_first != b.dealer) return "an auction that does not start with the dealer";
  return "";
}

// The seat the record's Declarer tag names ("^N": North's partner declared).
std::optional<Seat> DeclarerTag(const std::string& text) {
  const bool swapped = !text.empty() && text[0] == '^';
  if (text.size() != (swapped ? 2u : 1u)) return std::nullopt;
  const std::optional<Seat> seat = ParseSeat(text.back());
  if (!seat) return std::nullopt;
  return swapped ? Partner(*seat) : *seat;
}

Auction AuctionFrom(Seat dealer, int passes, const std::vector<Call>& calls) {
  Auction auction(dealer);
  for (int i = 0; i < passes; ++i) auction.Add(Call::Pass());
  for (const Call call : calls) auction.Add(call);
  return auction;
}

// rpbridge.net's archive writes about half its auctions from the first bid:
// the dealer's opening passes left out, the Auction tag still naming the
// dealer, so every call sits in the wrong seat. Such an auction starts with a
// bid, its declarer disagrees with the record's Declarer tag, and putting
// back 1-3 passes makes them agree (each number moves the declarer to
// another seat, so at most one does). The passes to put back: 0 when the
// auction agrees with its Declarer tag, has no bid or the tag names no seat,
// or when no number of passes makes them agree (the tag is then taken for
// the typo).
int LeftOutPasses(const PbnBoard& b) {
  const std::optional<Seat> declarer = DeclarerTag(b.declarer);
  if (!declarer || b.auction.front().IsPass()) return 0;
  const Contract reached = FinalContract(AuctionFrom(b.dealer, 0, b.auction));
  if (reached.IsPassedOut() || reached.declarer == *declarer) return 0;
  for (int passes = 1; passes < kNumSeats; ++passes)
    if (FinalContract(AuctionFrom(b.dealer, passes, b.auction)).declarer == *declarer) return passes;
  return 0;
}

}  // namespace

std::vector<std::string> ExpertRecordFiles(const fs::path& external) {
  std::vector<std::string> files;
  for (const char* folder : {"pbn/vugraph_etc99", "pbn/vugraph_eyc00"}) {
    const std::vector<std::string> more = FilesIn(external / folder, ".pbn");
    files.insert(files.end(), more.begin(), more.end());
  }
  for (const char* name : {"example1.pbn", "example2.pbn", "example3.pbn", "example4.pbn"})
    if (fs::is_regular_file(external / "pbn/endplay" / name))
      files.push_back((external / "pbn/endplay" / name).string());
  const std::vector<std::string> lin = FilesIn(external / "lin", ".lin");
  files.insert(files.end(), lin.begin(), lin.end());
  if (files.empty())
    throw Error("no human records under " + external.string() +
                " (expected pbn/vugraph_etc99, pbn/vugraph_eyc00, pbn/endplay and lin)");
  return files;
}

std::string CollectionOf(const std::string& path) {
  const fs::path p(path);
  const std::string folder = p.parent_path().filename().string(), name = p.filename().string();
  if (folder == "vugraph_etc99") return "ETC 1999";
  if (folder == "vugraph_eyc00") return "EYC 2000";
  if (folder == "endplay") return name == "example2.pbn" ? "RealBridge 2021" : "world-class matches";
  if (IsLin(path)) return "BBO vugraph (LIN)";
  return folder;
}

void AddExpertTables(ExpertRecords& records, const std::vector<PbnBoard>& boards, const std::string& path) {
  const fs::path p(path);
  const std::string source = (p.parent_path().filename() / p.filename()).string();
  const std::string collection = CollectionOf(path);
  // Deals already read, by their cards (built again per call: a few thousand).
  std::map<DealKey, std::size_t> index;
  for (std::size_t i = 0; i < records.deals.size(); ++i) index.emplace(KeyOf(records.deals[i].deal), i);
  for (const PbnBoard& b : boards) {
    if (const std::string why = WhyLeftOut(b); !why.empty()) {
      ++records.left_out[why];
      continue;
    }
    ExpertTable table;
    table.source = source;
    table.collection = collection;
    table.line = b.line;
    table.board = b.board;
    table.room = b.Tag("Room");
    table.players = Players(b);
    table.vulnerability = b.vulnerability;
    const int passes = LeftOutPasses(b);
    records.passes_put_back += passes > 0;
    table.auction = AuctionFrom(b.dealer, passes, b.auction);
    table.contract = b.contract;
    table.declarer = b.declarer;
    table.result = b.result;

    const auto [at, added] = index.emplace(KeyOf(*b.deal), records.deals.size());
    if (added) records.deals.push_back({*b.deal, {}});
    std::vector<ExpertTable>& tables = records.deals[at->second].tables;
    const bool repeated = std::any_of(tables.begin(), tables.end(), [&](const ExpertTable& t) {
      return t.source != source && t.room == table.room && t.players == table.players &&
             t.auction.calls() == table.auction.calls();
    });
    if (repeated) {
      ++records.left_out["the same table in another file"];
      continue;
    }
    tables.push_back(std::move(table));
    ++records.tables;
  }
}

ExpertRecords ReadExpertRecords(const std::vector<std::string>& files) {
  ExpertRecords records;
  for (const std::string& file : files) {
    std::vector<PbnBoard> boards;
    if (IsLin(file)) {
      const LinFile lin = ReadLinFile(file);
      for (const LinRecord& r : lin.records)
        for (const std::string& w : r.warnings) records.warnings.push_back(file + ": " + w);
      boards = LinToPbn(lin);
    } else {
      boards = ReadPbnFile(file);
      for (const PbnBoard& b : boards)
        for (const std::string& w : b.warnings) records.warnings.push_back(file + ": " + w);
    }
    if (boards.empty())
      throw InputError(file, 0, "no records: expected tables of real boards (PBN games, LIN records)");
    AddExpertTables(records, boards, file);
  }
  return records;
}

std::vector<DoubleDummyTable> SolveExpertDeals(const ExpertRecords& records, const std::string& cache,
                                               const DdsSolver& solver,
                                               const std::function<void(const BuildProgress&)>& progress) {
  BuildRequest request;
  for (const ExpertDeal& d : records.deals) request.deals.push_back(d.deal);
  if (request.deals.empty()) throw Error("no deals to solve");
  request.output = cache;
  BuildDataset(request, solver, progress);
  const Dataset data = ReadDatasetFile(cache);
  if (data.records.size() != request.deals.size())
    throw InputError(cache, 0,
                     "holds " + std::to_string(data.records.size()) + " deals, not the " +
                         std::to_string(request.deals.size()) + " of the records");
  std::vector<DoubleDummyTable> tables;
  for (std::size_t i = 0; i < data.records.size(); ++i) {
    if (!(data.records[i].deal == request.deals[i]))
      throw InputError(cache, 0, "deal " + std::to_string(i) + " is not the records' deal " + std::to_string(i));
    tables.push_back(data.records[i].table);
  }
  return tables;
}

}  // namespace bidlab
