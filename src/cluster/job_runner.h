// How the bidlab command runs as one rank of a job. Rank 0 speaks to the
// user; the other ranks stay quiet unless they fail. Any rank that fails
// ends the whole job (MPI_Abort) after one line naming it, so no rank waits
// forever for a partner that is gone; the files rank 0 writes are journaled
// or renamed into place when complete, so the job leaves nothing
// half-written. Alone, the command runs as it always has.
//
// Every rank must run the same command (mpirun -n 1 bidlab A : -n 1 bidlab B
// would mix two jobs' figures): rank 0 sends its arguments to every rank
// before anything runs, and every rank refuses a difference, after one line
// from the first rank that differs saying what differs.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace bidlab {

// `command` gets the streams this rank writes to and returns an exit status;
// `args` are the command's arguments, which must be the same on every rank.
int RunAsJob(const std::vector<std::string>& args,
             const std::function<int(std::ostream& out, std::ostream& err)>& command, std::ostream& out,
             std::ostream& err);

// What differs between rank 0's arguments and `rank`'s ("rank 1 has argument
// 3 \"pass\" where rank 0 has \"sayc\""), or nullopt when they are the same.
std::optional<std::string> ArgumentDifference(const std::vector<std::string>& root,
                                              const std::vector<std::string>& mine, int rank);

}  // namespace bidlab
