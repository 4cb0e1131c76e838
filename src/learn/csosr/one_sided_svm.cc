#include "learn/csosr/one_sided_svm.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>

#include "core/error.h"

namespace bidlab {

namespace {

constexpr double kTau = 1e-12;  // LIBSVM's TAU: the curvature used when K_ii + K_jj − 2K_ij ≤ 0
constexpr double kInf = std::numeric_limits<double>::infinity();

// SMO on the dual of one_sided_svm.h with LIBSVM's shrinking: every 1,000
// steps, variables at a bound whose gradient says they will stay there leave
// the active set, so a step costs O(active) instead of O(n). Before
// stopping, the gradient of the shrunk variables is rebuilt from
// G_bar_t = C Σ_{α_s = C} Q_ts (kept up to date when a variable reaches or
// leaves C) and the free variables, and the optimality test repeated on all.
class Smo {
 public:
  Smo(KernelRows& kernel, const OneSidedProblem& problem, const OneSidedOptions& options, OneSidedSolution& s)
      : kernel_(kernel),
        n_(kernel.size()),
        c_(problem.C),
        eps_(options.tolerance),
        s_(s),
        alpha_(s.alpha),
        g_(s.gradient) {
    y_.resize(static_cast<std::size_t>(n_));
    p_.resize(static_cast<std::size_t>(n_));
    for (int i = 0; i < n_; ++i) {
      y_[i] = -problem.sides[i];
      p_[i] = -y_[i] * problem.costs[i];
    }
    active_.resize(static_cast<std::size_t>(n_));
    std::iota(active_.begin(), active_.end(), 0);
    active_size_ = n_;
    // G_bar from the variables at C (all zero for a cold start).
    g_bar_.assign(static_cast<std::size_t>(n_), 0.0);
    for (int i = 0; i < n_; ++i)
      if (AtUpper(i)) AddRow(g_bar_, i, c_ * y_[i]);
  }

  void Run(long max_iterations) {
    int counter = std::min(n_, 1000) + 1;
    while (s_.iterations < max_iterations) {
      if (--counter == 0) {
        counter = std::min(n_, 1000);
        Shrink();
      }
      int i = -1, j = -1;
      if (!SelectWorkingSet(i, j)) {
        ReconstructGradient();
        active_size_ = n_;
        if (!SelectWorkingSet(i, j)) {
          s_.converged = true;
          break;
        }
        counter = 1;  // shrink again at once
      }
      ++s_.iterations;
      Step(i, j);
    }
    ReconstructGradient();
    active_size_ = n_;
  }

  double Rho() const {
    // ρ from the KKT conditions on y_t G_t (LIBSVM's calculate_rho); b = −ρ.
    double upper = kInf, lower = -kInf, free_sum = 0;
    int free_count = 0;
    for (int t = 0; t < n_; ++t) {
      const double yg = y_[t] * g_[t];
      if (AtUpper(t)) {
        if (y_[t] < 0) upper = std::min(upper, yg);
        else lower = std::max(lower, yg);
      } else if (AtLower(t)) {
        if (y_[t] > 0) upper = std::min(upper, yg);
        else lower = std::max(lower, yg);
      } else {
        ++free_count;
        free_sum += yg;
      }
    }
    if (free_count > 0) return free_sum / free_count;
    if (std::isfinite(upper) && std::isfinite(lower)) return (upper + lower) / 2;
    if (std::isfinite(upper)) return upper;  // every example on one side: the tightest b that satisfies all
    if (std::isfinite(lower)) return lower;
    return 0;
  }

  double y(int t) const { return y_[t]; }

 private:
  bool AtUpper(int t) const { return alpha_[t] >= c_; }
  bool AtLower(int t) const { return alpha_[t] <= 0; }
  // In I_up: α_t may grow along y_t.
  bool InUp(int t) const { return y_[t] > 0 ? !AtUpper(t) : !AtLower(t); }
  bool InLow(int t) const { return y_[t] > 0 ? !AtLower(t) : !AtUpper(t); }

  // v_t += scale · y_t K_it for every t (a column of Q times scale·y_i).
  void AddRow(std::vector<double>& v, int i, double scale) {
    const float* k = kernel_.Row(i);
    for (int t = 0; t < n_; ++t) v[t] += scale * y_[t] * static_cast<double>(k[t]);
  }

