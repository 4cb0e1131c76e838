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

// Work abandoned because other work of the same job failed first (a thread
// of cluster/worker_threads.h's RunWorkers stopped mid-item): never the
// error a job reports while the one that stopped it is known. Code that
// adds where it happened to an Error ("deal 12: …") throws this one on as
// it is.
class StoppedError : public Error {
 public:
  using Error::Error;
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
