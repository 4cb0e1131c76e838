#include "io/pbn_auction.h"

#include <algorithm>

namespace bidlab::pbn {

// Declared in the header (AuctionReader takes one), so not in the anonymous namespace.
enum class PieceKind { kCall, kSuffix, kNote, kNag, kStar, kPlus, kIrregularity };

struct Piece {
  PieceKind kind;
  std::string_view text;
  int number = 0;  // note index or NAG value
};

namespace {

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
        lexer.Fail(word.line,
                   "note references go from =1= to =32= (§3.5.4), found " + Quoted(w.substr(i, end + 1 - i)));
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

}  // namespace

void AuctionReader::Read(const std::vector<Token>& data) {
  for (const Token& word : data) {
    if (word.kind != TokenKind::kWord)
      lexer_.Fail(word.line, "expected calls in the auction, found the string " + Quoted(word.text));
    for (const Piece& piece : SplitAuctionWord(lexer_, word)) Take(piece, word.line);
  }
  if (insufficient_pending_) lexer_.Fail(data.back().line, "^I must be followed by the insufficient bid (§3.9)");
}

void AuctionReader::Fill(PbnBoard& board) const {
  board.auction_first = started_ ? dealer_ : seat_;
  board.auction = auction_.calls();
  // One note reference per call, or none at all (PbnBoard).
  if (std::any_of(note_refs_.begin(), note_refs_.end(), [](int index) { return index != 0; }))
    board.auction_note_refs = note_refs_;
  board.auction_complete = rest_.empty() && auction_.IsComplete();
  board.auction_rest = rest_;
}

void AuctionReader::Take(const Piece& piece, long line) {
  if (ended_ == '*') lexer_.Fail(line, "nothing may follow '*' in the auction (§3.5)");
  if (ended_ == '+') lexer_.Fail(line, "'+' must be the last token of the auction: it stands for the next call (§3.5)");
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

void AuctionReader::TakeCallToken(std::string_view text, long line) {
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

void AuctionReader::Start(long line) {
  if (started_) return;
  if (seat_ != dealer_)
    lexer_.Fail(line, std::string("the first call is ") + SeatWord(seat_) + "'s, expected the dealer " +
                          SeatWord(dealer_) + " (write \"-\" for each seat before the dealer, §3.5)");
  started_ = true;
}

void AuctionReader::Add(Call call) {
  auction_.Add(call);
  note_refs_.push_back(0);
  has_call_ = true;
  notes_on_call_ = 0;
  suffixes_on_call_ = 0;
}

void AuctionReader::Append(std::string_view text) {
  if (!rest_.empty()) rest_ += ' ';
  rest_ += text;
}

void AuctionReader::FailUnknownCall(std::string_view text, long line) const {
  lexer_.Fail(line, "unknown call " + Quoted(text) + ": expected Pass, X, XX, AP or a bid 1C..7NT");
}

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
      lexer.Fail(reference.line, "=" + std::to_string(reference.index) +
                                     "= refers to a note that is not given: "
                                     "expected [Note \"" +
                                     std::to_string(reference.index) + ":…\"] after the auction");
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

}  // namespace bidlab::pbn