  // LIBSVM's second-order working-set selection (WSS 3 of Fan, Chen & Lin)
  // over the active set; false when the maximal violation is below ε.
  bool SelectWorkingSet(int& out_i, int& out_j) {
    double g_max = -kInf;
    int i = -1;
    for (int a = 0; a < active_size_; ++a) {
      const int t = active_[a];
      if (InUp(t) && -y_[t] * g_[t] >= g_max) {
        g_max = -y_[t] * g_[t];
        i = t;
      }
    }
    // j maximises the decrease grad_diff² / quad, compared as cross products
    // (no division in the hottest loop).
    double g_max2 = -kInf, best_num = 0, best_den = 1;
    int j = -1;
    const float* k_i = i >= 0 ? kernel_.Row(i) : nullptr;
    for (int a = 0; a < active_size_; ++a) {
      const int t = active_[a];
      if (!InLow(t)) continue;
      const double v = y_[t] * g_[t];
      if (v >= g_max2) g_max2 = v;
      if (i < 0) continue;
      const double grad_diff = g_max + v;
      if (grad_diff > 0) {
        double quad = 2.0 - 2.0 * static_cast<double>(k_i[t]);  // K_ii + K_tt − 2K_it, K_tt = 1
        if (quad <= 0) quad = kTau;
        const double num = grad_diff * grad_diff;
        if (j < 0 || num * best_den >= best_num * quad) {
          best_num = num;
          best_den = quad;
          j = t;
        }
      }
    }
    if (g_max + g_max2 < eps_ || i < 0 || j < 0) return false;
    out_i = i;
    out_j = j;
    return true;
  }

  // The analytic two-variable step with clipping to the box (LIBSVM's).
  void Step(int i, int j) {
    const float* k_i = kernel_.Row(i);
    const float* k_j = kernel_.Row(j);
    k_i = kernel_.Row(i);  // a row cache keeps the two most recent rows
    const double old_i = alpha_[i], old_j = alpha_[j];
    const bool upper_i = AtUpper(i), upper_j = AtUpper(j);
    double quad = 2.0 - 2.0 * static_cast<double>(k_i[j]);
    if (quad <= 0) quad = kTau;
    double& a_i = alpha_[i];
    double& a_j = alpha_[j];
    if (y_[i] != y_[j]) {
      const double delta = (-g_[i] - g_[j]) / quad;
      const double diff = a_i - a_j;
      a_i += delta;
      a_j += delta;
      if (diff > 0) {
        if (a_j < 0) {
          a_j = 0;
          a_i = diff;
        }
      } else if (a_i < 0) {
        a_i = 0;
        a_j = -diff;
      }
      if (diff > 0) {
        if (a_i > c_) {
          a_i = c_;
          a_j = c_ - diff;
        }
      } else if (a_j > c_) {
        a_j = c_;
        a_i = c_ + diff;
      }
    } else {
      const double delta = (g_[i] - g_[j]) / quad;
      const double sum = a_i + a_j;
      a_i -= delta;
      a_j += delta;
      if (sum > c_) {
        if (a_i > c_) {
          a_i = c_;
          a_j = sum - c_;
        }
      } else if (a_j < 0) {
        a_j = 0;
        a_i = sum;
      }
      if (sum > c_) {
        if (a_j > c_) {
          a_j = c_;
          a_i = sum - c_;
        }
      } else if (a_i < 0) {
        a_i = 0;
        a_j = sum;
      }
    }
    // G_t += Q_ti Δα_i + Q_tj Δα_j = y_t (K_ti y_i Δα_i + K_tj y_j Δα_j), active t.
    const double d_i = y_[i] * (a_i - old_i);
    const double d_j = y_[j] * (a_j - old_j);
    for (int a = 0; a < active_size_; ++a) {
      const int t = active_[a];
      g_[t] += y_[t] * (d_i * static_cast<double>(k_i[t]) + d_j * static_cast<double>(k_j[t]));
    }
    if (upper_i != AtUpper(i)) AddRow(g_bar_, i, (upper_i ? -c_ : c_) * y_[i]);
    if (upper_j != AtUpper(j)) AddRow(g_bar_, j, (upper_j ? -c_ : c_) * y_[j]);
  }

  bool ShouldShrink(int t, double g_max1, double g_max2) const {
    if (AtUpper(t)) return y_[t] > 0 ? -g_[t] > g_max1 : -g_[t] > g_max2;
    if (AtLower(t)) return y_[t] > 0 ? g_[t] > g_max2 : g_[t] > g_max1;
    return false;
  }

