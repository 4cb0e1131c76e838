#include "eval/match_log.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <map>
#include <span>

#include "core/board.h"
#include "core/error.h"
#include "core/excerpt.h"
#include "core/imp.h"
#include "core/scoring.h"
#include "data/dataset_ops.h"
#include "io/bounded_file.h"
#include "io/bounded_json.h"
#include "io/pbn_deal.h"

namespace bidlab {

namespace {

using nlohmann::json;

// What is wrong with one line; ParseMatchLog adds the file and line number.
struct LineError {
  std::string what;
};

// A value as the message quotes it: its JSON, cut after 40 bytes (before a
// UTF-8 character that would not fit). ParseBoundedJson bounds its depth.
std::string Shown(const json& value) {
  const std::string text = value.dump();
  return text.size() <= 40 ? text : std::string(Utf8Prefix(text, 40)) + "…";
}

const json& Field(const json& object, const std::string& key, const std::string& where) {
  const auto it = object.find(key);
  if (it == object.end()) throw LineError{"no \"" + key + "\" field" + (where.empty() ? "" : " in " + where)};
  return *it;
}

std::string Named(const std::string& where, const std::string& key) { return where.empty() ? key : where + "." + key; }

long long Number(const json& object, const std::string& key, const std::string& where, long long low, long long high) {
  const json& value = Field(object, key, where);
  if (!value.is_number_integer() || value.get<long long>() < low || value.get<long long>() > high)
    throw LineError{Named(where, key) + ": expected a whole number from " + std::to_string(low) + " to " +
                    std::to_string(high) + ", found " + Shown(value)};
  return value.get<long long>();
}

std::string Text(const json& object, const std::string& key, const std::string& where) {
  const json& value = Field(object, key, where);
  if (!value.is_string()) throw LineError{Named(where, key) + ": expected a string, found " + Shown(value)};
  return value.get<std::string>();
}

Seat SeatField(const json& object, const std::string& key, const std::string& where) {
  const std::string text = Text(object, key, where);
  const auto seat = text.size() == 1 ? ParseSeat(text[0]) : std::nullopt;
  if (!seat) throw LineError{Named(where, key) + ": expected N, E, S or W, found " + QuotedExcerpt(text)};
  return *seat;
}

DoubleDummyTable TableField(const json& line) {
  const json& table = Field(line, "dd_table", "");
  if (!table.is_object()) throw LineError{"dd_table: expected an object of seats, found " + Shown(table)};
  DoubleDummyTable result;
  for (int s = 0; s < kNumSeats; ++s) {
    const std::string seat(1, SeatChar(SeatAt(s)));
    const json& row = Field(table, seat, "dd_table");
    if (!row.is_object()) throw LineError{"dd_table." + seat + ": expected an object of strains, found " + Shown(row)};
    for (int st = 0; st < kNumStrains; ++st)
      result.Set(SeatAt(s), StrainAt(st),
                 static_cast<int>(Number(row, StrainName(StrainAt(st)), "dd_table." + seat, 0, kCardsPerHand)));
  }
  return result;
}

// One table: its auction replayed from the dealer, and every figure derived
// from it compared with the one logged.
TableResult TableField(const json& logged, const std::string& where, const MatchBoard& board) {
  if (!logged.is_object()) throw LineError{where + ": expected an object, found " + Shown(logged)};
  TableResult t;
  t.auction = Auction(board.dealer);
  const json& calls = Field(logged, "auction", where);
  if (!calls.is_array()) throw LineError{where + ".auction: expected an array of calls, found " + Shown(calls)};
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const std::string at = where + ".auction[" + std::to_string(i) + "]";
    const auto call = calls[i].is_string() ? ParseCall(calls[i].get<std::string>()) : std::nullopt;
    if (!call) throw LineError{at + ": expected a call (PASS, 1C … 7NT, X, XX), found " + Shown(calls[i])};
    if (const std::string why = t.auction.WhyIllegal(*call); !why.empty())
      throw LineError{at + ": " + why + " (dealer " + SeatChar(board.dealer) + ")"};
    t.auction.Add(*call);
  }
  if (!t.auction.IsComplete()) throw LineError{where + ".auction: the auction is not over"};
  t.contract = FinalContract(t.auction);
  const std::string contract = Text(logged, "contract", where);
  if (contract != FormatContractPbn(t.contract))
    throw LineError{where + ".contract: expected \"" + FormatContractPbn(t.contract) +
                    "\" (what the auction reaches), found " + QuotedExcerpt(contract)};
  if (!t.contract.IsPassedOut()) {
    const Seat declarer = SeatField(logged, "declarer", where);
    if (declarer != t.contract.declarer)
      throw LineError{where + ".declarer: expected " + SeatChar(t.contract.declarer) + " (who first bid " +
                      StrainName(t.contract.strain) + " for the side), found " + SeatChar(declarer)};
    t.tricks = static_cast<int>(Number(logged, "tricks", where, 0, kCardsPerHand));
    const int dd = board.table.Tricks(declarer, t.contract.strain);
    if (t.tricks != dd)
      throw LineError{where + ".tricks: expected " + std::to_string(dd) + " (the double-dummy table's), found " +
                      std::to_string(t.tricks)};
  }
  t.score = static_cast<int>(Number(logged, "score", where, -10000, 10000));
  const int score = NorthSouthScore(t.contract, t.tricks, board.vulnerability);
  if (t.score != score)
    throw LineError{where + ".score: expected " + std::to_string(score) + " (North-South's score of " +
                    ContractName(t.contract) + ", vulnerable " + VulnerabilityName(board.vulnerability) + "), found " +
                    std::to_string(t.score)};
  return t;
}

struct Pairs {
  std::string a, b;
};

LoggedBoard BoardOf(const json& line, Pairs& pairs) {
  if (!line.is_object()) throw LineError{"expected a JSON object (one board), found " + Shown(line)};
  LoggedBoard logged;
  MatchBoard& board = logged.board;
  board.number = static_cast<std::uint64_t>(Number(line, "board", "", 1, 1LL << 53));
  board.dealer = SeatField(line, "dealer", "");
  const std::string vulnerable = Text(line, "vulnerable", "");
  const auto vulnerability = ParseVulnerability(vulnerable);
  if (!vulnerability)
    throw LineError{std::string("vulnerable: expected one of ") + kVulnerabilitySpellings + ", found " +
                    QuotedExcerpt(vulnerable)};
  board.vulnerability = *vulnerability;
  try {
    board.deal = ParseDealPbn(Text(line, "deal", ""));
  } catch (const Error& e) {
    throw LineError{std::string("deal: ") + e.what()};
  }
  board.table = TableField(line);

  BoardResult& result = logged.result;
  const json& tables = Field(line, "tables", "");
  if (!tables.is_array() || tables.size() != 2)
    throw LineError{"tables: expected an array of the two tables, found " + Shown(tables)};
  for (int i = 0; i < 2; ++i) result.tables[i] = TableField(tables[i], "tables[" + std::to_string(i) + "]", board);
  // Table 1 seats A North-South, table 2 seats B there.
  const Pairs here{Text(tables[0], "ns", "tables[0]"), Text(tables[0], "ew", "tables[0]")};
  if (Text(tables[1], "ns", "tables[1]") != here.b || Text(tables[1], "ew", "tables[1]") != here.a)
    throw LineError{"tables[1]: expected the pairs of table 1 swapped (ns " + QuotedExcerpt(here.b) + ", ew " +
                    QuotedExcerpt(here.a) + ")"};
  if (pairs.a.empty() && pairs.b.empty()) pairs = here;
  if (here.a != pairs.a || here.b != pairs.b)
    throw LineError{"tables[0]: expected the pairs of the first line (ns " + QuotedExcerpt(pairs.a) + ", ew " +
                    QuotedExcerpt(pairs.b) + "), found ns " + QuotedExcerpt(here.a) + ", ew " + QuotedExcerpt(here.b)};

  result.imps = static_cast<int>(Number(line, "imps", "", -24, 24));
  const int imps = Imps(result.tables[0].score - result.tables[1].score);
  if (result.imps != imps)
    throw LineError{"imps: expected " + std::to_string(imps) + " (IMPs of " + std::to_string(result.tables[0].score) +
                    " − " + std::to_string(result.tables[1].score) + "), found " + std::to_string(result.imps)};

  const json& par = Field(line, "par", "");
  if (!par.is_object()) throw LineError{"par: expected an object, found " + Shown(par)};
  result.par = ParOf(board.table, board.dealer, board.vulnerability);
  if (const int score = static_cast<int>(Number(par, "score", "par", -10000, 10000)); score != result.par.score)
    throw LineError{"par.score: expected " + std::to_string(result.par.score) +
                    " (par of the double-dummy table, dealer " + SeatChar(board.dealer) + "), found " +
                    std::to_string(score)};
  if (const json& contracts = Field(par, "contracts", "par"); contracts != json(result.par.contracts))
    throw LineError{"par.contracts: expected " + Shown(json(result.par.contracts)) + " (DDS's par contracts), found " +
                    Shown(contracts)};
  result.hard = HardFactsOf(board, result.tables);
  return logged;
}

// Reads a log line by line: each line checked as it comes, boards numbered
// once, the summary made when the last line is in.
class MatchLogReader {
 public:
  explicit MatchLogReader(const std::string& name) { log_.name = name; }

