#include "io/interrupt_notice.h"

#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "cluster/program_groups.h"

namespace bidlab {

namespace {

// A signal handler may only call async-signal-safe functions: the message is
// kept in a fixed buffer and written with write(2).
char g_message[512];
std::size_t g_length = 0;

extern "C" void OnInterrupt(int) {
  KillProgramGroups();  // the external programs would outlive bidlab
  [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, g_message, g_length);
  ::_exit(130);
}

}  // namespace

InterruptNotice::InterruptNotice(std::string message) {
  message = "\n" + message + "\n";
  g_length = std::min(message.size(), sizeof g_message);
  std::memcpy(g_message, message.data(), g_length);
  struct sigaction action {};
  action.sa_handler = OnInterrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &previous_int_);
  sigaction(SIGTERM, &action, &previous_term_);
}

InterruptNotice::~InterruptNotice() {
  sigaction(SIGINT, &previous_int_, nullptr);
  sigaction(SIGTERM, &previous_term_, nullptr);
}

}  // namespace bidlab
