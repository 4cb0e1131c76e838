#include "learn/cbr/leave_one_out.h"

#include <algorithm>
#include <functional>

#include "core/error.h"
#include "learn/cbr/adaptation.h"
#include "learn/cbr/vote.h"

namespace bidlab::cbr {

SweepResult LeaveOneOutSweep(const CaseIndex& index, std::span<const int> ks,
                             const std::function<void(std::size_t, std::size_t)>& progress) {
  if (ks.empty() || ks.front() < 1 || std::adjacent_find(ks.begin(), ks.end(), std::greater_equal<int>()) != ks.end())
    throw Error("leave-one-out: the k values must be ascending and at least 1");
  SweepResult r;
  r.cases = index.size();
  for (const int k : ks) {
    r.plain.push_back({k});
    r.adapted.push_back({k});
  }
  std::vector<double> similarity_sums(ks.size(), 0.0);
  std::vector<Neighbour> neighbours;
  const int k_max = ks.back();
  for (std::uint32_t id = 0; id < index.size(); ++id) {
    const Case& c = index.cases()[id];
    const HandProfile& query = index.profile(id);
    if (c.call.IsPass()) ++r.pass_cases;
    index.Nearest(query, c.position, k_max, c.group, neighbours);
    MajorityVote plain, adapted;
    double sum = 0;  // in %: 60 similarities in units would overflow 64 bits
    std::size_t row = 0;
    const auto tally_row = [&] {
      const auto tally = [&](SweepRow& out, Call answer) {
        if (answer == c.call) {
          ++out.correct;
          if (!answer.IsPass()) ++out.correct_non_pass;
        }
        if (answer.IsPass()) ++out.passes;
      };
      tally(r.plain[row], plain.Winner());
      tally(r.adapted[row], adapted.Winner());
      if (plain.votes() > 0) similarity_sums[row] += sum / plain.votes();
      ++row;
    };
    for (const Neighbour& n : neighbours) {
      const Call call = index.cases()[n.id].call;
      plain.Add(call);
      adapted.Add(AdaptCall(call, index.profile(n.id), query));
      sum += SimilarityPercent(n.similarity);
      if (ks[row] == plain.votes()) tally_row();
    }
    // A base short of k cases answers the larger k from all it has.
    while (row < ks.size()) tally_row();
    if (progress && (id + 1) % 1000 == 0) progress(id + 1, index.size());
  }
  for (std::size_t row = 0; row < ks.size(); ++row) {
    const double mean = r.cases ? similarity_sums[row] / static_cast<double>(r.cases) : 0.0;
    r.plain[row].avg_similarity = r.adapted[row].avg_similarity = mean;
  }
  if (progress) progress(index.size(), index.size());
  return r;
}

std::vector<int> PaperKs() {
  std::vector<int> ks;
  for (int k = 1; k <= 20; ++k) ks.push_back(k);
  ks.push_back(60);
  return ks;
}

int BestK(const std::vector<SweepRow>& rows) {
  if (rows.empty()) throw Error("BestK: no rows");
  const SweepRow* best = &rows.front();
  for (const SweepRow& row : rows)
    if (row.correct > best->correct) best = &row;
  return best->k;
}

}  // namespace bidlab::cbr
