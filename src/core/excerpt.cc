#include "core/excerpt.h"

#include <algorithm>
#include <cstdio>

namespace bidlab {

namespace {

// The length of the UTF-8 character that starts at text[at], 0 when the
// bytes there are not one (a stray continuation byte, a cut sequence, an
// overlong or out-of-range form).
std::size_t Utf8Length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  std::size_t length = 0;
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) length = 2;
  else if (lead >= 0xE0 && lead <= 0xEF) length = 3;
  else if (lead >= 0xF0 && lead <= 0xF4) length = 4;
  else return 0;
  if (at + length > text.size()) return 0;
  for (std::size_t i = 1; i < length; ++i)
    if ((byte(at + i) & 0xC0) != 0x80) return 0;
  // No overlong three- or four-byte forms, no surrogates, nothing past U+10FFFF.
  if ((lead == 0xE0 && byte(at + 1) < 0xA0) || (lead == 0xED && byte(at + 1) >= 0xA0) ||
      (lead == 0xF0 && byte(at + 1) < 0x90) || (lead == 0xF4 && byte(at + 1) >= 0x90))
    return 0;
  return length;
}

// `text` with control bytes and bytes outside a UTF-8 character as \xNN.
std::string Printable(std::string_view text) {
  std::string shown;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t length = Utf8Length(text, i);
    const auto byte = static_cast<unsigned char>(text[i]);
    if (length == 0 || byte < 0x20 || byte == 0x7F) {
      char escaped[5];
      std::snprintf(escaped, sizeof escaped, "\\x%02X", byte);
      shown += escaped;
      ++i;
    } else {
      shown += text.substr(i, length);
      i += length;
    }
  }
  return shown;
}

}  // namespace

std::string QuotedExcerpt(std::string_view text) {
  if (text.size() <= kExcerptBytes) return "\"" + Printable(text) + "\"";
  return "\"" + Printable(Utf8Prefix(text, kExcerptBytes)) + "…\" (" + std::to_string(text.size()) + " bytes)";
}

std::string Excerpt(std::string_view text) {
  if (text.size() <= kExcerptBytes) return Printable(text);
  return Printable(Utf8Prefix(text, kExcerptBytes)) + "… (" + std::to_string(text.size()) + " bytes)";
}

std::string_view Utf8Prefix(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return text;
  std::size_t cut = max_bytes;
  // Back up over UTF-8 continuation bytes (10xxxxxx) to a character's start.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut);
}

bool IsValidUtf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t length = Utf8Length(text, i);
    if (length == 0) return false;
    i += length;
  }
  return true;
}

std::string QuotedCharacter(std::string_view text, std::size_t at) {
  return "'" + Printable(text.substr(at, std::max<std::size_t>(Utf8Length(text, at), 1))) + "'";
}

}  // namespace bidlab
