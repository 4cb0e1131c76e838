#include "core/call_text.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(CallText, CallsInSymbols) {
  EXPECT_EQ(CallSymbolName(*ParseCall("2H")), "2♥");
  EXPECT_EQ(CallSymbolName(*ParseCall("1C")), "1♣");
  EXPECT_EQ(CallSymbolName(*ParseCall("3NT")), "3NT");
  EXPECT_EQ(CallSymbolName(Call::Pass()), "Pass");
  EXPECT_EQ(CallsWithSymbols("2C (over 1NT): Stayman, then 2D or 2S"), "2♣ (over 1NT): Stayman, then 2♦ or 2♠");
  EXPECT_EQ(CallsWithSymbols("PASS: 1NT 0.28 (then 3S 0.23)"), "Pass: 1NT 0.28 (then 3♠ 0.23)");
  // Words that only look like calls stay as they are.
  EXPECT_EQ(CallsWithSymbols("X marks P and 12S and 1N"), "X marks P and 12S and 1N");
}

}  // namespace
}  // namespace bidlab
