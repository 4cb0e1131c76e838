#include <iostream>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "cluster/job_runner.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  // Alone, RunCli as always; under mpirun, as one rank of the job.
  return bidlab::RunAsJob(
      args, [&](std::ostream& out, std::ostream& err) { return bidlab::RunCli(args, out, err); }, std::cout, std::cerr);
}
