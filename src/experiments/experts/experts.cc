#include "experiments/experts/experts.h"

#include <algorithm>
#include <set>
#include <sstream>

#include "eval/evaluate.h"
#include "experiments/experts/experts_calls.h"
#include "experiments/experts/experts_par.h"
#include "experiments/experts/experts_yardstick.h"
#include "experiments/number_text.h"

namespace bidlab {
namespace {

constexpr ContractType kTypesPlayed[] = {ContractType::kPartial, ContractType::kGame, ContractType::kSlam,
                                         ContractType::kGrand};

std::string Percent(const AgreementTally& t) { return Fixed(100.0 * t.Share(), 1) + "%"; }

std::string RecordsMarkdown(const ExpertRecords& records) {
  std::ostringstream out;
  std::map<std::string, std::size_t> by_collection;
  for (const ExpertDeal& d : records.deals)
    for (const ExpertTable& t : d.tables) by_collection[t.collection]++;
  out << "Read: " << records.tables << " tables of " << records.deals.size() << " deals (";
  bool first = true;
  for (const auto& [collection, n] : by_collection) {
    out << (first ? "" : ", ") << collection << " " << n;
    first = false;
  }
  out << ").";
  if (records.passes_put_back > 0)
    out << " " << records.passes_put_back
        << " auctions written from the first bid, the dealer's opening passes left out (rpbridge.net's archive), "
           "were read with the passes put back that their Declarer tag needs.";
  if (!records.left_out.empty()) {
    out << " Left out:";
    first = true;
    for (const auto& [why, n] : records.left_out) {
      out << (first ? " " : "; ") << n << " with " << why;
      first = false;
    }
    out << ".";
  }
  out << "\n";
  return out.str();
}

std::string YardstickMarkdown(const YardstickResult& r) {
  std::ostringstream out;
  out << "\n## The uncontested yardstick on the tables where one side alone bid\n\n"
      << r.tables
      << " tables where the opponents passed throughout (passed-out boards left out), the side that bid turned to "
         "North-South. Each bidder bids the same hands from the table's dealer with its vulnerability, the "
         "opponents passing, through the one eval path; every contract is scored double-dummy by its real "
         "declarer (the experts': the contract their auction reached). Average cost in IMPs against the best "
         "contract of the side (the yardstick), lower is better; then by the experts' contract type.\n\n"
      << "| bidder | average cost |";
  for (const ContractType type : kTypesPlayed)
    out << " experts' " << ContractTypeName(type) << " (" << r.tables_by_type[static_cast<int>(type)] << ") |";
  out << "\n|---|---:|---:|---:|---:|---:|\n";
  for (const YardstickRow& row : r.rows) {
    out << "| " << row.bidder << " | " << Fixed(row.avg_cost) << " |";
    for (const ContractType type : kTypesPlayed)
      out << " " << Fixed(row.by_experts_type[static_cast<int>(type)].AverageCost(), 2) << " |";
    out << "\n";
  }
  return out.str();
}

std::string ParMarkdown(const std::vector<ParRow>& rows) {
  std::ostringstream out;
  out << "\n## Distance from double-dummy par\n\n"
         "Every table: |IMPs| between the North-South score of its contract (double-dummy, real declarer, "
         "doubling as bid) and the par score of its deal (DDS, the table's dealer and vulnerability). bidlab's "
         "four-seat bidders bid all four seats of the same boards (self-play). Lower is nearer par; par assumes "
         "both sides see all 52 cards, so a table can also beat it when the other side errs.\n\n"
         "| bidder | tables | average IMPs from par | at par |";
  std::set<std::string> collections;
  for (const auto& [name, tally] : rows.front().by_collection) collections.insert(name);
  for (const std::string& c : collections) out << " " << c << " |";
  out << "\n|---|---:|---:|---:|";
  for (std::size_t i = 0; i < collections.size(); ++i) out << "---:|";
  out << "\n";
  for (const ParRow& row : rows) {
    out << "| " << row.bidder << " | " << row.all.tables << " | " << Fixed(row.all.Average(), 2) << " | "
        << Fixed(100.0 * static_cast<double>(row.all.at_par) / static_cast<double>(row.all.tables), 1) << "% |";
    for (const std::string& c : collections) out << " " << Fixed(row.by_collection.at(c).Average(), 2) << " |";
    out << "\n";
  }
  return out.str();
}

std::string AgreementMarkdown(const std::vector<AgreementRow>& rows) {
  std::ostringstream out;
  out << "\n## The experts' calls\n\n"
         "How often each bidder, in the seat to call with its hand and the board's vulnerability, makes the "
         "experts' call given the real auction so far. Opening: nobody has bid yet (passing counts); first "
         "response: partner opened and the opponents passed; competitive: an opponent has made a call other "
         "than pass; other: the rest. Most decisions are passes; the last column counts only the decisions where the "
         "experts bid, doubled or redoubled. A bidder that does not compete sees its side's calls only (the "
         "uncontested adapter).\n\n| bidder |";
  for (int d = 0; d < kNumDecisions; ++d)
    out << " " << DecisionName(static_cast<Decision>(d)) << " (" << rows.front().by_decision[d].decisions << ") |";
  out << " all (" << rows.front().all.decisions << ") | the experts' calls other than pass ("
      << rows.front().experts_bid.decisions << ") |\n|---|---:|---:|---:|---:|---:|---:|\n";
  for (const AgreementRow& row : rows) {
    out << "| " << row.bidder << " |";
    for (const AgreementTally& t : row.by_decision) out << " " << Percent(t) << " |";
    out << " " << Percent(row.all) << " | " << Percent(row.experts_bid) << " |\n";
  }
  return out.str();
}

// The share of tables within k IMPs of par, k = 0 … 24: a curve a bidder
// (the report draws it).
nlohmann::json ParCurves(const std::vector<ParRow>& rows) {
  nlohmann::json curves = nlohmann::json::array();
  for (const ParRow& row : rows) {
    nlohmann::json x = nlohmann::json::array(), y = nlohmann::json::array();
    std::size_t within = 0;
    for (int k = 0; k <= kMaxImps; ++k) {
      within += row.all.by_imps[k];
      x.push_back(k);
      y.push_back(static_cast<double>(within) / static_cast<double>(std::max<std::size_t>(1, row.all.tables)));
    }
    curves.push_back({{"label", row.bidder},
                      {"x_label", "IMPs from double-dummy par"},
                      {"y_label", "share of tables within"},
                      {"iterations", x},
                      {"validation_cost", y}});
  }
  return curves;
}

nlohmann::json Json(const ExpertRecords& records, const YardstickResult& yardstick, const std::vector<ParRow>& par,
                    const std::vector<AgreementRow>& agreement) {
  nlohmann::json j;
  j["experiment"] = "experts";
  j["deals"] = records.deals.size();
  j["tables"] = records.tables;
  j["left_out"] = records.left_out;
  j["passes_put_back"] = records.passes_put_back;
  nlohmann::json& y = j["yardstick"];
  y["tables"] = yardstick.tables;
  for (const YardstickRow& row : yardstick.rows) {
    nlohmann::json r{{"bidder", row.bidder}, {"avg_cost", row.avg_cost}};
    for (const ContractType type : kTypesPlayed) {
      const TypeTally& t = row.by_experts_type[static_cast<int>(type)];
      r["by_experts_type"][ContractTypeName(type)] = {{"tables", t.deals}, {"avg_cost", t.AverageCost()}};
    }
    y["rows"].push_back(r);
  }
  for (const ParRow& row : par) {
    nlohmann::json r{{"bidder", row.bidder},
                     {"tables", row.all.tables},
                     {"avg_imps", row.all.Average()},
                     {"at_par", row.all.at_par}};
    for (const auto& [c, t] : row.by_collection)
      r["by_collection"][c] = {{"tables", t.tables}, {"avg_imps", t.Average()}};
    j["par"].push_back(r);
  }
  for (const AgreementRow& row : agreement) {
    nlohmann::json r{{"bidder", row.bidder},
                     {"decisions", row.all.decisions},
                     {"share", row.all.Share()},
                     {"experts_bid", {{"decisions", row.experts_bid.decisions}, {"share", row.experts_bid.Share()}}}};
    for (int d = 0; d < kNumDecisions; ++d)
      r["by_decision"][DecisionName(static_cast<Decision>(d))] = {{"decisions", row.by_decision[d].decisions},
                                                                  {"share", row.by_decision[d].Share()}};
    j["agreement"].push_back(r);
  }
  j["curves"] = ParCurves(par);
  return j;
}

}  // namespace

ExperimentOutput RunExperts(const ExpertRecords& records, const std::vector<DoubleDummyTable>& tables,
                            const std::vector<const Bidder*>& bidders, const ExpertsOptions& options,
                            std::ostream& log) {
  const std::vector<ScoredTable> scored = ScoreExpertTables(records, tables);
  log << "experts: the uncontested yardstick\n";
  const YardstickResult yardstick = UncontestedYardstick(scored, bidders, options.threads);
  std::vector<const Bidder*> four_seat;
  for (const Bidder* b : bidders)
    if (b->Competes()) four_seat.push_back(b);
  log << "experts: distance from par, " << four_seat.size() << " four-seat bidders in self-play\n";
  const std::vector<ParRow> par = DistanceFromPar(scored, four_seat, options.threads);
  log << "experts: the experts' calls\n";
  const std::vector<AgreementRow> agreement = AgreementWithExperts(scored, bidders, options.threads);

  ExperimentOutput output;
  output.name = "experts";
  output.markdown =
      "# The experts' auctions on the yardstick\n\n"
      "Real boards bid by people: the ETC 1999 and EYC 2000 vugraph records, world-class matches "
      "(rpbridge.net's archive), RealBridge 2021 and BBO vugraph files in LIN, each table with its auction, "
      "dealer and vulnerability; a deal played in both rooms is one deal with two tables, solved double-dummy "
      "once. Nothing was trained or chosen on these boards.\n\n" +
      RecordsMarkdown(records) + YardstickMarkdown(yardstick) + ParMarkdown(par) + AgreementMarkdown(agreement);
  output.json = Json(records, yardstick, par, agreement);
  return output;
}

}  // namespace bidlab
