#include "serve/match_explorer.h"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "core/call_text.h"
#include "core/error.h"
#include "eval/contested_auction.h"
#include "experiments/match/match_hard_text.h"
#include "experiments/number_text.h"
#include "io/pbn_deal.h"
#include "report/auction_grid.h"
#include "report/deal_view.h"
#include "serve/api_params.h"

namespace bidlab {

namespace {

// A whole-number parameter (`fallback` when absent); nullopt when it is not one.
std::optional<std::uint64_t> Number(const RequestParams& params, const std::string& name, const std::string& fallback) {
  const auto it = params.find(name);
  const std::string text = it == params.end() || it->second.empty() ? fallback : it->second;
  if (text.empty() || text.size() > 19 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  return std::stoull(text);
}

std::string SeatText(Seat seat) { return std::string(1, SeatChar(seat)); }

// The result line `bidlab match` prints, from the same summary.
std::string ResultText(const MatchSummary& s) {
  return s.a + ": " + Signed(s.imps_per_board) + " IMPs/board ± " + Fixed(s.standard_error, 2) +
         " (standard error); 95% interval " + Signed(s.interval_low) + " … " + Signed(s.interval_high) + "; " +
         std::to_string(s.total_imps) + " IMPs in all over " + std::to_string(s.boards) + " boards";
}

// Each pair's hard decisions as `bidlab match` words them: {"a": {slams,
// down, missed, sacrifices, outbid}, "b": …}.
nlohmann::json HardDecisionsCellsJson(const MatchSummary& s) {
  nlohmann::json pairs;
  for (int p = 0; p < 2; ++p) {
    const HardDecisionCells c = HardDecisionsCells(s.hard[p], s.doubles[p].sacrifices);
    pairs[p == 0 ? "a" : "b"] = {
        {"slams", c.slams}, {"down", c.down}, {"missed", c.missed}, {"sacrifices", c.sacrifices}, {"outbid", c.outbid}};
  }
  return pairs;
}

nlohmann::json ParJson(const DoubleDummyPar& par) { return {{"score", par.score}, {"contracts", par.contracts}}; }

nlohmann::json BoardRowJson(const LoggedBoard& b) {
  nlohmann::json contracts = nlohmann::json::array(), scores = nlohmann::json::array();
  for (const TableResult& t : b.result.tables) {
    contracts.push_back(ContractName(t.contract, CallName));
    scores.push_back(t.score);
  }
  return {{"board", b.board.number},
          {"dealer", SeatText(b.board.dealer)},
          {"vulnerable", VulnerabilityName(b.board.vulnerability)},
          {"contracts", contracts},
          {"scores", scores},
          {"imps", b.result.imps},
          {"par", ParJson(b.result.par)}};
}

// Each call's reason from the bidders of the pairs, when the server has them.
nlohmann::json ReasonsJson(const PairBidders& bidders, const MatchBoard& board, const TableResult& t,
                           const std::string& north_south, const std::string& east_west) {
  const std::unique_ptr<Bidder> ns = bidders ? bidders(north_south) : nullptr;
  const std::unique_ptr<Bidder> ew = bidders ? bidders(east_west) : nullptr;
  nlohmann::json reasons = nlohmann::json::array();
  if (!ns && !ew) return reasons;
  for (const std::string& reason :
       ReasonsOfAuction({ns.get(), ew.get(), ns.get(), ew.get()}, board.deal, t.auction, board.vulnerability))
    reasons.push_back(CallsWithSymbols(reason));
  return reasons;
}

nlohmann::json TableJson(const TableResult& t, const std::string& north_south, const std::string& east_west,
                         const nlohmann::json& reasons) {
  nlohmann::json j = {{"ns", north_south},
                      {"ew", east_west},
                      {"grid", AuctionGridJson(t.auction)},
                      {"reasons", reasons},
                      {"contract", ContractName(t.contract, CallName)},
                      {"score", t.score}};
  if (!t.contract.IsPassedOut()) {
    j["declarer"] = SeatText(t.contract.declarer);
    j["tricks"] = t.tricks;
  }
  return j;
}

}  // namespace

MatchExplorer::MatchExplorer(std::vector<MatchLog> logs, PairBidders bidders)
    : logs_(std::move(logs)), bidders_(std::move(bidders)) {}

ApiResponse MatchExplorer::Matches() const {
  try {
    return MatchesOrError();
  } catch (const std::exception& e) {
    return ErrorResponse(500, std::string("internal error: ") + e.what());
  }
}

ApiResponse MatchExplorer::MatchesOrError() const {
  nlohmann::json matches = nlohmann::json::array();
  for (std::size_t i = 0; i < logs_.size(); ++i) {
    const MatchLog& log = logs_[i];
    const MatchSummary& s = log.summary;
    matches.push_back({{"id", i},
                       {"name", std::filesystem::path(log.name).filename().string()},  // not where the user keeps files
                       {"a", s.a},
                       {"b", s.b},
                       {"boards", s.boards},
                       {"total_imps", s.total_imps},
                       {"imps_per_board", s.imps_per_board},
                       {"stderr", s.standard_error},
                       {"interval95", {s.interval_low, s.interval_high}},
                       {"against_par", {{"a", s.a_against_par}, {"b", s.b_against_par}}},
                       {"text", ResultText(s)},
                       {"hard_decisions", HardDecisionsCellsJson(s)},
                       {"pages", (log.boards.size() + kMatchPageRows - 1) / kMatchPageRows},
                       {"page_rows", kMatchPageRows}});
  }
  return {200, {{"matches", matches}}};
}

ApiResponse MatchExplorer::Board(const RequestParams& params) const {
  try {
    return BoardOrError(params);
  } catch (const std::exception& e) {
    return ErrorResponse(500, std::string("internal error: ") + e.what());
  }
}

ApiResponse MatchExplorer::Rows(const RequestParams& params) const {
  try {
    return RowsOrError(params);
  } catch (const std::exception& e) {
    return ErrorResponse(500, std::string("internal error: ") + e.what());
  }
}

ApiResponse MatchExplorer::RowsOrError(const RequestParams& params) const {
  const auto match = Number(params, "match", "0");
  if (!match) return ErrorResponse(400, "match: expected a whole number (see /api/matches)");
  if (*match >= logs_.size())
    return ErrorResponse(404, "match " + std::to_string(*match) + ": no such match (see /api/matches)");
  const std::vector<LoggedBoard>& boards = logs_[*match].boards;
  const std::size_t pages = (boards.size() + kMatchPageRows - 1) / kMatchPageRows;
  const auto page = Number(params, "page", "0");
  if (!page || (*page >= pages && *page > 0))
    return ErrorResponse(400, "page: expected a whole number below " + std::to_string(pages));
  nlohmann::json rows = nlohmann::json::array();
  for (std::size_t i = *page * kMatchPageRows; i < std::min(boards.size(), (*page + 1) * kMatchPageRows); ++i)
    rows.push_back(BoardRowJson(boards[i]));
  return {200, {{"match", *match}, {"page", *page}, {"pages", pages}, {"rows", rows}}};
}

ApiResponse MatchExplorer::BoardOrError(const RequestParams& params) const {
  const auto number = [&](const std::string& name, const std::string& fallback) {
    return Number(params, name, fallback);
  };
  const auto match = number("match", "0");
  if (!match) return ErrorResponse(400, "match: expected a whole number (see /api/matches)");
  if (*match >= logs_.size())
    return ErrorResponse(404, "match " + std::to_string(*match) + ": no such match (see /api/matches)");
  const auto board = number("board", "");
  if (!board) return ErrorResponse(400, "board: expected a board number (see /api/matches)");
  const MatchLog& log = logs_[*match];
  const auto found = std::find_if(log.boards.begin(), log.boards.end(),
                                  [&](const LoggedBoard& b) { return b.board.number == *board; });
  if (found == log.boards.end())
    return ErrorResponse(404, "board " + std::to_string(*board) + ": not a board of this match");
  const auto index = static_cast<std::size_t>(found - log.boards.begin());
  const auto neighbour = [&](std::size_t at) -> nlohmann::json {
    return at < log.boards.size() ? nlohmann::json(log.boards[at].board.number) : nlohmann::json(nullptr);
  };
  const MatchBoard& b = found->board;
  const BoardResult& r = found->result;
  nlohmann::json hands;
  for (int s = 0; s < kNumSeats; ++s) hands[SeatText(SeatAt(s))] = HandJson(b.deal.hand(SeatAt(s)));
  const MatchSummary& s = log.summary;
  return {200,
          {{"match", *match},
           {"a", s.a},
           {"b", s.b},
           {"board", b.number},
           {"index", index},
           {"previous", index > 0 ? neighbour(index - 1) : nlohmann::json(nullptr)},
           {"next", neighbour(index + 1)},
           {"dealer", SeatText(b.dealer)},
           {"vulnerability", VulnerabilityName(b.vulnerability)},
           {"pbn", FormatDealPbn(b.deal)},
           {"hands", hands},
           {"dd", DdTableJson(b.table)},
           {"par", ParJson(r.par)},
           {"imps", r.imps},
           // Table 1 seats A North-South, table 2 seats B there.
           {"tables",
            {TableJson(r.tables[0], s.a, s.b, ReasonsJson(bidders_, b, r.tables[0], s.a, s.b)),
             TableJson(r.tables[1], s.b, s.a, ReasonsJson(bidders_, b, r.tables[1], s.b, s.a))}}}};
}

}  // namespace bidlab
