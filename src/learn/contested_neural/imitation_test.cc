// Stage 1 of the four-seat learner: the loss over the legal calls (known
// value, gradient), and a tiny run that learns a made-up teacher's calls,
// the same model whatever the thread count, resumable.
#include "learn/contested_neural/imitation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/error.h"
#include "learn/contested_neural/contested_input.h"
#include "learn/contested_neural/imitation_test_util.h"
#include "learn/nn/gradient_check.h"

namespace bidlab::contested_neural {
namespace {

TEST(LegalCrossEntropy, KnownValueAndIllegalTarget) {
  const nn::Matrix logits = nn::Matrix::Zero(2, kNumCalls);
  const std::vector<int> targets = {0, 3};
  const std::vector<std::uint64_t> legal = {0b1111, 0b1001};  // four legal calls, then two
  nn::Matrix dz;
  EXPECT_NEAR(LegalCrossEntropy(logits, targets, legal, &dz), (std::log(4.0) + std::log(2.0)) / 2, 1e-6);
  EXPECT_FLOAT_EQ(dz(0, 0), (0.25f - 1) / 2);
  EXPECT_FLOAT_EQ(dz(0, 1), 0.25f / 2);
  EXPECT_FLOAT_EQ(dz(1, 1), 0.0f) << "no gradient on an illegal call";
  EXPECT_FLOAT_EQ(dz(1, 3), (0.5f - 1) / 2);
  EXPECT_THROW(LegalCrossEntropy(logits, std::vector<int>{5, 3}, legal, nullptr), Error);
}

TEST(LegalCrossEntropy, GradientMatchesDifferences) {
  nn::Network net = NewContestedNetwork({6}, 2);
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<float> u(0, 1);
  nn::Matrix x(4, kInputs);
  for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = u(rng) < 0.1f ? 1.0f : 0.0f;
  const std::vector<int> targets = {0, 36, 7, 2};
  const std::vector<std::uint64_t> legal = {0xffu, std::uint64_t{1} << 36 | 1u, 0xf0u, ~std::uint64_t{0} >> 26};
  nn::Matrix dz;
  LegalCrossEntropy(net.Forward(x), targets, legal, &dz);
  net.Gradients(dz);
  nn::ExpectGradientsMatch(
      net, x, [&](const nn::Network& n) { return LegalCrossEntropy(n.Predict(x), targets, legal, nullptr); });
}

ImitationParams TinyParams() {
  ImitationParams p;
  p.hidden = {32};
  p.epochs = 6;
  p.minibatch = 32;
  p.learning_rate = 3e-3;
  p.final_learning_rate = 1e-3;
  p.seed = 5;
  return p;
}

TEST(Imitation, LearnsTheTeachersCalls) {
  const auto train = testing::TeacherBoardsOf(11, 0, 600);
  const auto validation = testing::TeacherBoardsOf(11, 600, 200);
  const ImitationParams p = TinyParams();
  const double untrained = ScoreImitation(NewContestedNetwork(p.hidden, 1), validation, 1).accuracy;
  const ImitationResult r = TrainImitation(p, train, validation);
  EXPECT_EQ(r.epochs_done, p.epochs);
  ASSERT_EQ(r.curve.size(), static_cast<std::size_t>(p.epochs));
  EXPECT_EQ(r.model->info().at("best_epoch"), r.best_epoch);
  EXPECT_DOUBLE_EQ(ScoreImitation(r.model->network(), validation, 2).accuracy, r.best.accuracy);
  EXPECT_GT(r.best.accuracy, untrained + 0.2) << "untrained " << untrained;
  EXPECT_GT(r.best.accuracy, 0.85);
  EXPECT_LT(r.curve.back().train_loss, r.curve.front().train_loss);
}

TEST(Imitation, SameModelWhateverTheThreads) {
  const auto train = testing::TeacherBoardsOf(12, 0, 200);
  const auto validation = testing::TeacherBoardsOf(12, 200, 50);
  ImitationParams p = TinyParams();
  p.epochs = 2;
  ImitationOptions one, two;
  one.threads = 1;
  two.threads = 2;
  // The networks (the info holds wall times).
  EXPECT_EQ(TrainImitation(p, train, validation, one).model->network().Save(),
            TrainImitation(p, train, validation, two).model->network().Save());
}

TEST(Imitation, ResumesFromItsCheckpoint) {
  const auto train = testing::TeacherBoardsOf(13, 0, 200);
  const auto validation = testing::TeacherBoardsOf(13, 200, 50);
  ImitationParams p = TinyParams();
  p.epochs = 1;
  std::shared_ptr<const ContestedModel> latest, best;
  ImitationOptions first;
  first.on_checkpoint = [&](const ContestedModel& l, const ContestedModel& b) {
    latest = std::make_shared<const ContestedModel>(l);
    best = std::make_shared<const ContestedModel>(b);
  };
  TrainImitation(p, train, validation, first);
  ASSERT_TRUE(latest && best);
  EXPECT_EQ(latest->info().at("epochs_done"), 1);

  p.epochs = 3;
  ImitationOptions resumed;
  resumed.resume_latest = latest;
  resumed.resume_best = best;
  const ImitationResult r = TrainImitation(p, train, validation, resumed);
  EXPECT_EQ(r.epochs_done, 3);
  ASSERT_EQ(r.curve.size(), 3u) << "the resumed epoch's point is kept";
  EXPECT_EQ(r.curve[0].epoch, 1);
  EXPECT_EQ(r.curve[2].epoch, 3);

  // Nothing left to do: the best model comes back as it was.
  p.epochs = 1;
  const ImitationResult done = TrainImitation(p, train, validation, resumed);
  EXPECT_EQ(done.epochs_done, 1);
  EXPECT_EQ(done.model->network().Save(), best->network().Save());

  ImitationParams other = p;
  other.hidden = {8};
  EXPECT_THROW(TrainImitation(other, train, validation, resumed), Error) << "another shape";
}

TEST(Imitation, RefusesEmptySplitsAndBadParameters) {
  const auto boards = testing::TeacherBoardsOf(14, 0, 10);
  EXPECT_THROW(TrainImitation(TinyParams(), {}, boards), Error);
  EXPECT_THROW(TrainImitation(TinyParams(), boards, {}), Error);
  ImitationParams p = TinyParams();
  p.epochs = 0;
  EXPECT_THROW(p.Validate(), Error);
}

}  // namespace
}  // namespace bidlab::contested_neural
