#include "io/lin_pbn.h"

#include <algorithm>
#include <cctype>

#include "core/auction.h"
#include "core/error.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

constexpr std::string_view kAlertNote = "(alerted)";

// vg: event,segment,scoring,first board,last board,team 1,score 1,team 2,score 2.
enum TitleField { kEvent = 0, kSegment = 1, kScoring = 2, kFirst = 3, kLast = 4, kTeam1 = 5, kTeam2 = 7 };

std::vector<std::string> TitleFields(const std::string& title) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  while (start <= title.size()) {
    const std::size_t comma = std::min(title.find(',', start), title.size());
    fields.push_back(title.substr(start, comma - start));
    start = comma + 1;
  }
  fields.resize(std::max<std::size_t>(fields.size(), 9));
  return fields;
}

// PBN strings hold no control characters (§3.2); LIN's titles hold tabs.
std::string PbnText(std::string text) {
  for (char& c : text)
    if (static_cast<unsigned char>(c) < 32 || c == 127) c = ' ';
  return text;
}

std::optional<int> BoardNumber(const std::string& text) {
  if (text.empty() || text.size() > 6 || !std::all_of(text.begin(), text.end(), ::isdigit)) return std::nullopt;
  return std::stoi(text);
}

void SetResult(PbnBoard& pbn, const LinRecord& r, const Auction& auction) {
  if (!auction.IsComplete()) return;
  const Contract contract = FinalContract(auction);
  pbn.contract = FormatContractPbn(contract);
  if (contract.IsPassedOut()) return;
  pbn.declarer = std::string(1, SeatChar(contract.declarer));
  const auto table = ParseLinResult(r.result);
  if (table && table->contract == contract) pbn.result = std::to_string(table->tricks);
  else if (r.claim) pbn.result = std::to_string(*r.claim);
}

PbnBoard RecordToPbn(const LinRecord& r, const std::vector<std::string>& title, std::size_t index) {
  PbnBoard pbn;
  pbn.line = r.line;
  pbn.deal = r.deal;
  pbn.deal_text = FormatDealPbn(r.deal, r.dealer);
  pbn.dealer = r.dealer;
  pbn.auction_first = r.dealer;
  pbn.vulnerability = r.vulnerability;
  pbn.board = r.board;
  Auction auction(r.dealer);
  for (const LinCall& c : r.auction) {
    auction.Add(c.call);
    pbn.auction.push_back(c.call);
    int ref = 0;
    if (c.alerted || !c.explanation.empty()) {
      ref = static_cast<int>(pbn.notes.size()) + 1;
      if (ref > 32) throw Error(r.Name(index) + ": more than 32 alerted calls, PBN's limit of notes");
      pbn.notes.push_back(std::to_string(ref) + ":" +
                          (c.explanation.empty() ? std::string(kAlertNote) : PbnText(c.explanation)));
    }
    pbn.auction_note_refs.push_back(ref);
  }
  if (pbn.notes.empty()) pbn.auction_note_refs.clear();
  pbn.auction_complete = auction.IsComplete();
  SetResult(pbn, r, auction);
  auto tag = [&](const char* name, const std::string& value) {
    if (!value.empty()) pbn.tags.emplace_back(name, PbnText(value));
  };
  // The tags a PBN record of the board holds: its number, md's dealer, sv's vulnerability.
  tag("Board", pbn.board);
  tag("Dealer", std::string(1, SeatChar(r.dealer)));
  tag("Vulnerable", VulnerabilityName(r.vulnerability));
  tag("Event", title[kEvent]);
  tag("Stage", title[kSegment]);
  tag("HomeTeam", title[kTeam1]);
  tag("VisitTeam", title[kTeam2]);
  tag("West", r.players[ToInt(Seat::kWest)]);
  tag("North", r.players[ToInt(Seat::kNorth)]);
  tag("East", r.players[ToInt(Seat::kEast)]);
  tag("South", r.players[ToInt(Seat::kSouth)]);
  if (r.room != LinRoom::kNone) pbn.tags.emplace_back("Room", r.room == LinRoom::kOpen ? "Open" : "Closed");
  if (!pbn.auction.empty()) pbn.tags.emplace_back("Auction", std::string(1, SeatChar(r.dealer)));
  return pbn;
}

std::string NoteText(const PbnBoard& b, int ref) {
  const std::string prefix = std::to_string(ref) + ":";
  for (const std::string& note : b.notes)
    if (note.starts_with(prefix)) return note.substr(prefix.size());
  return {};
}

