// Typed errors raised at bidlab's boundaries. Each carries one complete,
// human-readable message; the CLI prints it and exits non-zero.
#pragma once

#include <stdexcept>
#include <string>

namespace bidlab {

// Any error bidlab reports to a user.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Bad input found while reading a file: the message names the file, the
// line (when known) and what was expected, as "FILE:LINE: MESSAGE".
class InputError : public Error {
 public:
  InputError(const std::string& file, long line, const std::string& what)
      : Error(Format(file, line, what)), file_(file), line_(line), detail_(what) {}

  const std::string& file() const { return file_; }
  long line() const { return line_; }
  const std::string& detail() const { return detail_; }

 private:
  static std::string Format(const std::string& file, long line, const std::string& what) {
    return line > 0 ? file + ":" + std::to_string(line) + ": " + what : file + ": " + what;
  }
  std::string file_;
  long line_;
  std::string detail_;
};

}  // namespace bidlab
