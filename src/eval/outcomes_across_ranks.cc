#include "eval/outcomes_across_ranks.h"

#include <algorithm>
#include <string>

#include "cluster/work_farm.h"
#include "core/error.h"

namespace bidlab {

namespace {

void PutU64(Bytes& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

// Reads the encoding front to back; a short or bad message is an internal error.
class Reader {
 public:
  explicit Reader(const Bytes& bytes) : bytes_(bytes) {}
  bool AtEnd() const { return pos_ == bytes_.size(); }
  std::uint64_t U64() {
    Need(8);
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(bytes_[pos_ + i]) << (8 * i);
    pos_ += 8;
    return v;
  }
  std::uint8_t U8() {
    Need(1);
    return bytes_[pos_++];
  }

 private:
  void Need(std::size_t n) const {
    if (pos_ + n > bytes_.size()) throw Error("internal: a rank sent a truncated evaluation");
  }
  const Bytes& bytes_;
  std::size_t pos_ = 0;
};

}  // namespace

std::size_t RankChunkSize(std::size_t count, int ranks) {
  return std::max<std::size_t>(8, count / (8 * static_cast<std::size_t>(ranks)));
}

// Per outcome: [u64 deal id][u8 calls][each call's index][u8 final call]
// [u8 declarer][u64 cost, two's complement].
Bytes EncodeOutcomes(const std::vector<DealOutcome>& outcomes) {
  Bytes out;
  for (const DealOutcome& o : outcomes) {
    PutU64(out, o.id);
    out.push_back(static_cast<std::uint8_t>(o.auction.size()));
    for (const Call call : o.auction.calls()) out.push_back(static_cast<std::uint8_t>(call.index()));
    out.push_back(static_cast<std::uint8_t>(o.final_call.index()));
    out.push_back(static_cast<std::uint8_t>(ToInt(o.declarer)));
    PutU64(out, static_cast<std::uint64_t>(static_cast<std::int64_t>(o.cost)));
  }
  return out;
}

std::vector<DealOutcome> DecodeOutcomes(const Bytes& bytes) {
  std::vector<DealOutcome> outcomes;
  Reader in(bytes);
  while (!in.AtEnd()) {
    DealOutcome o;
    o.id = in.U64();
    const int calls = in.U8();
    for (int i = 0; i < calls; ++i) o.auction.Add(Call::FromIndex(in.U8()));
    o.final_call = Call::FromIndex(in.U8());
    o.declarer = SeatAt(in.U8() % kNumSeats);
    o.cost = static_cast<int>(static_cast<std::int64_t>(in.U64()));
    outcomes.push_back(std::move(o));
  }
  return outcomes;
}

std::vector<DealOutcome> OutcomesAcrossRanks(
    const Cluster& cluster, std::size_t count,
    const std::function<std::vector<DealOutcome>(std::size_t begin, std::size_t end)>& score) {
  std::vector<DealOutcome> outcomes = DecodeOutcomes(
      RangesAcrossRanks(cluster, count, RankChunkSize(count, cluster.size()),
                        [&](std::uint64_t begin, std::uint64_t end) { return EncodeOutcomes(score(begin, end)); }));
  if (outcomes.size() != count)
    throw Error("internal: " + std::to_string(outcomes.size()) + " outcomes for " + std::to_string(count) + " deals");
  return outcomes;
}

}  // namespace bidlab
