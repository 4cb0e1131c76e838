// The case base of the CBridge1 opening bidder (thesis §4.2) and its
// k-nearest-neighbour retrieval under the CBridge1 similarity (similarity.h).
//
// A case is a hand, the position it called from (1 = dealer, 2-4 after 1-3
// passes) and the call made (PASS or the opening bid). Only cases at the
// query's position are compared: third-seat and fourth-seat openings follow
// other rules than the dealer's.
//
// Retrieval returns the k most similar cases, most similar first, exact ties
// to the lower case id — a total order, so "the k nearest" is one set. The
// index groups cases by position, HCP and suit-length pattern; for a query
// each group has an upper bound (its exact HCP and length terms plus the most
// cards the two hands could share, Σ min(length)), groups are visited best
// bound first and skipped once the bound falls below the k-th best similarity
// found. NearestBruteForce scans everything; a test proves both agree.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/call.h"
#include "core/hand.h"
#include "learn/cbr/similarity.h"

namespace bidlab::cbr {

struct Case {
  Hand hand;
  int position = 1;
  Call call;
  // Cases of the same hand at the same position (one deal played at several
  // tables) share a group; leave-one-out leaves the whole group out, so a
  // case is never answered by its own copy.
  std::uint32_t group = 0;
};

struct Neighbour {
  std::uint32_t id = 0;  // index into the case base
  SimUnits similarity = 0;
  friend bool operator==(const Neighbour&, const Neighbour&) = default;
};

// Most similar first, ties to the lower id.
inline bool MoreSimilar(const Neighbour& a, const Neighbour& b) {
  return a.similarity > b.similarity || (a.similarity == b.similarity && a.id < b.id);
}

class CaseIndex {
 public:
  // Throws Error when a case has a position outside 1-4 or a hand that is
  // not 13 cards.
  explicit CaseIndex(std::vector<Case> cases);

  const std::vector<Case>& cases() const { return cases_; }
  const HandProfile& profile(std::uint32_t id) const { return profiles_[id]; }
  std::size_t size() const { return cases_.size(); }

  // The k most similar cases at `position` (fewer when the base has fewer),
  // skipping those of `exclude_group`. `out` is overwritten (reuse it to save
  // allocations in loops).
  void Nearest(const HandProfile& query, int position, int k, std::optional<std::uint32_t> exclude_group,
               std::vector<Neighbour>& out) const;
  std::vector<Neighbour> Nearest(const Hand& query, int position, int k,
                                 std::optional<std::uint32_t> exclude_group = std::nullopt) const;
  // The same answer by comparing with every case.
  std::vector<Neighbour> NearestBruteForce(const Hand& query, int position, int k,
                                           std::optional<std::uint32_t> exclude_group = std::nullopt) const;

 private:
  struct Bucket {                      // cases of one position, HCP and length pattern
    HandProfile shape;                 // hcp and lengths; mask unused
    std::uint32_t begin = 0, end = 0;  // range of the scan arrays
  };
  struct HcpGroup {
    int hcp = 0;
    std::vector<Bucket> buckets;
  };

  std::vector<Case> cases_;
  std::vector<HandProfile> profiles_;
  std::array<std::vector<HcpGroup>, 5> groups_;  // by position 1-4 (0 unused)
  // Cases sorted by (position, HCP, lengths, id), as parallel arrays for the scan.
  std::vector<std::uint64_t> scan_mask_;
  std::vector<std::uint32_t> scan_id_, scan_group_;
};

}  // namespace bidlab::cbr
