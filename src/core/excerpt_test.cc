#include "core/excerpt.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(QuotedExcerpt, ShortValuesAreQuotedWhole) {
  EXPECT_EQ(QuotedExcerpt("1Z"), "\"1Z\"");
  EXPECT_EQ(QuotedExcerpt(""), "\"\"");
  const std::string longest(kExcerptBytes, 'x');
  EXPECT_EQ(QuotedExcerpt(longest), "\"" + longest + "\"");
  const std::string deal = "N:.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
  EXPECT_EQ(QuotedExcerpt(deal), "\"" + deal + "\"");
}

TEST(QuotedExcerpt, AHugeValueGivesItsStartAndSize) {
  const std::string huge(5'000'000, 'A');
  const std::string quoted = QuotedExcerpt(huge);
  EXPECT_EQ(quoted, "\"" + std::string(kExcerptBytes, 'A') + "…\" (5000000 bytes)");
}

TEST(QuotedExcerpt, NeverCutsAUtf8Character) {
  // ASCII up to a byte before the cut, then ♠ (3 bytes) straddling it: the ♠ is left out whole.
  const std::string text = std::string(kExcerptBytes - 1, 'a') + "♠" + std::string(100, 'b');
  EXPECT_EQ(QuotedExcerpt(text),
            "\"" + std::string(kExcerptBytes - 1, 'a') + "…\" (" + std::to_string(text.size()) + " bytes)");
}

// A NUL would end the message where it stands (what() is a C string), and
// an ANSI escape would be obeyed by the terminal: both are shown as \xHH.
TEST(QuotedExcerpt, ControlCharactersAreEscaped) {
  EXPECT_EQ(QuotedExcerpt(std::string("PASS\0 7NT", 9)), "\"PASS\\x00 7NT\"");
  EXPECT_EQ(QuotedExcerpt("\x1b[2J1C"), "\"\\x1B[2J1C\"");
  EXPECT_EQ(QuotedExcerpt("a\tb\x7f"), "\"a\\x09b\\x7F\"");
  const std::string huge = "\x1b" + std::string(1000, 'A');
  EXPECT_EQ(QuotedExcerpt(huge), "\"\\x1B" + std::string(kExcerptBytes - 1, 'A') + "…\" (1001 bytes)");
}

}  // namespace
}  // namespace bidlab
