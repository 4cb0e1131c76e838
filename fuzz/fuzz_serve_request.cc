// libFuzzer target: the explorer server's request handler
// (serve/request_handler.h), the function from a request's method, path,
// parameters and headers to the answer, without sockets. The input is
//   METHOD\nPATH\nKEY=VALUE\n…\n\nNAME: VALUE\n…
// (parameters up to the first empty line, then headers). Its APIs stand in
// for the explorer's and, like it, quote what was typed into their
// answers. Whatever the bytes, the answer must be one of the handler's
// statuses with a well-formed JSON body (never 500), only loopback hosts and
// reading methods may get 200, a 405 carries Allow, and a parameter comes
// back through JSON byte for byte.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "serve/request_handler.h"

namespace {

using bidlab::ApiResponse;
using bidlab::RequestParams;

const bidlab::RequestHandler& Handler() {
  static const bidlab::RequestHandler handler = [] {
    bidlab::RequestHandler h({"192.168.1.5"});
    h.AddPage("/", "<!doctype html><title>explorer</title>", "text/html; charset=utf-8");
    h.AddPage("/explorer.js", "export {};", "text/javascript; charset=utf-8");
    h.AddApi("/api/echo", [](const RequestParams& params) {
      nlohmann::json body = nlohmann::json::object();
      for (const auto& [key, value] : params) body[key] = value;
      return ApiResponse{200, body};
    });
    // As the explorer's messages do: an excerpt of what was typed, which may
    // cut a character in two.
    h.AddApi("/api/deal", [](const RequestParams& params) {
      const auto it = params.find("deal");
      if (it == params.end()) return ApiResponse{400, {{"error", "give deal"}}};
      return ApiResponse{400, {{"error", "deal: \"" + it->second.substr(0, 7) + "\" is not a deal"}}};
    });
    return h;
  }();
  return handler;
}

std::string_view NextLine(std::string_view& text) {
  const std::size_t end = text.find('\n');
  const std::string_view line = text.substr(0, end);
  text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  bidlab::HttpRequest request;
  request.method = NextLine(text);
  request.path = NextLine(text);
  for (std::string_view line = NextLine(text); !line.empty(); line = NextLine(text)) {
    const std::size_t equals = line.find('=');
    request.params.emplace_back(line.substr(0, equals), equals == line.npos ? "" : line.substr(equals + 1));
  }
  while (!text.empty()) {
    const std::string_view line = NextLine(text);
    const std::size_t colon = line.find(':');
    if (colon == line.npos) continue;
    std::string_view value = line.substr(colon + 1);
    if (!value.empty() && value.front() == ' ') value.remove_prefix(1);
    request.headers.emplace_back(line.substr(0, colon), value);
  }

  const bidlab::HttpResponse r = Handler().Answer(request);
  const bool page = r.status == 200 && r.content_type != "application/json";
  if (r.status != 200 && r.status != 400 && r.status != 403 && r.status != 404 && r.status != 405) __builtin_trap();
  if (!page) {
    // Well-formed JSON (the parser rejects bad UTF-8), an error a string.
    const nlohmann::json body = nlohmann::json::parse(r.body);
    if (r.status != 200 && !body.at("error").is_string()) __builtin_trap();
  }
  if (r.status == 405 && (r.headers.size() != 1 || r.headers[0].first != "Allow")) __builtin_trap();

  int hosts = 0;
  bool loopback = false;
  for (const auto& [name, value] : request.headers)
    if (bidlab::EqualIgnoringCase(name, "host")) {
      ++hosts;
      loopback = bidlab::IsAllowedHost(value, {"127.0.0.1", "localhost", "[::1]", "192.168.1.5"});
    }
  const bool reading = request.method == "GET" || request.method == "HEAD";
  if (r.status == 200 && (hosts != 1 || !loopback || !reading)) __builtin_trap();

  if (r.status == 200 && request.path == "/api/echo") {
    const nlohmann::json body = nlohmann::json::parse(r.body);
    for (const auto& [key, value] : request.params) {
      if (!bidlab::IsValidUtf8(value) || value.find('\0') != std::string::npos) __builtin_trap();
      if (!body.contains(key)) __builtin_trap();
    }
    RequestParams last;  // the last of repeated keys wins
    for (const auto& [key, value] : request.params) last[key] = value;
    for (const auto& [key, value] : last)
      if (body.at(key).get<std::string>() != value) __builtin_trap();
  }
  return 0;
}
