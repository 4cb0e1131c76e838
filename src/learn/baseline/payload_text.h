// The text payloads of bidlab's model files (after the "bidlab-model KIND
// VERSION" line of io/model_file.h): one record a line, a keyword first,
// then values separated by spaces. Numbers are written with 17 significant
// digits, so a model read back predicts exactly what it predicted when it
// was written. The reader checks each keyword and count and says what it
// expected on which payload line.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bidlab {

class PayloadWriter {
 public:
  // "key v1 v2 …\n"
  void Line(std::string_view key, std::span<const double> values);
  void Line(std::string_view key, double value);
  void Line(std::string_view key, std::string_view value);
  void Line(std::string_view key, long long value);
  // A line of words written as given.
  void Words(const std::vector<std::string>& words);
  const std::string& text() const { return text_; }

  // Shortest text that reads back as exactly `value` ("0.001", "1e-06").
  static std::string Number(double value);

 private:
  std::string text_;
};

class PayloadReader {
 public:
  explicit PayloadReader(std::string_view payload);

  // The next line's words; throws Error when there is none.
  std::vector<std::string> NextWords();
  // The next line, which must start with `key` and hold exactly `count`
  // values after it (throws Error otherwise).
  std::vector<std::string> Expect(std::string_view key, std::size_t count);
  double ExpectNumber(std::string_view key);
  long long ExpectInteger(std::string_view key);
  std::string ExpectWord(std::string_view key);
  std::vector<double> ExpectNumbers(std::string_view key, std::size_t count);
  // Lines not yet read: a count read from the payload is checked against it
  // before anything of that size is allocated.
  std::size_t LinesLeft() const { return lines_.size() - next_; }
  // Throws Error unless every line has been read.
  void ExpectEnd();

  // The payload line number of the line last read (1 = first payload line).
  long line() const { return line_; }
  // Throws Error "payload line N: what".
  [[noreturn]] void Fail(const std::string& what) const;
  double ParseNumber(const std::string& word) const;

 private:
  std::vector<std::string_view> lines_;
  std::size_t next_ = 0;
  long line_ = 0;
};

}  // namespace bidlab
