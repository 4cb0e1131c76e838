#include "serve/match_explorer.h"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "core/error.h"
#include "experiments/number_text.h"
#include "io/pbn_deal.h"
#include "report/auction_grid.h"
#include "report/deal_view.h"

namespace bidlab {

namespace {

ApiResponse ErrorResponse(int status, const std::string& message) { return {status, {{"error", message}}}; }

std::string SeatText(Seat seat) { return std::string(1, SeatChar(seat)); }

// The result line `bidlab match` prints, from the same summary.
std::string ResultText(const MatchSummary& s) {
  return s.a + ": " + Signed(s.imps_per_board) + " IMPs/board ± " + Fixed(s.standard_error, 2) +
         " (standard error); 95% interval " + Signed(s.interval_low) + " … " + Signed(s.interval_high) + "; " +
         std::to_string(s.total_imps) + " IMPs in all over " + std::to_string(s.boards) + " boards";
}

nlohmann::json ParJson(const DoubleDummyPar& par) { return {{"score", par.score}, {"contracts", par.contracts}}; }

nlohmann::json BoardRowJson(const LoggedBoard& b) {
  nlohmann::json contracts = nlohmann::json::array(), scores = nlohmann::json::array();
  for (const TableResult& t : b.result.tables) {
    contracts.push_back(ContractName(t.contract));
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

nlohmann::json TableJson(const TableResult& t, const std::string& north_south, const std::string& east_west) {
  nlohmann::json j = {{"ns", north_south},
                      {"ew", east_west},
                      {"grid", AuctionGridJson(t.auction)},
                      {"contract", ContractName(t.contract)},
                      {"score", t.score}};
  if (!t.contract.IsPassedOut()) {
    j["declarer"] = SeatText(t.contract.declarer);
    j["tricks"] = t.tricks;
  }
  return j;
}

}  // namespace

MatchExplorer::MatchExplorer(std::vector<MatchLog> logs) : logs_(std::move(logs)) {}

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
    nlohmann::json boards = nlohmann::json::array();
    for (const LoggedBoard& b : log.boards) boards.push_back(BoardRowJson(b));
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
                       {"rows", boards}});
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

ApiResponse MatchExplorer::BoardOrError(const RequestParams& params) const {
  const auto number = [&](const std::string& name, const std::string& fallback) -> std::optional<std::uint64_t> {
    const auto it = params.find(name);
    const std::string text = it == params.end() || it->second.empty() ? fallback : it->second;
    if (text.empty() || text.size() > 19 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return std::nullopt;
    return std::stoull(text);
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
           {"dealer", SeatText(b.dealer)},
           {"vulnerability", VulnerabilityName(b.vulnerability)},
           {"pbn", FormatDealPbn(b.deal)},
           {"hands", hands},
           {"dd", DdTableJson(b.table)},
           {"par", ParJson(r.par)},
           {"imps", r.imps},
           // Table 1 seats A North-South, table 2 seats B there.
           {"tables", {TableJson(r.tables[0], s.a, s.b), TableJson(r.tables[1], s.b, s.a)}}}};
}

}  // namespace bidlab
