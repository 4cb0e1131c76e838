#include "learn/bandit/bandit_structure.h"

#include <gtest/gtest.h>

#include "core/error.h"

namespace bidlab {
namespace {

std::size_t NonTerminal(StructureKind kind, int depth, int width) {
  return BanditStructure(kind, depth, width).Counts().non_terminal;
}

TEST(BanditStructure, TreeNodeCountsAreSumsOfPowersOfM) {
  // Σ_{k<ℓ} M^k: 1, 1+M, 1+M+M², …
  EXPECT_EQ(NonTerminal(StructureKind::kTree, 1, 5), 1u);
  EXPECT_EQ(NonTerminal(StructureKind::kTree, 2, 5), 6u);
  EXPECT_EQ(NonTerminal(StructureKind::kTree, 3, 2), 7u);  // thesis Fig. 3.1(a)
  EXPECT_EQ(NonTerminal(StructureKind::kTree, 4, 2), 15u);
  EXPECT_EQ(NonTerminal(StructureKind::kTree, 4, 5), 156u);
  EXPECT_EQ(NonTerminal(StructureKind::kTree, 6, 5), 3906u);
}

TEST(BanditStructure, LayeredNodeCountsByHand) {
  // ℓ = 3, M = 2 (thesis Fig. 3.1(b)): root; layer 2 {PASS, 1C}; layer 3
  // {1C, 1D} from PASS and {1D, 1H} from 1C, merged to {1C, 1D, 1H}: 6.
  const BanditStructure s(StructureKind::kLayered, 3, 2);
  EXPECT_EQ(s.Counts().non_terminal, 6u);
  EXPECT_EQ(s.Counts().by_layer, (std::vector<std::size_t>{1, 2, 3}));
  // ℓ = 4, M = 2: layer 4 = {1D, 1H} ∪ {1H, 1S} ∪ {1S, 1NT}: 1 + 2 + 3 + 4.
  EXPECT_EQ(NonTerminal(StructureKind::kLayered, 4, 2), 10u);
  // ℓ = 6, M = 5: layer 2 {PASS … 1S} (5); a node labelled b continues
  // with the 5 bids above b, so layer 3 holds 1C-2S (9), layer 4 1D-3S (13),
  // layer 5 1H-4S (17), layer 6 1S-5S (21).
  EXPECT_EQ(BanditStructure(StructureKind::kLayered, 6, 5).Counts().by_layer,
            (std::vector<std::size_t>{1, 5, 9, 13, 17, 21}));
  // Tree and layered coincide for ℓ ≤ 2.
  EXPECT_EQ(NonTerminal(StructureKind::kLayered, 2, 5), NonTerminal(StructureKind::kTree, 2, 5));
}

TEST(BanditStructure, TerminalPredictionsByHand) {
  // ℓ = 2, M = 5: the root may make 36 calls, 5 continue (PASS 1C 1D 1H 1S):
  // 31 terminal. Layer 2 is the last: every call is terminal. After PASS:
  // 36 calls; after 1C: PASS + 34 bids = 35; after 1D 34, 1H 33, 1S 32.
  EXPECT_EQ(BanditStructure(StructureKind::kTree, 2, 5).Counts().terminal, 31u + 36 + 35 + 34 + 33 + 32);
}

TEST(BanditStructure, ChildrenFollowTheLowestCalls) {
  const BanditStructure s(StructureKind::kTree, 3, 5);
  const BanditNode& root = s.node(0);
  EXPECT_EQ(root.label, kRootLabel);
  EXPECT_TRUE(root.NorthCalls());
  for (int c = 0; c < kNumFinalCalls; ++c) EXPECT_EQ(root.children[c] >= 0, c <= 4) << CallName(Call::FromIndex(c));
  // After North's 1D (index 2), South's node: 1H 1S 1NT 2C 2D continue; PASS ends.
  const BanditNode& after_1d = s.node(root.children[2]);
  EXPECT_EQ(after_1d.label, 2);
  EXPECT_FALSE(after_1d.NorthCalls());
  EXPECT_EQ(after_1d.allowed, ((std::uint64_t{1} << 36) - 1) & ~std::uint64_t{0b110});  // PASS and 1H … 7NT
  for (int c = 0; c < kNumFinalCalls; ++c) EXPECT_EQ(after_1d.children[c] >= 0, c >= 3 && c <= 7) << c;
  // After North's PASS, South may open anything; PASS passes the deal out.
  const BanditNode& after_pass = s.node(root.children[0]);
  EXPECT_EQ(after_pass.label, 0);
  EXPECT_EQ(after_pass.FinalCallOf(0), 0);
  EXPECT_EQ(after_1d.FinalCallOf(0), 2);  // PASS after 1D: 1D is the contract
  EXPECT_EQ(after_1d.FinalCallOf(9), 9);  // a terminal bid is the contract
}

TEST(BanditStructure, WidthCountingPassLeavesOneBidFewerBelowTheRoot) {
  // M = 5 counting calls: the root still continues PASS 1C 1D 1H 1S; after
  // 1D, PASS takes a place of the five, so 1H 1S 1NT 2C continue.
  const BanditStructure s(StructureKind::kTree, 3, 5, WidthCounts::kCalls);
  const BanditNode& root = s.node(0);
  for (int c = 0; c < kNumFinalCalls; ++c) EXPECT_EQ(root.children[c] >= 0, c <= 4) << c;
  const BanditNode& after_1d = s.node(root.children[2]);
  for (int c = 0; c < kNumFinalCalls; ++c) EXPECT_EQ(after_1d.children[c] >= 0, c >= 3 && c <= 6) << c;
  // ℓ = 6: 1 + 5 + 5·4 + 5·4² + 5·4³ + 5·4⁴ nodes.
  EXPECT_EQ(BanditStructure(StructureKind::kTree, 6, 5, WidthCounts::kCalls).Counts().non_terminal,
            1u + 5 + 20 + 80 + 320 + 1280);
}

TEST(BanditStructure, NodeAfterCalls) {
  const BanditStructure s(StructureKind::kTree, 4, 5);
  const Call one_club = Call::Bid(1, Strain::kClubs), one_heart = Call::Bid(1, Strain::kHearts);
  const Call path[] = {one_club, one_heart};
  const int node = s.NodeAfter(path, 2);
  ASSERT_GE(node, 0);
  EXPECT_EQ(s.node(node).label, one_heart.index());
  EXPECT_EQ(s.node(node).layer, 3);
  const Call terminal[] = {Call::Bid(3, Strain::kNoTrump)};
  EXPECT_EQ(s.NodeAfter(terminal, 1), -1);
  EXPECT_EQ(s.NodeAfter(path, 0), 0);
}

// The count made without building agrees with the structure built, for
// every width and the depths a test can afford to build.
TEST(BanditStructure, CountingNodesAgreesWithBuildingThem) {
  for (StructureKind kind : {StructureKind::kTree, StructureKind::kLayered})
    for (int width = 1; width <= kNumFinalCalls; ++width)
      for (int depth = 1; depth <= 4; ++depth)
        EXPECT_EQ(CountBanditNodes(kind, depth, width), NonTerminal(kind, depth, width))
            << StructureKindName(kind) << " " << depth << " " << width;
  EXPECT_EQ(CountBanditNodes(StructureKind::kTree, 6, 5), 3906u);
  EXPECT_EQ(CountBanditNodes(StructureKind::kTree, 8, 5), 97656u);
  EXPECT_EQ(CountBanditNodes(StructureKind::kLayered, 40, 36), NonTerminal(StructureKind::kLayered, 40, 36));
}

// Too many nodes is refused before anything is allocated, with what is allowed.
TEST(BanditStructure, RefusesStructuresTooBigToHold) {
  // Every rising sequence of the 35 bids, with or without an opening pass.
  EXPECT_EQ(CountBanditNodes(StructureKind::kTree, 40, 36), std::uint64_t{1} << 36);
  try {
    const BanditStructure too_big(StructureKind::kTree, 40, 36);
    (void)too_big;
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "a bandit tree of depth 40 and width 36 has 68719476736 bidding nodes; at most 100000 "
                 "are allowed (lower the depth or width)");
  }
  EXPECT_THROW(BanditStructure(StructureKind::kTree, 9, 5), Error);  // 488,281 nodes
}

TEST(BanditStructure, RejectsBadShapes) {
  EXPECT_THROW(BanditStructure(StructureKind::kTree, 0, 5), Error);
  EXPECT_THROW(BanditStructure(StructureKind::kTree, 3, 0), Error);
  EXPECT_THROW(BanditStructure(StructureKind::kTree, 3, 37), Error);
}

}  // namespace
}  // namespace bidlab
