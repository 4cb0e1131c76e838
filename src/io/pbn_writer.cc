#include "io/pbn_writer.h"

#include <algorithm>
#include <cstdio>
#include <string_view>

#include "core/auction.h"
#include "core/error.h"
#include "core/excerpt.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

// §3.4: the Mandatory Tag Set, in export order.
constexpr std::string_view kMandatoryTags[] = {"Event", "Site",    "Date",     "Board",    "West",
                                               "North", "East",    "South",    "Dealer",   "Vulnerable",
                                               "Deal",  "Scoring", "Declarer", "Contract", "Result"};

constexpr std::string_view kOptimumResultColumns = "Declarer;Denomination\\2R;Result\\2R";

bool IsMandatory(std::string_view name) {
  return std::find(std::begin(kMandatoryTags), std::end(kMandatoryTags), name) != std::end(kMandatoryTags);
}

// Tags written from the board's fields or sections, never copied from `tags`.
bool IsWrittenFromFields(std::string_view name) {
  return name == "Auction" || name == "Play" || name == "Note" || name == "DoubleDummyTricks" ||
         (name.size() > 5 && name.ends_with("Table"));
}

class GameWriter {
 public:
  GameWriter(const PbnBoard& board, int number) : board_(board), number_(number) {}

  std::string Write() {
    for (const std::string_view name : kMandatoryTags) WriteMandatory(name);
    for (const auto& [name, value] : board_.tags)
      if (!IsMandatory(name) && !IsWrittenFromFields(name) && !AlreadyWritten(name)) {
        others_.push_back(name);
        Tag(name, value);
      }
    if (!board_.auction.empty() || !board_.auction_rest.empty() || board_.HasTag("Auction")) WriteAuction();
    else if (!board_.notes.empty()) Fail("it has notes but no auction");
    if (board_.dd_table) WriteTable(*board_.dd_table);
    return out_;
  }

 private:
  [[noreturn]] void Fail(const std::string& what) const {
    std::string name = "board";
    if (!board_.board.empty()) name += " " + board_.board;
    throw Error("cannot write PBN game " + std::to_string(number_) + " (" + name + "): " + what);
  }

  bool AlreadyWritten(const std::string& name) const {
    return std::find(others_.begin(), others_.end(), name) != others_.end();
  }

  void Tag(std::string_view name, std::string_view value) {
    bool ok = !name.empty() && name[0] >= 'A' && name[0] <= 'Z';
    for (const char c : name)
      ok = ok && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_');
    if (!ok) Fail(QuotedExcerpt(name) + " is not a PBN tag name");
    if (value == "#" || value.starts_with("##"))
      Fail("the value " + QuotedExcerpt(value) + " of tag " + std::string(name) + " would read as inheritance (§4.8)");
    out_ += '[';
    out_ += name;
    out_ += " \"";
    for (std::size_t i = 0; i < value.size(); ++i) {
      const char c = value[i];
      const auto u = static_cast<unsigned char>(c);
      if (u < 32 || u == 127) Fail("the value of tag " + std::string(name) + " holds a control character");
      // §3.2: \" and \\ are escapes; any other backslash stands for itself,
      // as in the standard's own "Result\2R".
      const bool escape =
          c == '"' || (c == '\\' && (i + 1 == value.size() || value[i + 1] == '"' || value[i + 1] == '\\'));
      if (escape) out_ += '\\';
      out_ += c;
    }
    out_ += "\"]\n";
  }

  // A field-backed tag is written when the board has it as a tag or the
  // field holds something; a Dealer or Vulnerable tag left empty stays empty.
  void WriteMandatory(std::string_view name) {
    const bool has = board_.HasTag(name);
    const bool has_auction = !board_.auction.empty() || !board_.auction_rest.empty() || board_.HasTag("Auction");
    const bool has_deal = board_.deal.has_value() || !board_.deal_text.empty();
    if (name == "Board") {
      // Always, so that every game has a tag and none reads as another table
      // of the board before it (pbn_reader.h).
      Tag(name, board_.board);
    } else if (name == "Dealer") {
      // An unknown dealer ("" or "?", §3.4) reads as North: keep it unknown.
      const std::string tag = board_.Tag(name);
      const bool unknown = has && (tag.empty() || tag == "?") && board_.dealer == Seat::kNorth && !has_auction;
      if (has || has_deal || has_auction) Tag(name, unknown ? tag : std::string(1, SeatChar(board_.dealer)));
    } else if (name == "Vulnerable") {
      const std::string tag = board_.Tag(name);
      const bool unknown = has && (tag.empty() || tag == "?") && board_.vulnerability == Vulnerability::kNone;
      if (has || has_deal || has_auction) Tag(name, unknown ? tag : VulnerabilityName(board_.vulnerability));
    } else if (name == "Deal") {
      if (has || has_deal) Tag(name, DealText());
    } else if (name == "Declarer") {
      if (has || !board_.declarer.empty()) Tag(name, board_.declarer);
    } else if (name == "Contract") {
      if (has || !board_.contract.empty()) Tag(name, board_.contract);
    } else if (name == "Result") {
      if (has || !board_.result.empty()) Tag(name, board_.result);
    } else if (has) {
      Tag(name, board_.Tag(name));
    }
  }

