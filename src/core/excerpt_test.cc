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

}  // namespace
}  // namespace bidlab
