// A program bidlab talks to through its standard input and output, one line
// each way: started with /bin/sh -c COMMAND in its own process group,
// stopped (and reaped) when the object goes away, and on every other way out
// of bidlab (cluster/program_groups.h); a guard in its process group ends
// the group when bidlab ends however it ends (SIGKILL, which no handler
// sees, too): it waits on a pipe only bidlab holds. POSIX only.
//
// Every wait (writing a request, reading an answer) has a deadline and ends
// early when another worker of the same RunWorkers fails
// (cluster/worker_threads.h).
//
// Stopping: stdin is closed (a well-behaved program exits on end of input);
// after a grace period the whole process group gets SIGTERM, then SIGKILL;
// the child is always waited for, so no zombie is left behind.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

namespace bidlab {

class ChildProcess {
 public:
  // Starts `command` under /bin/sh -c; its stderr is bidlab's. Throws Error
  // when the process cannot be started.
  explicit ChildProcess(const std::string& command);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  pid_t pid() const { return pid_; }

  // Writes `line` and a newline. False when the program no longer reads
  // (it exited or closed its input; never raises SIGPIPE), when it has not
  // taken the whole line within `timeout` (its input pipe stays full:
  // TimedOut()), or when another worker failed meanwhile (Stopped()).
  bool WriteLine(const std::string& line, std::chrono::milliseconds timeout);

  // Reads one line (without its newline). nullopt on end of output or when
  // the program exited without writing one (Exited(), even if a process it
  // started still holds its output open), when `timeout` passes first
  // (TimedOut()), when more than `max_bytes` arrive without a newline
  // (LineTooLong()), or when another worker failed meanwhile (Stopped()).
  std::optional<std::string> ReadLine(std::chrono::milliseconds timeout, std::size_t max_bytes);
  bool TimedOut() const { return timed_out_; }
  bool LineTooLong() const { return too_long_; }
  bool Stopped() const { return stopped_; }
  bool Exited() const { return exited_; }

  // What the program has written beyond the lines read so far (its first
  // line at most, without waiting), or nullopt when nothing: a program
  // answers each request with one line, and anything more is an error.
  std::optional<std::string> UnreadOutput();

  // "exited with status 3", "was killed by signal 9", or "is still running".
  // Waits up to `wait` for the program to end first.
  std::string ExitDescription(std::chrono::milliseconds wait = std::chrono::milliseconds(200));

  // Closes the program's input, waits `grace` for it to exit, then stops its
  // process group with SIGTERM and SIGKILL. Idempotent.
  void Stop(std::chrono::milliseconds grace = std::chrono::milliseconds(1000));

 private:
  bool WaitFor(std::chrono::milliseconds wait);  // true once the child has exited (not yet reaped)
  // Waits until `fd` is ready for `events`, `deadline` passes (false,
  // TimedOut()) or another worker fails (false, Stopped()).
  bool AwaitReady(int fd, short events, std::chrono::steady_clock::time_point deadline);
  // Reads what is there into buffer_: false at end of output.
  bool ReadAvailable();

  pid_t pid_ = -1;
  int to_child_ = -1;    // the program's stdin
  int from_child_ = -1;  // the program's stdout
  int guard_ = -1;       // held open while the program may run: its group's guard ends the group when it closes
  std::string buffer_;   // read but not yet returned
  bool timed_out_ = false;
  bool too_long_ = false;
  bool stopped_ = false;
  bool exited_ = false;
  int exit_code_ = 0;    // CLD_EXITED, CLD_KILLED, …
  int exit_status_ = 0;  // the exit status or the signal
};

}  // namespace bidlab
