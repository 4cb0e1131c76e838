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

TEST(QuotedExcerpt, ControlBytesAndBrokenUtf8AreShownAsHex) {
  // A NUL would end the message wherever it becomes a C string; an escape
  // would reach the terminal; a lone byte of a UTF-8 character is not text.
  EXPECT_EQ(QuotedExcerpt(std::string("AK\0Q", 4)), "\"AK\\x00Q\"");
  EXPECT_EQ(QuotedExcerpt("\x1b[31mPASS"), "\"\\x1B[31mPASS\"");
  EXPECT_EQ(QuotedExcerpt("a\xE2\x99"), "\"a\\xE2\\x99\"");
  EXPECT_EQ(QuotedExcerpt("\xC0\xAF"), "\"\\xC0\\xAF\"");  // an overlong '/'
  EXPECT_EQ(QuotedExcerpt("♠ é"), "\"♠ é\"");
}

TEST(Excerpt, NamesAValueWithoutQuotesUnderTheSameBound) {
  EXPECT_EQ(Excerpt("12"), "12");
  EXPECT_EQ(Excerpt(std::string(200'000, '7')), std::string(kExcerptBytes, '7') + "… (200000 bytes)");
  EXPECT_EQ(Excerpt("\xFF\x1b"), "\\xFF\\x1B");
}

TEST(QuotedCharacter, AWholeCharacterOrOneByte) {
  EXPECT_EQ(QuotedCharacter("AvK", 1), "'v'");
  EXPECT_EQ(QuotedCharacter("A♠K", 1), "'♠'");
  EXPECT_EQ(QuotedCharacter(std::string("A\0K", 3), 1), "'\\x00'");
  EXPECT_EQ(QuotedCharacter("A\xE2", 1), "'\\xE2'");
}

}  // namespace
}  // namespace bidlab
