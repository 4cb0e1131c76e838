#include "learn/bandit/opening_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/auction.h"
#include "core/error.h"

namespace bidlab {

namespace {

constexpr int kMaxSuitHcp = 10;  // A K Q J
constexpr int kMaxHcp = 37;
constexpr int kSpots = 9;                                   // 2 … 10
constexpr std::array<int, 4> kHonourPoints = {4, 3, 2, 1};  // A K Q J
constexpr std::array<int, 4> kHonourRanks = {kAceRank, kKingRank, kQueenRank, kJackRank};

double Choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  double r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return std::round(r);
}

// ways[L][h]: hands of L cards in one suit whose honours make h points.
using SuitWays = std::array<std::array<double, kMaxSuitHcp + 1>, kNumRanks + 1>;

SuitWays CountSuitWays() {
  SuitWays ways{};
  for (int subset = 0; subset < 16; ++subset) {
    int points = 0, count = 0;
    for (int b = 0; b < 4; ++b)
      if ((subset >> b) & 1) points += kHonourPoints[static_cast<std::size_t>(b)], ++count;
    for (int length = count; length <= kNumRanks; ++length)
      ways[static_cast<std::size_t>(length)][static_cast<std::size_t>(points)] += Choose(kSpots, length - count);
  }
  return ways;
}

// The honour subset of h points with the most hands of length L (fewest
// honours on a tie), as a bit mask over A K Q J.
int CommonestHonours(int length, int points) {
  int best = -1;
  double best_ways = -1;
  for (int subset = 0; subset < 16; ++subset) {
    int p = 0, count = 0;
    for (int b = 0; b < 4; ++b)
      if ((subset >> b) & 1) p += kHonourPoints[static_cast<std::size_t>(b)], ++count;
    if (p != points || count > length) continue;
    const double w = Choose(kSpots, length - count);
    if (w > best_ways) best_ways = w, best = subset;
  }
  return best;
}

Hand Representative(const std::array<int, kNumSuits>& lengths, const std::array<int, kNumSuits>& points) {
  Hand hand;
  for (int s = 0; s < kNumSuits; ++s) {
    const int length = lengths[static_cast<std::size_t>(s)];
    const int subset = CommonestHonours(length, points[static_cast<std::size_t>(s)]);
    int count = 0;
    for (int b = 0; b < 4; ++b)
      if ((subset >> b) & 1) {
        hand.Add(Card::Of(SuitAt(s), kHonourRanks[static_cast<std::size_t>(b)]));
        ++count;
      }
    for (int r = 0; count < length; ++r, ++count) hand.Add(Card::Of(SuitAt(s), r));  // 2, 3, …
  }
  return hand;
}

std::vector<HandClass> BuildClasses() {
  const SuitWays ways = CountSuitWays();
  std::vector<HandClass> classes;
  std::array<int, kNumSuits> l{};
  for (l[0] = 0; l[0] <= kNumRanks; ++l[0])
    for (l[1] = 0; l[0] + l[1] <= kNumRanks; ++l[1])
      for (l[2] = 0; l[0] + l[1] + l[2] <= kNumRanks; ++l[2]) {
        l[3] = kNumRanks - l[0] - l[1] - l[2];
        // Per HCP total: the number of hands and the commonest split of the
        // points over the suits.
        std::array<double, kMaxHcp + 4> total{};
        std::array<double, kMaxHcp + 4> best_ways{};
        std::array<std::array<int, kNumSuits>, kMaxHcp + 4> best_split{};
        std::array<int, kNumSuits> h{};
        for (h[0] = 0; h[0] <= kMaxSuitHcp; ++h[0])
          for (h[1] = 0; h[1] <= kMaxSuitHcp; ++h[1])
            for (h[2] = 0; h[2] <= kMaxSuitHcp; ++h[2])
              for (h[3] = 0; h[3] <= kMaxSuitHcp; ++h[3]) {
                double w = 1;
                for (int s = 0; s < kNumSuits && w > 0; ++s)
                  w *= ways[static_cast<std::size_t>(l[static_cast<std::size_t>(s)])]
                           [static_cast<std::size_t>(h[static_cast<std::size_t>(s)])];
                if (w == 0) continue;
                const std::size_t sum = static_cast<std::size_t>(h[0]) + static_cast<std::size_t>(h[1]) +
                                        static_cast<std::size_t>(h[2]) + static_cast<std::size_t>(h[3]);
                total[sum] += w;
                if (w > best_ways[sum]) best_ways[sum] = w, best_split[sum] = h;
              }
        for (int hcp = 0; hcp <= kMaxHcp; ++hcp) {
          if (total[static_cast<std::size_t>(hcp)] == 0) continue;
          HandClass c;
          c.hcp = hcp;
          c.lengths = l;
          c.hands = total[static_cast<std::size_t>(hcp)];
          c.representative = Representative(l, best_split[static_cast<std::size_t>(hcp)]);
          classes.push_back(c);
        }
      }
  return classes;
}

bool IsBalanced(std::array<int, kNumSuits> l) {
  std::sort(l.begin(), l.end());
  return l == std::array<int, 4>{3, 3, 3, 4} || l == std::array<int, 4>{2, 3, 4, 4} ||
         l == std::array<int, 4>{2, 3, 3, 5};
}

// The smallest value v with weight(≤ v) ≥ q·total, over (value, weight) pairs.
int Quantile(std::vector<std::pair<int, double>> values, double q) {
  std::sort(values.begin(), values.end());
  double total = 0;
  for (const auto& [v, w] : values) total += w;
  double seen = 0;
  for (const auto& [v, w] : values) {
    seen += w;
    if (seen >= q * total) return v;
  }
  return values.empty() ? 0 : values.back().first;
}

constexpr std::array<const char*, kNumSuits> kSuitSymbols = {"♣", "♦", "♥", "♠"};

// "12–14", or "12" when every hand has the same count (a call few hands make).
std::string Range(int low, int high) {
  return low == high ? std::to_string(low) : std::to_string(low) + "–" + std::to_string(high);
}

std::string Describe(const OpeningSummary& s) {
  if (s.share == 0) return "Not used";
  char text[160];
  std::string d = Range(s.hcp_low, s.hcp_high) + " HCP";
  for (int suit = kNumSuits - 1; suit >= 0; --suit) {
    const int lo = s.length_low[static_cast<std::size_t>(suit)], hi = s.length_high[static_cast<std::size_t>(suit)];
    // Suit first, as every card writes lengths ("♠4–7"), so they do not read as bids.
    if (lo >= 4 || hi <= 2) d += std::string(", ") + kSuitSymbols[static_cast<std::size_t>(suit)] + Range(lo, hi);
  }
  if (s.balanced >= 0.9) d += ", balanced";
  // A share under 0.05% would print as 0.0%: give its two significant digits.
  std::snprintf(text, sizeof text, s.share >= 0.0005 ? " [%.1f%%]" : " [%.2g%%]", 100 * s.share);
  return d + text;
}

}  // namespace

