#include "serve/table_api.h"

#include <algorithm>
#include <optional>
#include <random>

#include "core/board.h"
#include "core/call_text.h"
#include "core/contract.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "eval/batch_answers.h"
#include "eval/call_meaning.h"
#include "eval/contested_auction.h"
#include "eval/duplicate_match.h"
#include "eval/uncontested_seat.h"
#include "io/pbn_deal.h"
#include "learn/scoring_bidder.h"
#include "report/auction_grid.h"
#include "report/deal_view.h"
#include "serve/api_params.h"

namespace bidlab {

namespace {

std::string SeatText(Seat seat) { return std::string(1, SeatChar(seat)); }

// A bidder a request names: as the explorer has it, and seated at a four-seat
// table (a bidder that does not compete through the uncontested adapter).
struct TableBidder {
  std::unique_ptr<Bidder> own, seated;
  std::string name;  // the seated one's: "neural (uncontested)"
};

TableBidder OpenTableBidder(const Explorer& explorer, const std::string& param, const std::string* name) {
  const std::string known = " (" + explorer.BidderNames() + ", or any registered bidder such as sayc-aggressive)";
  if (!name) throw BadRequest{400, param + ": give a bidder's name" + known};
  std::unique_ptr<Bidder> own = explorer.BidderNamed(*name);
  if (!own) throw BadRequest{404, param + ": no bidder \"" + name->substr(0, 40) + "\"" + known};
  if (own->SeesPartnerHand()) throw BadRequest{400, param + ": " + *name + " sees its partner's hand: not at a table"};
  std::unique_ptr<Bidder> seated = SeatAtContestedTable(*own);
  std::string seated_name = seated->Name();
  return {std::move(own), std::move(seated), std::move(seated_name)};
}

// The scores behind `own`'s call at a four-seat table: its own when it
// competes, else those it gives in its uncontested view (eval/
// uncontested_seat.h) for the calls still legal at the table; none for a
// bidder that does not score its calls.
ScoredCalls ScoresAtTable(Bidder& own, const BidRequest& request) {
  auto* scoring = dynamic_cast<ScoringBidder*>(&own);
  if (!scoring) return {};
  if (own.Competes()) return scoring->Scores(request);
  const UncontestedView view = ViewOfOwnSide(request);
  if (view.over) return {};
  ScoredCalls scores =
      scoring->Scores(BidRequest{view.seat, request.hand, &view.auction, std::nullopt, view.vulnerability});
  std::erase_if(scores.calls, [&](const auto& scored) { return !request.auction->IsLegal(scored.first); });
  return scores;
}

// As many deals as a card samples (serve/explorer.cc): a page waits for it.
MeaningSampling TableSampling(Vulnerability vulnerability) {
  MeaningSampling sampling = StandardMeaningSampling(kMeaningDeals, vulnerability);
  sampling.every_seat = true;
  return sampling;
}

nlohmann::json MeaningJson(const AuctionMeanings& meanings, Call call) {
  const CallMeaning* found = FindMeaning(meanings, call);
  if (!found) return nullptr;
  return {{"text", CallsWithSymbols(found->text)}, {"hands", found->hands}, {"share", found->summary.share}};
}

nlohmann::json SampledJson(const AuctionMeanings& meanings, const Auction& auction) {
  return {{"heading", CallsWithSymbols(MeaningsHeading(meanings, auction))},
          {"deals", meanings.deals},
          {"reached", meanings.reached}};
}

Vulnerability BoardOrVulnerability(const RequestParams& params, std::uint64_t& board, Seat& dealer) {
  Vulnerability vulnerability = Vulnerability::kNone;
  const std::string* board_text = Param(params, "board");
  const std::string* dealer_text = Param(params, "dealer");
  const std::string* vulnerable_text = Param(params, "vulnerable");
  if (board_text) {
    if (dealer_text || vulnerable_text)
      throw BadRequest{400, "board: give a board number or a dealer and vulnerability, not both"};
    board = ParseCount("board", *board_text);
    if (board == 0) throw BadRequest{400, "board: boards are numbered from 1"};
    dealer = BoardDealer(board);
    return BoardVulnerability(board);
  }
  dealer = dealer_text ? ParseSeatParam("dealer", *dealer_text) : Seat::kNorth;
  if (vulnerable_text) vulnerability = ParseVulnerabilityParam("vulnerable", *vulnerable_text);
  return vulnerability;
}

// `hand` in `seat`, the other 39 cards dealt at random by `seed`.
Deal DealAround(Hand hand, Seat seat, std::uint64_t seed) {
  std::vector<int> rest;
  for (int c = 0; c < kNumCards; ++c)
    if (!((hand.mask() >> c) & 1u)) rest.push_back(c);
  std::mt19937_64 random(seed);
  std::shuffle(rest.begin(), rest.end(), random);
  std::array<Hand, kNumSeats> hands;
  hands[static_cast<std::size_t>(ToInt(seat))] = hand;
  std::size_t next = 0;
  for (int s = 1; s < kNumSeats; ++s)
    for (int k = 0; k < kCardsPerHand; ++k)
      hands[static_cast<std::size_t>((ToInt(seat) + s) % kNumSeats)].Add(Card{static_cast<std::uint8_t>(rest[next++])});
  return Deal(hands);
}

// The "seat" parameter, `what` it is named in the message when it is absent.
Seat RequiredSeat(const RequestParams& params, const std::string& what) {
  const std::string* text = Param(params, "seat");
  if (!text) throw BadRequest{400, "seat: give " + what + ", N, E, S or W"};
  return ParseSeatParam("seat", *text);
}

nlohmann::json CallsJson(const Auction& auction) {
  nlohmann::json calls = nlohmann::json::array();
  for (const Call call : auction.calls()) calls.push_back(CallName(call));
  return calls;
}

nlohmann::json ResultJson(const TableResult& result) {
  nlohmann::json j = {{"grid", AuctionGridJson(result.auction)},
                      {"contract", ContractName(result.contract, CallName)},
                      {"score", result.score}};
  if (!result.contract.IsPassedOut()) {
    j["declarer"] = SeatText(result.contract.declarer);
    j["tricks"] = result.tricks;
  }
  return j;
}

}  // namespace

ApiResponse BidApi(const Explorer& explorer, const RequestParams& params) {
  return Guarded([&] {
    TableBidder bidder = OpenTableBidder(explorer, "bidder", Param(params, "bidder"));
    const Seat seat = RequiredSeat(params, "the seat to call");
    const std::string* hand_text = Param(params, "hand");
    if (!hand_text) throw BadRequest{400, "hand: give the hand of the seat to call, PBN S.H.D.C"};
    const Hand hand = ParseHandParam("hand", *hand_text);
    std::uint64_t board = 0;
    Seat dealer = Seat::kNorth;
    const Vulnerability vulnerability = BoardOrVulnerability(params, board, dealer);
    const Auction auction = ParseAuctionParam("auction", Param(params, "auction") ? params.at("auction") : "", dealer);
    if (auction.IsComplete()) throw BadRequest{400, "auction: it is over, nobody calls"};
    if (auction.NextToCall() != seat)
      throw BadRequest{400, "seat: " + SeatText(seat) + " is not to call: " + SeatText(auction.NextToCall()) +
                                " calls next (dealer " + SeatText(dealer) + ", " + std::to_string(auction.size()) +
                                (auction.size() == 1 ? " call" : " calls") + " so far)"};
    const bool meanings = ParseFlagParam(params, "meanings", false);

    const BidRequest request{seat, hand, &auction, std::nullopt, vulnerability};
    const Call call = bidder.seated->Bid(request);
    if (!auction.IsLegal(call))
      throw Error("bidder " + bidder.name + " made an illegal call: " + auction.WhyIllegal(call));
    const std::string reason = bidder.seated->Explain(request);
    const ScoredCalls scores = ScoresAtTable(*bidder.own, request);
    std::optional<AuctionMeanings> sampled;
    if (meanings) {
      MeaningSampling sampling = TableSampling(vulnerability);
      if (!bidder.own->Competes() && auction.IsUncontested() && IsNorthSouth(seat)) {
        // The uncontested game: the bidder's own card (as /api/card samples it).
        sampling.every_seat = false;
        sampled = MeaningsAfter(*bidder.own, auction, sampling);
      } else {
        // Seated as at the table, not remembering: one auction's sampling asks
        // each decision once (a new deal each time), so remembering them would
        // only cost a map entry a decision.
        sampled = MeaningsAfter(*bidder.seated, auction, sampling);
      }
    }
    nlohmann::json candidates = nlohmann::json::array();
    const auto candidate = [&](Call c, const nlohmann::json& score) {
      nlohmann::json j = {{"call", CallName(c)}, {"score", score}};
      if (sampled) j["meaning"] = MeaningJson(*sampled, c);
      candidates.push_back(j);
    };
    if (scores.calls.empty()) candidate(call, nullptr);
    for (const auto& [c, score] : scores.calls) candidate(c, score);
    nlohmann::json body = {{"bidder", bidder.name},
                           {"seat", SeatText(seat)},
                           {"dealer", SeatText(dealer)},
                           {"vulnerable", VulnerabilityName(vulnerability)},
                           {"auction", CallsJson(auction)},
                           {"call", CallName(call)},
                           {"reason", reason},
                           {"score_kind", scores.kind.empty() ? nlohmann::json(nullptr) : nlohmann::json(scores.kind)},
                           {"candidates", candidates}};
    if (board > 0) body["board"] = board;
    if (sampled) body["sampled"] = SampledJson(*sampled, auction);
    return ApiResponse{200, body};
  });
}

ApiResponse TableApi(const Explorer& explorer, const RequestParams& params) {
  return Guarded([&] {
    const Seat you = RequiredSeat(params, "the seat you take");
    std::uint64_t board = 0;
    Seat dealer = Seat::kNorth;
    const Vulnerability vulnerability = BoardOrVulnerability(params, board, dealer);
    const std::string* deal_text = Param(params, "deal");
    const std::string* hand_text = Param(params, "hand");
    std::optional<std::uint64_t> seed;
    if (const std::string* s = Param(params, "seed")) seed = ParseCount("seed", *s);
    Deal deal;
    if (deal_text) {
      if (hand_text || seed) throw BadRequest{400, "deal: give a whole deal, or a hand and a seed, not both"};
      try {
        deal = ParseDealPbn(*deal_text);
      } catch (const Error& e) {
        throw BadRequest{400, std::string("deal: ") + e.what()};
      }
    } else {
      if (!seed) seed = std::random_device{}() % 1000000000u;  // shown to the player, so small enough to type
      deal = hand_text ? DealAround(ParseHandParam("hand", *hand_text), you, *seed) : DealAt(*seed, 0);
    }
    const bool meanings = ParseFlagParam(params, "meanings", true);
    TableBidder partner = OpenTableBidder(explorer, "partner", Param(params, "partner"));
    TableBidder opponents = OpenTableBidder(explorer, "opponents", Param(params, "opponents"));
    // The seat taken is bid by partner's bidder too: for the review.
    const bool you_north_south = IsNorthSouth(you);
    Bidder* ns = you_north_south ? partner.seated.get() : opponents.seated.get();
    Bidder* ew = you_north_south ? opponents.seated.get() : partner.seated.get();
    const TableSeats seats = {ns, ew, ns, ew};
    const auto bidder_name = [&](Seat seat) {
      return IsNorthSouth(seat) == you_north_south ? partner.name : opponents.name;
    };
    const auto request_at = [&](const Auction& auction) {
      const Seat seat = auction.NextToCall();
      return BidRequest{seat, deal.hand(seat), &auction, std::nullopt, vulnerability};
    };

    // The auction so far: each bidder's call in it must be the one it makes.
    const Auction typed = ParseAuctionParam("auction", Param(params, "auction") ? params.at("auction") : "", dealer);
    Auction auction(dealer);
    for (const Call call : typed.calls()) {
      const BidRequest request = request_at(auction);
      if (request.seat != you) {
        const Call made = seats[ToInt(request.seat)]->Bid(request);
        if (made != call)
          throw BadRequest{409, "auction: call " + std::to_string(auction.size() + 1) + " (" + SeatText(request.seat) +
                                    ") is " + CallName(call) + ", but " + bidder_name(request.seat) + " bids " +
                                    CallName(made) + " there: that auction was not bid at this table"};
      }
      auction.Add(call);
    }

    std::unique_ptr<Bidder> sampler;
    const MeaningSampling sampling = TableSampling(vulnerability);
    const auto meaning_of = [&](const Auction& before, Call call) -> nlohmann::json {
      if (!meanings) return nullptr;
      if (!sampler) sampler = MakeRememberingBidder(std::make_unique<TableOfPairs>(*ns, *ew));
      const AuctionMeanings m = MeaningsAfter(*sampler, before, sampling);
      nlohmann::json j = {{"meaning", MeaningJson(m, call)}, {"sampled", SampledJson(m, before)}};
      return j;
    };
    nlohmann::json body;
    // What your last call means at this table, when you just made it.
    if (!typed.empty() && typed.SeatOfCall(typed.size() - 1) == you) {
      Auction before(dealer);
      for (int i = 0; i + 1 < typed.size(); ++i) before.Add(typed.calls()[static_cast<std::size_t>(i)]);
      const Call call = typed.calls().back();
      body["yours"] = {{"index", typed.size() - 1}, {"call", CallName(call)}, {"meaning", meaning_of(before, call)}};
    }
    nlohmann::json added = nlohmann::json::array();
    while (!auction.IsComplete() && auction.NextToCall() != you) {
      const BidRequest request = request_at(auction);
      Bidder& bidder = *seats[ToInt(request.seat)];
      const Call call = bidder.Bid(request);
      if (!auction.IsLegal(call))
        throw Error("bidder " + bidder.Name() + " made an illegal call: " + auction.WhyIllegal(call));
      added.push_back({{"index", auction.size()},
                       {"seat", SeatText(request.seat)},
                       {"call", CallName(call)},
                       {"bidder", bidder_name(request.seat)},
                       {"reason", CallsWithSymbols(bidder.Explain(request))},
                       {"meaning", meaning_of(auction, call)}});
      auction.Add(call);
    }

    body.update({{"seat", SeatText(you)},
                 {"dealer", SeatText(dealer)},
                 {"vulnerable", VulnerabilityName(vulnerability)},
                 {"partner", partner.name},
                 {"opponents", opponents.name},
                 {"hand", HandJson(deal.hand(you))},
                 {"auction", CallsJson(auction)},
                 {"grid", AuctionGridJson(auction)},
                 {"added", added},
                 {"over", auction.IsComplete()}});
    if (board > 0) body["board"] = board;
    if (seed) body["seed"] = *seed;
    if (!auction.IsComplete()) {
      body["next"] = SeatText(auction.NextToCall());
      body["legal"] = nlohmann::json::array();
      for (const Call call : LegalCalls(auction)) body["legal"].push_back(CallName(call));
      return ApiResponse{200, body};
    }

    // The review.
    MatchBoard match_board;
    match_board.number = board;
    match_board.deal = deal;
    match_board.table = explorer.TableOf(deal);
    match_board.dealer = dealer;
    match_board.vulnerability = vulnerability;
    const TableResult result = ScoreAuction(auction, match_board);
    const DoubleDummyPar par = ParOf(match_board.table, dealer, vulnerability);
    nlohmann::json yours = nlohmann::json::array();
    Auction before(dealer);
    for (const Call call : auction.calls()) {
      if (before.NextToCall() == you) {
        const BidRequest request = request_at(before);
        const Call bot = partner.seated->Bid(request);
        yours.push_back({{"index", before.size()},
                         {"call", CallName(call)},
                         {"bot", CallName(bot)},
                         {"reason", CallsWithSymbols(partner.seated->Explain(request))},
                         {"differs", bot != call}});
      }
      before.Add(call);
    }
    const Auction bots_auction = BidContested(seats, deal, dealer, vulnerability, board);
    nlohmann::json hands;
    for (int s = 0; s < kNumSeats; ++s) hands[SeatText(SeatAt(s))] = HandJson(deal.hand(SeatAt(s)));
    const int sign = you_north_south ? 1 : -1;
    nlohmann::json review = ResultJson(result);
    review.update({{"pbn", FormatDealPbn(deal)},
                   {"hands", hands},
                   {"dd", DdTableJson(match_board.table)},
                   {"your_score", sign * result.score},
                   {"par", {{"score", par.score}, {"contracts", par.contracts}}},
                   {"your_par", sign * par.score},
                   {"your_calls", yours},
                   {"bots", ResultJson(ScoreAuction(bots_auction, match_board))}});
    review["bots"]["your_score"] = sign * review["bots"]["score"].get<int>();
    body["review"] = review;
    return ApiResponse{200, body};
  });
}

}  // namespace bidlab
