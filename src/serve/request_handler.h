// What the explorer's server answers to one HTTP request, without sockets:
// method, path, decoded query parameters and headers in, a status, headers
// and body out. The socket layer (serve/http_server.h) parses requests and
// writes answers; everything decided about a request is decided here, in
// this order, so it can be tested and fuzzed (fuzz/fuzz_serve_request.cc):
//
//   Host     only the loopback names (127.0.0.1, localhost, [::1]) and the
//            address the server listens on, with or without a port: a web
//            page reaching the server through DNS rebinding names its own
//            host and gets 403
//   method   GET and HEAD; anything else is 405 with `Allow: GET, HEAD`
//   path     a page (static content) or an API (JSON); anything else 404
//   params   valid UTF-8 without NUL bytes, else 400 naming the parameter
//
// Every error is {"error": "…"} with a 4xx status (500 only for a bug).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/excerpt.h"  // IsValidUtf8
#include "serve/explorer.h"

namespace bidlab {

using HttpFields = std::vector<std::pair<std::string, std::string>>;

struct HttpRequest {
  std::string method;  // "GET", "POST", …
  std::string path;    // percent-decoded, without the query
  HttpFields params;   // percent-decoded query parameters, in order
  HttpFields headers;  // names in any case
};

struct HttpResponse {
  int status = 200;
  std::string content_type;
  std::string body;
  HttpFields headers;  // besides Content-Type (e.g. Allow)
};

// ASCII letters compared without case, as HTTP compares header names.
bool EqualIgnoringCase(std::string_view a, std::string_view b);

// True when `host` (a Host header) names one of `names`, bare or followed by
// ":PORT". Names compare without case; "[::1]" is written with brackets.
bool IsAllowedHost(std::string_view host, const std::vector<std::string>& names);

class RequestHandler {
 public:
  using Api = std::function<ApiResponse(const RequestParams&)>;

  // `hosts`: the accepted Host names besides the three loopback ones.
  explicit RequestHandler(const std::vector<std::string>& hosts = {});

  // `content` must outlive the handler (the web assets are in the binary).
  void AddPage(const std::string& path, std::string_view content, const std::string& content_type);
  // `slow`: an API that may compute for seconds (sampling a card); the
  // server answers at most a few of those at once (http_server.h).
  void AddApi(const std::string& path, Api api, bool slow = false);
  // Whether the request for `target` ("/api/card?…", its query ignored) is
  // one of the slow APIs.
  bool IsSlow(std::string_view target) const;

  // Never throws.
  HttpResponse Answer(const HttpRequest& request) const;

 private:
  struct Page {
    std::string_view content;
    std::string content_type;
  };
  std::vector<std::string> hosts_;
  std::map<std::string, Page> pages_;
  std::map<std::string, Api> apis_;
  std::vector<std::string> slow_paths_;
};

// {"error": message} with `status`, as every error of the server is written.
HttpResponse JsonError(int status, const std::string& message);

// An API's answer as JSON text; bytes that are not UTF-8 (a message quoting
// part of a request) become U+FFFD instead of failing.
std::string JsonText(const nlohmann::json& value);

}  // namespace bidlab
