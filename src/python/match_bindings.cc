// Duplicate matches (eval/duplicate_match.h) of any two pairs — names, model
// files, bidlab.Bidder objects, batched Python bidders (eval/batch_match.h) —
// and double-dummy par for the boards of a data set or any tables.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>

#include "core/board.h"
#include "dd/dds_solver.h"
#include "eval/batch_match.h"
#include "eval/contested_observation.h"
#include "experiments/match/match_experiment.h"
#include "io/file_util.h"
#include "io/output_path.h"
#include "python/bidder_handle.h"
#include "python/bindings.h"
#include "python/dataset_view.h"
#include "python/match_args.h"
#include "python/numpy_args.h"

namespace py = pybind11;

namespace bidlab::python {

std::optional<Vulnerability> MatchVulnerabilityArg(const std::string& name) {
  const std::optional<VulnerabilityRule> rule = ParseVulnerabilityRule(name);
  if (!rule)
    throw py::value_error(std::string("vulnerable must be one of ") + kVulnerabilityRuleSpellings + ", not \"" + name +
                          "\"");
  return FixedVulnerability(*rule);
}

std::vector<MatchBoard> BoardsOf(const DatasetView& view, const std::optional<std::string>& split,
                                 const std::string& vulnerable, std::size_t boards,
                                 MatchExperimentOptions* used_options) {
  MatchExperimentOptions options;
  options.data = view.source;
  options.split = view.SplitOf(split);
  options.vulnerability = MatchVulnerabilityArg(vulnerable);
  options.boards = boards;
  std::vector<MatchBoard> out = ParseArgument([&] { return MatchBoardsOf(*view.data, options); });
  if (used_options) *used_options = options;
  return out;
}

namespace {

// A Python policy called with many decisions at once: the contested
// observations (eval/contested_observation.h) as numpy arrays, one call index
// (0-37) per row back.
class PythonContestedBatchBidder : public BatchBidder {
 public:
  PythonContestedBatchBidder(py::object policy, std::string name)
      : policy_(std::move(policy)), name_(std::move(name)) {}
  std::string Name() const override { return name_; }

  void BidBatch(std::span<const BidRequest> requests, std::span<Call> calls) override {
    py::gil_scoped_acquire gil;
    const auto m = static_cast<py::ssize_t>(requests.size());
    py::array_t<std::uint8_t> hand({m, py::ssize_t{kNumCards}});
    py::array_t<std::uint8_t> seat(m), dealer(m), vulnerability(m);
    py::array_t<std::uint8_t> bids({m, py::ssize_t{3}, py::ssize_t{kNumSeats}, py::ssize_t{kNumBids}});
    py::array_t<std::uint8_t> passes({m, py::ssize_t{kNumSeats}});
    py::array_t<std::int8_t> auction({m, py::ssize_t{kMaxAuctionCalls}});
    py::array legal(py::dtype("bool"), {m, py::ssize_t{kNumCalls}});
    auto* legal_bytes = static_cast<std::uint8_t*>(legal.mutable_data());
    for (py::ssize_t k = 0; k < m; ++k)
      WriteContestedObservation(requests[static_cast<std::size_t>(k)],
                                {hand.mutable_data(k, 0), seat.mutable_data(k), dealer.mutable_data(k),
                                 vulnerability.mutable_data(k), bids.mutable_data(k, 0, 0, 0),
                                 passes.mutable_data(k, 0), auction.mutable_data(k, 0), legal_bytes + k * kNumCalls});
    py::dict observation;
    observation["hand"] = hand;
    observation["seat"] = seat;
    observation["dealer"] = dealer;
    observation["vulnerability"] = vulnerability;
    observation["bids"] = bids;
    observation["passes"] = passes;
    observation["auction"] = auction;
    observation["legal"] = legal;
    const py::object answer = policy_(observation);
    const auto chosen = IntegerArray(answer, "batched bidder " + name_ + "'s answer", {m},
                                     "(" + std::to_string(m) + ",) (a call index 0-37 for each decision)");
    const auto c = chosen.unchecked<1>();
    for (py::ssize_t k = 0; k < m; ++k) {
      if (c(k) < 0 || c(k) >= kNumCalls)
        throw py::value_error("batched bidder " + name_ + " answered " + std::to_string(c(k)) + " for decision " +
                              std::to_string(k) + "; a call index is 0 (PASS) to 37 (XX)");
      calls[static_cast<std::size_t>(k)] = Call::FromIndex(static_cast<int>(c(k)));
    }
  }

 private:
  py::object policy_;
  std::string name_;
};

// A pair of a match from Python: (policy, name) for a batched Python
// bidder, else a bidder (ContestedBidderArg).
struct PairArg {
  std::shared_ptr<Bidder> bidder;
  std::unique_ptr<PythonContestedBatchBidder> batch;

