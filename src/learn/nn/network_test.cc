// Backpropagation against finite differences, the masked (D) layer, RMSProp
// and saving, on tiny networks.
#include "learn/nn/network.h"

#include <gtest/gtest.h>

#include <sstream>

#include "core/error.h"
#include "learn/nn/gradient_check.h"

namespace bidlab::nn {
namespace {

Matrix RandomMatrix(int rows, int cols, std::mt19937_64& rng, float lo, float hi) {
  std::uniform_real_distribution<float> u(lo, hi);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = u(rng);
  return m;
}

Matrix OneHotRows(int rows, int cols, std::mt19937_64& rng) {
  Matrix t = Matrix::Zero(rows, cols);
  for (int r = 0; r < rows; ++r) t(r, static_cast<int>(rng() % static_cast<unsigned>(cols))) = 1;
  return t;
}

struct LayerSpec {
  int inputs, outputs;
  Activation activation;
};

Network Stack(std::initializer_list<LayerSpec> specs, std::mt19937_64& rng) {
  Network net;
  for (const LayerSpec& s : specs) net.Add(DenseLayer(s.inputs, s.outputs, s.activation, rng));
  return net;
}

void ExpectGradientsMatchFiniteDifferences(Network& net, Loss loss, const Matrix& x, const Matrix& t) {
  const Activation out = net.layer(net.depth() - 1).activation();
  const auto loss_of = [&](const Network& n) { return LossValue(loss, out, n.Predict(x), t); };
  const Matrix& a = net.Forward(x);
  net.BackwardPre(OutputGradient(loss, out, a, t));
  ExpectGradientsMatch(net, x, loss_of);
}

TEST(NnTest, BackpropMatchesFiniteDifferencesSoftmaxCrossEntropy) {
  std::mt19937_64 rng(7);
  Network net = Stack({{5, 4, Activation::kSigmoid}, {4, 3, Activation::kTanh}, {3, 4, Activation::kSoftmax}}, rng);
  ExpectGradientsMatchFiniteDifferences(net, Loss::kCrossEntropy, RandomMatrix(6, 5, rng, -1, 1),
                                        OneHotRows(6, 4, rng));
}

TEST(NnTest, BackpropMatchesFiniteDifferencesSigmoidCrossEntropy) {
  std::mt19937_64 rng(8);
  Network net = Stack({{6, 3, Activation::kTanh}, {3, 6, Activation::kSigmoid}}, rng);
  const Matrix x = RandomMatrix(5, 6, rng, 0, 1).array().round().matrix();  // binary, as an autoencoder sees
  ExpectGradientsMatchFiniteDifferences(net, Loss::kCrossEntropy, x, x);
}

TEST(NnTest, BackpropMatchesFiniteDifferencesReluSquared) {
  std::mt19937_64 rng(10);
  Network net = Stack({{5, 6, Activation::kRelu}, {6, 4, Activation::kRelu}, {4, 3, Activation::kLinear}}, rng);
  // Non-zero biases: with zero ones a row whose units are all off sits exactly on the next layer's kink.
  for (int i = 0; i < net.depth(); ++i) net.layer(i).bias() = RandomMatrix(1, net.layer(i).outputs(), rng, 0.05f, 0.3f);
  const Matrix x = RandomMatrix(7, 5, rng, -1, 1);
  const Matrix t = RandomMatrix(7, 3, rng, -2, 2);
  ExpectGradientsMatchFiniteDifferences(net, Loss::kSquared, x, t);
}

TEST(NnTest, AdamFitsALinearMap) {
  // y = x·[2, −1]ᵀ + 0.5 learned from 64 points: Adam drives the loss near zero.
  std::mt19937_64 rng(11);
  Network net = Stack({{2, 1, Activation::kLinear}}, rng);
  const Matrix x = RandomMatrix(64, 2, rng, -1, 1);
  Matrix t(64, 1);
  for (int i = 0; i < 64; ++i) t(i, 0) = 2 * x(i, 0) - x(i, 1) + 0.5f;
  Adam adam(0.05f);
  for (int step = 0; step < 500; ++step) {
    net.BackwardPre(OutputGradient(Loss::kSquared, Activation::kLinear, net.Forward(x), t));
    adam.Step(net.Parameters());
  }
  EXPECT_LT(LossValue(Loss::kSquared, Activation::kLinear, net.Predict(x), t), 1e-4);
  EXPECT_NEAR(net.layer(0).weights()(0, 0), 2.0f, 1e-2);
  EXPECT_NEAR(net.layer(0).bias()(0), 0.5f, 1e-2);
}

// Adam stopped after 20 steps, saved and loaded into a new optimizer,
// steps on to the very bits of one that never stopped; a state that does
// not fit the network is refused.
TEST(NnTest, AdamResumedFromItsSavedStateStepsOnToTheSameBits) {
  std::mt19937_64 rng(21);
  const Network start = Stack({{3, 4, Activation::kRelu}, {4, 2, Activation::kLinear}}, rng);
  const Matrix x = RandomMatrix(16, 3, rng, -1, 1), t = RandomMatrix(16, 2, rng, -1, 1);
  const auto step = [&](Network& net, Adam& adam) {
    net.BackwardPre(OutputGradient(Loss::kSquared, Activation::kLinear, net.Forward(x), t));
    adam.Step(net.Parameters());
  };
  Network straight = start;
  Adam a(0.01f);
  for (int i = 0; i < 40; ++i) step(straight, a);

  Network stopped = start;
  Adam b(0.01f);
  EXPECT_EQ(b.Save(), "adam 0 0\n") << "no step, no moments";
  for (int i = 0; i < 20; ++i) step(stopped, b);
  const std::string saved = b.Save();
  Network resumed = Network::Load(stopped.Save(), "net");
  Adam c(0.01f);
  c.Load(saved, resumed.Parameters(), "state");
  EXPECT_EQ(c.Save(), saved);
  for (int i = 0; i < 20; ++i) step(resumed, c);
  EXPECT_EQ(resumed.Save(), straight.Save()) << "bit for bit";

  Network other = Stack({{3, 5, Activation::kRelu}, {5, 2, Activation::kLinear}}, rng);
  Adam d;
  EXPECT_THROW(d.Load(saved, other.Parameters(), "state"), InputError);
  EXPECT_THROW(d.Load(saved.substr(0, saved.size() / 2), resumed.Parameters(), "state"), InputError);
  EXPECT_THROW(d.Load("adam 3 0\n", resumed.Parameters(), "state"), InputError);
  std::string flipped = saved;
  flipped[saved.find('\n', 12) + 3] = 'g';
  EXPECT_THROW(d.Load(flipped, resumed.Parameters(), "state"), InputError);
}

// The gradients of the network's parameters, flattened.
std::vector<float> GradientsOf(Network& net) {
  std::vector<float> out;
  for (const Parameter& p : net.Parameters()) out.insert(out.end(), p.gradient, p.gradient + p.size);
  return out;
}

TEST(NnTest, ShardedGradientsAddUpToTheBatchGradient) {
  // Data-parallel training: a batch's gradient (Gradients, which skips dL/dX)
  // is BackwardPre's, and the sum of its halves' on a copy of the network.
  std::mt19937_64 rng(12);
  Network net = Stack({{5, 6, Activation::kRelu}, {6, 3, Activation::kLinear}}, rng);
  const Matrix x = RandomMatrix(8, 5, rng, -1, 1), t = RandomMatrix(8, 3, rng, -2, 2);
  const auto dz = [&](Network& n, const Matrix& rows, const Matrix& targets) {
    return OutputGradient(Loss::kSquared, Activation::kLinear, n.Forward(rows), targets);
  };
  net.BackwardPre(dz(net, x, t));
  const std::vector<float> whole = GradientsOf(net);
  net.Gradients(dz(net, x, t));
  EXPECT_EQ(GradientsOf(net), whole) << "Gradients gives BackwardPre's gradients";

  Network copy = Stack({{5, 6, Activation::kRelu}, {6, 3, Activation::kLinear}}, rng);
  net.CopyWeightsTo(copy);
  EXPECT_EQ(copy.Save(), net.Save()) << "the copy has the same weights";
  // Each half's mean gradient weighs half.
  net.Gradients(dz(net, x.topRows(4), t.topRows(4)) * 0.5f);
  copy.Gradients(dz(copy, x.bottomRows(4), t.bottomRows(4)) * 0.5f);
  net.AddGradients(copy);
  const std::vector<float> summed = GradientsOf(net);
  ASSERT_EQ(summed.size(), whole.size());
  for (std::size_t i = 0; i < whole.size(); ++i) EXPECT_NEAR(summed[i], whole[i], 1e-5f) << "parameter " << i;
}

TEST(NnTest, TheAverageMovesPartWayToTheWeights) {
  std::mt19937_64 rng(13);
  const Network a = Stack({{3, 2, Activation::kLinear}}, rng);
  Network average = Stack({{3, 2, Activation::kLinear}}, rng);
  const Matrix start = average.layer(0).weights();
  a.UpdateAverage(average, 0.25f);
  for (Eigen::Index i = 0; i < start.size(); ++i)
    EXPECT_NEAR(average.layer(0).weights().data()[i], 0.75f * start.data()[i] + 0.25f * a.layer(0).weights().data()[i],
                1e-6f);
  a.UpdateAverage(average, 1.0f);
  EXPECT_TRUE(average.layer(0).weights().isApprox(a.layer(0).weights(), 1e-6f)) << "rate 1: the weights themselves";
}

TEST(NnTest, BackpropMatchesFiniteDifferencesThroughSoftmaxJacobian) {
  // A hidden softmax and a squared loss on a softmax output use the full Jacobian.
  std::mt19937_64 rng(9);
  Network net = Stack({{4, 5, Activation::kSoftmax}, {5, 3, Activation::kLinear}, {3, 3, Activation::kSoftmax}}, rng);
  ExpectGradientsMatchFiniteDifferences(net, Loss::kSquared, RandomMatrix(4, 4, rng, -2, 2),
                                        RandomMatrix(4, 3, rng, 0, 1));
}

TEST(NnTest, BackwardPostReturnsInputGradient) {
  // dL/dX from BackwardPost against finite differences on the input.
  std::mt19937_64 rng(10);
  Network net;
  net.Add(DenseLayer(3, 2, Activation::kTanh, rng));
  Matrix x = RandomMatrix(2, 3, rng, -1, 1);
  const Matrix w = RandomMatrix(2, 2, rng, -1, 1);  // L = Σ w ⊙ A
  net.Forward(x);
  const Matrix dx = net.BackwardPost(w);
  const float h = 1e-2f;
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    const float saved = x.data()[i];
    x.data()[i] = saved + h;
    const double up = net.Predict(x).cwiseProduct(w).sum();
    x.data()[i] = saved - h;
    const double down = net.Predict(x).cwiseProduct(w).sum();
    x.data()[i] = saved;
    EXPECT_NEAR(dx.data()[i], (up - down) / (2 * h), 2e-3);
  }
}

TEST(NnTest, MaskedLayerNeverGrowsWeightsAcrossBlocks) {
  std::mt19937_64 rng(11);
  Network net;
  DenseLayer encoder(8, 4, Activation::kSigmoid, rng);
  encoder.SetMask(BlockDiagonalMask(8, 4, 4));  // inputs 2k, 2k+1 → unit k only
  net.Add(std::move(encoder));
  net.Add(DenseLayer(4, 8, Activation::kSigmoid, rng));
  const Matrix x = RandomMatrix(16, 8, rng, 0, 1).array().round().matrix();
  RmsProp opt(0.01f);
  const double before = LossValue(Loss::kCrossEntropy, Activation::kSigmoid, net.Predict(x), x);
  for (int step = 0; step < 200; ++step) {
    const Matrix& a = net.Forward(x);
    net.BackwardPre(OutputGradient(Loss::kCrossEntropy, Activation::kSigmoid, a, x));
    opt.Step(net.Parameters());
  }
  EXPECT_LT(LossValue(Loss::kCrossEntropy, Activation::kSigmoid, net.Predict(x), x), before);
  const Matrix& w = net.layer(0).weights();
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 4; ++j) {
      if (i / 2 == j) EXPECT_NE(w(i, j), 0.0f);
      else EXPECT_EQ(w(i, j), 0.0f) << "input " << i << " reached unit " << j;
    }
}

