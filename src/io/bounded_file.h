// A file read in bounded pieces: what every reader of outside files uses
// (ReadFileText and ReadFileBytes in io/file_util.h are built on it), so that
// a folder, a device or a pipe (/dev/zero, a FIFO that never ends) is
// refused with the file's name when it is opened, and a file larger than its
// format allows is refused at the bound, before it is read whole into memory.
#pragma once

#include <cstdint>
#include <fstream>
#include <optional>
#include <string>

namespace bidlab {

class BoundedFile {
 public:
  // Throws InputError naming `path` when it cannot be opened, or is not a
  // regular file: "is a folder, expected a file", "is a device (…), expected
  // a regular file".
  explicit BoundedFile(const std::string& path);

  const std::string& path() const { return path_; }
  // The file's size when it was opened.
  std::uint64_t size() const { return size_; }
  // Up to `n` more bytes (fewer at the end of the file).
  std::string Read(std::uint64_t n);
  // The rest of the file; throws InputError when it holds more than
  // `max_bytes` ("N bytes, longer than MAX bytes, the most `what`"), before
  // reading it when its size says so.
  std::string ReadRest(std::uint64_t max_bytes, const std::string& what);
  // The next line without its '\n' (nullopt at the end of the file); throws
  // InputError naming line `number` when it is longer than `max_bytes`.
  std::optional<std::string> ReadLine(std::size_t max_bytes, long number);

 private:
  std::string path_;
  std::uint64_t size_ = 0;
  std::ifstream in_;
};

// Why `path` cannot be read as a file ("is a folder, expected a file"), ""
// when it can (or does not exist: opening it says so).
std::string WhyNotARegularFile(const std::string& path);

}  // namespace bidlab
