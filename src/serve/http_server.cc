#include "serve/http_server.h"

#include <httplib.h>
#include <sys/socket.h>

#include "core/error.h"
#include "report/web_assets.h"

namespace bidlab {

namespace {

void Send(httplib::Response& res, const ApiResponse& answer) {
  res.status = answer.status;
  res.set_content(answer.body.dump(), "application/json");
}

RequestParams ParamsOf(const httplib::Request& req) {
  RequestParams params;
  for (const auto& [key, value] : req.params) params[key] = value;  // the last of repeated keys wins
  return params;
}

}  // namespace

void RunExplorerServer(const Explorer& explorer, const ServeOptions& options, std::ostream& log,
                       const std::function<void(int port)>& ready) {
  httplib::Server server;
  const int threads = options.threads;
  server.new_task_queue = [threads] { return new httplib::ThreadPool(static_cast<std::size_t>(threads)); };
  server.set_payload_max_length(64 * 1024);  // every request is a GET with a short query
  server.set_tcp_nodelay(true);              // small JSON answers: no 40 ms wait for a delayed ACK
  // httplib's default adds SO_REUSEPORT, with which a second server on a
  // busy port would silently share it: keep only SO_REUSEADDR.
  server.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });

  const std::pair<const char*, const char*> pages[] = {{"/", "explorer.html"},
                                                       {"/explorer.js", "explorer.js"},
                                                       {"/deal_view.js", "deal_view.js"},
                                                       {"/report.css", "report.css"}};
  for (const auto& [path, asset] : pages) {
    const std::string_view content = WebAsset(asset);
    const std::string name = asset;
    const char* type = name.ends_with(".html") ? "text/html; charset=utf-8"
                       : name.ends_with(".css") ? "text/css; charset=utf-8"
                                                : "text/javascript; charset=utf-8";
    server.Get(path, [content, type](const httplib::Request&, httplib::Response& res) {
      res.set_content(content.data(), content.size(), type);
    });
  }
  server.Get("/api/bidders", [&](const httplib::Request&, httplib::Response& res) { Send(res, explorer.Bidders()); });
  server.Get("/api/deal",
             [&](const httplib::Request& req, httplib::Response& res) { Send(res, explorer.Deal(ParamsOf(req))); });
  server.Get("/api/card",
             [&](const httplib::Request& req, httplib::Response& res) { Send(res, explorer.Card(ParamsOf(req))); });
  // Anything else, and whatever httplib itself refuses, as a JSON message.
  server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string message = res.status == 404 ? "no such page: " + req.path
                                                  : "bad request (HTTP " + std::to_string(res.status) + ")";
    res.set_content(nlohmann::json{{"error", message}}.dump(), "application/json");
  });
  server.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
    std::string message = "internal error";
    try {
      std::rethrow_exception(ep);
    } catch (const std::exception& e) {
      message += std::string(": ") + e.what();
    } catch (...) {
    }
    res.status = 500;
    res.set_content(nlohmann::json{{"error", message}}.dump(), "application/json");
  });

  const int port = options.port == 0 ? server.bind_to_any_port(options.host)
                                     : (server.bind_to_port(options.host, options.port) ? options.port : -1);
  if (port < 0)
    throw Error("cannot listen on " + options.host + ":" + std::to_string(options.port) +
                " (in use, or not an address of this machine)");
  log << "bidlab serve: http://" << options.host << ":" << port << "/ (Ctrl-C stops)" << std::endl;
  if (ready) ready(port);
  if (!server.listen_after_bind()) throw Error("the server stopped: " + options.host + ":" + std::to_string(port));
}

}  // namespace bidlab
