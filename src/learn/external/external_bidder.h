// A bidder that is another program (any language), spoken to over a pipe,
// one line per decision. It goes through the same eval path as every bidder.
//
// Two protocols (docs/protocols.md). Protocol 1, the uncontested
// game (eval, bid, and a match's `--ns-cmd-uncontested`):
//
//   bidlab -> program, one line per decision:   SEAT HAND [CALL ...]
//     SEAT   N or S, the player to call (East and West always pass and are
//            never asked)
//     HAND   that player's 13 cards as PBN writes a hand, spades first:
//            S.H.D.C with ranks AKQJT98765432, e.g. AKQ2.K32.Q32.J32
//            (a void is empty: AKQ32..Q32.J32)
//     CALL   every call so far from North, the dealer, East and West's
//            passes included: PASS, 1C 1D 1H 1S 1NT 2C … 7NT
//   program -> bidlab, one line per request:     CALL [EXPLANATION]
//     CALL   PASS (or P) or a bid 1C … 7NT (1N accepted, any letter case),
//            legal in the uncontested setting: higher than the last bid
//     EXPLANATION  optional free text, shown by `bidlab bid`
//
//   e.g.  > N AKQ2.K32.Q32.J32             < 1NT 15-17 balanced
//         > S 97.AQJ54.K8.Q976 1NT PASS    < 2D
//
// Protocol 2, the four-seat game (a match's `--ns-cmd`/`--ew-cmd`): every
// request starts with the version word V2, so a program knows from the
// first word of its first request which protocol it is spoken to in, and
// programs written for protocol 1 never see it:
//
//   bidlab -> program:   V2 SEAT HAND DEALER VULNERABLE [CALL ...]
//     SEAT, DEALER  N, E, S or W
//     VULNERABLE    None, NS, EW or All (PBN's spelling)
//     CALL          every call so far from the dealer: PASS, 1C … 7NT, X, XX
//   program -> bidlab:   CALL [EXPLANATION], X and XX allowed; it must be
//                        legal (Laws 18-19) or the match stops with an error
//
//   e.g.  > V2 E KQJ95.A2.K83.Q74 N EW 1H          < 1S
//         > V2 S 72.KT843.QJ5.K92 N EW 1H 1S       < 2H
//
// The program must answer each line with exactly one line, before reading
// the next, and flush its output (Python: print(..., flush=True); awk:
// fflush()); a second line is an error, never the answer to the next
// request. It should exit when its input ends. Answers are text: a control
// character (a NUL, an escape sequence) is an error, and messages show
// such bytes as \xHH.
//
// Processes: each clone of the bidder (Evaluate makes one per thread) starts
// its own copy of the program at its first request and stops it when the
// clone goes away, so requests carry everything and programs must not rely
// on seeing consecutive requests of one deal. `--threads 1` runs one copy.
//
// Errors (thrown as Error, and the program is stopped): an answer that is
// not a call, more than one line to one request, no answer (or the request
// not read) within the timeout, and the program exiting or closing its
// output; each message quotes the request line. A call that
// parses but is not legal (an insufficient bid, X) is returned as is, so the
// eval path reports it with the deal and the auction.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

#include "learn/bidder.h"
#include "learn/external/child_process.h"

namespace bidlab {

struct ExternalBidderOptions {
  std::string command;                       // run with /bin/sh -c
  std::chrono::milliseconds timeout{10000};  // per answer
  bool four_seats = false;                   // protocol 2: the program competes
};

// The version word that starts every protocol-2 request.
inline constexpr char kFourSeatProtocolWord[] = "V2";

// The request line for a decision. Protocol 1: "N AKQ2.K32.Q32.J32 1S PASS
// 2H PASS"; protocol 2: "V2 E KQJ95.A2.K83.Q74 N EW 1H".
std::string ExternalRequestLine(const BidRequest& request, bool four_seats = false);

// An answer line read: its call and the explanation after it ("" when none).
struct ExternalAnswer {
  Call call;
  std::string explanation;
};
// Longest answer line bidlab reads; a longer one is an error, not a buffer
// that grows with whatever the program prints.
inline constexpr std::size_t kMaxAnswerBytes = 64 * 1024;
// Throws Error saying what is wrong ("answered an empty line, …", quoting at
// most an excerpt of the answer, its control characters escaped) when
// `answer` is not "CALL [EXPLANATION]" or holds a control character (a NUL,
// an escape; a tab separates words). `four_seats`: the message lists the
// calls of protocol 2 (X and XX too).
ExternalAnswer ParseExternalAnswer(std::string_view answer, bool four_seats = false);

class ExternalBidder : public Bidder {
 public:
  explicit ExternalBidder(ExternalBidderOptions options);
  ~ExternalBidder() override;

  std::string Name() const override { return "external:" + options_.command; }
  Call Bid(const BidRequest& request) override;
  bool Competes() const override { return options_.four_seats; }
  // The explanation the program gave with its last answer to this request.
  std::string Explain(const BidRequest& request) override;
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<ExternalBidder>(options_); }

  // The running program's process id, or -1 before the first request.
  pid_t pid() const { return process_ ? process_->pid() : -1; }

 private:
  [[noreturn]] void Fail(const std::string& line, const std::string& problem);

  ExternalBidderOptions options_;
  std::unique_ptr<ChildProcess> process_;
  std::string last_line_;         // the last request sent
  std::string last_explanation_;  // and the explanation of its answer
};

}  // namespace bidlab
