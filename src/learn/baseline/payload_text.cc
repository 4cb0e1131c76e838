#include "learn/baseline/payload_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>

#include "core/error.h"
#include "core/excerpt.h"

namespace bidlab {

std::string PayloadWriter::Number(double value) {
  char buffer[64];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  if (ec != std::errc()) throw Error("cannot format a number for a model file");
  return std::string(buffer, end);
}

void PayloadWriter::Line(std::string_view key, std::span<const double> values) {
  text_ += key;
  for (double v : values) {
    if (!std::isfinite(v)) throw Error("a model holds a value that is not finite (" + std::string(key) + ")");
    text_ += ' ';
    text_ += Number(v);
  }
  text_ += '\n';
}

void PayloadWriter::Line(std::string_view key, double value) { Line(key, std::span<const double>(&value, 1)); }

void PayloadWriter::Line(std::string_view key, std::string_view value) {
  text_ += key;
  text_ += ' ';
  text_ += value;
  text_ += '\n';
}

void PayloadWriter::Line(std::string_view key, long long value) { Line(key, std::string_view(std::to_string(value))); }

void PayloadWriter::Words(const std::vector<std::string>& words) {
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i) text_ += ' ';
    text_ += words[i];
  }
  text_ += '\n';
}

PayloadReader::PayloadReader(std::string_view payload) {
  std::size_t start = 0;
  while (start < payload.size()) {
    std::size_t end = payload.find('\n', start);
    if (end == std::string_view::npos) end = payload.size();
    std::string_view line = payload.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines_.push_back(line);
    start = end + 1;
  }
}

void PayloadReader::Fail(const std::string& what) const {
  throw Error("payload line " + std::to_string(line_) + ": " + what);
}

std::vector<std::string> PayloadReader::NextWords() {
  if (next_ >= lines_.size()) {
    line_ = static_cast<long>(lines_.size()) + 1;
    Fail("the model ends early");
  }
  line_ = static_cast<long>(++next_);
  const std::string_view line = lines_[next_ - 1];
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ') ++i;
    if (i > start) words.emplace_back(line.substr(start, i - start));
  }
  return words;
}

std::vector<std::string> PayloadReader::Expect(std::string_view key, std::size_t count) {
  std::vector<std::string> words = NextWords();
  if (words.empty() || words[0] != key)
    Fail("expected \"" + std::string(key) + "\", found " + QuotedExcerpt(words.empty() ? std::string() : words[0]));
  if (words.size() != count + 1)
    Fail("\"" + std::string(key) + "\" needs " + std::to_string(count) + " value(s), found " +
         std::to_string(words.size() - 1));
  words.erase(words.begin());
  return words;
}

double PayloadReader::ParseNumber(const std::string& word) const {
  double value = 0;
  const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc() || end != word.data() + word.size() || !std::isfinite(value))
    Fail(QuotedExcerpt(word) + " is not a number");
  return value;
}

double PayloadReader::ExpectNumber(std::string_view key) { return ParseNumber(Expect(key, 1)[0]); }

long long PayloadReader::ExpectInteger(std::string_view key) {
  const std::string word = Expect(key, 1)[0];
  long long value = 0;
  const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc() || end != word.data() + word.size()) Fail(QuotedExcerpt(word) + " is not an integer");
  return value;
}

std::string PayloadReader::ExpectWord(std::string_view key) { return Expect(key, 1)[0]; }

std::vector<double> PayloadReader::ExpectNumbers(std::string_view key, std::size_t count) {
  const std::vector<std::string> words = Expect(key, count);
  std::vector<double> values;
  values.reserve(count);
  for (const std::string& w : words) values.push_back(ParseNumber(w));
  return values;
}

void PayloadReader::ExpectEnd() {
  while (next_ < lines_.size() && lines_[next_].empty()) ++next_;
  if (next_ < lines_.size()) {
    line_ = static_cast<long>(next_ + 1);
    Fail("unexpected text after the end of the model");
  }
}

}  // namespace bidlab
