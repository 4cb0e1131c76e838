// Every bidlab bidder and model from Python, and the one evaluation path
// (eval/evaluate.h) for them and for Python bidders (eval/batch_bidder.h).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>
#include <optional>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/batch_bidder.h"
#include "eval/eval_json.h"
#include "eval/evaluate.h"
#include "eval/facit_eval.h"
#include "eval/open_bidder.h"
#include "eval/uncontested_observation.h"
#include "io/pbn_deal.h"
#include "io/pbn_facit.h"
#include "learn/registry.h"
#include "python/bidder_handle.h"
#include "python/bindings.h"
#include "python/dataset_view.h"
#include "python/numpy_args.h"

namespace py = pybind11;

namespace bidlab::python {

namespace {

struct Decision {
  Auction auction;
  BidRequest request;
};

Decision MakeDecision(const Bidder& bidder, const std::string& hand, const std::string& auction,
                      const std::optional<std::string>& partner) {
  Decision d;
  d.auction = ParseArgument([&] { return ParseAuction(auction, Seat::kNorth); });
  if (d.auction.IsComplete() || !IsNorthSouth(d.auction.NextToCall()))
    throw py::value_error("the auction \"" + auction +
                          "\" must be unfinished with North or South to call (dealer North, East and West pass)");
  d.request.seat = d.auction.NextToCall();
  d.request.hand = ParseArgument([&] { return ParseHandPbn(hand); });
  if (d.request.hand.Size() != kCardsPerHand)
    throw py::value_error("hand \"" + hand + "\" has " + std::to_string(d.request.hand.Size()) + " cards, not 13");
  if (partner) d.request.partner_hand = ParseArgument([&] { return ParseHandPbn(*partner); });
  if (bidder.SeesPartnerHand() && !partner)
    throw py::value_error("bidder " + bidder.Name() + " sees its partner's hand: give partner=\"S.H.D.C\"");
  d.request.auction = &d.auction;
  return d;
}

// The deals `evaluate` scores: the view's split, or `split` of a whole set.
std::vector<ScoredDeal> DealsToScore(const DatasetView& view, const std::optional<std::string>& split_name,
                                     ImpScale scale, Split& used) {
  used = view.SplitOf(split_name);
  return ParseArgument([&] { return ScoreSplit(*view.data, used, scale); });
}

// The JSON `bidlab eval --json` prints: Evaluate's result and the choices.
std::string EvalJson(const EvalResult& result, Split split, const EvalOptions& options) {
  nlohmann::json j = EvalResultJson(result);
  j["split"] = SplitName(split);
  j["declarer"] = DeclarerRuleName(options.declarer);
  j["imp_scale"] = ImpScaleName(options.scale);
  return j.dump();
}

EvalOptions MakeEvalOptions(const std::string& declarer, const std::string& imp_scale, int threads) {
  EvalOptions options;
  options.declarer = DeclarerArg(declarer);
  options.scale = ImpScaleArg(imp_scale);
  if (threads < 0) throw py::value_error("threads must be 0 (every core) or more");
  options.threads = threads;
  return options;
}

// A Python policy called with many decisions at once: observations as numpy
// arrays (eval/uncontested_observation.h), one call index per row back.
class PythonBatchBidder : public BatchBidder {
 public:
  PythonBatchBidder(py::object policy, std::string name) : policy_(std::move(policy)), name_(std::move(name)) {}
  std::string Name() const override { return name_; }

  void BidBatch(std::span<const BidRequest> requests, std::span<Call> calls) override {
    py::gil_scoped_acquire gil;
    const auto m = static_cast<py::ssize_t>(requests.size());
    py::array_t<std::uint8_t> hand({m, py::ssize_t{kNumCards}});
    py::array_t<std::uint8_t> seat(m);
    py::array_t<std::uint8_t> bids({m, py::ssize_t{2}, py::ssize_t{kNumFinalCalls}});
    py::array legal(py::dtype("bool"), {m, py::ssize_t{kNumFinalCalls}});
    auto* legal_bytes = static_cast<std::uint8_t*>(legal.mutable_data());
    for (py::ssize_t k = 0; k < m; ++k) {
      const BidRequest& r = requests[static_cast<std::size_t>(k)];
      WriteObservation(r.hand, *r.auction,
                       {hand.mutable_data(k, 0), seat.mutable_data(k), bids.mutable_data(k, 0, 0),
                        legal_bytes + k * kNumFinalCalls});
    }
    py::dict observation;
    observation["hand"] = hand;
    observation["seat"] = seat;
    observation["bids"] = bids;
    observation["legal"] = legal;
    const py::object answer = policy_(observation);
    const auto chosen = IntegerArray(answer, "batched bidder " + name_ + "'s answer", {m},
                                     "(" + std::to_string(m) + ",) (a call index 0-35 for each decision)");
    const auto c = chosen.unchecked<1>();
    for (py::ssize_t k = 0; k < m; ++k) {
      if (c(k) < 0 || c(k) >= kNumFinalCalls)
        throw py::value_error("batched bidder " + name_ + " answered " + std::to_string(c(k)) + " for decision " +
                              std::to_string(k) + "; a call index is 0 (PASS) to 35 (7NT)");
      calls[static_cast<std::size_t>(k)] = Call::FromIndex(static_cast<int>(c(k)));
    }
  }

