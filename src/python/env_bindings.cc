// The vectorised environments (eval/uncontested_env.h, eval/contested_env.h):
// their buffers are numpy views, rewritten in place by reset and step.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>

#include "data/dataset_ops.h"
#include "eval/contested_env.h"
#include "eval/scored_deal.h"
#include "eval/uncontested_env.h"
#include "python/bidder_handle.h"
#include "python/bindings.h"
#include "python/dataset_view.h"
#include "python/match_args.h"
#include "python/numpy_args.h"

namespace py = pybind11;

namespace bidlab::python {

namespace {

template <class T>
py::array View(const py::object& self, const T* data, std::vector<py::ssize_t> shape) {
  std::vector<py::ssize_t> strides(shape.size());
  py::ssize_t stride = sizeof(T);
  for (std::size_t d = shape.size(); d-- > 0;) {
    strides[d] = stride;
    stride *= shape[d];
  }
  return ReadOnlyView(py::dtype::of<T>(), std::move(shape), std::move(strides), data, self);
}

// A read-only view of one of `self`'s buffers, one row per table:
// Rows(self, &Env::hand, {52}) is (num_envs, 52).
template <class Env, class T>
py::array Rows(const py::object& self, const T* (Env::*buffer)() const, std::vector<py::ssize_t> row_shape) {
  const auto& env = self.cast<const Env&>();
  row_shape.insert(row_shape.begin(), static_cast<py::ssize_t>(env.num_envs()));
  return View(self, (env.*buffer)(), std::move(row_shape));
}

void BindContestedEnv(py::module_& m) {
  using Env = ContestedEnv;
  py::class_<Env>(m, "_ContestedEnv")
      .def(py::init([](const DatasetView& view, const std::optional<std::string>& split, std::size_t num_envs,
                       std::uint64_t seed, bool sequential, const py::object& opponent, const std::string& side,
                       const py::object& reference, const std::string& vulnerable) {
             if (num_envs == 0) throw py::value_error("num_envs must be at least 1");
             if (side != "ns" && side != "ew")
               throw py::value_error("side must be \"ns\" or \"ew\", not \"" + side + "\"");
             ContestedEnvOptions options;
             options.num_envs = num_envs;
             options.seed = seed;
             options.sequential = sequential;
             if (!opponent.is_none()) options.opponent = ContestedBidderArg(opponent);
             options.agent_north_south = side == "ns";
             if (!reference.is_none()) options.reference = ContestedBidderArg(reference);
             options.first = view.data->header.first;
             std::vector<MatchBoard> boards = BoardsOf(view, split, vulnerable, 0, nullptr);
             py::gil_scoped_release release;
             return ParseArgument([&] { return std::make_unique<Env>(std::move(boards), options); });
           }),
           py::arg("dataset"), py::arg("split"), py::arg("num_envs"), py::arg("seed"), py::arg("sequential"),
           py::arg("opponent"), py::arg("side"), py::arg("reference"), py::arg("vulnerable"))
      .def_property_readonly("num_envs", &Env::num_envs)
      .def_property_readonly("num_boards", &Env::num_boards)
      .def("reset", &Env::Reset, py::call_guard<py::gil_scoped_release>())
      .def(
          "step",
          [](Env& env, const py::handle& actions) {
            const auto a = IntegerArray(actions, "actions", {static_cast<py::ssize_t>(env.num_envs())},
                                        "(" + std::to_string(env.num_envs()) + ",) (a call index 0-37 per table)");
            py::gil_scoped_release release;
            env.Step(std::span<const std::int64_t>(a.data(), env.num_envs()));
          },
          py::arg("actions"))
      .def_property_readonly("hand", [](const py::object& s) { return Rows(s, &Env::hand, {kNumCards}); })
      .def_property_readonly("seat", [](const py::object& s) { return Rows(s, &Env::seat, {}); })
      .def_property_readonly("dealer", [](const py::object& s) { return Rows(s, &Env::dealer, {}); })
      .def_property_readonly("vulnerability", [](const py::object& s) { return Rows(s, &Env::vulnerability, {}); })
      .def_property_readonly("bids",
                             [](const py::object& s) {
                               return Rows(s, &Env::bids, {3, kNumSeats, kNumBids});
                             })
      .def_property_readonly("passes", [](const py::object& s) { return Rows(s, &Env::passes, {kNumSeats}); })
      .def_property_readonly("auction", [](const py::object& s) { return Rows(s, &Env::auction, {kMaxAuctionCalls}); })
      .def_property_readonly("legal",
                             [](const py::object& s) { return Rows(s, &Env::legal, {kNumCalls}).attr("view")("bool"); })
      .def_property_readonly("reward", [](const py::object& s) { return Rows(s, &Env::reward, {}); })
      .def_property_readonly("done", [](const py::object& s) { return Rows(s, &Env::done, {}).attr("view")("bool"); })
      .def_property_readonly("score", [](const py::object& s) { return Rows(s, &Env::score, {}); })
      .def_property_readonly("deal_id", [](const py::object& s) { return Rows(s, &Env::deal_id, {}); });
}

}  // namespace

void BindEnv(py::module_& m) {
  BindContestedEnv(m);
  py::class_<UncontestedEnv>(m, "_UncontestedEnv")
      .def(py::init([](const DatasetView& view, const std::optional<std::string>& split, std::size_t num_envs,
                       std::uint64_t seed, bool sequential, const std::string& declarer, const std::string& imp_scale) {
             UncontestedEnvOptions options;
             options.num_envs = num_envs;
             options.seed = seed;
             options.sequential = sequential;
             options.declarer = DeclarerArg(declarer);
             options.scale = ImpScaleArg(imp_scale);
             const Split used = view.SplitOf(split);
             if (num_envs == 0) throw py::value_error("num_envs must be at least 1");
             return std::make_unique<UncontestedEnv>(ScoreDataset(*view.data, used, options.scale), options);
           }),
           py::arg("dataset"), py::arg("split"), py::arg("num_envs"), py::arg("seed"), py::arg("sequential"),
           py::arg("declarer"), py::arg("imp_scale"))
      .def_property_readonly("num_envs", &UncontestedEnv::num_envs)
      .def_property_readonly("num_deals", &UncontestedEnv::num_deals)
      .def("reset", &UncontestedEnv::Reset, py::call_guard<py::gil_scoped_release>())
      .def(
          "step",
          [](UncontestedEnv& env, const py::handle& actions) {
            const auto a = IntegerArray(actions, "actions", {static_cast<py::ssize_t>(env.num_envs())},
                                        "(" + std::to_string(env.num_envs()) + ",) (a call index 0-35 per table)");
            py::gil_scoped_release release;
            env.Step(std::span<const std::int64_t>(a.data(), env.num_envs()));
          },
          py::arg("actions"))
      .def_property_readonly("hand",
                             [](const py::object& self) {
                               auto& e = self.cast<UncontestedEnv&>();
                               const auto n = static_cast<py::ssize_t>(e.num_envs());
                               return View(self, e.hand(), {n, kObservationHandBytes});
                             })
      .def_property_readonly("seat",
                             [](const py::object& self) {
                               auto& e = self.cast<UncontestedEnv&>();
                               return View(self, e.seat(), {static_cast<py::ssize_t>(e.num_envs())});
                             })
      .def_property_readonly("bids",
                             [](const py::object& self) {
                               auto& e = self.cast<UncontestedEnv&>();
                               const auto n = static_cast<py::ssize_t>(e.num_envs());
                               return View(self, e.bids(), {n, 2, kNumFinalCalls});
                             })
      .def_property_readonly("legal",
                             [](const py::object& self) {
                               auto& e = self.cast<UncontestedEnv&>();
                               const auto n = static_cast<py::ssize_t>(e.num_envs());
                               return View(self, e.legal(), {n, kNumFinalCalls}).attr("view")("bool");
                             })
      .def_property_readonly("reward",
                             [](const py::object& self) {
                               auto& e = self.cast<UncontestedEnv&>();
                               return View(self, e.reward(), {static_cast<py::ssize_t>(e.num_envs())});
                             })
      .def_property_readonly(
          "done",
          [](const py::object& self) {
            auto& e = self.cast<UncontestedEnv&>();
            return View(self, e.done(), {static_cast<py::ssize_t>(e.num_envs())}).attr("view")("bool");
          })
      .def_property_readonly("final_call",
                             [](const py::object& self) {
                               auto& e = self.cast<UncontestedEnv&>();
                               return View(self, e.final_call(), {static_cast<py::ssize_t>(e.num_envs())});
                             })
      .def_property_readonly("deal_id", [](const py::object& self) {
        auto& e = self.cast<UncontestedEnv&>();
        return View(self, e.deal_id(), {static_cast<py::ssize_t>(e.num_envs())});
      });
}

}  // namespace bidlab::python
