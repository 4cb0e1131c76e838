# The Python module `bidlab` (src/python/ binds the library with pybind11;
# python/bidlab/ holds the pure-Python part). Built when Debian's pybind11 and
# Python's headers are there (scripts/setup.sh installs them), into
# build/python/bidlab, so that `PYTHONPATH=build/python python3 -c "import
# bidlab"` works; `cmake --install build` puts the package where python3
# finds it (PREFIX/lib/python3.X/dist-packages, on Debian's sys.path).
# The library is then compiled position-independent (CMakeLists.txt), as
# a shared module linking it must be.
if(NOT BIDLAB_PYTHON_ENABLED)
  return()
endif()

file(GLOB BIDLAB_PYTHON_BINDINGS CONFIGURE_DEPENDS src/python/*.cc)
# NO_EXTRAS: no link-time optimisation (minutes of linking the whole library
# on two cores; clang-tidy refuses its flags) and no stripping.
pybind11_add_module(bidlab_python MODULE NO_EXTRAS ${BIDLAB_PYTHON_BINDINGS})
set_target_properties(bidlab_python PROPERTIES OUTPUT_NAME _bidlab LIBRARY_OUTPUT_DIRECTORY
                                                                  "${CMAKE_BINARY_DIR}/python/bidlab")
target_link_libraries(bidlab_python PRIVATE bidlab_lib)

# The interpreter the module is built for (scripts/test.sh runs pytest with it;
# the module's import error names it), and build/python/run, which runs it
# with the module on PYTHONPATH whatever python3 comes first in PATH.
file(WRITE "${CMAKE_BINARY_DIR}/python/interpreter" "${Python3_EXECUTABLE}")
set(BIDLAB_PYTHON_DIR "${CMAKE_BINARY_DIR}/python")
configure_file(cmake/python_run.sh.in "${CMAKE_BINARY_DIR}/python/run" @ONLY
               FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# The pure-Python files beside the compiled module, copied when they change.
file(GLOB BIDLAB_PYTHON_FILES CONFIGURE_DEPENDS python/bidlab/*.py)
set(copied "")
foreach(source IN LISTS BIDLAB_PYTHON_FILES)
  get_filename_component(name "${source}" NAME)
  set(target_file "${CMAKE_BINARY_DIR}/python/bidlab/${name}")
  add_custom_command(OUTPUT "${target_file}" COMMAND ${CMAKE_COMMAND} -E copy "${source}" "${target_file}"
                     DEPENDS "${source}" COMMENT "bidlab python: ${name}")
  list(APPEND copied "${target_file}")
endforeach()
add_custom_target(bidlab_python_files ALL DEPENDS ${copied})
add_dependencies(bidlab_python bidlab_python_files)

# Debian's python3 looks in PREFIX/lib/python3.X/dist-packages for /usr/local and /usr.
set(BIDLAB_PYTHON_INSTALL_DIR "lib/python${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}/dist-packages"
    CACHE PATH "where cmake --install puts the bidlab package (under the prefix)")
install(TARGETS bidlab_python LIBRARY DESTINATION "${BIDLAB_PYTHON_INSTALL_DIR}/bidlab")
install(FILES ${BIDLAB_PYTHON_FILES} DESTINATION "${BIDLAB_PYTHON_INSTALL_DIR}/bidlab")
