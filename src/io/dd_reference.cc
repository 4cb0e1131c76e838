#include "io/dd_reference.h"

#include <sstream>

#include "core/error.h"
#include "io/pbn_deal.h"

namespace bidlab {

namespace {

std::vector<std::string> Lines(std::string_view text) {
  std::vector<std::string> lines;
  std::istringstream in{std::string(text)};
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

}  // namespace

std::vector<ReferenceDeal> ParseDdsTestList(std::string_view text, const std::string& name) {
  std::vector<ReferenceDeal> deals;
  bool pending = false;
  const auto lines = Lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const long number = static_cast<long>(i + 1);
    const std::string& line = lines[i];
    if (line.rfind("PBN ", 0) == 0) {
      if (pending) throw InputError(name, deals.back().line, "deal without a TABLE line");
      const auto open = line.find('"');
      const auto close = line.rfind('"');
      if (open == std::string::npos || close <= open) throw InputError(name, number, "expected a quoted PBN deal");
      try {
        deals.push_back({number, ParseDealPbn(line.substr(open + 1, close - open - 1)), {}});
      } catch (const InputError&) {
        throw;
      } catch (const Error& e) {
        throw InputError(name, number, e.what());
      }
      pending = true;
    } else if (line.rfind("TABLE", 0) == 0) {
      if (!pending) throw InputError(name, number, "TABLE line without a deal before it");
      std::istringstream in(line.substr(5));
      // strain-major S,H,D,C,NT; declarer N,E,S,W
      static constexpr Strain kOrder[] = {Strain::kSpades, Strain::kHearts, Strain::kDiamonds, Strain::kClubs,
                                          Strain::kNoTrump};
      for (const Strain strain : kOrder)
        for (int seat = 0; seat < kNumSeats; ++seat) {
          int tricks = -1;
          if (!(in >> tricks) || tricks < 0 || tricks > kNumRanks)
            throw InputError(name, number, "expected 20 trick counts 0-13 after TABLE");
          deals.back().table.Set(SeatAt(seat), strain, tricks);
        }
      pending = false;
    }
  }
  if (pending) throw InputError(name, deals.back().line, "deal without a TABLE line");
  return deals;
}

std::vector<ReferenceDeal> ParseGibLibrary(std::string_view text, const std::string& name) {
  std::vector<ReferenceDeal> deals;
  const auto lines = Lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const long number = static_cast<long>(i + 1);
    const std::string& line = lines[i];
    if (line.empty()) continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos || line.size() - colon - 1 < 20)
      throw InputError(name, number, "expected four hands, ':' and 20 hex digits");
    ReferenceDeal ref;
    ref.line = number;
    try {
      ref.deal = ParseDealPbn("W:" + line.substr(0, colon));
    } catch (const Error& e) {
      throw InputError(name, number, e.what());
    }
    static constexpr Strain kGroups[] = {Strain::kNoTrump, Strain::kSpades, Strain::kHearts, Strain::kDiamonds,
                                         Strain::kClubs};
    static constexpr Seat kDeclarers[] = {Seat::kEast, Seat::kNorth, Seat::kWest, Seat::kSouth};  // leaders S,E,N,W
    for (int g = 0; g < 5; ++g)
      for (int k = 0; k < 4; ++k) {
        const char c = line[colon + 1 + 4 * g + k];
        const int ns = c >= '0' && c <= '9' ? c - '0' : (c >= 'A' && c <= 'D' ? c - 'A' + 10 : -1);
        if (ns < 0) throw InputError(name, number, std::string("expected a hex digit 0-D, found '") + c + "'");
        const Seat declarer = kDeclarers[k];
        ref.table.Set(declarer, kGroups[g], IsNorthSouth(declarer) ? ns : kNumRanks - ns);
      }
    deals.push_back(ref);
  }
  return deals;
}

}  // namespace bidlab
