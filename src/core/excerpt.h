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
// quotes followed by "… (N bytes)". Control characters (a NUL, which would
// cut the message short, an ANSI escape, which a terminal would obey) are
// shown as \xHH.
std::string QuotedExcerpt(std::string_view text);

// True when `text` is well-formed UTF-8 (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF), the text JSON can carry.
bool IsValidUtf8(std::string_view text);

}  // namespace bidlab
