#include "eval/scored_deal.h"

#include <charconv>
#include <sstream>

#include "core/error.h"
#include "eval/costs_csv.h"
#include "core/excerpt.h"
#include "data/dataset_ops.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"

namespace bidlab {

std::vector<ScoredDeal> ScoreDataset(const Dataset& dataset, Split split, ImpScale scale) {
  const IndexRange range = DatasetSplitRange(dataset.header, dataset.records.size(), split);
  std::vector<ScoredDeal> deals;
  deals.reserve(range.size());
  for (std::size_t i = range.begin; i < range.end; ++i) {
    const DealRecord& r = dataset.records[i];
    ScoredDeal d;
    d.id = i;
    d.north = r.deal.hand(Seat::kNorth);
    d.south = r.deal.hand(Seat::kSouth);
    d.deal = r.deal;
    d.table = r.table;
    d.vulnerability = dataset.header.vulnerability;
    d.cost = MakeCostVector(r.table, d.vulnerability, scale);
    deals.push_back(d);
  }
  return deals;
}

std::vector<ScoredDeal> ReadCostsCsv(const std::string& path) { return ParseCostsCsv(ReadFileText(path), path); }

std::vector<ScoredDeal> ParseCostsCsv(const std::string& text, const std::string& path) {
  std::vector<ScoredDeal> deals;
  std::istringstream lines(text);
  std::string line;
  long number = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::vector<std::string> fields;
    std::stringstream fs(line);
    std::string field;
    while (std::getline(fs, field, ',')) fields.push_back(field);
    if (fields.size() != 2 + kNumFinalCalls)
      throw InputError(path, number, "expected north,south and 36 costs (38 fields), found " +
                                         std::to_string(fields.size()) + " fields");
    ScoredDeal d;
    d.id = static_cast<std::uint64_t>(number - 1);
    try {
      d.north = ParseHandPbn(fields[0]);
      d.south = ParseHandPbn(fields[1]);
    } catch (const Error& e) {
      throw InputError(path, number, e.what());
    }
    if (d.north.Size() != kCardsPerHand || d.south.Size() != kCardsPerHand || (d.north.mask() & d.south.mask()))
      throw InputError(path, number, "north and south must hold 13 different cards each");
    for (int c = 0; c < kNumFinalCalls; ++c) {
      const std::string& f = fields[2 + c];
      int value = 0;
      const auto [end, ec] = std::from_chars(f.data(), f.data() + f.size(), value);
      if (ec != std::errc() || end != f.data() + f.size() || value < 0 || value > kMaxImps)
        throw InputError(path, number, "cost of " + CallName(Call::FromIndex(c)) + " must be an integer 0-24, found " + QuotedExcerpt(f));
      d.cost.costs[c] = value;
    }
    deals.push_back(d);
  }
  if (deals.empty()) throw InputError(path, 0, "no deals in the cost file");
  return deals;
}

}  // namespace bidlab
