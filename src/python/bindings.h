// The Python module `bidlab` (its C++ part, `bidlab._bidlab`): one function
// per group of bindings, each in its own file, all called by module.cc.
// Arrays cross as numpy arrays; argument checks raise ValueError naming
// what was expected; bidlab's errors become bidlab.Error (a RuntimeError)
// with their messages, and an illegal call bidlab.IllegalCallError (a
// ValueError).
#pragma once

#include <pybind11/pybind11.h>

namespace bidlab::python {

void BindData(pybind11::module_& m);     // data sets, deals, DDS, scoring
void BindBidders(pybind11::module_& m);  // bidders, models, evaluation
void BindEnv(pybind11::module_& m);      // the vectorised environments, uncontested and contested
void BindMatch(pybind11::module_& m);    // duplicate matches, par
void BindTable(pybind11::module_& m);    // one table at a time: the AEC environment, pgx's encodings

}  // namespace bidlab::python
