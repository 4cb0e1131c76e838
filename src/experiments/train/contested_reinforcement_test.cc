// Stage 2 of the four-seat learner: a few steps on real boards against
// competing SAYC and the always-pass pair, snapshots of itself, and an
// exploiter of a fixed model.
#include "experiments/train/contested_reinforcement.h"

#include <gtest/gtest.h>

#include "core/board.h"
#include "core/error.h"
#include "core/scoring.h"
#include "data/dataset_ops.h"
#include "eval/match_boards_test_util.h"
#include "eval/scored_deal.h"
#include "eval/uncontested_seat.h"
#include "experiments/train/reinforce_test_util.h"
#include "learn/contested_neural/contested_bidder.h"
#include "learn/contested_neural/contested_input.h"
#include "learn/contested_neural/imitation.h"

namespace bidlab {
namespace {

using contested_neural::ContestedModel;
using testing::WithoutSeconds;

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
  std::optional<ReinforceCheckpoint> saved;
  ReinforceOptions first;
  first.on_checkpoint = [&](const ReinforceCheckpoint& c) { saved = c; };
  first.max_minutes = 1e-9;  // stops after the first step, validated
  const ReinforceResult stopped = run.Train(1, first);
  EXPECT_TRUE(stopped.stopped_by_time);
  EXPECT_EQ(stopped.steps_done, 1);
  ASSERT_TRUE(saved);
  ReinforceOptions resume;
  resume.resume = saved;
  const ReinforceResult r = run.Train(1, resume);
  EXPECT_EQ(r.steps_done, 4);
  ASSERT_EQ(r.curve.size(), 3u) << "the resumed curve goes on";
  EXPECT_EQ(r.curve[0].step, 1);
  EXPECT_EQ(r.curve[1].step, 2);
  EXPECT_EQ(r.curve[2].step, 4);
  ReinforceParams fewer = FewSteps();
  fewer.steps = 3;
  resume.resume = ReinforceCheckpoint{r.model, r.model, "adam 0 0\n", 0, 0};
  try {
    TrainReinforce(run.start, fewer, run.train, run.validation, run.pool, resume);
    ADD_FAILURE() << "a run of 4 steps resumed with --steps 3";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("its run has done 4 steps, more than --steps 3 (--steps may only grow"),
              std::string::npos)
        << e.what();
  }
}

