// The server through real sockets on loopback: an ephemeral port, raw
// requests (malformed, slow or hostile ones included), raw answers.
#include "serve/http_server.h"

#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace bidlab {
namespace {

using std::chrono::milliseconds;

class RunningServer {
 public:
  RunningServer(const RequestHandler& handler, ServeOptions options)
      : server_(handler, (options.port = 0, options)), thread_([this] { server_.Run(); }) {}
  ~RunningServer() {
    server_.Stop();
    thread_.join();
  }
  int port() const { return server_.port(); }

 private:
  HttpServer server_;
  std::thread thread_;
};

int Connect(int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  EXPECT_EQ(::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
  return fd;
}

void SendAll(int fd, const std::string& bytes) {
  ASSERT_EQ(::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL), static_cast<ssize_t>(bytes.size()));
}

// Everything the server sends until it closes, or until `limit` passes.
std::string ReadToClose(int fd, milliseconds limit = milliseconds(10000)) {
  std::string answer;
  const auto deadline = std::chrono::steady_clock::now() + limit;
  for (;;) {
    const auto left = std::chrono::duration_cast<milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    pollfd p{fd, POLLIN, 0};
    if (left <= 0 || ::poll(&p, 1, static_cast<int>(left)) <= 0) return answer + "<still open>";
    char buffer[4096];
    const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
    if (n <= 0) return answer;
    answer.append(buffer, static_cast<std::size_t>(n));
  }
}

// One request on its own connection; the whole answer.
std::string Exchange(int port, const std::string& request) {
  const int fd = Connect(port);
  SendAll(fd, request);
  std::string answer = ReadToClose(fd);
  ::close(fd);
  return answer;
}

std::string Get(const std::string& target, const std::string& host = "127.0.0.1") {
  return "GET " + target + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n";
}

int StatusOf(const std::string& answer) {
  return answer.rfind("HTTP/1.1 ", 0) == 0 ? std::stoi(answer.substr(9, 3)) : -1;
}

std::string BodyOf(const std::string& answer) { return answer.substr(answer.find("\r\n\r\n") + 4); }

std::string ErrorOf(const std::string& answer) {
  return nlohmann::json::parse(BodyOf(answer)).at("error").get<std::string>();
}

RequestHandler EchoHandler() {
  RequestHandler handler;
  handler.AddPage("/", "<p>page</p>", "text/html; charset=utf-8");
  handler.AddApi("/api/echo", [](const RequestParams& params) {
    return ApiResponse{200, {{"text", params.count("text") ? params.at("text") : ""}}};
  });
  return handler;
}

// The cases of issue 20, on the explorer itself (with the shipped neural
// model, whose file name must show and not its folder).
TEST(ServeHttp, TheExplorersHostileRequestsGetA4xx) {
  const Explorer explorer({std::string(BIDLAB_DATA_DIR) + "/neural.model"});
  const MatchExplorer matches;
  const RequestHandler handler = ExplorerRequestHandler(explorer, matches, {});
  const RunningServer server(handler, {});
  const int port = server.port();

  const std::string utf8 = Exchange(port, Get("/api/deal?north=%ff%fe&south=97.AQJ54.K8.Q976"));
  EXPECT_EQ(StatusOf(utf8), 400) << utf8;
  EXPECT_EQ(ErrorOf(utf8), "north: not valid UTF-8 text");
  const std::string nul = Exchange(port, Get("/api/deal?deal=N:%00abc"));
  EXPECT_EQ(StatusOf(nul), 400) << nul;
  EXPECT_EQ(ErrorOf(nul), "deal: contains a NUL byte (%00)");

  const std::string rebound = Exchange(port, Get("/api/bidders", "rebind.attacker.example:8080"));
  EXPECT_EQ(StatusOf(rebound), 403) << rebound;
  EXPECT_EQ(StatusOf(Exchange(port, Get("/api/bidders", "localhost:" + std::to_string(port)))), 200);
  EXPECT_EQ(StatusOf(Exchange(port, Get("/", "[::1]:1"))), 200);

  const std::string post =
      Exchange(port, "POST /api/deal HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 7\r\n\r\nseed=42");
  EXPECT_EQ(StatusOf(post), 405) << post;
  EXPECT_NE(post.find("\r\nAllow: GET, HEAD\r\n"), std::string::npos) << post;
  EXPECT_EQ(StatusOf(Exchange(port, "DELETE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")), 405);

  const std::string bidders = Exchange(port, Get("/api/bidders"));
  ASSERT_EQ(StatusOf(bidders), 200) << bidders;
  const auto list = nlohmann::json::parse(BodyOf(bidders))["bidders"];
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[2]["source"], "neural.model");
}

