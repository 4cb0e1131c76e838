// The PBN reader's Auction section (§3.5; io/pbn_reader.h lists what is
// checked): its calls with their annotations, legality by core/auction.h,
// and the Note tags the auction refers to. Internal to the reader.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/auction.h"
#include "io/pbn_board.h"
#include "io/pbn_lexer.h"
#include "io/pbn_tags.h"

namespace bidlab::pbn {

struct Piece;  // a §3.2 token of an auction word (pbn_auction.cc)

struct NoteReference {
  int index;
  long line;
};

// Reads the section of [Auction "SEAT"] (`tag_seat`, the first call's seat)
// for a board dealt by `dealer`; Fill writes the result to the board.
class AuctionReader {
 public:
  AuctionReader(const Lexer& lexer, Seat tag_seat, Seat dealer)
      : lexer_(lexer), seat_(tag_seat), dealer_(dealer), auction_(dealer) {}

  void Read(const std::vector<Token>& data);

  void Fill(PbnBoard& board) const;
  const std::vector<NoteReference>& references() const { return references_; }

 private:
  void Take(const Piece& piece, long line);
  void TakeCallToken(std::string_view text, long line);

  // The first call must be the dealer's (§3.5).
  void Start(long line);
  void Add(Call call);
  void Append(std::string_view text);

  [[noreturn]] void FailUnknownCall(std::string_view text, long line) const;

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

// §3.5.5, §3.6.5: Note tags come right after the calls of the Auction or the
// cards of the Play section, "index:text" with index 1..32, each index once
// in a section. Returns each note's index and whether it is the auction's.
struct NoteTag {
  int index;
  bool of_auction;
  const GameTag* tag;
};
std::vector<NoteTag> CheckNotes(const Lexer& lexer, const std::vector<GameTag>& tags);

// The auction's notes: those after its calls, and (as some robot matches
// write them) a note placed after the play that the auction refers to and
// its own notes lack. Every reference needs its note.
std::vector<std::string> AuctionNotes(const Lexer& lexer, const std::vector<NoteTag>& notes,
                                      const std::vector<NoteReference>& references);

}  // namespace bidlab::pbn
