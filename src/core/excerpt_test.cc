#include "core/excerpt.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(QuotedExcerpt, ShortValuesAreQuotedWhole) {
  EXPECT_EQ(QuotedExcerpt("1Z"), "\"1Z\"");
  EXPECT_EQ(QuotedExcerpt(""), "\"\"");
  const std::string sixty(kExcerptBytes, 'x');
  EXPECT_EQ(QuotedExcerpt(sixty), "\"" + sixty + "\"");
}

TEST(QuotedExcerpt, AHugeValueGivesItsStartAndSize) {
  const std::string huge(5'000'000, 'A');
  const std::string quoted = QuotedExcerpt(huge);
  EXPECT_EQ(quoted, "\"" + std::string(kExcerptBytes, 'A') + "…\" (5000000 bytes)");
}

TEST(QuotedExcerpt, NeverCutsAUtf8Character) {
  // 59 ASCII bytes, then ♠ (3 bytes) straddling the cut: the ♠ is left out whole.
  const std::string text = std::string(59, 'a') + "♠" + std::string(100, 'b');
  EXPECT_EQ(QuotedExcerpt(text), "\"" + std::string(59, 'a') + "…\" (" + std::to_string(text.size()) + " bytes)");
}

}  // namespace
}  // namespace bidlab
