// The process groups of the external programs bidlab runs (bidders spoken to
// over pipes, learn/external/child_process.h), noted so that every way out of
// bidlab stops them: a program runs in its own process group, so neither
// Ctrl-C at the terminal nor a signal sent to bidlab reaches it by itself.
//
// Ways out covered: SIGINT, SIGTERM and SIGHUP (a handler is installed for
// each whose disposition is the default when the first program starts: it
// kills the groups, then dies of the signal as before), std::exit (atexit),
// Cluster::Abort (before MPI_Abort) and InterruptNotice's handler. A normal
// end stops each program where its owner goes away (ChildProcess::Stop).
#pragma once

#include <sys/types.h>

namespace bidlab {

// Notes `group` (a program's process-group id) as running; installs the
// signal handlers on first use. Throws Error when too many programs run.
void NoteProgramGroup(pid_t group);
// The group has been stopped and reaped.
void ForgetProgramGroup(pid_t group);
// Sends SIGKILL to every noted group. Async-signal-safe.
void KillProgramGroups();

}  // namespace bidlab
