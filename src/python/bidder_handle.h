// bidlab.Bidder as the bindings hold it: a registered bidder or a loaded model
// (bidder_bindings.cc), taken by evaluate, match and the contested environment.
#pragma once

#include <pybind11/pybind11.h>

#include <memory>

#include "learn/bidder.h"

namespace bidlab::python {

struct BidderHandle {
  std::shared_ptr<Bidder> bidder;
};

// A bidder for a four-seat table from a bidlab.Bidder, or a name or model
// file (OpenContestedBidder: "sayc", "sayc-uncontested", …); ValueError
// otherwise. A bidder that does not compete is seated later by its user.
std::shared_ptr<Bidder> ContestedBidderArg(const pybind11::handle& value);

}  // namespace bidlab::python
