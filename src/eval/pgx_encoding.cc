#include "eval/pgx_encoding.h"

#include <cstring>
#include <string>

#include "core/error.h"

namespace bidlab {

namespace {

// pgx's card order: suit row 0 spades … 3 clubs, then A, 2, 3, …, K.
Card CardOfPgxPosition(int row, int column) {
  const Suit suit = SuitAt(kNumSuits - 1 - row);
  const int rank = column == 0 ? kAceRank : column - 1;
  return Card::Of(suit, rank);
}

// `number` when it fits in `bits` bits; Error naming it otherwise.
std::int64_t InRange(std::int64_t number, int bits, const char* what, int at, const char* digits) {
  const std::int64_t end = std::int64_t{1} << bits;
  if (number < 0 || number >= end)
    throw Error(std::string("pgx ") + what + " " + std::to_string(at) + " is " + std::to_string(number) + "; it is " +
                digits + ", 0 to " + std::to_string(end - 1));
  return number;
}

}  // namespace

void WritePgxObservation(const Hand& hand, const Auction& auction, Seat observer, Vulnerability vulnerability,
                         std::uint8_t* out) {
  std::memset(out, 0, kPgxObservationBits);
  const int v = static_cast<int>(vulnerability);
  const bool ours = IsNorthSouth(observer) ? (v & 1) != 0 : (v & 2) != 0;
  const bool theirs = IsNorthSouth(observer) ? (v & 2) != 0 : (v & 1) != 0;
  out[ours ? 1 : 0] = 1;
  out[theirs ? 3 : 2] = 1;
  std::uint8_t* history = out + 4;
  int last_bid = 0;  // call index of the last bid, 0 before any
  for (int i = 0; i < auction.size(); ++i) {
    const Call call = auction.calls()[static_cast<std::size_t>(i)];
    const int player = (ToInt(auction.SeatOfCall(i)) - ToInt(observer) + kNumSeats) % kNumSeats;
    if (call.IsBid()) last_bid = call.index();
    const int kind = call.IsBid() ? 0 : call.IsDouble() ? 1 : call.IsRedouble() ? 2 : -1;
    if (kind >= 0) history[4 + (last_bid - 1) * 12 + kind * 4 + player] = 1;
    else if (last_bid == 0) history[player] = 1;
  }
  std::uint8_t* cards = out + 4 + kPgxAuctionBits;
  for (int c = 0; c < kNumCards; ++c) {
    const Card card{static_cast<std::uint8_t>(c)};
    if (hand.Has(card)) cards[OpenSpielCardOf(card)] = 1;
  }
}

std::array<std::int32_t, 4> PgxDealKey(const Deal& deal) {
  std::array<std::int32_t, 4> key{};
  for (int row = 0; row < kNumSuits; ++row)
    for (int column = 0; column < kNumRanks; ++column)
      key[static_cast<std::size_t>(row)] =
          key[static_cast<std::size_t>(row)] * 4 + ToInt(deal.Owner(CardOfPgxPosition(row, column)));
  return key;
}

Deal DealOfPgxKey(const std::array<std::int64_t, 4>& key) {
  std::array<Hand, kNumSeats> hands{};
  for (int row = 0; row < kNumSuits; ++row) {
    const std::int64_t k = InRange(key[static_cast<std::size_t>(row)], 26, "deal key", row, "13 base-4 digits");
    for (int column = 0; column < kNumRanks; ++column) {
      const int owner = static_cast<int>((k >> (2 * (kNumRanks - 1 - column))) & 3);
      hands[static_cast<std::size_t>(owner)].Add(CardOfPgxPosition(row, column));
    }
  }
  if (const std::string problem = DealProblem(hands); !problem.empty())
    throw Error("pgx deal key is not a deal: " + problem);
  return Deal(hands);
}

std::array<std::int32_t, 4> PgxTableValue(const DoubleDummyTable& table) {
  std::array<std::int32_t, 4> value{};
  for (int seat = 0; seat < kNumSeats; ++seat)
    for (int strain = 0; strain < kNumStrains; ++strain)
      value[static_cast<std::size_t>(seat)] =
          value[static_cast<std::size_t>(seat)] * 16 + table.Tricks(SeatAt(seat), StrainAt(strain));
  return value;
}

DoubleDummyTable TableOfPgxValue(const std::array<std::int64_t, 4>& value) {
  DoubleDummyTable table;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    const std::int64_t v = InRange(value[static_cast<std::size_t>(seat)], 20, "table value", seat, "5 hex digits");
    for (int strain = 0; strain < kNumStrains; ++strain) {
      const int tricks = static_cast<int>((v >> (4 * (kNumStrains - 1 - strain))) & 15);
      if (tricks > 13)
        throw Error("pgx table value " + std::to_string(seat) + " (" + std::to_string(v) + ") gives " +
                    std::to_string(tricks) + " tricks in strain " + std::to_string(strain) + "; tricks are 0-13");
      table.Set(SeatAt(seat), StrainAt(strain), tricks);
    }
  }
  return table;
}

}  // namespace bidlab
