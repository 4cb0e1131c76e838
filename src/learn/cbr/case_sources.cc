#include "learn/cbr/case_sources.h"

#include <charconv>
#include <memory>
#include <unordered_map>

#include "core/auction.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/dealer.h"
#include "data/split.h"
#include "learn/registry.h"

namespace bidlab::cbr {

std::vector<Case> CasesFromExamples(const std::vector<OpeningExample>& examples) {
  std::unordered_map<std::uint64_t, std::uint32_t> groups;
  std::vector<Case> cases;
  cases.reserve(examples.size());
  for (const OpeningExample& e : examples) {
    const auto [it, added] = groups.emplace(OpeningKey(e), static_cast<std::uint32_t>(groups.size()));
    cases.push_back({e.hand, e.position, e.call, it->second});
  }
  return cases;
}

std::vector<Case> SaycOpeningCases(std::uint64_t first, std::uint64_t count,
                                   const std::function<void(std::uint64_t)>& progress) {
  RegisterAllBidders();
  const std::unique_ptr<Bidder> sayc = MakeBidder("sayc");
  const Auction empty;
  std::vector<Case> cases;
  cases.reserve(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    const Hand north = DealAt(kStandardSeed, first + i).hand(Seat::kNorth);
    const Call call = sayc->Bid({Seat::kNorth, north, &empty, std::nullopt});
    if (!IsLegalUncontested(empty, call))
      throw Error("sayc opened deal " + std::to_string(first + i) + " with the illegal call " + CallName(call));
    cases.push_back({north, 1, call, static_cast<std::uint32_t>(i)});
    if (progress && (i + 1) % 2000 == 0) progress(i + 1);
  }
  if (progress) progress(count);
  return cases;
}

}  // namespace bidlab::cbr
