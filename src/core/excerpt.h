// What an error message quotes of a value from outside: the value itself
// when it is short, else its start and its size, so a 20 MB line in a file
// or from an external bidder gives a message of one line, not 20 MB.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace bidlab {

inline constexpr std::size_t kExcerptBytes = 80;  // a whole PBN deal (69) fits

// `text` in double quotes when it has at most kExcerptBytes bytes; else its
// first bytes (cut before a UTF-8 character that would not fit) in double
// quotes followed by "… (N bytes)". A control byte (a NUL, an escape) or a
// byte that is not part of a UTF-8 character is shown as \xNN: the message
// stays one line of text, whole wherever it goes (a terminal, a C string, a
// Python exception).
std::string QuotedExcerpt(std::string_view text);
// The same without the quotes, for a value that names what a message is
// about rather than one quoted as found: "board 12", "board abc… (20000 bytes)".
std::string Excerpt(std::string_view text);

// The character that starts at text[at] (a whole UTF-8 character, or the
// one byte) in single quotes, shown as QuotedExcerpt shows it: what a
// parser says it found ('v', '♠', '\x00').
std::string QuotedCharacter(std::string_view text, std::size_t at);

// The longest start of `text` of at most `max_bytes` bytes that does not
// cut a UTF-8 character in two (all of `text` when it fits).
std::string_view Utf8Prefix(std::string_view text, std::size_t max_bytes);

// True when `text` is well-formed UTF-8 (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF), the text JSON can carry.
bool IsValidUtf8(std::string_view text);

}  // namespace bidlab
