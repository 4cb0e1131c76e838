#include "eval/duplicate_match.h"

#include <cmath>
#include <exception>

#include "cluster/work_farm.h"
#include "cluster/worker_threads.h"
#include "core/error.h"
#include "core/imp.h"
#include "core/scoring.h"
#include "eval/contested_auction.h"
#include "eval/evaluate.h"
#include "eval/outcomes_across_ranks.h"
#include "eval/uncontested_seat.h"
#include "io/pbn_deal.h"

namespace bidlab {

TableResult ScoreAuction(Auction auction, const MatchBoard& board) {
  TableResult result;
  result.auction = std::move(auction);
  result.contract = FinalContract(result.auction);
  if (!result.contract.IsPassedOut())
    result.tricks = board.table.Tricks(result.contract.declarer, result.contract.strain);
  result.score = NorthSouthScore(result.contract, result.tricks, board.vulnerability);
  return result;
}

TableResult PlayTable(Bidder& north_south, Bidder& east_west, const MatchBoard& board) {
  return ScoreAuction(BidContested({&north_south, &east_west, &north_south, &east_west}, board.deal, board.dealer,
                                   board.vulnerability, board.number),
                      board);
}

namespace {

// A board's result from its two auctions (A N-S at the first table).
BoardResult ScoredBoard(const MatchBoard& board, Auction first, Auction second) {
  BoardResult result;
  result.tables[0] = ScoreAuction(std::move(first), board);
  result.tables[1] = ScoreAuction(std::move(second), board);
  result.par = ParOf(board.table, board.dealer, board.vulnerability);
  result.imps = Imps(result.tables[0].score - result.tables[1].score);
  result.hard = HardFactsOf(board, result.tables);
  return result;
}

BoardResult PlayBoard(Bidder& a, Bidder& b, const MatchBoard& board) {
  Auction first = PlayTable(a, b, board).auction;  // table 1 before table 2, as a user reads the log
  Auction second = PlayTable(b, a, board).auction;
  return ScoredBoard(board, std::move(first), std::move(second));
}

void Tally(TableTally& tally, const TableResult& table, bool a_is_north_south, int imps) {
  TableTally::Part* part = &tally.passed_out;
  if (!table.contract.IsPassedOut())
    part = IsNorthSouth(table.contract.declarer) == a_is_north_south ? &tally.declared_by_a : &tally.declared_by_b;
  ++part->boards;
  part->imps += imps;
  tally.doubled += table.contract.doubling == Doubling::kDoubled;
  tally.redoubled += table.contract.doubling == Doubling::kRedoubled;
  tally.slams += table.contract.level >= 6;
}

}  // namespace

MatchSummary SummariseMatch(const std::string& a, const std::string& b, const std::vector<BoardResult>& results) {
  MatchSummary s;
  s.a = a;
  s.b = b;
  s.boards = results.size();
  long a_par = 0, b_par = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const BoardResult& r = results[i];
    s.total_imps += r.imps;
    Tally(s.tables[0], r.tables[0], true, r.imps);
    Tally(s.tables[1], r.tables[1], false, r.imps);
    for (int t = 0; t < 2; ++t) {  // A sits North-South at table 1, B at table 2
      TallyDoubles(s.doubles[0], r.tables[t], r.par, t == 0);
      TallyDoubles(s.doubles[1], r.tables[t], r.par, t == 1);
      TallyHardDecisions(s.hard[0], r.tables[t], r.hard, t, t == 0);
      TallyHardDecisions(s.hard[1], r.tables[t], r.hard, t, t == 1);
    }
    const int par = r.par.score;
    a_par += Imps(r.tables[0].score - par) + Imps(par - r.tables[1].score);
    b_par += Imps(par - r.tables[0].score) + Imps(r.tables[1].score - par);
  }
  if (s.boards == 0) return s;
  const double n = static_cast<double>(s.boards);
  s.imps_per_board = static_cast<double>(s.total_imps) / n;
  double squares = 0;
  for (const BoardResult& r : results) squares += (r.imps - s.imps_per_board) * (r.imps - s.imps_per_board);
  s.standard_error = s.boards > 1 ? std::sqrt(squares / (n - 1)) / std::sqrt(n) : 0.0;
  s.interval_low = s.imps_per_board - 1.96 * s.standard_error;
  s.interval_high = s.imps_per_board + 1.96 * s.standard_error;
  s.a_against_par = static_cast<double>(a_par) / (2 * n);
  s.b_against_par = static_cast<double>(b_par) / (2 * n);
  return s;
}

