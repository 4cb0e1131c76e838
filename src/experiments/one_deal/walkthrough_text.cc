#include "experiments/one_deal/walkthrough_text.h"

#include "core/call_text.h"
#include "experiments/number_text.h"
#include "io/pbn_deal.h"

namespace bidlab {

namespace {

std::string Padded(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

// Pads by characters, not bytes: "2♥" is two characters wide.
std::string PaddedSymbols(std::string text, std::size_t width) {
  std::size_t chars = 0;
  for (const char ch : text) chars += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  if (chars < width) text.append(width - chars, ' ');
  return text;
}

}  // namespace

void WriteHandLine(const std::string& seat_name, const Hand& hand, std::ostream& out) {
  out << Padded(seat_name, 7) << Padded(FormatHandPbn(hand), 20) << " (" << hand.HighCardPoints() << " HCP)\n";
}

void WriteCallLine(Seat seat, Call call, const std::string& why, const AuctionMeanings* meanings, std::ostream& out) {
  // The meaning first (what a player reads), the bidder's own reason below.
  const std::string indent(12, ' ');
  out << "  " << SeatChar(seat) << "  " << PaddedSymbols(CallSymbolName(call), 6) << " ";
  if (meanings) {
    const CallMeaning* meaning = FindMeaning(*meanings, call);
    out << (meaning ? MeaningLine(*meaning)
                    : "never made on the " + Counted(meanings->reached, "sampled hand") + " reaching this point");
    if (!why.empty()) out << "\n" << indent << why;
  } else {
    out << why;
  }
  out << "\n";
}

std::string SignedScore(int score) { return (score > 0 ? "+" : "") + std::to_string(score); }

}  // namespace bidlab
