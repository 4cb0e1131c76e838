#include "learn/search/search_bidder.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <limits>
#include <utility>

#include "core/error.h"
#include "data/cost_vector.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "learn/neural/neural_bidder.h"

namespace bidlab::search {

namespace {

using neural::BiddingState;
using Costs = std::array<float, kNumFinalCalls>;

Costs EstimateCosts(const neural::NeuralModel& model, const Hand& hand, const BiddingState& state,
                    nn::ForwardScratch& scratch) {
  Costs costs;
  neural::EstimatedCosts(model, hand, state, scratch, costs.data());
  return costs;
}

float CheapestLegalCost(const Costs& costs, std::uint64_t legal) {
  float best = std::numeric_limits<float>::infinity();
  for (; legal != 0; legal &= legal - 1)
    best = std::min(best, costs[static_cast<std::size_t>(std::countr_zero(legal))]);
  return best;
}

// The legal calls within `margin` of the cheapest estimate, cheapest first, at most `most`.
std::vector<int> CandidateCalls(const Costs& costs, const BiddingState& state, float margin, int most) {
  const float best = CheapestLegalCost(costs, state.LegalMask());
  std::vector<int> calls;
  for (int c = 0; c < kNumFinalCalls; ++c)
    if (state.IsLegal(c) && costs[static_cast<std::size_t>(c)] <= best + margin) calls.push_back(c);
  std::stable_sort(calls.begin(), calls.end(), [&](int a, int b) {
    return costs[static_cast<std::size_t>(a)] < costs[static_cast<std::size_t>(b)];
  });
  if (calls.size() > static_cast<std::size_t>(most)) calls.resize(static_cast<std::size_t>(most));
  return calls;
}

// A decision's own generator: the seed, the hand and the auction mixed.
SplitMix64 DecisionRandom(std::uint64_t seed, const Hand& hand, const BiddingState& state) {
  std::uint64_t h = seed ^ 0x9E3779B97F4A7C15ULL;
  auto mix = [&h](std::uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    h = SplitMix64(h).Next();
  };
  mix(hand.mask());
  for (int i = 0; i < state.size; ++i) mix(state.calls[static_cast<std::size_t>(i)]);
  return SplitMix64(h);
}

// `count` cards drawn at random from `pool` (a card mask), as a hand.
Hand DrawHand(std::uint64_t pool, int count, SplitMix64& random) {
  std::array<std::uint8_t, kNumCards> cards{};
  int n = 0;
  for (; pool != 0; pool &= pool - 1)
    cards[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(std::countr_zero(pool));
  std::uint64_t mask = 0;
  for (int i = 0; i < count; ++i) {
    const int j = i + static_cast<int>(random.Below(static_cast<std::uint32_t>(n - i)));
    std::swap(cards[static_cast<std::size_t>(i)], cards[static_cast<std::size_t>(j)]);
    mask |= std::uint64_t{1} << cards[static_cast<std::size_t>(i)];
  }
  return Hand::FromMask(mask);
}

constexpr std::uint64_t kAllCards = (std::uint64_t{1} << kNumCards) - 1;

// Partner's turns in the auction so far: the state before each, and the call made.
struct PartnerTurn {
  BiddingState before;
  int call = 0;
};

std::vector<PartnerTurn> PartnerTurns(const BiddingState& state) {
  std::vector<PartnerTurn> turns;
  BiddingState s;
  for (int i = 0; i < state.size; ++i) {
    const int call = state.calls[static_cast<std::size_t>(i)];
    if ((i & 1) != state.Mover()) turns.push_back({s, call});
    s = s.After(call);
  }
  return turns;
}

struct Draws {
  std::vector<Hand> partner;
  int tried = 0;
};

Draws DrawPartnerHands(const neural::NeuralModel& model, const Hand& mine, const BiddingState& state,
                       const SearchSettings& settings, SplitMix64& random, nn::ForwardScratch& scratch) {
  const std::vector<PartnerTurn> turns = PartnerTurns(state);
  Draws draws;
  while (draws.partner.size() < static_cast<std::size_t>(settings.samples) && draws.tried < settings.max_draws) {
    ++draws.tried;
    const Hand partner = DrawHand(kAllCards & ~mine.mask(), kCardsPerHand, random);
    const bool consistent = std::all_of(turns.begin(), turns.end(), [&](const PartnerTurn& t) {
      const Costs costs = EstimateCosts(model, partner, t.before, scratch);
      return costs[static_cast<std::size_t>(t.call)] <=
             CheapestLegalCost(costs, t.before.LegalMask()) + settings.partner_tolerance;
    });
    if (consistent) draws.partner.push_back(partner);
  }
  return draws;
}

// The final call (0 PASS … 35 7NT) when `first` is made now and both
// players then bid as the model does; hands[k] bids for mover k.
int PlayOut(const neural::NeuralModel& model, const std::array<Hand, 2>& hands, BiddingState state, int first,
            nn::ForwardScratch& scratch) {
  int call = first;
  while (!state.Ends(call)) {
    state = state.After(call);
    const Costs costs = EstimateCosts(model, hands[static_cast<std::size_t>(state.Mover())], state, scratch);
    call = neural::CheapestLegal(costs.data(), state.LegalMask());
  }
  return neural::FinalCallAfter(state, call);
}

// "4S 1.23, 6S 3.40"
std::string AveragesText(const std::vector<std::pair<Call, double>>& averages) {
  std::string text;
  for (const auto& [call, cost] : averages) {
    char figure[32];
    std::snprintf(figure, sizeof figure, " %.2f", cost);
    text += (text.empty() ? "" : ", ") + CallName(call) + figure;
  }
  return text;
}

}  // namespace

SearchBidder::SearchBidder(std::shared_ptr<const neural::NeuralModel> model, SearchSettings settings)
    : model_(std::move(model)), settings_(settings) {
  if (model_ == nullptr) throw Error("the search bidder needs a neural model");
}

std::vector<Hand> SearchBidder::PartnerHands(const BidRequest& request) {
  if (request.auction == nullptr) throw Error("the search bidder needs the auction so far");
  const BiddingState state = neural::StateOf(*request.auction);
  SplitMix64 random = DecisionRandom(settings_.seed, request.hand, state);
  return DrawPartnerHands(*model_, request.hand, state, settings_, random, scratch_).partner;
}

SearchOutcome SearchBidder::Decide(const BidRequest& request) {
  if (request.auction == nullptr) throw Error("the search bidder needs the auction so far");
  const BiddingState state = neural::StateOf(*request.auction);
  const auto same_state = [&](const BiddingState& s) {
    return s.size == state.size && std::equal(s.calls.begin(), s.calls.begin() + s.size, state.calls.begin());
  };
  if (last_ && last_->hand == request.hand.mask() && last_->vulnerability == request.vulnerability &&
      same_state(last_->state))
    return last_->outcome;
  last_ = Remembered{request.hand.mask(), state, request.vulnerability, Search(request, state)};
  return last_->outcome;
}

SearchOutcome SearchBidder::Search(const BidRequest& request, const BiddingState& state) {
  const Costs estimates = EstimateCosts(*model_, request.hand, state, scratch_);
  SearchOutcome out;
  out.call = Call::FromIndex(neural::CheapestLegal(estimates.data(), state.LegalMask()));
  const std::vector<int> candidates =
      CandidateCalls(estimates, state, settings_.candidate_margin, settings_.max_candidates);
  if (candidates.size() < 2) return out;

  SplitMix64 random = DecisionRandom(settings_.seed, request.hand, state);
  const Draws draws = DrawPartnerHands(*model_, request.hand, state, settings_, random, scratch_);
  out.draws = draws.tried;
  out.partner_hands = static_cast<int>(draws.partner.size());
  if (out.partner_hands < settings_.min_samples) return out;

  // The caller sits North when the pair's first speaker, South otherwise;
  // the assumed declarer makes the cost the same either way round.
  const bool north = state.Mover() == 0;
  std::vector<Deal> layouts;
  for (const Hand& partner : draws.partner) {
    const Hand east = DrawHand(kAllCards & ~request.hand.mask() & ~partner.mask(), kCardsPerHand, random);
    const Hand west = Hand::FromMask(kAllCards & ~request.hand.mask() & ~partner.mask() & ~east.mask());
    layouts.emplace_back(
        std::array<Hand, kNumSeats>{north ? request.hand : partner, east, north ? partner : request.hand, west});
  }
  const std::vector<DoubleDummyTable> tables = DdsSolver().Solve(layouts);

  std::vector<double> totals(candidates.size(), 0.0);
  for (std::size_t k = 0; k < layouts.size(); ++k) {
    const CostVector cost = MakeCostVector(tables[k], request.vulnerability);
    std::array<Hand, 2> hands;
    hands[static_cast<std::size_t>(state.Mover())] = request.hand;
    hands[static_cast<std::size_t>(1 - state.Mover())] = draws.partner[k];
    for (std::size_t c = 0; c < candidates.size(); ++c)
      totals[c] += cost.costs[static_cast<std::size_t>(PlayOut(*model_, hands, state, candidates[c], scratch_))];
  }
  for (std::size_t c = 0; c < candidates.size(); ++c)
    out.averages.emplace_back(Call::FromIndex(candidates[c]), totals[c] / static_cast<double>(layouts.size()));
  // Cheapest average first; a tie keeps the model's order.
  std::stable_sort(out.averages.begin(), out.averages.end(),
                   [](const auto& a, const auto& b) { return a.second < b.second; });
  out.call = out.averages.front().first;
  out.searched = true;
  return out;
}

std::unique_ptr<Bidder> SearchBidder::MeaningSampler() const { return std::make_unique<neural::NeuralBidder>(model_); }

Call SearchBidder::Bid(const BidRequest& request) { return Decide(request).call; }

std::string SearchBidder::Explain(const BidRequest& request) {
  const SearchOutcome out = Decide(request);
  if (!out.searched) return neural::NeuralBidder(model_).Explain(request);
  return CallName(out.call) + ": average cost over " + std::to_string(out.partner_hands) +
         " layouts solved double-dummy: " + AveragesText(out.averages);
}

ScoredCalls SearchBidder::Scores(const BidRequest& request) {
  const SearchOutcome out = Decide(request);
  ScoredCalls model = neural::NeuralBidder(model_).Scores(request);
  if (!out.searched) return model;
  ScoredCalls scores{"average cost (IMP) over layouts, then estimated cost", out.averages};
  for (const auto& entry : model.calls)
    if (std::none_of(out.averages.begin(), out.averages.end(), [&](const auto& a) { return a.first == entry.first; }))
      scores.calls.push_back(entry);
  return scores;
}

}  // namespace bidlab::search
