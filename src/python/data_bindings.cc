// Data sets as numpy arrays, dealing, DDS, scores, costs and IMPs.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <bit>
#include <cstddef>
#include <type_traits>

#include "core/call.h"
#include "core/contract.h"
#include "core/excerpt.h"
#include "core/scoring.h"
#include "data/cost_vector.h"
#include "data/dataset_ops.h"
#include "data/deal_symmetry.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "python/bindings.h"
#include "python/dataset_view.h"
#include "python/numpy_args.h"

namespace py = pybind11;

namespace bidlab::python {

// The zero-copy views read the records' own bytes: a hand is one 64-bit card
// mask, a table 20 bytes tricks[strain][seat].
static_assert(std::is_standard_layout_v<Hand> && sizeof(Hand) == sizeof(std::uint64_t));
static_assert(std::is_standard_layout_v<Deal> && sizeof(Deal) == kNumSeats * sizeof(Hand));
static_assert(std::is_standard_layout_v<DoubleDummyTable> && sizeof(DoubleDummyTable) == kNumStrains * kNumSeats);
static_assert(std::is_standard_layout_v<DealRecord>);

DatasetView DatasetView::Whole(std::shared_ptr<const Dataset> data, std::string source) {
  DatasetView view;
  view.range = {0, data->records.size()};
  view.data = std::move(data);
  view.source = std::move(source);
  return view;
}

DatasetView DatasetView::Part(Split part) const {
  if (split != Split::kAll)
    throw py::value_error("this data set is the " + SplitName(split) + " split already; split the whole set");
  DatasetView view = *this;
  view.split = part;
  view.range = DatasetSplitRange(data->header, data->records.size(), part);
  return view;
}

Split DatasetView::SplitOf(const std::optional<std::string>& name) const {
  if (!name) return split;
  const Split asked = SplitArg(*name);
  if (split != Split::kAll && asked != split)
    throw py::value_error("this data set is the " + SplitName(split) + " split; it has no " + SplitName(asked) +
                          " split");
  return asked;
}

namespace {

// Where a view's first record's `member` (at that offset) is.
const std::uint8_t* RecordBytes(const DatasetView& v, std::size_t member_offset) {
  return reinterpret_cast<const std::uint8_t*>(v.data->records.data() + v.range.begin) + member_offset;
}

// The seat of each card, (n, 52) uint8.
py::array_t<std::uint8_t> SeatsOfCards(const std::vector<const Deal*>& deals) {
  py::array_t<std::uint8_t> out({static_cast<py::ssize_t>(deals.size()), py::ssize_t{kNumCards}});
  std::uint8_t* row = out.mutable_data();
  for (const Deal* deal : deals) {
    for (int s = 0; s < kNumSeats; ++s)
      for (std::uint64_t mask = deal->hands()[s].mask(); mask; mask &= mask - 1)
        row[std::countr_zero(mask)] = static_cast<std::uint8_t>(s);
    row += kNumCards;
  }
  return out;
}

std::vector<const Deal*> DealsOf(const DatasetView& view) {
  std::vector<const Deal*> deals(view.size());
  for (std::size_t i = 0; i < view.size(); ++i) deals[i] = &view.record(i).deal;
  return deals;
}

// Each seat's 13 card indices, ascending, (n, 4, 13) uint8.
py::array_t<std::uint8_t> CardLists(const DatasetView& view) {
  py::array_t<std::uint8_t> out({static_cast<py::ssize_t>(view.size()), py::ssize_t{kNumSeats}, py::ssize_t{13}});
  auto o = out.mutable_unchecked<3>();
  for (std::size_t i = 0; i < view.size(); ++i)
    for (int s = 0; s < kNumSeats; ++s) {
      std::uint64_t mask = view.record(i).deal.hands()[s].mask();
      for (int k = 0; mask && k < kCardsPerHand; ++k) {
        o(static_cast<py::ssize_t>(i), s, k) = static_cast<std::uint8_t>(std::countr_zero(mask));
        mask &= mask - 1;
      }
    }
  return out;
}

// Tables as (n, 4, 5) uint8 [seat][strain] from any source of tables.
template <class TableAt>
py::array_t<std::uint8_t> TablesArray(std::size_t n, const TableAt& table_at) {
  py::array_t<std::uint8_t> out({static_cast<py::ssize_t>(n), py::ssize_t{kNumSeats}, py::ssize_t{kNumStrains}});
  auto o = out.mutable_unchecked<3>();
  for (std::size_t i = 0; i < n; ++i) {
    const DoubleDummyTable& t = table_at(i);
    for (int s = 0; s < kNumSeats; ++s)
      for (int k = 0; k < kNumStrains; ++k)
        o(static_cast<py::ssize_t>(i), s, k) = static_cast<std::uint8_t>(t.Tricks(SeatAt(s), StrainAt(k)));
  }
  return out;
}

// Cost vectors (n, 36) int16 with the assumed declarer, or (n, 2, 36) with
// North, then South as the real declarer of each final call.
py::array_t<std::int16_t> CostArray(const std::vector<const DoubleDummyTable*>& tables, Vulnerability vulnerability,
                                    DeclarerRule declarer, ImpScale scale) {
  const auto n = static_cast<py::ssize_t>(tables.size());
  if (declarer == DeclarerRule::kAssumed) {
    py::array_t<std::int16_t> out({n, py::ssize_t{kNumFinalCalls}});
    auto o = out.mutable_unchecked<2>();
    for (py::ssize_t i = 0; i < n; ++i) {
      const CostVector cv = MakeCostVector(*tables[static_cast<std::size_t>(i)], vulnerability, scale);
      for (int c = 0; c < kNumFinalCalls; ++c) o(i, c) = static_cast<std::int16_t>(cv.costs[c]);
    }
    return out;
  }
  py::array_t<std::int16_t> out({n, py::ssize_t{2}, py::ssize_t{kNumFinalCalls}});
  auto o = out.mutable_unchecked<3>();
  for (py::ssize_t i = 0; i < n; ++i) {
    const DoubleDummyTable& table = *tables[static_cast<std::size_t>(i)];
    const int best = BestScore(table, vulnerability);
    for (int d = 0; d < 2; ++d) {
      const Seat seat = d == 0 ? Seat::kNorth : Seat::kSouth;
      o(i, d, 0) = static_cast<std::int16_t>(Imps(best, scale));
      for (int c = 1; c < kNumFinalCalls; ++c) {
        const Contract contract = Contract::Of(Call::FromIndex(c), seat);
        const int score = NorthSouthScore(contract, table.Tricks(seat, contract.strain), vulnerability);
        o(i, d, c) = static_cast<std::int16_t>(Imps(best - score, scale));
      }
    }
  }
  return out;
}

std::vector<const DoubleDummyTable*> TablesOf(const DatasetView& view) {
  std::vector<const DoubleDummyTable*> tables(view.size());
  for (std::size_t i = 0; i < view.size(); ++i) tables[i] = &view.record(i).table;
  return tables;
}

DatasetView Relabelled(const DatasetView& view, int symmetry_index) {
  const DealSymmetry symmetry = DealSymmetry::FromIndex(symmetry_index);
  auto copy = std::make_shared<Dataset>();
  copy->header = view.data->header;
  copy->records.reserve(view.data->records.size());
  for (const DealRecord& r : view.data->records)
    copy->records.push_back({Relabel(r.deal, symmetry), Relabel(r.table, symmetry)});
  DatasetView out = DatasetView::Whole(std::move(copy), view.source + " relabelled " + std::to_string(symmetry_index));
  return view.split == Split::kAll ? out : out.Part(view.split);
}

}  // namespace

void BindData(py::module_& m) {
  py::class_<DatasetView>(m, "Dataset", R"doc(
A bidlab data set (or one split of it): deals with their double-dummy tables.
Arrays (row i = deal i of this set or split):
  hands   (n, 4) uint64, read-only view (no copy): each seat's cards as a mask, bit c = card c
  tables  (n, 4, 5) uint8, read-only view (no copy): tricks by declarer (N, E, S, W) and strain (C, D, H, S, NT)
  deals   (n, 52) uint8: the seat (0 N, 1 E, 2 S, 3 W) of each card
  cards   (n, 4, 13) uint8: each seat's card indices, ascending
  ids     (n,) int64: positions in the data-set file (the deal numbers eval reports)
Card c = suit * 13 + rank (clubs 0, diamonds 1, hearts 2, spades 3; deuce 0 ... ace 12); call index 0 = PASS,
1..35 = 1C, 1D, 1H, 1S, 1NT, 2C, ..., 7NT.)doc")
      .def("__len__", &DatasetView::size)
      .def_property_readonly(
          "split_name", [](const DatasetView& v) { return SplitName(v.split); },
          "Which split this is: \"all\" (the whole set), \"train\", \"validation\" or \"test\".")
      .def_property_readonly(
          "source", [](const DatasetView& v) { return v.source; },
          "Where the set came from: \"standard\", a path, or how it was made.")
      .def_property_readonly(
          "seed", [](const DatasetView& v) { return v.data->header.seed; },
          "The seed the set's deals were dealt from (bidlab deal's).")
      .def_property_readonly(
          "first", [](const DatasetView& v) { return v.data->header.first; },
          "The number of the set's first deal in its seed's sequence (deal i is board first + i + 1).")
      .def_property_readonly(
          "vulnerability", [](const DatasetView& v) { return VulnerabilityName(v.data->header.vulnerability); },
          "The vulnerability the set's cost vectors are scored with (\"None\" for the standard set).")
      .def(
          "split", [](const DatasetView& v, const std::string& name) { return v.Part(SplitArg(name)); },
          py::arg("name"), "The train, validation or test split (the standard 80/10/10; DESIGN.md §1).")
      .def_property_readonly(
          "ids",
          [](const DatasetView& v) {
            py::array_t<std::int64_t> ids(static_cast<py::ssize_t>(v.size()));
            auto o = ids.mutable_unchecked<1>();
            for (std::size_t i = 0; i < v.size(); ++i)
              o(static_cast<py::ssize_t>(i)) = static_cast<std::int64_t>(v.range.begin + i);
            return ids;
          },
          "(n,) int64: the positions in the data-set file (the deal numbers eval reports).")
      .def_property_readonly(
          "hands",
          [](const py::object& self) {
            const auto& v = self.cast<const DatasetView&>();
            return ReadOnlyView(py::dtype::of<std::uint64_t>(), {static_cast<py::ssize_t>(v.size()), kNumSeats},
                                {sizeof(DealRecord), sizeof(Hand)}, RecordBytes(v, offsetof(DealRecord, deal)), self);
          },
          "(n, 4) uint64, a read-only view (no copy): each seat's cards as a mask, bit c = card c.")
      .def_property_readonly(
          "tables",
          [](const py::object& self) {
            const auto& v = self.cast<const DatasetView&>();
            const std::uint8_t* first = RecordBytes(v, offsetof(DealRecord, table));
            // tricks[strain][seat]: seat 1 byte apart, strain 4.
            return ReadOnlyView(py::dtype::of<std::uint8_t>(),
                                {static_cast<py::ssize_t>(v.size()), kNumSeats, kNumStrains},
                                {sizeof(DealRecord), 1, kNumSeats}, first, self);
          },
          "(n, 4, 5) uint8, a read-only view (no copy): tricks by declarer (N, E, S, W) and strain "
          "(C, D, H, S, NT).")
      .def_property_readonly(
          "deals", [](const DatasetView& v) { return SeatsOfCards(DealsOf(v)); },
          "(n, 52) uint8: the seat (0 N, 1 E, 2 S, 3 W) of each card c = suit * 13 + rank.")
      .def_property_readonly("cards", &CardLists, "(n, 4, 13) uint8: each seat's card indices, ascending.")
      .def(
          "costs",
          [](const DatasetView& v, const std::string& declarer, const std::string& imp_scale) {
            return CostArray(TablesOf(v), v.data->header.vulnerability, DeclarerArg(declarer), ImpScaleArg(imp_scale));
          },
          py::arg("declarer") = "assumed", py::arg("imp_scale") = "wbf", R"doc(
Cost in IMPs of each final call (index 0 PASS, 1..35 1C..7NT) against the deal's best score (DESIGN.md §1), int16:
declarer="assumed": (n, 36), the better of North and South declares (the yardstick);
declarer="real": (n, 2, 36), [:, 0] North declares, [:, 1] South declares. imp_scale: "wbf" or "thesis".)doc")
      .def(
          "scores",
          [](const DatasetView& v) {
            py::array_t<std::int32_t> out({static_cast<py::ssize_t>(v.size()), py::ssize_t{kNumFinalCalls}});
            auto o = out.mutable_unchecked<2>();
            for (std::size_t i = 0; i < v.size(); ++i) {
              const CostVector cv = MakeCostVector(v.record(i).table, v.data->header.vulnerability);
              for (int c = 0; c < kNumFinalCalls; ++c) o(static_cast<py::ssize_t>(i), c) = cv.scores[c];
            }
            return out;
          },
          "North-South score of each final call with the assumed declarer, (n, 36) int32.")
      .def("relabel", &Relabelled, py::arg("symmetry"), R"doc(
The same data set with every deal relabelled by exact symmetry 0-47 (suits renamed, i // 24 = N<->S and E<->W
swapped): each is another equally likely deal whose table follows without solving (src/data/deal_symmetry.h).)doc");

  m.def(
      "load_dataset",
      [](const std::string& path) {
        std::shared_ptr<Dataset> data;
        {
          py::gil_scoped_release release;
          data = std::make_shared<Dataset>(LoadDataset(path));
        }
        return DatasetView::Whole(std::move(data), path);
      },
      py::arg("path") = "standard", "Reads a data-set file; \"standard\" is the shipped standard set.");

  m.def(
      "deal",
      [](std::uint64_t seed, std::uint64_t first, std::uint64_t count) {
        std::vector<Deal> deals(count);
        {
          py::gil_scoped_release release;
          for (std::uint64_t i = 0; i < count; ++i) deals[i] = DealAt(seed, first + i);
        }
        std::vector<const Deal*> pointers(count);
        for (std::uint64_t i = 0; i < count; ++i) pointers[i] = &deals[i];
        return SeatsOfCards(pointers);
      },
      py::arg("seed"), py::arg("first") = 0, py::arg("count") = 1,
      "Deals first .. first + count - 1 of seed as an (count, 52) uint8 array: the seat (0 N, 1 E, 2 S, 3 W) of "
      "each card.");

  m.def(
      "solve",
      [](const py::handle& deals_array, int threads) {
        const std::vector<Deal> deals = DealsFromSeats(deals_array);
        std::vector<DoubleDummyTable> tables;
        {
          py::gil_scoped_release release;
          tables = DdsSolver(threads).Solve(deals);
        }
        return TablesArray(tables.size(), [&](std::size_t i) -> const DoubleDummyTable& { return tables[i]; });
      },
      py::arg("deals"), py::arg("threads") = 0,
      "Double-dummy tables of (n, 52) deals through DDS, (n, 4, 5) uint8 [declarer N, E, S, W][strain C, D, H, S, "
      "NT]. Releases the GIL while DDS runs.");

  m.def(
      "cost_vectors",
      [](const py::handle& tables_array, const std::string& vulnerability, const std::string& imp_scale,
         const std::string& declarer) {
        const std::vector<DoubleDummyTable> tables = TablesFromArray(tables_array);
        std::vector<const DoubleDummyTable*> pointers(tables.size());
        for (std::size_t i = 0; i < tables.size(); ++i) pointers[i] = &tables[i];
        return CostArray(pointers, VulnerabilityArg(vulnerability), DeclarerArg(declarer), ImpScaleArg(imp_scale));
      },
      py::arg("tables"), py::arg("vulnerability") = "None", py::arg("imp_scale") = "wbf",
      py::arg("declarer") = "assumed", "Cost vectors of (n, 4, 5) tables, as Dataset.costs.");

  m.def(
      "imps",
      [](const py::handle& difference, const std::string& imp_scale) {
        const ImpScale scale = ImpScaleArg(imp_scale);
        const auto d = IntegerArray(difference, "difference", {-1}, "(n,) (score differences)");
        py::array_t<std::int8_t> out(d.shape(0));
        auto o = out.mutable_unchecked<1>();
        const auto in = d.unchecked<1>();
        for (py::ssize_t i = 0; i < d.shape(0); ++i) {
          const std::int64_t v = in(i);
          if (v < -1000000 || v > 1000000)
            throw py::value_error("difference " + std::to_string(v) + " is not a bridge score difference");
          o(i) = static_cast<std::int8_t>(Imps(static_cast<int>(v), scale));
        }
        return out;
      },
      py::arg("difference"), py::arg("imp_scale") = "wbf",
      "IMPs of score differences, (n,) int8 (negative when lost), on the WBF scale or the thesis's.");

  m.def(
      "score",
      [](const std::string& call_name, int tricks, bool vulnerable, int doubling) {
        const auto call = ParseCall(call_name);
        if (!call || !call->IsBid())
          throw py::value_error("call must be a bid 1C..7NT, not " + QuotedExcerpt(call_name));
        if (tricks < 0 || tricks > kMaxTricks) throw py::value_error("tricks must be 0-13");
        if (doubling < 0 || doubling > 2) throw py::value_error("doubling must be 0, 1 (doubled) or 2 (redoubled)");
        return DeclarerScore(Contract::Of(*call, Seat::kNorth, static_cast<Doubling>(doubling)), tricks, vulnerable);
      },
      py::arg("contract"), py::arg("tricks"), py::arg("vulnerable") = false, py::arg("doubling") = 0,
      "Duplicate score for the declaring side (Law 77), e.g. score(\"4S\", 10) == 420.");

  m.def(
      "call_name",
      [](int index) {
        if (index < 0 || index >= kNumCalls) throw py::value_error("call index must be 0-37");
        return CallName(Call::FromIndex(index));
      },
      py::arg("index"), "\"PASS\", \"1C\" ... \"7NT\", \"X\", \"XX\" for call index 0-37.");
  m.def(
      "call_index",
      [](const std::string& name) {
        const auto call = ParseCall(name);
        if (!call) throw py::value_error(QuotedExcerpt(name) + " is not a call (PASS, 1C ... 7NT, X, XX)");
        return call->index();
      },
      py::arg("name"), "The index of a call (0 PASS, 1..35 1C..7NT, 36 X, 37 XX).");
  m.def(
      "_excerpt", [](const std::string& text) { return QuotedExcerpt(text); }, py::arg("text"),
      "`text` as bidlab's messages quote a value: in double quotes, at most 80 bytes, control bytes as \\xNN.");
}

}  // namespace bidlab::python
