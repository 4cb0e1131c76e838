#include "learn/scoring_bidder.h"

#include <algorithm>
#include <cstdio>

namespace bidlab {

std::string ScoresLine(const ScoredCalls& scores) {
  if (scores.calls.empty()) return {};
  const bool cost = scores.kind != "probability";
  const auto& [best, score] = scores.calls.front();
  char text[64];
  std::snprintf(text, sizeof text, cost ? "%s: estimated cost %.2f IMP" : "%s: probability %.2f",
                CallName(best).c_str(), score);
  std::string out = text;
  for (std::size_t k = 1; k < std::min<std::size_t>(scores.calls.size(), 3); ++k) {
    std::snprintf(text, sizeof text, "%s %s %.2f", k == 1 ? " (then" : ",", CallName(scores.calls[k].first).c_str(),
                  scores.calls[k].second);
    out += text;
  }
  return scores.calls.size() > 1 ? out + ")" : out;
}

}  // namespace bidlab
