#include "learn/external/external_bidder.h"

#include <cstdio>

#include "core/error.h"
#include "core/excerpt.h"
#include "io/pbn_deal.h"

namespace bidlab {

namespace {

// Why a wait ended early: another thread's failure ends the work, and its
// error is the one reported.
constexpr char kStoppedProblem[] = "was stopped: the work ended on another thread's error";

}  // namespace

std::string ExternalRequestLine(const BidRequest& request, bool four_seats) {
  std::string line = four_seats ? std::string(kFourSeatProtocolWord) + ' ' : std::string();
  line += SeatChar(request.seat);
  line += ' ' + FormatHandPbn(request.hand);
  if (four_seats) {
    line += ' ';
    line += SeatChar(request.auction != nullptr ? request.auction->dealer() : Seat::kNorth);
    line += ' ' + VulnerabilityName(request.vulnerability);
  }
  if (request.auction != nullptr)
    for (const Call call : request.auction->calls()) line += ' ' + CallName(call);
  return line;
}

ExternalAnswer ParseExternalAnswer(std::string_view answer, bool four_seats) {
  const std::string expected =
      four_seats ? "expected a call (PASS, 1C … 7NT, X, XX)" : "expected a call (PASS, 1C … 7NT)";
  // Text only: a NUL or an escape sequence is never part of a call or of
  // an explanation shown to a user (tabs separate words).
  for (std::size_t i = 0; i < answer.size(); ++i) {
    const auto byte = static_cast<unsigned char>(answer[i]);
    if ((byte < 0x20 && byte != '\t') || byte == 0x7F) {
      char code[8];
      std::snprintf(code, sizeof code, "0x%02X", byte);
      throw Error("answered " + QuotedExcerpt(answer) + ", which holds the control character " + code + " at byte " +
                  std::to_string(i + 1) + "; " + expected);
    }
  }
  // CALL [EXPLANATION]
  const std::size_t start = answer.find_first_not_of(" \t");
  if (start == std::string_view::npos) throw Error("answered an empty line, " + expected);
  const std::size_t end = answer.find_first_of(" \t", start);
  const std::optional<Call> call = ParseCall(answer.substr(start, end == std::string_view::npos ? end : end - start));
  if (!call) throw Error("answered " + QuotedExcerpt(answer) + ", " + expected);
  ExternalAnswer parsed{*call, ""};
  if (end != std::string_view::npos) {
    const std::size_t text = answer.find_first_not_of(" \t", end);
    if (text != std::string_view::npos) parsed.explanation = std::string(answer.substr(text));
  }
  return parsed;
}

ExternalBidder::ExternalBidder(ExternalBidderOptions options) : options_(std::move(options)) {
  if (options_.command.empty()) throw Error("--bidder-cmd: the command is empty");
  if (options_.timeout.count() <= 0) throw Error("external bidder: the timeout must be positive");
  // Its name goes into messages, the match log and JSON, which carry text.
  if (!IsValidUtf8(options_.command))
    throw Error("external bidder " + QuotedExcerpt(options_.command) + ": the command is not valid UTF-8 text");
}

ExternalBidder::~ExternalBidder() = default;

void ExternalBidder::Fail(const std::string& line, const std::string& problem) {
  std::string message = "external bidder \"" + options_.command + "\" " + problem + " (request: \"" + line + "\")";
  // Stop the program: an unresponsive one (or all, once the work is being
  // abandoned) at once, others after a grace period.
  const bool at_once = process_->TimedOut() || process_->Stopped();
  process_->Stop(at_once ? std::chrono::milliseconds(0) : std::chrono::milliseconds(1000));
  process_.reset();
  if (problem == kStoppedProblem) throw StoppedError(message);
  throw Error(message);
}

Call ExternalBidder::Bid(const BidRequest& request) {
  if (request.auction == nullptr) throw Error("external bidder: a bid request without an auction");
  const std::string line = ExternalRequestLine(request, options_.four_seats);
  if (!process_) process_ = std::make_unique<ChildProcess>(options_.command);
  // One request, one line: a line the program wrote since its last answer
  // would otherwise be taken as the answer to this request.
  if (const std::optional<std::string> extra = process_->UnreadOutput()) {
    if (last_line_.empty()) Fail(line, "wrote " + QuotedExcerpt(*extra) + " before its first request");
    Fail(last_line_, "answered more than one line: " + QuotedExcerpt(*extra) + " came after its answer");
  }
  if (!process_->WriteLine(line, options_.timeout)) {
    if (process_->Stopped()) Fail(line, kStoppedProblem);
    if (process_->TimedOut())
      Fail(line, "did not read its input within " + std::to_string(options_.timeout.count()) + " ms");
    Fail(line, "stopped reading its input: it " + process_->ExitDescription());
  }
  const std::optional<std::string> answer = process_->ReadLine(options_.timeout, kMaxAnswerBytes);
  if (!answer) {
    if (process_->LineTooLong())
      Fail(line, "answered a line longer than " + std::to_string(kMaxAnswerBytes) + " bytes");
    if (process_->Stopped()) Fail(line, kStoppedProblem);
    if (process_->TimedOut()) Fail(line, "gave no answer within " + std::to_string(options_.timeout.count()) + " ms");
    Fail(line, "ended its output without an answer: it " + process_->ExitDescription());
  }
  ExternalAnswer parsed;
  try {
    parsed = ParseExternalAnswer(*answer, options_.four_seats);
  } catch (const Error& e) {
    Fail(line, e.what());
  }
  if (const std::optional<std::string> extra = process_->UnreadOutput())
    Fail(line,
         "answered more than one line: " + QuotedExcerpt(*extra) + " came after its answer " + QuotedExcerpt(*answer));
  last_line_ = line;
  last_explanation_ = std::move(parsed.explanation);
  return parsed.call;
}

std::string ExternalBidder::Explain(const BidRequest& request) {
  return ExternalRequestLine(request, options_.four_seats) == last_line_ ? last_explanation_ : std::string();
}

}  // namespace bidlab
