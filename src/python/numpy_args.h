// Checked conversions between numpy arrays and bidlab's types, shared by the
// bindings: a wrong dtype, shape or value is a ValueError that names what
// was expected and what was given.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/dd_table.h"
#include "core/error.h"
#include "core/hand.h"
#include "core/imp.h"
#include "data/split.h"
#include "eval/evaluate.h"

namespace bidlab::python {

// "int64 array of shape (3, 52)".
std::string Describe(const pybind11::array& array);
// An integer array (any integer dtype) as int64, C-contiguous; ValueError
// naming `what` and `expected` (e.g. "(n, 52)") otherwise. `shape` lists the
// expected sizes, -1 for any.
pybind11::array_t<std::int64_t> IntegerArray(const pybind11::handle& value, const std::string& what,
                                             const std::vector<pybind11::ssize_t>& shape, const std::string& expected);
// Deals given as an (n, 52) integer array of seats (0 N, 1 E, 2 S, 3 W per card).
std::vector<Deal> DealsFromSeats(const pybind11::handle& value);
// Tables given as an (n, 4, 5) integer array of tricks [declarer N, E, S, W][strain C, D, H, S, NT].
std::vector<DoubleDummyTable> TablesFromArray(const pybind11::handle& value);
// A read-only view of memory owned by `owner` (kept alive by the array).
pybind11::array ReadOnlyView(const pybind11::dtype& dtype, std::vector<pybind11::ssize_t> shape,
                             std::vector<pybind11::ssize_t> strides, const void* data, const pybind11::handle& owner);

// parse(), with bidlab's errors (a bad name, an unreadable file) as ValueErrors.
template <class Parse>
auto ParseArgument(const Parse& parse) {
  try {
    return parse();
  } catch (const Error& e) {
    throw pybind11::value_error(e.what());
  }
}

// Names as the command line spells them; ValueError listing the choices.
ImpScale ImpScaleArg(const std::string& name);
DeclarerRule DeclarerArg(const std::string& name);
Split SplitArg(const std::string& name);
Vulnerability VulnerabilityArg(const std::string& name);

}  // namespace bidlab::python