const std::vector<HandClass>& HandClasses() {
  static const std::vector<HandClass> classes = BuildClasses();
  return classes;
}

std::vector<OpeningSummary> OpeningTable(Bidder& bidder, double* failed, std::string* first_failure) {
  const std::vector<HandClass>& classes = HandClasses();
  std::vector<CallObservation> observations;
  double all = 0;
  const Auction empty(Seat::kNorth);
  Hand partner;  // never shown to a real bidder; an optimistic one would need it
  for (const HandClass& c : classes) {
    BidRequest request;
    request.seat = Seat::kNorth;
    request.hand = c.representative;
    request.auction = &empty;
    if (bidder.SeesPartnerHand()) throw Error("the opening table needs a bidder that sees only its own hand");
    Call call;
    try {
      call = bidder.Bid(request);
    } catch (const Error& e) {
      if (failed == nullptr) throw;
      if (*failed == 0 && first_failure != nullptr)
        *first_failure = std::string(e.what()) + " (" + std::to_string(c.hcp) + " HCP, " +
                         std::to_string(c.lengths[3]) + "-" + std::to_string(c.lengths[2]) + "-" +
                         std::to_string(c.lengths[1]) + "-" + std::to_string(c.lengths[0]) + " ♠♥♦♣)";
      *failed += c.hands;
      all += c.hands;
      continue;
    }
    if (!call.IsPass() && !call.IsBid()) throw Error("bidder " + bidder.Name() + " opened with " + CallName(call));
    observations.push_back({call, c.hcp, c.lengths, c.hands});
    all += c.hands;
  }
  (void)partner;
  if (failed != nullptr) *failed /= all;
  return SummariseCalls(observations, all);
}

