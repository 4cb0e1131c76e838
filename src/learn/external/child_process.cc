#include "learn/external/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <thread>

#include "cluster/program_groups.h"
#include "cluster/worker_threads.h"
#include "core/error.h"

extern char** environ;

namespace bidlab {

namespace {

std::string SystemError(const std::string& what) { return what + ": " + std::strerror(errno); }

void CloseFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// The longest a wait goes without looking whether another worker failed.
constexpr std::chrono::milliseconds kStopCheckInterval{50};

// The shell that runs the command ($1) with a guard beside it in its process
// group: the guard reads fd 3, a pipe whose other end only bidlab holds,
// and kills the whole group when it ends — when bidlab ends, however it
// ends (SIGKILL included, which no handler sees).
constexpr const char* kGuardedShell =
    "{ read -r line <&3; kill -KILL 0; } </dev/null >/dev/null 2>&1 & exec 3<&-; exec /bin/sh -c \"$1\"";

}  // namespace

ChildProcess::ChildProcess(const std::string& command) {
  // Close-on-exec pipes: a program started by another thread must not
  // inherit this one's ends (it would keep our program's input open).
  int in[2], out[2], guard[2];
  if (::pipe2(in, O_CLOEXEC) != 0) throw Error(SystemError("cannot create a pipe"));
  if (::pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]);
    ::close(in[1]);
    throw Error(SystemError("cannot create a pipe"));
  }
  if (::pipe2(guard, O_CLOEXEC) != 0) {
    for (const int fd : {in[0], in[1], out[0], out[1]}) ::close(fd);
    throw Error(SystemError("cannot create a pipe"));
  }
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);  // dup2 clears close-on-exec
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, guard[0], 3);
  posix_spawnattr_init(&attributes);
  // Its own process group, so that stopping it stops whatever the shell started.
  posix_spawnattr_setpgroup(&attributes, 0);
  // Default signal handling in the program whatever bidlab ignores.
  sigset_t all;
  sigfillset(&all);
  posix_spawnattr_setsigdefault(&attributes, &all);
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  const char* argv[] = {"sh", "-c", kGuardedShell, "sh", command.c_str(), nullptr};
  const int rc = posix_spawn(&pid_, "/bin/sh", &actions, &attributes, const_cast<char* const*>(argv), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  ::close(in[0]);
  ::close(out[1]);
  ::close(guard[0]);
  guard_ = guard[1];
  if (rc != 0) {
    ::close(in[1]);
    ::close(out[0]);
    CloseFd(guard_);
    pid_ = -1;
    errno = rc;
    throw Error(SystemError("cannot start /bin/sh -c \"" + command + "\""));
  }
  to_child_ = in[1];
  from_child_ = out[0];
  // Writes must never block past their deadline (a program that does not
  // read lets its input pipe fill).
  ::fcntl(to_child_, F_SETFL, ::fcntl(to_child_, F_GETFL) | O_NONBLOCK);
  try {
    NoteProgramGroup(pid_);
  } catch (...) {
    Stop(std::chrono::milliseconds(0));
    throw;
  }
}

ChildProcess::~ChildProcess() { Stop(); }

bool ChildProcess::AwaitReady(int fd, short events, std::chrono::steady_clock::time_point deadline) {
  while (true) {
    if (StopRequested()) {
      stopped_ = true;
      return false;
    }
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out_ = true;
      return false;
    }
    pollfd p{fd, events, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(std::min(left, kStopCheckInterval).count()));
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) throw Error(SystemError("cannot wait for the external bidder"));
    if (ready > 0) return true;  // ready, or an error or hang-up the next read or write reports
    // Nothing yet: a program that has exited while a process it started
    // keeps its output open will never answer.
    if (events == POLLIN && WaitFor(std::chrono::milliseconds(0)) && exited_) {
      p.revents = 0;
      if (::poll(&p, 1, 0) > 0) return true;  // what it wrote before exiting
      return false;
    }
  }
}

