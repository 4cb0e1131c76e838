#include "learn/bidder_names.h"

#include <algorithm>
#include <vector>

#include "core/closest_name.h"
#include "core/error.h"
#include "learn/registry.h"

namespace bidlab {

bool IsRegisteredBidder(const std::string& name) {
  return std::ranges::any_of(RegisteredBidders(), [&](const BidderEntry& e) { return e.name == name; });
}

std::string UncontestedSeatOf(const std::string& name) {
  if (name.size() <= kUncontestedSuffix.size() || !name.ends_with(kUncontestedSuffix)) return "";
  const std::string inner = name.substr(0, name.size() - kUncontestedSuffix.size());
  return IsRegisteredBidder(inner) ? inner : "";
}

void ThrowUnknownBidder(const std::string& name, bool four_seats) {
  std::string known;
  std::vector<std::string> names;
  for (const BidderEntry& entry : RegisteredBidders()) {
    known += (known.empty() ? "" : ", ") + entry.name;
    names.push_back(entry.name);
    if (four_seats) names.push_back(entry.name + std::string(kUncontestedSuffix));
  }
  known += ", the shipped models neural and contested, and neural-search (the neural model with a search)";
  names.insert(names.end(), std::begin(kShippedModelNames), std::end(kShippedModelNames));
  if (four_seats)
    known +=
        ", and each registered one as NAME-uncontested (sayc-uncontested: SAYC that never enters the opponents' "
        "auction)";
  throw Error("unknown bidder \"" + name + "\" (known: " + known + "); did you mean \"" + ClosestName(name, names) +
              "\"?");
}

}  // namespace bidlab
