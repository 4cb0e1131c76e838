#include "experiments/league/league_rating.h"

#include <cmath>
#include <string>

#include "core/error.h"
#include "learn/eigen.h"

namespace bidlab {

Ratings LeastSquaresRatings(std::size_t bidders, std::span<const RatedMatch> matches, std::size_t anchor) {
  if (anchor >= bidders) throw Error("ratings: the anchor " + std::to_string(anchor) + " is not one of the bidders");
  // One unknown per bidder but the anchor; column of bidder i.
  const auto column = [anchor](std::size_t i) { return static_cast<Eigen::Index>(i < anchor ? i : i - 1); };
  const auto unknowns = static_cast<Eigen::Index>(bidders - 1);
  Eigen::MatrixXd design = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(matches.size()), unknowns);
  Eigen::VectorXd margins(static_cast<Eigen::Index>(matches.size()));
  for (std::size_t g = 0; g < matches.size(); ++g) {
    const RatedMatch& m = matches[g];
    if (m.a >= bidders || m.b >= bidders || m.a == m.b)
      throw Error("ratings: match " + std::to_string(g + 1) + " is between bidders " + std::to_string(m.a) + " and " +
                  std::to_string(m.b) + " of " + std::to_string(bidders));
    const auto row = static_cast<Eigen::Index>(g);
    if (m.a != anchor) design(row, column(m.a)) = 1;
    if (m.b != anchor) design(row, column(m.b)) = -1;
    margins(row) = m.margin;
  }
  const Eigen::MatrixXd normal = design.transpose() * design;
  const Eigen::FullPivLU<Eigen::MatrixXd> lu(normal);
  if (lu.rank() < unknowns) throw Error("ratings: the matches do not link every bidder to the anchor");
  // rating = H · margins with H = (AᵀA)⁻¹Aᵀ, so Var(rating) = H diag(se²) Hᵀ.
  const Eigen::MatrixXd hat = lu.solve(design.transpose());
  const Eigen::VectorXd fit = hat * margins;
  Eigen::VectorXd variance = Eigen::VectorXd::Zero(unknowns);
  for (std::size_t g = 0; g < matches.size(); ++g)
    variance +=
        hat.col(static_cast<Eigen::Index>(g)).cwiseAbs2() * (matches[g].standard_error * matches[g].standard_error);
  Ratings out;
  out.rating.assign(bidders, 0.0);
  out.standard_error.assign(bidders, 0.0);
  for (std::size_t i = 0; i < bidders; ++i) {
    if (i == anchor) continue;
    out.rating[i] = fit(column(i));
    out.standard_error[i] = std::sqrt(variance(column(i)));
  }
  return out;
}

}  // namespace bidlab
