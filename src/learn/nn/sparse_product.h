// A dense layer's products on a batch of sparse rows (one sample per row),
// for training (DenseLayer with Product::kSparse): each product skips the
// zero entries of its sparse operand. Each row of X·W is summed as
// sparse_forward.h sums it, so the trainer scores a decision to the bit as
// the bidder does; the gradients are each a fixed sum in row order, the same
// for the same batch whatever the thread count. Equal to the dense products
// up to float rounding.
#pragma once

#include "learn/nn/dense_layer.h"

namespace bidlab::nn {

// z = x·w (+ bias, when given): row r the sum of w's rows of x's non-zero
// entries in row r, in column order, from the bias.
void SparseProduct(const Matrix& x, const Matrix& w, const RowVector* bias, Matrix& z);
// g = xᵀ·d (x: rows × inputs, d: rows × outputs): row i of g the sum over
// the rows r where x(r, i) ≠ 0, in row order, of x(r, i)·d's row r.
void SparseTransposedProduct(const Matrix& x, const Matrix& d, Matrix& g);

}  // namespace bidlab::nn
