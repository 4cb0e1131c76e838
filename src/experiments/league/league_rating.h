// A rating per bidder from the margins of a round robin: the least-squares
// fit of every match's IMPs/board by the difference of the two ratings,
// margin(a, b) ≈ r_a − r_b. Ratings are relative: one bidder, the anchor,
// is held at 0, so each rating reads "IMPs/board better than the anchor".
// In a full round robin, every pair played once, r_i − r_anchor is the
// difference of the two bidders' mean margins (self counted as 0).
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace bidlab {

struct RatedMatch {
  std::size_t a = 0, b = 0;   // indices of the two bidders
  double margin = 0;          // a's IMPs/board against b
  double standard_error = 0;  // the margin's
};

struct Ratings {
  std::vector<double> rating;          // per bidder; the anchor's is 0
  std::vector<double> standard_error;  // per bidder, the matches' errors carried through the fit as if independent
};

// Throws Error when an index is out of range, a match pits a bidder against
// itself, or the matches do not link every bidder to the anchor.
Ratings LeastSquaresRatings(std::size_t bidders, std::span<const RatedMatch> matches, std::size_t anchor);

}  // namespace bidlab
