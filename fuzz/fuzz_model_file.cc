// libFuzzer target: every model loader. The input is a whole model file; its
// first line names the kind ("bidlab-model bandit 1 …"), and the payload goes
// to that kind's loader: every kind of the registry, and the two ddnet
// networks. A model without a checksum line ("bidlab-model KIND VERSION") is
// read as files of earlier bidlabs are, so mutations reach the payloads.
// Any input must load or fail with bidlab::Error: never crash, never
// allocate more than libFuzzer's -rss_limit_mb, never hang.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/error.h"
#include "io/model_file.h"
#include "learn/ddnet/comparator.h"
#include "learn/ddnet/trick_net.h"
#include "learn/registry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  bidlab::RegisterAllBidders();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const bidlab::ModelFile file = bidlab::ParseModelFile(text, "fuzz.model");
    if (file.kind == bidlab::ddnet::Comparator::kKind)
      bidlab::ddnet::Comparator::LoadPayload(file.payload, "fuzz.model");
    else if (file.kind == bidlab::ddnet::TrickNet::kKind)
      bidlab::ddnet::TrickNet::LoadPayload(file.payload, "fuzz.model");
    else
      bidlab::FindModelKind(file.kind).load(file.payload);
  } catch (const bidlab::Error&) {
  }
  return 0;
}
