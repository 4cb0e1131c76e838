// One bridge table bidding one board at a time, for the four-seat AEC
// environment (python/bidlab/bridge_bidding_v0.py) and pgx's step loop
// (python/bidlab/pgx.py): every call is checked and added in C++, every
// observation (pgx's 480 bits, eval/pgx_encoding.h) and mask written in C++,
// so a Python step costs a few microseconds. A table copies cheaply
// (clone() in a search): the boards are shared, the auction copied.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>

#include "core/board.h"
#include "core/contract.h"
#include "core/error.h"
#include "core/excerpt.h"
#include "core/imp.h"
#include "dd/dds_solver.h"
#include "eval/duplicate_match.h"
#include "eval/evaluate.h"
#include "eval/pgx_encoding.h"
#include "eval/uncontested_seat.h"
#include "io/pbn_deal.h"
#include "python/bidder_handle.h"
#include "python/bindings.h"
#include "python/dataset_view.h"
#include "python/match_args.h"
#include "python/numpy_args.h"

namespace py = pybind11;

namespace bidlab::python {

namespace {

// A bidder seated at a four-seat table (SeatAtContestedTable: one that does
// not compete bids as if the opponents passed).
struct SeatedBidder {
  std::shared_ptr<Bidder> bidder;
  std::string name;
};

// The boards a table draws from, shared by its clones, with each board's par
// found once (DDS's DealerPar).
struct SharedBoards {
  std::vector<MatchBoard> boards;
  std::vector<std::optional<int>> par;
};

class Table {
 public:
  explicit Table(std::vector<MatchBoard> boards) : shared_(std::make_shared<SharedBoards>()) {
    shared_->par.resize(boards.size());
    shared_->boards = std::move(boards);
  }

  std::size_t num_boards() const { return shared_->boards.size(); }

  void Start(std::size_t position) {
    if (position >= num_boards())
      throw py::value_error("board " + std::to_string(position) + " is out of range: the split has " +
                            std::to_string(num_boards()) + " boards (0-" + std::to_string(num_boards() - 1) + ")");
    index_ = static_cast<std::int64_t>(position);
    board_ = shared_->boards[position];
    auction_ = Auction(board_.dealer);
  }

  void SetBoard(const MatchBoard& board) {
    index_ = -1;
    board_ = board;
    auction_ = Auction(board_.dealer);
  }

  // `action` in pgx's numbering (pgx) or bidlab's call index: an int (a
  // Python int or a numpy integer; a bool or a float is refused, not read as
  // a call), 0-37; ValueError or IllegalCallError naming it otherwise.
  static Call CallOf(const py::handle& action, bool pgx) {
    const char* numbering = pgx ? "0 PASS, 1 X, 2 XX, 3-37 1C-7NT" : "0 PASS, 1-35 1C-7NT, 36 X, 37 XX";
    PyObject* o = action.ptr();
    const std::string type = Py_TYPE(o)->tp_name;
    if (PyBool_Check(o) || type == "numpy.bool_" || type == "numpy.bool" || !PyIndex_Check(o))
      throw py::value_error(std::string("an action is an int (") + numbering + "), not a " + type);
    const py::object value = py::reinterpret_steal<py::object>(PyNumber_Index(o));
    if (!value) throw py::error_already_set();
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (overflow != 0 || v < 0 || v >= kNumCalls)
      throw IllegalCallError("action " + QuotedExcerpt(py::str(value).cast<std::string>()) +
                             " is not a call: actions are 0-37 (" + numbering + ")");
    return pgx ? *CallOfPgxAction(v) : Call::FromIndex(static_cast<int>(v));
  }

