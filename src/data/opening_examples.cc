#include "data/opening_examples.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <unordered_map>

#include "core/auction.h"
#include "core/contract.h"
#include "core/error.h"
#include "io/pbn_reader.h"

namespace bidlab {

int DroppedLeadingPasses(const PbnBoard& board) {
  if (!board.auction_complete || board.auction.empty() || !board.auction[0].IsBid()) return 0;
  if (board.declarer.size() != 1) return 0;
  const std::optional<Seat> declarer = ParseSeat(board.declarer[0]);
  if (!declarer) return 0;
  for (int k = 0; k < kNumSeats; ++k) {
    Auction auction(SeatAt((ToInt(board.auction_first) + k) % kNumSeats));
    try {
      for (Call call : board.auction) auction.Add(call);
    } catch (const Error&) {
      continue;
    }
    // Moving the start k seats on moves the real declarer k seats on, so at
    // most one k agrees with the tag.
    if (auction.IsComplete() && FinalContract(auction).declarer == *declarer) return k;
  }
  return 0;  // no start agrees: keep the auction as written (the reader warns)
}

std::vector<OpeningExample> OpeningExamples(const PbnBoard& board, const std::string& file) {
  std::vector<OpeningExample> examples;
  if (!board.deal) return examples;
  const std::string source = file + ":" + std::to_string(board.line);
  Seat seat = board.auction_first;
  const int dropped = DroppedLeadingPasses(board);
  for (int i = 0; i < dropped; ++i) {
    examples.push_back({board.deal->hand(seat), i + 1, Call::Pass(), source});
    seat = NextSeat(seat);
  }
  for (std::size_t i = 0; i < board.auction.size() && examples.size() < kNumSeats; ++i) {
    const Call call = board.auction[i];
    if (!call.IsPass() && !call.IsBid()) return {};  // X or XX before an opening: not a real auction
    examples.push_back({board.deal->hand(seat), static_cast<int>(examples.size()) + 1, call, source});
    if (call.IsBid()) return examples;
    seat = NextSeat(seat);
  }
  // Four passes: a passed-out board; fewer: the auction was cut off.
  if (examples.size() < kNumSeats) examples.clear();
  return examples;
}

namespace {

bool IsPbnPath(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  return ext == ".pbn";
}

}  // namespace

std::vector<OpeningExample> ReadOpeningExamples(const std::string& file_or_dir) {
  std::vector<std::string> files;
  if (std::filesystem::is_directory(file_or_dir)) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(file_or_dir))
      if (entry.is_regular_file() && IsPbnPath(entry.path())) files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
  } else {
    files.push_back(file_or_dir);
  }
  std::vector<OpeningExample> examples;
  for (const std::string& file : files)
    for (const PbnBoard& board : ReadPbnFile(file))
      for (OpeningExample& e : OpeningExamples(board, file)) examples.push_back(std::move(e));
  return examples;
}

std::uint64_t OpeningKey(const OpeningExample& example) {
  // 52 card bits, position in the top bits.
  return example.hand.mask() | (static_cast<std::uint64_t>(example.position) << 56);
}

std::vector<bool> LabelsAgreed(const std::vector<OpeningExample>& examples) {
  struct Tally {
    int tables = 0;
    Call call;
    bool agree = true;
  };
  std::unordered_map<std::uint64_t, Tally> tally;
  for (const OpeningExample& e : examples) {
    Tally& t = tally[OpeningKey(e)];
    if (t.tables > 0 && t.call != e.call) t.agree = false;
    t.call = e.call;
    ++t.tables;
  }
  std::vector<bool> agreed;
  agreed.reserve(examples.size());
  for (const OpeningExample& e : examples) {
    const Tally& t = tally.at(OpeningKey(e));
    agreed.push_back(t.tables > 1 && t.agree);
  }
  return agreed;
}

}  // namespace bidlab
