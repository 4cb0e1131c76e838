// The explorer's HTTP shell over cpp-httplib: routes, query parameters and
// status codes only; every answer comes from serve/explorer.h.
//   GET /                 the explorer page (web/explorer.html)
//   GET /deal_view.js, /explorer.js, /report.css
//   GET /api/bidders, /api/deal?…, /api/card?…   JSON; errors are
//                          {"error": "…"} with a 4xx status
#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "serve/explorer.h"

namespace bidlab {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0 = any free port
  int threads = 8;  // requests answered at once
};

// Serves until the process ends. `ready` is called with the bound port once
// the server listens. Throws Error when the address cannot be bound.
void RunExplorerServer(const Explorer& explorer, const ServeOptions& options, std::ostream& log,
                       const std::function<void(int port)>& ready = {});

}  // namespace bidlab