  // Adds the call of the player to call; IllegalCallError when it is not legal.
  bool Step(const py::handle& action, bool pgx) {
    const Call call = CallOf(action, pgx);
    if (auction_.IsComplete()) throw Error("the auction of board " + std::to_string(board_.number) + " is over");
    if (const std::string why = auction_.WhyIllegal(call); !why.empty())
      throw IllegalCallError(std::string("seat ") + SeatChar(auction_.NextToCall()) + " cannot call " + CallName(call) +
                             " after \"" + FormatAuction(auction_) + "\" (board " + std::to_string(board_.number) +
                             ", dealer " + SeatChar(board_.dealer) + "): " + why);
    auction_.Add(call);
    return auction_.IsComplete();
  }

  int ToCall() const { return auction_.IsComplete() ? -1 : ToInt(auction_.NextToCall()); }

  // The observer's 480 bits, and the mask of legal actions (zeros unless the
  // observer is to call).
  py::tuple Observe(int observer, bool pgx) const {
    const Seat seat = SeatArg(observer);
    py::array bits(py::dtype("bool"), std::vector<py::ssize_t>{kPgxObservationBits});
    WritePgxObservation(board_.deal.hand(seat), auction_, seat, board_.vulnerability,
                        static_cast<std::uint8_t*>(bits.mutable_data()));
    py::array_t<std::int8_t> mask(kNumCalls);
    WriteMask(seat, pgx, mask.mutable_data());
    return py::make_tuple(std::move(bits), std::move(mask));
  }

  void WriteMask(Seat seat, bool pgx, std::int8_t* out) const {
    const std::uint64_t legal = auction_.IsComplete() || auction_.NextToCall() != seat ? 0 : LegalCallMask(auction_);
    for (int c = 0; c < kNumCalls; ++c) {
      const int at = pgx ? PgxActionOf(Call::FromIndex(c)) : c;
      out[at] = static_cast<std::int8_t>((legal >> c) & 1u);
    }
  }

  std::vector<int> Calls() const {
    std::vector<int> calls;
    for (const Call c : auction_.calls()) calls.push_back(c.index());
    return calls;
  }

  // North-South's score of the finished auction, its contract and tricks.
  py::tuple Result() const {
    if (!auction_.IsComplete()) throw Error("the auction of board " + std::to_string(board_.number) + " is not over");
    const TableResult r = ScoreAuction(auction_, board_);
    return py::make_tuple(r.score, ContractName(r.contract, CallName), r.tricks);
  }

  int Par() const {
    if (index_ < 0) return ParOf(board_.table, board_.dealer, board_.vulnerability).score;
    std::optional<int>& cached = shared_->par[static_cast<std::size_t>(index_)];
    if (!cached) cached = ParOf(board_.table, board_.dealer, board_.vulnerability).score;
    return *cached;
  }

  // The score of the other table of a duplicate match on this board:
  // `north_south` and `east_west` bid it from the dealer.
  int OtherTable(const SeatedBidder& north_south, const SeatedBidder& east_west) const {
    py::gil_scoped_release release;
    return PlayTable(*north_south.bidder, *east_west.bidder, board_).score;
  }

  // The call index `bidder` makes for the player to call now.
  int Suggest(const SeatedBidder& bidder) const {
    if (auction_.IsComplete()) throw Error("the auction of board " + std::to_string(board_.number) + " is over");
    const Seat seat = auction_.NextToCall();
    const Call call = bidder.bidder->Bid({seat, board_.deal.hand(seat), &auction_, std::nullopt, board_.vulnerability});
    if (const std::string why = auction_.WhyIllegal(call); !why.empty())
      throw IllegalCallError("bidder " + bidder.name + " in seat " + SeatChar(seat) + " made an illegal call " +
                             CallName(call) + " on board " + std::to_string(board_.number) + " after \"" +
                             FormatAuction(auction_) + "\": " + why);
    return call.index();
  }

  const MatchBoard& board() const { return board_; }
  std::int64_t index() const { return index_; }

 private:
  static Seat SeatArg(int seat) {
    if (seat < 0 || seat >= kNumSeats) throw py::value_error("a seat is 0-3 (N, E, S, W), not " + std::to_string(seat));
    return SeatAt(seat);
  }

