// What every API of the explorer's server does with a request's parameters:
// reads them (a whole number, a hand, a seat, a vulnerability, an auction),
// and turns a mistake into a 4xx answer naming the parameter; an Error from
// below becomes a 400 with its message, anything else a 500.
#pragma once

#include <cstdint>
#include <string>

#include "core/auction.h"
#include "core/error.h"
#include "core/hand.h"
#include "serve/explorer.h"

namespace bidlab {

// A request the caller got wrong: its message goes back with the status.
struct BadRequest {
  int status;
  std::string message;
};

ApiResponse ErrorResponse(int status, const std::string& message);

// `f`'s answer; what it throws as the answer above says.
template <typename F>
ApiResponse Guarded(F&& f) {
  try {
    return f();
  } catch (const BadRequest& e) {
    return ErrorResponse(e.status, e.message);
  } catch (const Error& e) {
    return ErrorResponse(400, e.what());
  } catch (const std::exception& e) {
    return ErrorResponse(500, std::string("internal error: ") + e.what());
  }
}

// The parameter's value; nullptr when it is absent or empty.
const std::string* Param(const RequestParams& params, const std::string& name);
// Each of these throws BadRequest naming the parameter `name`.
std::uint64_t ParseCount(const std::string& name, const std::string& text);
// 13 cards, PBN S.H.D.C.
Hand ParseHandParam(const std::string& name, const std::string& text);
// N, E, S, W (or north … west), any case.
Seat ParseSeatParam(const std::string& name, const std::string& text);
Vulnerability ParseVulnerabilityParam(const std::string& name, const std::string& text);
// "1C,X,PASS" (commas or spaces, any ParseCall spelling) from `dealer`:
// every call must be legal (Laws 18-19) and the auction not over before the
// last; at most kMaxAuctionCalls calls.
Auction ParseAuctionParam(const std::string& name, const std::string& text, Seat dealer);
// The longest auction the laws allow: three opening passes, each of the 35
// bids followed by pass, pass, double, pass, pass, redouble, pass, pass, and
// the pass that ends it.
inline constexpr int kMaxAuctionCalls = 3 + kNumBids * 9 + 1;
// "0"/"1" (also "false"/"true"); `fallback` when absent.
bool ParseFlagParam(const RequestParams& params, const std::string& name, bool fallback);

}  // namespace bidlab