  explicit PairArg(const py::handle& value) {
    if (py::isinstance<py::tuple>(value)) {
      const auto t = value.cast<py::tuple>();
      batch = std::make_unique<PythonContestedBatchBidder>(t[0].cast<py::object>(), t[1].cast<std::string>());
    } else {
      bidder = ContestedBidderArg(value);
    }
  }
  MatchPair pair() const { return {bidder.get(), batch.get()}; }
};

// DDS par of each board, N-S's score.
py::array_t<std::int32_t> ParArray(const std::vector<MatchBoard>& boards) {
  std::vector<std::int32_t> par(boards.size());
  {
    py::gil_scoped_release release;
    for (std::size_t i = 0; i < boards.size(); ++i)
      par[i] = ParOf(boards[i].table, boards[i].dealer, boards[i].vulnerability).score;
  }
  return py::array_t<std::int32_t>(static_cast<py::ssize_t>(par.size()), par.data());
}

// log= is checked as bidlab match checks --log, before any board is played:
// a file that can be written, and none of the match's inputs.
void RequireLogIsNew(const std::string& log, const DatasetView& view, const py::handle& a, const py::handle& b) {
  if (const std::string why = WhyNotWritableFile(log); !why.empty()) throw py::value_error("log: " + why);
  std::vector<PathOption> inputs{{"dataset", view.source}};
  if (py::isinstance<py::str>(a)) inputs.push_back({"a", a.cast<std::string>()});
  if (py::isinstance<py::str>(b)) inputs.push_back({"b", b.cast<std::string>()});
  ParseArgument([&] { RequireOutputsAreNotInputs({{"log", log}}, inputs); });
}

}  // namespace

void BindMatch(py::module_& m) {
  // Dataset is bound by BindData; par is a match's (the board rotation).
  py::reinterpret_borrow<py::class_<DatasetView>>(m.attr("Dataset"))
      .def(
          "par",
          [](const DatasetView& view, const std::optional<std::string>& split, const std::string& vulnerable) {
            return ParArray(BoardsOf(view, split, vulnerable, 0, nullptr));
          },
          py::arg("split") = py::none(), py::arg("vulnerable") = "rotate", R"doc(
Double-dummy par of every deal of the split (default: this set or split), (n,) int32, N-S's score: DDS's DealerPar
for the deal's board (deal i is board first + i + 1): dealer and vulnerability by the board rotation
(vulnerable="rotate", as `bidlab match` and `bidlab costs --index`), or a fixed vulnerability with dealer North.)doc");

  m.def(
      "_match",
      [](const py::handle& a, const py::handle& b, const DatasetView& view, const std::optional<std::string>& split,
         const std::string& vulnerable, std::size_t boards, int threads, const std::optional<std::string>& log) {
        if (threads < 0) throw py::value_error("threads must be 0 (every core) or more");
        if (log) RequireLogIsNew(*log, view, a, b);
        const PairArg pair_a(a), pair_b(b);
        MatchExperimentOptions options;
        const std::vector<MatchBoard> match_boards = BoardsOf(view, split, vulnerable, boards, &options);
        options.threads = threads;
        py::gil_scoped_release release;
        const MatchResult result = PlayMatchBatched(pair_a.pair(), pair_b.pair(), match_boards, {.threads = threads});
        if (log) WriteFileAtomically(*log, MatchLogJsonl(result, match_boards));
        return MatchJson(result.summary, options).dump();
      },
      py::arg("a"), py::arg("b"), py::arg("dataset"), py::arg("split"), py::arg("vulnerable"), py::arg("boards"),
      py::arg("threads"), py::arg("log"));

  m.def(
      "_par",
      [](const py::handle& tables_array, const py::handle& dealers_array, const py::handle& vulnerabilities_array) {
        std::vector<MatchBoard> boards;
        for (const DoubleDummyTable& table : TablesFromArray(tables_array)) boards.push_back({1, {}, table});
        const auto n = static_cast<py::ssize_t>(boards.size());
        const auto dealers = IntegerArray(dealers_array, "dealer", {n}, "(n,) (seats 0-3 = N, E, S, W)");
        const auto vulnerabilities =
            IntegerArray(vulnerabilities_array, "vulnerability", {n}, "(n,) (0 None, 1 NS, 2 EW, 3 All)");
        for (py::ssize_t i = 0; i < n; ++i) {
          const std::int64_t d = dealers.at(i), v = vulnerabilities.at(i);
          if (d < 0 || d >= kNumSeats || v < 0 || v > 3)
            throw py::value_error("dealer must be 0-3 and vulnerability 0-3; row " + std::to_string(i) + " has " +
                                  std::to_string(d) + " and " + std::to_string(v));
          boards[static_cast<std::size_t>(i)].dealer = SeatAt(static_cast<int>(d));
          boards[static_cast<std::size_t>(i)].vulnerability = static_cast<Vulnerability>(v);
        }
        return ParArray(boards);
      },
      py::arg("tables"), py::arg("dealer"), py::arg("vulnerability"));

  m.def(
      "_vulnerability", [](const std::string& name) { return static_cast<int>(VulnerabilityArg(name)); },
      py::arg("name"), "0 None, 1 NS, 2 EW, 3 All: a vulnerability in any common spelling, any case");
}

}  // namespace bidlab::python
