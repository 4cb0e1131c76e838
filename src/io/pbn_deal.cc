#include "io/pbn_deal.h"

#include <array>
#include <vector>

#include "core/error.h"
#include "core/excerpt.h"

namespace bidlab {

Hand ParseHandPbn(std::string_view text) {
  Hand hand;
  int suit = 3;  // PBN lists spades first
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (ch == '.') {
      if (--suit < 0) throw Error("hand " + QuotedExcerpt(text) + " has more than four suits");
      continue;
    }
    const auto rank = ParseRank(ch);
    if (!rank)
      throw Error("hand " + QuotedExcerpt(text) + ": expected a rank (AKQJT98765432), found " +
                  QuotedCharacter(text, i));
    const Card card = Card::Of(SuitAt(suit), *rank);
    if (hand.Has(card)) throw Error("hand " + QuotedExcerpt(text) + " lists " + CardName(card) + " twice");
    hand.Add(card);
  }
  if (suit != 0) throw Error("hand " + QuotedExcerpt(text) + ": expected four suits separated by dots (S.H.D.C)");
  return hand;
}

std::string FormatHandPbn(Hand hand) {
  std::string text;
  for (int suit = 3; suit >= 0; --suit) {
    if (suit != 3) text += '.';
    for (int rank = kAceRank; rank >= 0; --rank)
      if (hand.Has(Card::Of(SuitAt(suit), rank))) text += RankChar(rank);
  }
  return text;
}

Deal ParseDealPbn(std::string_view text) {
  const std::string quoted = "deal " + QuotedExcerpt(text);
  if (text.size() < 2 || text[1] != ':' || !ParseSeat(text[0]))
    throw Error(quoted + ": expected a first seat and a colon (\"N:\")");
  const Seat first = *ParseSeat(text[0]);
  std::vector<std::string_view> parts;
  std::string_view rest = text.substr(2);
  while (!rest.empty()) {
    const auto space = rest.find_first_of(" \t");
    if (space != 0) parts.push_back(rest.substr(0, space));
    if (space == std::string_view::npos) break;
    rest = rest.substr(space + 1);
  }
  if (parts.size() != 4) throw Error(quoted + ": expected four hands, found " + std::to_string(parts.size()));
  std::array<Hand, kNumSeats> hands{};
  for (int i = 0; i < 4; ++i) {
    if (parts[i] == "-")
      throw Error(quoted + ": the hand of " + SeatChar(SeatAt((ToInt(first) + i) % 4)) + " is unknown");
    hands[(ToInt(first) + i) % 4] = ParseHandPbn(parts[i]);
  }
  if (auto problem = DealProblem(hands); !problem.empty()) throw Error(quoted + ": " + problem);
  return Deal(hands);
}

std::string FormatDealPbn(const Deal& deal, Seat first) {
  std::string text{SeatChar(first), ':'};
  for (int i = 0; i < 4; ++i) {
    if (i) text += ' ';
    text += FormatHandPbn(deal.hand(SeatAt((ToInt(first) + i) % 4)));
  }
  return text;
}

}  // namespace bidlab