bool ChildProcess::WriteLine(const std::string& line, std::chrono::milliseconds timeout) {
  timed_out_ = false;
  stopped_ = false;
  if (to_child_ < 0) return false;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  const std::string data = line + "\n";
  // Writing to a program that has exited raises SIGPIPE; block it in this
  // thread, and take back a pending one before unblocking, so that bidlab
  // sees EPIPE instead of dying (without changing process-wide handling).
  sigset_t pipe_set, old_set;
  sigemptyset(&pipe_set);
  sigaddset(&pipe_set, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_set, &old_set);
  std::size_t written = 0;
  bool ok = true;
  int error = 0;
  while (written < data.size()) {
    const ssize_t n = ::write(to_child_, data.data() + written, data.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      if (AwaitReady(to_child_, POLLOUT, deadline)) continue;
      ok = false;
      break;
    }
    if (n <= 0) {
      error = errno;
      ok = false;
      break;
    }
    written += static_cast<std::size_t>(n);
  }
  if (!ok && error == EPIPE) {
    const timespec zero{0, 0};
    sigtimedwait(&pipe_set, nullptr, &zero);
  }
  pthread_sigmask(SIG_SETMASK, &old_set, nullptr);
  return ok;
}

bool ChildProcess::ReadAvailable() {
  char chunk[4096];
  while (true) {
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      CloseFd(from_child_);  // end of output: a last line without a newline is dropped
      return false;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
    return true;
  }
}

std::optional<std::string> ChildProcess::ReadLine(std::chrono::milliseconds timeout, std::size_t max_bytes) {
  timed_out_ = false;
  too_long_ = false;
  stopped_ = false;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    if (const auto newline = buffer_.find('\n'); newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (buffer_.size() > max_bytes) {
      too_long_ = true;
      return std::nullopt;
    }
    if (from_child_ < 0 || !AwaitReady(from_child_, POLLIN, deadline) || !ReadAvailable()) return std::nullopt;
  }
}

std::optional<std::string> ChildProcess::UnreadOutput() {
  if (buffer_.empty() && from_child_ >= 0) {
    pollfd p{from_child_, POLLIN, 0};
    if (::poll(&p, 1, 0) > 0) ReadAvailable();
  }
  if (buffer_.empty()) return std::nullopt;
  return buffer_.substr(0, buffer_.find('\n'));
}

bool ChildProcess::WaitFor(std::chrono::milliseconds wait) {
  if (exited_ || pid_ < 0) return true;
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (true) {
    // WNOWAIT: note the exit but leave the child a zombie until Stop reaps
    // it, so that its process-group id cannot be reused before the group is
    // cleaned up.
    siginfo_t info{};
    const int r = ::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
    if (r == 0 && info.si_pid == pid_) {
      exited_ = true;
      exit_code_ = info.si_code;
      exit_status_ = info.si_status;
      return true;
    }
    if (r < 0 && errno != EINTR) return true;  // not our child any more: nothing to wait for
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

std::string ChildProcess::ExitDescription(std::chrono::milliseconds wait) {
  if (!WaitFor(wait) || !exited_) return "is still running";
  if (exit_code_ == CLD_EXITED) return "exited with status " + std::to_string(exit_status_);
  return "was killed by signal " + std::to_string(exit_status_);
}

void ChildProcess::Stop(std::chrono::milliseconds grace) {
  CloseFd(to_child_);
  CloseFd(from_child_);
  if (pid_ < 0) {
    CloseFd(guard_);
    return;
  }
  if (!WaitFor(grace)) {
    ::kill(-pid_, SIGTERM);
    if (!WaitFor(std::chrono::milliseconds(1000))) ::kill(-pid_, SIGKILL);
  }
  // Whatever the shell left behind in the group (a sleeping grandchild),
  // then reap the child: no zombie remains.
  ::kill(-pid_, SIGKILL);
  ForgetProgramGroup(pid_);  // before the reap, after which the id may be reused
  while (::waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
  CloseFd(guard_);  // the guard is gone with its group
}

}  // namespace bidlab
