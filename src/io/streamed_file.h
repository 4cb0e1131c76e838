// Files too large to hold in memory: written piece by piece into place
// (AtomicFile), decompressed chunk by chunk (XzDecompressChunks), and the
// temporaries that killed writers leave behind (RemoveStaleTemporaries).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace bidlab {

// A file written like WriteFileAtomically (file_util.h), a piece at a time:
// Write appends to PATH.tmp.PID, Commit flushes it to disk and renames it to
// `path`. Destroyed without Commit (an error), it removes the temporary file.
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

// Decompresses xz `data`, handing the bytes to `sink` a chunk at a time (the
// sink may throw to stop early). Throws InputError naming `name` on bad data.
void XzDecompressChunks(const std::vector<std::uint8_t>& data, const std::string& name,
                        const std::function<void(const std::uint8_t*, std::size_t)>& sink);

}  // namespace bidlab