  void Add(std::string_view line, long number) {
    if (line.find_first_not_of(" \t\r") == std::string_view::npos)
      throw InputError(log_.name, number, "a blank line: expected one board a line, as `bidlab match --log` writes");
    json parsed;
    try {
      parsed = ParseBoundedJson(line);
    } catch (const JsonError& e) {
      throw InputError(log_.name, number, std::string("not JSON: ") + e.what());
    }
    try {
      LoggedBoard board = BoardOf(parsed, pairs_);
      board.line = number;
      if (const auto [at, fresh] = seen_.emplace(board.board.number, number); !fresh)
        throw LineError{"board " + std::to_string(board.board.number) + " again (first on line " +
                        std::to_string(at->second) + ")"};
      log_.boards.push_back(std::move(board));
    } catch (const LineError& e) {
      throw InputError(log_.name, number, e.what);
    }
  }

  MatchLog Finish() && {
    if (log_.boards.empty())
      throw InputError(log_.name, 0, "no boards: expected one JSON line a board, as `bidlab match --log` writes");
    std::vector<BoardResult> results;
    results.reserve(log_.boards.size());
    for (const LoggedBoard& b : log_.boards) results.push_back(b.result);
    log_.summary = SummariseMatch(pairs_.a, pairs_.b, results);
    return std::move(log_);
  }