std::vector<OpeningSummary> SummariseCalls(const std::vector<CallObservation>& observations, double all,
                                           double hcp_coverage, double length_coverage) {
  const double hcp_cut = (1 - hcp_coverage) / 2, length_cut = (1 - length_coverage) / 2;
  std::vector<std::vector<const CallObservation*>> by_call(kNumCalls);
  for (const CallObservation& o : observations) by_call[static_cast<std::size_t>(o.call.index())].push_back(&o);
  std::vector<OpeningSummary> table;
  for (int call = 0; call < kNumCalls; ++call) {
    // X and XX only when made (a contested auction's meanings): an opening
    // table keeps its one row per final call.
    if (call >= kNumFinalCalls && by_call[static_cast<std::size_t>(call)].empty()) continue;
    OpeningSummary s;
    s.call = Call::FromIndex(call);
    double weight = 0, balanced = 0;
    std::vector<std::pair<int, double>> hcp;
    std::array<std::vector<std::pair<int, double>>, kNumSuits> lengths;
    for (const CallObservation* o : by_call[static_cast<std::size_t>(call)]) {
      weight += o->weight;
      if (IsBalanced(o->lengths)) balanced += o->weight;
      hcp.emplace_back(o->hcp, o->weight);
      for (int suit = 0; suit < kNumSuits; ++suit)
        lengths[static_cast<std::size_t>(suit)].emplace_back(o->lengths[static_cast<std::size_t>(suit)], o->weight);
    }
    s.share = all > 0 ? weight / all : 0;
    if (weight > 0) {
      s.hcp_low = Quantile(hcp, hcp_cut);
      s.hcp_high = Quantile(hcp, 1 - hcp_cut);
      for (int suit = 0; suit < kNumSuits; ++suit) {
        const auto& l = lengths[static_cast<std::size_t>(suit)];
        s.length_low[static_cast<std::size_t>(suit)] = Quantile(l, length_cut);
        s.length_high[static_cast<std::size_t>(suit)] = Quantile(l, 1 - length_cut);
      }
      s.balanced = balanced / weight;
    }
    s.description = Describe(s);
    table.push_back(s);
  }
  return table;
}

std::string OpeningTableMarkdown(const std::vector<std::string>& names,
                                 const std::vector<std::vector<OpeningSummary>>& columns) {
  std::string md = "| Bid |";
  for (const std::string& n : names) md += " " + n + " |";
  md += "\n|---|";
  for (std::size_t i = 0; i < names.size(); ++i) md += "---|";
  md += "\n";
  for (int call = 0; call < kNumFinalCalls; ++call) {
    bool used = false;
    for (const auto& column : columns) used = used || column[static_cast<std::size_t>(call)].share > 0;
    if (!used && call > 24) continue;  // the table stops where nobody opens any more (5♦ in the thesis)
    md += "| " + CallName(Call::FromIndex(call)) + " |";
    for (const auto& column : columns) md += " " + column[static_cast<std::size_t>(call)].description + " |";
    md += "\n";
  }
  return md;
}

}  // namespace bidlab
