#include "io/streamed_file.h"

#include <fcntl.h>
#include <lzma.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "core/error.h"

namespace bidlab {

namespace {

std::string TemporaryName(const std::string& path, long pid) { return path + ".tmp." + std::to_string(pid); }

}  // namespace

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)), temporary_(TemporaryName(path_, ::getpid())) {
  fd_ = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd_ < 0) throw Error("cannot write " + path_ + ": " + std::strerror(errno));
}

AtomicFile::~AtomicFile() {
  if (fd_ >= 0) {
    ::close(fd_);
    ::unlink(temporary_.c_str());
  }
}

void AtomicFile::Fail(int error) {
  ::close(fd_);
  fd_ = -1;
  ::unlink(temporary_.c_str());
  throw Error("cannot write " + path_ + ": " + std::strerror(error));
}

void AtomicFile::Write(std::string_view bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) Fail(errno);
    done += static_cast<std::size_t>(n);
  }
}

void AtomicFile::Commit() {
  if (::fsync(fd_) != 0) Fail(errno);
  if (::close(fd_) != 0) {
    fd_ = -1;
    const int error = errno;
    ::unlink(temporary_.c_str());
    throw Error("cannot write " + path_ + ": " + std::strerror(error));
  }
  fd_ = -1;
  if (std::rename(temporary_.c_str(), path_.c_str()) != 0) {
    const int error = errno;
    ::unlink(temporary_.c_str());
    throw Error("cannot write " + path_ + ": " + std::strerror(error));
  }
}

int RemoveStaleTemporaries(const std::string& path) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  const fs::path folder = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  const std::string prefix = target.filename().string() + ".tmp.";
  int removed = 0;
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
    const std::string digits = name.substr(prefix.size());
    if (digits.find_first_not_of("0123456789") != std::string::npos || digits.size() > 9) continue;
    const long pid = std::stol(digits);
    // kill(pid, 0) fails with ESRCH only when no such process exists.
    if (pid == ::getpid() || pid <= 0 || ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;
    if (fs::remove(entry.path(), ec)) ++removed;
  }
  return removed;
}

void XzDecompressChunks(const std::vector<std::uint8_t>& data, const std::string& name,
                        const std::function<void(const std::uint8_t*, std::size_t)>& sink) {
  lzma_stream stream = LZMA_STREAM_INIT;
  if (lzma_stream_decoder(&stream, UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK)
    throw Error("cannot start the xz decoder");
  std::uint8_t buffer[1 << 16];
  stream.next_in = data.data();
  stream.avail_in = data.size();
  lzma_ret ret = LZMA_OK;
  try {
    while (ret == LZMA_OK) {
      stream.next_out = buffer;
      stream.avail_out = sizeof buffer;
      ret = lzma_code(&stream, LZMA_FINISH);
      sink(buffer, sizeof buffer - stream.avail_out);
    }
  } catch (...) {
    lzma_end(&stream);
    throw;
  }
  lzma_end(&stream);
  if (ret != LZMA_STREAM_END)
    throw InputError(name, 0, "not a complete xz stream (xz error " + std::to_string(ret) + ")");
}

}  // namespace bidlab
