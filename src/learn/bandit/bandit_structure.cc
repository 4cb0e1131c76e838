#include "learn/bandit/bandit_structure.h"

#include <array>
#include <bit>
#include <cstdint>
#include <map>

#include "core/error.h"

namespace bidlab {

std::string StructureKindName(StructureKind kind) { return kind == StructureKind::kTree ? "tree" : "layered"; }

std::optional<StructureKind> ParseStructureKind(std::string_view name) {
  if (name == "tree") return StructureKind::kTree;
  if (name == "layered") return StructureKind::kLayered;
  return std::nullopt;
}

std::string WidthCountsName(WidthCounts counts) { return counts == WidthCounts::kBids ? "bids" : "calls"; }

std::optional<WidthCounts> ParseWidthCounts(std::string_view name) {
  if (name == "bids") return WidthCounts::kBids;
  if (name == "calls") return WidthCounts::kCalls;
  return std::nullopt;
}

namespace {

// Calls g may predict at a node labelled `label`: PASS, and every bid above
// the label (every bid at the root and after an opening PASS).
std::uint64_t AllowedCalls(int label) {
  const int lowest_bid = label > 0 ? label + 1 : 1;
  std::uint64_t mask = 1;  // PASS
  for (int c = lowest_bid; c <= kNumBids; ++c) mask |= std::uint64_t{1} << c;
  return mask;
}

// The lowest `width` of the allowed calls that can continue the auction:
// PASS only at the root (elsewhere it ends the auction, and with
// WidthCounts::kCalls it still takes one of the `width` places).
std::uint64_t ContinuingCalls(int label, std::uint64_t allowed, int width, WidthCounts counts) {
  std::uint64_t candidates = label == kRootLabel ? allowed : allowed & ~std::uint64_t{1};
  if (label != kRootLabel && counts == WidthCounts::kCalls) --width;
  std::uint64_t mask = 0;
  for (int k = 0; k < width && candidates; ++k) {
    const std::uint64_t lowest = candidates & (~candidates + 1);
    mask |= lowest;
    candidates &= candidates - 1;
  }
  return mask;
}

void RequireDepthAndWidth(int depth, int width) {
  if (depth < 1 || depth > 40) throw Error("bandit depth must be 1-40, got " + std::to_string(depth));
  if (width < 1 || width > kNumFinalCalls) throw Error("bandit width must be 1-36, got " + std::to_string(width));
}

}  // namespace

std::uint64_t CountBanditNodes(StructureKind kind, int depth, int width, WidthCounts counts) {
  RequireDepthAndWidth(depth, width);
  // nodes[label + 1]: the non-terminal nodes of the current layer with that
  // label (the root's label is kRootLabel = -1); the tree keeps every path,
  // the layered model one node per label.
  std::array<std::uint64_t, kNumFinalCalls + 1> nodes{};
  nodes[0] = 1;
  std::uint64_t total = 1;
  for (int layer = 1; layer < depth; ++layer) {
    std::array<std::uint64_t, kNumFinalCalls + 1> next{};
    for (int label = kRootLabel; label < kNumFinalCalls; ++label) {
      const std::uint64_t here = nodes[static_cast<std::size_t>(label) + 1];
      if (here == 0) continue;
      for (std::uint64_t bits = ContinuingCalls(label, AllowedCalls(label), width, counts); bits; bits &= bits - 1) {
        std::uint64_t& child = next[static_cast<std::size_t>(std::countr_zero(bits)) + 1];
        child = kind == StructureKind::kLayered ? 1 : child + here;
      }
    }
    nodes = next;
    for (std::uint64_t n : nodes) total += n;
  }
  return total;
}

std::uint64_t CheckedBanditNodes(StructureKind kind, int depth, int width, WidthCounts counts) {
  const std::uint64_t count = CountBanditNodes(kind, depth, width, counts);
  if (count > kMaxBanditNodes)
    throw Error("a bandit " + StructureKindName(kind) + " of depth " + std::to_string(depth) + " and width " +
                std::to_string(width) + " has " + std::to_string(count) + " bidding nodes; at most " +
                std::to_string(kMaxBanditNodes) + " are allowed (lower the depth or width)");
  return count;
}

BanditStructure::BanditStructure(StructureKind kind, int depth, int width, WidthCounts counts)
    : kind_(kind), depth_(depth), width_(width) {
  nodes_.reserve(static_cast<std::size_t>(CheckedBanditNodes(kind, depth, width, counts)));
  auto make = [&](int label, int layer) {
    BanditNode n;
    n.label = label;
    n.layer = layer;
    n.children.fill(-1);
    n.allowed = AllowedCalls(label);
    n.continuing = layer < depth ? ContinuingCalls(label, n.allowed, width, counts) : 0;
    nodes_.push_back(n);
    return static_cast<std::int32_t>(nodes_.size() - 1);
  };
  make(kRootLabel, 1);
  // Breadth first, layer by layer; the layered model keeps one node per
  // label in each layer.
  std::size_t layer_begin = 0;
  for (int layer = 1; layer < depth; ++layer) {
    const std::size_t layer_end = nodes_.size();
    std::map<int, std::int32_t> by_label;
    for (std::size_t i = layer_begin; i < layer_end; ++i) {
      for (std::uint64_t bits = nodes_[i].continuing; bits; bits &= bits - 1) {
        const int c = std::countr_zero(bits);
        std::int32_t child;
        if (kind == StructureKind::kLayered) {
          auto it = by_label.find(c);
          child = it != by_label.end() ? it->second : (by_label[c] = make(c, layer + 1));
        } else {
          child = make(c, layer + 1);
        }
        nodes_[i].children[static_cast<std::size_t>(c)] = child;
      }
    }
    layer_begin = layer_end;
  }
}

NodeCounts BanditStructure::Counts() const {
  NodeCounts counts;
  counts.non_terminal = nodes_.size();
  counts.by_layer.assign(static_cast<std::size_t>(depth_), 0);
  for (const BanditNode& n : nodes_) {
    ++counts.by_layer[static_cast<std::size_t>(n.layer - 1)];
    counts.terminal += static_cast<std::size_t>(std::popcount(n.allowed & ~n.continuing));
  }
  return counts;
}

int BanditStructure::NodeAfter(const Call* calls, int count) const {
  int node = 0;
  for (int k = 0; k < count; ++k) {
    const int c = calls[k].index();
    if (c < 0 || c >= kNumFinalCalls) return -1;
    node = nodes_[static_cast<std::size_t>(node)].children[static_cast<std::size_t>(c)];
    if (node < 0) return -1;
  }
  return node;
}

}  // namespace bidlab
