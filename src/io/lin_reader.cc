#include "io/lin_reader.h"

#include <cctype>
#include <charconv>

#include "core/auction.h"
#include "core/board.h"
#include "core/error.h"
#include "core/excerpt.h"
#include "io/file_util.h"
#include "io/pbn_tags.h"  // Lower

namespace bidlab {

std::string LinRecord::Name(std::size_t index) const {
  if (room == LinRoom::kNone) return "record " + std::to_string(index + 1);
  return "board " + board + (room == LinRoom::kOpen ? ", open room" : ", closed room");
}

namespace {

using pbn::Lower;  // case-insensitive keys and calls, as PBN's tags

std::vector<std::string> SplitCommas(std::string_view text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    parts.emplace_back(text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (comma == std::string_view::npos) return parts;
    start = comma + 1;
  }
}

std::optional<int> WholeNumber(std::string_view text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

std::optional<Call> ParseLinCall(std::string_view text) {
  const std::string call = Lower(text);
  if (call == "p") return Call::Pass();
  if (call == "d") return Call::Double();
  if (call == "r") return Call::Redouble();
  if (call.size() == 2 && call[0] >= '1' && call[0] <= '7') return ParseCall(call);
  return std::nullopt;
}

struct Pair {
  std::string key;  // lower case
  std::string_view value;
  long line;
};

class LinParser {
 public:
  LinParser(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  LinFile Parse() {
    Pair pair;
    while (NextPair(pair)) Take(pair);
    Finish();
    AssignResults();
    return std::move(out_);
  }

 private:
  [[noreturn]] void Fail(long line, const std::string& what) const {
    if (!open_) throw InputError(file_, line, what);
    throw InputError(file_, line, record_.Name(out_.records.size()) + ": " + what);
  }

  static bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

  // The next "key|value|"; false at the end of the text.
  bool NextPair(Pair& pair) {
    while (pos_ < text_.size() && IsSpace(text_[pos_])) Advance(1);
    if (pos_ == text_.size()) return false;
    const long line = line_;
    const std::size_t bar = text_.find('|', pos_);
    const std::string_view key = text_.substr(pos_, bar == std::string_view::npos ? 12 : bar - pos_);
    const bool letters = key.size() == 2 && std::isalpha(static_cast<unsigned char>(key[0])) &&
                         std::isalpha(static_cast<unsigned char>(key[1]));
    if (bar == std::string_view::npos || !letters)
      Fail(line, "expected a two-letter key and \"|\" (as in \"md|\"), not " + QuotedExcerpt(key.substr(0, 12)));
    const std::size_t end = text_.find('|', bar + 1);
    if (end == std::string_view::npos) Fail(line, "the value of " + std::string(key) + " has no closing \"|\"");
    pair = {Lower(key), text_.substr(bar + 1, end - bar - 1), line};
    Advance(end + 1 - pos_);
    return true;
  }

  void Advance(std::size_t n) {
    for (std::size_t i = 0; i < n; ++i)
      if (text_[pos_ + i] == '\n') ++line_;
    pos_ += n;
  }

  void Take(const Pair& p) {
    const std::string& k = p.key;
    if (k == "vg") out_.title = std::string(p.value);
    else if (k == "rs") out_.results = SplitCommas(p.value);
    else if (k == "pn") players_ = SplitCommas(p.value);
    else if (k == "qx") TakeBoard(p);
    else if (k == "md") TakeDeal(p);
    else if (k == "sv") TakeVulnerability(p);
    else if (k == "mb") TakeCall(p);
    else if (k == "an") TakeExplanation(p);
    else if (k == "pc") TakeCard(p);
    else if (k == "mc") TakeClaim(p);
  }

  void Start(long line) {
    Finish();
    record_ = LinRecord{};
    record_.line = line;
    open_ = true;
    has_deal_ = false;
    vulnerability_ = pending_vulnerability_;
    pending_vulnerability_.reset();
    ignoring_calls_ = false;
  }

  void TakeBoard(const Pair& p) {
    Start(p.line);
    const std::string_view value = p.value.substr(0, p.value.find(','));
    const char room = value.empty() ? 0 : static_cast<char>(std::tolower(static_cast<unsigned char>(value[0])));
    const auto number = WholeNumber(value.size() > 1 ? value.substr(1) : std::string_view());
    if ((room != 'o' && room != 'c') || !number || *number < 1 || static_cast<std::uint64_t>(*number) > kMaxLinBoard)
      Fail(p.line, "qx: expected o or c and a board number from 1 to " + std::to_string(kMaxLinBoard) +
                       " (\"o12\"), not " + QuotedExcerpt(p.value));
    record_.room = static_cast<LinRoom>(room);
    record_.board = std::to_string(*number);
  }

  void TakeDeal(const Pair& p) {
    if (!open_ || has_deal_) {
      if (open_ && record_.room != LinRoom::kNone) Fail(p.line, "md: a second deal in one record");
      Start(p.line);
    }
    const std::string_view v = p.value;
    if (v.empty() || v[0] < '1' || v[0] > '4')
      Fail(p.line, "md: expected the dealer's digit (1 South, 2 West, 3 North, 4 East) first, not " +
                       QuotedExcerpt(v.substr(0, 12)));
    record_.dealer = kLinSeats[v[0] - '1'];
    std::vector<std::string> hands = SplitCommas(v.substr(1));
    if (hands.size() == 4 && hands[3].empty()) hands.pop_back();
    if (hands.size() != 3 && hands.size() != 4)
      Fail(p.line, "md: expected the hands of South, West, North and East separated by commas, not " +
                       std::to_string(hands.size()) + " hands");
    std::array<Hand, kNumSeats> by_seat{};
    std::uint64_t held = 0;
    for (std::size_t h = 0; h < hands.size(); ++h) {
      const Hand hand = ParseHand(hands[h], kLinSeats[h], p.line);
      by_seat[ToInt(kLinSeats[h])] = hand;
      held |= hand.mask();
    }
    if (hands.size() == 3) by_seat[ToInt(Seat::kEast)] = Hand::FromMask(~held & ((std::uint64_t{1} << kNumCards) - 1));
    const std::string problem = DealProblem(by_seat);
    if (!problem.empty()) Fail(p.line, "md: " + problem);
    record_.deal = Deal(by_seat);
    AssignPlayers();
    has_deal_ = true;
    auction_ = Auction(record_.dealer);
  }

  Hand ParseHand(std::string_view text, Seat seat, long line) const {
    Hand hand;
    std::optional<Suit> suit;
    for (const char c : text) {
      const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      if (const auto s = ParseSuit(upper)) {
        suit = s;
        continue;
      }
      const auto rank = ParseRank(upper);
      if (!suit || !rank)
        Fail(line, std::string("md: ") + SeatWord(seat) +
                       "'s hand: expected suit letters S H D C, each followed by its ranks AKQJT98765432, not " +
                       QuotedExcerpt(text));
      const Card card = Card::Of(*suit, *rank);
      if (hand.Has(card)) Fail(line, "md: card " + CardName(card) + " held twice");
      hand.Add(card);
    }
    return hand;
  }

  void AssignPlayers() {
    const std::size_t first = record_.room == LinRoom::kClosed && players_.size() >= 8 ? 4 : 0;
    for (int i = 0; i < kNumSeats; ++i)
      if (first + i < players_.size()) record_.players[ToInt(kLinSeats[i])] = players_[first + i];
  }

  void TakeVulnerability(const Pair& p) {
    const std::string v = Lower(p.value);
    std::optional<Vulnerability> vul;
    if (v == "0" || v == "o" || v == "-") vul = Vulnerability::kNone;
    else if (v == "n") vul = Vulnerability::kNorthSouth;
    else if (v == "e") vul = Vulnerability::kEastWest;
    else if (v == "b") vul = Vulnerability::kBoth;
    if (!vul)
      Fail(p.line,
           "sv: expected the vulnerability 0 or o (none), n (N-S), e (E-W) or b (both), not " + QuotedExcerpt(p.value));
    if (open_) vulnerability_ = vul;
    else pending_vulnerability_ = vul;
  }

  void NeedDeal(const Pair& p) const {
    if (!open_ || !has_deal_) Fail(p.line, p.key + " before the record's deal (md)");
  }

  void TakeCall(const Pair& p) {
    NeedDeal(p);
    std::string_view text = p.value;
    const bool alerted = text.ends_with('!');
    if (alerted) text.remove_suffix(1);
    const auto call = ParseLinCall(text);
    if (!call)
      Fail(p.line,
           "mb: expected a call (p, d, r, 1C … 7N; \"!\" at the end for an alert), not " + QuotedExcerpt(p.value));
    ignoring_calls_ = auction_.IsComplete();
    if (ignoring_calls_) {
      record_.warnings.push_back("line " + std::to_string(p.line) + ": " + CallName(*call) +
                                 " after the end of the auction, ignored");
      return;
    }
    const std::string why = auction_.WhyIllegal(*call);
    if (!why.empty()) Fail(p.line, "mb: " + why);
    auction_.Add(*call);
    record_.auction.push_back({*call, alerted, {}});
  }

  void TakeExplanation(const Pair& p) {
    NeedDeal(p);
    if (ignoring_calls_) return;
    if (record_.auction.empty()) Fail(p.line, "an: an explanation with no call before it");
    std::string& text = record_.auction.back().explanation;
    if (!text.empty()) text += ' ';
    text += p.value;
  }

  void TakeCard(const Pair& p) {
    NeedDeal(p);
    const std::string v(p.value);
    const auto suit =
        v.size() == 2 ? ParseSuit(static_cast<char>(std::toupper(static_cast<unsigned char>(v[0])))) : std::nullopt;
    const auto rank =
        v.size() == 2 ? ParseRank(static_cast<char>(std::toupper(static_cast<unsigned char>(v[1])))) : std::nullopt;
    if (!suit || !rank) Fail(p.line, "pc: expected a card, suit then rank (\"hK\"), not " + QuotedExcerpt(v));
    const Card card = Card::Of(*suit, *rank);
    for (const Card played : record_.play)
      if (played == card) Fail(p.line, "pc: " + CardName(card) + " played twice");
    record_.play.push_back(card);
  }

  void TakeClaim(const Pair& p) {
    NeedDeal(p);
    const auto tricks = WholeNumber(p.value);
    if (!tricks || *tricks < 0 || *tricks > 13)
      Fail(p.line, "mc: expected the tricks claimed, 0 to 13, not " + QuotedExcerpt(p.value));
    record_.claim = *tricks;
  }

  void Finish() {
    if (!open_) return;
    if (!has_deal_) Fail(record_.line, "the record has no deal (md)");
    if (vulnerability_) {
      record_.vulnerability = *vulnerability_;
    } else {
      const auto number = WholeNumber(record_.board);
      if (!number)
        Fail(record_.line, "expected sv (the vulnerability): the record has no board number to take it from");
      record_.vulnerability = BoardVulnerability(static_cast<std::uint64_t>(*number));
      record_.warnings.push_back("line " + std::to_string(record_.line) +
                                 ": no sv, vulnerability taken from the board number");
    }
    out_.records.push_back(std::move(record_));
    open_ = false;
  }

  // rs gives two entries a board from vg's first board (open, closed room);
  // without vg's first board, the entries go to the records in order.
  void AssignResults() {
    const std::vector<std::string> title = SplitCommas(out_.title);
    // -1: no first board (the entries go by record).
    const int first = title.size() > 3 ? WholeNumber(title[3]).value_or(-1) : -1;
    for (std::size_t i = 0; i < out_.records.size(); ++i) {
      LinRecord& r = out_.records[i];
      const int board = WholeNumber(r.board).value_or(-1);
      std::size_t at = i;
      if (first >= 0 && board >= 0) {
        if (board < first) continue;
        at = static_cast<std::size_t>(board - first) * 2 + (r.room == LinRoom::kClosed ? 1 : 0);
      }
      if (at < out_.results.size()) r.result = out_.results[at];
    }
  }

  std::string_view text_;
  const std::string& file_;
  std::size_t pos_ = 0;
  long line_ = 1;
  LinFile out_;
  std::vector<std::string> players_;
  LinRecord record_;
  bool open_ = false, has_deal_ = false, ignoring_calls_ = false;
  std::optional<Vulnerability> vulnerability_, pending_vulnerability_;
  Auction auction_;
};

}  // namespace

LinFile ParseLin(std::string_view text, const std::string& file_name) { return LinParser(text, file_name).Parse(); }

LinFile ReadLinFile(const std::string& path) { return ParseLin(ReadFileText(path), path); }

}  // namespace bidlab
