"""Duplicate matches from Python on bidlab's one match path (src/eval/duplicate_match.h), and par.

match(a, b) plays pair a against pair b on every board of a data set at two tables (a North-South at
table 1, b at table 2), each final contract scored double-dummy by its real declarer; the result is the
dict `bidlab match --json` prints, field for field. A pair is a bidlab bidder (a name such as "sayc",
"pass" or "sayc-uncontested", a model file, a bidlab.Bidder), a batched Python bidder
(bidlab.batched(policy, contested=True)) or a plain Python callable (one ContestedDecision at a time).
A bidder that does not compete bids as if the opponents passed ("NAME (uncontested)").

A contested batched policy receives a dict of arrays, one row per decision (m rows), the observation of
the player to call (src/eval/contested_observation.h; the same as ContestedEnv's). Call indices: 0 PASS,
1..35 1C, 1D, 1H, 1S, 1NT, 2C, ..., 7NT, 36 X, 37 XX. "Player p" counts clockwise from the caller: 0 the
caller, 1 the left-hand opponent, 2 partner, 3 the right-hand opponent.
  "hand"          (m, 52) uint8      1 where the caller holds card c (c = suit * 13 + rank)
  "seat"          (m,) uint8         the caller's seat, 0 N, 1 E, 2 S, 3 W
  "dealer"        (m,) uint8         the dealer's seat
  "vulnerability" (m,) uint8         0 None, 1 N-S, 2 E-W, 3 both (bit 0 N-S, bit 1 E-W)
  "bids"          (m, 3, 4, 35) uint8  [:, 0, p, b] = 1 when player p bid b (b = call index - 1),
                                     [:, 1, p, b] when p doubled bid b, [:, 2, p, b] when p redoubled it
  "passes"        (m, 4) uint8       [:, p] = 1 when player p passed before the first bid
  "auction"       (m, 319) int8      every call so far from the dealer (call indices), -1 after the last
  "legal"         (m, 38) bool       the legal calls now (Laws 18-19: no double of partner, no XX without X)
and returns m call indices (any integer array-like, 0-37). Its call must depend only on the row.
An illegal call raises bidlab.IllegalCallError (a ValueError) naming the bidder, seat, call, board and
auction.
"""
import collections
import json
import os

import numpy as np

from . import _bidlab
from .evaluation import BatchedBidder, _call_index, _dataset, hand_text

SEATS = "NESW"
VULNERABILITIES = ("None", "NS", "EW", "All")

ContestedDecision = collections.namedtuple("ContestedDecision", "hand cards seat dealer vulnerability calls legal")
ContestedDecision.__doc__ = """One decision for a per-call Python bidder in the four-seat game.
hand: PBN text "spades.hearts.diamonds.clubs"; cards: (52,) uint8 (1 = held); seat, dealer: "N", "E", "S" or
"W"; vulnerability: "None", "NS", "EW" or "All"; calls: every call so far from the dealer, in order (names:
"PASS", "1C", ..., "X", "XX"); legal: (38,) bool by call index. The bidder returns a call name or index."""


def _per_contested_decision(bidder, name):
    """A contested batched bidder that asks a per-call callable one ContestedDecision at a time."""

    names = tuple(_bidlab.call_name(c) for c in range(38))

    def policy(obs):
        out = np.empty(len(obs["seat"]), dtype=np.int64)
        lengths = np.argmax(obs["auction"] < 0, axis=1)  # an unfinished auction ends before row's end
        for k in range(len(out)):
            decision = ContestedDecision(
                hand_text(obs["hand"][k]), obs["hand"][k], SEATS[obs["seat"][k]], SEATS[obs["dealer"][k]],
                VULNERABILITIES[obs["vulnerability"][k]],
                tuple(names[c] for c in obs["auction"][k, :lengths[k]].tolist()), obs["legal"][k])
            out[k] = _call_index(bidder(decision), name, 38)
        return out

    return BatchedBidder(policy, name, contested=True)


def _pair(bidder):
    if isinstance(bidder, (str, os.PathLike)):
        return os.fspath(bidder)
    if isinstance(bidder, _bidlab.Bidder):
        return bidder
    if isinstance(bidder, BatchedBidder):
        if not bidder.contested:
            raise ValueError(f"batched bidder {bidder.name} plays the uncontested game: a match needs "
                             "bidlab.batched(policy, contested=True) (the four-seat observation)")
        return (bidder.policy, bidder.name)
    if callable(bidder):
        batch = _per_contested_decision(bidder, getattr(bidder, "__name__", "python"))
        return (batch.policy, batch.name)
    raise ValueError("a pair must be a bidder name, a model file, a bidlab.Bidder, "
                     "bidlab.batched(policy, contested=True) or a callable taking a bidlab.ContestedDecision")


def match(a, b, dataset="standard", split=None, vulnerable="rotate", boards=0, threads=0, log=None):
    """A duplicate match of pair `a` against pair `b` (see the module's docstring for what a pair is), as
    `bidlab match --ns A --ew B --json` reports it: {"ns", "ew", "boards", "imps_per_board" (a's), "stderr",
    "interval95", "total_imps", "tables", "against_par", "data", "split", "vulnerable"}.

    split: the split of `dataset` to play (default: the split `dataset` is, else "test"); vulnerable: "rotate"
    (dealer and vulnerability by board number) or "None", "NS", "EW", "All" (any case; also "-", "both"; dealer
    North); boards: the first N boards of the split (0 = all); threads: 0 = every core (results do not depend on
    it); log: a file to write one JSON line per board (as `bidlab match --log`). Python bidders are asked in batches
    first (the GIL is released while C++ bids and scores)."""
    data = _dataset(dataset)
    if split is None and data.split_name == "all":
        split = "test"
    text = _bidlab._match(_pair(a), _pair(b), data, split, vulnerable, boards, threads,
                          None if log is None else os.fspath(log))
    return json.loads(text)


def par(tables, dealer=0, vulnerability="None"):
    """Double-dummy par (DDS's DealerPar; N-S's score) of (n, 4, 5) tables ([declarer N, E, S, W][strain C, D, H,
    S, NT], as Dataset.tables and bidlab.solve give them), (n,) int32. dealer: a seat (0-3 or "N", "E", "S", "W")
    or one per table; vulnerability: "None", "NS", "EW", "All" in any case (also "-", "both"), or 0-3, or one per table. Dataset.par gives the
    par of a data set's boards with their own dealer and vulnerability."""
    tables = np.asarray(tables)
    n = len(tables) if tables.ndim == 3 else 0

    def codes(value, code_of):
        if isinstance(value, str):
            value = code_of(value)
        elif not np.isscalar(value):
            value = [code_of(v) if isinstance(v, str) else v for v in value]
        return np.broadcast_to(np.asarray(value, dtype=np.int64), (n,))

    def seat_code(name):
        if name not in tuple(SEATS):
            raise ValueError(f"dealer must be one of {', '.join(SEATS)}, not {name!r}")
        return SEATS.index(name)

    return _bidlab._par(tables, codes(dealer, seat_code), codes(vulnerability, _bidlab._vulnerability))
