#include "python/numpy_args.h"

#include <limits>

#include "core/board.h"
#include "core/error.h"
#include "core/scoring.h"

namespace py = pybind11;

namespace bidlab::python {

std::string Describe(const py::array& array) {
  std::string shape = "(";
  for (py::ssize_t d = 0; d < array.ndim(); ++d) shape += (d ? ", " : "") + std::to_string(array.shape(d));
  if (array.ndim() == 1) shape += ",";
  return py::str(array.dtype()).cast<std::string>() + " array of shape " + shape + ")";
}

py::array_t<std::int64_t> IntegerArray(const py::handle& value, const std::string& what,
                                       const std::vector<py::ssize_t>& shape, const std::string& expected) {
  const py::array array = py::array::ensure(value);
  if (!array) throw py::value_error(what + " must be an integer array of shape " + expected);
  // Booleans are refused as a per-call answer True is (True is not the call
  // index 1, 1C); unsigned values above int64's range are named, not wrapped.
  const char kind = array.dtype().kind();
  bool fits = (kind == 'i' || kind == 'u') && array.ndim() == static_cast<py::ssize_t>(shape.size());
  for (std::size_t d = 0; fits && d < shape.size(); ++d)
    fits = shape[d] < 0 || array.shape(static_cast<py::ssize_t>(d)) == shape[d];
  if (!fits)
    throw py::value_error(what + " must be an integer array of shape " + expected + ", not a " + Describe(array));
  if (kind == 'u' && array.itemsize() == 8) {
    const auto wide = py::array_t<std::uint64_t, py::array::c_style | py::array::forcecast>::ensure(array);
    const std::uint64_t* v = wide.data();
    for (py::ssize_t i = 0; i < wide.size(); ++i)
      if (v[i] > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
        throw py::value_error(what + " holds " + std::to_string(v[i]) + " (element " + std::to_string(i) +
                              " of the flattened array), out of range: " + what + " must be " + expected);
  }
  return py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(array);
}

std::vector<Deal> DealsFromSeats(const py::handle& value) {
  const auto seats = IntegerArray(value, "deals", {-1, kNumCards}, "(n, 52) (the seat 0-3 = N, E, S, W of each card)");
  const auto s = seats.unchecked<2>();
  std::vector<Deal> deals;
  deals.reserve(static_cast<std::size_t>(s.shape(0)));
  for (py::ssize_t i = 0; i < s.shape(0); ++i) {
    std::array<Hand, kNumSeats> hands{};
    for (int c = 0; c < kNumCards; ++c) {
      const std::int64_t seat = s(i, c);
      if (seat < 0 || seat >= kNumSeats)
        throw py::value_error("deals[" + std::to_string(i) + ", " + std::to_string(c) + "] is " + std::to_string(seat) +
                              "; a card's seat is 0-3 (N, E, S, W)");
      hands[static_cast<std::size_t>(seat)].Add(Card{static_cast<std::uint8_t>(c)});
    }
    const std::string problem = DealProblem(hands);
    if (!problem.empty()) throw py::value_error("deals[" + std::to_string(i) + "] is not a deal: " + problem);
    deals.emplace_back(hands);
  }
  return deals;
}

std::vector<DoubleDummyTable> TablesFromArray(const py::handle& value) {
  const auto array = IntegerArray(value, "tables", {-1, kNumSeats, kNumStrains},
                                  "(n, 4, 5) (tricks by declarer N, E, S, W and strain C, D, H, S, NT)");
  const auto a = array.unchecked<3>();
  std::vector<DoubleDummyTable> tables(static_cast<std::size_t>(a.shape(0)));
  for (py::ssize_t i = 0; i < a.shape(0); ++i)
    for (int s = 0; s < kNumSeats; ++s)
      for (int k = 0; k < kNumStrains; ++k) {
        const std::int64_t tricks = a(i, s, k);
        if (tricks < 0 || tricks > kMaxTricks)
          throw py::value_error("tables[" + std::to_string(i) + ", " + std::to_string(s) + ", " + std::to_string(k) +
                                "] is " + std::to_string(tricks) + "; tricks are 0-13");
        tables[static_cast<std::size_t>(i)].Set(SeatAt(s), StrainAt(k), static_cast<int>(tricks));
      }
  return tables;
}

py::array ReadOnlyView(const py::dtype& dtype, std::vector<py::ssize_t> shape, std::vector<py::ssize_t> strides,
                       const void* data, const py::handle& owner) {
  py::array view(dtype, std::move(shape), std::move(strides), data, owner);
  py::detail::array_proxy(view.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
  return view;
}

ImpScale ImpScaleArg(const std::string& name) {
  const auto scale = ParseImpScale(name);
  if (!scale) throw py::value_error("imp_scale must be \"wbf\" or \"thesis\", not \"" + name + "\"");
  return *scale;
}

DeclarerRule DeclarerArg(const std::string& name) {
  if (name == "assumed") return DeclarerRule::kAssumed;
  if (name == "real") return DeclarerRule::kReal;
  throw py::value_error("declarer must be \"assumed\" or \"real\", not \"" + name + "\"");
}

Split SplitArg(const std::string& name) {
  const auto split = ParseSplit(name);
  if (!split)
    throw py::value_error("split must be \"train\", \"validation\", \"test\" or \"all\", not \"" + name + "\"");
  return *split;
}

Vulnerability VulnerabilityArg(const std::string& name) {
  const auto v = ParseVulnerability(name);
  if (!v)
    throw py::value_error(std::string("vulnerability must be one of ") + kVulnerabilitySpellings + ", not \"" + name +
                          "\"");
  return *v;
}

}  // namespace bidlab::python
