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
// quotes followed by "… (N bytes)".
std::string QuotedExcerpt(std::string_view text);

}  // namespace bidlab
