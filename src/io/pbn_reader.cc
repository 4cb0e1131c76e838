#include "io/pbn_reader.h"

#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/auction.h"
#include "core/contract.h"
#include "core/error.h"
#include "io/file_util.h"
#include "io/pbn_auction.h"
#include "io/pbn_lexer.h"
#include "io/pbn_tags.h"

// The reader in three parts: pbn_lexer (tokens), pbn_tags (tag names, tag
// pairs, values) and pbn_auction (the Auction section and its notes); this
// file puts the games together.

namespace bidlab {
namespace pbn {
namespace {

// ---------------------------------------------------------------------------
// A game: inheritance across games, then decoding and consistency checks.

// What one game passes on to the next (§4.8 and the tables of one board).
struct Inheritance {
  std::unordered_map<std::string, std::string> last;          // latest value of each tag
  std::vector<std::pair<std::string, std::string>> sticky;    // "##" values, in order
  std::unordered_map<std::string, std::size_t> sticky_index;  // name -> index in sticky
  std::vector<GameTag> previous;                              // the previous game's tags
  bool previous_has_deal = false;
};

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
      lexer.Fail(tag.line,
                 "tag " + tag.name + " may not inherit its value with \"" + (inherit ? "#" : "##") + "\" (§4.8)");
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
  if (!own_board && !names.contains("Board") && !names.contains("Deal") && of_a_table && inheritance.previous_has_deal)
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
    lexer.Fail(tag.data.front().line, "expected a tag, found " + Quoted(tag.data.front().text) + " (tag " + tag.name +
                                          " has no section data)");
  for (const Token& token : tag.data) {
    if (token.kind != TokenKind::kWord) continue;
    for (const char c : token.text)
      if (c < 33 || c > 126 || c == '%')
        lexer.Fail(token.line, "unexpected character '" + std::string(1, c) + "' in the section of tag " + tag.name +
                                   " (§3.2 section tokens)");
  }
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
      warn(*contract_tag,
           "Contract: expected Pass or a contract like 4S, 3NT, 5HX or 6CXX, found " + Quoted(contract_tag->value));
  }
  const bool has_result = result && !IsUnknown(result->value);
  if (has_result && !IsResult(result->value))
    warn(*result,
         "Result: expected the tricks declarer won (0-13), or \"NS n\", \"EW n\" or \"NS n EW m\" "
         "(adding up to 13), found " +
             Quoted(result->value));
  // All passed: no declarer (§3.4.13) and no tricks; "0" is tolerated, as
  // BBO Helper and BEN write it.
  const bool passed_out = (contract && contract->IsPassedOut()) || (declarer && declarer->value.empty());
  if (passed_out && has_result && result->value != "0")
    warn(*result, "Result " + Quoted(result->value) + ": expected no result when all passed (§3.4.15)");

  if (!board.auction_complete) return;
  Auction replay(board.dealer);
  for (const Call call : board.auction) replay.Add(call);
  const Contract reached = FinalContract(replay);
  const std::string which = reached.IsPassedOut() ? "was passed out" : "reached " + ContractName(reached, CallName);
  if (contract &&
      (contract->IsPassedOut() != reached.IsPassedOut() ||
       (!reached.IsPassedOut() && (contract->bid() != reached.bid() || contract->doubling != reached.doubling))))
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
    const auto vulnerability = ParseVulnerability(vulnerable->value);  // §3.4.10, any case (§3.11)
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
      lexer.Fail(auction->line,
                 "Auction: expected the seat of the first call (N, E, S or W), found " + Quoted(auction->value));
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
                                         " in " + StrainName(StrainAt(st)) + ": " + std::to_string(a) + " against " +
                                         std::to_string(b));
        }
    board.dd_table = table;
  }
  CheckContractTags(tags, end_position, board);
  return board;
}

// Every game of the text, in order.
std::vector<PbnBoard> ReadGames(Lexer& lexer) {
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

}  // namespace
}  // namespace pbn

std::vector<PbnBoard> ParsePbn(std::string_view text, const std::string& file_name) {
  pbn::Lexer lexer(text, file_name);
  return pbn::ReadGames(lexer);
}

std::vector<PbnBoard> ReadPbnFile(const std::string& path) { return ParsePbn(ReadFileText(path), path); }

}  // namespace bidlab
