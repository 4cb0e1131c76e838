#include "learn/external/external_bidder.h"

#include <gtest/gtest.h>
#include <signal.h>

#include <cerrno>
#include <chrono>
#include <thread>

#include "core/error.h"
#include "core/excerpt.h"
#include "data/dealer.h"
#include "eval/evaluate.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

using std::chrono::milliseconds;

const std::string kExample = std::string("sh ") + BIDLAB_DATA_DIR + "/../examples/nt_bidder.sh";

ExternalBidder Program(const std::string& command, milliseconds timeout = milliseconds(5000)) {
  return ExternalBidder(ExternalBidderOptions{command, timeout});
}

// The message of the Error `f` throws ("" when it throws none).
template <typename F>
std::string ErrorOf(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

// Whether a process id is gone (reaped; a zombie still answers kill 0).
bool Gone(pid_t pid, milliseconds patience = milliseconds(2000)) {
  const auto deadline = std::chrono::steady_clock::now() + patience;
  while (std::chrono::steady_clock::now() < deadline) {
    if (::kill(pid, 0) != 0 && errno == ESRCH) return true;
    std::this_thread::sleep_for(milliseconds(10));
  }
  return false;
}

std::vector<ScoredDeal> MadeUpDeals(int n) {
  std::vector<ScoredDeal> deals;
  for (int i = 0; i < n; ++i) {
    const Deal deal = DealAt(5, static_cast<std::uint64_t>(i));
    ScoredDeal d;
    d.id = static_cast<std::uint64_t>(i);
    d.north = deal.hand(Seat::kNorth);
    d.south = deal.hand(Seat::kSouth);
    for (int c = 0; c < kNumFinalCalls; ++c) d.cost.costs[c] = (c * 7 + i) % 13;
    deals.push_back(d);
  }
  return deals;
}

TEST(ExternalProtocol, RequestLineIsSeatHandAndCalls) {
  const Auction auction = ParseAuction("1S PASS 2H PASS");
  BidRequest request;
  request.seat = Seat::kNorth;
  request.hand = ParseHandPbn("AKQ2.K32.Q32.J32");
  request.auction = &auction;
  EXPECT_EQ(ExternalRequestLine(request), "N AKQ2.K32.Q32.J32 1S PASS 2H PASS");
  const Auction empty;
  request.auction = &empty;
  request.hand = ParseHandPbn("AKQ32..Q32.J432");
  EXPECT_EQ(ExternalRequestLine(request), "N AKQ32..Q32.J432");
}

TEST(ExternalBidder, ExampleBidderBidsThroughTheEvalPath) {
  ExternalBidder example = Program(kExample);
  // 15 HCP opens 1NT; 10 HCP raises to 3NT (examples/nt_bidder.sh).
  const Auction auction = BidUncontested(example, ParseHandPbn("AKQ2.K32.Q32.J32"), ParseHandPbn("765.QJ5.AK76.T98"));
  EXPECT_EQ(FormatAuction(auction), "1NT PASS 3NT PASS PASS PASS");
  BidRequest request;
  request.seat = Seat::kNorth;
  request.hand = ParseHandPbn("AKQ2.K32.Q32.J32");
  const Auction empty;
  request.auction = &empty;
  EXPECT_EQ(CallName(example.Bid(request)), "1NT");
  EXPECT_EQ(example.Explain(request), "opening with 15 HCP");

  // Evaluate runs a clone (its own copy of the program) on each of two threads.
  EvalOptions options;
  options.threads = 2;
  options.keep_auctions = true;
  const auto deals = MadeUpDeals(300);
  const EvalResult result = Evaluate(Program(kExample), deals, options);
  ASSERT_EQ(result.deals, 300u);
  for (std::size_t i = 0; i < deals.size(); ++i) {
    const bool opens = deals[i].north.HighCardPoints() >= 12;
    EXPECT_EQ(result.outcomes[i].auction.calls().front(), opens ? Call::Bid(1, Strain::kNoTrump) : Call::Pass());
  }
}

TEST(ExternalBidder, AnIllegalCallIsReportedWithTheDealAndTheAuction) {
  const std::string message =
      ErrorOf([] { Evaluate(Program("while read line; do echo 1C; done"), MadeUpDeals(100), EvalOptions{}); });
  EXPECT_NE(message.find("made an illegal call 1C on deal "), std::string::npos) << message;
  EXPECT_NE(message.find("after \"1C PASS\""), std::string::npos) << message;
}

TEST(ExternalBidder, AnAnswerThatIsNotACallIsReportedWithTheRequest) {
  ExternalBidder bidder = Program("while read line; do echo 'I pass'; done");
  const std::string message =
      ErrorOf([&] { BidUncontested(bidder, ParseHandPbn("AKQ2.K32.Q32.J32"), ParseHandPbn("765.QJ5.AK76.T98")); });
  EXPECT_EQ(message,
            "external bidder \"while read line; do echo 'I pass'; done\" answered \"I pass\", expected a call "
            "(PASS, 1C … 7NT) (request: \"N AKQ2.K32.Q32.J32\")");
  EXPECT_EQ(bidder.pid(), -1);  // the program was stopped
}

TEST(ExternalProtocol, AnswerIsACallThenAnExplanation) {
  const ExternalAnswer answer = ParseExternalAnswer("  1n \t15-17 balanced");
  EXPECT_EQ(CallName(answer.call), "1NT");
  EXPECT_EQ(answer.explanation, "15-17 balanced");
  EXPECT_TRUE(ParseExternalAnswer("P").call.IsPass());
  EXPECT_EQ(ParseExternalAnswer("7NT").explanation, "");
  EXPECT_EQ(ErrorOf([] { ParseExternalAnswer(" \t "); }), "answered an empty line, expected a call (PASS, 1C … 7NT)");
  EXPECT_EQ(ErrorOf([] { ParseExternalAnswer("8C"); }), "answered \"8C\", expected a call (PASS, 1C … 7NT)");
}

// Protocol 2's message lists its calls, X and XX among them; control
// characters are refused and shown escaped, never raw.
TEST(ExternalProtocol, TheFourSeatMessagesListEveryCallAndEscapeControlCharacters) {
  EXPECT_EQ(ErrorOf([] { ParseExternalAnswer("8C", true); }),
            "answered \"8C\", expected a call (PASS, 1C … 7NT, X, XX)");
  EXPECT_EQ(ErrorOf([] { ParseExternalAnswer("", true); }),
            "answered an empty line, expected a call (PASS, 1C … 7NT, X, XX)");
  EXPECT_EQ(CallName(ParseExternalAnswer("xx", true).call), "XX");
  EXPECT_EQ(ErrorOf([] { ParseExternalAnswer(std::string("PASS\0 7NT", 9)); }),
            "answered \"PASS\\x00 7NT\", which holds the control character 0x00 at byte 5; expected a call "
            "(PASS, 1C … 7NT)");
  EXPECT_EQ(ErrorOf([] { ParseExternalAnswer("1C \x1b[31mstrong", true); }),
            "answered \"1C \\x1B[31mstrong\", which holds the control character 0x1B at byte 4; expected a call "
            "(PASS, 1C … 7NT, X, XX)");
  EXPECT_EQ(ParseExternalAnswer("1C\tstrong clubs").explanation, "strong clubs");
}

TEST(ExternalProtocol, AHugeAnswerIsQuotedAsAnExcerpt) {
  const std::string huge(1'000'000, 'Z');
  EXPECT_EQ(ErrorOf([&] { ParseExternalAnswer(huge); }),
            "answered \"" + std::string(kExcerptBytes, 'Z') + "…\" (1000000 bytes), expected a call (PASS, 1C … 7NT)");
}

TEST(ExternalBidder, AnAnswerLongerThanTheLimitIsRefusedWithoutBufferingIt) {
  // 20 MB on one line: refused once 64 KiB have come without a newline.
  ExternalBidder bidder = Program("read line; head -c 20000000 /dev/zero | tr '\\0' Z; echo");
  const std::string message =
      ErrorOf([&] { BidUncontested(bidder, ParseHandPbn("AKQ2.K32.Q32.J32"), ParseHandPbn("765.QJ5.AK76.T98")); });
  EXPECT_EQ(message,
            "external bidder \"read line; head -c 20000000 /dev/zero | tr '\\0' Z; echo\" answered a line "
            "longer than 65536 bytes (request: \"N AKQ2.K32.Q32.J32\")");
  EXPECT_EQ(bidder.pid(), -1);
}

TEST(ExternalBidder, AProgramThatExitsMidAuctionIsReported) {
  ExternalBidder bidder = Program("read line; echo 1C; exit 3");
  const std::string message =
      ErrorOf([&] { BidUncontested(bidder, ParseHandPbn("AKQ2.K32.Q32.J32"), ParseHandPbn("765.QJ5.AK76.T98")); });
  // Whether bidlab notices on writing the request or on reading the answer
  // depends on how fast the program exits; either way the message says so.
  EXPECT_TRUE(message.find("ended its output without an answer: it exited with status 3") != std::string::npos ||
              message.find("stopped reading its input: it exited with status 3") != std::string::npos)
      << message;
  EXPECT_NE(message.find("(request: \"S 765.QJ5.AK76.T98 1C PASS\")"), std::string::npos) << message;
  // Through eval too, on two threads: one clear error, nothing hangs.
  const std::string eval_message =
      ErrorOf([] { Evaluate(Program("read line; echo PASS; exit 0"), MadeUpDeals(200), EvalOptions{}); });
  EXPECT_NE(eval_message.find("exited with status 0"), std::string::npos) << eval_message;
}

TEST(ExternalBidder, AProgramThatHangsTimesOutAndIsStopped) {
  const auto start = std::chrono::steady_clock::now();
  ExternalBidder bidder = Program("while read line; do sleep 30; done", milliseconds(300));
  const std::string message =
      ErrorOf([&] { BidUncontested(bidder, ParseHandPbn("AKQ2.K32.Q32.J32"), ParseHandPbn("765.QJ5.AK76.T98")); });
  EXPECT_NE(message.find("gave no answer within 300 ms (request: \"N AKQ2.K32.Q32.J32\")"), std::string::npos)
      << message;
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  EXPECT_EQ(bidder.pid(), -1);
}

TEST(ExternalBidder, AMissingProgramIsReported) {
  const std::string message = ErrorOf([] {
    ExternalBidder bidder = Program("exec /nonexistent/bidder 2>/dev/null");
    BidUncontested(bidder, ParseHandPbn("AKQ2.K32.Q32.J32"), ParseHandPbn("765.QJ5.AK76.T98"));
  });
  EXPECT_NE(message.find("exited with status 127"), std::string::npos) << message;
}

TEST(ChildProcess, StoppingLeavesNoProcessBehind) {
  pid_t shell = -1, grandchild = -1;
  {
    // The shell starts a sleeping grandchild in the background and waits.
    ChildProcess child("sleep 30 & echo $!; wait");
    shell = child.pid();
    const auto line = child.ReadLine(milliseconds(5000), kMaxAnswerBytes);
    ASSERT_TRUE(line.has_value());
    grandchild = std::stoi(*line);
  }
  EXPECT_TRUE(Gone(shell));       // reaped: no zombie
  EXPECT_TRUE(Gone(grandchild));  // its process group was stopped too
}

// A program that does not read: once its input pipe is full, a write
// waits no longer than its timeout (it used to block forever).
TEST(ChildProcess, AWriteToAProgramThatDoesNotReadTimesOut) {
  ChildProcess child("sleep 30");
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(child.WriteLine(std::string(1 << 20, 'x'), milliseconds(300)));
  EXPECT_TRUE(child.TimedOut());
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

// A program that exits while a process it started keeps its output open:
// reported as having exited, at once, not as a timeout.
TEST(ExternalBidder, AProgramThatExitsWhileItsChildHoldsItsOutputIsReportedAsExited) {
  const auto start = std::chrono::steady_clock::now();
  ExternalBidder bidder = Program("read line; sleep 30 & exit 3", milliseconds(20000));
  const std::string message =
      ErrorOf([&] { BidUncontested(bidder, ParseHandPbn("AKQ2.K32.Q32.J32"), ParseHandPbn("765.QJ5.AK76.T98")); });
  EXPECT_NE(message.find("ended its output without an answer: it exited with status 3"), std::string::npos) << message;
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

// What a program writes beyond its answer is seen, not kept for the next request.
TEST(ChildProcess, UnreadOutputIsWhatCameAfterTheLinesRead) {
  ChildProcess child("printf 'PASS\\n7NT\\n'; sleep 30");
  EXPECT_EQ(child.ReadLine(milliseconds(5000), kMaxAnswerBytes), "PASS");
  std::optional<std::string> extra;
  for (int i = 0; i < 100 && !(extra = child.UnreadOutput()); ++i) std::this_thread::sleep_for(milliseconds(10));
  EXPECT_EQ(extra, "7NT");
}

TEST(ChildProcess, WritingToAProgramThatExitedFailsWithoutSigpipe) {
  ChildProcess child("exit 0");
  EXPECT_FALSE(child.ReadLine(milliseconds(5000), kMaxAnswerBytes).has_value());
  EXPECT_FALSE(child.TimedOut());
  bool ok = true;
  for (int i = 0; i < 100 && ok; ++i) ok = child.WriteLine(std::string(1000, 'x'), milliseconds(5000));
  EXPECT_FALSE(ok);
  EXPECT_EQ(child.ExitDescription(), "exited with status 0");
}

}  // namespace
}  // namespace bidlab
