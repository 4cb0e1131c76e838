#include "data/dataset_pbn.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <filesystem>
#include <set>
#include <span>

#include "core/error.h"
#include "core/excerpt.h"
#include "data/dealer.h"
#include "io/lin_pbn.h"
#include "io/lin_reader.h"
#include "io/pbn_reader.h"
#include "io/pbn_tags.h"
#include "io/pbn_writer.h"

namespace bidlab {

namespace {

// A board of a data set: the deal's own board, dealer and vulnerability,
// each "?" when its record did not give it (or the set was generated).
PbnBoard ImportedBoard(const DealRecord& record, const BoardInfo& info) {
  PbnBoard board = MakePbnBoard(record.deal, info.number, info.dealer.value_or(Seat::kNorth),
                                info.vulnerability.value_or(Vulnerability::kNone), record.table);
  // PBN's "?" (§3.4): what the record did not give stays unknown.
  for (auto& [tag, value] : board.tags)
    if ((tag == "Board" && info.number == 0) || (tag == "Dealer" && !info.dealer) ||
        (tag == "Vulnerable" && !info.vulnerability))
      value = "?";
  if (info.number == 0) board.board = "?";
  return board;
}

}  // namespace

BoardInfo BoardInfoOf(const PbnBoard& b) {
  BoardInfo info;
  if (!b.board.empty() && b.board.size() <= 10 && b.board.find_first_not_of("0123456789") == std::string::npos) {
    const unsigned long long n = std::stoull(b.board);
    if (n > 0 && n <= UINT32_MAX) info.number = static_cast<std::uint32_t>(n);
  }
  // The reader decoded them into dealer and vulnerability; "" or "?" (PBN's unknown) left the defaults.
  if (!pbn::IsUnknown(b.Tag("Dealer"))) info.dealer = b.dealer;
  if (!pbn::IsUnknown(b.Tag("Vulnerable"))) info.vulnerability = b.vulnerability;
  return info;
}

std::vector<PbnBoard> DatasetBoards(const Dataset& data, IndexRange range) {
  std::vector<PbnBoard> boards;
  for (std::size_t i = range.begin; i < range.end; ++i) {
    BoardInfo generated;  // its number only (a PBN board number past 2^32 - 1 stays "?")
    const std::uint64_t number = data.header.first + i + 1;
    generated.number = number <= UINT32_MAX ? static_cast<std::uint32_t>(number) : 0;
    boards.push_back(ImportedBoard(data.records[i], data.boards.empty() ? generated : data.boards[i]));
  }
  return boards;
}

std::vector<PbnBoard> ReadBoardsForDataset(const std::vector<std::string>& paths, std::ostream& log) {
  std::vector<PbnBoard> boards;
  std::set<std::array<std::uint64_t, kNumSeats>> seen;  // the deals read, by their hands' cards
  std::size_t repeated = 0;
  for (const std::string& path : paths) {
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), ::tolower);
    std::vector<PbnBoard> read;
    if (extension == ".lin") {
      const LinFile lin = ReadLinFile(path);
      for (const LinRecord& r : lin.records)
        for (const std::string& warning : r.warnings) log << path << ": " << warning << "\n";
      read = LinToPbn(lin);
    } else {
      read = ReadPbnFile(path);
      for (const PbnBoard& b : read)
        for (const std::string& warning : b.warnings) log << path << ": " << warning << "\n";
    }
    // An empty file makes no data set of 0 deals.
    if (read.empty())
      throw InputError(path, 0,
                       std::string("no boards: expected ") +
                           (extension == ".lin" ? "LIN records with a deal (md|…|)" : "PBN games with a [Deal]"));
    for (PbnBoard& b : read) {
      if (!b.deal) throw InputError(path, b.line, "board " + b.board + " has no complete deal");
      std::array<std::uint64_t, kNumSeats> cards{};
      for (int s = 0; s < kNumSeats; ++s) cards[s] = b.deal->hand(SeatAt(s)).mask();
      if (seen.insert(cards).second) boards.push_back(std::move(b));
      else ++repeated;
    }
  }
  if (repeated > 0) log << "left out " << repeated << " records of deals played at another table too\n";
  return boards;
}

