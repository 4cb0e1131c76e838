#include "serve/http_server.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <httplib.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

#include "core/error.h"
#include "report/web_assets.h"
#include "serve/table_api.h"

namespace bidlab {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kMaxRequestBytes = 64 * 1024;  // request line, headers and body
constexpr int kMaxRequestsPerConnection = 100;
constexpr std::chrono::milliseconds kWriteTimeout{5000};

// Where the first request in `bytes` ends (its headers and, with a
// Content-Length, its body), or 0 while more bytes are needed. `has_body`:
// it carries a body (read by httplib, or left unread by a 405), so its
// connection closes after the answer.
std::size_t RequestSize(std::string_view bytes, bool& has_body) {
  std::size_t end = bytes.find("\r\n\r\n");
  std::size_t separator = 4;
  if (const std::size_t lf = bytes.find("\n\n"); lf < end) end = lf, separator = 2;
  if (end == std::string_view::npos) return 0;
  const std::string_view head = bytes.substr(0, end);
  std::size_t body = 0;
  has_body = false;
  for (std::size_t at = head.find('\n'); at != std::string_view::npos; at = head.find('\n', at + 1)) {
    std::string_view line = head.substr(at + 1, head.find('\n', at + 1) - (at + 1));
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos) continue;
    const std::string_view name = line.substr(0, colon);
    std::string_view value = line.substr(colon + 1);
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
    while (!value.empty() && (value.back() == '\r' || value.back() == ' ')) value.remove_suffix(1);
    if (EqualIgnoringCase(name, "Transfer-Encoding")) has_body = true;
    if (EqualIgnoringCase(name, "Content-Length")) {
      std::size_t n = 0;
      for (const char c : value)
        n = c >= '0' && c <= '9' && n <= kMaxRequestBytes ? n * 10 + (c - '0') : kMaxRequestBytes + 1;
      if (n > 0) has_body = true;
      if (n <= kMaxRequestBytes) body = n;  // else httplib answers 413 without reading it
    }
  }
  const std::size_t size = end + separator + body;
  return size <= bytes.size() ? size : 0;
}

// The target of the first request in `bytes` ("/api/card?…" of "GET
// /api/card?… HTTP/1.1"), or "" when its request line is not whole.
std::string_view RequestTarget(std::string_view bytes) {
  const std::string_view line = bytes.substr(0, bytes.find('\n'));
  const std::size_t start = line.find(' ');
  if (start == std::string_view::npos) return {};
  const std::size_t end = line.find(' ', start + 1);
  return line.substr(start + 1, end == std::string_view::npos ? std::string_view::npos : end - start - 1);
}

// A request's bytes, gathered by the gate, read by httplib; answers go
// straight to the socket. Reading past the gathered bytes is the end of the
// input: a worker never waits for a client to send.
class GatheredStream : public httplib::Stream {
 public:
  GatheredStream(int fd, std::string bytes) : fd_(fd), bytes_(std::move(bytes)) {}

