#include "serve/api_params.h"

#include <algorithm>
#include <cctype>

#include "core/board.h"
#include "io/pbn_deal.h"

namespace bidlab {

namespace {

std::string Shown(const std::string& text) { return "\"" + text.substr(0, 40) + (text.size() > 40 ? "…\"" : "\""); }

}  // namespace

ApiResponse ErrorResponse(int status, const std::string& message) { return {status, {{"error", message}}}; }

const std::string* Param(const RequestParams& params, const std::string& name) {
  const auto it = params.find(name);
  return it == params.end() || it->second.empty() ? nullptr : &it->second;
}

std::uint64_t ParseCount(const std::string& name, const std::string& text) {
  if (text.empty() || text.size() > 19 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw BadRequest{400, name + ": expected a whole number, found " + Shown(text)};
  return std::stoull(text);
}

Hand ParseHandParam(const std::string& name, const std::string& text) {
  try {
    const Hand hand = ParseHandPbn(text);
    if (hand.Size() != kCardsPerHand)
      throw BadRequest{400, name + ": expected 13 cards, found " + std::to_string(hand.Size())};
    return hand;
  } catch (const Error& e) {
    throw BadRequest{400, name + ": " + e.what()};
  }
}

Seat ParseSeatParam(const std::string& name, const std::string& text) {
  std::string lower;
  for (const char ch : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  static constexpr const char* kNames[] = {"north", "east", "south", "west"};
  for (int s = 0; s < kNumSeats; ++s)
    if (lower == kNames[s] || lower == std::string(1, kNames[s][0])) return SeatAt(s);
  throw BadRequest{400, name + ": expected N, E, S or W, found " + Shown(text)};
}

Vulnerability ParseVulnerabilityParam(const std::string& name, const std::string& text) {
  const auto parsed = ParseVulnerability(text);
  if (!parsed) throw BadRequest{400, name + ": expected one of " + kVulnerabilitySpellings + ", found " + Shown(text)};
  return *parsed;
}

Auction ParseAuctionParam(const std::string& name, const std::string& text, Seat dealer) {
  Auction auction(dealer);
  std::string word;
  int count = 0;
  const auto add = [&] {
    if (word.empty()) return;
    if (++count > kMaxAuctionCalls)
      throw BadRequest{400, name + ": more than " + std::to_string(kMaxAuctionCalls) + " calls (no auction is longer)"};
    const auto call = ParseCall(word);
    if (!call) throw BadRequest{400, name + ": call " + std::to_string(count) + ", " + Shown(word) + ", is not a call"};
    if (auction.IsComplete())
      throw BadRequest{400,
                       name + ": call " + std::to_string(count) + ", " + Shown(word) + ", after the auction is over"};
    if (const std::string why = auction.WhyIllegal(*call); !why.empty())
      throw BadRequest{400,
                       name + ": call " + std::to_string(count) + " (" + SeatChar(auction.NextToCall()) + "): " + why};
    auction.Add(*call);
    word.clear();
  };
  for (const char c : text) {
    if (c == ',' || c == ' ') add();
    else word += c;
  }
  add();
  return auction;
}

bool ParseFlagParam(const RequestParams& params, const std::string& name, bool fallback) {
  const std::string* text = Param(params, name);
  if (!text) return fallback;
  if (*text == "1" || *text == "true") return true;
  if (*text == "0" || *text == "false") return false;
  throw BadRequest{400, name + ": expected 0 or 1, found " + Shown(*text)};
}

}  // namespace bidlab
