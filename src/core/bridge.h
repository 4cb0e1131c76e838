// The bridge vocabulary shared by every layer: suits, ranks, seats, strains,
// cards. Every encoding bidlab publishes (card index, suit order, seat order)
// is defined here once; conversions to other orders (DDS, PBN) live in the
// adapters that need them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bidlab {

// Suits in rank order, lowest first (Law 1B: clubs < diamonds < hearts < spades).
enum class Suit : std::uint8_t { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3 };
inline constexpr int kNumSuits = 4;

// Ranks, deuce = 0 ... ace = 12.
inline constexpr int kNumRanks = 13;
inline constexpr int kAceRank = 12;
inline constexpr int kKingRank = 11;
inline constexpr int kQueenRank = 10;
inline constexpr int kJackRank = 9;
inline constexpr int kTenRank = 8;

inline constexpr int kNumCards = kNumSuits * kNumRanks;  // 52
inline constexpr int kCardsPerHand = kNumRanks;          // 13

// Seats in clockwise order starting with North; partners differ by 2.
enum class Seat : std::uint8_t { kNorth = 0, kEast = 1, kSouth = 2, kWest = 3 };
inline constexpr int kNumSeats = 4;

// Strains in bidding order: the four suits (same values as Suit), then no trump.
enum class Strain : std::uint8_t { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3, kNoTrump = 4 };
inline constexpr int kNumStrains = kNumSuits + 1;  // 5

// Card index = suit * 13 + rank: 0 = 2♣, 12 = A♣, 13 = 2♦, …, 51 = A♠.
struct Card {
  std::uint8_t index = 0;

  static constexpr Card Of(Suit suit, int rank) {
    return Card{static_cast<std::uint8_t>(static_cast<int>(suit) * kNumRanks + rank)};
  }
  constexpr Suit suit() const { return static_cast<Suit>(index / kNumRanks); }
  constexpr int rank() const { return index % kNumRanks; }
  friend constexpr bool operator==(Card, Card) = default;
};

constexpr int ToInt(Suit s) { return static_cast<int>(s); }
constexpr int ToInt(Seat s) { return static_cast<int>(s); }
constexpr int ToInt(Strain s) { return static_cast<int>(s); }
constexpr Suit SuitAt(int i) { return static_cast<Suit>(i); }
constexpr Seat SeatAt(int i) { return static_cast<Seat>(i); }
constexpr Strain StrainAt(int i) { return static_cast<Strain>(i); }

constexpr Seat Partner(Seat s) { return SeatAt((ToInt(s) + 2) % kNumSeats); }
constexpr Seat NextSeat(Seat s) { return SeatAt((ToInt(s) + 1) % kNumSeats); }
constexpr bool IsNorthSouth(Seat s) { return s == Seat::kNorth || s == Seat::kSouth; }
constexpr Strain StrainOf(Suit s) { return static_cast<Strain>(s); }

// One-letter names as PBN writes them.
char SuitChar(Suit s);             // C D H S
char SeatChar(Seat s);             // N E S W
char RankChar(int rank);           // 2 … 9 T J Q K A
std::string StrainName(Strain s);  // C D H S NT
std::string CardName(Card c);      // e.g. "SA", "C2"

std::optional<Suit> ParseSuit(char c);
std::optional<Seat> ParseSeat(char c);
const char* SeatWord(Seat s);  // "North", "East", "South", "West"
std::optional<int> ParseRank(char c);
std::optional<Strain> ParseStrain(std::string_view s);  // C D H S N NT

// Vulnerability of a board (PBN "Vulnerable" tag values None, NS, EW, All).
enum class Vulnerability : std::uint8_t { kNone = 0, kNorthSouth = 1, kEastWest = 2, kBoth = 3 };
std::string VulnerabilityName(Vulnerability v);  // None NS EW All
std::optional<Vulnerability> ParseVulnerability(std::string_view s);

}  // namespace bidlab