  bool is_readable() const override { return read_ < bytes_.size(); }
  bool is_writable() const override { return true; }
  ssize_t read(char* ptr, size_t size) override {
    const std::size_t n = std::min(size, bytes_.size() - read_);
    std::memcpy(ptr, bytes_.data() + read_, n);
    read_ += n;
    return static_cast<ssize_t>(n);
  }
  // All of it, waiting at most kWriteTimeout for the client to take it.
  ssize_t write(const char* ptr, size_t size) override {
    if (head_.find("\r\n\r\n") == std::string::npos && head_.size() < 16384) head_.append(ptr, size);
    const auto deadline = Clock::now() + kWriteTimeout;
    std::size_t sent = 0;
    while (sent < size) {
      const ssize_t n = ::send(fd_, ptr + sent, size - sent, MSG_NOSIGNAL);
      if (n > 0) {
        sent += static_cast<std::size_t>(n);
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return -1;
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      pollfd p{fd_, POLLOUT, 0};
      if (left <= 0 || ::poll(&p, 1, static_cast<int>(left)) <= 0) return -1;
    }
    return static_cast<ssize_t>(size);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override { Address(getpeername, ip, port); }
  void get_local_ip_and_port(std::string& ip, int& port) const override { Address(getsockname, ip, port); }
  socket_t socket() const override { return fd_; }

  std::string Unread() const { return bytes_.substr(read_); }  // the next pipelined request
  // The answer's headers said the connection closes.
  bool AnswerCloses() const {
    return head_.substr(0, head_.find("\r\n\r\n") + 2).find("\r\nConnection: close\r\n") != std::string::npos;
  }

 private:
  void Address(int (*get)(int, sockaddr*, socklen_t*), std::string& ip, int& port) const {
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    char text[INET6_ADDRSTRLEN] = "";
    port = 0;
    if (get(fd_, reinterpret_cast<sockaddr*>(&address), &length) != 0) return;
    if (address.ss_family == AF_INET) {
      const auto& a = reinterpret_cast<const sockaddr_in&>(address);
      inet_ntop(AF_INET, &a.sin_addr, text, sizeof text);
      port = ntohs(a.sin_port);
    } else if (address.ss_family == AF_INET6) {
      const auto& a = reinterpret_cast<const sockaddr_in6&>(address);
      inet_ntop(AF_INET6, &a.sin6_addr, text, sizeof text);
      port = ntohs(a.sin6_port);
    }
    ip = text;
  }

  int fd_;
  std::string bytes_;
  std::size_t read_ = 0;
  std::string head_;  // what was written, up to the end of the headers
};

// What httplib refused itself, said in words.
std::string RefusalMessage(int status) {
  const std::string head = "bad request (HTTP " + std::to_string(status) + ")";
  switch (status) {
    case 400: return head + ": not a well-formed HTTP/1.1 request";
    case 413: return head + ": a body of more than " + std::to_string(kMaxRequestBytes) + " bytes";
    case 414: return head + ": an address of more than " + std::to_string(CPPHTTPLIB_REQUEST_URI_MAX_LENGTH) + " bytes";
    default: return head;
  }
}

// httplib's request parser, router and response writer, applied to a stream.
class Responder : public httplib::Server {
 public:
  using httplib::Server::process_request;
};

int Listen(const std::string& host, int port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  if (getaddrinfo(host.c_str(), service.c_str(), &hints, &found) != 0) return -1;
  int fd = -1;
  for (addrinfo* a = found; a && fd < 0; a = a->ai_next) {
    fd = ::socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, a->ai_protocol);
    if (fd < 0) continue;
    // SO_REUSEADDR only: with SO_REUSEPORT a second server on a busy port
    // would silently share it.
    const int yes = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    if (::bind(fd, a->ai_addr, a->ai_addrlen) != 0 || ::listen(fd, 128) != 0) {
      ::close(fd);
      fd = -1;
    }
  }
  freeaddrinfo(found);
  return fd;
}

int BoundPort(int fd) {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
  return ntohs(address.ss_family == AF_INET6 ? reinterpret_cast<const sockaddr_in6&>(address).sin6_port
                                             : reinterpret_cast<const sockaddr_in&>(address).sin_port);
}

}  // namespace

struct HttpServer::Impl {
  struct Connection {
    int fd = -1;
    std::string bytes;           // of the request under way
    Clock::time_point deadline;  // for the whole request
    int served = 0;              // requests answered on it so far
  };

  const RequestHandler& handler;
  ServeOptions options;
  Responder responder;
  int listen_fd = -1;
  int port = 0;
  int wake[2] = {-1, -1};  // a byte on wake[1] interrupts the gate's poll
  std::atomic<bool> stopping = false;

  // Gate → workers: complete requests. Workers → gate: kept-alive connections.
  std::mutex mutex;
  std::condition_variable work_ready;
  std::deque<Connection> work;
  std::deque<Connection> slow_work;  // requests for the handler's slow APIs
  int slow_running = 0;              // slow requests being answered
  int slow_limit = 1;
  std::vector<Connection> returned;
  int busy = 0;  // connections in `work` or `slow_work`, or being answered

  Impl(const RequestHandler& h, const ServeOptions& o) : handler(h), options(o) {}

