// A network trained with sparse products (Product::kSparse) scores each row
// to the bit as the bidders' sparse pass does, and its gradients are the
// dense products' up to float rounding (and match finite differences).
#include "learn/nn/sparse_product.h"

#include <gtest/gtest.h>

#include <random>

#include "learn/nn/gradient_check.h"
#include "learn/nn/network.h"
#include "learn/nn/sparse_forward.h"
#include "learn/nn/sparse_test_util.h"

namespace bidlab::nn {
namespace {

using testing::SparseRows;

Network ReluNetwork(const std::vector<int>& widths, std::uint64_t seed) {
  return testing::MakeNetwork(widths, Activation::kRelu, Activation::kLinear, seed);
}

void ExpectNear(const Matrix& a, const Matrix& b, const char* what) {
  ASSERT_EQ(a.rows(), b.rows()) << what;
  ASSERT_EQ(a.cols(), b.cols()) << what;
  for (Eigen::Index i = 0; i < a.size(); ++i)
    ASSERT_NEAR(a.data()[i], b.data()[i], 1e-5 * (1 + std::abs(b.data()[i]))) << what << ", entry " << i;
}

TEST(SparseProduct, TrainingScoresEachRowToTheBitAsTheBiddersPass) {
  // The four-seat bidder's shape; widths that fill the vectors partly too.
  Network net = ReluNetwork({525, 256, 100, 38}, 1);
  net.set_product(Product::kSparse);
  const Matrix x = SparseRows(70, 525, 0.1, 2);
  const Matrix scores = net.Forward(x);
  ForwardScratch scratch;
  float alone[38];
  for (Eigen::Index r = 0; r < x.rows(); ++r) {
    ForwardRow(net, x.data() + r * 525, alone, scratch);
    for (int c = 0; c < 38; ++c) ASSERT_EQ(scores(r, c), alone[c]) << "row " << r << ", output " << c;
  }
}

TEST(SparseProduct, ForwardAndGradientsAreTheDenseProductsUpToRounding) {
  Network dense = ReluNetwork({300, 64, 40, 38}, 3), sparse = dense;
  sparse.set_product(Product::kSparse);
  const Matrix x = SparseRows(50, 300, 0.1, 4);
  std::mt19937_64 rng(5);
  Matrix dz(50, 38);
  for (Eigen::Index i = 0; i < dz.size(); ++i)
    dz.data()[i] =
        rng() % 3 == 0 ? 0.0f : std::uniform_real_distribution<float>(-1, 1)(rng);  // zero off the legal calls
  ExpectNear(sparse.Forward(x), dense.Forward(x), "scores");
  const Matrix dx_sparse = sparse.BackwardPre(dz), dx_dense = dense.BackwardPre(dz);
  ExpectNear(dx_sparse, dx_dense, "input gradient");
  for (int i = 0; i < dense.depth(); ++i) {
    ExpectNear(sparse.layer(i).weight_gradient(), dense.layer(i).weight_gradient(), "weight gradient");
    ExpectNear(sparse.layer(i).bias_gradient(), dense.layer(i).bias_gradient(), "bias gradient");
  }
}

TEST(SparseProduct, GradientsMatchFiniteDifferences) {
  Network net = ReluNetwork({12, 9, 5}, 6);
  net.set_product(Product::kSparse);
  const Matrix x = SparseRows(6, 12, 0.3, 7);
  Matrix t = Matrix::Zero(6, 5);
  for (int r = 0; r < 6; ++r) t(r, r % 5) = 1;
  const auto loss_of = [&](const Network& n) {
    return LossValue(Loss::kSquared, Activation::kLinear, n.Predict(x), t);
  };
  net.BackwardPre(OutputGradient(Loss::kSquared, Activation::kLinear, net.Forward(x), t));
  ExpectGradientsMatch(net, x, loss_of);
}

TEST(SparseProduct, AZeroColumnHasAZeroGradient) {
  const Matrix x = SparseRows(8, 20, 0.2, 8);
  Matrix x_zero = x;
  x_zero.col(3).setZero();
  Matrix d = SparseRows(8, 17, 1.0, 9), g;
  SparseTransposedProduct(x_zero, d, g);
  for (int c = 0; c < 17; ++c) EXPECT_EQ(g(3, c), 0.0f);
  ExpectNear(g, x_zero.transpose() * d, "xᵀ·d");
}

}  // namespace
}  // namespace bidlab::nn