 private:
  py::object policy_;
  std::string name_;
};

}  // namespace

std::shared_ptr<Bidder> ContestedBidderArg(const py::handle& value) {
  if (py::isinstance<BidderHandle>(value)) return value.cast<const BidderHandle&>().bidder;
  if (!py::isinstance<py::str>(value))
    throw py::value_error(
        "a bidder is a name (\"sayc\", \"pass\", \"sayc-uncontested\", …), a model file or a "
        "bidlab.Bidder");
  const auto name = value.cast<std::string>();
  py::gil_scoped_release release;  // a model file may take a while to load
  return ParseArgument([&] { return std::shared_ptr<Bidder>(OpenContestedBidder(name)); });
}

void BindBidders(py::module_& m) {
  py::class_<BidderHandle>(m, "Bidder", R"doc(
A bidlab bidder: Bidder("sayc"), Bidder("pass"), ... (bidlab.bidders() lists them), or a trained model
(bidlab.load_model(path)). Hands are PBN text "spades.hearts.diamonds.clubs" ("AKQ2.T98.765.432");
auctions are call names from dealer North with East and West's passes ("1C PASS 1H PASS").)doc")
      .def(py::init([](const std::string& name) {
             RegisterAllBidders();
             return BidderHandle{ParseArgument([&] { return std::shared_ptr<Bidder>(MakeBidder(name)); })};
           }),
           py::arg("name"))
      .def_property_readonly(
          "name", [](const BidderHandle& b) { return b.bidder->Name(); },
          "The bidder's name as bidlab reports it (\"sayc\", \"neural\", ...).")
      .def(
          "bid",
          [](BidderHandle& b, const std::string& hand, const std::string& auction,
             const std::optional<std::string>& partner) {
            const Decision d = MakeDecision(*b.bidder, hand, auction, partner);
            return CallName(b.bidder->Bid(d.request));
          },
          py::arg("hand"), py::arg("auction") = "", py::arg("partner") = py::none(),
          "The call the bidder makes with `hand` after `auction` (North or South to call).")
      .def(
          "explain",
          [](BidderHandle& b, const std::string& hand, const std::string& auction,
             const std::optional<std::string>& partner) {
            const Decision d = MakeDecision(*b.bidder, hand, auction, partner);
            const Call call = b.bidder->Bid(d.request);
            return py::make_tuple(CallName(call), b.bidder->Explain(d.request));
          },
          py::arg("hand"), py::arg("auction") = "", py::arg("partner") = py::none(),
          "(call, why): the call and the bidder's one-line reason (empty when it cannot say).")
      .def("__repr__", [](const BidderHandle& b) { return "bidlab.Bidder(\"" + b.bidder->Name() + "\")"; });

  m.def(
      "bidders",
      [] {
        RegisterAllBidders();
        std::vector<std::pair<std::string, std::string>> out;
        for (const BidderEntry& e : RegisteredBidders()) out.emplace_back(e.name, e.description);
        return out;
      },
      "(name, description) of every bidder that needs no model file.");
  m.def(
      "load_model",
      [](const std::string& path) {
        std::shared_ptr<Bidder> bidder;
        {
          py::gil_scoped_release release;
          bidder = LoadModelBidder(path);
        }
        return BidderHandle{std::move(bidder)};
      },
      py::arg("path"), "A model file written by `bidlab train` (any kind) as a Bidder.");
  m.attr("SHIPPED_NEURAL_MODEL") = ShippedNeuralModelPath();

  m.def(
      "_evaluate_bidder",
      [](const BidderHandle& b, const DatasetView& view, const std::optional<std::string>& split,
         const std::string& declarer, const std::string& imp_scale, int threads) {
        const EvalOptions options = MakeEvalOptions(declarer, imp_scale, threads);
        py::gil_scoped_release release;
        Split used = Split::kAll;
        const std::vector<ScoredDeal> deals = DealsToScore(view, split, options.scale, used);
        return EvalJson(Evaluate(*b.bidder, deals, options), used, options);
      },
      py::arg("bidder"), py::arg("dataset"), py::arg("split"), py::arg("declarer"), py::arg("imp_scale"),
      py::arg("threads"));
  m.def(
      "_evaluate_facit",
      [](const BidderHandle& b, const std::string& path, int threads) {
        if (threads < 0) throw py::value_error("threads must be 0 (every core) or more");
        py::gil_scoped_release release;
        return FacitResultJson(EvaluateFacit(*b.bidder, ReadFacitPbn(path), path, threads)).dump();
      },
      py::arg("bidder"), py::arg("path"), py::arg("threads"));
  m.def(
      "_evaluate_batched",
      [](py::object policy, const std::string& name, const DatasetView& view, const std::optional<std::string>& split,
         const std::string& declarer, const std::string& imp_scale, int threads) {
        const EvalOptions options = MakeEvalOptions(declarer, imp_scale, threads);
        PythonBatchBidder bidder(std::move(policy), name);
        py::gil_scoped_release release;
        Split used = Split::kAll;
        const std::vector<ScoredDeal> deals = DealsToScore(view, split, options.scale, used);
        return EvalJson(EvaluateBatched(bidder, deals, options), used, options);
      },
      py::arg("policy"), py::arg("name"), py::arg("dataset"), py::arg("split"), py::arg("declarer"),
      py::arg("imp_scale"), py::arg("threads"));
}

}  // namespace bidlab::python