  void Wake() {
    const char byte = 0;
    [[maybe_unused]] const ssize_t n = ::write(wake[1], &byte, 1);
  }

  void Worker() {
    for (;;) {
      Connection c;
      bool slow = false;
      {
        std::unique_lock lock(mutex);
        const auto slow_ready = [&] { return !slow_work.empty() && slow_running < slow_limit; };
        work_ready.wait(lock, [&] { return stopping || !work.empty() || slow_ready(); });
        if (!work.empty()) {
          c = std::move(work.front());
          work.pop_front();
        } else if (slow_ready()) {
          c = std::move(slow_work.front());
          slow_work.pop_front();
          slow = true;
          ++slow_running;
        } else {
          return;
        }
      }
      bool has_body = false;
      const bool whole = RequestSize(c.bytes, has_body) != 0;
      const bool close_after = has_body || !whole || ++c.served >= kMaxRequestsPerConnection;
      GatheredStream stream(c.fd, std::move(c.bytes));
      bool client_closes = false;
      const bool answered = responder.process_request(stream, close_after, client_closes, nullptr);
      std::lock_guard lock(mutex);
      --busy;
      if (slow) {
        --slow_running;
        if (!slow_work.empty()) work_ready.notify_one();
      }
      if (answered && !close_after && !client_closes && !stream.AnswerCloses() && !stopping) {
        c.bytes = stream.Unread();
        returned.push_back(std::move(c));
        Wake();
      } else {
        ::close(c.fd);
      }
    }
  }

  // The gate: accepts, reads without blocking, times out, dispatches.
  void Gate() {
    std::vector<Connection> waiting;
    std::vector<pollfd> polled;
    std::vector<Connection> ready;
    Clock::time_point accept_pause{};
    while (!stopping) {
      const auto now = Clock::now();
      polled.clear();
      polled.push_back({wake[0], POLLIN, 0});
      polled.push_back({now >= accept_pause ? listen_fd : -1, POLLIN, 0});
      auto next_deadline = Clock::time_point::max();
      for (const Connection& c : waiting) {
        polled.push_back({c.fd, POLLIN, 0});
        next_deadline = std::min(next_deadline, c.deadline);
      }
      if (now < accept_pause) next_deadline = std::min(next_deadline, accept_pause);
      int timeout = -1;
      if (next_deadline != Clock::time_point::max())
        timeout = static_cast<int>(
            std::max<long long>(0, std::chrono::ceil<std::chrono::milliseconds>(next_deadline - now).count()));
      if (::poll(polled.data(), polled.size(), timeout) < 0 && errno != EINTR) throw Error("the server's poll failed");
      const auto after = Clock::now();

      // Reads first (the vector is aligned with `polled` from index 2).
      std::vector<Connection> kept;
      for (std::size_t i = 0; i < waiting.size(); ++i) {
        Connection& c = waiting[i];
        bool open = true;
        if (polled[i + 2].revents != 0) open = ReadSome(c);
        if (open && Complete(c)) {
          ready.push_back(std::move(c));
        } else if (open && after >= c.deadline) {
          if (!c.bytes.empty()) SendTimeout(c.fd);
          ::close(c.fd);
        } else if (open) {
          kept.push_back(std::move(c));
        } else {
          ::close(c.fd);
        }
      }
      waiting = std::move(kept);

      if (polled[0].revents != 0) {
        char drain[256];
        while (::read(wake[0], drain, sizeof drain) > 0) {
        }
        std::lock_guard lock(mutex);
        for (Connection& c : returned) {
          c.deadline = after + options.request_timeout;
          (Complete(c) ? ready : waiting).push_back(std::move(c));
        }
        returned.clear();
      }
      if (polled[1].revents != 0) Accept(waiting, after, accept_pause);

      if (!ready.empty()) {
        std::lock_guard lock(mutex);
        for (Connection& c : ready) (handler.IsSlow(RequestTarget(c.bytes)) ? slow_work : work).push_back(std::move(c));
        busy += static_cast<int>(ready.size());
        ready.clear();
        work_ready.notify_all();
      }
    }
    for (const Connection& c : waiting) ::close(c.fd);
  }

