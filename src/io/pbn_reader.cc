#include "io/pbn_reader.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/auction.h"
#include "core/contract.h"
#include "core/error.h"
#include "core/excerpt.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

// ---------------------------------------------------------------------------
// Lexer: PBN tokens (§3.2) with comments (§3.8) and "%" escape lines (§2.4)
// removed, and an end-of-game mark for each semi-empty line (§3).

enum class TokenKind { kOpen, kClose, kString, kWord, kEndOfGame, kEndOfText };

struct Token {
  TokenKind kind = TokenKind::kEndOfText;
  std::string text;  // a word as written, or a string's value (escapes undone)
  long line = 0;
};

// §2.2: of the ASCII control characters and DEL (127), PBN allows only the
// tabs and what ends a line (CR, LF; form feed taken as one).
bool IsForbiddenControl(unsigned char c) {
  return (c < 32 && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f') || c == 127;
}
bool IsBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
// Characters that end a word: white space and the self-delimiting tokens.
bool EndsWord(char c) {
  return IsBlank(c) || c == '\n' || c == '[' || c == ']' || c == '{' || c == '}' || c == ';' || c == '"';
}

std::string Hex2(unsigned char c) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "0x%02X", c);
  return buffer;
}

class Lexer {
 public:
  Lexer(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  [[noreturn]] void Fail(long line, const std::string& what) const { throw InputError(file_, line, what); }

  Token Next() {
    for (;;) {
      if (pos_ >= text_.size()) return {TokenKind::kEndOfText, "", line_};
      if (line_start_) {
        line_start_ = false;
        if (text_[pos_] == '%') {  // escape: the rest of the line is not PBN
          while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
          continue;
        }
        std::size_t p = pos_;
        while (p < text_.size() && IsBlank(text_[p])) ++p;
        if (p >= text_.size() || text_[p] == '\n') {  // a semi-empty line ends the game
          pos_ = p;
          return {TokenKind::kEndOfGame, "", line_};
        }
      }
      const char c = text_[pos_];
      switch (c) {
        case '\n':
          ++pos_;
          ++line_;
          line_start_ = true;
          continue;
        case '{':
          SkipBraceComment();
          continue;
        case ';':  // rest-of-line comment
          while (pos_ < text_.size() && text_[pos_] != '\n') CheckCharacter(text_[pos_++]);
          continue;
        case '"':
          return ReadString();
        case '[':
          ++pos_;
          return {TokenKind::kOpen, "[", line_};
        case ']':
          ++pos_;
          return {TokenKind::kClose, "]", line_};
        case '}':
          Fail(line_, "unexpected '}' outside a comment");
        default:
          break;
      }
      if (IsBlank(c)) {
        ++pos_;
        continue;
      }
      const std::size_t start = pos_;
      while (pos_ < text_.size() && !EndsWord(text_[pos_])) CheckCharacter(text_[pos_++]);
      return {TokenKind::kWord, std::string(text_.substr(start, pos_ - start)), line_};
    }
  }

 private:
  void CheckCharacter(char c) const {
    if (IsForbiddenControl(static_cast<unsigned char>(c)))
      Fail(line_, "control character " + Hex2(static_cast<unsigned char>(c)) + " is not allowed in PBN (§2.2)");
  }

  // Brace comments do not nest and may hold semi-empty lines and "%" in the
  // first column (§3.8).
  void SkipBraceComment() {
    const long start_line = line_;
    ++pos_;
    while (pos_ < text_.size() && text_[pos_] != '}') {
      if (text_[pos_] == '\n') ++line_;
      CheckCharacter(text_[pos_++]);
    }
    if (pos_ >= text_.size()) Fail(start_line, "unterminated comment: expected '}' to close the '{' of this line");
    ++pos_;
  }

  // §3.2: \" is a quote and \\ a backslash; any other backslash is kept.
  Token ReadString() {
    Token token{TokenKind::kString, "", line_};
    ++pos_;
    for (;;) {
      if (pos_ >= text_.size() || text_[pos_] == '\n' || text_[pos_] == '\r')
        Fail(line_, "unterminated string: expected '\"' before the end of the line");
      const char c = text_[pos_];
      if (c == '"') {
        ++pos_;
        return token;
      }
      if (c == '\t') Fail(line_, "a tab is not allowed inside a string (§2.3)");
      // §3.2: a string holds printing characters only.
      if (static_cast<unsigned char>(c) < 32)
        Fail(line_, "control character " + Hex2(static_cast<unsigned char>(c)) +
                        " is not allowed inside a string (§3.2)");
      CheckCharacter(c);
      if (c == '\\' && pos_ + 1 < text_.size() && (text_[pos_ + 1] == '"' || text_[pos_ + 1] == '\\')) {
        token.text += text_[pos_ + 1];
        pos_ += 2;
        continue;
      }
      token.text += c;
      ++pos_;
    }
  }

  std::string_view text_;
  const std::string& file_;
  std::size_t pos_ = 0;
  long line_ = 1;
  bool line_start_ = true;
};

// ---------------------------------------------------------------------------
// Tag names.

// The tags whose values bidlab decodes: they must be written as strings.
bool IsDecodedTag(std::string_view name) {
  static constexpr std::string_view kDecoded[] = {
      "Board", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", "Auction",
      "Play", "Note", "OptimumResultTable", "DoubleDummyTricks"};
  for (const auto decoded : kDecoded)
    if (name == decoded) return true;
  return false;
}

// §3.1, §5: the Auction and Play sections and the supplemental tables carry
// section data after their tag pair.
bool IsSectionTag(std::string_view name) {
  return name == "Auction" || name == "Play" || (name.size() > 5 && name.ends_with("Table"));
}

// Tags PBN 2.1 defines without section data (§3.4, §4), and BridgeComposer's
// DoubleDummyTricks. Text after one of them is an error; after an unknown tag
// it is that tag's section, which a parser skips (§4.9).
bool IsKnownPlainTag(std::string_view name) {
  static constexpr std::string_view kPlain[] = {
      "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable",
      "Deal", "Scoring", "Declarer", "Contract", "Result", "Competition", "DealId", "Description",
      "FrenchMP", "Generator", "Hidden", "Room", "Termination", "Score", "ScoreIMP", "ScoreMP",
      "ScorePercentage", "ScoreRubber", "ScoreRubberHistory", "OptimumScore", "BidSystemEW",
      "BidSystemNS", "PairEW", "PairNS", "WestNA", "NorthNA", "EastNA", "SouthNA", "WestType",
      "NorthType", "EastType", "SouthType", "EventDate", "EventSponsor", "HomeTeam", "Round",
      "Section", "Stage", "Table", "VisitTeam", "Time", "UTCDate", "UTCTime", "TimeControl",
      "TimeCall", "TimeCard", "Annotator", "AnnotatorNA", "Application", "Mode", "Note",
      "DoubleDummyTricks"};
  for (const auto plain : kPlain)
    if (name == plain) return true;
  return false;
}

// §4.8: these tags may not use "#" or "##".
bool MayNotInherit(std::string_view name) {
  return name == "Dealer" || name == "Vulnerable" || name == "Deal" || name == "Declarer" ||
         name == "Contract" || name == "Auction" || name == "Play" || name == "Note";
}

// Tags that describe one table's play of a board rather than the board or the
// event: a later table of the same board that leaves them out does not take
// them from the earlier one.
bool IsTableTag(std::string_view name) {
  static constexpr std::string_view kTable[] = {
      "West", "North", "East", "South", "WestNA", "NorthNA", "EastNA", "SouthNA", "WestType",
      "NorthType", "EastType", "SouthType", "Declarer", "Contract", "Result", "Auction", "Play",
      "Note", "Score", "ScoreIMP", "ScoreMP", "ScorePercentage", "ScoreRubber",
      "ScoreRubberHistory", "Room", "Table", "Termination", "Time", "UTCTime"};
  for (const auto table : kTable)
    if (name == table) return true;
  return IsSectionTag(name) && name != "OptimumResultTable";
}

bool IsTagName(std::string_view name) {
  if (name.empty() || name.size() > 255 || name[0] < 'A' || name[0] > 'Z') return false;
  for (const char c : name)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

// What a message quotes of a value or a word of the file (a short excerpt of a huge one).
std::string Quoted(std::string_view text) { return QuotedExcerpt(text); }
// A bare word in single quotes ('event'); a huge one as an excerpt.
std::string QuotedWord(std::string_view text) {
  return text.size() <= kExcerptBytes ? "'" + std::string(text) + "'" : QuotedExcerpt(text);
}

// ---------------------------------------------------------------------------
// Games as read: tag pairs with their section data.

struct GameTag {
  std::string name;
  std::string value;
  long line = 0;        // line of the value
  bool quoted = true;   // false for the tolerated [Event Random Deal #]
  std::vector<Token> data;  // section data after the tag pair
};

GameTag ReadTagPair(Lexer& lexer, long open_line) {
  Token name = lexer.Next();
  if (name.kind != TokenKind::kWord || !IsTagName(name.text))
    lexer.Fail(name.kind == TokenKind::kEndOfGame || name.kind == TokenKind::kEndOfText ? open_line : name.line,
               "expected a tag name (a letter A-Z, then letters, digits or '_') after '['" +
                   (name.kind == TokenKind::kWord ? ", found " + QuotedWord(name.text) : std::string()));
  GameTag tag{name.text, "", name.line, true, {}};
  Token value = lexer.Next();
  if (value.kind == TokenKind::kString) {
    tag.value = std::move(value.text);
    tag.line = value.line;
    const Token close = lexer.Next();
    if (close.kind != TokenKind::kClose)
      lexer.Fail(close.kind == TokenKind::kWord || close.kind == TokenKind::kString ? close.line : value.line,
                 "expected ']' after the value of tag " + tag.name);
    return tag;
  }
  if (value.kind != TokenKind::kWord)
    lexer.Fail(value.kind == TokenKind::kClose || value.kind == TokenKind::kOpen ? value.line : name.line,
               "expected the value of tag " + tag.name + " in quotes: [" + tag.name + " \"value\"]");
  // Tolerated (see pbn_reader.h): a value without quotes, as its words.
  tag.quoted = false;
  tag.line = value.line;
  tag.value = value.text;
  for (;;) {
    Token word = lexer.Next();
    if (word.kind == TokenKind::kClose) return tag;
    if (word.kind != TokenKind::kWord)
      lexer.Fail(value.line, "expected the value of tag " + tag.name + " in quotes, then ']'");
    tag.value += ' ';
    tag.value += word.text;
  }
}

// ---------------------------------------------------------------------------
// Decoding tag values.

const char* SeatWord(Seat s) {
  static constexpr const char* kNames[] = {"North", "East", "South", "West"};
  return kNames[ToInt(s)];
}

std::string Lower(std::string_view text) {
  std::string lower(text);
  for (char& c : lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return lower;
}

std::optional<Seat> ParseSeatText(std::string_view text) {
  if (text.size() != 1) return std::nullopt;
  return ParseSeat(text[0]);
}

// §3.4: "?" is the value of a mandatory tag that is unknown.
bool IsUnknown(std::string_view value) { return value.empty() || value == "?"; }

// §3.4.10, case-insensitive (§3.11).
std::optional<Vulnerability> ParseVulnerable(std::string_view text) {
  const std::string lower = Lower(text);
  if (lower == "none" || lower == "love" || lower == "-") return Vulnerability::kNone;
  if (lower == "ns") return Vulnerability::kNorthSouth;
  if (lower == "ew") return Vulnerability::kEastWest;
  if (lower == "all" || lower == "both") return Vulnerability::kBoth;
  return std::nullopt;
}

bool ParseSmallNumber(std::string_view text, int max, int& value) {
  if (text.empty() || text.size() > 3) return false;
  value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  return value <= max;
}

// §3.4.15: "n", "NS n", "EW n", "NS n EW m", "EW n NS m", optionally after
// "^"; n = 0..13, and both sides' tricks add up to 13.
bool IsResult(std::string_view text) {
  if (!text.empty() && text[0] == '^') text.remove_prefix(1);
  std::vector<std::string_view> words;
  while (!text.empty()) {
    const auto space = text.find(' ');
    words.push_back(text.substr(0, space));
    if (space == std::string_view::npos) break;
    text.remove_prefix(space + 1);
  }
  int a = 0, b = 0;
  if (words.size() == 1) return ParseSmallNumber(words[0], 13, a);
  const auto side = [](std::string_view w) { return w == "NS" || w == "EW"; };
  if (words.size() == 2) return side(words[0]) && ParseSmallNumber(words[1], 13, a);
  if (words.size() == 4)
    return side(words[0]) && side(words[2]) && words[0] != words[2] && ParseSmallNumber(words[1], 13, a) &&
           ParseSmallNumber(words[3], 13, b) && a + b == 13;
  return false;
}

struct DecodedDeal {
  std::optional<Deal> deal;
  bool end_position = false;  // §3.10: every hand has fewer than 13 cards
};

// §3.4.11: "F:h1 h2 h3 h4", single spaces, "-" for an unknown hand; a hand of
// 13 cards means every given hand has 13 (else it is an end position).
DecodedDeal DecodeDeal(const Lexer& lexer, const GameTag& tag) {
  const std::string_view text = tag.value;
  const auto fail = [&](const std::string& what) { lexer.Fail(tag.line, "Deal " + Quoted(text) + ": " + what); };
  if (text.size() < 2 || text[1] != ':' || !ParseSeat(text[0]))
    fail("expected the first seat and a colon (\"N:\"), then four hands");
  const Seat first = *ParseSeat(text[0]);
  std::vector<std::string_view> parts;
  std::string_view rest = text.substr(2);
  for (;;) {
    const auto space = rest.find(' ');
    parts.push_back(rest.substr(0, space));
    if (space == std::string_view::npos) break;
    rest.remove_prefix(space + 1);
  }
  for (const auto part : parts)
    if (part.empty()) fail("expected four hands separated by single spaces");
  if (parts.size() != 4) fail("expected four hands, found " + std::to_string(parts.size()));
  std::array<Hand, kNumSeats> hands{};
  std::array<bool, kNumSeats> given{};
  std::uint64_t seen = 0;
  int most = 0;
  for (int i = 0; i < kNumSeats; ++i) {
    const Seat seat = SeatAt((ToInt(first) + i) % kNumSeats);
    if (parts[i] == "-") continue;
    try {
      hands[ToInt(seat)] = ParseHandPbn(parts[i]);
    } catch (const Error& e) {
      fail(e.what());
    }
    given[ToInt(seat)] = true;
    const std::uint64_t twice = seen & hands[ToInt(seat)].mask();
    if (twice != 0)
      fail("card " + CardName(Card{static_cast<std::uint8_t>(std::countr_zero(twice))}) +
           " is held by two players");
    seen |= hands[ToInt(seat)].mask();
    most = std::max(most, hands[ToInt(seat)].Size());
  }
  if (!given[0] && !given[1] && !given[2] && !given[3])
    fail("expected at least one hand, all four are unknown (\"-\")");
  for (int s = 0; s < kNumSeats; ++s) {
    if (!given[s]) continue;
    const int size = hands[s].Size();
    if (size > kCardsPerHand)
      fail(std::string(SeatWord(SeatAt(s))) + " holds " + std::to_string(size) + " cards, expected 13");
    if (most == kCardsPerHand && size != kCardsPerHand)
      fail(std::string(SeatWord(SeatAt(s))) + " holds " + std::to_string(size) +
           " cards, expected 13 like the other hands");
  }
  DecodedDeal decoded;
  decoded.end_position = most < kCardsPerHand;
  if (given[0] && given[1] && given[2] && given[3] && !decoded.end_position) decoded.deal = Deal(hands);
  return decoded;
}

// §5.7, with the columns found by name (§5.2: order free, "+"/"-" sort
// marks and "\width" suffixes allowed). bidlab needs all 20 entries.
DoubleDummyTable DecodeOptimumResultTable(const Lexer& lexer, const GameTag& tag) {
  const std::string prefix = "OptimumResultTable: ";
  std::vector<std::string> columns;
  std::string_view names = tag.value;
  for (;;) {
    const auto semicolon = names.find(';');
    std::string_view column = names.substr(0, semicolon);
    if (!column.empty() && (column[0] == '+' || column[0] == '-')) column.remove_prefix(1);
    columns.emplace_back(column.substr(0, column.find('\\')));
    if (semicolon == std::string_view::npos) break;
    names.remove_prefix(semicolon + 1);
  }
  const auto find = [&](std::string_view name) {
    for (std::size_t i = 0; i < columns.size(); ++i)
      if (columns[i] == name) return static_cast<int>(i);
    lexer.Fail(tag.line, prefix + "expected the columns Declarer, Denomination and Result, found " +
                             Quoted(tag.value));
  };
  const int declarer_column = find("Declarer");
  const int strain_column = find("Denomination");
  const int result_column = find("Result");
  const std::size_t width = columns.size();
  if (tag.data.size() % width != 0)
    lexer.Fail(tag.data.back().line, prefix + "expected rows of " + std::to_string(width) +
                                         " elements, the last row has " + std::to_string(tag.data.size() % width));
  DoubleDummyTable table;
  std::array<std::array<bool, kNumStrains>, kNumSeats> filled{};
  int rows = 0;
  for (std::size_t row = 0; row < tag.data.size(); row += width) {
    const Token& d = tag.data[row + declarer_column];
    const Token& s = tag.data[row + strain_column];
    const Token& r = tag.data[row + result_column];
    const auto seat = ParseSeatText(d.text);
    if (!seat) lexer.Fail(d.line, prefix + "expected a declarer N, E, S or W, found " + Quoted(d.text));
    const auto strain = ParseStrain(s.text);
    if (!strain) lexer.Fail(s.line, prefix + "expected a denomination C, D, H, S or NT, found " + Quoted(s.text));
    int tricks = 0;
    if (!ParseSmallNumber(r.text, kNumRanks, tricks))
      lexer.Fail(r.line, prefix + "expected the tricks (0-13) declarer takes, found " + Quoted(r.text));
    if (filled[ToInt(*seat)][ToInt(*strain)])
      lexer.Fail(d.line, prefix + std::string(1, SeatChar(*seat)) + " " + StrainName(*strain) + " is given twice");
    filled[ToInt(*seat)][ToInt(*strain)] = true;
    table.Set(*seat, *strain, tricks);
    ++rows;
  }
  if (rows != kNumSeats * kNumStrains)
    lexer.Fail(tag.line, prefix + "bidlab reads only full tables: expected 20 rows (4 declarers x 5 "
                                  "denominations), found " + std::to_string(rows));
  return table;
}

// BridgeComposer's [DoubleDummyTricks]: 20 hexadecimal digits, declarer N, S,
// E, W, and for each NT, S, H, D, C (shared/data/external/dd/README.md).
DoubleDummyTable DecodeDoubleDummyTricks(const Lexer& lexer, const GameTag& tag) {
  static constexpr std::array<Seat, kNumSeats> kSeats = {Seat::kNorth, Seat::kSouth, Seat::kEast, Seat::kWest};
  static constexpr std::array<Strain, kNumStrains> kStrains = {Strain::kNoTrump, Strain::kSpades, Strain::kHearts,
                                                               Strain::kDiamonds, Strain::kClubs};
  const auto fail = [&] {
    lexer.Fail(tag.line, "DoubleDummyTricks: expected 20 hexadecimal digits 0-d (declarer N, S, E, W; each "
                         "NT, S, H, D, C), found " + Quoted(tag.value));
  };
  if (tag.value.size() != kNumSeats * kNumStrains) fail();
  DoubleDummyTable table;
  for (int i = 0; i < kNumSeats * kNumStrains; ++i) {
    const char c = tag.value[i];
    int tricks = 0;
    if (c >= '0' && c <= '9') tricks = c - '0';
    else if (c >= 'a' && c <= 'd') tricks = c - 'a' + 10;
    else if (c >= 'A' && c <= 'D') tricks = c - 'A' + 10;
    else fail();
    table.Set(kSeats[i / kNumStrains], kStrains[i % kNumStrains], tricks);
  }
  return table;
}

// ---------------------------------------------------------------------------
// The Auction section (§3.5).

enum class PieceKind { kCall, kSuffix, kNote, kNag, kStar, kPlus, kIrregularity };

struct Piece {
  PieceKind kind;
  std::string_view text;
  int number = 0;  // note index or NAG value
};

// Splits one word of the auction into §3.2 tokens ("2NT?=1=" is a call, a
// suffix and a note reference).
std::vector<Piece> SplitAuctionWord(const Lexer& lexer, const Token& word) {
  std::vector<Piece> pieces;
  const std::string_view w = word.text;
  std::size_t i = 0;
  const auto is_call_char = [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  };
  const auto digits_from = [&](std::size_t from) {
    std::size_t end = from;
    while (end < w.size() && w[end] >= '0' && w[end] <= '9') ++end;
    return end;
  };
  while (i < w.size()) {
    const char c = w[i];
    if (is_call_char(c)) {
      std::size_t end = i;
      while (end < w.size() && is_call_char(w[end])) ++end;
      pieces.push_back({PieceKind::kCall, w.substr(i, end - i)});
      i = end;
    } else if (c == '!' || c == '?') {
      const std::size_t size = i + 1 < w.size() && (w[i + 1] == '!' || w[i + 1] == '?') ? 2 : 1;
      pieces.push_back({PieceKind::kSuffix, w.substr(i, size)});
      i += size;
    } else if (c == '=') {
      const std::size_t end = digits_from(i + 1);
      int index = 0;
      if (end == i + 1 || end >= w.size() || w[end] != '=')
        lexer.Fail(word.line, "expected a note reference like =1= in the auction, found " + Quoted(w.substr(i)));
      if (!ParseSmallNumber(w.substr(i + 1, end - i - 1), 32, index) || index < 1)
        lexer.Fail(word.line, "note references go from =1= to =32= (§3.5.4), found " +
                                  Quoted(w.substr(i, end + 1 - i)));
      pieces.push_back({PieceKind::kNote, w.substr(i, end + 1 - i), index});
      i = end + 1;
    } else if (c == '$') {
      const std::size_t end = digits_from(i + 1);
      int nag = 0;
      if (end == i + 1) lexer.Fail(word.line, "expected a NAG like $13 in the auction, found " + Quoted(w.substr(i)));
      if (!ParseSmallNumber(w.substr(i + 1, end - i - 1), 255, nag))
        lexer.Fail(word.line, "NAGs go from $0 to $255 (§3.7), found " + Quoted(w.substr(i, end - i)));
      pieces.push_back({PieceKind::kNag, w.substr(i, end - i), nag});
      i = end;
    } else if (c == '*' || c == '+') {
      pieces.push_back({c == '*' ? PieceKind::kStar : PieceKind::kPlus, w.substr(i, 1)});
      ++i;
    } else if (c == '^') {
      if (i + 1 >= w.size() || (w[i + 1] != 'I' && w[i + 1] != 'S'))
        lexer.Fail(word.line, "expected ^I (insufficient bid) or ^S (skipped call) in the auction (§3.9), found " +
                                  Quoted(w.substr(i, 2)));
      pieces.push_back({PieceKind::kIrregularity, w.substr(i, 2)});
      i += 2;
    } else {
      lexer.Fail(word.line, std::string("unexpected character '") + c + "' in the auction");
    }
  }
  return pieces;
}

struct NoteReference {
  int index;
  long line;
};

class AuctionReader {
 public:
  AuctionReader(const Lexer& lexer, Seat tag_seat, Seat dealer)
      : lexer_(lexer), seat_(tag_seat), dealer_(dealer), auction_(dealer) {}

  void Read(const std::vector<Token>& data) {
    for (const Token& word : data) {
      if (word.kind != TokenKind::kWord)
        lexer_.Fail(word.line, "expected calls in the auction, found the string " + Quoted(word.text));
      for (const Piece& piece : SplitAuctionWord(lexer_, word)) Take(piece, word.line);
    }
    if (insufficient_pending_)
      lexer_.Fail(data.back().line, "^I must be followed by the insufficient bid (§3.9)");
  }

  void Fill(PbnBoard& board) const {
    board.auction_first = started_ ? dealer_ : seat_;
    board.auction = auction_.calls();
    // One note reference per call, or none at all (PbnBoard).
    if (std::any_of(note_refs_.begin(), note_refs_.end(), [](int index) { return index != 0; }))
      board.auction_note_refs = note_refs_;
    board.auction_complete = rest_.empty() && auction_.IsComplete();
    board.auction_rest = rest_;
  }
  const std::vector<NoteReference>& references() const { return references_; }

 private:
  void Take(const Piece& piece, long line) {
    if (ended_ == '*') lexer_.Fail(line, "nothing may follow '*' in the auction (§3.5)");
    if (ended_ == '+')
      lexer_.Fail(line, "'+' must be the last token of the auction: it stands for the next call (§3.5)");
    if (piece.kind == PieceKind::kStar || piece.kind == PieceKind::kPlus) {
      if (piece.kind == PieceKind::kPlus && rest_.empty() && auction_.IsComplete())
        lexer_.Fail(line, "'+' after the end of the auction: there is no next call (§3.5)");
      ended_ = piece.text[0];
      if (!rest_.empty()) Append(piece.text);
      return;
    }
    if (piece.kind == PieceKind::kCall) {
      TakeCallToken(piece.text, line);
      return;
    }
    if (piece.kind == PieceKind::kIrregularity) {
      if (!rest_.empty()) {
        Append(piece.text);
        return;
      }
      if (auction_.IsComplete()) lexer_.Fail(line, std::string(piece.text) + " after the end of the auction");
      if (insufficient_pending_) lexer_.Fail(line, "^I must be followed by the insufficient bid (§3.9)");
      if (piece.text == "^S") {
        Start(line);
        Append(piece.text);
      } else {
        insufficient_pending_ = true;
      }
      return;
    }
    // An annotation of the last call.
    if (!rest_.empty()) {
      if (piece.kind == PieceKind::kNote) references_.push_back({piece.number, line});
      Append(piece.text);
      return;
    }
    if (!has_call_ || insufficient_pending_)
      lexer_.Fail(line, "an annotation (" + std::string(piece.text) + ") must follow a call");
    if (piece.kind == PieceKind::kNote) {
      if (++notes_on_call_ > 1) lexer_.Fail(line, "at most one note reference per call (§3.5.2)");
      note_refs_.back() = piece.number;
      references_.push_back({piece.number, line});
      return;
    }
    if (piece.kind == PieceKind::kNag && ((piece.number >= 7 && piece.number <= 12) || piece.number == 14))
      lexer_.Fail(line, "NAG " + std::string(piece.text) + " is for played cards, not calls (§3.7)");
    const bool suffix_like = piece.kind == PieceKind::kSuffix || (piece.number >= 1 && piece.number <= 6);
    if (suffix_like && ++suffixes_on_call_ > 1)
      lexer_.Fail(line, "at most one suffix (! ? !! ?? !? ?!) or NAG $1-$6 per call (§3.5.2)");
  }

  void TakeCallToken(std::string_view text, long line) {
    if (!rest_.empty()) {
      if (text != "AC" && Lower(text) != "ap" && !ParseCall(text)) FailUnknownCall(text, line);
      Append(text);
      return;
    }
    if (text == "-") {
      if (started_ || insufficient_pending_)
        lexer_.Fail(line, "'-' marks a seat before the dealer and may only come before the first call (§3.5)");
      if (++dashes_ > 3) lexer_.Fail(line, "at most three '-' (the seats before the dealer) may start the auction");
      seat_ = NextSeat(seat_);
      return;
    }
    if (text == "AC") {  // a placeholder: the rest is not a call sequence
      if (insufficient_pending_) lexer_.Fail(line, "^I must be followed by a bid, found AC");
      if (auction_.IsComplete()) lexer_.Fail(line, "AC after the end of the auction");
      Start(line);
      Append(text);
      return;
    }
    if (Lower(text) == "ap") {
      if (insufficient_pending_) lexer_.Fail(line, "^I must be followed by a bid, found AP");
      Start(line);
      if (auction_.IsComplete()) lexer_.Fail(line, "AP (all pass) after the end of the auction");
      while (!auction_.IsComplete()) Add(Call::Pass());
      return;
    }
    const auto call = ParseCall(text);
    if (!call) FailUnknownCall(text, line);
    Start(line);
    if (insufficient_pending_) {
      insufficient_pending_ = false;
      if (!call->IsBid() || call->index() > auction_.LastBidIndex())
        lexer_.Fail(line, "^I marks an insufficient bid (§3.9), but " + std::string(text) +
                              (call->IsBid() ? " is higher than the last bid" : " is not a bid"));
      Append("^I");
      Append(text);
      return;
    }
    const std::string why = auction_.WhyIllegal(*call);
    if (!why.empty())
      lexer_.Fail(line, "illegal call " + std::string(text) + " by " + SeatWord(auction_.NextToCall()) + ": " + why);
    Add(*call);
  }

  // The first call must be the dealer's (§3.5).
  void Start(long line) {
    if (started_) return;
    if (seat_ != dealer_)
      lexer_.Fail(line, std::string("the first call is ") + SeatWord(seat_) + "'s, expected the dealer " +
                            SeatWord(dealer_) + " (write \"-\" for each seat before the dealer, §3.5)");
    started_ = true;
  }

  void Add(Call call) {
    auction_.Add(call);
    note_refs_.push_back(0);
    has_call_ = true;
    notes_on_call_ = 0;
    suffixes_on_call_ = 0;
  }

  void Append(std::string_view text) {
    if (!rest_.empty()) rest_ += ' ';
    rest_ += text;
  }

  [[noreturn]] void FailUnknownCall(std::string_view text, long line) const {
    lexer_.Fail(line, "unknown call " + Quoted(text) + ": expected Pass, X, XX, AP or a bid 1C..7NT");
  }

  const Lexer& lexer_;
  Seat seat_;
  Seat dealer_;
  Auction auction_;
  std::vector<int> note_refs_;
  std::vector<NoteReference> references_;
  std::string rest_;
  bool started_ = false;
  bool has_call_ = false;
  bool insufficient_pending_ = false;
  char ended_ = 0;
  int dashes_ = 0;
  int notes_on_call_ = 0;
  int suffixes_on_call_ = 0;
};

// ---------------------------------------------------------------------------
// A game: inheritance across games, then decoding and consistency checks.

// What one game passes on to the next (§4.8 and the tables of one board).
struct Inheritance {
  std::unordered_map<std::string, std::string> last;           // latest value of each tag
  std::vector<std::pair<std::string, std::string>> sticky;     // "##" values, in order
  std::unordered_map<std::string, std::size_t> sticky_index;   // name -> index in sticky
  std::vector<GameTag> previous;                               // the previous game's tags
  bool previous_has_deal = false;
};

const GameTag* Find(const std::vector<GameTag>& tags, std::string_view name) {
  for (const GameTag& tag : tags)
    if (tag.name == name) return &tag;
  return nullptr;
}

// Drops a repeated tag (§3.4: "a tag pair that already occurred, is
// ignored") unless bidlab decodes it with another value or it has a section.
std::vector<GameTag> DropRepeatedTags(const Lexer& lexer, std::vector<GameTag> game) {
  std::vector<GameTag> kept;
  kept.reserve(game.size());
  std::unordered_map<std::string, std::size_t> first_of;  // name -> index in kept
  for (GameTag& tag : game) {
    if (tag.name != "Note") {
      const auto [it, inserted] = first_of.emplace(tag.name, kept.size());
      if (!inserted) {
        const GameTag& first = kept[it->second];
        if (IsSectionTag(tag.name) || !tag.data.empty() || (first.value != tag.value && IsDecodedTag(tag.name)))
          lexer.Fail(tag.line, "tag " + tag.name + " is given twice in this game (first on line " +
                                   std::to_string(first.line) + ")");
        continue;
      }
    }
    kept.push_back(std::move(tag));
  }
  return kept;
}

std::vector<GameTag> ApplyInheritance(const Lexer& lexer, std::vector<GameTag> own, Inheritance& inheritance) {
  std::unordered_set<std::string> names;  // of this game's tags, own or inherited
  for (GameTag& tag : own) {
    names.insert(tag.name);
    const bool inherit = tag.value == "#";
    const bool set_sticky = tag.value.starts_with("##");
    if ((inherit || set_sticky) && MayNotInherit(tag.name))
      lexer.Fail(tag.line, "tag " + tag.name + " may not inherit its value with \"" + (inherit ? "#" : "##") +
                               "\" (§4.8)");
    const auto sticky = inheritance.sticky_index.find(tag.name);
    if (inherit) {
      const auto last = inheritance.last.find(tag.name);
      tag.value = last == inheritance.last.end() ? "" : last->second;
    } else if (set_sticky) {
      tag.value.erase(0, 2);
      if (sticky == inheritance.sticky_index.end()) {
        inheritance.sticky_index.emplace(tag.name, inheritance.sticky.size());
        inheritance.sticky.emplace_back(tag.name, tag.value);
      } else {
        inheritance.sticky[sticky->second].second = tag.value;
      }
    } else if (sticky != inheritance.sticky_index.end()) {
      inheritance.sticky[sticky->second].second = tag.value;  // a "##" tag given again keeps its new value
    }
  }
  const bool own_board = names.contains("Board") || names.contains("Deal");
  const bool of_a_table = names.contains("Auction") || names.contains("Contract") || names.contains("Play");
  std::vector<GameTag> tags;
  for (const auto& [name, value] : inheritance.sticky)
    if (names.insert(name).second) tags.push_back(GameTag{name, value, own.front().line, true, {}});
  // Another table of the previous game's board (see pbn_reader.h).
  if (!own_board && !names.contains("Board") && !names.contains("Deal") && of_a_table &&
      inheritance.previous_has_deal)
    for (const GameTag& tag : inheritance.previous)
      if (!IsTableTag(tag.name) && names.insert(tag.name).second) tags.push_back(tag);
  for (GameTag& tag : own) tags.push_back(std::move(tag));
  for (const GameTag& tag : tags)
    if (tag.name != "Note") inheritance.last[tag.name] = tag.value;
  const GameTag* deal = Find(tags, "Deal");
  inheritance.previous_has_deal = deal && !IsUnknown(deal->value);
  inheritance.previous = tags;
  return tags;
}

// Checks the section data of tags bidlab does not decode: only after a
// section tag or an unknown tag, and made of section tokens (§3.2).
void CheckSectionData(const Lexer& lexer, const GameTag& tag) {
  if (tag.data.empty() || tag.name == "Auction" || tag.name == "Play" || tag.name == "OptimumResultTable") return;
  if (IsKnownPlainTag(tag.name))
    lexer.Fail(tag.data.front().line, "expected a tag, found " + Quoted(tag.data.front().text) + " (tag " +
                                          tag.name + " has no section data)");
  for (const Token& token : tag.data) {
    if (token.kind != TokenKind::kWord) continue;
    for (const char c : token.text)
      if (c < 33 || c > 126 || c == '%')
        lexer.Fail(token.line, "unexpected character '" + std::string(1, c) + "' in the section of tag " + tag.name +
                                   " (§3.2 section tokens)");
  }
}

// §3.5.5, §3.6.5: Note tags come right after the calls of the Auction or the
// cards of the Play section, "index:text" with index 1..32, each index once
// in a section. Returns each note's index and whether it is the auction's.
struct NoteTag {
  int index;
  bool of_auction;
  const GameTag* tag;
};
std::vector<NoteTag> CheckNotes(const Lexer& lexer, const std::vector<GameTag>& tags) {
  std::vector<NoteTag> notes;
  std::vector<int> section_indices;
  const GameTag* owner = nullptr;
  for (const GameTag& tag : tags) {
    if (tag.name != "Note") {
      owner = &tag;
      section_indices.clear();
      continue;
    }
    if (!owner || (owner->name != "Auction" && owner->name != "Play"))
      lexer.Fail(tag.line, "a Note tag must follow the Auction or the Play section (§3.5.5)");
    const auto colon = tag.value.find(':');
    int index = 0;
    if (colon == std::string::npos || !ParseSmallNumber(std::string_view(tag.value).substr(0, colon), 32, index) ||
        index < 1)
      lexer.Fail(tag.line, "Note: expected \"index:text\" with an index from 1 to 32, found " + Quoted(tag.value));
    for (const int seen : section_indices)
      if (seen == index) lexer.Fail(tag.line, "Note " + std::to_string(index) + " is given twice in this section");
    section_indices.push_back(index);
    notes.push_back({index, owner->name == "Auction", &tag});
  }
  return notes;
}

// The auction's notes: those after its calls, and (as some robot matches
// write them) a note placed after the play that the auction refers to and
// its own notes lack. Every reference needs its note.
std::vector<std::string> AuctionNotes(const Lexer& lexer, const std::vector<NoteTag>& notes,
                                      const std::vector<NoteReference>& references) {
  std::vector<std::string> auction_notes;
  for (const NoteTag& note : notes)
    if (note.of_auction) auction_notes.push_back(note.tag->value);
  const auto has = [&](int index, bool of_auction) {
    for (const NoteTag& note : notes)
      if (note.index == index && note.of_auction == of_auction) return true;
    return false;
  };
  std::vector<int> borrowed;
  for (const NoteReference& reference : references) {
    if (has(reference.index, true)) continue;
    if (!has(reference.index, false))
      lexer.Fail(reference.line, "=" + std::to_string(reference.index) + "= refers to a note that is not given: "
                                 "expected [Note \"" + std::to_string(reference.index) + ":…\"] after the auction");
    if (std::find(borrowed.begin(), borrowed.end(), reference.index) != borrowed.end()) continue;
    borrowed.push_back(reference.index);
    for (const NoteTag& note : notes)
      if (note.index == reference.index) {
        auction_notes.push_back(note.tag->value);
        break;
      }
  }
  return auction_notes;
}

// Contract, Declarer and Result are kept as written; what is wrong with them
// becomes a warning, not an error, because real archives hold contract typos
// ("3NR") and auctions that disagree with their Declarer (PbnBoard::warnings).
void CheckContractTags(const std::vector<GameTag>& tags, bool end_position, PbnBoard& board) {
  const auto warn = [&](const GameTag& tag, const std::string& what) {
    board.warnings.push_back("line " + std::to_string(tag.line) + ": " + what);
  };
  const GameTag* declarer = Find(tags, "Declarer");
  const GameTag* contract_tag = Find(tags, "Contract");
  const GameTag* result = Find(tags, "Result");
  std::optional<Seat> declarer_seat;
  bool swapped = false;
  if (declarer && !IsUnknown(declarer->value)) {
    std::string_view seat = declarer->value;
    swapped = seat[0] == '^';
    declarer_seat = ParseSeatText(seat.substr(swapped ? 1 : 0));
    if (!declarer_seat)
      warn(*declarer, "Declarer: expected N, E, S or W (^N … when declarer and dummy were swapped), found " +
                          Quoted(declarer->value));
  }
  std::optional<Contract> contract;
  if (contract_tag && !IsUnknown(contract_tag->value)) {
    contract = ParseContractPbn(contract_tag->value);
    // §3.10: an end position's contract is only the trump denomination.
    if (!contract && !(end_position && ParseStrain(contract_tag->value)))
      warn(*contract_tag, "Contract: expected Pass or a contract like 4S, 3NT, 5HX or 6CXX, found " +
                              Quoted(contract_tag->value));
  }
  const bool has_result = result && !IsUnknown(result->value);
  if (has_result && !IsResult(result->value))
    warn(*result, "Result: expected the tricks declarer won (0-13), or \"NS n\", \"EW n\" or \"NS n EW m\" "
                  "(adding up to 13), found " + Quoted(result->value));
  // All passed: no declarer (§3.4.13) and no tricks; "0" is tolerated, as
  // BBO Helper and BEN write it.
  const bool passed_out = (contract && contract->IsPassedOut()) || (declarer && declarer->value.empty());
  if (passed_out && has_result && result->value != "0")
    warn(*result, "Result " + Quoted(result->value) + ": expected no result when all passed (§3.4.15)");

  if (!board.auction_complete) return;
  Auction replay(board.dealer);
  for (const Call call : board.auction) replay.Add(call);
  const Contract reached = FinalContract(replay);
  const std::string which =
      reached.IsPassedOut() ? "was passed out" : "reached " + ContractName(reached);
  if (contract && (contract->IsPassedOut() != reached.IsPassedOut() ||
                   (!reached.IsPassedOut() &&
                    (contract->bid() != reached.bid() || contract->doubling != reached.doubling))))
    warn(*contract_tag, "Contract " + Quoted(contract_tag->value) + " does not match the auction, which " + which);
  if (declarer_seat && !reached.IsPassedOut() &&
      (swapped ? Partner(*declarer_seat) : *declarer_seat) != reached.declarer)
    warn(*declarer, "Declarer " + Quoted(declarer->value) + " does not match the auction, which " + which +
                        (swapped ? " (\"^\" names the dummy who declared)" : ""));
}

PbnBoard DecodeGame(const Lexer& lexer, const std::vector<GameTag>& tags, long first_line) {
  PbnBoard board;
  board.line = first_line;
  board.tags.reserve(tags.size());
  for (const GameTag& tag : tags) {
    if (!tag.quoted && IsDecodedTag(tag.name))
      lexer.Fail(tag.line, "expected the value of tag " + tag.name + " in quotes: [" + tag.name + " \"value\"]");
    board.tags.emplace_back(tag.name, tag.value);
    CheckSectionData(lexer, tag);
  }

  const GameTag* dealer = Find(tags, "Dealer");
  if (dealer && !IsUnknown(dealer->value)) {
    const auto seat = ParseSeatText(dealer->value);
    if (!seat) lexer.Fail(dealer->line, "Dealer: expected N, E, S or W, found " + Quoted(dealer->value));
    board.dealer = *seat;
  }
  if (const GameTag* vulnerable = Find(tags, "Vulnerable"); vulnerable && !IsUnknown(vulnerable->value)) {
    const auto vulnerability = ParseVulnerable(vulnerable->value);
    if (!vulnerability)
      lexer.Fail(vulnerable->line,
                 "Vulnerable: expected None, NS, EW or All (or Love, -, Both), found " + Quoted(vulnerable->value));
    board.vulnerability = *vulnerability;
  }
  bool end_position = false;
  if (const GameTag* deal = Find(tags, "Deal")) {
    board.deal_text = deal->value;
    if (!IsUnknown(deal->value)) {
      DecodedDeal decoded = DecodeDeal(lexer, *deal);
      board.deal = decoded.deal;
      end_position = decoded.end_position;
    }
  }
  board.board = board.Tag("Board");
  board.auction_first = board.dealer;  // without an Auction section
  board.declarer = board.Tag("Declarer");
  board.contract = board.Tag("Contract");
  board.result = board.Tag("Result");

  const std::vector<NoteTag> notes = CheckNotes(lexer, tags);
  if (const GameTag* auction = Find(tags, "Auction")) {
    if (!dealer || IsUnknown(dealer->value))
      lexer.Fail(auction->line, "an Auction section needs the Dealer tag (§3.1)");
    const auto seat = ParseSeatText(auction->value);
    if (!seat)
      lexer.Fail(auction->line, "Auction: expected the seat of the first call (N, E, S or W), found " +
                                    Quoted(auction->value));
    AuctionReader reader(lexer, *seat, board.dealer);
    reader.Read(auction->data);
    reader.Fill(board);
    board.notes = AuctionNotes(lexer, notes, reader.references());
  }

  const GameTag* optimum = Find(tags, "OptimumResultTable");
  if (optimum) board.dd_table = DecodeOptimumResultTable(lexer, *optimum);
  if (const GameTag* tricks = Find(tags, "DoubleDummyTricks")) {
    const DoubleDummyTable table = DecodeDoubleDummyTricks(lexer, *tricks);
    if (board.dd_table)
      for (int s = 0; s < kNumSeats; ++s)
        for (int st = 0; st < kNumStrains; ++st) {
          const int a = table.Tricks(SeatAt(s), StrainAt(st));
          const int b = board.dd_table->Tricks(SeatAt(s), StrainAt(st));
          if (a != b)
            lexer.Fail(tricks->line, "DoubleDummyTricks disagrees with the OptimumResultTable (line " +
                                         std::to_string(optimum->line) + ") for declarer " + SeatChar(SeatAt(s)) +
                                         " in " + StrainName(StrainAt(st)) + ": " + std::to_string(a) +
                                         " against " + std::to_string(b));
        }
    board.dd_table = table;
  }
  CheckContractTags(tags, end_position, board);
  return board;
}

}  // namespace

std::vector<PbnBoard> ParsePbn(std::string_view text, const std::string& file_name) {
  Lexer lexer(text, file_name);
  Inheritance inheritance;
  std::vector<PbnBoard> boards;
  std::vector<GameTag> game;
  long first_line = 0;  // of the game's first tag
  for (;;) {
    Token token = lexer.Next();
    if (token.kind == TokenKind::kEndOfGame || token.kind == TokenKind::kEndOfText) {
      if (!game.empty()) {
        std::vector<GameTag> tags = ApplyInheritance(lexer, DropRepeatedTags(lexer, std::move(game)), inheritance);
        boards.push_back(DecodeGame(lexer, tags, first_line));
        game.clear();
      }
      if (token.kind == TokenKind::kEndOfText) break;
      continue;
    }
    if (token.kind == TokenKind::kOpen) {
      if (game.empty()) first_line = token.line;
      game.push_back(ReadTagPair(lexer, token.line));
      continue;
    }
    if (token.kind == TokenKind::kClose) lexer.Fail(token.line, "unexpected ']' outside a tag pair");
    if (game.empty())
      lexer.Fail(token.line, "expected a tag like [Event \"…\"], found " +
                                 (token.kind == TokenKind::kString ? Quoted(token.text) : QuotedWord(token.text)));
    game.back().data.push_back(std::move(token));
  }
  return boards;
}

std::vector<PbnBoard> ReadPbnFile(const std::string& path) { return ParsePbn(ReadFileText(path), path); }

}  // namespace bidlab
