#include "cluster/program_groups.h"

#include <signal.h>

#include <array>
#include <atomic>
#include <cstdlib>
#include <mutex>

#include "core/error.h"

namespace bidlab {

namespace {

// Slots of lock-free atomics: a signal handler may read them (a mutex or a
// container it may not touch). 0 = free.
constexpr std::size_t kMaxGroups = 1024;
std::array<std::atomic<pid_t>, kMaxGroups> groups{};

constexpr int kStoppingSignals[] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void OnStoppingSignal(int signal_number) {
  KillProgramGroups();
  // Then end as the signal would have ended bidlab (status 128 + n to a
  // shell): the default action, delivered once this handler returns.
  ::signal(signal_number, SIG_DFL);
  ::raise(signal_number);
}

void InstallHandlers() {
  for (const int signal_number : kStoppingSignals) {
    struct sigaction current {};
    sigaction(signal_number, nullptr, &current);
    // A handler of bidlab's own (InterruptNotice) calls KillProgramGroups
    // itself; an ignored signal stays ignored.
    if (current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO) != 0) continue;
    struct sigaction action {};
    action.sa_handler = OnStoppingSignal;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, nullptr);
  }
  std::atexit(KillProgramGroups);
}

}  // namespace

void NoteProgramGroup(pid_t group) {
  static std::once_flag installed;
  std::call_once(installed, InstallHandlers);
  for (auto& slot : groups) {
    pid_t free = 0;
    if (slot.compare_exchange_strong(free, group)) return;
  }
  throw Error("more than " + std::to_string(kMaxGroups) + " external programs at once");
}

void ForgetProgramGroup(pid_t group) {
  for (auto& slot : groups) {
    pid_t expected = group;
    if (slot.compare_exchange_strong(expected, 0)) return;
  }
}

void KillProgramGroups() {
  static_assert(std::atomic<pid_t>::is_always_lock_free);
  for (auto& slot : groups)
    if (const pid_t group = slot.load(); group > 0) ::kill(-group, SIGKILL);
}

}  // namespace bidlab
