// Stage 2 of the four-seat learner: a few steps on real boards against
// competing SAYC and the always-pass pair.
#include "experiments/train/contested_reinforcement.h"

#include <gtest/gtest.h>

#include "core/board.h"
#include "core/error.h"
#include "core/scoring.h"
#include "eval/match_boards_test_util.h"
#include "eval/uncontested_seat.h"
#include "learn/contested_neural/contested_bidder.h"

namespace bidlab {
namespace {

using contested_neural::ContestedModel;

ReinforceParams FewSteps() {
  ReinforceParams p;
  p.steps = 4;
  p.boards_per_step = 24;
  p.validate_every = 2;
  p.learning_rate = 1e-3;
  return p;
}

struct SmallRun {
  std::vector<MatchBoard> boards = testing::FirstStandardBoards(120);
  std::span<const MatchBoard> train{boards.data(), 80}, validation{boards.data() + 80, 40};
  std::unique_ptr<Bidder> sayc = MakeContestedBidder("sayc"), pass = MakeContestedBidder("pass");
  std::vector<ReinforceOpponent> pool{{sayc.get()}, {pass.get(), true}};
  ContestedModel start{contested_neural::NewContestedNetwork({32}, 7), {{"stage", "test"}}};

  ReinforceResult Train(int threads, const ReinforceOptions& extra = {}) {
    ReinforceOptions o = extra;
    o.threads = threads;
    return TrainReinforce(start, FewSteps(), train, validation, pool, o);
  }
};

TEST(Reinforce, LearnsTheSameModelOnAnyThreadsAndRecordsItsCurve) {
  SmallRun run;
  const ReinforceResult one = run.Train(1), two = run.Train(2);
  EXPECT_EQ(one.steps_done, 4);
  ASSERT_EQ(one.curve.size(), 2u) << "a validation match every 2 steps";
  EXPECT_EQ(one.curve[1].step, 4);
  EXPECT_EQ(one.model->network().Save(), two.model->network().Save()) << "the thread count changes nothing";
  EXPECT_NE(one.model->network().Save(), run.start.network().Save()) << "the steps changed the network";
  const nlohmann::json& info = one.model->info().at("reinforce");
  EXPECT_EQ(info.at("curve").size(), 2u);
  EXPECT_EQ(info.at("opponents"), "sayc, pass");
  EXPECT_EQ(one.model->info().at("stage"), "test") << "the start's info is kept";
  // The kept model is the best validation match of the curve.
  double best = -1e9;
  for (const ReinforcePoint& p : one.curve) best = std::max(best, p.validation_imps);
  EXPECT_EQ(one.best_imps, best);
}

TEST(Reinforce, ItsModelBidsLegallyInAMatch) {
  SmallRun run;
  const ReinforceResult r = run.Train(2);
  const contested_neural::ContestedBidder bidder(r.model);
  const MatchResult m = PlayMatch(bidder, *run.sayc, run.boards);  // throws on an illegal call
  EXPECT_EQ(m.boards.size(), run.boards.size());
}

TEST(Reinforce, ResumesFromItsCheckpointAtTheStepItReached) {
  SmallRun run;
  std::shared_ptr<const ContestedModel> latest, best;
  ReinforceOptions first;
  first.on_checkpoint = [&](const ContestedModel& l, const ContestedModel& b) {
    latest = std::make_shared<const ContestedModel>(l);
    best = std::make_shared<const ContestedModel>(b);
  };
  first.max_minutes = 1e-9;  // stops after the first step, validated
  const ReinforceResult stopped = run.Train(1, first);
  EXPECT_TRUE(stopped.stopped_by_time);
  EXPECT_EQ(stopped.steps_done, 1);
  ASSERT_TRUE(latest);
  ReinforceOptions resume;
  resume.resume_latest = latest;
  resume.resume_best = best;
  const ReinforceResult r = run.Train(1, resume);
  EXPECT_EQ(r.steps_done, 4);
  ASSERT_EQ(r.curve.size(), 3u) << "the resumed curve goes on";
  EXPECT_EQ(r.curve[0].step, 1);
  EXPECT_EQ(r.curve[1].step, 2);
  EXPECT_EQ(r.curve[2].step, 4);
}

TEST(Reinforce, TheBestScoreOfOneSideIsItsBestContract) {
  // Boards 1-16 of the standard set (every vulnerability), as a bridge
  // player would read their tables: the best of every contract by either
  // declarer of the side, or 0.
  const std::vector<MatchBoard> boards = testing::FirstStandardBoards(16);
  for (const MatchBoard& board : boards)
    for (const bool ns : {true, false}) {
      int best = 0;
      for (const Seat d : ns ? std::array{Seat::kNorth, Seat::kSouth} : std::array{Seat::kEast, Seat::kWest})
        for (int s = 0; s < kNumStrains; ++s) {
          const int tricks = board.table.Tricks(d, static_cast<Strain>(s));
          if (tricks >= 7)
            best = std::max(best, ComputeDeclarerScore(tricks - 6, static_cast<Strain>(s), Doubling::kUndoubled,
                                                       IsVulnerable(board.vulnerability, d), tricks));
        }
      EXPECT_EQ(BestScoreOfOneSide(board, ns), ns ? best : -best) << "board " << board.number << " ns " << ns;
    }
  const MatchBoard& board = boards.front();
  // A hand-checked case: North makes 11 tricks in spades, nobody vulnerable.
  MatchBoard spades = board;
  spades.vulnerability = Vulnerability::kNone;
  spades.table = DoubleDummyTable{};
  spades.table.Set(Seat::kNorth, Strain::kSpades, 11);
  EXPECT_EQ(BestScoreOfOneSide(spades, true), 450) << "4♠ making 11 tricks, not vulnerable";
  EXPECT_EQ(BestScoreOfOneSide(spades, false), 0) << "East-West make nothing: pass it out";
}

TEST(Reinforce, RefusesNoOpponentAndBadParameters) {
  SmallRun run;
  EXPECT_THROW(TrainReinforce(run.start, FewSteps(), run.train, run.validation, {}, {}), Error);
  ReinforceParams bad = FewSteps();
  bad.rollout_threshold = 2;
  EXPECT_THROW(TrainReinforce(run.start, bad, run.train, run.validation, run.pool, {}), Error);
}

}  // namespace
}  // namespace bidlab
