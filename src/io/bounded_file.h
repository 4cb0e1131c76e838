// A file read in bounded pieces: what every reader of outside files uses so
// that a device or pipe that never ends (/dev/zero, a FIFO) or a file far
// larger than its format allows is refused at the bound with a message
// naming it, instead of being read whole until memory runs out.
#pragma once

#include <cstdint>
#include <fstream>
#include <optional>
#include <string>

namespace bidlab {

class BoundedFile {
 public:
  // Throws InputError naming `path` when it cannot be opened.
  explicit BoundedFile(const std::string& path);

  const std::string& path() const { return path_; }
  // Up to `n` more bytes (fewer at the end of the file).
  std::string Read(std::uint64_t n);
  // The rest of the file; throws InputError when it holds more than
  // `max_bytes` ("longer than MAX bytes, the most `what`").
  std::string ReadRest(std::uint64_t max_bytes, const std::string& what);
  // The next line without its '\n' (nullopt at the end of the file); throws
  // InputError naming line `number` when it is longer than `max_bytes`.
  std::optional<std::string> ReadLine(std::size_t max_bytes, long number);

 private:
  std::string path_;
  std::ifstream in_;
};

}  // namespace bidlab