  // False when the client closed or the connection failed.
  static bool ReadSome(Connection& c) {
    char buffer[8192];
    for (;;) {
      const ssize_t n = ::recv(c.fd, buffer, sizeof buffer, 0);
      if (n > 0) {
        c.bytes.append(buffer, static_cast<std::size_t>(n));
        if (c.bytes.size() >= kMaxRequestBytes) return true;  // answered (413/431) as it is
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
    }
  }

  static bool Complete(const Connection& c) {
    bool has_body = false;
    return c.bytes.size() >= kMaxRequestBytes || RequestSize(c.bytes, has_body) != 0;
  }

  static void SendTimeout(int fd) {
    static const std::string answer = [] {
      const std::string body = JsonText({{"error", "the request did not arrive in time"}});
      const std::string head =
          "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\n";
      return head + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    }();
    [[maybe_unused]] const ssize_t n = ::send(fd, answer.data(), answer.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  }

  void Accept(std::vector<Connection>& waiting, Clock::time_point now, Clock::time_point& accept_pause) {
    for (;;) {
      const int fd = ::accept4(listen_fd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
      if (fd < 0) {
        // Out of file descriptors: let the timeouts free some first.
        if (errno == EMFILE || errno == ENFILE) accept_pause = now + std::chrono::milliseconds(50);
        return;
      }
      const int yes = 1;  // small JSON answers: no 40 ms wait for a delayed ACK
      setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
      int open = static_cast<int>(waiting.size());
      {
        std::lock_guard lock(mutex);
        open += busy + static_cast<int>(returned.size());
      }
      if (open >= options.max_connections) {
        // Full: the connection waiting longest for its request makes room.
        const auto oldest = std::min_element(waiting.begin(), waiting.end(),
                                             [](const auto& a, const auto& b) { return a.deadline < b.deadline; });
        if (oldest == waiting.end()) {
          ::close(fd);
          continue;
        }
        ::close(oldest->fd);
        waiting.erase(oldest);
      }
      waiting.push_back({fd, "", now + options.request_timeout, 0});
    }
  }
};

HttpServer::HttpServer(const RequestHandler& handler, const ServeOptions& options)
    : impl_(std::make_unique<Impl>(handler, options)) {
  if (options.threads < 1 || options.max_connections < 1 || options.request_timeout.count() <= 0)
    throw Error("the server needs at least one thread, one connection and a positive request timeout");
  Impl& s = *impl_;
  s.slow_limit =
      options.slow_threads > 0 ? std::min(options.slow_threads, options.threads) : std::max(1, options.threads / 2);
  s.listen_fd = Listen(options.host, options.port);
  if (s.listen_fd < 0)
    throw Error("cannot listen on " + options.host + ":" + std::to_string(options.port) +
                " (in use, or not an address of this machine)");
  s.port = BoundPort(s.listen_fd);
  if (::pipe2(s.wake, O_NONBLOCK | O_CLOEXEC) != 0) throw Error("cannot create the server's wake-up pipe");

  s.responder.set_payload_max_length(kMaxRequestBytes);
  s.responder.set_keep_alive_timeout(
      std::max<long long>(1, std::chrono::duration_cast<std::chrono::seconds>(options.request_timeout).count()));
  s.responder.set_keep_alive_max_count(kMaxRequestsPerConnection);
  // Every request, whatever its method or path, is answered by the handler.
  s.responder.set_pre_routing_handler([&s](const httplib::Request& req, httplib::Response& res) {
    HttpRequest request{req.method, req.path, {}, {}};
    for (const auto& [key, value] : req.params) request.params.emplace_back(key, value);
    for (const auto& [key, value] : req.headers)
      if (key != "REMOTE_ADDR" && key != "REMOTE_PORT" && key != "LOCAL_ADDR" && key != "LOCAL_PORT")
        request.headers.emplace_back(key, value);  // httplib adds these four itself
    const HttpResponse answer = s.handler.Answer(request);
    res.status = answer.status;
    for (const auto& [key, value] : answer.headers) res.set_header(key, value);
    res.set_content(answer.body, answer.content_type);
    return httplib::Server::HandlerResponse::Handled;
  });
  // What httplib refuses itself (a malformed request line, a header or body
  // too long), as a JSON message; what follows such a request on its
  // connection cannot be trusted to start a request, so the connection closes.
  s.responder.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    res.set_content(JsonText({{"error", RefusalMessage(res.status)}}), "application/json");
    res.set_header("Connection", "close");
  });
  s.responder.set_exception_handler([](const httplib::Request&, httplib::Response& res, const std::exception_ptr&) {
    const HttpResponse answer = JsonError(500, "internal error");
    res.status = answer.status;
    res.set_content(answer.body, answer.content_type);
  });
}

HttpServer::~HttpServer() {
  Stop();
  for (const int fd : {impl_->listen_fd, impl_->wake[0], impl_->wake[1]})
    if (fd >= 0) ::close(fd);
}

int HttpServer::port() const { return impl_->port; }

void HttpServer::Run() {
  Impl& s = *impl_;
  std::vector<std::thread> workers;
  for (int i = 0; i < s.options.threads; ++i) workers.emplace_back([&s] { s.Worker(); });
  try {
    s.Gate();
  } catch (...) {
    Stop();
    for (std::thread& t : workers) t.join();
    throw;
  }
  Stop();
  for (std::thread& t : workers) t.join();
  for (const auto& c : s.work) ::close(c.fd);
  for (const auto& c : s.slow_work) ::close(c.fd);
  for (const auto& c : s.returned) ::close(c.fd);
  s.work.clear();
  s.slow_work.clear();
  s.returned.clear();
}

void HttpServer::Stop() {
  {
    std::lock_guard lock(impl_->mutex);
    impl_->stopping = true;
    impl_->work_ready.notify_all();
  }
  impl_->Wake();
}

RequestHandler ExplorerRequestHandler(const Explorer& explorer, const MatchExplorer& matches,
                                      const ServeOptions& options) {
  RequestHandler handler({options.host});
  const std::pair<const char*, const char*> pages[] = {{"/", "explorer.html"},
                                                       {"/explorer.js", "explorer.js"},
                                                       {"/deal_view.js", "deal_view.js"},
                                                       {"/match_view.js", "match_view.js"},
                                                       {"/table_view.js", "table_view.js"},
                                                       {"/report.css", "report.css"}};
  for (const auto& [path, asset] : pages) {
    const std::string_view name = asset;
    const char* type = name.ends_with(".html")  ? "text/html; charset=utf-8"
                       : name.ends_with(".css") ? "text/css; charset=utf-8"
                                                : "text/javascript; charset=utf-8";
    handler.AddPage(path, WebAsset(asset), type);
  }
  handler.AddApi("/api/bidders", [&explorer](const RequestParams&) { return explorer.Bidders(); });
  handler.AddApi("/api/deal", [&explorer](const RequestParams& params) { return explorer.Deal(params); });
  handler.AddApi("/api/card", [&explorer](const RequestParams& params) { return explorer.Card(params); });
  // Both may sample meanings for seconds (the table does by default).
  handler.AddApi(
      "/api/bid", [&explorer](const RequestParams& params) { return BidApi(explorer, params); }, true);
  handler.AddApi(
      "/api/table", [&explorer](const RequestParams& params) { return TableApi(explorer, params); }, true);
  handler.AddApi("/api/matches", [&matches](const RequestParams&) { return matches.Matches(); });
  handler.AddApi("/api/match_rows", [&matches](const RequestParams& params) { return matches.Rows(params); });
  handler.AddApi("/api/match_board", [&matches](const RequestParams& params) { return matches.Board(params); });
  return handler;
}

void RunExplorerServer(const Explorer& explorer, const MatchExplorer& matches, const ServeOptions& options,
                       std::ostream& log, const std::function<void(int port)>& ready) {
  const RequestHandler handler = ExplorerRequestHandler(explorer, matches, options);
  HttpServer server(handler, options);
  log << "bidlab serve: http://" << options.host << ":" << server.port() << "/ (Ctrl-C stops)" << std::endl;
  if (ready) ready(server.port());
  server.Run();
}

}  // namespace bidlab