namespace {

// Boards [begin, end) on `threads` threads, each with its own clones of A and B.
std::vector<BoardResult> PlayBoardsHere(const Bidder& a, const Bidder& b, const std::vector<MatchBoard>& boards,
                                        std::size_t begin, std::size_t end, int threads_wanted) {
  const std::size_t threads = WorkerCount(threads_wanted, end - begin, 1);
  std::vector<BoardResult> results(end - begin);
  RunWorkers(threads, [&](std::size_t t) {
    const std::unique_ptr<Bidder> a_seat = SeatAtContestedTable(a);
    const std::unique_ptr<Bidder> b_seat = SeatAtContestedTable(b);
    for (std::size_t i = begin + t; i < end && !StopRequested(i); i += threads) {
      try {
        results[i - begin] = PlayBoard(*a_seat, *b_seat, boards[i]);
      } catch (const IllegalCallError&) {
        throw;  // already names the board
      } catch (const StoppedError&) {
        throw;  // not this board's failure
      } catch (const Error& e) {
        throw Error("board " + std::to_string(boards[i].number) + ": " + e.what());
      }
    }
  });
  return results;
}

// Under mpirun the ranks share the boards; what travels is each board's two
// auctions ([u16 calls][each call's index] twice), and every rank scores
// them again (scoring and par are cheap beside bidding).
Bytes EncodeAuctions(const std::vector<BoardResult>& results) {
  Bytes out;
  for (const BoardResult& r : results)
    for (const TableResult& t : r.tables) {
      const std::size_t calls = t.auction.size();
      out.push_back(static_cast<std::uint8_t>(calls & 0xff));
      out.push_back(static_cast<std::uint8_t>(calls >> 8));
      for (const Call call : t.auction.calls()) out.push_back(static_cast<std::uint8_t>(call.index()));
    }
  return out;
}

std::vector<BoardResult> ResultsAcrossRanks(const Cluster& cluster, const Bidder& a, const Bidder& b,
                                            const std::vector<MatchBoard>& boards, int threads) {
  const Bytes all = RangesAcrossRanks(cluster, boards.size(), RankChunkSize(boards.size(), cluster.size()),
                                      [&](std::uint64_t begin, std::uint64_t end) {
                                        return EncodeAuctions(PlayBoardsHere(a, b, boards, begin, end, threads));
                                      });
  std::size_t at = 0;
  const auto next = [&] {
    if (at >= all.size()) throw Error("internal: a rank sent a truncated match");
    return all[at++];
  };
  std::vector<BoardResult> results(boards.size());
  for (std::size_t i = 0; i < boards.size(); ++i) {
    Auction auctions[2] = {Auction(boards[i].dealer), Auction(boards[i].dealer)};
    for (Auction& auction : auctions) {
      const std::size_t calls = next() | (static_cast<std::size_t>(next()) << 8);
      for (std::size_t c = 0; c < calls; ++c) auction.Add(Call::FromIndex(next()));
    }
    results[i] = ScoredBoard(boards[i], std::move(auctions[0]), std::move(auctions[1]));
  }
  if (at != all.size()) throw Error("internal: a rank sent more of a match than it played");
  return results;
}

}  // namespace

MatchResult PlayMatch(const Bidder& a, const Bidder& b, const std::vector<MatchBoard>& boards,
                      const MatchOptions& options) {
  const Cluster& cluster = Cluster::Current();
  std::vector<BoardResult> results = cluster.size() == 1
                                         ? PlayBoardsHere(a, b, boards, 0, boards.size(), options.threads)
                                         : ResultsAcrossRanks(cluster, a, b, boards, options.threads);
  MatchResult match;
  match.summary = SummariseMatch(SeatAtContestedTable(a)->Name(), SeatAtContestedTable(b)->Name(), results);
  match.boards = std::move(results);
  return match;
}

namespace {

nlohmann::json TableLogJson(const TableResult& t, const std::string& north_south, const std::string& east_west) {
  nlohmann::json calls = nlohmann::json::array();
  for (const Call call : t.auction.calls()) calls.push_back(CallName(call));
  nlohmann::json j = {{"ns", north_south},
                      {"ew", east_west},
                      {"auction", calls},
                      {"contract", FormatContractPbn(t.contract)},
                      {"score", t.score}};
  if (!t.contract.IsPassedOut()) {
    j["declarer"] = std::string(1, SeatChar(t.contract.declarer));
    j["tricks"] = t.tricks;
  }
  return j;
}

}  // namespace

nlohmann::json BoardLogJson(const MatchSummary& summary, const MatchBoard& board, const BoardResult& result) {
  nlohmann::json table = nlohmann::json::object();
  for (int s = 0; s < kNumSeats; ++s) {
    nlohmann::json row = nlohmann::json::object();
    for (int st = 0; st < kNumStrains; ++st)
      row[StrainName(StrainAt(st))] = board.table.Tricks(SeatAt(s), StrainAt(st));
    table[std::string(1, SeatChar(SeatAt(s)))] = row;
  }
  return {
      {"board", board.number},
      {"dealer", std::string(1, SeatChar(board.dealer))},
      {"vulnerable", VulnerabilityName(board.vulnerability)},
      {"deal", FormatDealPbn(board.deal)},
      {"dd_table", table},
      {"par", {{"score", result.par.score}, {"contracts", result.par.contracts}}},
      {"tables",
       {TableLogJson(result.tables[0], summary.a, summary.b), TableLogJson(result.tables[1], summary.b, summary.a)}},
      {"imps", result.imps}};
}

}  // namespace bidlab
