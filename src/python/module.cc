#include <pybind11/pybind11.h>
#include <stdlib.h>  // on_exit (glibc)
#include <unistd.h>

#include <cstdio>
#include <iostream>

#include "core/error.h"
#include "eval/evaluate.h"
#include "python/bindings.h"

namespace {

// Debian's DDS 2.9 crashes in its library destructor (FreeMemory, run by the
// dynamic loader at exit) when it was loaded with dlopen, as Python loads
// extension modules, after any use or none (a bare ctypes.CDLL("libdds.so.0")
// does it too). Python has finalised by the time exit() runs its handlers:
// this one, registered after DDS was loaded, runs before the loader's, so it
// flushes C and C++ output and ends the process with the same status.
void ExitBeforeDdsDestructor(int status, void*) {
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  _exit(status);
}

}  // namespace

PYBIND11_MODULE(_bidlab, m) {
  on_exit(ExitBeforeDdsDestructor, nullptr);
  m.doc() = "bidlab's C++ core: data sets as numpy arrays, DDS, scoring, bidders, evaluation, environments";
  // pybind11 tries the later translator first: the narrower error after the wider.
  pybind11::register_exception<bidlab::Error>(m, "Error", PyExc_RuntimeError);
  pybind11::register_exception<bidlab::IllegalCallError>(m, "IllegalCallError", PyExc_ValueError);
  bidlab::python::BindData(m);
  bidlab::python::BindBidders(m);
  bidlab::python::BindEnv(m);
  bidlab::python::BindMatch(m);
}