// A run stopped anywhere continues from its last checkpoint as if it had
// never stopped: resumed from each checkpoint the run wrote (one before each
// validation, one after it), a league with snapshots of itself and penalty
// limits ends with the uninterrupted run's model, network and record alike.
TEST(Reinforce, AResumedRunIsTheUninterruptedRunToTheBit) {
  SmallRun run;
  ReinforceParams params = FewSteps();
  params.steps = 6;
  params.snapshot_every = 2;
  params.max_doubles_made = 0.5;
  params.min_doubles = 1;
  std::vector<ReinforceCheckpoint> checkpoints;
  std::vector<std::shared_ptr<const ContestedModel>> snapshots;
  ReinforceOptions whole;
  whole.on_checkpoint = [&](const ReinforceCheckpoint& c) { checkpoints.push_back(c); };
  whole.on_snapshot = [&](const ContestedModel& s, int) { snapshots.push_back(std::make_shared<ContestedModel>(s)); };
  const ReinforceResult straight = TrainReinforce(run.start, params, run.train, run.validation, run.pool, whole);
  ASSERT_EQ(checkpoints.size(), 6u) << "before and after each of 3 validations";
  EXPECT_FALSE(checkpoints[0].kept) << "nothing kept before the first validation";
  EXPECT_TRUE(checkpoints[1].kept);
  for (std::size_t k = 0; k < checkpoints.size(); ++k) {
    const ReinforceCheckpoint& c = checkpoints[k];
    // Loaded back as a file would give them: the networks through their text.
    ReinforceOptions resume;
    resume.resume = ReinforceCheckpoint{ContestedModel::LoadPayload(c.latest->SavePayload()),
                                        c.kept ? ContestedModel::LoadPayload(c.kept->SavePayload()) : nullptr,
                                        c.optimizer, c.interval_expected, c.interval_decisions};
    const int done = c.latest->info().at("reinforce").at("steps_done").get<int>();
    for (const int step : c.latest->info().at("reinforce").at("league").at("snapshot_steps").get<std::vector<int>>())
      resume.resume_snapshots.push_back(
          ContestedModel::LoadPayload(snapshots[static_cast<std::size_t>(step / 2 - 1)]->SavePayload()));
    int validations = 0;
    resume.on_point = [&](const ReinforcePoint&) { ++validations; };
    const ReinforceResult resumed = TrainReinforce(run.start, params, run.train, run.validation, run.pool, resume);
    EXPECT_EQ(validations, 3 - static_cast<int>((k + 1) / 2)) << "checkpoint " << k << " (step " << done << ")";
    EXPECT_EQ(resumed.model->network().Save(), straight.model->network().Save()) << "checkpoint " << k;
    EXPECT_EQ(WithoutSeconds(resumed.model->info()), WithoutSeconds(straight.model->info())) << "checkpoint " << k;
    EXPECT_EQ(resumed.best_step, straight.best_step);
  }
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
  std::optional<ReinforceCheckpoint> saved;
  std::vector<std::shared_ptr<const ContestedModel>> snapshots;
  ReinforceOptions first;
  first.on_checkpoint = [&](const ReinforceCheckpoint& c) { saved = c; };
  first.on_snapshot = [&](const ContestedModel& s, int) { snapshots.push_back(std::make_shared<ContestedModel>(s)); };
  first.max_minutes = 1e-9;  // stops after the first step, validated
  TrainReinforce(run.start, params, run.train, run.validation, run.pool, first);
  ASSERT_TRUE(saved);
  ASSERT_EQ(snapshots.size(), 1u);
  ReinforceOptions resume;
  resume.resume = saved;
  EXPECT_THROW(TrainReinforce(run.start, params, run.train, run.validation, run.pool, resume), Error)
      << "the snapshot the checkpoint lists is missing";
  resume.resume_snapshots = snapshots;
  std::shared_ptr<const ContestedModel> last;
  resume.on_checkpoint = [&](const ReinforceCheckpoint& c) { last = c.latest; };
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

TEST(Reinforce, AnUnsoundPenaltyDoubleCostsItsPenalty) {
  // East declares 2♥ doubled by North-South (the network): 8 tricks make it.
  TableResult table;
  table.contract = Contract{2, Strain::kHearts, Doubling::kDoubled, Seat::kEast};
  table.tricks = 8;
  EXPECT_EQ(UnsoundDoublePenalty(table, true, 3), 3) << "their doubled contract made";
  table.contract.doubling = Doubling::kRedoubled;
  EXPECT_EQ(UnsoundDoublePenalty(table, true, 3), 3) << "redoubled: the double came first";
  table.tricks = 7;
  EXPECT_EQ(UnsoundDoublePenalty(table, true, 3), 0) << "one down: the double was sound";
  table.tricks = 10;
  EXPECT_EQ(UnsoundDoublePenalty(table, false, 3), 0) << "East-West's own contract, doubled by the opponents";
  table.contract.doubling = Doubling::kUndoubled;
  EXPECT_EQ(UnsoundDoublePenalty(table, true, 3), 0) << "not doubled";
  const TableResult passed_out;
  EXPECT_EQ(UnsoundDoublePenalty(passed_out, true, 3), 0) << "passed out";
}

TEST(Reinforce, TheWorstLevelOfDoublesCountsOnlyLevelsWithEnoughDoubles) {
  PairDoubles doubles;
  doubles.penalty[0] = {40, 12, 0};  // 1-level: 30%
  doubles.penalty[2] = {30, 6, 0};   // 3-level: 20%
  doubles.penalty[3] = {10, 9, 0};   // 4-level: 90%, too few to count
  MemberResult m;
  SetWorstDoubles(m, doubles, 30);
  EXPECT_EQ(m.doubles_level, 1);
  EXPECT_EQ(m.doubles, 40u);
  EXPECT_EQ(m.doubles_made, 12u);
  SetWorstDoubles(m, doubles, 10);
  EXPECT_EQ(m.doubles_level, 4);
  SetWorstDoubles(m, doubles, 41);
  EXPECT_EQ(m.doubles_level, 0) << "no level with 41 doubles";
}

TEST(Reinforce, SelectionRejectsAPointOverItsLimits) {
  ReinforceParams params;
  params.max_doubles_made = 0.25;
  params.max_uncontested_cost = 2.40;
  ReinforcePoint point;
  point.doubles_made = 0.25;
  point.uncontested_cost = 2.40;
  EXPECT_TRUE(WithinLimits(point, params)) << "at the limits";
  point.doubles_made = 0.30;
  EXPECT_FALSE(WithinLimits(point, params)) << "doubles made 30% of the time";
  point.doubles_made = 0.10;
  point.uncontested_cost = 2.45;
  EXPECT_FALSE(WithinLimits(point, params)) << "uncontested cost over 2.40";
  params.max_uncontested_cost = 0;
  EXPECT_TRUE(WithinLimits(point, params)) << "no limit on the cost";

  // A qualifying point is kept before a better worst case outside the limits.
  point.validation_imps = 0.5;
  point.qualified = true;
  EXPECT_TRUE(KeptBefore(point, false, 1.5));
  EXPECT_FALSE(KeptBefore(point, true, 0.6));
  EXPECT_TRUE(KeptBefore(point, true, 0.4));
  point.qualified = false;
  EXPECT_FALSE(KeptBefore(point, true, -3));
  EXPECT_TRUE(KeptBefore(point, false, 0.4));
  EXPECT_TRUE(KeptBefore(point, false, -INFINITY)) << "the first point is kept";
}

TEST(Reinforce, RecordsTheUncontestedCostAndKeepsAQualifyingPoint) {
  SmallRun run;
  const std::vector<ScoredDeal> deals = ScoreDataset(LoadDataset("standard"), Split::kValidation);
  ReinforceOptions options;
  options.uncontested = std::span<const ScoredDeal>(deals.data(), 60);
  ReinforceParams params = FewSteps();
  params.max_uncontested_cost = 1000;  // every point qualifies
  const ReinforceResult all = TrainReinforce(run.start, params, run.train, run.validation, run.pool, options);
  for (const ReinforcePoint& p : all.curve) {
    EXPECT_GT(p.uncontested_cost, 0) << "an untrained network misses contracts";
    EXPECT_TRUE(p.qualified);
  }
  EXPECT_EQ(all.model->info().at("reinforce").at("params").at("max_uncontested_cost"), 1000);
  // A limit the cheaper point meets: the kept point is the best worst case
  // among those within it, whatever the others' worst case.
  ASSERT_EQ(all.curve.size(), 2u);
  params.max_uncontested_cost = std::min(all.curve[0].uncontested_cost, all.curve[1].uncontested_cost);
  const ReinforceResult r = TrainReinforce(run.start, params, run.train, run.validation, run.pool, options);
  int expected_step = 0;
  double expected_imps = -INFINITY;
  for (const ReinforcePoint& p : r.curve) {
    EXPECT_EQ(p.qualified, p.uncontested_cost <= params.max_uncontested_cost);
    if (p.qualified && p.validation_imps > expected_imps) {
      expected_imps = p.validation_imps;
      expected_step = p.step;
    }
  }
  EXPECT_EQ(r.best_step, expected_step);
  EXPECT_EQ(r.best_imps, expected_imps);
  EXPECT_EQ(r.model->info().at("reinforce").at("best_qualified"), true);
  params.max_uncontested_cost = 1;
  EXPECT_THROW(TrainReinforce(run.start, params, run.train, run.validation, run.pool, {}), Error)
      << "a limit on the cost needs the deals";
}

// The network's mean cross-entropy of `teacher`'s calls where it bids
// North-South against a pair that always passes: how far the network's
// uncontested calls are from the teacher's.
double UncontestedLossTo(const ContestedModel& model, const Bidder& teacher, std::span<const MatchBoard> boards) {
  const std::unique_ptr<Bidder> seated = SeatAtContestedTable(teacher);
  std::vector<float> rows;
  std::vector<int> calls;
  std::vector<std::uint64_t> legal;
  for (const MatchBoard& board : boards) {
    Auction auction(board.dealer);
    while (!auction.IsComplete()) {
      const Seat seat = auction.NextToCall();
      if (ToInt(seat) % 2 == 1) {
        auction.Add(Call::Pass());
        continue;
      }
      rows.resize(rows.size() + contested_neural::kInputs);
      contested_neural::EncodeInput(board.deal.hand(seat), seat, board.vulnerability, auction,
                                    rows.data() + rows.size() - contested_neural::kInputs);
      const Call call =
          seated->Bid(BidRequest{seat, board.deal.hand(seat), &auction, std::nullopt, board.vulnerability});
      calls.push_back(call.index());
      legal.push_back(LegalCallMask(auction));
      auction.Add(call);
    }
  }
  nn::Network net = model.network();
  const nn::Matrix x =
      Eigen::Map<const nn::Matrix>(rows.data(), static_cast<Eigen::Index>(calls.size()), contested_neural::kInputs);
  return contested_neural::LegalCrossEntropy(net.Forward(x), calls, legal, nullptr);
}

TEST(Reinforce, TheAnchorMovesTheUncontestedCallsTowardTheTeacher) {
  SmallRun run;
  const std::unique_ptr<Bidder> teacher = MakeContestedBidder("sayc-uncontested");
  ReinforceParams params = FewSteps();
  params.steps = 8;
  params.learning_rate = params.final_learning_rate = 1e-2;
  ReinforceOptions options;
  options.uncontested_teacher = teacher.get();
  const ReinforceResult plain = TrainReinforce(run.start, params, run.train, run.validation, run.pool, options);
  params.imitation_weight = 5;
  const ReinforceResult anchored = TrainReinforce(run.start, params, run.train, run.validation, run.pool, options);
  const double start = UncontestedLossTo(run.start, *teacher, run.validation);
  const double without = UncontestedLossTo(*plain.model, *teacher, run.validation);
  const double with = UncontestedLossTo(*anchored.model, *teacher, run.validation);
  EXPECT_LT(with, start) << "the anchor pulls the uncontested calls to the teacher's";
  EXPECT_LT(with, without);
  EXPECT_EQ(anchored.model->info().at("reinforce").at("params").at("imitation_weight"), 5.0);
}

TEST(Reinforce, WithoutTheAnchorTheTeacherIsNotAsked) {
  SmallRun run;
  const std::unique_ptr<Bidder> teacher = MakeContestedBidder("sayc-uncontested");
  ReinforceOptions options;
  options.uncontested_teacher = teacher.get();
  EXPECT_EQ(run.Train(1, options).model->network().Save(), run.Train(1).model->network().Save())
      << "weight 0: the same model, teacher or not";
  ReinforceParams params = FewSteps();
  params.imitation_weight = 1;
  EXPECT_THROW(TrainReinforce(run.start, params, run.train, run.validation, run.pool, {}), Error)
      << "an anchor without a teacher";
  params.imitation_weight = -1;
  EXPECT_THROW(TrainReinforce(run.start, params, run.train, run.validation, run.pool, options), Error);
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
