#include "serve/request_handler.h"

#include <algorithm>
#include <cctype>

namespace bidlab {

namespace {

// A value quoted in a message: at most 40 bytes, valid UTF-8 or not at all.
std::string Quoted(std::string_view text) {
  if (!IsValidUtf8(text)) return "(not UTF-8)";
  std::string shown(text.substr(0, 40));
  while (!IsValidUtf8(shown)) shown.pop_back();  // a character cut in two
  return "\"" + shown + (text.size() > shown.size() ? "…\"" : "\"");
}

}  // namespace

bool EqualIgnoringCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

bool IsAllowedHost(std::string_view host, const std::vector<std::string>& names) {
  // The port: digits after the last ':' that is not inside "[…]".
  const std::size_t bracket = host.rfind(']');
  const std::size_t colon = host.rfind(':');
  if (colon != std::string_view::npos && (bracket == std::string_view::npos || colon > bracket)) {
    const std::string_view port = host.substr(colon + 1);
    if (port.empty() || port.size() > 5 ||
        !std::all_of(port.begin(), port.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return false;
    host = host.substr(0, colon);
  }
  return std::any_of(names.begin(), names.end(),
                     [&](const std::string& name) { return EqualIgnoringCase(host, name); });
}

std::string JsonText(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

HttpResponse JsonError(int status, const std::string& message) {
  return {status, "application/json", JsonText({{"error", message}}), {}};
}

RequestHandler::RequestHandler(const std::vector<std::string>& hosts) : hosts_{"127.0.0.1", "localhost", "[::1]"} {
  for (const std::string& host : hosts)
    if (!host.empty() && std::find(hosts_.begin(), hosts_.end(), host) == hosts_.end())
      hosts_.push_back(host.find(':') != std::string::npos && host.front() != '[' ? "[" + host + "]" : host);
}

void RequestHandler::AddPage(const std::string& path, std::string_view content, const std::string& content_type) {
  pages_[path] = {content, content_type};
}

void RequestHandler::AddApi(const std::string& path, Api api, bool slow) {
  apis_[path] = std::move(api);
  if (slow) slow_paths_.push_back(path);
}

bool RequestHandler::IsSlow(std::string_view target) const {
  const std::string_view path = target.substr(0, target.find('?'));
  return std::find(slow_paths_.begin(), slow_paths_.end(), path) != slow_paths_.end();
}

HttpResponse RequestHandler::Answer(const HttpRequest& request) const {
  try {
    // Host first: a page on another site learns nothing, not even 404s.
    const std::string* host = nullptr;
    for (const auto& [name, value] : request.headers) {
      if (!EqualIgnoringCase(name, "Host")) continue;
      if (host) return JsonError(400, "more than one Host header");
      host = &value;
    }
    if (!host) return JsonError(400, "no Host header (HTTP/1.1 requires one)");
    if (!IsAllowedHost(*host, hosts_))
      return JsonError(403, "host " + Quoted(*host) +
                                " is not this machine: the explorer answers only requests to 127.0.0.1, "
                                "localhost or [::1] (a guard against DNS rebinding)");

    if (request.method != "GET" && request.method != "HEAD") {
      HttpResponse r =
          JsonError(405, "method " + Quoted(request.method) + " not allowed: the explorer only reads (GET, HEAD)");
      r.headers.emplace_back("Allow", "GET, HEAD");
      return r;
    }

    if (const auto page = pages_.find(request.path); page != pages_.end())
      return {200, page->second.content_type, std::string(page->second.content), {}};
    const auto api = apis_.find(request.path);
    if (api == apis_.end()) return JsonError(404, "no such page: " + Quoted(request.path));

    RequestParams params;
    for (const auto& [key, value] : request.params) {
      if (!IsValidUtf8(key) || key.find('\0') != std::string::npos)
        return JsonError(400, "a parameter name is not UTF-8 text without NUL bytes");
      if (value.find('\0') != std::string::npos) return JsonError(400, key + ": contains a NUL byte (%00)");
      if (!IsValidUtf8(value)) return JsonError(400, key + ": not valid UTF-8 text");
      params[key] = value;  // the last of repeated keys wins
    }
    const ApiResponse answer = api->second(params);
    return {answer.status, "application/json", JsonText(answer.body), {}};
  } catch (const std::exception& e) {
    return JsonError(500, std::string("internal error: ") + e.what());
  } catch (...) {
    return JsonError(500, "internal error");
  }
}

}  // namespace bidlab
