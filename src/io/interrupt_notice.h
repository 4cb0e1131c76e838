// While a resumable job runs, Ctrl-C (SIGINT) or SIGTERM prints one line
// saying how to resume and exits at once (status 130): the job's journal is
// synced batch by batch, so nothing more needs saving.
#pragma once

#include <csignal>
#include <string>

namespace bidlab {

class InterruptNotice {
 public:
  explicit InterruptNotice(std::string message);
  ~InterruptNotice();  // restores the previous handlers
  InterruptNotice(const InterruptNotice&) = delete;
  InterruptNotice& operator=(const InterruptNotice&) = delete;

 private:
  struct sigaction previous_int_ {
  }, previous_term_{};
};

}  // namespace bidlab