LinRecord PbnToRecord(const PbnBoard& b, std::size_t index) {
  const std::string name = "board " + (b.board.empty() ? "#" + std::to_string(index + 1) : b.board);
  if (!b.deal) throw Error("cannot write LIN: " + name + " has no complete deal");
  if (!b.auction.empty() && b.auction_first != b.dealer)
    throw Error("cannot write LIN: " + name + ": the auction does not start with the dealer");
  LinRecord r;
  r.line = b.line;
  r.board = b.board;
  const std::string room = b.Tag("Room");
  if (BoardNumber(b.board)) r.room = room == "Closed" ? LinRoom::kClosed : LinRoom::kOpen;
  r.deal = *b.deal;
  r.dealer = b.dealer;
  r.vulnerability = b.vulnerability;
  for (const Seat seat : {Seat::kNorth, Seat::kEast, Seat::kSouth, Seat::kWest})
    r.players[ToInt(seat)] = b.Tag(seat == Seat::kNorth   ? "North"
                                   : seat == Seat::kEast  ? "East"
                                   : seat == Seat::kSouth ? "South"
                                                          : "West");
  for (std::size_t i = 0; i < b.auction.size(); ++i) {
    LinCall call{b.auction[i], false, {}};
    const int ref = b.auction_note_refs.empty() ? 0 : b.auction_note_refs[i];
    if (ref != 0) {
      call.alerted = true;
      const std::string text = NoteText(b, ref);
      if (text != kAlertNote) call.explanation = text;
    }
    r.auction.push_back(std::move(call));
  }
  const auto declarer = b.declarer.size() == 1 ? ParseSeat(b.declarer[0]) : std::nullopt;
  const auto contract = ParseContractPbn(b.contract, declarer.value_or(Seat::kNorth));
  if (contract && contract->IsPassedOut()) r.result = FormatLinResult({*contract, 0});
  else if (contract && declarer && BoardNumber(b.result))
    r.result = FormatLinResult({*contract, *BoardNumber(b.result)});
  return r;
}

}  // namespace

std::optional<LinResult> ParseLinResult(std::string_view text) {
  std::string t;
  for (const char c : text) t += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (t == "PASS") return LinResult{Contract::PassedOut(), 0};
  if (t.size() < 4 || t[0] < '1' || t[0] > '7') return std::nullopt;
  const auto strain = ParseStrain(t.substr(1, 1));
  const auto declarer = ParseSeat(t[2]);
  if (!strain || !declarer) return std::nullopt;
  std::size_t at = 3;
  Doubling doubling = Doubling::kUndoubled;
  if (t.compare(at, 2, "XX") == 0) doubling = Doubling::kRedoubled, at += 2;
  else if (t.compare(at, 1, "X") == 0) doubling = Doubling::kDoubled, at += 1;
  const Contract contract{t[0] - '0', *strain, doubling, *declarer};
  const std::string rest = t.substr(at);
  int tricks = contract.TricksNeeded();
  if (rest != "=") {
    if (rest.size() < 2 || (rest[0] != '+' && rest[0] != '-') || !BoardNumber(rest.substr(1))) return std::nullopt;
    tricks += (rest[0] == '+' ? 1 : -1) * *BoardNumber(rest.substr(1));
  }
  if (tricks < 0 || tricks > 13) return std::nullopt;
  return LinResult{contract, tricks};
}

std::string FormatLinResult(const LinResult& result) {
  const Contract& c = result.contract;
  if (c.IsPassedOut()) return "PASS";
  static constexpr const char* kRisk[kNumDoublings] = {"", "x", "xx"};
  const int over = result.tricks - c.TricksNeeded();
  return std::to_string(c.level) + StrainName(c.strain).substr(0, 1) + SeatChar(c.declarer) + kRisk[ToInt(c.doubling)] +
         (over == 0 ? "=" : (over > 0 ? "+" : "") + std::to_string(over));
}

std::vector<PbnBoard> LinToPbn(const LinFile& file) {
  const std::vector<std::string> title = TitleFields(file.title);
  std::vector<PbnBoard> boards;
  for (std::size_t i = 0; i < file.records.size(); ++i) boards.push_back(RecordToPbn(file.records[i], title, i));
  return boards;
}

LinFile PbnToLin(const std::vector<PbnBoard>& boards) {
  LinFile file;
  int first = 0, last = 0;
  bool numbered = !boards.empty();
  for (std::size_t i = 0; i < boards.size(); ++i) {
    file.records.push_back(PbnToRecord(boards[i], i));
    const auto number = BoardNumber(boards[i].board);
    numbered = numbered && number.has_value();
    if (number) first = i == 0 ? *number : std::min(first, *number), last = std::max(last, *number);
  }
  if (!numbered) return file;
  // vg names the first and last board, so rs can give each table its result.
  const PbnBoard& b = boards.front();
  auto field = [](std::string text) {
    std::replace(text.begin(), text.end(), ',', ' ');
    return text;
  };
  file.title = field(b.Tag("Event")) + "," + field(b.Tag("Stage")) + ",I," + std::to_string(first) + "," +
               std::to_string(last) + "," + field(b.Tag("HomeTeam")) + ",0," + field(b.Tag("VisitTeam")) + ",0";
  file.results.assign(static_cast<std::size_t>(last - first + 1) * 2, "");
  for (const LinRecord& r : file.records)
    file.results[static_cast<std::size_t>(*BoardNumber(r.board) - first) * 2 + (r.room == LinRoom::kClosed)] = r.result;
  return file;
}

}  // namespace bidlab
