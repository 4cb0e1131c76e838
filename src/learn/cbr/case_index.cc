#include "learn/cbr/case_index.h"

#include <algorithm>
#include <numeric>
#include <string>
#include <tuple>

#include "core/error.h"

namespace bidlab::cbr {

namespace {

// Keeps the k best neighbours offered so far, sorted by MoreSimilar.
class TopK {
 public:
  TopK(int k, std::vector<Neighbour>& best) : k_(static_cast<std::size_t>(std::max(k, 0))), best_(best) {
    best_.clear();
  }
  // A case whose similarity is below this cannot enter (-1: anything can).
  SimUnits Floor() const { return best_.size() < k_ ? -1 : best_.back().similarity; }
  void Offer(const Neighbour& n) {
    if (best_.size() == k_) {
      if (k_ == 0 || !MoreSimilar(n, best_.back())) return;
      best_.pop_back();
    }
    best_.insert(std::upper_bound(best_.begin(), best_.end(), n, MoreSimilar), n);
  }

 private:
  std::size_t k_;
  std::vector<Neighbour>& best_;
};

int MaxShared(const HandProfile& a, const HandProfile& b) {
  int shared = 0;
  for (int s = 0; s < kNumSuits; ++s) shared += std::min(a.lengths[s], b.lengths[s]);
  return shared;
}

}  // namespace

CaseIndex::CaseIndex(std::vector<Case> cases) : cases_(std::move(cases)) {
  profiles_.reserve(cases_.size());
  for (std::size_t i = 0; i < cases_.size(); ++i) {
    const Case& c = cases_[i];
    if (c.position < 1 || c.position > 4)
      throw Error("case " + std::to_string(i) + ": position " + std::to_string(c.position) + " is not 1-4");
    if (c.hand.Size() != kCardsPerHand)
      throw Error("case " + std::to_string(i) + ": the hand has " + std::to_string(c.hand.Size()) + " cards, not 13");
    profiles_.push_back(ProfileOf(c.hand));
  }
  std::vector<std::uint32_t> order(cases_.size());
  std::iota(order.begin(), order.end(), 0u);
  auto key = [&](std::uint32_t id) {
    const HandProfile& p = profiles_[id];
    return std::tuple(cases_[id].position, p.hcp, p.lengths, id);
  };
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return key(a) < key(b); });
  for (std::size_t j = 0; j < order.size(); ++j) {
    const std::uint32_t id = order[j];
    const HandProfile& p = profiles_[id];
    auto& groups = groups_[cases_[id].position];
    if (groups.empty() || groups.back().hcp != p.hcp) groups.push_back({p.hcp, {}});
    auto& buckets = groups.back().buckets;
    if (buckets.empty() || buckets.back().shape.lengths != p.lengths) {
      HandProfile shape = p;
      shape.mask = 0;
      const auto at = static_cast<std::uint32_t>(j);
      buckets.push_back({shape, at, at});
    }
    ++buckets.back().end;
    scan_mask_.push_back(p.mask);
    scan_id_.push_back(id);
    scan_group_.push_back(cases_[id].group);
  }
}

void CaseIndex::Nearest(const HandProfile& query, int position, int k, std::optional<std::uint32_t> exclude_group,
                        std::vector<Neighbour>& out) const {
  TopK top(k, out);
  if (position < 1 || position > 4 || k <= 0) return;
  const auto& groups = groups_[position];
  // HCP groups, best possible similarity first: the exact HCP term plus full
  // marks for lengths (36) and shared cards (13).
  struct Visit {
    SimUnits bound;
    const HcpGroup* group;
  };
  std::vector<Visit> visits;
  visits.reserve(groups.size());
  for (const HcpGroup& g : groups) visits.push_back({51 * RatioUnits(query.hcp, g.hcp) + 49 * kSimScale, &g});
  std::stable_sort(visits.begin(), visits.end(), [](const Visit& a, const Visit& b) { return a.bound > b.bound; });

  struct Candidate {
    SimUnits shape, bound;
    const Bucket* bucket;
  };
  std::vector<Candidate> candidates;
  const std::uint32_t excluded = exclude_group.value_or(0);
  for (const Visit& v : visits) {
    if (v.bound < top.Floor()) break;
    candidates.clear();
    for (const Bucket& b : v.group->buckets) {
      const SimUnits shape = ShapeUnits(query, b.shape);
      const SimUnits bound = shape + MaxShared(query, b.shape) * kSimScale;
      if (bound >= top.Floor()) candidates.push_back({shape, bound, &b});
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.bound > b.bound; });
    for (const Candidate& c : candidates) {
      if (c.bound < top.Floor()) break;
      for (std::uint32_t j = c.bucket->begin; j < c.bucket->end; ++j) {
        if (exclude_group && scan_group_[j] == excluded) continue;
        top.Offer({scan_id_[j], c.shape + std::popcount(query.mask & scan_mask_[j]) * kSimScale});
      }
    }
  }
}

std::vector<Neighbour> CaseIndex::Nearest(const Hand& query, int position, int k,
                                          std::optional<std::uint32_t> exclude_group) const {
  std::vector<Neighbour> out;
  Nearest(ProfileOf(query), position, k, exclude_group, out);
  return out;
}

std::vector<Neighbour> CaseIndex::NearestBruteForce(const Hand& query, int position, int k,
                                                    std::optional<std::uint32_t> exclude_group) const {
  const HandProfile q = ProfileOf(query);
  std::vector<Neighbour> all;
  for (std::size_t i = 0; i < cases_.size(); ++i) {
    if (cases_[i].position != position) continue;
    if (exclude_group && cases_[i].group == *exclude_group) continue;
    all.push_back({static_cast<std::uint32_t>(i), SimilarityUnits(q, profiles_[i])});
  }
  const std::size_t n = std::min(all.size(), static_cast<std::size_t>(std::max(k, 0)));
  std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n), all.end(), MoreSimilar);
  all.resize(n);
  return all;
}

}  // namespace bidlab::cbr