  std::shared_ptr<SharedBoards> shared_;
  std::int64_t index_ = -1;  // the board's position in shared_->boards; -1 for a board set from outside
  MatchBoard board_;
  Auction auction_;
};

py::array_t<std::uint8_t> SeatsOf(const Deal& deal) {
  py::array_t<std::uint8_t> seats(kNumCards);
  for (int c = 0; c < kNumCards; ++c)
    seats.mutable_at(c) = static_cast<std::uint8_t>(ToInt(deal.Owner(Card{static_cast<std::uint8_t>(c)})));
  return seats;
}

py::array_t<std::uint8_t> TricksOf(const DoubleDummyTable& table) {
  py::array_t<std::uint8_t> tricks({kNumSeats, kNumStrains});
  for (int s = 0; s < kNumSeats; ++s)
    for (int k = 0; k < kNumStrains; ++k)
      tricks.mutable_at(s, k) = static_cast<std::uint8_t>(table.Tricks(SeatAt(s), StrainAt(k)));
  return tricks;
}

std::array<std::int64_t, 4> FourOf(const py::handle& value, const std::string& what) {
  const auto a = IntegerArray(value, what, {4}, "(4,)");
  return {a.at(0), a.at(1), a.at(2), a.at(3)};
}

// (n, 4) int32: encode(item) of each item (pgx's keys or values).
template <class T, class Encode>
py::array_t<std::int32_t> FourIntsEach(const std::vector<T>& items, Encode encode) {
  py::array_t<std::int32_t> out({static_cast<py::ssize_t>(items.size()), py::ssize_t{4}});
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::array<std::int32_t, 4> four = encode(items[i]);
    for (int k = 0; k < 4; ++k) out.mutable_at(static_cast<py::ssize_t>(i), k) = four[static_cast<std::size_t>(k)];
  }
  return out;
}

// decode(the four ints of row `row` of array `what`), a ValueError naming the
// row when they do not decode.
template <class Decode>
auto DecodedRow(const py::handle& value, const std::string& what, std::size_t row, Decode decode) {
  const std::string name = what + "[" + std::to_string(row) + "]";
  return ParseArgument([&] {
    try {
      return decode(FourOf(value, name));
    } catch (const Error& e) {
      throw Error(name + ": " + e.what());
    }
  });
}

}  // namespace

