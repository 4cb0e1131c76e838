#include "learn/ddnet/trick_examples.h"

#include "learn/ddnet/deal_encoding.h"

namespace bidlab::ddnet {

std::string ContractKindName(ContractKind kind) { return kind == ContractKind::kNoTrump ? "nt" : "suit"; }

int ExamplesPerDeal(ContractKind kind) { return kind == ContractKind::kNoTrump ? kNumSeats : kNumSeats * kNumSuits; }

std::vector<TrickExample> TrickExamples(std::span<const DealRecord> records, ContractKind kind) {
  std::vector<TrickExample> out;
  out.reserve(records.size() * static_cast<std::size_t>(ExamplesPerDeal(kind)));
  for (const DealRecord& record : records) {
    Deal deal = record.deal;
    DoubleDummyTable table = record.table;
    for (int r = 0; r < kNumSeats; ++r) {
      const DoubleDummyTable next = RotatedTable(table);
      if (kind == ContractKind::kNoTrump) {
        out.push_back(
            {deal, table.Tricks(Seat::kNorth, Strain::kNoTrump), next.Tricks(Seat::kNorth, Strain::kNoTrump)});
      } else {
        for (int s = 0; s < kNumSuits; ++s)
          out.push_back({SwapWithSpades(deal, SuitAt(s)), table.Tricks(Seat::kNorth, StrainAt(s)),
                         next.Tricks(Seat::kNorth, StrainAt(s))});
      }
      deal = deal.Rotated();
      table = next;
    }
  }
  return out;
}

namespace {

template <typename DealOf>
nn::Matrix Encode(const std::vector<TrickExample>& examples, const std::vector<int>& order, std::size_t first,
                  std::size_t count, const std::vector<SuitPermutation>* perms, DealOf deal_of) {
  nn::Matrix x(static_cast<Eigen::Index>(count), kInputs);
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t k = order.empty() ? first + i : static_cast<std::size_t>(order[first + i]);
    const Deal deal = deal_of(examples[k]);
    EncodeDeal(perms ? PermuteSuits(deal, (*perms)[i]) : deal, x.row(static_cast<Eigen::Index>(i)).data());
  }
  return x;
}

}  // namespace

nn::Matrix EncodeExamples(const std::vector<TrickExample>& examples, const std::vector<int>& order, std::size_t first,
                          std::size_t count, const std::vector<SuitPermutation>* perms) {
  return Encode(examples, order, first, count, perms, [](const TrickExample& e) { return e.deal; });
}

nn::Matrix EncodeRotatedExamples(const std::vector<TrickExample>& examples, const std::vector<int>& order,
                                 std::size_t first, std::size_t count, const std::vector<SuitPermutation>* perms) {
  return Encode(examples, order, first, count, perms, [](const TrickExample& e) { return e.deal.Rotated(); });
}

std::vector<SuitPermutation> RandomSuitPermutations(std::size_t count, bool keep_spades, std::mt19937_64& rng) {
  std::vector<SuitPermutation> out(count);
  const int shuffled = keep_spades ? kNumSuits - 1 : kNumSuits;  // spades = 3 stays last
  for (SuitPermutation& p : out) {
    p = {0, 1, 2, 3};
    for (int i = shuffled - 1; i > 0; --i)  // Fisher-Yates, drawn from rng alone
      std::swap(p[static_cast<std::size_t>(i)], p[static_cast<std::size_t>(rng() % static_cast<unsigned>(i + 1))]);
  }
  return out;
}

}  // namespace bidlab::ddnet
