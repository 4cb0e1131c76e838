#include "core/bridge.h"

#include <cctype>

namespace bidlab {

char SuitChar(Suit s) { return "CDHS"[ToInt(s)]; }
char SeatChar(Seat s) { return "NESW"[ToInt(s)]; }
char RankChar(int rank) { return "23456789TJQKA"[rank]; }

std::string StrainName(Strain s) {
  return s == Strain::kNoTrump ? "NT" : std::string(1, SuitChar(static_cast<Suit>(s)));
}

std::string CardName(Card c) { return {SuitChar(c.suit()), RankChar(c.rank())}; }

std::optional<Suit> ParseSuit(char c) {
  switch (c) {
    case 'C':
    case 'c': return Suit::kClubs;
    case 'D':
    case 'd': return Suit::kDiamonds;
    case 'H':
    case 'h': return Suit::kHearts;
    case 'S':
    case 's': return Suit::kSpades;
    default: return std::nullopt;
  }
}

std::optional<Seat> ParseSeat(char c) {
  switch (c) {
    case 'N':
    case 'n': return Seat::kNorth;
    case 'E':
    case 'e': return Seat::kEast;
    case 'S':
    case 's': return Seat::kSouth;
    case 'W':
    case 'w': return Seat::kWest;
    default: return std::nullopt;
  }
}

std::optional<int> ParseRank(char c) {
  static constexpr std::string_view kRanks = "23456789TJQKA";
  if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  const auto pos = kRanks.find(c);
  if (pos == std::string_view::npos) return std::nullopt;
  return static_cast<int>(pos);
}

std::optional<Strain> ParseStrain(std::string_view s) {
  if (s == "NT" || s == "N" || s == "nt" || s == "n" || s == "Nt") return Strain::kNoTrump;
  if (s.size() != 1) return std::nullopt;
  const auto suit = ParseSuit(s[0]);
  if (!suit) return std::nullopt;
  return StrainOf(*suit);
}

const char* SeatWord(Seat s) {
  static constexpr const char* kNames[] = {"North", "East", "South", "West"};
  return kNames[ToInt(s)];
}

std::string VulnerabilityName(Vulnerability v) {
  switch (v) {
    case Vulnerability::kNone: return "None";
    case Vulnerability::kNorthSouth: return "NS";
    case Vulnerability::kEastWest: return "EW";
    case Vulnerability::kBoth: return "All";
  }
  return "None";
}

// PBN 2.1 §3.4.6 writes None, NS, EW, All and also allows "Love"/"-" for
// none and "Both" for all; people write them in any case.
std::optional<Vulnerability> ParseVulnerability(std::string_view s) {
  std::string word(s);
  for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (word == "none" || word == "love" || word == "-") return Vulnerability::kNone;
  if (word == "ns") return Vulnerability::kNorthSouth;
  if (word == "ew") return Vulnerability::kEastWest;
  if (word == "all" || word == "both") return Vulnerability::kBoth;
  return std::nullopt;
}

}  // namespace bidlab
