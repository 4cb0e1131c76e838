#include "learn/nn/sparse_product.h"

#include <algorithm>
#include <vector>

#include "core/error.h"
#include "learn/nn/sparse_kernels.h"

namespace bidlab::nn {

void SparseProduct(const Matrix& x, const Matrix& w, const RowVector* bias, Matrix& z) {
  if (x.cols() != w.rows() || (bias && bias->size() != w.cols()))
    throw Error("SparseProduct: a batch of " + std::to_string(x.cols()) + " columns for " + std::to_string(w.rows()) +
                " weight rows");
  const int inputs = static_cast<int>(x.cols()), outputs = static_cast<int>(w.cols());
  z.resize(x.rows(), w.cols());
  std::vector<float> value(static_cast<std::size_t>(inputs + kScanSlack));
  std::vector<int> index(value.size());
  for (Eigen::Index r = 0; r < x.rows(); ++r) {
    const int count = NonZero(x.data() + r * inputs, inputs, value.data(), index.data());
    AddRowsProduct(w.data(), outputs, bias ? bias->data() : nullptr, index.data(), value.data(), count,
                   z.data() + r * outputs);
  }
}

void SparseTransposedProduct(const Matrix& x, const Matrix& d, Matrix& g) {
  if (x.rows() != d.rows())
    throw Error("SparseTransposedProduct: " + std::to_string(x.rows()) + " input rows, " + std::to_string(d.rows()) +
                " gradient rows");
  const int inputs = static_cast<int>(x.cols()), outputs = static_cast<int>(d.cols());
  // x's non-zero entries by column (each column's rows ascending): counted,
  // then placed.
  std::vector<float> row_value(static_cast<std::size_t>(inputs + kScanSlack));
  std::vector<int> row_index(row_value.size());
  std::vector<int> start(static_cast<std::size_t>(inputs) + 1, 0);
  std::vector<int> rows;
  std::vector<float> values;
  std::vector<int> entry_column;
  std::vector<float> entry_value;
  std::vector<int> entry_row;
  for (Eigen::Index r = 0; r < x.rows(); ++r) {
    const int count = NonZero(x.data() + r * inputs, inputs, row_value.data(), row_index.data());
    for (int t = 0; t < count; ++t) {
      ++start[static_cast<std::size_t>(row_index[static_cast<std::size_t>(t)]) + 1];
      entry_column.push_back(row_index[static_cast<std::size_t>(t)]);
      entry_value.push_back(row_value[static_cast<std::size_t>(t)]);
      entry_row.push_back(static_cast<int>(r));
    }
  }
  for (int i = 0; i < inputs; ++i) start[static_cast<std::size_t>(i) + 1] += start[static_cast<std::size_t>(i)];
  rows.resize(entry_row.size());
  values.resize(entry_row.size());
  std::vector<int> next(start.begin(), start.end() - 1);
  for (std::size_t e = 0; e < entry_row.size(); ++e) {
    const auto at = static_cast<std::size_t>(next[static_cast<std::size_t>(entry_column[e])]++);
    rows[at] = entry_row[e];
    values[at] = entry_value[e];
  }
  g.resize(inputs, outputs);
  for (int i = 0; i < inputs; ++i) {
    const int first = start[static_cast<std::size_t>(i)], count = start[static_cast<std::size_t>(i) + 1] - first;
    float* gi = g.data() + static_cast<Eigen::Index>(i) * outputs;
    if (count == 0) {
      std::fill(gi, gi + outputs, 0.0f);
      continue;
    }
    AddRowsProduct(d.data(), outputs, nullptr, rows.data() + first, values.data() + first, count, gi);
  }
}

}  // namespace bidlab::nn