 private:
  MatchLog log_;
  Pairs pairs_;
  std::map<std::uint64_t, long> seen_;  // board number -> its line
};

}  // namespace

MatchLog ParseMatchLog(std::string_view text, const std::string& name) {
  MatchLogReader reader(name);
  long number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    reader.Add(text.substr(0, end), ++number);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
  }
  return std::move(reader).Finish();
}

namespace {

// Throws at the first cell where the logged table differs from `reference`'s.
void RequireTable(const MatchLog& log, const LoggedBoard& logged, const DoubleDummyTable& reference,
                  const std::string& reference_name) {
  for (int s = 0; s < kNumSeats; ++s)
    for (int st = 0; st < kNumStrains; ++st) {
      const int stated = logged.board.table.Tricks(SeatAt(s), StrainAt(st));
      const int known = reference.Tricks(SeatAt(s), StrainAt(st));
      if (stated != known)
        throw InputError(log.name, logged.line,
                         std::string("dd_table.") + SeatChar(SeatAt(s)) + "." + StrainName(StrainAt(st)) + ": " +
                             std::to_string(stated) + " tricks, but " + reference_name + " makes it " +
                             std::to_string(known) +
                             " on the line's deal (the table every trick, score and par is checked against)");
    }
}

}  // namespace

std::vector<bool> CheckMatchLogTablesAgainst(const MatchLog& log, const Dataset& reference,
                                             const std::string& reference_name) {
  using Cards = std::array<std::uint64_t, kNumSeats>;  // a deal, by its hands' cards
  const auto cards_of = [](const Deal& deal) {
    Cards cards{};
    for (int s = 0; s < kNumSeats; ++s) cards[s] = deal.hand(SeatAt(s)).mask();
    return cards;
  };
  std::map<Cards, std::size_t> position;
  for (std::size_t i = 0; i < reference.records.size(); ++i) position.emplace(cards_of(reference.records[i].deal), i);
  std::vector<bool> found(log.boards.size(), false);
  for (std::size_t b = 0; b < log.boards.size(); ++b) {
    const auto it = position.find(cards_of(log.boards[b].board.deal));
    if (it == position.end()) continue;
    RequireTable(log, log.boards[b], reference.records[it->second].table, reference_name);
    found[b] = true;
  }
  return found;
}

