#include "io/pbn_lexer.h"

#include <cstdio>

#include "core/excerpt.h"

namespace bidlab::pbn {

namespace {

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

}  // namespace

Token Lexer::Next() {
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
      case '{': SkipBraceComment(); continue;
      case ';':  // rest-of-line comment
        while (pos_ < text_.size() && text_[pos_] != '\n') CheckCharacter(text_[pos_++]);
        continue;
      case '"': return ReadString();
      case '[': ++pos_; return {TokenKind::kOpen, "[", line_};
      case ']': ++pos_; return {TokenKind::kClose, "]", line_};
      case '}': Fail(line_, "unexpected '}' outside a comment");
      default: break;
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

void Lexer::CheckCharacter(char c) const {
  if (IsForbiddenControl(static_cast<unsigned char>(c)))
    Fail(line_, "control character " + Hex2(static_cast<unsigned char>(c)) + " is not allowed in PBN (§2.2)");
}

void Lexer::SkipBraceComment() {
  const long start_line = line_;
  ++pos_;
  while (pos_ < text_.size() && text_[pos_] != '}') {
    if (text_[pos_] == '\n') ++line_;
    CheckCharacter(text_[pos_++]);
  }
  if (pos_ >= text_.size()) Fail(start_line, "unterminated comment: expected '}' to close the '{' of this line");
  ++pos_;
}

Token Lexer::ReadString() {
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
      Fail(line_,
           "control character " + Hex2(static_cast<unsigned char>(c)) + " is not allowed inside a string (§3.2)");
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

std::string Quoted(std::string_view text) { return QuotedExcerpt(text); }

std::string QuotedWord(std::string_view text) {
  return text.size() <= kExcerptBytes ? "'" + std::string(text) + "'" : QuotedExcerpt(text);
}

}  // namespace bidlab::pbn
