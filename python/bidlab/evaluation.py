"""Any bidder on bidlab's one evaluation path (src/eval/evaluate.h).

evaluate() takes a bidlab bidder (a name such as "pass" or "sayc", a model file, a Bidder), a batched
Python bidder (batched(policy): many decisions at once as numpy arrays) or a plain Python callable
(one Decision at a time). Whatever the bidder, the calls go through bidlab's own Evaluate, so the
result is the dict `bidlab eval ... --json` prints, field for field.

A batched policy receives a dict of arrays, one row per decision (m rows), the observation of the
player to call (src/eval/uncontested_observation.h; the same as UncontestedEnv's):
  "hand"  (m, 52) uint8  1 where the caller holds card c
  "seat"  (m,)    uint8  0 North, 2 South
  "bids"  (m, 2, 36) uint8  [:, 0, c] = 1 when the caller made call c, [:, 1, c] when partner did
                         (c = 0 only for North's opening pass)
  "legal" (m, 36) bool   the legal calls: PASS and every bid above the last
and returns m call indices (any integer array-like, 0 PASS .. 35 7NT). Its call must depend only on
the hand and the auction (the same row twice must get the same call).
"""
import collections
import os

import numpy as np

from . import _bidlab

_RANKS = "23456789TJQKA"

Decision = collections.namedtuple("Decision", "hand cards seat calls legal dealer vulnerability",
                                  defaults=("N", "None"))
Decision.__doc__ = """One decision for a per-call Python bidder in the uncontested game.
hand: PBN text "spades.hearts.diamonds.clubs"; cards: (52,) uint8 (1 = held); seat: "N" or "S";
calls: North and South's calls so far, in order (names); legal: (36,) bool; dealer: "N" and vulnerability:
"None" (the yardstick's game: North deals, nobody is vulnerable)."""


def hand_text(cards):
    """PBN text ("AKQ2.T98.765.432", spades first) of a hand given as 52 card bytes."""
    suits = []
    for suit in (3, 2, 1, 0):
        held = [_RANKS[r] for r in range(12, -1, -1) if cards[suit * 13 + r]]
        suits.append("".join(held))
    return ".".join(suits)


def _calls_in_order(own, partner, seat):
    """North and South's calls so far from the two rows of "bids"."""
    north = own if seat == 0 else partner
    made = sorted(set(np.flatnonzero(own)) | set(np.flatnonzero(partner)))
    calls = ["PASS"] if north[0] else []
    return calls + [_bidlab.call_name(int(c)) for c in made if c > 0]


def auction_text(bids, seat):
    """The auction of one observation row ("PASS PASS 1NT PASS", East and West's passes included), as
    Bidder.bid takes it: `bids` is the row's (2, 36) calls, `seat` 0 North or 2 South."""
    calls = _calls_in_order(bids[0], bids[1], int(seat))
    return " ".join(call + " PASS" for call in calls)


class BatchedBidder:
    """A Python bidder that decides many auctions at once: policy(observation dict) -> call indices.
    contested: it plays the four-seat game (bidlab.match; the observation of bidlab.match's docstring)
    rather than the uncontested one (bidlab.evaluate)."""

    def __init__(self, policy, name="python-batched", contested=False):
        if not callable(policy):
            raise ValueError("a batched bidder needs a callable policy(observation) -> call indices")
        self.policy = policy
        self.name = name
        self.contested = contested

    def __call__(self, observation):
        return self.policy(observation)


def batched(policy=None, *, name=None, contested=False):
    """Marks policy(observation) -> call indices as a batched bidder; also a decorator (@batched).
    contested=True: a bidder for the four-seat game (bidlab.match), answering call indices 0-37."""
    if policy is None:
        return lambda p: batched(p, name=name, contested=contested)
    return BatchedBidder(policy, name or getattr(policy, "__name__", "python-batched"), contested)


def _per_decision(bidder, name):
    """A batched bidder that asks a per-call callable one Decision at a time."""

    def policy(observation):
        hands, seats, bids, legal = (observation[k] for k in ("hand", "seat", "bids", "legal"))
        out = np.empty(len(seats), dtype=np.int64)
        for k in range(len(seats)):
            seat = int(seats[k])
            decision = Decision(
                hand_text(hands[k]), hands[k], "N" if seat == 0 else "S",
                tuple(_calls_in_order(bids[k, 0], bids[k, 1], seat)), legal[k])
            out[k] = _call_index(bidder(decision), name)
        return out

    return BatchedBidder(policy, name)