// The bidding API as a bot author calls it: the query of docs/protocols.md's example.
TEST(ServeHttp, TheBiddingApiAnswersOneCall) {
  const Explorer explorer({});
  const MatchExplorer matches;
  const RequestHandler handler = ExplorerRequestHandler(explorer, matches, {});
  const RunningServer server(handler, {});
  const std::string answer = Exchange(
      server.port(), Get("/api/bid?bidder=sayc&seat=E&hand=AKJ54.32.K32.432&dealer=N&vulnerable=None&auction=1C"));
  ASSERT_EQ(StatusOf(answer), 200) << answer;
  const auto body = nlohmann::json::parse(BodyOf(answer));
  EXPECT_EQ(body["call"], "1S");  // 11 HCP and five spades overcall North's 1♣
  EXPECT_EQ(body["candidates"][0]["call"], "1S");
  const std::string late = Exchange(server.port(), Get("/api/bid?bidder=sayc&seat=N&hand=AKJ54.32.K32.432&auction=1C"));
  EXPECT_EQ(StatusOf(late), 400) << late;
  EXPECT_EQ(ErrorOf(late).rfind("seat: N is not to call: E calls next", 0), 0u) << late;
  EXPECT_TRUE(handler.IsSlow("/api/bid?meanings=1"));  // it may sample: answered beside the other slow APIs
}

TEST(ServeHttp, SlowClientsDoNotHoldTheWorkers) {
  const RequestHandler handler = EchoHandler();
  ServeOptions options;
  options.threads = 2;
  const RunningServer server(handler, options);
  // 32 connections each with one byte of a request, as a slow client
  // trickling its headers leaves them; far more than the two workers.
  std::vector<int> slow;
  for (int i = 0; i < 32; ++i) {
    slow.push_back(Connect(server.port()));
    SendAll(slow.back(), "G");
  }
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < 20; ++i) {
    const std::string answer = Exchange(server.port(), Get("/api/echo?text=" + std::to_string(i)));
    ASSERT_EQ(StatusOf(answer), 200) << answer;
    EXPECT_EQ(nlohmann::json::parse(BodyOf(answer))["text"], std::to_string(i));
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, milliseconds(2000));
  for (const int fd : slow) ::close(fd);
}

// A burst of slow requests (sampled cards take seconds) leaves workers for
// the rest: 8 requests that take 1 s each on 4 workers would hold them
// all for 2 s; at most 2 answer slow requests at once, so a quick request
// sent after the burst is answered while the burst goes on.
TEST(ServeHttp, ABurstOfSlowRequestsDoesNotStarveTheQuickOnes) {
  RequestHandler handler = EchoHandler();
  std::atomic<int> slow_at_once = 0, most_at_once = 0;
  handler.AddApi(
      "/api/slow",
      [&](const RequestParams&) {
        const int now = ++slow_at_once;
        for (int seen = most_at_once; now > seen && !most_at_once.compare_exchange_weak(seen, now);) {
        }
        std::this_thread::sleep_for(milliseconds(1000));
        --slow_at_once;
        return ApiResponse{200, {{"slow", true}}};
      },
      true);
  EXPECT_TRUE(handler.IsSlow("/api/slow?x=1"));
  EXPECT_FALSE(handler.IsSlow("/api/echo"));
  ServeOptions options;
  options.threads = 4;
  options.slow_threads = 2;
  options.request_timeout = milliseconds(30000);
  const RunningServer server(handler, options);
  std::vector<int> burst;
  for (int i = 0; i < 8; ++i) {
    burst.push_back(Connect(server.port()));
    SendAll(burst.back(), Get("/api/slow"));
  }
  std::this_thread::sleep_for(milliseconds(200));  // the burst has reached the workers
  const auto start = std::chrono::steady_clock::now();
  const std::string quick = Exchange(server.port(), Get("/api/echo?text=quick"));
  const auto waited = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(StatusOf(quick), 200) << quick;
  EXPECT_LT(waited, milliseconds(900)) << "the quick request waited behind the slow ones";
  for (const int fd : burst) {
    EXPECT_EQ(StatusOf(ReadToClose(fd, milliseconds(30000))), 200);
    ::close(fd);
  }
  EXPECT_EQ(most_at_once, 2);
}

