// Stage 2 of the four-seat learner: a few steps on real boards against
// competing SAYC and the always-pass pair, snapshots of itself, and an
// exploiter of a fixed model.
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
  std::vector<ReinforceOpponent> pool{{sayc.get(), false, ""}, {pass.get(), true, ""}};
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

TEST(Reinforce, ValidatesAgainstEveryOpponentAndKeepsTheBestWorstCase) {
  SmallRun run;
  std::unique_ptr<Bidder> cautious = MakeContestedBidder("sayc-cautious");
  run.pool.insert(run.pool.begin() + 1, {cautious.get(), false, "cautious"});
  const ReinforceResult r = run.Train(2);
  for (const ReinforcePoint& p : r.curve) {
    ASSERT_EQ(p.members.size(), 3u);
    EXPECT_EQ(p.members[1].name, "cautious");
    EXPECT_TRUE(p.members[2].against_best);
    EXPECT_LE(p.members[2].imps, 0) << "against the best contract: a cost";
    EXPECT_EQ(p.validation_imps, std::min(p.members[0].imps, p.members[1].imps)) << "the passing pair is not in it";
    EXPECT_EQ(p.worst, p.members[0].imps < p.members[1].imps ? "sayc" : "cautious");
  }
  double best = -1e9;
  for (const ReinforcePoint& p : r.curve) best = std::max(best, p.validation_imps);
  EXPECT_EQ(r.best_imps, best);
}

// Snapshots join the pool as frozen copies: the step-1 snapshot is the
// network a 1-step run makes, and later steps leave it as it was.
TEST(Reinforce, ASnapshotIsAFrozenCopyOfTheLearner) {
  SmallRun run;
  ReinforceParams params = FewSteps();
  params.snapshot_every = 1;
  std::string first_taken;
  const ContestedModel* first = nullptr;
  std::vector<int> steps;
  ReinforceOptions options;
  options.on_snapshot = [&](const ContestedModel& snapshot, int step) {
    steps.push_back(step);
    if (step == 1) {
      first = &snapshot;
      first_taken = snapshot.network().Save();
    }
    if (step == 3) {
      EXPECT_EQ(first->network().Save(), first_taken) << "two steps later";
    }
  };
  TrainReinforce(run.start, params, run.train, run.validation, run.pool, options);
  EXPECT_EQ(steps, (std::vector<int>{1, 2, 3, 4}));
  params.steps = 1;
  const ReinforceResult one = TrainReinforce(run.start, params, run.train, run.validation, run.pool, {});
  EXPECT_EQ(first_taken, one.model->network().Save()) << "the learner after its first step";
  EXPECT_NE(first_taken, run.start.network().Save());
}

// A league run resumes with the snapshots its checkpoint lists, and only
// with them.
TEST(Reinforce, ResumesALeagueWithItsSnapshots) {
  SmallRun run;
  ReinforceParams params = FewSteps();
  params.snapshot_every = 1;
  std::shared_ptr<const ContestedModel> latest, best;
  std::vector<std::shared_ptr<const ContestedModel>> snapshots;
  ReinforceOptions first;
  first.on_checkpoint = [&](const ContestedModel& l, const ContestedModel& b) {
    latest = std::make_shared<const ContestedModel>(l);
    best = std::make_shared<const ContestedModel>(b);
  };
  first.on_snapshot = [&](const ContestedModel& s, int) { snapshots.push_back(std::make_shared<ContestedModel>(s)); };
  first.max_minutes = 1e-9;  // stops after the first step, validated
  TrainReinforce(run.start, params, run.train, run.validation, run.pool, first);
  ASSERT_TRUE(latest);
  ASSERT_EQ(snapshots.size(), 1u);
  ReinforceOptions resume;
  resume.resume_latest = latest;
  resume.resume_best = best;
  EXPECT_THROW(TrainReinforce(run.start, params, run.train, run.validation, run.pool, resume), Error)
      << "the snapshot the checkpoint lists is missing";
  resume.resume_snapshots = snapshots;
  std::shared_ptr<const ContestedModel> last;
  resume.on_checkpoint = [&](const ContestedModel& l, const ContestedModel&) {
    last = std::make_shared<const ContestedModel>(l);
  };
  const ReinforceResult r = TrainReinforce(run.start, params, run.train, run.validation, run.pool, resume);
  EXPECT_EQ(r.steps_done, 4);
  ASSERT_TRUE(last);
  // The last checkpoint lists every snapshot, the resumed one first.
  EXPECT_EQ(last->info().at("reinforce").at("league").at("snapshot_steps"), (std::vector<int>{1, 2, 3, 4}));
  EXPECT_EQ(last->info().at("reinforce").at("league").at("recent").size(), 2u + 4u);
  // Trained on from this model, the record of both runs is kept.
  params.snapshot_every = 0;
  const ReinforceResult on = TrainReinforce(*r.model, params, run.train, run.validation, run.pool, {});
  ASSERT_EQ(on.model->info().at("earlier_reinforce").size(), 1u);
  EXPECT_EQ(on.model->info().at("earlier_reinforce")[0].at("params").at("snapshot_every"), 1);
  EXPECT_EQ(on.model->info().at("reinforce").at("params").at("snapshot_every"), 0);
}

// The exploiter: from an untrained network against that network frozen
// (a match of the two is exactly level before any step), a few steps find
// a margin over it.
TEST(Reinforce, AnExploiterBeatsAWeakFixedOpponent) {
  SmallRun run;
  const contested_neural::ContestedBidder frozen(std::make_shared<const ContestedModel>(run.start));
  const std::vector<ReinforceOpponent> alone = {{&frozen, false, "untrained"}};
  ReinforceParams params = FewSteps();
  params.steps = 12;
  params.validate_every = 6;
  const std::vector<MatchBoard> validation(run.validation.begin(), run.validation.end());
  EXPECT_EQ(PlayMatch(frozen, frozen, validation).summary.total_imps, 0) << "level before any step";
  const ReinforceResult r = TrainReinforce(run.start, params, run.train, run.validation, alone, {});
  EXPECT_GT(r.best_imps, 1.0) << "IMPs/board over the untrained network";
  const contested_neural::ContestedBidder exploiter(r.model);
  EXPECT_EQ(PlayMatch(exploiter, frozen, validation).summary.imps_per_board, r.best_imps);
}

TEST(Reinforce, RefusesNoOpponentAndBadParameters) {
  SmallRun run;
  EXPECT_THROW(TrainReinforce(run.start, FewSteps(), run.train, run.validation, {}, {}), Error);
  const std::vector<ReinforceOpponent> pass_alone = {run.pool[1]};
  EXPECT_THROW(TrainReinforce(run.start, FewSteps(), run.train, run.validation, pass_alone, {}), Error)
      << "the passing pair alone chooses no model";
  ReinforceParams bad = FewSteps();
  bad.rollout_threshold = 2;
  EXPECT_THROW(TrainReinforce(run.start, bad, run.train, run.validation, run.pool, {}), Error);
}

}  // namespace
}  // namespace bidlab
