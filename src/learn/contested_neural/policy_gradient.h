// Stage 2 of the four-seat learned bidder (issue 25): the policy-gradient
// loss of one batch of decisions whose every legal call has a target (the
// IMPs the caller's side ends with after that call, from rollouts). The
// policy is the softmax of the scores over the legal calls; the loss is
//   L = −Σ_c π_c t_c − β H(π),
// the expected target's negative less an entropy bonus, averaged over the
// rows. Its gradient moves probability to the calls whose targets beat the
// policy's own expectation (dL/dz_c = −π_c (t_c − Σ π t) + β π_c (log π_c + H)).
#pragma once

#include <cstdint>
#include <span>

#include "learn/nn/network.h"

namespace bidlab::contested_neural {

// `targets` holds kNumCalls floats per row (read on the legal calls only:
// bit c of legal[r]). Returns the mean expected target Σ π t; sets *dz to
// dL/dscores (zero off the legal calls), divided by the rows.
double LegalPolicyGradient(const nn::Matrix& scores, std::span<const float> targets,
                           std::span<const std::uint64_t> legal, double entropy, nn::Matrix* dz);

// π over the legal calls of one row of 38 scores (0 off them).
void LegalPolicy(const float* scores, std::uint64_t legal, double* policy);

}  // namespace bidlab::contested_neural
