#include "io/bounded_json.h"

#include <gtest/gtest.h>

#include <string>

namespace bidlab {
namespace {

std::string Nested(int depth) { return std::string(depth, '[') + std::string(depth, ']'); }

std::string ErrorOf(const std::string& text) {
  try {
    ParseBoundedJson(text);
  } catch (const JsonError& e) {
    return e.what();
  }
  return "";
}

TEST(ParseBoundedJson, ReadsJsonUpToTheDepthBound) {
  EXPECT_EQ(ParseBoundedJson(R"({"a": [1, {"b": null}], "c": "♠"})"),
            nlohmann::json({{"a", {1, {{"b", nullptr}}}}, {"c", "♠"}}));
  EXPECT_EQ(ParseBoundedJson(Nested(kMaxJsonDepth)).dump(), Nested(kMaxJsonDepth));
  // Objects count as arrays do.
  std::string objects;
  for (int i = 0; i < kMaxJsonDepth; ++i) objects += "{\"k\":";
  EXPECT_NO_THROW(ParseBoundedJson(objects + "1" + std::string(kMaxJsonDepth, '}')));
  EXPECT_EQ(ErrorOf("{\"k\":" + objects + "1" + std::string(kMaxJsonDepth + 1, '}')),
            "nested more than 64 levels deep");
}

TEST(ParseBoundedJson, ADeeperValueIsRefusedAsItIsRead) {
  EXPECT_EQ(ErrorOf(Nested(kMaxJsonDepth + 1)), "nested more than 64 levels deep");
  // Deep enough to overflow the stack of whatever walked it (dump, copy).
  EXPECT_EQ(ErrorOf(Nested(1'000'000)), "nested more than 64 levels deep");
  // Refused before the end is reached: an unclosed one too.
  EXPECT_EQ(ErrorOf(std::string(1'000'000, '[')), "nested more than 64 levels deep");
}

TEST(ParseBoundedJson, NotJsonSaysWhyWithoutNlohmannsPrefix) {
  EXPECT_EQ(ErrorOf("{\"board\": 2,"),
            "parse error at line 1, column 13: syntax error while parsing object key - unexpected end of input; "
            "expected string literal");
  EXPECT_EQ(ErrorOf(""),
            "parse error at line 1, column 1: syntax error while parsing value - unexpected end of "
            "input; expected '[', '{', or a literal");
}

}  // namespace
}  // namespace bidlab
