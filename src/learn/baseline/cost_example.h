// The one-call problem of the thesis (§3.1): from a deal, learn the single
// call North makes (South then passes) — cost-sensitive classification with
// the 36 final calls as classes. An example is a deal's two N-S hands and
// the cost of each final call (data/cost_vector.h); the baseline learner
// reads North's hand, the optimistic one both.
#pragma once

#include <array>
#include <span>
#include <vector>

#include "core/call.h"
#include "core/hand.h"
#include "core/imp.h"
#include "data/split.h"
#include "features/hand_features.h"
#include "io/dataset_file.h"
#include "learn/eigen.h"

namespace bidlab {

struct CostExample {
  Hand north, south;
  std::array<int, kNumFinalCalls> costs{};  // IMPs, by call index (PASS, 1C … 7NT)
};

// The examples of one split of a data set, costs on `scale` with the assumed
// declarer (the thesis's, DESIGN.md §1). copies > 1 follows each deal with
// copies − 1 distinct relabellings of it (data/deal_symmetry.h, drawn from
// the deal's position): more exact deals without solving. At most 48.
std::vector<CostExample> CostExamplesOf(const Dataset& dataset, Split split, ImpScale scale = ImpScale::kWbf,
                                        int copies = 1);

// Row i = the features of example i: North's hand, or North and South for
// a both-hands spec (features/hand_features.h).
Eigen::MatrixXd FeatureMatrix(const FeatureSpec& spec, std::span<const CostExample> examples);
// Row i = example i's 36 costs.
Eigen::MatrixXd CostMatrix(std::span<const CostExample> examples);

// The call of least estimated cost, ties to the lower index (PASS first).
int CheapestCallIndex(std::span<const double> estimates);
// The average cost of choosing, for each example, the call of least
// estimated cost in row i of `estimates` (examples × 36).
double AverageCostOfCheapest(const Eigen::MatrixXd& estimates, std::span<const CostExample> examples);

}  // namespace bidlab
