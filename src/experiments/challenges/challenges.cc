#include "experiments/challenges/challenges.h"

#include <algorithm>
#include <map>
#include <optional>
#include <sstream>

#include "core/call_text.h"
#include "core/contract.h"
#include "core/error.h"
#include "data/cost_vector.h"

namespace bidlab {
namespace {

// The experts' best contract: the first their table gives the most points.
const FacitEntry& ExpertsBest(const FacitBoard& b) {
  return *std::max_element(b.table.begin(), b.table.end(),
                           [](const FacitEntry& x, const FacitEntry& y) { return x.points < y.points; });
}

std::string EntryName(const FacitEntry& e) {
  static constexpr const char* kRisk[kNumDoublings] = {"", "X", "XX"};
  return CallSymbolName(e.bid) + kRisk[ToInt(e.doubling)] +
         (e.declarer ? std::string(" by ") + SeatChar(*e.declarer) : "");
}

// The group of a board by its experts' best contract: the contract type, or
// DEFENCE when East or West declares it.
std::string BestGroup(const FacitBoard& b) {
  const FacitEntry& best = ExpertsBest(b);
  if (best.declarer && !IsNorthSouth(*best.declarer)) return "DEFENCE";
  return ContractTypeName(ContractTypeOf(best.bid));
}

// The double-dummy best contract: its call, declared by the better of North
// and South.
Contract DoubleDummyContract(const ChallengeSet& set, std::size_t i, Call call) {
  return AssumedContract(call, set.tables[i]);
}

bool SameAsExperts(const FacitBoard& b, const Contract& contract) {
  const FacitEntry& best = ExpertsBest(b);
  return best.bid == contract.bid() && best.doubling == Doubling::kUndoubled &&
         (!best.declarer || *best.declarer == contract.declarer);
}

std::string Cell(int points, int maximum) { return std::to_string(points) + " of " + std::to_string(maximum); }

struct SetScores {
  const ChallengeSet* set;
  std::vector<FacitResult> bidders;
  std::vector<const RobotResult*> robots;
  std::vector<Contract> dd_best;  // a board each
  std::vector<int> dd_points;
  int dd_total = 0;
  std::vector<int> apriori_points = {};  // a board each; empty when not asked for
};

std::string APrioriName(const ChallengeSet& set) {
  return "a-priori optimum (" + std::to_string(set.layouts) + " layouts)";
}

int RobotTotal(const RobotResult& r) { return *r.boards.back().running_score; }

// A column of the tables below: a bidder, the double-dummy best or a robot,
// with its points a board.
struct Column {
  std::string name;
  std::vector<int> points;
};

std::vector<Column> Columns(const SetScores& s, bool with_double_dummy) {
  std::vector<Column> columns;
  for (const FacitResult& r : s.bidders) {
    Column& c = columns.emplace_back(Column{r.bidder, {}});
    for (const FacitBoardResult& b : r.boards) c.points.push_back(b.points);
  }
  if (with_double_dummy) columns.push_back({"double-dummy best", s.dd_points});
  if (with_double_dummy && !s.apriori_points.empty()) columns.push_back({APrioriName(*s.set), s.apriori_points});
  for (const RobotResult* r : s.robots) {
    Column& c = columns.emplace_back(Column{r->name, {}});
    for (const FacitBoard& b : r->boards) c.points.push_back(*b.published_points);
  }
  return columns;
}

int Sum(const std::vector<int>& points, const std::vector<std::size_t>& boards) {
  int sum = 0;
  for (const std::size_t i : boards) sum += points[i];
  return sum;
}

// Points lost, by the type of the experts' best contract: a group each, with
// its boards and each column's points lost there.
struct LossGroup {
  std::string group;
  std::vector<std::size_t> boards;
};

std::vector<LossGroup> LossGroups(const SetScores& s) {
  std::vector<LossGroup> groups;
  for (const char* group : {"PARTIAL", "GAME", "SLAM", "GRAND", "DEFENCE"}) {
    LossGroup g{group, {}};
    for (std::size_t i = 0; i < s.set->boards.size(); ++i)
      if (BestGroup(s.set->boards[i]) == group) g.boards.push_back(i);
    if (!g.boards.empty()) groups.push_back(g);
  }
  return groups;
}

int Lost(const Column& c, const LossGroup& g) {
  return kFacitTop * static_cast<int>(g.boards.size()) - Sum(c.points, g.boards);
}

std::string LossByTypeMarkdown(const SetScores& s) {
  const std::vector<Column> columns = Columns(s, true);
  std::ostringstream out;
  out << "\n### " << s.set->name << ": points lost, by the experts' best contract\n\n| experts' best | boards |";
  for (const Column& c : columns) out << " " << c.name << " |";
  out << "\n|---|---:|";
  for (std::size_t i = 0; i < columns.size(); ++i) out << "---:|";
  out << "\n";
  for (const LossGroup& g : LossGroups(s)) {
    out << "| " << g.group << " | " << g.boards.size() << " |";
    for (const Column& c : columns) out << " " << Lost(c, g) << " |";
    out << "\n";
  }
  return out.str();
}

// A finer group than BestGroup: games and slams by strain.
std::string FineGroup(const FacitBoard& b) {
  const std::string group = BestGroup(b);
  if (group != "GAME" && group != "SLAM") return group;
  const Strain strain = ExpertsBest(b).bid.strain();
  const char* kind = strain == Strain::kNoTrump                               ? "in NT"
                     : strain == Strain::kSpades || strain == Strain::kHearts ? "in a major"
                                                                              : "in a minor";
  return group + " " + kind;
}

constexpr const char* kFineGroups[] = {"PARTIAL",         "GAME in NT", "GAME in a major",
                                       "GAME in a minor", "SLAM in NT", "SLAM in a major",
                                       "SLAM in a minor", "GRAND",      "DEFENCE"};

std::vector<std::size_t> FineGroupBoards(const SetScores& s, const std::string& group) {
  std::vector<std::size_t> boards;
  for (std::size_t i = 0; i < s.set->boards.size(); ++i)
    if (FineGroup(s.set->boards[i]) == group) boards.push_back(i);
  return boards;
}

// The a-priori optimum's column first, then the bidders' and the robots'.
std::vector<Column> APrioriColumns(const SetScores& s) {
  std::vector<Column> columns = Columns(s, false);
  columns.insert(columns.begin(), Column{APrioriName(*s.set), s.apriori_points});
  return columns;
}

int APrioriAgreement(const SetScores& s) {
  int agree = 0;
  for (std::size_t i = 0; i < s.set->boards.size(); ++i)
    agree += SameAsExperts(s.set->boards[i], s.set->apriori[i].contract);
  return agree;
}

// Where the a-priori optimum's points go beside each bidder's and robot's:
// their points (not points lost) by the experts' best contract, games and
// slams by strain.
std::string APrioriGroupsMarkdown(const SetScores& s) {
  if (s.apriori_points.empty()) return {};
  const std::vector<Column> columns = APrioriColumns(s);
  std::ostringstream out;
  out << "\n### " << s.set->name << ": points against the a-priori optimum, by the experts' best contract\n\n"
      << "Points earned (of 10 a board); the a-priori optimum first (" << s.set->layouts
      << " layouts a board of East-West's cards, seed " << s.set->layout_seed
      << "): what bidding that sees both North-South hands but not East-West's could earn.\n\n"
         "| experts' best | boards |";
  for (const Column& c : columns) out << " " << c.name << " |";
  out << "\n|---|---:|";
  for (std::size_t i = 0; i < columns.size(); ++i) out << "---:|";
  out << "\n";
  for (const char* group : kFineGroups) {
    const std::vector<std::size_t> boards = FineGroupBoards(s, group);
    if (boards.empty()) continue;
    out << "| " << group << " | " << boards.size() << " |";
    for (const Column& c : columns) out << " " << Sum(c.points, boards) << " |";
    out << "\n";
  }
  out << "\nThe a-priori optimum is the experts' best contract on " << APrioriAgreement(s) << " of "
      << s.set->boards.size() << " boards.\n";
  return out.str();
}

// The boards where the double-dummy best contract is the experts' best, and
// the others.
struct Agreement {
  std::vector<std::size_t> agree, differ;
  int dd_zero = 0;  // boards where the experts' table gives the double-dummy best 0
};

Agreement DoubleDummyAgreement(const SetScores& s) {
  Agreement a;
  for (std::size_t i = 0; i < s.set->boards.size(); ++i) {
    (SameAsExperts(s.set->boards[i], s.dd_best[i]) ? a.agree : a.differ).push_back(i);
    a.dd_zero += s.dd_points[i] == 0;
  }
  return a;
}

// How often the double-dummy best contract is the experts' best, and what
// each bidder earns where the two agree and where they do not.
std::string DoubleDummyMarkdown(const SetScores& s) {
  const Agreement a = DoubleDummyAgreement(s);
  std::ostringstream out;
  out << "\n### " << s.set->name << ": double-dummy against the table\n\n"
      << "The double-dummy best contract is the experts' best on " << a.agree.size() << " of " << s.set->boards.size()
      << " boards; on " << a.dd_zero << " the experts' table gives it 0 points (not listed).\n\n"
      << "| bidder | points where they agree (of " << kFacitTop * a.agree.size() << ") | where they differ (of "
      << kFacitTop * a.differ.size() << ") |\n|---|---:|---:|\n";
  for (const Column& c : Columns(s, false))
    out << "| " << c.name << " | " << Sum(c.points, a.agree) << " | " << Sum(c.points, a.differ) << " |\n";
  return out.str();
}

// The two tables above as JSON (what the manual quotes).
nlohmann::json WherePointsGoJson(const SetScores& s) {
  nlohmann::json lost = nlohmann::json::object();
  const std::vector<Column> columns = Columns(s, true);
  for (const LossGroup& g : LossGroups(s)) {
    nlohmann::json& group = lost[g.group];
    group["boards"] = g.boards.size();
    for (const Column& c : columns) group["lost"][c.name] = Lost(c, g);
  }
  const Agreement a = DoubleDummyAgreement(s);
  nlohmann::json agreement{{"agree", a.agree.size()}, {"differ", a.differ.size()}, {"dd_zero", a.dd_zero}};
  for (const Column& c : Columns(s, false))
    agreement["points"][c.name] = {{"agree", Sum(c.points, a.agree)}, {"differ", Sum(c.points, a.differ)}};
  return {{"lost_by_experts_best", lost}, {"double_dummy_against_table", agreement}};
}

// The a-priori optimum of every board (null when not asked for).
nlohmann::json APrioriJson(const SetScores& s) {
  if (s.apriori_points.empty()) return nullptr;
  nlohmann::json boards = nlohmann::json::array();
  int total = 0;
  for (std::size_t i = 0; i < s.apriori_points.size(); ++i) {
    total += s.apriori_points[i];
    boards.push_back({{"board", s.set->boards[i].board},
                      {"contract", ContractName(s.set->apriori[i].contract)},
                      {"expected_cost", s.set->apriori[i].cost},
                      {"points", s.apriori_points[i]}});
  }
  nlohmann::json groups = nlohmann::json::object();
  for (const char* group : kFineGroups) {
    const std::vector<std::size_t> in_group = FineGroupBoards(s, group);
    if (in_group.empty()) continue;
    groups[group]["boards"] = in_group.size();
    for (const Column& c : APrioriColumns(s)) groups[group]["points"][c.name] = Sum(c.points, in_group);
  }
  return {{"layouts", s.set->layouts},
          {"seed", s.set->layout_seed},
          {"points", total},
          {"experts_best_agrees", APrioriAgreement(s)},
          {"points_by_experts_best", groups},
          {"boards", boards}};
}

// The boards where bidlab's bidders fall furthest behind the best robot.
std::string CostliestBoardsMarkdown(const SetScores& s, std::size_t count) {
  if (s.robots.empty() || s.bidders.empty()) return {};
  std::vector<std::pair<double, std::size_t>> gaps;
  for (std::size_t i = 0; i < s.set->boards.size(); ++i) {
    int robot_best = 0;
    for (const RobotResult* r : s.robots) robot_best = std::max(robot_best, *r->boards[i].published_points);
    double ours = 0;
    for (const FacitResult& r : s.bidders) ours += r.boards[i].points;
    gaps.emplace_back(robot_best - ours / static_cast<double>(s.bidders.size()), i);
  }
  std::stable_sort(gaps.begin(), gaps.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::ostringstream out;
  out << "\n### " << s.set->name << ": the " << count
      << " boards where bidlab's bidders fall furthest behind the best robot\n\n"
      << "Each cell: final contract (points); * marks a board whose challenge has East-West bidding.\n\n"
      << "| board | experts' best | double-dummy best |";
  for (const FacitResult& r : s.bidders) out << " " << r.bidder << " |";
  for (const RobotResult* r : s.robots) out << " " << r->name << " |";
  out << "\n|---|---|---|";
  for (std::size_t i = 0; i < s.bidders.size() + s.robots.size(); ++i) out << "---|";
  out << "\n";
  for (std::size_t k = 0; k < std::min(count, gaps.size()); ++k) {
    const std::size_t i = gaps[k].second;
    const FacitBoard& b = s.set->boards[i];
    out << "| " << b.board << (b.opponents_bid ? "*" : "") << " | " << EntryName(ExpertsBest(b)) << " | "
        << ContractName(s.dd_best[i]) << " (" << s.dd_points[i] << ") |";
    for (const FacitResult& r : s.bidders)
      out << " " << ContractName(r.boards[i].contract) << " (" << r.boards[i].points << ") |";
    for (const RobotResult* r : s.robots)
      out << " " << RobotContractName(r->boards[i].contract, r->boards[i].declarer) << " ("
          << *r->boards[i].published_points << ") |";
    out << "\n";
  }
  return out.str();
}

// Points lost so far, board by board: a curve a bidder and robot, a panel a set.
nlohmann::json Curves(const std::vector<SetScores>& sets) {
  nlohmann::json curves = nlohmann::json::array();
  auto add = [&](const std::string& panel, const std::string& label, const std::vector<int>& points) {
    nlohmann::json x = nlohmann::json::array(), y = nlohmann::json::array();
    int lost = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
      lost += kFacitTop - points[i];
      x.push_back(i + 1);
      y.push_back(lost);
    }
    curves.push_back({{"label", label},
                      {"panel", panel},
                      {"x_label", "board"},
                      {"y_label", "points lost so far"},
                      {"iterations", x},
                      {"validation_cost", y}});
  };
  for (const SetScores& s : sets) {
    for (const FacitResult& r : s.bidders) {
      std::vector<int> points;
      for (const FacitBoardResult& b : r.boards) points.push_back(b.points);
      add(s.set->name, r.bidder, points);
    }
    for (const RobotResult* r : s.robots) {
      std::vector<int> points;
      for (const FacitBoard& b : r->boards) points.push_back(*b.published_points);
      add(s.set->name, r->name, points);
    }
  }
  return curves;
}

}  // namespace

std::string RobotContractName(const std::string& contract, const std::string& declarer) {
  const std::size_t risk = contract.find_first_of("Xx*");
  const std::optional<Call> bid = ParseCall(contract.substr(0, risk));
  if (!bid || !bid->IsBid()) return contract + (declarer.empty() ? "" : " " + declarer);
  const std::string doubled = risk == std::string::npos ? "" : contract.size() - risk > 1 ? "XX" : "X";
  return CallSymbolName(*bid) + doubled + (declarer.empty() ? "" : " by " + declarer);
}

RobotResult RobotResultOf(const std::string& file_stem, std::vector<FacitBoard> boards,
                          const std::vector<ChallengeSet>& sets) {
  for (const ChallengeSet& set : sets) {
    if (!file_stem.starts_with(set.name + "-")) continue;
    if (boards.size() != set.boards.size())
      throw Error(file_stem + " has " + std::to_string(boards.size()) + " boards, " + set.name + " " +
                  std::to_string(set.boards.size()));
    for (std::size_t i = 0; i < boards.size(); ++i) {
      if (boards[i].deal != set.boards[i].deal)
        throw Error(file_stem + ": board " + boards[i].board + " is not " + set.name + "'s board " +
                    set.boards[i].board);
      if (!boards[i].published_points)
        throw Error(file_stem + ": board " + boards[i].board + " has no \"Facit Score\"");
    }
    if (boards.empty() || !boards.back().running_score)
      throw Error(file_stem + ": its last board has no \"Running Score\"");
    int sum = 0;
    for (const FacitBoard& b : boards) sum += *b.published_points;
    if (sum != *boards.back().running_score)
      throw Error(file_stem + ": its boards' \"Facit Score\" add up to " + std::to_string(sum) +
                  ", its \"Running Score\" says " + std::to_string(*boards.back().running_score));
    return {file_stem.substr(set.name.size() + 1), set.name, std::move(boards)};
  }
  throw Error(file_stem + " is named after no challenge set (expected SET-ROBOT.pbn)");
}

Call DoubleDummyBestCall(const DoubleDummyTable& table, Vulnerability vulnerability) {
  const CostVector cost = MakeCostVector(table, vulnerability);
  return Call::FromIndex(static_cast<int>(std::min_element(cost.costs.begin(), cost.costs.end()) - cost.costs.begin()));
}

ExperimentOutput RunChallenges(const std::vector<ChallengeSet>& sets, const std::vector<RobotResult>& robots,
                               const std::vector<const Bidder*>& bidders, const std::vector<std::string>& unread,
                               int threads, std::ostream& log) {
  std::vector<SetScores> scores;
  for (const ChallengeSet& set : sets) {
    SetScores s{&set, {}, {}, {}, {}, 0};
    for (const Bidder* bidder : bidders) {
      log << "challenges: " << bidder->Name() << " on " << set.name << "\n";
      s.bidders.push_back(EvaluateFacit(*bidder, set.boards, set.name, threads));
    }
    for (const RobotResult& r : robots)
      if (r.challenge == set.name) s.robots.push_back(&r);
    for (std::size_t i = 0; i < set.boards.size(); ++i) {
      s.dd_best.push_back(DoubleDummyContract(set, i, DoubleDummyBestCall(set.tables[i], set.boards[i].vulnerability)));
      s.dd_points.push_back(FacitPoints(set.boards[i].table, s.dd_best.back()));
      s.dd_total += s.dd_points.back();
    }
    for (std::size_t i = 0; i < set.apriori.size(); ++i)
      s.apriori_points.push_back(FacitPoints(set.boards[i].table, set.apriori[i].contract));
    scores.push_back(std::move(s));
  }

  std::ostringstream md;
  md << "# Bidding challenges scored by experts\n\n"
        "Richard Pavlicek's bidding challenges: each board's table gives 10 points to the experts' best contract, "
        "fewer to the other contracts it lists, 0 to any other contract and to a pass-out; 10 a board is perfect. "
        "bidlab's bidders bid each board from its dealer with its vulnerability, East-West passing (`bidlab eval "
        "--facit`). The robots' points are those their own published auctions earned, read from their result "
        "files. The double-dummy row bids the yardstick's best contract on every board (assumed declarer, the "
        "board's vulnerability): what a perfect double-dummy bidder earns here, though no bidder can know the actual "
        "layout. The a-priori "
        "optimum bids, on every board, the North-South contract (North or South declaring) of least expected IMP cost "
        "over random layouts of East-West's cards, North and South's hands as dealt, each layout solved "
        "double-dummy: what a bidder that sees both North-South hands could know. Nothing was trained, chosen or "
        "tuned on these boards or on the experts' tables: they are test sets. On the boards marked as having East-West "
        "bidding the challenge sets East-West's calls "
        "(\"AC 4S AC Pass\": AC is any call of North-South) and the robots bid against them, while bidlab's "
        "bidders bid with East-West passing: the second column of each set counts only the boards where East-West "
        "pass in the challenge too.\n\n| bidder |";
  for (const SetScores& s : scores) md << " " << s.set->name << " | " << s.set->name << ", East-West silent |";
  // A challenge set that could not be read keeps its column; why is said below the table.
  std::vector<std::string> unread_sets;
  for (const std::string& why : unread) {
    const std::string file = why.substr(0, why.find(':'));
    const std::string stem = file.substr(0, file.rfind('.'));
    if (stem.find('-') != std::string::npos) continue;  // a robot's result file
    unread_sets.push_back(stem);
    md << " " << stem << " (not read: below) |";
  }
  md << "\n|---|";
  for (std::size_t i = 0; i < scores.size(); ++i) md << "---:|---:|";
  for (std::size_t i = 0; i < unread_sets.size(); ++i) md << "---|";
  md << "\n";
  const std::string unread_cells = [&] {
    std::string cells;
    for (std::size_t i = 0; i < unread_sets.size(); ++i) cells += " — |";
    return cells;
  }();
  // Total and East-West-silent total of a set's per-board points; "—" without.
  auto cells = [](const SetScores& s, const std::vector<int>* points) {
    if (!points) return std::string(" — | — |");
    int all = 0, silent = 0, silent_max = 0;
    for (std::size_t i = 0; i < points->size(); ++i) {
      all += (*points)[i];
      if (!s.set->boards[i].opponents_bid) silent += (*points)[i], silent_max += kFacitTop;
    }
    return " " + Cell(all, kFacitTop * static_cast<int>(points->size())) + " | " + Cell(silent, silent_max) + " |";
  };
  for (std::size_t b = 0; b < bidders.size(); ++b) {
    md << "| " << bidders[b]->Name() << " |";
    for (const SetScores& s : scores) {
      std::vector<int> points;
      for (const FacitBoardResult& r : s.bidders[b].boards) points.push_back(r.points);
      md << cells(s, &points);
    }
    md << unread_cells << "\n";
  }
  md << "| double-dummy best contract |";
  for (const SetScores& s : scores) md << cells(s, &s.dd_points);
  md << unread_cells << "\n";
  for (const SetScores& s : scores) {  // a row a set that has one: each names its own layouts
    if (s.apriori_points.empty()) continue;
    md << "| " << APrioriName(*s.set) << " |";
    for (const SetScores& other : scores) md << cells(other, &other == &s ? &s.apriori_points : nullptr);
    md << unread_cells << "\n";
  }
  for (const RobotResult& r : robots) {
    md << "| robot: " << r.name << " (published auctions) |";
    std::vector<int> points;
    for (const FacitBoard& b : r.boards) points.push_back(*b.published_points);
    for (const SetScores& s : scores) md << cells(s, r.challenge == s.set->name ? &points : nullptr);
    md << unread_cells << "\n";
  }
  if (!unread.empty()) {
    md << "\nLeft out, their score tables cannot be read as written:\n\n";
    for (const std::string& why : unread) md << "- " << why << "\n";
  }
  for (const SetScores& s : scores)
    for (const FacitBoard& b : s.set->boards)
      for (const std::string& w : b.warnings) md << "\n- " << s.set->name << ", board " << b.board << ": " << w << "\n";
  md << "\n## Where the points go\n";
  for (const SetScores& s : scores)
    md << LossByTypeMarkdown(s) << APrioriGroupsMarkdown(s) << DoubleDummyMarkdown(s) << CostliestBoardsMarkdown(s, 12);

  nlohmann::json sets_json = nlohmann::json::array();
  for (const SetScores& s : scores) {
    nlohmann::json bidders_json = nlohmann::json::array(), robots_json = nlohmann::json::array(),
                   dd = nlohmann::json::array();
    for (const FacitResult& r : s.bidders) bidders_json.push_back(FacitResultJson(r));
    for (const RobotResult* r : s.robots) {
      nlohmann::json boards = nlohmann::json::array();
      for (const FacitBoard& b : r->boards)
        boards.push_back(
            {{"board", b.board}, {"contract", b.contract}, {"declarer", b.declarer}, {"points", *b.published_points}});
      robots_json.push_back({{"robot", r->name}, {"points", RobotTotal(*r)}, {"boards", boards}});
    }
    for (std::size_t i = 0; i < s.dd_best.size(); ++i)
      dd.push_back({{"board", s.set->boards[i].board},
                    {"contract", ContractName(s.dd_best[i])},
                    {"points", s.dd_points[i]},
                    {"experts_best", EntryName(ExpertsBest(s.set->boards[i]))}});
    sets_json.push_back({{"name", s.set->name},
                         {"boards", s.set->boards.size()},
                         {"maximum", kFacitTop * s.set->boards.size()},
                         {"bidders", bidders_json},
                         {"robots", robots_json},
                         {"double_dummy", {{"points", s.dd_total}, {"boards", dd}}},
                         {"a_priori", APrioriJson(s)},
                         {"where_points_go", WherePointsGoJson(s)}});
  }
  ExperimentOutput out;
  out.name = "challenges";
  out.markdown = md.str();
  out.json = {{"experiment", "challenges"}, {"sets", sets_json}, {"unread", unread}, {"curves", Curves(scores)}};
  return out;
}

}  // namespace bidlab
