#include "experiments/experts/experts_par.h"

#include <memory>

#include "cluster/worker_threads.h"
#include "data/cost_vector.h"
#include "eval/contested_auction.h"

namespace bidlab {
namespace {

void Count(ParRow& row, const std::string& collection, int imps) {
  for (ParTally* tally : {&row.all, &row.by_collection[collection]}) {
    tally->tables++;
    tally->imps += imps;
    tally->at_par += imps == 0;
    tally->by_imps[imps]++;
  }
}

// |IMPs| from par of `bidder` bidding all four seats at each table.
std::vector<int> SelfPlay(const Bidder& bidder, const std::vector<ScoredTable>& tables, int threads) {
  std::vector<int> imps(tables.size());
  const std::size_t workers = WorkerCount(threads, tables.size(), 16);
  RunWorkers(workers, [&](std::size_t w) {
    const std::unique_ptr<Bidder> north_south = bidder.Clone(), east_west = bidder.Clone();
    const TableSeats seats{north_south.get(), east_west.get(), north_south.get(), east_west.get()};
    for (std::size_t i = w; i < tables.size() && !StopRequested(i); i += workers) {
      const ScoredTable& t = tables[i];
      const Auction auction = BidContested(seats, t.deal->deal, t.table->auction.dealer(), t.table->vulnerability, i);
      const int score = ScoreWithRealDeclarer(auction, t.dd, t.table->vulnerability).score;
      imps[i] = ImpsFromPar(score, t.par);
    }
  });
  return imps;
}

}  // namespace

std::vector<ParRow> DistanceFromPar(const std::vector<ScoredTable>& tables, const std::vector<const Bidder*>& four_seat,
                                    int threads) {
  std::vector<ParRow> rows;
  ParRow& experts = rows.emplace_back();
  experts.bidder = "experts";
  for (const ScoredTable& t : tables) Count(experts, t.table->collection, ImpsFromPar(t.score, t.par));
  for (const Bidder* bidder : four_seat) {
    const std::vector<int> imps = SelfPlay(*bidder, tables, threads);
    ParRow row;
    row.bidder = bidder->Name();
    for (std::size_t i = 0; i < tables.size(); ++i) Count(row, tables[i].table->collection, imps[i]);
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace bidlab
