#include "io/file_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/error.h"

namespace bidlab {

namespace {

std::string HolderOf(int fd) {
  char text[32] = {};
  const ssize_t n = ::pread(fd, text, sizeof text - 1, 0);
  std::string holder(text, n > 0 ? static_cast<std::size_t>(n) : 0);
  while (!holder.empty() && (holder.back() == '\n' || holder.back() == ' ')) holder.pop_back();
  return holder.empty() || holder.find_first_not_of("0123456789") != std::string::npos ? "another process"
                                                                                       : "process " + holder;
}

// Whether `fd` is still the file at `path` (a holder removes the file when
// it is done; a lock taken on the removed file guards nothing).
bool SameFile(int fd, const std::string& path) {
  struct stat open_file {
  }, named{};
  return ::fstat(fd, &open_file) == 0 && ::stat(path.c_str(), &named) == 0 && open_file.st_dev == named.st_dev &&
         open_file.st_ino == named.st_ino;
}

}  // namespace

FileLock::FileLock(std::string path, const std::string& what) : path_(std::move(path)) {
  for (int attempt = 0; attempt < 10; ++attempt) {
    fd_ = ::open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) throw Error("cannot create the lock file " + path_ + ": " + std::strerror(errno));
    if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
      const int error = errno;
      const std::string holder = HolderOf(fd_);
      ::close(fd_);
      fd_ = -1;
      if (error == EWOULDBLOCK)
        throw Error(what + " is locked by " + holder + " (" + path_ + "): wait for it to finish or stop it");
      throw Error("cannot lock " + path_ + ": " + std::strerror(error));
    }
    if (SameFile(fd_, path_)) {
      const std::string pid = std::to_string(::getpid()) + "\n";
      if (::ftruncate(fd_, 0) != 0 || ::pwrite(fd_, pid.data(), pid.size(), 0) != static_cast<ssize_t>(pid.size())) {
        const int error = errno;
        ::unlink(path_.c_str());
        ::close(fd_);
        throw Error("cannot write the lock file " + path_ + ": " + std::strerror(error));
      }
      return;
    }
    ::close(fd_);  // the holder removed it as we opened it: try the new one
    fd_ = -1;
  }
  throw Error("cannot lock " + path_ + ": it keeps changing");
}

FileLock::~FileLock() {
  if (fd_ < 0) return;
  ::unlink(path_.c_str());
  ::close(fd_);
}

}  // namespace bidlab
