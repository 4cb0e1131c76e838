#include "data/standard_set.h"

#include "data/dataset_ops.h"

namespace bidlab {

bool IsPartOfStandard(const DatasetHeader& header, std::size_t count) {
  return header.origin == DatasetOrigin::kGenerated && header.seed == kStandardSeed &&
         header.vulnerability == Vulnerability::kNone && header.first + count <= kStandardCount;
}

}  // namespace bidlab
