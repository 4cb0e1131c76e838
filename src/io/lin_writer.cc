#include "io/lin_writer.h"

#include <charconv>

#include "core/auction.h"
#include "core/error.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

int LinSeatIndex(Seat seat) {
  for (int i = 0; i < kNumSeats; ++i)
    if (kLinSeats[i] == seat) return i;
  return 0;
}

std::string HandText(Hand hand) {
  std::string out;
  for (const Suit suit : {Suit::kSpades, Suit::kHearts, Suit::kDiamonds, Suit::kClubs}) {
    out += SuitChar(suit);
    for (int rank = kNumRanks - 1; rank >= 0; --rank)
      if (hand.Has(Card::Of(suit, rank))) out += RankChar(rank);
  }
  return out;
}

std::string CallText(Call call) {
  if (call.IsPass()) return "p";
  if (call.IsDouble()) return "d";
  if (call.IsRedouble()) return "r";
  return std::string(1, static_cast<char>('0' + call.level())) + StrainName(call.strain()).substr(0, 1);
}

char VulnerabilityLetter(Vulnerability v) {
  switch (v) {
    case Vulnerability::kNone: return 'o';
    case Vulnerability::kNorthSouth: return 'n';
    case Vulnerability::kEastWest: return 'e';
    case Vulnerability::kBoth: return 'b';
  }
  return 'o';
}

class LinWriter {
 public:
  explicit LinWriter(const LinFile& file) : file_(file) {}

  std::string Write() {
    if (!file_.title.empty()) Pair("vg", file_.title, "the title");
    if (!file_.title.empty()) out_ += '\n';
    if (!file_.results.empty()) {
      std::string joined;
      for (std::size_t i = 0; i < file_.results.size(); ++i) joined += (i ? "," : "") + file_.results[i];
      Pair("rs", joined, "the results");
      out_ += '\n';
    }
    for (std::size_t i = 0; i < file_.records.size(); ++i) WriteRecord(file_.records[i], i);
    return out_;
  }

 private:
  void Pair(const char* key, const std::string& value, const std::string& what) {
    if (value.find('|') != std::string::npos) throw Error("cannot write LIN: " + what + " holds \"|\"");
    out_ += key;
    out_ += '|';
    out_ += value;
    out_ += '|';
  }

  // pn holds S, W, N, E of the open room, then of the closed room; the reader
  // gives a closed-room record the second four when there are eight, else the
  // first four. A new pn is written only when those differ from the record's.
  void WritePlayers(const LinRecord& r, const std::string& name) {
    const std::size_t first = r.room == LinRoom::kClosed && players_.size() >= 8 ? 4 : 0;
    bool same = true;
    for (int i = 0; i < kNumSeats; ++i)
      same = same && (first + i < players_.size() ? players_[first + i] : "") == r.players[ToInt(kLinSeats[i])];
    if (same) return;
    std::vector<std::string> names = players_;
    names.resize(r.room == LinRoom::kClosed ? 8 : (players_.size() >= 8 ? 8 : 4));
    const std::size_t at = r.room == LinRoom::kClosed ? 4 : 0;
    for (int i = 0; i < kNumSeats; ++i) names[at + i] = r.players[ToInt(kLinSeats[i])];
    std::string joined;
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (names[i].find(',') != std::string::npos) throw Error("cannot write LIN: " + name + ": a player holds \",\"");
      joined += (i ? "," : "") + names[i];
    }
    Pair("pn", joined, name + ": a player");
    players_ = names;
  }

  void WriteRecord(const LinRecord& r, std::size_t index) {
    const std::string name = r.Name(index);
    WritePlayers(r, name);
    if (r.room != LinRoom::kNone) {
      std::uint64_t number = 0;
      const auto [end, ec] = std::from_chars(r.board.data(), r.board.data() + r.board.size(), number);
      if (r.board.empty() || ec != std::errc() || end != r.board.data() + r.board.size() || number < 1 ||
          number > kMaxLinBoard)
        throw Error("cannot write LIN: " + name + ": LIN's board numbers go from 1 to " + std::to_string(kMaxLinBoard));
      Pair("qx", static_cast<char>(r.room) + r.board, name);
    }
    std::string md(1, static_cast<char>('1' + LinSeatIndex(r.dealer)));
    for (int i = 0; i < kNumSeats; ++i) md += (i ? "," : "") + HandText(r.deal.hand(kLinSeats[i]));
    Pair("md", md, name);
    Pair("sv", std::string(1, VulnerabilityLetter(r.vulnerability)), name);
    Auction auction(r.dealer);
    for (const LinCall& c : r.auction) {
      const std::string why = auction.WhyIllegal(c.call);
      if (!why.empty()) throw Error("cannot write LIN: " + name + ": " + why);
      auction.Add(c.call);
      Pair("mb", CallText(c.call) + (c.alerted ? "!" : ""), name);
      if (!c.explanation.empty()) Pair("an", c.explanation, name + ": an explanation");
    }
    for (const Card card : r.play) {
      std::string text = CardName(card);  // "SA"; BBO writes the suit in lower case
      text[0] = static_cast<char>(text[0] - 'A' + 'a');
      Pair("pc", text, name);
    }
    if (r.claim) Pair("mc", std::to_string(*r.claim), name);
    out_ += "pg||\n";
  }

  const LinFile& file_;
  std::string out_;
  std::vector<std::string> players_;  // the last pn written
};

}  // namespace

std::string FormatLin(const LinFile& file) { return LinWriter(file).Write(); }

void WriteLinFile(const std::string& path, const LinFile& file) { WriteFileAtomically(path, FormatLin(file)); }

}  // namespace bidlab
