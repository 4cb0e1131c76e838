#include "core/excerpt.h"

namespace bidlab {

std::string QuotedExcerpt(std::string_view text) {
  if (text.size() <= kExcerptBytes) return "\"" + std::string(text) + "\"";
  std::size_t cut = kExcerptBytes;
  // Back up over UTF-8 continuation bytes (10xxxxxx) to a character's start.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return "\"" + std::string(text.substr(0, cut)) + "…\" (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace bidlab
