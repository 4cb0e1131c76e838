// Training and test examples for the DD networks. Each deal gives, for every
// rotation by 90° (N→E→S→W→N, so each seat's pair takes a turn as "NS"), the
// tricks North-South take with North declaring: in no trump one example per
// rotation, in suits one per rotation and trump suit, the trump suit moved to
// spades. With the rotated deal's tricks beside it, the same example is also
// a comparator pair (deal, deal rotated by 90°).
#pragma once

#include <span>
#include <string>
#include <vector>

#include <random>

#include "io/dataset_file.h"
#include "learn/ddnet/deal_encoding.h"
#include "learn/nn/dense_layer.h"

namespace bidlab::ddnet {

enum class ContractKind { kNoTrump, kSuit };
std::string ContractKindName(ContractKind kind);  // "nt", "suit"

struct TrickExample {
  Deal deal;               // suit contracts: spades are trumps
  int tricks = 0;          // NS, North declaring
  int rotated_tricks = 0;  // the same for deal.Rotated() (the other pair, West declaring)
};

// 4 (NT) or 16 (suit) examples per record.
std::vector<TrickExample> TrickExamples(std::span<const DealRecord> records, ContractKind kind);
int ExamplesPerDeal(ContractKind kind);

// The 208 inputs of examples [first, first+count) of `order` (all when order
// is empty), each deal's suits relabelled by perms[i] when `perms` is given.
nn::Matrix EncodeExamples(const std::vector<TrickExample>& examples, const std::vector<int>& order, std::size_t first,
                          std::size_t count, const std::vector<SuitPermutation>* perms = nullptr);
nn::Matrix EncodeRotatedExamples(const std::vector<TrickExample>& examples, const std::vector<int>& order,
                                 std::size_t first, std::size_t count,
                                 const std::vector<SuitPermutation>* perms = nullptr);

// `count` random suit permutations; with `keep_spades` spades (the trump suit
// of suit examples) stay spades and only ♥ ♦ ♣ are shuffled.
std::vector<SuitPermutation> RandomSuitPermutations(std::size_t count, bool keep_spades, std::mt19937_64& rng);

}  // namespace bidlab::ddnet
