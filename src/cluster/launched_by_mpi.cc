#include <cstdlib>

#include "cluster/cluster.h"

namespace bidlab {

bool LaunchedByMpi() {
  // Open MPI's mpirun sets OMPI_COMM_WORLD_SIZE, PMIx launchers PMIX_RANK,
  // MPICH's and Slurm's PMI ones PMI_RANK / PMI_SIZE.
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"})
    if (std::getenv(name) != nullptr) return true;
  return false;
}

}  // namespace bidlab
