// The PBN reader's lexer (io/pbn_reader.h): PBN 2.1 tokens (§3.2) with
// comments (§3.8) and "%" escape lines (§2.4) removed, an end-of-game mark
// for each semi-empty line (§3), and the characters PBN forbids (§2.2)
// refused. Internal to the reader (namespace pbn): io/pbn_reader.h is the API.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/error.h"

namespace bidlab::pbn {

enum class TokenKind { kOpen, kClose, kString, kWord, kEndOfGame, kEndOfText };

struct Token {
  TokenKind kind = TokenKind::kEndOfText;
  std::string text;  // a word as written, or a string's value (escapes undone)
  long line = 0;
};

// Every error of the reader goes through Fail: InputError(file, line, what).
class Lexer {
 public:
  Lexer(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  [[noreturn]] void Fail(long line, const std::string& what) const { throw InputError(file_, line, what); }

  Token Next();

 private:
  void CheckCharacter(char c) const;

  // Brace comments do not nest and may hold semi-empty lines and "%" in the
  // first column (§3.8).
  void SkipBraceComment();

  // §3.2: \" is a quote and \\ a backslash; any other backslash is kept.
  Token ReadString();

  std::string_view text_;
  const std::string& file_;
  std::size_t pos_ = 0;
  long line_ = 1;
  bool line_start_ = true;
};

// What a message quotes of a value or a word of the file (a short excerpt of a huge one).
std::string Quoted(std::string_view text);
// A bare word in single quotes ('event'); a huge one as an excerpt.
std::string QuotedWord(std::string_view text);

}  // namespace bidlab::pbn
