#include "io/pbn_facit.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/error.h"
#include "core/excerpt.h"
#include "io/file_util.h"
#include "io/pbn_board.h"
#include "io/pbn_reader.h"

namespace bidlab {
namespace {

// BridgeComposer writes line breaks as "\n" and suits as "\s \h \d \c".
std::string Unescape(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) {
      const char next = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i + 1])));
      if (next == 'n' || next == 's' || next == 'h' || next == 'd' || next == 'c') {
        out += next == 'n' ? '\n' : static_cast<char>(std::toupper(static_cast<unsigned char>(next)));
        ++i;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

std::vector<std::string> Words(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(word);
  return words;
}

std::optional<int> Number(std::string_view text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// The number after `label` ("Running Score:") in `text`.
std::optional<int> NumberAfter(const std::string& text, std::string_view label) {
  const std::size_t at = text.find(label);
  if (at == std::string::npos) return std::nullopt;
  const std::vector<std::string> words = Words(std::string_view(text).substr(at + label.size()));
  return words.empty() ? std::nullopt : Number(words[0]);
}

// The first brace comment after `from` in `text`, without its braces.
std::optional<std::string_view> CommentAfter(std::string_view text, std::size_t from) {
  const std::size_t open = text.find('{', from);
  if (open == std::string_view::npos) return std::nullopt;
  const std::size_t close = text.find('}', open);
  if (close == std::string_view::npos) return std::nullopt;
  return text.substr(open + 1, close - open - 1);
}

// Offsets of the start of each line (line 1 at 0).
std::vector<std::size_t> LineStarts(std::string_view text) {
  std::vector<std::size_t> starts{0};
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') starts.push_back(i + 1);
  return starts;
}

// "[seat]level strain[x|xx|p]": "2n", "N6N", "E4Sx", "1NXX", "E1NP" (undoubled);
// "P" a pass-out.
std::optional<FacitEntry> ParseEntry(std::string_view word) {
  std::string w;
  for (const char c : word) w += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  FacitEntry e;
  if (w == "P" || w == "PASS") return e;  // bid: PASS
  if (w.size() > 1 && !std::isdigit(static_cast<unsigned char>(w[0]))) {
    e.declarer = ParseSeat(w[0]);
    if (!e.declarer) return std::nullopt;
    w.erase(0, 1);
  }
  if (w.size() > 2 && w.ends_with("P")) {  // "E1NP": played undoubled (beside "E1NX")
    w.resize(w.size() - 1);
  } else if (w.ends_with("XX")) {
    e.doubling = Doubling::kRedoubled;
    w.resize(w.size() - 2);
  } else if (w.ends_with("X")) {
    e.doubling = Doubling::kDoubled;
    w.resize(w.size() - 1);
  }
  const auto call = ParseCall(w);
  if (!call || !call->IsBid()) return std::nullopt;
  e.bid = *call;
  return e;
}

// Whether East or West makes a call other than a pass in the Auction section:
// its calls, then what follows "AC" (kept as written), seat by seat.
bool OpponentsBid(const PbnBoard& game) {
  Seat seat = game.auction_first;
  for (const Call call : game.auction) {
    if (!IsNorthSouth(seat) && !call.IsPass()) return true;
    seat = NextSeat(seat);
  }
  for (const std::string& word : Words(game.auction_rest)) {
    if (word.starts_with("=") || word.starts_with("$") || word == "*") continue;  // a note, a NAG, the end
    const auto call = ParseCall(word);
    if (!IsNorthSouth(seat) && word != "AC" && (!call || !call->IsPass())) return true;
    seat = NextSeat(seat);
  }
  return false;
}

}  // namespace

int FacitPoints(const std::vector<FacitEntry>& table, const Contract& contract) {
  if (contract.IsPassedOut()) {
    for (const FacitEntry& e : table)
      if (e.bid.IsPass()) return e.points;
    return 0;
  }
  const FacitEntry* lowest_above = nullptr;
  for (const FacitEntry& e : table) {
    if (!e.bid.IsBid()) continue;
    const bool by = e.declarer ? *e.declarer == contract.declarer : IsNorthSouth(contract.declarer);
    if (!by || e.doubling != contract.doubling || e.bid.strain() != contract.strain) continue;
    if (e.bid.level() == contract.level) return e.points;
    if (e.bid.level() > contract.level && (!lowest_above || e.bid.level() < lowest_above->bid.level()))
      lowest_above = &e;
  }
  return lowest_above ? lowest_above->points : 0;
}

std::vector<FacitEntry> ParseFacitTable(std::string_view comment, const std::string& file, long line,
                                        std::vector<std::string>* warnings) {
  std::string text = Unescape(comment);
  if (const std::size_t at = text.find("Score Table:"); at != std::string::npos) {
    text = text.substr(at + std::string_view("Score Table:").size());
    text = text.substr(0, text.find("Facit Score:"));
  }
  const std::vector<std::string> words = Words(text);
  if (words.empty())
    throw InputError(file, line, "expected the score table as contract-points pairs (\"{2N 10 2H 7}\")");
  std::vector<FacitEntry> table;
  for (std::size_t i = 0; i < words.size(); i += 2) {
    if (i + 1 == words.size())
      throw InputError(file, line, "score table: " + QuotedExcerpt(words[i]) + " has no points after it");
    const auto entry = ParseEntry(words[i]);
    const auto value = Number(words[i + 1]);
    if (!entry)
      throw InputError(file, line,
                       "score table: expected a contract like 2N, 4h, N6N, E4Sx or P, not " + QuotedExcerpt(words[i]));
    if (!value || *value < 0 || *value > kFacitTop)
      throw InputError(
          file, line,
          "score table: expected the points of " + words[i] + ", 0 to 10, not " + QuotedExcerpt(words[i + 1]));
    bool repeated = false;
    for (const FacitEntry& e : table) {
      if (e.declarer != entry->declarer || e.bid != entry->bid || e.doubling != entry->doubling) continue;
      if (!warnings) throw InputError(file, line, "score table: " + words[i] + " is named twice");
      warnings->push_back("line " + std::to_string(line) + ": the score table names " + words[i] + " twice (" +
                          std::to_string(e.points) + " and " + words[i + 1] + " points): the first counts");
      repeated = true;
    }
    if (repeated) continue;
    table.push_back({entry->declarer, entry->bid, entry->doubling, *value});
  }
  // The experts' best contract earns the top: a table without one is no Facit table.
  if (std::none_of(table.begin(), table.end(), [](const FacitEntry& e) { return e.points == kFacitTop; }))
    throw InputError(file, line,
                     "score table: no contract earns " + std::to_string(kFacitTop) +
                         " points (the experts' best contract earns 10)");
  return table;
}

std::vector<FacitBoard> ParseFacitPbn(std::string_view text, const std::string& file) {
  const std::vector<PbnBoard> games = ParsePbn(text, file);
  if (games.empty()) throw InputError(file, 0, "expected bidding-challenge boards, found no game");
  const std::vector<std::size_t> starts = LineStarts(text);
  std::vector<FacitBoard> boards;
  for (std::size_t g = 0; g < games.size(); ++g) {
    const PbnBoard& game = games[g];
    const std::string name = "board " + Excerpt(game.board);
    if (game.Tag("Scoring") != "Facit") throw InputError(file, game.line, name + ": expected [Scoring \"Facit\"]");
    if (!game.deal) throw InputError(file, game.line, name + ": expected a full deal");
    // The score table is the first comment after the Scoring tag, inside the game.
    const std::size_t begin = starts[static_cast<std::size_t>(game.line - 1)];
    const std::size_t end =
        g + 1 < games.size() ? starts[static_cast<std::size_t>(games[g + 1].line - 1)] : text.size();
    const std::string_view game_text = text.substr(begin, end - begin);
    const std::size_t scoring = game_text.find("[Scoring");
    const auto comment = CommentAfter(game_text, scoring);
    if (!comment) throw InputError(file, game.line, name + ": expected the score table in a comment after [Scoring]");
    FacitBoard b;
    b.line = game.line;
    b.board = game.board;
    b.deal = *game.deal;
    b.dealer = game.dealer;
    b.vulnerability = game.vulnerability;
    b.contract = game.contract;
    b.declarer = game.declarer;
    b.table = ParseFacitTable(*comment, file, game.line, &b.warnings);
    b.opponents_bid = OpponentsBid(game);
    const std::string unescaped = Unescape(*comment);
    b.published_points = NumberAfter(unescaped, "Facit Score:");
    b.running_score = NumberAfter(unescaped, "Running Score:");
    boards.push_back(std::move(b));
  }
  return boards;
}

std::vector<FacitBoard> ReadFacitPbn(const std::string& path) { return ParseFacitPbn(ReadFileText(path), path); }

}  // namespace bidlab
