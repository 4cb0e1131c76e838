#include "experiments/one_deal/deal_costs.h"

#include <cstdio>

#include "core/board.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"
#include "io/pbn_reader.h"

namespace bidlab {

namespace {

nlohmann::json TableJson(const DoubleDummyTable& table) {
  nlohmann::json j = nlohmann::json::object();
  for (int s = 0; s < kNumSeats; ++s) {
    nlohmann::json row = nlohmann::json::object();
    for (int st = 0; st < kNumStrains; ++st) row[StrainName(StrainAt(st))] = table.Tricks(SeatAt(s), StrainAt(st));
    j[std::string(1, SeatChar(SeatAt(s)))] = row;
  }
  return j;
}

}  // namespace

BoardPar BoardParOf(const DoubleDummyTable& table, Seat dealer, Vulnerability vulnerability) {
  return {dealer, vulnerability, ParOf(table, dealer, vulnerability)};
}

std::string DealCostsText(const Deal& deal, const DoubleDummyTable& table, const CostVector& cv,
                          Vulnerability vulnerable, const BoardPar& par) {
  std::string out = FormatDealPbn(deal) + "\n\n        C  D  H  S NT\n";
  for (int s = 0; s < kNumSeats; ++s) {
    out += std::string("  ") + SeatChar(SeatAt(s)) + "  ";
    for (int st = 0; st < kNumStrains; ++st) {
      const int t = table.Tricks(SeatAt(s), StrainAt(st));
      out += (t < 10 ? "  " : " ") + std::to_string(t);
    }
    out += "\n";
  }
  out += std::string("\npar ") + std::to_string(par.par.score) + " for N-S (" + ParContractsText(par.par.contracts) +
         "; dealer " + SeatChar(par.dealer) + ", vulnerable " + VulnerabilityName(par.vulnerability) + ")\n";
  out += "\nbest N-S score " + std::to_string(cv.best) + " (vulnerable " + VulnerabilityName(vulnerable) +
         ")\n  call   score  cost\n";
  for (int c = 0; c < kNumFinalCalls; ++c) {
    char row[64];
    std::snprintf(row, sizeof row, "  %-5s %6d %5d\n", CallName(Call::FromIndex(c)).c_str(), cv.scores[c], cv.costs[c]);
    out += row;
  }
  return out;
}

nlohmann::json DealCostsJson(const Deal& deal, const DoubleDummyTable& table, const CostVector& cv,
                             Vulnerability vulnerable, const BoardPar& par) {
  return {{"deal", FormatDealPbn(deal)},
          {"vulnerable", VulnerabilityName(vulnerable)},
          {"table", TableJson(table)},
          {"best", cv.best},
          {"scores", cv.scores},
          {"costs", cv.costs},
          {"par",
           {{"score", par.par.score},
            {"contracts", par.par.contracts},
            {"dealer", std::string(1, SeatChar(par.dealer))},
            {"vulnerable", VulnerabilityName(par.vulnerability)}}}};
}

std::string DealCostsOfFile(const std::string& path, std::size_t board, std::optional<Vulnerability> vulnerable,
                            ImpScale scale, bool json) {
  Deal deal;
  DoubleDummyTable table;
  Seat dealer = Seat::kNorth;
  Vulnerability vulnerability = Vulnerability::kNone;
  if (EndsWith(path, ".pbn") || EndsWith(path, ".PBN")) {
    const auto boards = ReadPbnFile(path);
    if (board >= boards.size())
      throw Error(path + " has " + std::to_string(boards.size()) + " boards; --board must be below that");
    const PbnBoard& b = boards[board];
    if (!b.deal) throw InputError(path, b.line, "board " + b.board + " has no complete deal");
    deal = *b.deal;
    table = b.dd_table ? *b.dd_table : DdsSolver().Solve(std::vector<Deal>{deal})[0];
    dealer = b.dealer;
    vulnerability = b.vulnerability;
  } else {
    const Dataset data = LoadDataset(path);
    if (board >= data.records.size())
      throw Error(path + " has " + std::to_string(data.records.size()) + " deals; --board must be below that");
    deal = data.records[board].deal;
    table = data.records[board].table;
    dealer = BoardDealer(data.header.first + board + 1);  // deal i is board i + 1
    vulnerability = BoardVulnerability(data.header.first + board + 1);
  }
  const Vulnerability costs_vulnerability = vulnerable.value_or(Vulnerability::kNone);
  const CostVector cv = MakeCostVector(table, costs_vulnerability, scale);
  const BoardPar par = BoardParOf(table, dealer, vulnerable.value_or(vulnerability));
  return json ? DealCostsJson(deal, table, cv, costs_vulnerability, par).dump() + "\n"
              : DealCostsText(deal, table, cv, costs_vulnerability, par);
}

}  // namespace bidlab
