#include "dd/dds_solver.h"

#include <dds/dll.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "core/contract.h"
#include "core/error.h"

namespace bidlab {

namespace {

std::mutex& DdsMutex() {
  static std::mutex mutex;
  return mutex;
}

std::string DdsMessage(int code) {
  char line[80] = {};
  ErrorMessage(code, line);
  return "DDS error " + std::to_string(code) + ": " + line;
}

}  // namespace

int DdsSuitIndex(Suit s) { return 3 - ToInt(s); }
int DdsStrainIndex(Strain s) { return s == Strain::kNoTrump ? 4 : 3 - ToInt(s); }
int DdsHandIndex(Seat s) { return ToInt(s); }
unsigned DdsRankMask(unsigned bidlab_rank_mask) { return bidlab_rank_mask << 2; }

int DdsSolver::MaxBatch() { return MAXNOOFTABLES; }

DdsSolver::DdsSolver(int threads) {
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  threads_ = threads <= 0 ? cores : std::min(threads, cores);
}

std::vector<DoubleDummyTable> DdsSolver::Solve(std::span<const Deal> deals) const {
  std::vector<DoubleDummyTable> tables;
  tables.reserve(deals.size());
  // The structs are large (tens of kB); keep them off the stack.
  auto input = std::make_unique<ddTableDeals>();
  auto output = std::make_unique<ddTablesRes>();
  int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};  // solve all five strains

  std::lock_guard lock(DdsMutex());
  SetMaxThreads(threads_);
  for (std::size_t start = 0; start < deals.size(); start += MAXNOOFTABLES) {
    const std::size_t n = std::min<std::size_t>(MAXNOOFTABLES, deals.size() - start);
    input->noOfTables = static_cast<int>(n);
    for (std::size_t d = 0; d < n; ++d) {
      const Deal& deal = deals[start + d];
      for (int seat = 0; seat < kNumSeats; ++seat)
        for (int suit = 0; suit < kNumSuits; ++suit)
          input->deals[d].cards[DdsHandIndex(SeatAt(seat))][DdsSuitIndex(SuitAt(suit))] =
              DdsRankMask(deal.hand(SeatAt(seat)).SuitMask(SuitAt(suit)));
    }
    const int code = CalcAllTables(input.get(), -1, filter, output.get(), nullptr);
    if (code != RETURN_NO_FAULT) throw Error(DdsMessage(code));
    for (std::size_t d = 0; d < n; ++d) {
      DoubleDummyTable table;
      for (int seat = 0; seat < kNumSeats; ++seat)
        for (int strain = 0; strain < kNumStrains; ++strain)
          table.Set(SeatAt(seat), StrainAt(strain),
                    output->results[d].resTable[DdsStrainIndex(StrainAt(strain))][DdsHandIndex(SeatAt(seat))]);
      tables.push_back(table);
    }
  }
  return tables;
}

int DdsVulnerability(Vulnerability v) {
  switch (v) {
    case Vulnerability::kNone: return 0;
    case Vulnerability::kBoth: return 1;
    case Vulnerability::kNorthSouth: return 2;
    case Vulnerability::kEastWest: return 3;
  }
  return 0;
}

std::string ParContractName(const std::string& dds) {
  // Level, strain (C D H S N), "*" when doubled, "-", the declarer(s), then the result.
  const std::size_t dash = dds.find('-');
  const std::optional<Strain> strain = dds.size() > 3 ? ParseStrain(dds.substr(1, 1)) : std::nullopt;
  const std::string risk = dash == std::string::npos ? "" : dds.substr(2, dash - 2);
  if (!strain || dds[0] < '1' || dds[0] > '7' || dash == std::string::npos || (risk != "" && risk != "*")) return dds;
  const Doubling doubling = risk.empty() ? Doubling::kUndoubled : Doubling::kDoubled;
  const Contract contract = Contract::Of(Call::Bid(dds[0] - '0', *strain), Seat::kNorth, doubling);
  const std::size_t result = dds.find_first_of("+-", dash + 1);
  const std::string declarers =
      dds.substr(dash + 1, result == std::string::npos ? std::string::npos : result - dash - 1);
  return ContractBidName(contract) + " by " + declarers + (result == std::string::npos ? "" : " " + dds.substr(result));
}

std::string ParContractsText(const std::vector<std::string>& dds_contracts) {
  if (dds_contracts.empty()) return "passed out";
  std::string text;
  for (const std::string& c : dds_contracts) text += (text.empty() ? "" : ", ") + ParContractName(c);
  return text;
}

DoubleDummyPar ParOf(const DoubleDummyTable& table, Seat dealer, Vulnerability vulnerability) {
  ddTableResults results{};
  for (int seat = 0; seat < kNumSeats; ++seat)
    for (int strain = 0; strain < kNumStrains; ++strain)
      results.resTable[DdsStrainIndex(StrainAt(strain))][DdsHandIndex(SeatAt(seat))] =
          table.Tricks(SeatAt(seat), StrainAt(strain));
  parResultsDealer par{};
  // ~1 µs; serialised with the solver like every call into DDS.
  std::lock_guard lock(DdsMutex());
  const int code = ::DealerPar(&results, &par, DdsHandIndex(dealer), DdsVulnerability(vulnerability));
  if (code != RETURN_NO_FAULT) throw Error(DdsMessage(code));
  DoubleDummyPar result;
  result.score = par.score;
  for (int i = 0; i < par.number && i < 10; ++i) {
    const std::string contract(par.contracts[i], strnlen(par.contracts[i], sizeof par.contracts[i]));
    if (contract != "pass") result.contracts.push_back(contract);
  }
  return result;
}

double TimeBareDdsLoop(std::span<const Deal> deals, int threads) {
  std::vector<ddTableDeals> batches((deals.size() + MAXNOOFTABLES - 1) / MAXNOOFTABLES);
  for (std::size_t i = 0; i < deals.size(); ++i) {
    ddTableDeals& batch = batches[i / MAXNOOFTABLES];
    batch.noOfTables =
        static_cast<int>(std::min<std::size_t>(MAXNOOFTABLES, deals.size() - i / MAXNOOFTABLES * MAXNOOFTABLES));
    for (int seat = 0; seat < kNumSeats; ++seat)
      for (int suit = 0; suit < kNumSuits; ++suit)
        batch.deals[i % MAXNOOFTABLES].cards[seat][3 - suit] = deals[i].hand(SeatAt(seat)).SuitMask(SuitAt(suit)) << 2;
  }
  auto output = std::make_unique<ddTablesRes>();
  int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};
  std::lock_guard lock(DdsMutex());
  SetMaxThreads(DdsSolver(threads).threads());
  const auto start = std::chrono::steady_clock::now();
  for (ddTableDeals& batch : batches) {
    const int code = CalcAllTables(&batch, -1, filter, output.get(), nullptr);
    if (code != RETURN_NO_FAULT) throw Error(DdsMessage(code));
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace bidlab