  // deal_text as read, unless the deal says otherwise.
  std::string DealText() const {
    if (!board_.deal) return board_.deal_text;
    if (!board_.deal_text.empty()) {
      try {
        if (ParseDealPbn(board_.deal_text) == *board_.deal) return board_.deal_text;
      } catch (const Error&) {
      }
    }
    return FormatDealPbn(*board_.deal, board_.dealer);
  }

  void WriteAuction() {
    const std::vector<Call>& calls = board_.auction;
    const std::vector<int>& refs = board_.auction_note_refs;
    if (!refs.empty() && refs.size() != calls.size())
      Fail("auction_note_refs has " + std::to_string(refs.size()) + " entries for " + std::to_string(calls.size()) +
           " calls");
    if (!calls.empty() && board_.auction_first != board_.dealer)
      Fail(std::string("the auction starts with ") + SeatChar(board_.auction_first) + ", not with the dealer " +
           SeatChar(board_.dealer));
    Auction auction(board_.dealer);
    for (const Call call : calls) {
      const std::string why = auction.WhyIllegal(call);
      if (!why.empty()) Fail("illegal auction: " + why);
      auction.Add(call);
    }
    if (board_.auction_complete != (auction.IsComplete() && board_.auction_rest.empty()))
      Fail(board_.auction_complete ? "auction_complete is set but the auction is not over"
                                   : "the auction is over but auction_complete is not set");
    for (const int ref : refs) {
      if (ref == 0) continue;
      bool found = false;
      for (const std::string& note : board_.notes) found = found || note.starts_with(std::to_string(ref) + ":");
      if (!found) Fail("call note =" + std::to_string(ref) + "= has no note \"" + std::to_string(ref) + ":…\"");
    }
    Tag("Auction", std::string(1, SeatChar(calls.empty() ? board_.auction_first : board_.dealer)));
    for (std::size_t i = 0; i < calls.size(); ++i) {
      out_ += CallText(calls[i]);
      if (!refs.empty() && refs[i] != 0) out_ += " =" + std::to_string(refs[i]) + "=";
      out_ += (i % 4 == 3 || i + 1 == calls.size()) ? '\n' : ' ';
    }
    if (!board_.auction_rest.empty()) out_ += board_.auction_rest + "\n";
    else if (!board_.auction_complete) out_ += "*\n";
    for (const std::string& note : board_.notes) Tag("Note", note);
  }

  // §3.5.1 spellings.
  static std::string CallText(Call call) {
    if (call.IsPass()) return "Pass";
    return CallName(call);
  }

  void WriteTable(const DoubleDummyTable& table) {
    Tag("OptimumResultTable", kOptimumResultColumns);
    for (int s = 0; s < kNumSeats; ++s)
      for (int st = 0; st < kNumStrains; ++st) {
        char row[16];
        std::snprintf(row, sizeof row, "%c %2s %2d\n", SeatChar(SeatAt(s)), StrainName(StrainAt(st)).c_str(),
                      table.Tricks(SeatAt(s), StrainAt(st)));
        out_ += row;
      }
  }

  const PbnBoard& board_;
  int number_;
  std::string out_;
  std::vector<std::string> others_;
};

}  // namespace

std::string FormatPbnHeader() { return "% PBN 2.1\n% Written by bidlab\n"; }

std::string FormatPbnBoard(const PbnBoard& board, int number) { return "\n" + GameWriter(board, number).Write(); }

std::string FormatPbn(const std::vector<PbnBoard>& boards) {
  std::string out = FormatPbnHeader();
  for (std::size_t i = 0; i < boards.size(); ++i) out += FormatPbnBoard(boards[i], static_cast<int>(i) + 1);
  return out;
}

void WritePbnFile(const std::string& path, const std::vector<PbnBoard>& boards) {
  WriteFileAtomically(path, FormatPbn(boards));
}

PbnBoard MakePbnBoard(const Deal& deal, std::uint64_t board_number, Seat dealer, Vulnerability vulnerability,
                      const std::optional<DoubleDummyTable>& dd_table) {
  PbnBoard board;
  board.deal = deal;
  board.deal_text = FormatDealPbn(deal, dealer);
  board.dealer = dealer;
  board.auction_first = dealer;
  board.vulnerability = vulnerability;
  board.board = std::to_string(board_number);
  board.dd_table = dd_table;
  board.tags = {{"Board", board.board},
                {"Dealer", std::string(1, SeatChar(dealer))},
                {"Vulnerable", VulnerabilityName(vulnerability)},
                {"Deal", board.deal_text}};
  if (dd_table) board.tags.emplace_back("OptimumResultTable", std::string(kOptimumResultColumns));
  return board;
}

}  // namespace bidlab
