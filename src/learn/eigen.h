// The one way bidlab includes Eigen.
//
// GCC 12 reports -Wmaybe-uninitialized / -Wuninitialized inside its own
// AVX-512 intrinsics (avx512fintrin.h: `__m256d __Y = __Y;`, the deliberate
// "undefined" value of _mm256_undefined_pd, GCC bug 105593, fixed in GCC 13)
// wherever Eigen's AVX-512 packet code is inlined into our functions. Such
// middle-end warnings are attributed to the header's lines, so switching the
// two off for the lines of the headers included here — and nowhere else —
// keeps every warning of our own code. <immintrin.h> comes first so that its
// lines, not only Eigen's, fall inside the suppressed region.
#pragma once

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif
#include <Eigen/Dense>
#include <Eigen/SparseCore>

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
