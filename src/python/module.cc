#include <pybind11/pybind11.h>
#include <stdlib.h>  // on_exit (glibc)
#include <unistd.h>

#include <cstdio>
#include <cstring>
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

// Sets a Python exception of `type` with bidlab's message, read as UTF-8 with
// any byte that is not UTF-8 shown as \xNN: a message is never lost (a strict
// decoding of a message that quotes a file's raw bytes would leave it empty).
void SetError(PyObject* type, const char* what) {
  PyObject* message = PyUnicode_DecodeUTF8(what, static_cast<Py_ssize_t>(std::strlen(what)), "backslashreplace");
  if (message == nullptr) {
    PyErr_Clear();
    message = PyUnicode_FromString("(a message that could not be decoded)");
  }
  PyErr_SetObject(type, message);
  Py_XDECREF(message);
}

}  // namespace

PYBIND11_MODULE(_bidlab, m) {
  on_exit(ExitBeforeDdsDestructor, nullptr);
  m.doc() = "bidlab's C++ core: data sets as numpy arrays, DDS, scoring, bidders, evaluation, environments";
  // pybind11 tries the later translator first: the narrower error after the wider.
  static pybind11::exception<bidlab::Error>& error =
      pybind11::register_exception<bidlab::Error>(m, "Error", PyExc_RuntimeError);
  static pybind11::exception<bidlab::IllegalCallError>& illegal =
      pybind11::register_exception<bidlab::IllegalCallError>(m, "IllegalCallError", PyExc_ValueError);
  // Tried before the two above (and pybind11's own for ValueError): the same
  // exceptions, their messages decoded so that no byte loses the message.
  // pybind11's translator type takes the exception_ptr by value.
  pybind11::register_exception_translator(
      [](std::exception_ptr thrown) {  // NOLINT(performance-unnecessary-value-param)
        try {
          if (thrown) std::rethrow_exception(thrown);
        } catch (const bidlab::IllegalCallError& e) {
          SetError(illegal.ptr(), e.what());
        } catch (const bidlab::Error& e) {
          SetError(error.ptr(), e.what());
        } catch (const pybind11::value_error& e) {
          SetError(PyExc_ValueError, e.what());
        }
      });
  bidlab::python::BindData(m);
  bidlab::python::BindBidders(m);
  bidlab::python::BindEnv(m);
  bidlab::python::BindMatch(m);
  bidlab::python::BindTable(m);
}
