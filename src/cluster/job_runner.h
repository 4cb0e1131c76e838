// How the bidlab command runs as one rank of a job. Rank 0 speaks to the
// user; the other ranks stay quiet unless they fail. Any rank that fails
// ends the whole job (MPI_Abort) after one line naming it, so no rank waits
// forever for a partner that is gone; the files rank 0 writes are journaled
// or renamed into place when complete, so the job leaves nothing
// half-written. Alone, the command runs as it always has.
#pragma once

#include <functional>
#include <iosfwd>

namespace bidlab {

// `command` gets the streams this rank writes to and returns an exit status.
int RunAsJob(const std::function<int(std::ostream& out, std::ostream& err)>& command, std::ostream& out,
             std::ostream& err);

}  // namespace bidlab
