#include "io/costs_csv.h"

#include <charconv>
#include <sstream>

#include "core/error.h"
#include "core/excerpt.h"
#include "core/imp.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"

namespace bidlab {

std::vector<CostsCsvRow> ReadCostsCsv(const std::string& path) { return ParseCostsCsv(ReadFileText(path), path); }

std::vector<CostsCsvRow> ParseCostsCsv(const std::string& text, const std::string& path) {
  std::vector<CostsCsvRow> rows;
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
      throw InputError(
          path, number,
          "expected north,south and 36 costs (38 fields), found " + std::to_string(fields.size()) + " fields");
    CostsCsvRow row;
    row.index = static_cast<std::uint64_t>(number - 1);
    try {
      row.north = ParseHandPbn(fields[0]);
      row.south = ParseHandPbn(fields[1]);
    } catch (const Error& e) {
      throw InputError(path, number, e.what());
    }
    if (row.north.Size() != kCardsPerHand || row.south.Size() != kCardsPerHand || (row.north.mask() & row.south.mask()))
      throw InputError(path, number, "north and south must hold 13 different cards each");
    for (int c = 0; c < kNumFinalCalls; ++c) {
      const std::string& f = fields[2 + c];
      int value = 0;
      const auto [end, ec] = std::from_chars(f.data(), f.data() + f.size(), value);
      if (ec != std::errc() || end != f.data() + f.size() || value < 0 || value > kMaxImps)
        throw InputError(
            path, number,
            "cost of " + CallName(Call::FromIndex(c)) + " must be an integer 0-24, found " + QuotedExcerpt(f));
      row.costs[static_cast<std::size_t>(c)] = value;
    }
    rows.push_back(row);
  }
  if (rows.empty()) throw InputError(path, 0, "no deals in the cost file");
  return rows;
}

}  // namespace bidlab
