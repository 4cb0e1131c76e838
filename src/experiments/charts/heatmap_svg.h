// Confusion matrices as SVG heat maps (White, "Do I Hear 3NT?", Figs. 1-2):
// one row per true class, one column per predicted class, each cell shaded
// by its value and labelled with it.
#pragma once

#include <string>
#include <vector>

namespace bidlab {

enum class HeatmapScale {
  kCounts,     // raw counts; shade = count / the largest count
  kRowShares,  // each row divided by its total (a true class's predictions, in %)
};

// `counts[r][c]`: how often true class r was predicted as c; `labels` names
// the classes of both axes (same order, counts is labels.size() square).
// Rows and columns of classes that never occur (neither true nor
// predicted) are left out, so a 36-call matrix shows only the calls seen.
// Throws Error when the shapes disagree.
std::string ConfusionHeatmapSvg(const std::string& title, const std::vector<std::string>& labels,
                                const std::vector<std::vector<long>>& counts, HeatmapScale scale);

}  // namespace bidlab
