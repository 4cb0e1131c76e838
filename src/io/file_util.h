// Whole-file reading and crash-safe writing (temporary file, fsync, rename),
// with optional xz compression.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace bidlab {

std::vector<std::uint8_t> ReadFileBytes(const std::string& path);
std::string ReadFileText(const std::string& path);

// Writes `bytes` to PATH.tmp.PID, flushes it to disk and renames it to
// `path`, so `path` is either the old file or the complete new one.
void WriteFileAtomically(const std::string& path, std::string_view bytes);
void WriteFileAtomically(const std::string& path, const std::vector<std::uint8_t>& bytes);

// The same for output made piece by piece (a stream too large to hold):
// Write appends to PATH.tmp.PID, Commit flushes and renames it to `path`.
// Destroyed without Commit (an error), it removes the temporary file.
class AtomicFile {
 public:
  explicit AtomicFile(std::string path);
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  void Write(std::string_view bytes);
  void Commit();

 private:
  [[noreturn]] void Fail(int error);
  std::string path_, temporary_;
  int fd_ = -1;
};

// Removes the temporary files PATH.tmp.PID that processes no longer running
// left behind (killed during a write); returns how many.
int RemoveStaleTemporaries(const std::string& path);

bool EndsWith(std::string_view text, std::string_view suffix);

// xz (LZMA2) in memory. Decompress throws InputError naming `name` on bad data.
std::vector<std::uint8_t> XzCompress(const std::vector<std::uint8_t>& data);
std::vector<std::uint8_t> XzDecompress(const std::vector<std::uint8_t>& data, const std::string& name);
// Streams the decompressed bytes to `sink` a chunk at a time (the sink may
// throw to stop early).
void XzDecompressChunks(const std::vector<std::uint8_t>& data, const std::string& name,
                        const std::function<void(const std::uint8_t*, std::size_t)>& sink);

}  // namespace bidlab
