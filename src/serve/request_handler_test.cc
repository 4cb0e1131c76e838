#include "serve/request_handler.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(ServeUtf8, KnownValidAndInvalidSequences) {
  for (const char* valid : {"", "AKQ2.K32.Q32.J32", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x82\xa1", "\xf4\x8f\xbf\xbf"})
    EXPECT_TRUE(IsValidUtf8(valid)) << valid;
  for (const char* invalid : {"\xff", "\xfe", "\x80",            // never a first byte
                              "\xc0\xaf", "\xe0\x80\xaf",        // overlong '/'
                              "\xed\xa0\x80",                    // a surrogate (U+D800)
                              "\xf4\x90\x80\x80",                // above U+10FFFF
                              "\xe2\x82", "a\xc3", "\xc3\x28"})  // cut short, or a bad continuation
    EXPECT_FALSE(IsValidUtf8(invalid)) << invalid;
}

TEST(ServeHost, LoopbackNamesWithOrWithoutAPort) {
  const std::vector<std::string> names = {"127.0.0.1", "localhost", "[::1]"};
  for (const char* host : {"127.0.0.1", "127.0.0.1:8080", "localhost", "LocalHost:80", "[::1]", "[::1]:65535"})
    EXPECT_TRUE(IsAllowedHost(host, names)) << host;
  for (const char* host : {"", "evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.",
                           "localhost:", "localhost:http", "localhost:8080:8080", "::1", "[::1]x", "127.0.0.2"})
    EXPECT_FALSE(IsAllowedHost(host, names)) << host;
}

// A handler with one page and one API that quotes its parameter back, as
// the explorer's error messages quote what was typed.
RequestHandler EchoHandler() {
  RequestHandler handler;
  handler.AddPage("/", "<p>page</p>", "text/html; charset=utf-8");
  handler.AddApi("/api/echo", [](const RequestParams& params) {
    const auto it = params.find("text");
    return it == params.end() ? ApiResponse{400, {{"error", "text: missing"}}}
                              : ApiResponse{200, {{"text", it->second}}};
  });
  handler.AddApi("/api/cut", [](const RequestParams&) {
    return ApiResponse{400, {{"error", std::string("cut in the middle of \xe2\x82")}}};
  });
  return handler;
}

HttpRequest Get(const std::string& path, HttpFields params = {}) {
  return {"GET", path, std::move(params), {{"Host", "127.0.0.1:8080"}}};
}

std::string ErrorOf(const HttpResponse& r) {
  EXPECT_EQ(r.content_type, "application/json");
  return nlohmann::json::parse(r.body).at("error").get<std::string>();
}

TEST(ServeRequestHandler, AnswersPagesAndApis) {
  const RequestHandler handler = EchoHandler();
  const HttpResponse page = handler.Answer(Get("/"));
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.body, "<p>page</p>");
  EXPECT_EQ(page.content_type, "text/html; charset=utf-8");
  const HttpResponse echo = handler.Answer(Get("/api/echo", {{"text", "\xe2\x82\xac 5"}}));
  EXPECT_EQ(echo.status, 200);
  EXPECT_EQ(nlohmann::json::parse(echo.body)["text"], "\xe2\x82\xac 5");
  EXPECT_EQ(handler.Answer({"HEAD", "/", {}, {{"host", "localhost"}}}).status, 200);
}

TEST(ServeRequestHandler, RefusesOtherHostsBeforeAnythingElse) {
  const RequestHandler handler = EchoHandler();
  HttpRequest rebound = Get("/api/echo", {{"text", "x"}});
  rebound.headers = {{"Host", "attacker.example:8080"}};
  const HttpResponse r = handler.Answer(rebound);
  EXPECT_EQ(r.status, 403);
  EXPECT_NE(ErrorOf(r).find("\"attacker.example:8080\" is not this machine"), std::string::npos) << r.body;
  rebound.method = "POST";  // still 403, not 405: another site learns nothing
  EXPECT_EQ(handler.Answer(rebound).status, 403);

  HttpRequest none = Get("/");
  none.headers.clear();
  EXPECT_EQ(handler.Answer(none).status, 400);
  HttpRequest two = Get("/");
  two.headers.emplace_back("HOST", "evil.example");
  EXPECT_EQ(ErrorOf(handler.Answer(two)), "more than one Host header");

  // A server listening on another address also answers to that address.
  RequestHandler lan({"192.168.1.5"});
  lan.AddPage("/", "<p>page</p>", "text/html; charset=utf-8");
  HttpRequest by_address = Get("/");
  by_address.headers = {{"Host", "192.168.1.5:8080"}};
  EXPECT_EQ(lan.Answer(by_address).status, 200);
  EXPECT_EQ(handler.Answer(by_address).status, 403);
}

TEST(ServeRequestHandler, OnlyReadingMethodsWithAnAllowHeader) {
  const RequestHandler handler = EchoHandler();
  for (const char* method : {"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"}) {
    HttpRequest request = Get("/api/echo");
    request.method = method;
    const HttpResponse r = handler.Answer(request);
    EXPECT_EQ(r.status, 405) << method;
    EXPECT_EQ(r.headers, (HttpFields{{"Allow", "GET, HEAD"}})) << method;
    EXPECT_NE(ErrorOf(r).find(std::string("\"") + method + "\" not allowed"), std::string::npos) << r.body;
  }
}

TEST(ServeRequestHandler, UnknownPathsAre404WithTheirPathQuoted) {
  const HttpResponse r = EchoHandler().Answer(Get("/api/nothing"));
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(ErrorOf(r), "no such page: \"/api/nothing\"");
  // A path that is not UTF-8 is not quoted, and still makes valid JSON.
  EXPECT_EQ(ErrorOf(EchoHandler().Answer(Get("/\xff\xfe"))), "no such page: (not UTF-8)");
}

TEST(ServeRequestHandler, ParametersMustBeUtf8WithoutNul) {
  const RequestHandler handler = EchoHandler();
  const HttpResponse bad = handler.Answer(Get("/api/echo", {{"text", "\xff\xfe"}}));
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(ErrorOf(bad), "text: not valid UTF-8 text");
  const HttpResponse nul = handler.Answer(Get("/api/echo", {{"text", std::string("N:\0abc", 6)}}));
  EXPECT_EQ(nul.status, 400);
  EXPECT_EQ(ErrorOf(nul), "text: contains a NUL byte (%00)");
  EXPECT_EQ(handler.Answer(Get("/api/echo", {{"\xc0", "x"}})).status, 400);
}

TEST(ServeRequestHandler, AMessageCutInsideACharacterStillMakesJson) {
  const HttpResponse r = EchoHandler().Answer(Get("/api/cut"));
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(ErrorOf(r), "cut in the middle of \xef\xbf\xbd");  // U+FFFD
}

}  // namespace
}  // namespace bidlab
