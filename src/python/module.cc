#include <pybind11/pybind11.h>

#include "core/error.h"
#include "eval/evaluate.h"
#include "python/bindings.h"

PYBIND11_MODULE(_bidlab, m) {
  m.doc() = "bidlab's C++ core: data sets as numpy arrays, DDS, scoring, bidders, evaluation, environments";
  // pybind11 tries the later translator first: the narrower error after the wider.
  pybind11::register_exception<bidlab::Error>(m, "Error", PyExc_RuntimeError);
  pybind11::register_exception<bidlab::IllegalCallError>(m, "IllegalCallError", PyExc_ValueError);
  bidlab::python::BindData(m);
  bidlab::python::BindBidders(m);
  bidlab::python::BindEnv(m);
}
