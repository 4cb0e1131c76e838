// The bidding nodes of the multi-layer bandit model (thesis §3.3, Fig. 3.1).
//
// A bidding node V = (b, g): the bid label b the node represents (NIL at the
// root) and a bidding function g of the caller's hand. The nodes form ℓ + 1
// layers: layer 1 is the root, North's first call; layer k + 1 answers the
// call of layer k with the other hand (N, S, N, … alternate by layer). At a
// node g may predict PASS or a bid higher than b (at the root and after an
// opening PASS: PASS or any bid). Each prediction leads to a child node of
// the next layer whose label is that call.
//
// Only the lowest M predictions of a node continue the auction with a
// non-terminal child of their own; every other prediction leads to a
// terminal node whose g always passes, and every node of layer ℓ + 1 is
// terminal. A PASS after the opening call ends the auction, so it is always
// terminal; at the root PASS continues (South then calls) and counts among
// the lowest M. So with M = 5 the root's non-terminal children are PASS, 1♣,
// 1♦, 1♥, 1♠ (thesis Table A.1: "non-terminal opening bids {PASS, …, 1♠}",
// "terminal {1NT, …}"), and a node labelled 1♦ has 1♥ 1♠ 1NT 2♣ 2♦. (The
// thesis does not say whether PASS counts among the M of a non-root node:
// WidthCounts::kBids reads "the lowest M predictions that lead to a
// non-terminal node", M bids there; kCalls reads "the lowest M predictions"
// literally, PASS (which ends the auction) included, so M − 1 bids continue.)
//
// Structures (only non-terminal nodes are stored; a terminal child is -1):
//   tree     every path from the root is its own node: Σ_{k<ℓ} M^k nodes
//            when no call runs out (ℓ = 6, M = 5: 3,906)
//   layered  the non-terminal nodes of one layer with the same label are one
//            node, which learns from every path through it (ℓ = 6, M = 5: 66)
// The two coincide for ℓ ≤ 2.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/call.h"

namespace bidlab {

enum class StructureKind { kTree, kLayered };
std::string StructureKindName(StructureKind kind);  // "tree", "layered"
std::optional<StructureKind> ParseStructureKind(std::string_view name);

// What the width M counts at a node other than the root (see above).
enum class WidthCounts { kBids, kCalls };
std::string WidthCountsName(WidthCounts counts);  // "bids", "calls"
std::optional<WidthCounts> ParseWidthCounts(std::string_view name);

inline constexpr int kRootLabel = -1;  // NIL: the root represents no call

struct BanditNode {
  int label = kRootLabel;  // call index of the bid label (0 = PASS), kRootLabel at the root
  int layer = 1;           // 1 = the root (North), 2 = South's answer, …
  // children[c] = index of the non-terminal child reached by call c, -1 when
  // the call leads to a terminal node or is not allowed here.
  std::array<std::int32_t, kNumFinalCalls> children{};
  std::uint64_t allowed = 0;     // bit c: g may predict call c here
  std::uint64_t continuing = 0;  // bit c: call c leads to a non-terminal child

  // The hand that calls at this node: North on odd layers, South on even.
  bool NorthCalls() const { return layer % 2 == 1; }
  // The final call of the auction when this node's g predicts a terminal
  // call c: PASS ends on the last bid (the label; PASS when nobody bid),
  // a bid is followed by partner's pass.
  int FinalCallOf(int c) const { return c == 0 ? (label > 0 ? label : 0) : c; }
};

struct NodeCounts {
  std::size_t non_terminal = 0;       // stored bidding nodes, the root included
  std::size_t terminal = 0;           // predictions that lead to a terminal node (one terminal node each in the tree)
  std::vector<std::size_t> by_layer;  // non-terminal nodes of layers 1, 2, …
};

// Most non-terminal nodes a structure may have: a model's weights take
// 6 KB a node (36 calls × 21 doubles), so at most 600 MB. Tree ℓ = 8, M = 5
// has 97,656 nodes; ℓ = 40, M = 36 has 2^36 = 68,719,476,736 (every rising
// sequence of bids, after an opening pass or not: 410 TB of weights).
inline constexpr std::uint64_t kMaxBanditNodes = 100'000;

// The number of non-terminal nodes of a structure, counted layer by layer
// without building it, for depth 1-40 and width 1-36 (at most 2^36). What a
// file's or the options' depth and width would allocate is known before
// anything is allocated.
std::uint64_t CountBanditNodes(StructureKind kind, int depth, int width, WidthCounts counts = WidthCounts::kBids);
// The same, throwing Error (saying what is allowed) above kMaxBanditNodes.
std::uint64_t CheckedBanditNodes(StructureKind kind, int depth, int width, WidthCounts counts = WidthCounts::kBids);

class BanditStructure {
 public:
  // depth ℓ 1-40, width M 1-36, at most kMaxBanditNodes nodes. Throws Error
  // on other values.
  BanditStructure(StructureKind kind, int depth, int width, WidthCounts counts = WidthCounts::kBids);

  StructureKind kind() const { return kind_; }
  int depth() const { return depth_; }
  int width() const { return width_; }
  const std::vector<BanditNode>& nodes() const { return nodes_; }
  const BanditNode& node(int i) const { return nodes_[static_cast<std::size_t>(i)]; }
  int size() const { return static_cast<int>(nodes_.size()); }
  NodeCounts Counts() const;

  // The node that calls after the N-S calls `calls` (North's first call
  // first), or -1 when they leave the structure (a terminal call was made,
  // after which the only call is PASS). The root for no calls.
  int NodeAfter(const Call* calls, int count) const;

 private:
  StructureKind kind_;
  int depth_, width_;
  std::vector<BanditNode> nodes_;
};

}  // namespace bidlab
