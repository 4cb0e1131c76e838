// The vectorised uncontested environment (eval/uncontested_env.h): its
// buffers are numpy views, rewritten in place by reset and step.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>

#include "data/dataset_ops.h"
#include "eval/scored_deal.h"
#include "eval/uncontested_env.h"
#include "python/bindings.h"
#include "python/dataset_view.h"
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

}  // namespace

void BindEnv(py::module_& m) {
  py::class_<UncontestedEnv>(m, "_UncontestedEnv")
      .def(py::init([](const DatasetView& view, const std::optional<std::string>& split, std::size_t num_envs,
                       std::uint64_t seed, bool sequential, const std::string& declarer, const std::string& imp_scale) {
             UncontestedEnvOptions options;
             options.num_envs = num_envs;
             options.seed = seed;
             options.sequential = sequential;
             options.declarer = DeclarerArg(declarer);
             options.scale = ImpScaleArg(imp_scale);
             Split used = view.split;
             if (split) {
               const Split asked = SplitArg(*split);
               if (view.split != Split::kAll && asked != view.split)
                 throw py::value_error("this data set is the " + SplitName(view.split) + " split; it has no " +
                                       SplitName(asked) + " split");
               used = asked;
             }
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
