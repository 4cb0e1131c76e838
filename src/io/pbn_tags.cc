#include "io/pbn_tags.h"

#include <utility>

#include "io/pbn_deal.h"

namespace bidlab::pbn {

namespace {

bool IsTagName(std::string_view name) {
  if (name.empty() || name.size() > 255 || name[0] < 'A' || name[0] > 'Z') return false;
  for (const char c : name)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

}  // namespace

bool IsDecodedTag(std::string_view name) {
  static constexpr std::string_view kDecoded[] = {
      "Board",  "Dealer",  "Vulnerable", "Deal", "Declarer",           "Contract",
      "Result", "Auction", "Play",       "Note", "OptimumResultTable", "DoubleDummyTricks"};
  for (const auto decoded : kDecoded)
    if (name == decoded) return true;
  return false;
}

bool IsSectionTag(std::string_view name) {
  return name == "Auction" || name == "Play" || (name.size() > 5 && name.ends_with("Table"));
}

bool IsKnownPlainTag(std::string_view name) {
  static constexpr std::string_view kPlain[] = {"Event",
                                                "Site",
                                                "Date",
                                                "Board",
                                                "West",
                                                "North",
                                                "East",
                                                "South",
                                                "Dealer",
                                                "Vulnerable",
                                                "Deal",
                                                "Scoring",
                                                "Declarer",
                                                "Contract",
                                                "Result",
                                                "Competition",
                                                "DealId",
                                                "Description",
                                                "FrenchMP",
                                                "Generator",
                                                "Hidden",
                                                "Room",
                                                "Termination",
                                                "Score",
                                                "ScoreIMP",
                                                "ScoreMP",
                                                "ScorePercentage",
                                                "ScoreRubber",
                                                "ScoreRubberHistory",
                                                "OptimumScore",
                                                "BidSystemEW",
                                                "BidSystemNS",
                                                "PairEW",
                                                "PairNS",
                                                "WestNA",
                                                "NorthNA",
                                                "EastNA",
                                                "SouthNA",
                                                "WestType",
                                                "NorthType",
                                                "EastType",
                                                "SouthType",
                                                "EventDate",
                                                "EventSponsor",
                                                "HomeTeam",
                                                "Round",
                                                "Section",
                                                "Stage",
                                                "Table",
                                                "VisitTeam",
                                                "Time",
                                                "UTCDate",
                                                "UTCTime",
                                                "TimeControl",
                                                "TimeCall",
                                                "TimeCard",
                                                "Annotator",
                                                "AnnotatorNA",
                                                "Application",
                                                "Mode",
                                                "Note",
                                                "DoubleDummyTricks"};
  for (const auto plain : kPlain)
    if (name == plain) return true;
  return false;
}

bool MayNotInherit(std::string_view name) {
  return name == "Dealer" || name == "Vulnerable" || name == "Deal" || name == "Declarer" || name == "Contract" ||
         name == "Auction" || name == "Play" || name == "Note";
}

bool IsTableTag(std::string_view name) {
  static constexpr std::string_view kTable[] = {"West",        "North",
                                                "East",        "South",
                                                "WestNA",      "NorthNA",
                                                "EastNA",      "SouthNA",
                                                "WestType",    "NorthType",
                                                "EastType",    "SouthType",
                                                "Declarer",    "Contract",
                                                "Result",      "Auction",
                                                "Play",        "Note",
                                                "Score",       "ScoreIMP",
                                                "ScoreMP",     "ScorePercentage",
                                                "ScoreRubber", "ScoreRubberHistory",
                                                "Room",        "Table",
                                                "Termination", "Time",
                                                "UTCTime"};
  for (const auto table : kTable)
    if (name == table) return true;
  return IsSectionTag(name) && name != "OptimumResultTable";
}

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

const GameTag* Find(const std::vector<GameTag>& tags, std::string_view name) {
  for (const GameTag& tag : tags)
    if (tag.name == name) return &tag;
  return nullptr;
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

bool IsUnknown(std::string_view value) { return value.empty() || value == "?"; }

bool ParseSmallNumber(std::string_view text, int max, int& value) {
  if (text.empty() || text.size() > 3) return false;
  value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  return value <= max;
}

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
      fail("card " + CardName(Card{static_cast<std::uint8_t>(std::countr_zero(twice))}) + " is held by two players");
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
    lexer.Fail(tag.line, prefix + "expected the columns Declarer, Denomination and Result, found " + Quoted(tag.value));
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
    lexer.Fail(tag.line, prefix +
                             "bidlab reads only full tables: expected 20 rows (4 declarers x 5 "
                             "denominations), found " +
                             std::to_string(rows));
  return table;
}

DoubleDummyTable DecodeDoubleDummyTricks(const Lexer& lexer, const GameTag& tag) {
  static constexpr std::array<Seat, kNumSeats> kSeats = {Seat::kNorth, Seat::kSouth, Seat::kEast, Seat::kWest};
  static constexpr std::array<Strain, kNumStrains> kStrains = {Strain::kNoTrump, Strain::kSpades, Strain::kHearts,
                                                               Strain::kDiamonds, Strain::kClubs};
  const auto fail = [&] {
    lexer.Fail(tag.line,
               "DoubleDummyTricks: expected 20 hexadecimal digits 0-d (declarer N, S, E, W; each "
               "NT, S, H, D, C), found " +
                   Quoted(tag.value));
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

}  // namespace bidlab::pbn