void BindTable(py::module_& m) {
  py::class_<SeatedBidder>(m, "_SeatedBidder")
      .def(py::init([](const py::handle& bidder) {
             std::shared_ptr<Bidder> b = ContestedBidderArg(bidder);
             std::shared_ptr<Bidder> seated = SeatAtContestedTable(*b);
             const std::string name = seated->Name();
             return SeatedBidder{std::move(seated), name};
           }),
           py::arg("bidder"))
      .def_property_readonly("name", [](const SeatedBidder& b) { return b.name; });

  py::class_<Table>(m, "_Table")
      .def(py::init([](const DatasetView& view, const std::optional<std::string>& split, const std::string& vulnerable,
                       std::size_t boards) {
             std::vector<MatchBoard> match_boards = BoardsOf(view, split, vulnerable, boards, nullptr);
             if (match_boards.empty()) throw py::value_error("the split has no boards");
             return Table(std::move(match_boards));
           }),
           py::arg("dataset"), py::arg("split"), py::arg("vulnerable"), py::arg("boards"))
      .def_static(
          "from_arrays",
          [](const py::handle& deals_array, const py::handle& tables_array, const std::string& vulnerable) {
            const std::vector<Deal> deals = DealsFromSeats(deals_array);
            const std::vector<DoubleDummyTable> tables = TablesFromArray(tables_array);
            if (deals.size() != tables.size())
              throw py::value_error("deals and tables must have one row per board: " + std::to_string(deals.size()) +
                                    " deals, " + std::to_string(tables.size()) + " tables");
            if (deals.empty()) throw py::value_error("there are no boards (0 deals)");
            const std::optional<Vulnerability> fixed = MatchVulnerabilityArg(vulnerable);
            std::vector<MatchBoard> boards;
            for (std::size_t i = 0; i < deals.size(); ++i) {
              const std::uint64_t number = i + 1;
              boards.push_back({number, deals[i], tables[i], fixed ? Seat::kNorth : BoardDealer(number),
                                fixed ? *fixed : BoardVulnerability(number)});
            }
            return Table(std::move(boards));
          },
          py::arg("deals"), py::arg("tables"), py::arg("vulnerable"))
      .def("copy", [](const Table& t) { return Table(t); })
      .def_property_readonly("num_boards", &Table::num_boards)
      .def("start", &Table::Start, py::arg("index"))
      .def(
          "set_board",
          [](Table& t, const py::handle& seats, const py::handle& tricks, int dealer, int vulnerability,
             std::uint64_t number) {
            const auto deals = DealsFromSeats(IntegerArray(seats, "deal", {kNumCards}, "(52,)").attr("reshape")(1, 52));
            const auto tables = TablesFromArray(IntegerArray(tricks, "table", {kNumSeats, kNumStrains}, "(4, 5)")
                                                    .attr("reshape")(1, kNumSeats, kNumStrains));
            if (dealer < 0 || dealer >= kNumSeats) throw py::value_error("dealer must be 0-3 (N, E, S, W)");
            if (vulnerability < 0 || vulnerability > 3) throw py::value_error("vulnerability must be 0-3");
            t.SetBoard({number, deals[0], tables[0], SeatAt(dealer), static_cast<Vulnerability>(vulnerability)});
          },
          py::arg("deal"), py::arg("table"), py::arg("dealer"), py::arg("vulnerability"), py::arg("number"))
      .def("step", &Table::Step, py::arg("action"), py::arg("pgx"))
      .def_property_readonly("to_call", &Table::ToCall)
      .def("observe", &Table::Observe, py::arg("observer"), py::arg("pgx"))
      .def("calls", &Table::Calls)
      .def("result", &Table::Result)
      .def("par", &Table::Par)
      .def("other_table", &Table::OtherTable, py::arg("north_south"), py::arg("east_west"))
      .def("suggest", &Table::Suggest, py::arg("bidder"))
      .def_property_readonly("index", &Table::index)
      .def_property_readonly("number", [](const Table& t) { return t.board().number; })
      .def_property_readonly("dealer", [](const Table& t) { return ToInt(t.board().dealer); })
      .def_property_readonly("vulnerability", [](const Table& t) { return static_cast<int>(t.board().vulnerability); })
      .def_property_readonly("deal", [](const Table& t) { return SeatsOf(t.board().deal); })
      .def_property_readonly("dd_table", [](const Table& t) { return TricksOf(t.board().table); });

  m.def(
      "_imps", [](int difference) { return Imps(difference); }, py::arg("difference"));
  m.def(
      "_deal_of_pbn",
      [](const std::string& text) { return SeatsOf(ParseArgument([&] { return ParseDealPbn(text); })); },
      py::arg("text"));
  m.def(
      "_pgx_keys", [](const py::handle& seats) { return FourIntsEach(DealsFromSeats(seats), PgxDealKey); },
      py::arg("deals"));
  m.def(
      "_pgx_values", [](const py::handle& tricks) { return FourIntsEach(TablesFromArray(tricks), PgxTableValue); },
      py::arg("tables"));
  m.def(
      "_pgx_deal",
      [](const py::handle& key, std::size_t row) { return SeatsOf(DecodedRow(key, "keys", row, DealOfPgxKey)); },
      py::arg("key"), py::arg("row"));
  m.def(
      "_pgx_table",
      [](const py::handle& value, std::size_t row) {
        return TricksOf(DecodedRow(value, "values", row, TableOfPgxValue));
      },
      py::arg("value"), py::arg("row"));
}

}  // namespace bidlab::python