std::size_t CheckMatchLogTables(const MatchLog& log, const DdsSolver& solver, std::size_t sample,
                                const MatchLogProgress& progress, const std::vector<bool>& skip) {
  std::vector<std::size_t> open;  // the boards to sample from
  for (std::size_t b = 0; b < log.boards.size(); ++b)
    if (skip.empty() || !skip[b]) open.push_back(b);
  std::vector<std::size_t> picked;
  for (const std::uint64_t k : EvenlySpread(open.size(), sample)) picked.push_back(open[k]);
  std::vector<Deal> deals;
  deals.reserve(picked.size());
  for (const std::size_t b : picked) deals.push_back(log.boards[b].board.deal);
  std::vector<DoubleDummyTable> solved;
  solved.reserve(deals.size());
  const std::size_t batch = static_cast<std::size_t>(DdsSolver::MaxBatch());
  for (std::size_t from = 0; from < deals.size(); from += batch) {
    const std::span<const Deal> part(deals.data() + from, std::min(batch, deals.size() - from));
    for (const DoubleDummyTable& table : solver.Solve(part)) solved.push_back(table);
    if (progress) progress(solved.size(), deals.size());
  }
  for (std::size_t k = 0; k < picked.size(); ++k) RequireTable(log, log.boards[picked[k]], solved[k], "DDS");
  return picked.size();
}

MatchLog ReadMatchLog(const std::string& path, const MatchLogProgress& progress) {
  BoundedFile file(path);
  MatchLogReader reader(path);
  long number = 0;
  while (const std::optional<std::string> line = file.ReadLine(kMaxMatchLogLineBytes, number + 1))
    reader.Add(*line, ++number);
  MatchLog log = std::move(reader).Finish();
  std::vector<bool> confirmed(log.boards.size(), false);
  for (const std::string& shipped : ShippedDatasetPaths()) {
    const std::vector<bool> found =
        CheckMatchLogTablesAgainst(log, LoadDataset(shipped), std::filesystem::path(shipped).filename().string());
    for (std::size_t b = 0; b < found.size(); ++b) confirmed[b] = confirmed[b] || found[b];
  }
  log.tables_shipped = static_cast<std::size_t>(std::count(confirmed.begin(), confirmed.end(), true));
  log.tables_resolved = CheckMatchLogTables(log, DdsSolver(), kMatchLogTablesResolved, progress, confirmed);
  return log;
}

std::string MatchLogChecked(const MatchLog& log) {
  const std::size_t unconfirmed = log.boards.size() - log.tables_shipped - log.tables_resolved;
  return std::to_string(log.boards.size()) +
         " boards, every line checked; double-dummy tables confirmed: " + std::to_string(log.tables_shipped) +
         " by the shipped data sets', " + std::to_string(log.tables_resolved) + " re-solved by DDS" +
         (unconfirmed > 0 ? ", " + std::to_string(unconfirmed) + " not re-solved" : "");
}

}  // namespace bidlab
