// Calls and suits as a person reads them: "1♠", "2NT", "Pass" (CallName
// gives the machine form "1S", "PASS" that files and programs exchange).
#pragma once

#include <string>
#include <string_view>

#include "core/call.h"

namespace bidlab {

std::string SuitSymbol(Suit s);      // ♣ ♦ ♥ ♠
std::string StrainSymbol(Strain s);  // ♣ ♦ ♥ ♠ NT
// "Pass", "1♣" … "7NT", "X", "XX".
std::string CallSymbolName(Call call);
// Every bid written as CallName writes it ("2C", "1NT") in a text, and the
// word PASS, in symbols: "2C (over 1NT): Stayman" -> "2♣ (over 1NT): Stayman".
std::string CallsWithSymbols(std::string_view text);

}  // namespace bidlab
