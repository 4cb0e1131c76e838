// What `bidlab serve` answers, without the socket: each request's parameters
// in, a status and a JSON body out, so the HTTP layer (serve/http_server.h)
// stays a thin shell and these functions are tested directly.
//
//   bidders            the bidders the page can watch, and which have a card
//   deal               a deal (random by seed, typed in full, or North and
//                      South typed with East and West dealt at random), its
//                      double-dummy table, the cost of every contract and
//                      each bidder's auction with its explanations
//   bid, table         one call for one seat, and a table where a person
//                      bids one seat against three bidders (serve/table_api.h)
//   card               a system's card after an auction: what each call
//                      there means — a bandit model's node read exactly
//                      (Table A.1's enumeration), any other bidder sampled
//                      (eval/call_meaning.h) — and where it leads
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/auction.h"
#include "core/dd_table.h"
#include "core/hand.h"
#include "learn/bidder.h"

namespace bidlab {

class BanditModel;

using RequestParams = std::map<std::string, std::string>;

struct ApiResponse {
  int status = 200;
  nlohmann::json body;
};

class Explorer {
 public:
  // The registered "sayc" and "pass" bidders, then each model file. Throws
  // Error when a model cannot be loaded.
  explicit Explorer(const std::vector<std::string>& model_paths);
  ~Explorer();

  // Never throw: a bad request is a 4xx with {"error": "…"}.
  ApiResponse Bidders() const;
  ApiResponse Deal(const RequestParams& params) const;
  ApiResponse Card(const RequestParams& params) const;

  // The bidder a match log names as a pair ("sayc", "neural (uncontested)"),
  // seated at a contested table (eval/uncontested_seat.h): a clone of the
  // explorer's bidder of that name; nullptr when there is none, or when two
  // model files share the name.
  std::unique_ptr<Bidder> PairBidder(const std::string& pair_name) const;

  // A copy of the bidder called `name`, not seated: one of Bidders()'s, or
  // any registered bidder ("sayc-aggressive"); nullptr when there is none.
  std::unique_ptr<Bidder> BidderNamed(const std::string& name) const;
  // Bidders()'s names, "sayc, pass, neural", for a message.
  std::string BidderNames() const;

  // DDS takes tens to hundreds of milliseconds a deal and serialises its
  // callers: a deal asked for again (another vulnerability, a reload, the
  // next call at the table) is answered from the tables solved last.
  DoubleDummyTable TableOf(const bidlab::Deal& deal) const;

 private:
  struct Entry {
    std::string name, source;
    std::unique_ptr<Bidder> prototype;          // cloned for every request
    std::shared_ptr<const BanditModel> bandit;  // set when the bidder has a browsable card
  };
  std::vector<std::unique_ptr<Bidder>> FreshBidders() const;
  // The card of a bidder without a bandit model: its calls' sampled meanings.
  ApiResponse SampledCard(std::size_t id, const Auction& auction) const;
  std::vector<Entry> entries_;
  mutable std::mutex clone_mutex_;  // Clone() reads the prototypes' state
  mutable std::mutex table_mutex_;
  mutable std::map<std::string, DoubleDummyTable> tables_;  // by PBN deal
  mutable std::deque<std::string> table_order_;             // oldest first
};

}  // namespace bidlab
