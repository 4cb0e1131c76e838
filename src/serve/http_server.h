// The explorer's HTTP server on loopback: sockets, connections and threads;
// what each request gets back is decided by serve/request_handler.h.
//   GET /                 the explorer page (web/explorer.html)
//   GET /deal_view.js, /match_view.js, /table_view.js, /explorer.js, /report.css
//   GET /api/bidders, /api/deal?…, /api/card?…   JSON; errors are
//                          {"error": "…"} with a 4xx status
//   GET /api/bid?…, /api/table?…   a bidder's call, a person's table
//                          (serve/table_api.h)
//   GET /api/matches, /api/match_board?…   the matches of --match-log
//                          (serve/match_explorer.h)
//
// Slow clients cannot take the workers: one thread (the gate) accepts
// connections and gathers each request's bytes without blocking; only a
// complete request goes to one of `threads` workers, which answers it from
// those bytes (httplib parses and writes) and hands a kept-alive connection
// back to the gate. A request must arrive whole within `request_timeout` of
// the connection opening or the previous answer (else 408 and the
// connection closes), and at most `max_connections` are open: beyond that
// the one waiting longest for its request is dropped.
//
// Slow requests (the handler's slow APIs: a sampled card takes seconds) wait
// in a queue of their own, and at most `slow_threads` workers answer them at
// once, so that a burst of them leaves workers for every other request.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <ostream>
#include <string>

#include "serve/explorer.h"
#include "serve/match_explorer.h"
#include "serve/request_handler.h"

namespace bidlab {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;       // 0 = any free port
  int threads = 8;       // requests answered at once
  int slow_threads = 0;  // of those, slow ones (0 = half the threads, at least 1)
  int max_connections = 256;
  std::chrono::milliseconds request_timeout{5000};
};

class HttpServer {
 public:
  // Listens at once; throws Error when the address cannot be bound.
  HttpServer(const RequestHandler& handler, const ServeOptions& options);
  ~HttpServer();

  int port() const;
  // Answers requests until Stop() (from another thread).
  void Run();
  void Stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The explorer's pages and APIs, with the matches' (none when `matches` has no log).
RequestHandler ExplorerRequestHandler(const Explorer& explorer, const MatchExplorer& matches,
                                      const ServeOptions& options);

// Serves until the process ends. `ready` is called with the bound port once
// the server listens. Throws Error when the address cannot be bound.
void RunExplorerServer(const Explorer& explorer, const MatchExplorer& matches, const ServeOptions& options,
                       std::ostream& log, const std::function<void(int port)>& ready = {});

}  // namespace bidlab