TEST(NnTest, SameSeedSameNetworkAndSaveLoadRoundTrips) {
  std::mt19937_64 a(5), b(5);
  DenseLayer la(7, 3, Activation::kTanh, a), lb(7, 3, Activation::kTanh, b);
  EXPECT_EQ(la.weights(), lb.weights());
  Network net;
  Matrix mask = Matrix::Ones(7, 3);
  mask(6, 0) = 0;
  la.SetMask(mask);
  net.Add(std::move(la));
  net.Add(DenseLayer(3, 2, Activation::kSoftmax, a));
  const Network back = Network::Load(net.Save(), "test");
  ASSERT_EQ(back.depth(), 2);
  EXPECT_EQ(back.layer(0).weights(), net.layer(0).weights());
  EXPECT_EQ(back.layer(1).bias(), net.layer(1).bias());
  EXPECT_TRUE(back.layer(0).mask().has_value());
  EXPECT_EQ(back.layer(1).activation(), Activation::kSoftmax);
  EXPECT_THROW(Network::Load("network 1\ndense 2 2 relu 0\n", "bad"), InputError);
  EXPECT_THROW(Network::Load("network 1\ndense 2 2 tanh 0\n1 2 3\n", "short"), InputError);
}

// Saved models keep the text they always had: each weight as a stream with
// precision 9 writes it ("%.9g"), which reads back to the same float.
TEST(NnTest, SavesEachWeightAsNineSignificantDigits) {
  std::mt19937_64 rng(12);
  DenseLayer layer(40, 25, Activation::kRelu, rng);
  const float special[] = {0.0f,           -0.0f,        1.0f,  -2.5f, 1e-45f, 1.17549435e-38f,
                           3.40282347e38f, 123456789.0f, 1e-5f, 0.1f};
  for (std::size_t i = 0; i < std::size(special); ++i) layer.weights().data()[i] = special[i];
  std::uniform_real_distribution<float> wide(-1e6f, 1e6f);
  for (Eigen::Index i = 100; i < 300; ++i) layer.weights().data()[i] = wide(rng);
  Network net;
  net.Add(std::move(layer));
  std::ostringstream expected;
  expected.precision(9);
  expected << "network 1\ndense 40 25 relu 0\n";
  for (Eigen::Index i = 0; i < net.layer(0).weights().size(); ++i)
    expected << (i ? " " : "") << net.layer(0).weights().data()[i];
  expected << "\n";
  for (Eigen::Index i = 0; i < 25; ++i) expected << (i ? " " : "") << net.layer(0).bias()(i);
  expected << "\n";
  EXPECT_EQ(net.Save(), expected.str());
  EXPECT_EQ(Network::Load(net.Save(), "test").layer(0).weights(), net.layer(0).weights());
}

// A 41-byte network claiming 100,000 x 100,000 weights (40 GB) is refused
// before anything is allocated.
TEST(NnTest, LayerSizesAreCheckedAgainstTheTextBeforeAllocating) {
  const std::string text = "network 1\ndense 100000 100000 relu 0\n0 0\n";
  try {
    Network::Load(text, "big.model");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(),
                 "big.model: layer 1 (100000 x 100000) needs 10000000000 weights, more than the 41 bytes "
                 "of the network hold");
  }
}

}  // namespace
}  // namespace bidlab::nn
