#include "serve/bench_api.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <random>

#include "core/auction.h"
#include "core/error.h"
#include "eval/uncontested_seat.h"
#include "io/pbn_deal.h"
#include "serve/explorer.h"
#include "serve/http_server.h"
#include "serve/match_explorer.h"

namespace bidlab {

namespace {

constexpr char kPath[] = "in-process, without HTTP: add the socket's few tenths of a millisecond";

std::string AuctionParam(const Auction& auction) {
  std::string text;
  for (const Call call : auction.calls()) text += (text.empty() ? "" : ",") + CallName(call);
  return text;
}

// The nearest-rank `p` quantile of sorted `values`.
double Quantile(const std::vector<double>& sorted, double p) {
  const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted.size())));
  return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

}  // namespace

std::vector<HttpFields> BenchApiRequests(const std::vector<MatchBoard>& boards, std::uint64_t seed) {
  const std::unique_ptr<Bidder> sayc = MakeContestedBidder("sayc");
  std::mt19937_64 random(seed);
  std::vector<HttpFields> requests;
  requests.reserve(boards.size());
  for (const MatchBoard& board : boards) {
    Auction whole(board.dealer);
    while (!whole.IsComplete()) {
      const Seat seat = whole.NextToCall();
      whole.Add(sayc->Bid(BidRequest{seat, board.deal.hand(seat), &whole, std::nullopt, board.vulnerability}));
    }
    // Any of the calls may be the next one asked for: the auction before it.
    // The draw is ours (the standard distributions differ between libraries):
    // its bias, a few parts in 2^64, is nothing next to a handful of calls.
    const std::size_t before = random() % whole.calls().size();
    Auction auction(board.dealer);
    for (std::size_t i = 0; i < before; ++i) auction.Add(whole.calls()[i]);
    const Seat seat = auction.NextToCall();
    requests.push_back({{"seat", std::string(1, SeatChar(seat))},
                        {"hand", FormatHandPbn(board.deal.hand(seat))},
                        {"dealer", std::string(1, SeatChar(board.dealer))},
                        {"vulnerable", VulnerabilityName(board.vulnerability)},
                        {"auction", AuctionParam(auction)}});
  }
  return requests;
}

nlohmann::json BenchApi(const BenchApiOptions& options, const std::vector<MatchBoard>& boards,
                        const BenchApiProgress& progress) {
  const std::vector<HttpFields> requests = BenchApiRequests(boards, options.seed);
  const std::size_t wanted = std::max(options.requests, options.meaning_requests);
  if (requests.size() < wanted)
    throw Error("bench api: " + std::to_string(wanted) + " requests asked for, but only " +
                std::to_string(requests.size()) + " boards given");
  // As `bidlab serve` builds it (cli/serve_commands.cc), without match logs.
  const Explorer explorer(options.models);
  const MatchExplorer matches;
  const ServeOptions serve;
  const RequestHandler handler = ExplorerRequestHandler(explorer, matches, serve);

  nlohmann::json rows = nlohmann::json::array();
  for (const std::string& bidder : options.bidders) {
    for (const bool meanings : {false, true}) {
      const std::size_t count = meanings ? options.meaning_requests : options.requests;
      const std::string stage = bidder + (meanings ? ", with meanings" : ", without meanings");
      std::vector<double> ms;
      ms.reserve(count);
      for (std::size_t i = 0; i < count; ++i) {
        HttpRequest request{"GET", "/api/bid", requests[i], {{"Host", serve.host}}};
        request.params.emplace_back("bidder", bidder);
        if (meanings) request.params.emplace_back("meanings", "1");
        const auto start = std::chrono::steady_clock::now();
        const HttpResponse response = handler.Answer(request);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        if (response.status != 200)
          throw Error("bench api: /api/bid answered " + std::to_string(response.status) + " for bidder " + bidder +
                      ": " + response.body);
        if (progress) progress(stage, i + 1, count);
      }
      std::sort(ms.begin(), ms.end());
      const double target = meanings ? kBidMeaningsTargetMs : kBidTargetMs;
      nlohmann::json row = {{"bidder", bidder}, {"meanings", meanings}, {"requests", count}, {"target_ms", target}};
      if (ms.empty()) {
        row["median_ms"] = row["p95_ms"] = row["max_ms"] = row["within_target"] = nullptr;
      } else {
        row["median_ms"] = Quantile(ms, 0.5);
        row["p95_ms"] = Quantile(ms, 0.95);
        row["max_ms"] = ms.back();
        row["within_target"] = ms.back() <= target;
      }
      rows.push_back(row);
    }
  }
  nlohmann::json models = nlohmann::json::array();
  for (const std::string& path : options.models) models.push_back(std::filesystem::path(path).filename().string());
  return {{"path", kPath},
          {"models", models},
          {"requests", options.requests},
          {"meaning_requests", options.meaning_requests},
          {"seed", options.seed},
          {"rows", rows}};
}

std::string BenchApiText(const nlohmann::json& result) {
  std::string models;
  for (const nlohmann::json& m : result["models"]) models += (models.empty() ? "" : ", ") + m.get<std::string>();
  std::string text = "/api/bid latency, " + result["path"].get<std::string>() + "\n";
  text += std::to_string(result["requests"].get<std::size_t>()) + " requests (" +
          std::to_string(result["meaning_requests"].get<std::size_t>()) +
          " with meanings=1), each a seat's call part-way through SAYC's auction of a test board, seed " +
          std::to_string(result["seed"].get<std::uint64_t>()) + "; models: " + (models.empty() ? "none" : models) +
          "\n";
  text += "bidder                meanings  requests  median ms   p95 ms   max ms  target ms  within\n";
  for (const nlohmann::json& row : result["rows"]) {
    char line[200];
    const auto ms = [&](const char* key) { return row[key].is_null() ? 0.0 : row[key].get<double>(); };
    std::snprintf(line, sizeof line, "%-21s %-8s %9zu %10.2f %8.2f %8.2f %10.0f  %s\n",
                  row["bidder"].get<std::string>().c_str(), row["meanings"].get<bool>() ? "yes" : "no",
                  row["requests"].get<std::size_t>(), ms("median_ms"), ms("p95_ms"), ms("max_ms"),
                  row["target_ms"].get<double>(),
                  row["within_target"].is_null() ? "-" : (row["within_target"].get<bool>() ? "yes" : "NO"));
    text += line;
  }
  text += "within: the slowest answer within the target\n";
  return text;
}

}  // namespace bidlab