def _call_index(call, name, calls=36):
    """A per-call bidder's answer (a call name or index) as a call index below `calls` (36 in the uncontested
    game, 38 in the four-seat one). Only a str or an int will do: 1.7 or True would otherwise be stored as call
    index 1 (1C). A bad answer is a ValueError naming the bidder and quoting at most 80 bytes of the answer."""
    if isinstance(call, str):
        try:
            index = _bidlab.call_index(call)
        except ValueError as e:
            raise ValueError(f"bidder {name} answered {e}") from None
    elif isinstance(call, (bool, np.bool_)) or not isinstance(call, (int, np.integer)):
        raise ValueError(f"bidder {name} answered {_bidlab._excerpt(repr(call))} ({type(call).__name__}): expected a "
                         "call name (\"PASS\", \"1C\", ...) or a call index (an int)")
    else:
        index = int(call)
    if not 0 <= index < calls:
        last = "35 (7NT)" if calls == 36 else "37 (XX)"
        game = "" if calls == 38 else " in the uncontested game (no X or XX)"
        shown = str(index) if index.bit_length() < 256 else f"an int of {index.bit_length()} bits"
        raise ValueError(f"bidder {name} answered {shown}; a call index is 0 (PASS) to "
                         f"{last}{game}")
    return index


_standard = None


def _dataset(dataset):
    global _standard
    if isinstance(dataset, _bidlab.Dataset):
        return dataset
    if not isinstance(dataset, (str, os.PathLike)):
        raise ValueError("dataset must be a bidlab.Dataset, \"standard\" or a data-set path")
    if dataset == "standard":
        if _standard is None:
            _standard = _bidlab.load_dataset("standard")
        return _standard
    return _bidlab.load_dataset(os.fspath(dataset))


def _bidder(bidder):
    if isinstance(bidder, str):
        return _bidlab.load_model(bidder) if os.path.isfile(bidder) else _bidlab.Bidder(bidder)
    return bidder


def evaluate_facit(bidder, path, threads=0):
    """Points of `bidder` on bidding challenges scored by experts (`bidlab eval --facit FILE.pbn`): the
    PBN boards of `path` with [Scoring "Facit"] and their score tables, each bid from its dealer and
    vulnerability with East-West passing. Returns {"bidder", "source", "points", "maximum" (10 a board),
    "boards": [{"board", "points", "contract", "auction"}]}.

    bidder: a name ("pass", "sayc", ...), a model file or a bidlab.Bidder.
    """
    import json

    bidder = _bidder(bidder)
    if not isinstance(bidder, _bidlab.Bidder):
        raise ValueError("bidder must be a bidder name, a model file or a bidlab.Bidder")
    return json.loads(_bidlab._evaluate_facit(bidder, os.fspath(path), threads))


def evaluate(bidder, dataset="standard", split=None, declarer="assumed", imp_scale="wbf", threads=0):
    """Average IMP cost of `bidder` on `dataset` (its `split`; default: the whole set, or the split
    `dataset` already is), as `bidlab eval --json` reports it: {"bidder", "deals", "avg_cost",
    "total_cost", "by_type": {"PASS"|"PARTIAL"|"GAME"|"SLAM"|"GRAND": {"deals", "total_cost",
    "avg_cost"}}, "split", "declarer", "imp_scale"}.

    bidder: a name ("pass", "sayc", ...), a model file, a bidlab.Bidder, a BatchedBidder
    (bidlab.batched(policy)), or any callable taking a Decision and returning a call (name or index).
    An illegal call raises bidlab.IllegalCallError (a ValueError) naming the bidder, call, deal and auction.
    """
    import json

    data = _dataset(dataset)
    bidder = _bidder(bidder)
    if isinstance(bidder, _bidlab.Bidder):
        text = _bidlab._evaluate_bidder(bidder, data, split, declarer, imp_scale, threads)
    else:
        if isinstance(bidder, BatchedBidder):
            if bidder.contested:
                raise ValueError(f"batched bidder {bidder.name} plays the four-seat game (contested=True): "
                                 "play it with bidlab.match")
            batch = bidder
        elif callable(bidder):
            batch = _per_decision(bidder, getattr(bidder, "__name__", "python"))
        else:
            raise ValueError("bidder must be a bidder name, a model file, a bidlab.Bidder, bidlab.batched(policy) "
                             "or a callable taking a bidlab.Decision")
        text = _bidlab._evaluate_batched(batch.policy, batch.name, data, split, declarer, imp_scale, threads)
    return json.loads(text)
