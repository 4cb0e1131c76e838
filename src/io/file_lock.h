// An exclusive lock on a lock file (flock), so that two processes never
// write the same output: the second one is told which process holds it and
// stops. The lock file holds the holder's process id; the lock goes with
// the holder's process, so a killed holder never leaves a stale lock.
#pragma once

#include <string>

namespace bidlab {

class FileLock {
 public:
  // Takes the lock on `path` (creating it) without waiting; throws Error
  // naming the process that holds it, "… is locked by process 1234 …".
  // `what` says what the lock guards, for the message.
  FileLock(std::string path, const std::string& what);
  // Releases the lock and removes the lock file.
  ~FileLock();
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  std::string path_;
  int fd_ = -1;
};

}  // namespace bidlab