Dataset DatasetFromBoards(const std::vector<PbnBoard>& boards, Vulnerability vulnerability, const std::string& source,
                          const DdsSolver& solver, std::ostream& log) {
  Dataset data;
  data.header.origin = DatasetOrigin::kImported;
  data.header.vulnerability = vulnerability;
  std::vector<Deal> unsolved;
  std::vector<std::size_t> unsolved_at;
  for (const PbnBoard& b : boards) {
    if (!b.deal) throw InputError(source, b.line, "board " + b.board + " has no complete deal");
    if (!b.dd_table) {
      unsolved.push_back(*b.deal);
      unsolved_at.push_back(data.records.size());
    }
    data.records.push_back({*b.deal, b.dd_table.value_or(DoubleDummyTable{})});
    data.boards.push_back(BoardInfoOf(b));
  }
  if (!unsolved.empty()) {
    log << "solving " << unsolved.size() << " deals without a table\n";
    const auto tables = solver.Solve(unsolved);
    for (std::size_t k = 0; k < tables.size(); ++k) data.records[unsolved_at[k]].table = tables[k];
  }
  data.header.count = data.records.size();
  return data;
}

void StreamDealsPbn(std::uint64_t seed, std::uint64_t first, std::uint64_t count, Vulnerability vulnerability,
                    const std::function<void(const std::string&)>& write) {
  std::string pending = FormatPbnHeader();
  for (std::uint64_t k = 0; k < count; ++k) {
    const std::uint64_t i = first + k;
    pending += FormatPbnBoard(MakePbnBoard(DealAt(seed, i), i + 1, Seat::kNorth, vulnerability),
                              static_cast<int>(std::min<std::uint64_t>(k + 1, INT32_MAX)));
    if (pending.size() >= (1u << 16)) {
      write(pending);
      pending.clear();
    }
  }
  write(pending);
}

void SolveBoards(std::vector<PbnBoard>& boards, const std::string& source, const DdsSolver& solver,
                 const std::function<void(std::size_t done, std::size_t total)>& progress) {
  std::vector<Deal> deals;
  for (const PbnBoard& b : boards) {
    if (!b.deal) throw InputError(source, b.line, "board " + b.board + " has no complete deal to solve");
    deals.push_back(*b.deal);
  }
  const std::size_t batch = static_cast<std::size_t>(DdsSolver::MaxBatch());
  for (std::size_t first = 0; first < deals.size(); first += batch) {
    const std::size_t n = std::min(batch, deals.size() - first);
    const auto tables = solver.Solve(std::span<const Deal>(deals).subspan(first, n));
    for (std::size_t i = 0; i < n; ++i) boards[first + i].dd_table = tables[i];
    if (progress) progress(first + n, deals.size());
  }
}

IndexRange ParseIndexRange(const std::string& text, std::size_t count) {
  const auto colon = text.find(':');
  if (colon == std::string::npos) throw Error("--range must be A:B (0-based, B excluded), not " + QuotedExcerpt(text));
  auto number = [&](const std::string& part, std::size_t fallback) -> std::size_t {
    if (part.empty()) return fallback;
    std::size_t used = 0;
    unsigned long long v = 0;
    try {
      v = std::stoull(part, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != part.size()) throw Error("--range must be A:B with whole numbers, not " + QuotedExcerpt(text));
    return static_cast<std::size_t>(v);
  };
  IndexRange range{number(text.substr(0, colon), 0), number(text.substr(colon + 1), count)};
  range.end = std::min(range.end, count);
  if (range.begin > range.end)
    throw Error("--range " + text + " is empty for a set of " + std::to_string(count) + " deals");
  return range;
}

}  // namespace bidlab
