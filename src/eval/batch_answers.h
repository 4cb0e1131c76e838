// What a batched bidder answered, decision by decision, and a Bidder that
// replays those answers. Batched bidders reach the one evaluation path
// (EvaluateBatched, eval/batch_bidder.h) and the one match path
// (PlayMatchBatched, eval/batch_match.h) the same way: every decision is
// asked in lockstep rounds first, then the path runs on the replay, so
// legality, scoring and reports are that path's own.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

#include "learn/bidder.h"

namespace bidlab {

class BatchAnswers {
 public:
  // `where` names what `number` counts in messages: "deal" or "board".
  BatchAnswers(std::string bidder_name, std::string where) : name_(std::move(bidder_name)), where_(std::move(where)) {}

  // Remembers `call` for `request` (asked on deal or board `number`). Throws
  // Error when the same decision (seat, hand, vulnerability, auction) was
  // answered with another call: a call must depend only on the request.
  void Record(const BidRequest& request, Call call, std::uint64_t number);
  // nullopt when `request` was never asked.
  std::optional<Call> Find(const BidRequest& request) const;

 private:
  struct Answer {
    Call call;
    std::uint64_t number = 0;
  };
  std::string name_, where_;
  std::unordered_map<std::string, Answer> answers_;
};

// A bidder named `name` that replays `answers` (read-only, so its clones
// share them across threads); it competes (plays the four-seat game) when
// `competes`. Throws Error on a decision that was never asked.
std::unique_ptr<Bidder> MakeReplayBidder(std::string name, std::shared_ptr<const BatchAnswers> answers, bool competes);

// `inner` asked each decision once, its answer replayed when the decision
// comes again (a call depends only on the request). Sampling the meanings of
// a card's auctions replays the same openings on the same deals auction
// after auction; remembered, each is computed once. Its clones remember
// afresh. A bidder with a MeaningSampler (learn/bidder.h) is replaced by it.
std::unique_ptr<Bidder> MakeRememberingBidder(std::unique_ptr<Bidder> inner);

}  // namespace bidlab