TEST(ServeHttp, ARequestNotWholeInTimeIsClosedWith408) {
  const RequestHandler handler = EchoHandler();
  ServeOptions options;
  options.request_timeout = milliseconds(300);
  const RunningServer server(handler, options);
  const int fd = Connect(server.port());
  SendAll(fd, "GET / HT");
  const auto start = std::chrono::steady_clock::now();
  const std::string answer = ReadToClose(fd, milliseconds(5000));
  ::close(fd);
  EXPECT_EQ(StatusOf(answer), 408) << answer;
  EXPECT_EQ(ErrorOf(answer), "the request did not arrive in time");
  EXPECT_LT(std::chrono::steady_clock::now() - start, milliseconds(2000));
  // An idle connection (nothing sent) is closed silently.
  const int idle = Connect(server.port());
  EXPECT_EQ(ReadToClose(idle, milliseconds(5000)), "");
  ::close(idle);
}

TEST(ServeHttp, BeyondTheConnectionCapTheLongestWaitingGoes) {
  const RequestHandler handler = EchoHandler();
  ServeOptions options;
  options.max_connections = 4;
  const RunningServer server(handler, options);
  std::vector<int> idle;
  for (int i = 0; i < 4; ++i) idle.push_back(Connect(server.port()));
  std::this_thread::sleep_for(milliseconds(100));  // accepted in this order
  EXPECT_EQ(StatusOf(Exchange(server.port(), Get("/"))), 200);
  EXPECT_EQ(ReadToClose(idle[0], milliseconds(2000)), "");  // dropped to make room
  for (const int fd : idle) ::close(fd);
}

TEST(ServeHttp, KeepAliveAndPipelinedRequestsAnswerInOrder) {
  const RequestHandler handler = EchoHandler();
  const RunningServer server(handler, {});
  const int fd = Connect(server.port());
  SendAll(fd,
          "GET /api/echo?text=one HTTP/1.1\r\nHost: localhost\r\n\r\n"
          "GET /api/echo?text=two HTTP/1.1\r\nHost: localhost\r\n\r\n");
  std::this_thread::sleep_for(milliseconds(200));
  SendAll(fd, Get("/api/echo?text=three", "localhost"));
  const std::string answers = ReadToClose(fd);
  ::close(fd);
  const std::size_t one = answers.find("{\"text\":\"one\"}");
  const std::size_t two = answers.find("{\"text\":\"two\"}");
  const std::size_t three = answers.find("{\"text\":\"three\"}");
  ASSERT_NE(three, std::string::npos) << answers;
  EXPECT_LT(one, two);
  EXPECT_LT(two, three);
}

TEST(ServeHttp, MalformedAndOversizedRequestsGetJson4xx) {
  const RequestHandler handler = EchoHandler();
  const RunningServer server(handler, {});
  const std::string garbage = Exchange(server.port(), "\x01\x02 nonsense\r\n\r\n");
  EXPECT_EQ(StatusOf(garbage), 400) << garbage;
  EXPECT_EQ(ErrorOf(garbage), "bad request (HTTP 400): not a well-formed HTTP/1.1 request");
  EXPECT_NE(garbage.find("\r\nConnection: close\r\n"), std::string::npos) << garbage;  // and it did
  const std::string long_uri = Exchange(server.port(), Get("/api/echo?text=" + std::string(20000, 'x')));
  EXPECT_EQ(StatusOf(long_uri), 414) << long_uri.substr(0, 200);
  EXPECT_EQ(ErrorOf(long_uri).rfind("bad request (HTTP 414)", 0), 0u);
  const std::string head = Exchange(server.port(), "HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(StatusOf(head), 200);
  EXPECT_EQ(BodyOf(head), "");
}

}  // namespace
}  // namespace bidlab
