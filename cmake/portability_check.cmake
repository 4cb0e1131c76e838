# The portability check: every translation unit that uses Eigen, compiled
# (not linked, not run) for x86-64-v4 (AVX-512) under -Werror, so that a
# machine without AVX-512 catches what an AVX-512 machine's compiler reports:
#   cmake --build build --target portability_check
# Eigen picks its packet code (SSE, AVX2, AVX-512) by the -march it is
# compiled for, and GCC's middle-end warnings depend on that code: GCC 12
# warns about its own AVX-512 intrinsics (bug 105593). Only x86-64-v4 is
# compiled: that warning is AVX-512's (x86-64-v2, compiled too until
# 2026-11-27, doubled the check's time and never failed).

# Which sources reach <Eigen/…>: scan the includes of src/ and bench/ (headers
# included as "layer/file.h") to a fixed point.
file(GLOB_RECURSE scan_files CONFIGURE_DEPENDS src/*.h src/*.cc bench/*.cc)
set(eigen_headers "")
foreach(f IN LISTS scan_files)
  file(STRINGS "${f}" lines REGEX "^#include <Eigen/")
  if(lines)
    file(RELATIVE_PATH rel "${CMAKE_SOURCE_DIR}/src" "${f}")
    list(APPEND eigen_headers "${rel}")
  endif()
endforeach()
set(grew TRUE)
while(grew)
  set(grew FALSE)
  foreach(f IN LISTS scan_files)
    file(RELATIVE_PATH rel "${CMAKE_SOURCE_DIR}/src" "${f}")
    if(rel IN_LIST eigen_headers)
      continue()
    endif()
    file(STRINGS "${f}" includes REGEX "^#include \"")
    foreach(line IN LISTS includes)
      string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" included "${line}")
      if(included IN_LIST eigen_headers)
        list(APPEND eigen_headers "${rel}")
        set(grew TRUE)
        break()
      endif()
    endforeach()
  endforeach()
endwhile()
set(BIDLAB_EIGEN_SOURCES "")
foreach(f IN LISTS scan_files)
  file(RELATIVE_PATH rel "${CMAKE_SOURCE_DIR}/src" "${f}")
  if(f MATCHES "\\.cc$" AND rel IN_LIST eigen_headers)
    list(APPEND BIDLAB_EIGEN_SOURCES "${f}")
  endif()
endforeach()
list(LENGTH BIDLAB_EIGEN_SOURCES eigen_source_count)

add_custom_target(portability_check)
foreach(level x86-64-v4)
  add_library(portability_${level} OBJECT EXCLUDE_FROM_ALL ${BIDLAB_EIGEN_SOURCES})
  # The last -march wins over BIDLAB_NATIVE's -march=native.
  target_compile_options(portability_${level} PRIVATE -march=${level} -Werror)
  target_link_libraries(portability_${level} PRIVATE bidlab_lib GTest::gtest benchmark::benchmark)
  target_compile_definitions(portability_${level} PRIVATE BIDLAB_EXTERNAL_DIR="${BIDLAB_EXTERNAL_DIR}"
                             BIDLAB_BINARY="")
  add_dependencies(portability_check portability_${level})
endforeach()
message(STATUS "portability_check: ${eigen_source_count} translation units use Eigen")