  void Shrink() {
    double g_max1 = -kInf, g_max2 = -kInf;  // max over I_up of −y G, max over I_low of y G
    for (int a = 0; a < active_size_; ++a) {
      const int t = active_[a];
      if (InUp(t)) g_max1 = std::max(g_max1, -y_[t] * g_[t]);
      if (InLow(t)) g_max2 = std::max(g_max2, y_[t] * g_[t]);
    }
    if (!unshrunk_ && g_max1 + g_max2 <= eps_ * 10) {
      // Close to the end: bring every variable back once, with exact gradients.
      unshrunk_ = true;
      ReconstructGradient();
      active_size_ = n_;
    }
    for (int a = 0; a < active_size_; ++a) {
      if (!ShouldShrink(active_[a], g_max1, g_max2)) continue;
      --active_size_;
      while (active_size_ > a && ShouldShrink(active_[active_size_], g_max1, g_max2)) --active_size_;
      std::swap(active_[a], active_[active_size_]);
    }
    // In index order the passes over the active set read the kernel rows,
    // gradient and α in increasing addresses (the swaps above scatter them).
    std::sort(active_.begin(), active_.begin() + active_size_);
  }

  // Exact gradients for the shrunk variables: G_t = G_bar_t + p_t + Σ_{free s} Q_ts α_s.
  void ReconstructGradient() {
    if (active_size_ == n_) return;
    for (int a = active_size_; a < n_; ++a) g_[active_[a]] = g_bar_[active_[a]] + p_[active_[a]];
    for (int a = 0; a < active_size_; ++a) {
      const int s = active_[a];
      if (AtUpper(s) || AtLower(s)) continue;
      const float* k = kernel_.Row(s);
      const double scale = alpha_[s] * y_[s];
      for (int b = active_size_; b < n_; ++b) {
        const int t = active_[b];
        g_[t] += scale * y_[t] * static_cast<double>(k[t]);
      }
    }
  }

  KernelRows& kernel_;
  int n_;
  double c_, eps_;
  OneSidedSolution& s_;
  std::vector<double>& alpha_;
  std::vector<double>& g_;
  std::vector<double> y_, p_, g_bar_;
  std::vector<int> active_;
  int active_size_ = 0;
  bool unshrunk_ = false;
};

}  // namespace

OneSidedSolution SolveOneSided(KernelRows& kernel, const OneSidedProblem& problem, const OneSidedOptions& options,
                               const OneSidedSolution* warm_start) {
  const int n = kernel.size();
  if (static_cast<int>(problem.costs.size()) != n || static_cast<int>(problem.sides.size()) != n)
    throw Error("one-sided SVM: " + std::to_string(problem.costs.size()) + " costs and " +
                std::to_string(problem.sides.size()) + " sides for " + std::to_string(n) + " examples");
  if (!(problem.C > 0)) throw Error("one-sided SVM: C must be positive");
  for (int i = 0; i < n; ++i)
    if (problem.sides[i] != 1 && problem.sides[i] != -1) throw Error("one-sided SVM: a side must be +1 or -1");

  OneSidedSolution s;
  if (warm_start) {
    if (static_cast<int>(warm_start->alpha.size()) != n) throw Error("one-sided SVM: warm start of another size");
    for (double a : warm_start->alpha)
      if (a > problem.C) throw Error("one-sided SVM: warm start from a larger C");
    s.alpha = warm_start->alpha;
    s.gradient = warm_start->gradient;
  } else {
    s.alpha.assign(static_cast<std::size_t>(n), 0.0);
    s.gradient.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) s.gradient[i] = problem.sides[i] * problem.costs[i];  // p_i = −y_i c_i (α = 0)
  }
  Smo smo(kernel, problem, options, s);
  smo.Run(options.max_iterations > 0 ? options.max_iterations : std::max(10'000'000L, 100L * static_cast<long>(n)));
  s.bias = -smo.Rho();
  s.beta.resize(static_cast<std::size_t>(n));
  for (int t = 0; t < n; ++t) s.beta[t] = smo.y(t) * s.alpha[t];
  return s;
}

OneSidedObjectives EvaluateOneSided(KernelRows& kernel, const OneSidedProblem& problem,
                                    const OneSidedSolution& solution) {
  const int n = kernel.size();
  double quadratic = 0, loss = 0, linear = 0;
  for (int i = 0; i < n; ++i) {
    const float* k = kernel.Row(i);
    double k_beta = 0;
    for (int j = 0; j < n; ++j) k_beta += static_cast<double>(k[j]) * solution.beta[j];
    quadratic += solution.beta[i] * k_beta;
    loss += OneSidedLoss(problem.sides[i], k_beta + solution.bias, problem.costs[i]);
    linear += solution.beta[i] * problem.costs[i];
  }
  return {0.5 * quadratic + problem.C * loss, linear - 0.5 * quadratic};
}

}  // namespace bidlab
