// The sparse forward pass is the dense product (Network::Predict) up to
// float rounding, on sparse inputs like the bidders' and on dense ones, for
// every activation and for widths that fill its blocks exactly, partly or not
// at all; and a row's scores are the same to the bit alone or anywhere in a
// batch.
#include "learn/nn/sparse_forward.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "core/error.h"
#include "learn/nn/sparse_test_util.h"

namespace bidlab::nn {
namespace {

using testing::MakeNetwork;
using testing::SparseRows;

void ExpectNearDense(const Network& net, const Matrix& x) {
  const Matrix dense = net.Predict(x), sparse = SparseForward(net, x);
  ASSERT_EQ(sparse.rows(), dense.rows());
  ASSERT_EQ(sparse.cols(), dense.cols());
  for (Eigen::Index r = 0; r < dense.rows(); ++r)
    for (Eigen::Index c = 0; c < dense.cols(); ++c)
      ASSERT_NEAR(sparse(r, c), dense(r, c), 1e-5 * (1 + std::abs(dense(r, c)))) << "row " << r << ", output " << c;
}

TEST(SparseForward, TheBiddersShapeOnSparseInputsIsTheDenseProduct) {
  // 525 → 256 → 256 → 38, as the four-seat bidder; about 80 inputs set.
  const Network net = MakeNetwork({525, 256, 256, 38}, Activation::kRelu, Activation::kLinear, 1);
  ExpectNearDense(net, SparseRows(200, 525, 0.15, 2));
}

TEST(SparseForward, EveryActivationAndBlockWidthOnDenseInputs) {
  // Widths 7 (under one block), 16, 38 (two blocks and an overlapping one),
  // 64, 100 (wide, narrow, overlapping); dense inputs.
  for (const Activation a : {Activation::kRelu, Activation::kSigmoid, Activation::kTanh, Activation::kLinear}) {
    const Network net = MakeNetwork({30, 7, 16, 38, 64, 100, 10}, a, Activation::kSoftmax, 3);
    ExpectNearDense(net, SparseRows(50, 30, 1.0, 4));
  }
}

TEST(SparseForward, AllZeroInputsGiveTheLayersOfBiasesAlone) {
  const Network net = MakeNetwork({20, 5}, Activation::kRelu, Activation::kLinear, 5);
  const Matrix out = SparseForward(net, Matrix::Zero(1, 20));
  for (int c = 0; c < 5; ++c) EXPECT_EQ(out(0, c), net.layer(0).bias()(c));
}

TEST(SparseForward, ARowScoresTheSameToTheBitAloneOrAnywhereInABatch) {
  const Network net = MakeNetwork({525, 256, 256, 38}, Activation::kRelu, Activation::kLinear, 6);
  const Matrix batch = SparseRows(37, 525, 0.15, 7);
  const Matrix together = SparseForward(net, batch);
  ForwardScratch scratch;
  float alone[38];
  for (Eigen::Index r = 0; r < batch.rows(); ++r) {
    ForwardRow(net, batch.data() + r * 525, alone, scratch);
    for (int c = 0; c < 38; ++c) ASSERT_EQ(alone[c], together(r, c)) << "row " << r << ", output " << c;
  }
  // The same row again, after others have used the scratch.
  const Matrix again = SparseForward(net, batch.bottomRows(1));
  for (int c = 0; c < 38; ++c) EXPECT_EQ(again(0, c), together(36, c));
}

TEST(SparseForward, ARowGivenByItsNonZeroEntriesScoresTheSameToTheBit) {
  // Widths that fill the vector blocks exactly, partly and not at all.
  const Network net = MakeNetwork({525, 256, 100, 38, 7}, Activation::kRelu, Activation::kLinear, 9);
  const Matrix batch = SparseRows(20, 525, 0.15, 10);
  ForwardScratch scratch;
  for (Eigen::Index r = 0; r < batch.rows(); ++r) {
    std::vector<int> index;
    std::vector<float> value;
    for (int c = 0; c < 525; ++c)
      if (batch(r, c) != 0) {
        index.push_back(c);
        value.push_back(batch(r, c));
      }
    float dense[7], sparse[7];
    ForwardRow(net, batch.data() + r * 525, dense, scratch);
    ForwardRow(net, SparseRow{index.data(), value.data(), static_cast<int>(index.size())}, sparse, scratch);
    for (int c = 0; c < 7; ++c) ASSERT_EQ(sparse[c], dense[c]) << "row " << r << ", output " << c;
  }
}

// Rows of six players (more than LeadingSums keeps) taking turns, each
// leading with its own entries below position 60, through two networks:
// every row scores as ForwardRow scores it, to the bit, whether its
// player's sums were kept or not; so do rows with no leading entries and
// rows that are all leading entries.
TEST(SparseForward, KeptLeadingSumsScoreTheSameToTheBit) {
  const Network a = MakeNetwork({525, 256, 256, 38}, Activation::kRelu, Activation::kLinear, 12);
  const Network b = MakeNetwork({525, 100, 7}, Activation::kRelu, Activation::kLinear, 13);
  const Matrix players = SparseRows(6, 60, 0.3, 14), calls = SparseRows(200, 525, 0.03, 15);
  ForwardScratch scratch;
  LeadingSums leading;
  std::mt19937_64 rng(16);
  for (int r = 0; r < 200; ++r) {
    const int player = static_cast<int>(rng() % 6), lead = r % 50 == 0 ? 0 : r % 50 == 1 ? 525 : 60;
    std::vector<int> index;
    std::vector<float> value;
    for (int c = 0; c < 525; ++c) {
      const float v = c < 60 ? players(player, c) : calls(r, c);
      if (v == 0) continue;
      index.push_back(c);
      value.push_back(v);
    }
    const SparseRow x{index.data(), value.data(), static_cast<int>(index.size())};
    for (const Network* net : {&a, &b}) {
      float alone[38], kept[38];
      ForwardRow(*net, x, alone, scratch);
      leading.Forward(*net, x, lead, kept, scratch);
      ASSERT_EQ(0, std::memcmp(alone, kept, sizeof(float) * static_cast<std::size_t>(net->outputs())))
          << "row " << r << ", player " << player;
    }
  }
  const int backwards[2] = {3, 1};
  const float ones[2] = {1, 1};
  float out[38];
  EXPECT_THROW(leading.Forward(a, SparseRow{backwards, ones, 2}, 60, out, scratch), Error);
}

TEST(SparseForward, RefusesSparseEntriesOutOfOrderOrPastTheInputs) {
  const Network net = MakeNetwork({20, 5}, Activation::kRelu, Activation::kLinear, 11);
  ForwardScratch scratch;
  float out[5];
  const float ones[2] = {1, 1};
  const int descending[2] = {3, 2}, repeated[2] = {3, 3}, past[2] = {3, 20};
  for (const int* index : {descending, repeated, past})
    EXPECT_THROW(ForwardRow(net, SparseRow{index, ones, 2}, out, scratch), Error);
}

TEST(SparseForward, RefusesABatchOfTheWrongWidth) {
  const Network net = MakeNetwork({20, 5}, Activation::kRelu, Activation::kLinear, 8);
  EXPECT_THROW(SparseForward(net, Matrix::Zero(2, 19)), Error);
}

}  // namespace
}  // namespace bidlab::nn
