// The products behind the sparse passes (sparse_forward.h and DenseLayer's
// sparse product): a row of outputs as the sum of the weight rows of a
// row's non-zero entries, and the scans that find those entries.
//
// Every output column is summed in the order of the entries given, whatever
// the vector width (16 floats with AVX-512, 8 with AVX2) or the block it
// falls in, with one fused multiply-add per entry: the same inputs give the
// same outputs to the bit however they are batched.
#pragma once

#include <cstddef>

namespace bidlab::nn {

// Floats a scan may write past its last entry: the buffers given to
// NonZero and ReluNonZero hold at least n + kScanSlack entries.
inline constexpr int kScanSlack = 16;

// z[c] = start[c] + Σ_t value[t] · w[index[t] · n + c] for c in [0, n), the
// terms added in t order (start null: from 0). w is row-major with n
// columns; z must not overlap w, start, index or value.
void AddRowsProduct(const float* w, int n, const float* start, const int* index, const float* value, int count,
                    float* z);

// The non-zero entries of x[0, n) (+0 and −0 are zero, NaN is not): their
// values and positions, ascending; returns how many.
int NonZero(const float* x, int n, float* value, int* index);
// NonZero of ReLU(x): the entries that are not ≤ 0.
int ReluNonZero(const float* x, int n, float* value, int* index);

}  // namespace bidlab::nn
